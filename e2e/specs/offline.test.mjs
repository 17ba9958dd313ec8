// Offline: after one visit the service worker has cached everything, so the app reloads and
// plays with the network cut. The manifest makes it installable.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, launch } from '../harness.mjs';
import { highlighted, phaseText, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('after one visit the app reloads and plays with no network', async (t) => {
  await app.run(t, {}, async (page, context) => {
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      return (await fetch(link.href)).json();
    });
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((i) => i.sizes === '512x512'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    await startGame(page, { preset: 'conquete-2010', players: 3, seed: 6, autoPlace: true });
    await takeTablet(page);
    const [first] = await highlighted(page);
    await tap(page, first);
    assert.match(await phaseText(page), /Reinforce|Attack/);
  });
});
