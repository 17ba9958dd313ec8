// Book 002's rule for 2 players (`miro-1975-duel`) and its world variant (`miro-1975-world`) in
// the browser (issue 26): the rules pages, the allied force's step taken by the other player in
// pass-and-play (the tablet passes to them and back), and bots playing whole games to the
// victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, placeReserve, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('miro-1975-duel and miro-1975-world: the rules pages tell the ally\'s three times and the rising sets', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-miro-1975-duel').click();
    assert.match(await page.getByTestId('rules-page').textContent(), /Your turn goes in three times/);
    await page.getByTestId('rules-tab-miro-1975-world').click();
    assert.match(await page.getByTestId('rules-page').textContent(), /4 armies for the first traded in the game, then 6, 8, 10, 12, 15, 20, 25/);
    await chooseLanguage(page, 'fr');
    assert.match(await page.getByTestId('rules-page').textContent(), /Le dernier joueur en jeu gagne/);
    await page.getByTestId('rules-tab-miro-1975-duel').click();
    assert.match(await page.getByTestId('rules-page').textContent(), /Votre tour se joue en trois temps/);
  });
});

test('miro-1975-duel: the other player takes the tablet to play the ally, then hands it back', async (t) => {
  await app.run(t, {}, async (page) => {
    await setUpTable(page, { preset: 'miro-1975-duel', players: 2, kinds: ['human', 'human'] });
    await startGame(page, { preset: 'miro-1975-duel', players: 2, seed: 4, autoPlace: true });
    const handoff = () => page.getByTestId('handoff').locator('.handoff-text').textContent();
    const active = (await handoff()).replace('Pass the tablet to ', '');
    await takeTablet(page);
    await placeReserve(page);
    assert.match(await phaseText(page), /Ending the attack hands the ally to your opponent/);
    // Ending the attack hands the tablet to the opponent for the ally's turn.
    await page.getByTestId('end-phase').click();
    const other = (await handoff()).replace('Pass the tablet to ', '');
    assert.notEqual(other, active);
    await takeTablet(page);
    const placing = await phaseText(page);
    if (/place \d+ arm/.test(placing)) {
      assert.match(placing, new RegExp(`^${other}: The ally's turn — place \\d+ arm(y|ies) for the ally on its territories\\.$`));
      const offered = await highlighted(page);
      assert.ok(offered.length > 0 && offered.length <= 14, 'only the ally\'s territories take its armies');
      while (/place \d+ arm/.test(await phaseText(page))) await tap(page, offered[0]);
    }
    assert.match(await phaseText(page), new RegExp(`attack ${active} with the ally's armies if you wish`));
    await page.screenshot({ path: join(ARTIFACTS, 'miro-duel-ally-turn.png') });
    assert.equal(await page.getByTestId('end-phase').textContent(), 'End the ally\'s turn');
    await page.getByTestId('end-phase').click();
    // Back to the active player, who takes the initiative again.
    assert.equal(await handoff(), `Pass the tablet to ${active}`);
    await takeTablet(page);
    assert.match(await phaseText(page), /Your initiative again/);
    await page.getByTestId('end-phase').click();
    await page.getByTestId('end-phase').click();
    assert.equal(await handoff(), `Pass the tablet to ${other}`);
  });
});

for (const [preset, players, kinds] of [['miro-1975-duel', 2, ['hard', 'normal']], ['miro-1975-world', 3, ['normal', 'easy', 'normal']]]) {
  test(`${preset}: bots play a whole game to the victory screen`, async (t) => {
    await app.run(t, {}, async (page) => {
      await animationsOff(page);
      await setUpTable(page, { preset, players, kinds });
      await startGame(page, { preset, players, seed: 3, autoPlace: false });
      await page.getByTestId('victory').waitFor({ timeout: 180_000 });
      await page.screenshot({ path: join(ARTIFACTS, `${preset}-bots-victory.png`) });
    });
  });
}
