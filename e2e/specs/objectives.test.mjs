// 000 Risk Mission (`conquete-2010-missions`) in the browser: the 28 objectives on the rules
// page in both languages, a human claiming an objective at the start of their turn (shown to
// all in the public panel), and three bots playing a whole game to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, setAnimation, setUpTable, startGame } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('conquete-2010-missions: the rules page lists the 28 ranked objectives', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-conquete-2010-missions').click();
    const deck = page.getByTestId('objective-deck').locator('li');
    assert.equal(await deck.count(), 28);
    assert.match(await deck.first().textContent(), /^Captain\. At the start of your turn:/);
    assert.match(await deck.last().textContent(), /^General\./);
    assert.ok(await page.getByTestId('rules-page').locator('p.house').count() >= 1);
  });
});

test('conquete-2010-missions: a human claims an objective met at the start of the turn', async (t) => {
  await app.run(t, {}, async (page) => {
    await setAnimation(page, 'fast');
    await setUpTable(page, { preset: 'conquete-2010-missions', players: 3, kinds: ['human', 'normal', 'normal'] });
    // Seed 73, dealt and placed at random: seat 1 plays first and meets its Captain card.
    await startGame(page, { preset: 'conquete-2010-missions', players: 3, seed: 73, autoPlace: true });
    const cards = page.getByTestId('objective-cards');
    await cards.waitFor();
    // Secret until turned over, but the player is told a claim is possible.
    assert.equal(await page.getByTestId('objective-0').count(), 0);
    // Four cards face down, each showing its rank on its back.
    assert.deepEqual(await cards.locator('.objective-backs .mission-kind').allTextContents(),
      ['Captain', 'Major', 'Colonel', 'General']);
    await page.getByTestId('objective-ready').waitFor();
    await page.getByTestId('show-objectives').click();
    assert.equal(await cards.locator('li').count(), 4);
    assert.match(await page.getByTestId('objective-3').textContent(), /^General\./);
    await page.getByTestId('claim-objective-0').click();
    await page.getByTestId('objective-0').getByText('Claimed').waitFor();
    assert.match(await page.getByTestId('claimed-0').textContent(), /: 1\/4/);
    assert.match(await page.getByTestId('log').textContent(), /claims an objective \(1\/4\)/);
    // One claim a turn: no other claim button now.
    assert.equal(await cards.locator('button.primary').count(), 0);
  });
});

test('conquete-2010-missions: three bots play a whole game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'conquete-2010-missions', players: 3, kinds: ['hard', 'normal', 'easy'] });
    await startGame(page, { preset: 'conquete-2010-missions', players: 3, seed: 5, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(),
      /Four objectives achieved|Every other player is eliminated/);
    assert.ok(await page.getByTestId('claimed-objectives').count(), 'the public objectives panel');
  });
});
