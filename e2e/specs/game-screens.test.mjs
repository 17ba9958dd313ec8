// The game screen at the sizes the design card names, with a screenshot of each, and a full
// storage quota that must not stop the game.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, VIEWPORTS } from '../harness.mjs';
import { highlighted, startGame, takeTablet, tap, tokens } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

for (const name of ['tabletPortrait', 'largeLandscape', 'phone']) {
  const viewport = VIEWPORTS[name];
  test(`game screen ${name} ${viewport.width}x${viewport.height}`, async (t) => {
    await app.run(t, { viewport }, async (page) => {
      await startGame(page, { preset: 'conquete-2010', players: 3, seed: 5, autoPlace: true });
      await takeTablet(page);
      const sizes = await page.locator('circle.hit').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().width));
      assert.ok(Math.min(...sizes) >= 44, `smallest target ${Math.min(...sizes)} px`);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= viewport.width, 'the page never scrolls sideways');
      const endPhase = await page.getByTestId('end-phase').boundingBox();
      assert.ok(endPhase.height >= 44 && endPhase.y + endPhase.height <= viewport.height);
    });
  });
}

test('a full storage quota gets a message and the game goes on', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 2, autoPlace: true });
    await takeTablet(page);
    // Fill the origin's storage to the brim.
    await page.evaluate(() => {
      let chunk = 'x'.repeat(1 << 20);
      for (let i = 0; ; i++) {
        try { localStorage.setItem(`filler-${i}`, chunk); } catch {
          if (chunk.length < 16) break;
          chunk = chunk.slice(chunk.length / 2);
        }
      }
    });
    const before = await tokens(page);
    const [first] = await highlighted(page);
    await tap(page, first);
    assert.notDeepEqual(await tokens(page), before, 'the placement happened');
    await page.getByText(/storage is full/).first().waitFor();
  });
});
