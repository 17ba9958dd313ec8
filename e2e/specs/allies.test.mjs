// 000 active independents (`conquete-2010-duel-active`) in the browser: the status track
// shown to all, its rules page in both languages, and two bots playing a whole game (with
// cards given to independents, allies' dice and allied attacks) to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, setUpTable, startGame } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('conquete-2010-duel-active: the status track shows each independent\'s side and cards', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'conquete-2010-duel-active', players: 2, kinds: ['human', 'normal'] });
    await startGame(page, { preset: 'conquete-2010-duel-active', players: 2, seed: 3, autoPlace: true });
    const track = page.getByTestId('status-track');
    await track.waitFor();
    assert.equal(await track.locator('li').count(), 2);
    for (const line of await track.locator('li').allTextContents()) {
      assert.match(line, /^Independent \d: (neutral|ally of \S+) \(\d \/ 5 cards\)$/);
    }
  });
});

test('conquete-2010-duel-active: the rules page tells the status track and the house rulings', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-conquete-2010-duel-active').click();
    const text = await page.getByTestId('rules-page').textContent();
    assert.match(text, /1 to 4 moves it one step away from you/);
    assert.ok(await page.getByTestId('rules-page').locator('p.house').count() >= 1);
  });
});

test('conquete-2010-duel-active: two bots play a whole game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'conquete-2010-duel-active', players: 2, kinds: ['hard', 'normal'] });
    await startGame(page, { preset: 'conquete-2010-duel-active', players: 2, seed: 5, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /The opponent is eliminated/);
    assert.equal(await page.getByTestId('status-track').locator('li').count(), 2);
  });
});
