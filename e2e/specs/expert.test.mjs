// 001 "Rules variations for RISK experts" in the browser: the wizard offers all five for a
// world-board game; bots play a whole game with them to the victory screen without a
// territory ever holding more than 12 armies; a human calls the Commander at the dice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, placeReserve, setUpTable, startGame, tap, tokens } from '../game-page.mjs';

/** The wizard's five expert options. */
const EXPERT = ['expert-plus-one', 'expert-connected', 'expert-twelve', 'expert-reroll', 'expert-commander'];

/** The expert checkboxes, those in `on` ticked and the others not. */
const expert = (on) => Object.fromEntries(EXPERT.map((id) => [id, on.includes(id)]));

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('expert rules: chosen in the wizard and played by bots to the end', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['hard', 'normal', 'normal'], boxes: expert(EXPERT) });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 8, autoPlace: true });
    // Sets +1: the track reads 4, 5, 6 ... instead of 4, 6, 8 ...
    const squares = await page.getByTestId('trade-track').locator('li').allTextContents();
    assert.deepEqual(squares.slice(0, 4), ['4', '5', '6', '7']);
    let most = 0;
    for (let i = 0; i < 2000 && !(await page.getByTestId('victory').count()); i++) {
      const counts = (await tokens(page)).map((s) => Number(s.split('=')[1]));
      most = Math.max(most, ...counts);
      await page.waitForTimeout(50);
    }
    await page.getByTestId('victory').waitFor({ timeout: 120_000 });
    assert.ok(most > 0 && most <= 12, `the largest stack seen held ${most} armies`);
  });
});

test('the rules page describes the expert rules', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-parker-1993').click();
    assert.match(await page.getByTestId('rules-page').textContent(), /at most 12 armies on a territory/);
  });
});

test('the Commander turns a die just rolled to 6 before the battle is decided', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'normal', 'normal'], boxes: expert(['expert-commander']) });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 8, autoPlace: true });
    for (let i = 0; i < 400 && !/Reinforce/.test(await phaseText(page)); i++) await page.waitForTimeout(25);
    await placeReserve(page);
    assert.match(await phaseText(page), /Attack/);
    const [from] = await highlighted(page);
    await tap(page, from);
    const [to] = await highlighted(page);
    await tap(page, to);
    await page.getByTestId('roll').click();
    await page.getByTestId('rolled').waitFor();
    assert.match(await phaseText(page), /Dice rolled/);
    await page.getByTestId('rolled-die-0').click();
    await page.getByTestId('commander').click();
    // Nothing else was left to choose: the battle is decided with a 6 among the attack dice.
    await page.getByTestId('rolled').waitFor({ state: 'detached' });
    assert.match(await page.getByTestId('log').textContent(), /The Commander turns a die to 6/);
    assert.match(await page.getByTestId('dice-tray').textContent(), /6/);
  });
});
