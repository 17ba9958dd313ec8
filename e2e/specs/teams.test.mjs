// 000 "Risk par équipe" (`conquete-2010-teams`) in the browser: the rules page in both
// languages, a human placing armies in a teammate's territory (a shared token, the teams
// panel), and four bots playing a whole game to the team's victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, setAnimation, setUpTable, startGame, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('conquete-2010-teams: the rules page tells shared territories and the team hand', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-conquete-2010-teams').click();
    const text = await page.getByTestId('rules-page').textContent();
    assert.match(text, /with as many each, nobody does/);
    assert.match(text, /pass the team's cards to your teammate/);
    assert.ok(await page.getByTestId('rules-page').locator('p.house').count() >= 1);
  });
});

test('conquete-2010-teams: a human reinforces a teammate\'s territory, which both then share', async (t) => {
  await app.run(t, {}, async (page) => {
    await setAnimation(page, 'fast');
    await setUpTable(page, { preset: 'conquete-2010-teams', players: 4, kinds: ['human', 'normal', 'normal', 'normal'] });
    await startGame(page, { preset: 'conquete-2010-teams', players: 4, seed: 11, autoPlace: true });
    await page.getByTestId('phase').getByText(/on your territories or your teammate's/).waitFor({ timeout: 60_000 });
    // The bots' turn is over once their skip button is gone.
    await page.getByTestId('skip-bots').waitFor({ state: 'detached' });
    const teams = page.getByTestId('teams');
    assert.equal(await teams.locator('li').count(), 4);
    assert.match(await page.getByTestId('team-1').textContent(), /Team 1/);
    // Seat 3 (yellow) is seat 1's (red) teammate.
    const theirs = page.locator('.tokens .token[data-colour="yellow"]').first();
    const key = (await theirs.getAttribute('data-testid')).slice('token-'.length);
    await tap(page, `territory-${key}`);
    const badge = page.getByTestId(`partner-${key}`);
    await badge.waitFor();
    const label = await page.getByTestId(`territory-${key}`).getAttribute('aria-label');
    assert.match(label, /of them (red|yellow)/);
  });
});

test('conquete-2010-teams: four bots play a whole game to the team\'s victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'conquete-2010-teams', players: 4, kinds: ['hard', 'normal', 'easy', 'normal'] });
    await startGame(page, { preset: 'conquete-2010-teams', players: 4, seed: 5, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /An opponent is eliminated: the team wins/);
    assert.match(await page.getByTestId('victory').locator('h2').textContent(), / and .* win!/);
  });
});
