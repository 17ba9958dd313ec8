// Settings: colour-blind patterns give each player's tokens their own shape, and the choice
// survives a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, launch } from '../harness.mjs';
import { startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** How many different token outlines are on the board (relative to each token's centre). */
function shapeKinds(page) {
  return page.locator('.tokens .token').evaluateAll((tokens) => new Set(tokens.map((token) => {
    const x = Number(token.querySelector('text').getAttribute('x'));
    const y = Number(token.querySelector('text').getAttribute('y')) - 3.6;
    const d = token.querySelector('path').getAttribute('d');
    const numbers = d.match(/-?[\d.]+/g).map(Number);
    const relative = numbers.map((n, i) => Math.round(n - (i % 2 === 0 ? x : y)));
    return `${d.replace(/[-\d.\s]+/g, ' ').trim()}|${d.includes('a') ? 'arc' : relative.slice(0, 4).join(',')}|${numbers.length}`;
  })).size);
}

test('colour-blind patterns shape each colour differently and are remembered', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 4, seed: 1, autoPlace: true });
    await takeTablet(page);
    assert.equal(await shapeKinds(page), 1, 'plain round tokens by default');
    await page.getByTestId('back').click();
    await page.getByTestId('settings').click();
    await page.getByTestId('patterns').check();
    await page.reload();
    await appReady(page);
    await page.getByTestId('settings').click();
    assert.ok(await page.getByTestId('patterns').isChecked(), 'remembered');
    await page.getByTestId('back').click();
    await page.getByTestId('continue').click();
    await takeTablet(page);
    assert.equal(await shapeKinds(page), 4, 'one shape per player');
  });
});
