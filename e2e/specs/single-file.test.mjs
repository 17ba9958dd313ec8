// The single-file edition opens straight from the disk (file://), plays a turn offline, and
// keeps its autosave.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appReady, launch, ROOT } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, placeReserve, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

const file = pathToFileURL(join(ROOT, 'dist-single', 'lamorisse.html')).href;

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('the single HTML file plays a turn from file:// and saves', async (t) => {
  await app.run(t, { url: file }, async (page, context) => {
    await context.setOffline(true);
    assert.ok(page.url().startsWith('file://'));
    await startGame(page, { preset: 'conquete-2010', players: 3, seed: 12, autoPlace: true });
    await takeTablet(page);
    await placeReserve(page);
    assert.match(await phaseText(page), /Attack/);
    await page.getByTestId('end-phase').click();
    const [source] = await highlighted(page);
    await tap(page, source);
    const [target] = await highlighted(page);
    await tap(page, target);
    await page.getByTestId('fortify-move').click();
    assert.match(await phaseText(page), /Your move is made/);
    await page.getByTestId('end-phase').click();
    assert.equal(await page.getByTestId('handoff').count(), 1, 'the turn passed');
    await page.reload();
    await appReady(page);
    await page.getByTestId('continue').click();
    await takeTablet(page);
    assert.match(await phaseText(page), /Reinforce/);
  });
});

test('the single HTML file carries the rules pages', async (t) => {
  await app.run(t, { url: file }, async (page, context) => {
    await context.setOffline(true);
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-miro-1975').click();
    assert.ok(await page.getByTestId('rules-page').locator('p').count() > 4);
    assert.ok(await page.getByTestId('rules-page').locator('p.house').count() >= 1);
  });
});

// The bots think on the page here (their wasm travels inside the file: docs/bots.md).
test('the single HTML file plays against bots offline', async (t) => {
  await app.run(t, { url: file }, async (page, context) => {
    await context.setOffline(true);
    const warnings = [];
    page.on('console', (message) => { if (message.text().includes('bots')) warnings.push(message.text()); });
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['normal', 'human', 'hard'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 12, autoPlace: true });
    await takeTablet(page);
    await page.getByTestId('phase').filter({ hasText: /^Bruno: Reinforce/ }).waitFor({ timeout: 60_000 });
    assert.deepEqual(warnings, [], 'every decision came from the bots');
  });
});
