// Issue 37, item 2: names never vanish. At the opening view of the tablets and the large
// tablets either way, on each of the three boards, every territory whose token is on screen has
// its name written (moved with a leader line or shortened where crowded), at least 11 px, with
// no two names and no name and token overlapping. On a phone either way, showing the whole of
// each board, where not every name fits, the names written read and never overlap, and a tap
// on a territory whose name is not written whole shows it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, SIZES } from '../harness.mjs';
import { settled, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const BOARDS = { world: 'parker-1993', europe: 'napoleon-1999', 'roman-empire': 'roman-empire' };

/** The names written on the map and the tokens in view, as boxes on screen. */
function scene(page) {
  return page.evaluate(() => {
    const map = document.querySelector('svg.board').getBoundingClientRect();
    const inside = (r) => {
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      return x >= map.left && x <= map.right && y >= map.top && y <= map.bottom;
    };
    const names = [...document.querySelectorAll('.labels text')].map((text) => {
      const box = text.getBoundingClientRect();
      return { key: text.dataset.territory, text: text.textContent, short: text.classList.contains('short'),
        size: parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a,
        left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    });
    const tokens = [...document.querySelectorAll('.tokens .token')].map((token) => {
      const box = token.querySelector('path').getBoundingClientRect();
      return { key: token.dataset.testid.slice('token-'.length), inView: inside(box),
        left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    });
    return { names, tokens };
  });
}

/** Whether two boxes overlap by more than a pixel's rounding. */
const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

for (const size of ['tabletLandscape', 'tabletPortrait', 'largeLandscape', 'largePortrait']) {
  for (const [board, preset] of Object.entries(BOARDS)) {
    test(`${size}: every territory in view on the ${board} board has its name at the opening view`, async (t) => {
      await app.run(t, { viewport: SIZES[size], hasTouch: true }, async (page) => {
        await startGame(page, { preset, players: 3, seed: 5, autoPlace: true });
        await takeTablet(page);
        await settled(page);
        const { names, tokens } = await scene(page);
        const named = new Set(names.map((n) => n.key));
        const missing = tokens.filter((t) => t.inView && !named.has(t.key)).map((t) => t.key);
        assert.deepEqual(missing, [], 'every token in view has its name');
        assert.ok(tokens.filter((t) => t.inView).length >= 40, 'the whole board is in view');
        for (const [i, a] of names.entries()) {
          assert.ok(a.size >= 10.9, `${a.text}: ${a.size.toFixed(1)} px`);
          for (const b of names.slice(i + 1)) assert.ok(!overlap(a, b), `${a.text} and ${b.text} overlap`);
          for (const token of tokens) assert.ok(!overlap(a, token), `${a.text} covers the token of ${token.key}`);
        }
        await page.screenshot({ path: join(ARTIFACTS, `names-${size}-${board}.png`) });
      });
    });
  }
}

for (const size of ['phonePortrait', 'phoneLandscape']) {
  for (const [board, preset] of Object.entries(BOARDS)) {
    test(`${size}: on the ${board} board every name in view reads, and a tap names a territory left unnamed`, async (t) => {
      await app.run(t, { viewport: SIZES[size], hasTouch: true, isMobile: true }, async (page) => {
        await startGame(page, { preset, players: 3, seed: 5, autoPlace: true });
        await takeTablet(page);
        // The whole board, a tap away, is where a phone has least room for names.
        await page.getByTestId('zoom-reset').click();
        await settled(page);
        const { names, tokens } = await scene(page);
        for (const [i, a] of names.entries()) {
          assert.ok(a.size >= 10.9, `${a.text}: ${a.size.toFixed(1)} px`);
          for (const b of names.slice(i + 1)) assert.ok(!overlap(a, b), `${a.text} and ${b.text} overlap`);
        }
        const whole = new Set(names.filter((n) => !n.short).map((n) => n.key));
        const offered = await page.locator('.territory.neighbour').evaluateAll((nodes) => nodes.map((n) => n.dataset.testid.slice('territory-'.length)));
        const unnamed = tokens.find((t) => t.inView && !whole.has(t.key) && !offered.includes(t.key));
        if (!unnamed) return;
        await page.getByTestId(`territory-${unnamed.key}`).locator('circle.hit').click();
        const bubble = page.getByTestId('name-bubble');
        await bubble.waitFor();
        const name = await page.getByTestId(`territory-${unnamed.key}`).locator('title').textContent();
        assert.ok(name.startsWith(await bubble.textContent()), `${await bubble.textContent()} names ${unnamed.key}`);
        await page.screenshot({ path: join(ARTIFACTS, `names-${size}-${board}.png`) });
      });
    });
  }
}

test('on a phone a tap shows the name of a territory the map could not write whole', async (t) => {
  await app.run(t, { viewport: SIZES.phonePortrait, hasTouch: true, isMobile: true }, async (page) => {
    // The title page's board, seen whole: too small for every name.
    await page.getByTestId('zoom-reset').click();
    await settled(page);
    const keys = await page.locator('.territory').evaluateAll((nodes) => nodes.map((n) => n.dataset.testid.slice('territory-'.length)));
    const whole = await page.locator('.labels text:not(.short)').evaluateAll((texts) => texts.map((t) => t.dataset.territory));
    const unnamed = keys.find((key) => !whole.includes(key));
    assert.ok(unnamed, 'some name is left to a tap at the whole board\'s view');
    const hit = await page.getByTestId(`territory-${unnamed}`).locator('circle.hit').boundingBox();
    await page.touchscreen.tap(hit.x + hit.width / 2, hit.y + hit.height / 2);
    const bubble = page.getByTestId('name-bubble');
    await bubble.waitFor();
    const name = await page.getByTestId(`territory-${unnamed}`).locator('title').textContent();
    assert.ok(name.startsWith(await bubble.textContent()), `${await bubble.textContent()} names ${unnamed}`);
  });
});
