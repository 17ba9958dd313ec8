// "What would the bot do?" (issue 27): off by default; switched on in the settings, it shows
// the Expert bot's next step on the map and in words, without playing it, until the game moves.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, phaseText, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('the hint shows the expert bot\'s next step without playing it, once switched on', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'normal', 'normal'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 12, autoPlace: true });
    await takeTablet(page);
    await page.getByTestId('phase').filter({ hasText: /^Ada: Reinforce/ }).waitFor();
    assert.equal(await page.getByTestId('hint').count(), 0, 'off by default');
    // Switched on in the settings, it stays on for the game resumed.
    await page.getByTestId('back').click();
    await page.getByTestId('settings').click();
    await page.getByTestId('hints').check();
    await page.getByTestId('back').click();
    await page.getByTestId('continue').click();
    await takeTablet(page);
    const before = await phaseText(page);
    await page.getByTestId('hint').click();
    const words = await page.getByTestId('hint-text').textContent();
    assert.match(words, /^The expert bot would place \d+ arm(y|ies) on .+\.$/);
    await page.getByTestId('hint-mark').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'hint.png') });
    assert.equal(await phaseText(page), before, 'nothing was played');
    // The suggested territory gets a tap: the hint goes once the game moves on.
    const territory = await page.locator('.territory.neighbour').first().getAttribute('data-testid');
    await tap(page, territory);
    await page.getByTestId('hint-text').waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('hint-mark').count(), 0);
    // In French too.
    await chooseLanguage(page, 'fr');
    await page.getByTestId('hint').click();
    assert.match(await page.getByTestId('hint-text').textContent(), /^Le robot expert placerait \d+\u00a0régiments? sur .+\.$/);
  });
});
