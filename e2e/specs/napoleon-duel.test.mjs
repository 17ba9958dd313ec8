// Book 004's rule for 2 players (`napoleon-1999-duel`) in the browser: the rules page, the
// neutral's half of the reinforcements placed by the other player in pass-and-play (the
// tablet passes to them and back), and two bots playing a whole game to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, placeReserve, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('napoleon-1999-duel: the rules page tells the neutral\'s half in both languages', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-napoleon-1999-duel').click();
    assert.match(await page.getByTestId('rules-page').textContent(), /6 \+ 3 \+ 8 = 17 armies, and the neutral 8/);
    assert.ok(await page.getByTestId('rules-page').locator('p.house').count() >= 1);
    await chooseLanguage(page, 'fr');
    assert.match(await page.getByTestId('rules-page').textContent(), /l’autre joueur répartit ceux de l’armée neutre/);
  });
});

test('napoleon-1999-duel: the other player takes the tablet to place the neutral\'s half, then hands it back', async (t) => {
  await app.run(t, {}, async (page) => {
    await setUpTable(page, { preset: 'napoleon-1999-duel', players: 2, kinds: ['human', 'human'] });
    await startGame(page, { preset: 'napoleon-1999-duel', players: 2, seed: 4, autoPlace: true });
    const handoff = () => page.getByTestId('handoff').locator('.handoff-text').textContent();
    const active = (await handoff()).replace('Pass the tablet to ', '');
    await takeTablet(page);
    const reserve = Number((await phaseText(page)).match(/(\d+)/)[1]);
    await placeReserve(page);
    // The tablet goes to the opponent, who places half of the reserve for the neutral.
    const other = (await handoff()).replace('Pass the tablet to ', '');
    assert.notEqual(other, active);
    await takeTablet(page);
    const banner = await phaseText(page);
    const half = Math.floor(reserve / 2);
    assert.equal(banner, `${other}: Place ${half} armies for Neutral on its territories, to block ${active}.`);
    // Only the neutral's 16 territories are offered, and the log says why.
    const offered = await highlighted(page);
    assert.equal(offered.length, 16);
    await page.getByTestId('log').getByText(`The neutral army receives ${half} armies (half of the reinforcements), to be placed by the other player.`).waitFor();
    for (let i = 0; i < half; i++) await tap(page, offered[0]);
    // Back to the active player, in the attack.
    assert.equal(await handoff(), `Pass the tablet to ${active}`);
    await takeTablet(page);
    assert.match(await phaseText(page), new RegExp(`^${active}: Attack`));
  });
});

test('napoleon-1999-duel: two bots play a whole game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'napoleon-1999-duel', players: 2, kinds: ['hard', 'normal'] });
    await startGame(page, { preset: 'napoleon-1999-duel', players: 2, seed: 2, autoPlace: false });
    await page.getByRole('group', { name: 'Board: Europe in 1810' }).waitFor();
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /The opponent is eliminated/);
  });
});
