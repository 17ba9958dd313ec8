// Book 004's "Capitales risk" (`napoleon-1999-capitals`) in the browser: the rules page, a
// capital chosen in secret that stays secret once play begins (no star on the map, only in
// the player's own face-down card), and bots playing a whole game to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('napoleon-1999-capitals: the rules page tells the takeover and marks our reading (house)', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-napoleon-1999-capitals').click();
    const page_ = page.getByTestId('rules-page');
    assert.match(await page_.textContent(), /replaced by one of the invader's/);
    assert.match(await page_.locator('p.house').first().textContent(), /new ones, one on each territory/);
    await chooseLanguage(page, 'fr');
    assert.match(await page_.textContent(), /2 capitales à 2 ou 3 joueurs, 3 à 4 ou 5 joueurs, 4 à 6 joueurs/);
  });
});

test('napoleon-1999-capitals: a capital is chosen in secret and stays secret in play', async (t) => {
  await app.run(t, {}, async (page) => {
    await setUpTable(page, { preset: 'napoleon-1999-capitals', players: 3, kinds: ['human', 'human', 'human'] });
    await startGame(page, { preset: 'napoleon-1999-capitals', players: 3, seed: 6, autoPlace: true });
    const handoff = () => page.getByTestId('handoff').locator('.handoff-text').textContent();
    const chosen = {};
    for (let step = 0; step < 3; step++) {
      const who = (await handoff()).replace('Pass the tablet to ', '');
      await takeTablet(page);
      assert.match(await phaseText(page), /Choose your capital in secret/);
      const [mine] = await highlighted(page);
      await tap(page, mine);
      await page.getByTestId('choose-headquarters').getByText(/Your capital:/).waitFor();
      await page.getByTestId('confirm-headquarters').click();
      chosen[who] = mine;
      assert.match(await page.getByTestId('log').textContent(), /has chosen a capital, in secret/);
    }
    // Play begins: nobody's capital is on the map, and the goal is told.
    const who = (await handoff()).replace('Pass the tablet to ', '');
    await takeTablet(page);
    assert.match(await phaseText(page), /Reinforce/);
    assert.match(await page.getByTestId('headquarters').textContent(), /hold 2 capitals, your own included/);
    assert.equal(await page.locator('.capital').count(), 0);
    for (const territory of Object.values(chosen)) {
      assert.doesNotMatch(await page.getByTestId(territory).getAttribute('aria-label'), /capital|headquarters/);
    }
    // The player's own capital is a face-down card, theirs only.
    const card = page.getByTestId('capital-card');
    assert.equal(await card.getByTestId('capital-name').count(), 0);
    await card.getByRole('button', { name: 'Show my capital' }).click();
    const name = (await page.getByTestId(chosen[who]).getAttribute('aria-label')).split(',')[0];
    assert.equal(await card.getByTestId('capital-name').textContent(), name);
  });
});

test('napoleon-1999-capitals: four bots play a whole game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'napoleon-1999-capitals', players: 4, kinds: ['hard', 'normal', 'easy', 'normal'] });
    await startGame(page, { preset: 'napoleon-1999-capitals', players: 4, seed: 2, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /capitals held, their own included|The opponent is eliminated|Every enemy army is destroyed/);
    // Every fallen capital is public on the map now.
    assert.ok(await page.locator('.capital').count() >= 1);
  });
});
