// GitHub Pages serves a project site under /<repo>/: the build must work from any sub-path.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { highlighted, phaseText, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch({ prefix: '/lamorisse/' }); });
after(() => app?.close());

test('served under /lamorisse/, the app loads and plays', async (t) => {
  assert.match(app.url, /\/lamorisse\/$/);
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'conquete-2010', players: 3, seed: 4, autoPlace: true });
    await takeTablet(page);
    const [first] = await highlighted(page);
    await tap(page, first);
    assert.match(await phaseText(page), /Reinforce|Attack/);
  });
});
