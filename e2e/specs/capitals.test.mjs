// 001 Capital Risk in the browser: headquarters chosen in secret at the pass-and-play table
// (the next player never sees the previous choice), revealed together as stars on the map
// and in the headquarters list, and a whole game of bots to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());


test('parker-1993-capital: headquarters are chosen in secret, then revealed on the map', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993-capital', players: 3, kinds: ['human', 'human', 'normal'] });
    // The shorter game only changes something from 4 players on.
    assert.equal(await page.getByTestId('short-game').count(), 0);
    await startGame(page, { preset: 'parker-1993-capital', players: 3, seed: 21, autoPlace: true });
    const chosen = [];
    for (let step = 0; step < 200 && chosen.length < 2; step++) {
      if (!/headquarters/.test(await phaseText(page))) {
        await page.waitForTimeout(25); // the bot is choosing
        continue;
      }
      await takeTablet(page);
      // Nobody's choice is shown before all are made.
      assert.equal(await page.locator('.capital').count(), 0, 'no headquarters shown yet');
      assert.ok(await page.getByTestId('confirm-headquarters').isDisabled());
      const [mine] = await highlighted(page);
      await tap(page, mine);
      await page.getByTestId('choose-headquarters').getByText(/Your headquarters:/).waitFor();
      await page.getByTestId('confirm-headquarters').click();
      chosen.push(mine.replace('territory-', ''));
      assert.match(await page.getByTestId('log').textContent(), /has chosen a headquarters, in secret/);
    }
    assert.equal(chosen.length, 2, 'both humans chose');
    // Once all three have chosen, every headquarters is a star on the map and a list entry.
    await page.getByTestId('headquarters').waitFor();
    assert.equal(await page.locator('.capital').count(), 3);
    for (const key of chosen) {
      await page.getByTestId(`capital-${key}`).waitFor();
      const label = await page.getByTestId(`territory-${key}`).getAttribute('aria-label');
      assert.match(label, / headquarters\)/);
    }
    assert.equal(await page.getByTestId('headquarters').locator('li').count(), 3);
    assert.match(await page.getByTestId('headquarters').textContent(), /your own headquarters and 2 of the others/);
    assert.match(await page.getByTestId('log').textContent(), /Headquarters revealed/);
  });
});

test('parker-1993-capital: three bots play a whole game to the victory screen', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993-capital', players: 3, kinds: ['hard', 'normal', 'easy'] });
    await startGame(page, { preset: 'parker-1993-capital', players: 3, seed: 5, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /headquarters taken/);
    assert.equal(await page.locator('.capital').count(), 3);
  });
});
