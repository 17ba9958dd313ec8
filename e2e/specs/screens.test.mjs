// The title screen at the sizes the design card names, with a screenshot of each for humans.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, launch, VIEWPORTS } from '../harness.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`screenshot ${name} ${viewport.width}x${viewport.height}`, async (t) => {
    await app.run(t, { viewport }, async (page) => {
      const board = await page.locator('svg.board').boundingBox();
      assert.ok(board.width > 300 && board.height > 200, 'the board is drawn at a useful size');
      const button = await page.getByTestId('new-game').boundingBox();
      assert.ok(button.height >= 44 && button.width >= 44, 'New game is a 44 px tap target');
      assert.ok(button.y + button.height <= viewport.height, 'New game is on screen');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= viewport.width, 'the page itself never scrolls sideways');
    });
    const shot = join(ARTIFACTS, `${t.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    assert.ok(existsSync(shot) && statSync(shot).size > 10_000, 'the screenshot was saved');
  });
}

// Issue 50: every button has the app's own look (WebKit drew the ones without a background of
// their own in its dark native grey): no native appearance anywhere, and Save, Statistics and
// Phones… with a background and colour of the app's.
test('every button has the app\u2019s own look, never the engine\u2019s native one', async (t) => {
  await app.run(t, {}, async (page) => {
    const native = () => page.evaluate(() => [...document.querySelectorAll('button')]
      .filter((b) => b.getClientRects().length && getComputedStyle(b).appearance !== 'none')
      .map((b) => b.dataset.testid ?? b.textContent.trim()));
    assert.deepEqual(await native(), [], 'title screen');
    await page.getByTestId('new-game').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('phase').waitFor();
    assert.deepEqual(await native(), [], 'the table');
    for (const id of ['save', 'stats', 'phones']) {
      const look = await page.getByTestId(id).evaluate((b) => {
        const s = getComputedStyle(b);
        return { background: s.backgroundColor, colour: s.color };
      });
      assert.notEqual(look.background, 'rgba(0, 0, 0, 0)', `${id} has a background of its own`);
      assert.notEqual(look.background, 'rgb(239, 239, 239)', `${id} is not the engine's ButtonFace`);
      assert.notEqual(look.background, look.colour, `${id} reads`);
    }
  });
});
