// Issue 50, item 5: the player strip shows every player's chip whole, from 2 to 6 players (5
// on the Roman board), on the three boards, at all six sizes. For each game the page is
// resized through the sizes: the strip does not scroll either way, and every count on every
// chip (territories, armies, cards, and on the Roman board the points) lies inside the strip
// and the window, with the count itself the element under its middle and both its ends (not
// the legend, not another chip). Long names and bots' levels make the chips as wide as they
// come. Leaves `strip-<board>-<players>p-<size>.png` for the most players in e2e/artifacts/.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, appReady, launch, SIZES } from '../harness.mjs';
import { settled, setUpTable, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** Long names, so the chips that show names are as wide as a table makes them. */
const NAMES = ['Maximilienne', 'Bartholomew', 'Anne-Charlotte', 'Konstantinos', 'Guillemette', 'Wilhelmina'];

/** Each board's games, by player count: the preset that seats them there. */
const BOARDS = {
  world: { 2: 'parker-1993-duel', 3: 'parker-1993', 4: 'parker-1993', 5: 'parker-1993', 6: 'parker-1993' },
  europe: { 2: 'napoleon-1999-world', 3: 'napoleon-1999', 4: 'napoleon-1999', 5: 'napoleon-1999', 6: 'napoleon-1999' },
  roman: { 2: 'roman-empire', 3: 'roman-empire', 4: 'roman-empire', 5: 'roman-empire' },
};

/** What is wrong with the strip as it stands: a list of sentences, empty when all is whole. */
function stripProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const strip = document.querySelector('.player-strip');
    const box = strip.getBoundingClientRect();
    if (strip.scrollWidth > strip.clientWidth + 0.5) problems.push(`the strip scrolls sideways (${strip.scrollWidth} > ${strip.clientWidth})`);
    if (strip.scrollHeight > strip.clientHeight + 0.5) problems.push(`the strip scrolls up and down (${strip.scrollHeight} > ${strip.clientHeight})`);
    const chips = [...strip.querySelectorAll('.player-chip')];
    if (chips.length < 2) problems.push(`${chips.length} chips`);
    for (const chip of chips) {
      const who = chip.dataset.testid;
      const counts = [...chip.querySelectorAll('.chip-facts > span')];
      if (counts.length < 3) problems.push(`${who}: ${counts.length} counts`);
      for (const count of [chip.querySelector('.chip-token'), ...counts]) {
        const r = count.getBoundingClientRect();
        const what = `${who} "${count.textContent}"`;
        if (r.width < 1 || r.height < 1) { problems.push(`${what} is not shown`); continue; }
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
          problems.push(`${what} is cut by the strip: ${JSON.stringify([r.left, r.right, r.top, r.bottom])} in ${JSON.stringify([box.left, box.right, box.top, box.bottom])}`);
        }
        if (r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight) problems.push(`${what} is out of the window`);
        const y = r.top + r.height / 2;
        for (const x of [r.left + 1.5, r.left + r.width / 2, r.right - 1.5]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(count.contains(hit) || hit === chip)) {
            problems.push(`${what} is covered at ${Math.round(x)} by ${hit?.className?.baseVal ?? hit?.className ?? hit?.tagName}`);
          }
        }
        if (count.classList.contains('chip-token')) continue;
        if (parseFloat(getComputedStyle(count).fontSize) < 11) problems.push(`${what} is smaller than 11 px`);
      }
    }
    const legend = document.querySelector('.strip-legend').getBoundingClientRect();
    if (legend.right > innerWidth + 0.5) problems.push('the legend runs out of the window');
    return problems;
  });
}

for (const [board, games] of Object.entries(BOARDS)) {
  test(`${board} board: every chip whole, 2 to ${Math.max(...Object.keys(games).map(Number))} players, at all six sizes`, async (t) => {
    await app.run(t, {}, async (page) => {
      const most = Math.max(...Object.keys(games).map(Number));
      for (const [players, preset] of Object.entries(games)) {
        const count = Number(players);
        await page.setViewportSize(SIZES.tabletLandscape);
        await setUpTable(page, { preset, players: count, kinds: ['human', ...Array(count - 1).fill('hard')] });
        for (let seat = 0; seat < count; seat++) await page.getByTestId(`seat-name-${seat}`).fill(NAMES[seat]);
        await startGame(page, { preset, players: count, seed: 7, autoPlace: true });
        await takeTablet(page);
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          await settled(page);
          const fit = await page.locator('.players-bar').getAttribute('data-fit');
          assert.deepEqual(await stripProblems(page), [], `${preset}, ${count} players, ${size} (squeezed ${fit})`);
          if (count === most) await page.screenshot({ path: join(ARTIFACTS, `strip-${board}-${count}p-${size}.png`) });
        }
        // Back to the title page for the next game (the wizard remembers the choices).
        await page.reload();
        await appReady(page);
      }
    });
  });
}
