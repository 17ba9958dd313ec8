// 002, the Miro rules (`miro-1975`) in the browser: the rules page in both languages, and
// three bots playing the book's setup (the deal with jokers, then the placement) and a whole
// game to the victory screen, won on an objective or by standing alone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, setUpTable, startGame } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('miro-1975: three bots play a whole game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'miro-1975', players: 3, kinds: ['hard', 'normal', 'easy'] });
    await startGame(page, { preset: 'miro-1975', players: 3, seed: 4, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(),
      /Mission accomplished|Every enemy army is destroyed/);
  });
});

test('miro-1975: the rules page tells the objectives and the house rulings', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-miro-1975').click();
    const page_ = page.getByTestId('rules-page');
    assert.match(await page_.textContent(), /The 14 objectives/);
    assert.match(await page_.textContent(), /before the end of the fourth round/);
    assert.ok(await page_.locator('p.house').count() >= 1, 'house rulings are marked');
  });
});
