// Bots in the browser, whole games: seats chosen in the wizard, a full parker-1993 game of one
// human against two bots with a fixed seed to its victory screen, and parker-1993-duel's two
// bots and the neutral from the book's setup to the end. They report no timings, so they run
// with the other browser tests, three files at a time (scripts/test.sh).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, phaseText, placeReserve, setAnimation, startGame } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('one human against two bots plays a full game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    // Fast, so that a bot's turn lasts long enough to offer "skip to my turn".
    await setAnimation(page, 'fast');
    await page.getByTestId('new-game').click();
    await page.getByTestId('preset').selectOption('parker-1993');
    await page.getByTestId('players').selectOption('3');
    const kinds = await page.getByTestId('seat-kind-1').locator('option').allTextContents();
    assert.deepEqual(kinds, ['Human', 'Bot: easy', 'Bot: normal', 'Bot: hard', 'Bot: expert']);
    await page.getByTestId('seat-kind-1').selectOption('hard');
    await page.getByTestId('seat-kind-2').selectOption('normal');
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 2026, autoPlace: true });
    // With one human there is no hand-off; while a bot plays, its cards stay out of the DOM.
    assert.equal(await page.getByTestId('handoff').count(), 0);
    let humanTurns = 0;
    let skipped = false;
    for (let step = 0; step < 3000 && !(await page.getByTestId('victory').count()); step++) {
      const skip = page.getByTestId('skip-bots');
      if (await skip.count()) {
        // Read in one go, so a turn ending between two reads cannot mislead.
        const botHandShown = await page.evaluate(() => Boolean(
          document.querySelector('[data-testid="skip-bots"]') && document.querySelector('[data-testid="hand"]')));
        assert.equal(botHandShown, false, 'a bot\'s hand is hidden');
        const botSliderShown = await page.evaluate(() => Boolean(
          document.querySelector('[data-testid="skip-bots"]') && document.querySelector('[data-testid="move"], [data-testid="fortify-move"]')));
        assert.equal(botSliderShown, false, 'a bot\'s move-in is not a person\'s to press');
        if (await skip.isEnabled().catch(() => false)) {
          await skip.click().catch(() => {});
          skipped = true;
        }
        await page.waitForTimeout(25);
        continue;
      }
      const phase = await phaseText(page).catch(() => '');
      if (/Reinforce/.test(phase)) {
        humanTurns += 1;
        // One tap places the whole reserve: the stepper goes up to the armies left to place.
        const more = page.getByRole('button', { name: 'More per tap' });
        for (let i = 0; i < 60 && (await more.isEnabled()); i++) await more.click();
        await placeReserve(page);
      } else if (/Attack|Fortify/.test(phase)) {
        await page.getByTestId('end-phase').click();
      } else {
        await page.waitForTimeout(25);
      }
    }
    await page.getByTestId('victory').waitFor({ timeout: 60_000 });
    assert.ok(humanTurns > 0, 'the human played');
    assert.ok(skipped, '"skip to my turn" was offered during the bots\' turns');
    const log = await page.getByTestId('log').textContent();
    assert.match(log, /takes/, 'the bots conquered territories');
  });
});

test('parker-1993-duel: two bots and the neutral play the book\'s setup and a full game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await page.getByTestId('new-game').click();
    await page.getByTestId('preset').selectOption('parker-1993-duel');
    await page.getByTestId('players').selectOption('2');
    await page.getByTestId('seat-kind-0').selectOption('hard');
    await page.getByTestId('seat-kind-1').selectOption('normal');
    // The book's setup: dealt piles, then two own armies and one neutral in turn.
    await startGame(page, { preset: 'parker-1993-duel', players: 2, seed: 7, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    const log = await page.getByTestId('log').textContent();
    assert.match(log, /takes/, 'the bots conquered territories');
  });
});
