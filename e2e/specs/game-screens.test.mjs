// A full storage quota must not stop the game. (The game screen at every size the design card
// names is layout.test.mjs's.)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { highlighted, startGame, takeTablet, tap, tokens } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

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
