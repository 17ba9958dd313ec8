// 000 for 2 players with passive independents (`conquete-2010-duel-passive`) in the browser:
// a human places their own armies and then one for each independent, and two bots play the
// book's setup and a whole game to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, setUpTable, startGame, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('conquete-2010-duel-passive: three own armies, then one for each independent', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'conquete-2010-duel-passive', players: 2, kinds: ['human', 'normal'] });
    await startGame(page, { preset: 'conquete-2010-duel-passive', players: 2, seed: 6, autoPlace: false });
    // (The bots think off the page: the bot's placements come a moment later.)
    for (let i = 0; i < 400 && !/Place one starting army/.test(await phaseText(page)); i++) await page.waitForTimeout(25);
    for (let n = 0; n < 3; n++) {
      assert.match(await phaseText(page), /Place one starting army on a territory of yours/);
      const [mine] = await highlighted(page);
      await tap(page, mine);
    }
    for (const k of [1, 2]) {
      assert.match(await phaseText(page), new RegExp(`Place one army for Independent ${k}`));
      const [theirs] = await highlighted(page);
      await tap(page, theirs);
    }
  });
});

test('conquete-2010-duel-passive: two bots play a whole game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'conquete-2010-duel-passive', players: 2, kinds: ['hard', 'normal'] });
    await startGame(page, { preset: 'conquete-2010-duel-passive', players: 2, seed: 9, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /The opponent is eliminated/);
  });
});
