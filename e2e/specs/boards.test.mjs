// Boards someone drew (issue 40) in the browser: a Domination-format map painted by the tests
// (`lamorisse-cli board sample`) imported through the real file picker, kept in IndexedDB, drawn
// with its islands, hole and split country, played by bots to the end, saved, reloaded,
// exported and opened on a device that never imported it; broken maps refused with the
// player's message and nothing kept.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, VIEWPORTS, launch, waitUntilKept, chooseLanguage } from '../harness.mjs';
import { animationsOff, openAdvanced, takeTablet } from '../game-page.mjs';

let app;
let sample;
before(async () => {
  app = await launch();
  // The sample map, written by the native tool the test command has built (cargo test).
  const cli = join(ROOT, 'target', 'debug', 'lamorisse-cli');
  if (!existsSync(cli)) execFileSync('cargo', ['build', '-q', '-p', 'lamorisse-cli'], { cwd: ROOT });
  sample = mkdtempSync(join(tmpdir(), 'lamorisse-sample-'));
  execFileSync(cli, ['board', 'sample', sample]);
});
after(() => app?.close());

/** The sample's files as the file picker gives them (its zip left out, unless asked). */
function sampleFiles({ zip = false, edit = (text) => text } = {}) {
  const names = readdirSync(sample).filter((n) => (zip ? n.endsWith('.zip') : !n.endsWith('.zip')));
  return names.map((name) => {
    let buffer = readFileSync(join(sample, name));
    if (name.endsWith('.map')) buffer = Buffer.from(edit(buffer.toString('utf8')));
    return { name, mimeType: 'application/octet-stream', buffer };
  });
}

/** Opens the Boards page and imports `files`; returns the status line. */
async function importBoard(page, files) {
  await page.getByTestId('boards').click();
  await page.getByTestId('boards-page').waitFor();
  const before = await page.getByTestId('boards-status').textContent();
  await page.getByTestId('board-files').setInputFiles(files);
  await page.waitForFunction((was) => {
    const text = document.querySelector('[data-testid="boards-status"]')?.textContent ?? '';
    return text !== was && !/Reading/.test(text);
  }, before);
  return page.getByTestId('boards-status').textContent();
}

/** Starts a game on the imported board from the wizard, every seat played as `kinds` says. */
async function startOnSample(page, { preset = 'conquete-2010', kinds = ['human', 'normal', 'normal'], seed = 5 } = {}) {
  await page.getByTestId('new-game').click();
  await page.getByTestId('board').selectOption({ label: 'Sample Isles' });
  await page.getByTestId('preset').selectOption(preset);
  await page.getByTestId('players').selectOption(String(kinds.length));
  for (const [seat, kind] of kinds.entries()) await page.getByTestId(`seat-kind-${seat}`).selectOption(kind);
  await openAdvanced(page);
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('seed').dispatchEvent('change');
  await page.getByTestId('start-game').click();
  await page.locator('svg.board[data-board^="import-sample-isles-"]').waitFor();
}

test('a map is imported through the file picker, drawn, saved, reloaded, exported and opened elsewhere', async (t) => {
  await app.run(t, {}, async (page, context) => {
    await animationsOff(page);
    const status = await importBoard(page, sampleFiles());
    assert.equal(status, '“Sample Isles” is ready: choose it in New game.');
    const entry = page.getByTestId('board-entry');
    // The status says so first; the list follows in the same moment (a loaded machine may
    // read between the two).
    await entry.first().waitFor();
    assert.equal(await entry.count(), 1);
    assert.match(await entry.textContent(), /Sample Isles7 territories · 2 continents · with its picture/);
    await page.screenshot({ path: join(ARTIFACTS, 'boards-page-tablet.png') });
    await page.getByTestId('boards-close').click();
    // The wizard keeps the edition chosen when it fits the board (Miro's world game) and
    // greys the editions none of whose games fit it.
    await page.getByTestId('new-game').click();
    await page.getByTestId('edition-002').click();
    await page.getByTestId('board').selectOption({ label: 'Sample Isles' });
    assert.equal(await page.getByTestId('preset').inputValue(), 'miro-1975-world');
    assert.equal(await page.getByTestId('edition-004').getAttribute('aria-disabled'), 'true');
    // The edition cards that fit show the chosen board; Parker's standard game is kept, and
    // no two games of the list read alike (issue 50 item 7).
    assert.equal(await page.locator('[data-testid="edition-001"] .board-thumbnail path').count(), 7);
    await page.getByTestId('edition-001').click();
    await page.getByTestId('board').selectOption({ label: 'The rules’ own board' });
    await page.getByTestId('board').selectOption({ label: 'Sample Isles' });
    assert.equal(await page.getByTestId('preset').inputValue(), 'parker-1993');
    assert.equal(await page.getByTestId('rules-change').count(), 0, 'nothing to say: the game is kept');
    const games = await page.locator('[data-testid="preset"] option').allTextContents();
    assert.equal(new Set(games).size, games.length, games.join(' | '));
    // A game that cannot be played there changes, and the wizard says so.
    await page.getByTestId('board').selectOption({ label: 'The rules’ own board' });
    await page.getByTestId('edition-004').click();
    await page.getByTestId('board').selectOption({ label: 'Sample Isles' });
    assert.equal(await page.getByTestId('preset').inputValue(), 'parker-1993');
    assert.equal(await page.getByTestId('rules-change').textContent(),
      'Napoléon, Europe 1810 · Secret missions cannot be played on Sample Isles: the game is now World Domination, Parker 1993 · Standard rules.');
    await page.screenshot({ path: join(ARTIFACTS, 'boards-wizard-rules-change.png') });
    assert.equal(await page.getByTestId('edition-002').getAttribute('aria-disabled'), 'false');
    assert.match(await page.getByTestId('edition-002').textContent(), /3 players/);
    await page.screenshot({ path: join(ARTIFACTS, 'boards-wizard-tablet.png') });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: join(ARTIFACTS, 'boards-wizard-phone.png') });
    await page.setViewportSize(VIEWPORTS.tabletLandscape);
    await page.getByTestId('back').click();
    await startOnSample(page);
    await takeTablet(page);
    // Drawn as ours: a path per country (Brea with its hole, Dun in two pieces), the lanes.
    const rings = await page.evaluate(() => Object.fromEntries(['alba', 'brea', 'dun', 'fane'].map((k) =>
      [k, document.querySelector(`[data-testid="territory-${k}"] .land`).getAttribute('d').split('M').length - 1])));
    assert.deepEqual(rings, { alba: 1, brea: 2, dun: 2, fane: 1 });
    assert.ok(await page.locator('.sea-lanes line').count() >= 4, 'the borders across the sea are drawn');
    // The map's own picture, under the land when the player asks for it.
    await page.getByTestId('board-picture').click();
    await page.locator('svg.board.with-picture image.board-picture').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'imported-board-tablet.png') });
    await page.getByTestId('save').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const exported = readFileSync(await download.path(), 'utf8');
    assert.match(JSON.parse(exported).board, /^import-sample-isles-/);
    assert.ok(JSON.parse(exported).carried.board, 'the export carries its board');
    // Reloaded, the board is still here: the game continues, the wizard still offers it.
    await page.reload();
    await page.getByTestId('continue').click();
    await page.locator('svg.board[data-board^="import-sample-isles-"]').waitFor();
    await page.getByTestId('back').click();
    await page.getByTestId('new-game').click();
    assert.deepEqual(await page.getByTestId('board').locator('option').allTextContents(), ['The rules’ own board', 'Sample Isles']);
    // Another device (fresh storage) that never imported the board opens the export.
    const other = await context.browser().newContext({ viewport: VIEWPORTS.phone });
    const phone = await other.newPage();
    await phone.goto(app.url);
    await phone.getByTestId('new-game').waitFor();
    await phone.getByTestId('import').setInputFiles({ name: 'island.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await phone.getByTestId('saves-message').waitFor();
    await phone.locator('[data-testid^="save-slot-"]').first().getByRole('button', { name: 'Load' }).click();
    await phone.locator('svg.board[data-board^="import-sample-isles-"] [data-testid="territory-fane"]').waitFor();
    await phone.screenshot({ path: join(ARTIFACTS, 'imported-board-phone.png') });
    await other.close();
  });
});

test('bots play a whole game on an imported board, and the board can be removed', async (t) => {
  await app.run(t, { viewport: VIEWPORTS.phone }, async (page) => {
    await animationsOff(page);
    assert.match(await importBoard(page, sampleFiles({ zip: true })), /is ready/);
    await page.screenshot({ path: join(ARTIFACTS, 'boards-page-phone.png') });
    await page.getByTestId('boards-close').click();
    await startOnSample(page, { preset: 'parker-1993', kinds: ['hard', 'normal', 'easy'], seed: 11 });
    await page.getByTestId('victory').waitFor({ timeout: 120_000 });
    await page.getByTestId('victory').screenshot({ path: join(ARTIFACTS, 'imported-board-victory.png') }).catch(() => {});
    // The replay draws the same board from the record.
    await page.getByTestId('victory-replay').click();
    await page.getByTestId('replay-status').waitFor();
    await page.locator('svg.board[data-board^="import-sample-isles-"] [data-testid="territory-dun"]').waitFor();
    // Removed (after asking once), the board leaves the list and the wizard.
    await page.goto(app.url);
    await page.getByTestId('boards').click();
    await page.getByTestId('board-remove').click();
    assert.equal(await page.getByTestId('board-remove').textContent(), 'Remove for good?');
    await page.getByTestId('board-remove').click();
    await page.getByText('No board imported yet.').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('lamorisse.boards')), null);
  });
});

test('broken maps are refused with the player\'s message and nothing is kept', async (t) => {
  await app.run(t, {}, async (page) => {
    const oneWay = sampleFiles({ edit: (text) => text.replace('6 1 4 5\n', '6 1 4\n') });
    assert.equal(await importBoard(page, oneWay),
      'This board was not imported. sample.map, line 28: Eske borders Fane, but Fane does not border Eske; add 5 to Fane’s line in [borders], or take 6 off this one.');
    await page.getByTestId('boards-close').click();
    await chooseLanguage(page, 'fr');
    const missing = sampleFiles().filter((f) => !f.name.endsWith('_map.png'));
    assert.equal(await importBoard(page, missing),
      'Ce plateau n’a pas été importé. sample.map, ligne 7\u202f: la carte a besoin du fichier sample_map.png\u202f; ajoutez-le aux fichiers choisis.');
    await page.getByTestId('boards-close').click();
    const empty = [{ name: 'empty.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'binary') }];
    assert.match(await importBoard(page, empty), /^Ce plateau n’a pas été importé\. /);
    assert.equal(await page.getByTestId('board-entry').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('lamorisse.boards')), null);
  });
});

test('offline, a kept board and the fetched drawings still play', async (t) => {
  await app.run(t, {}, async (page, context) => {
    // The first visit's worker caches the files loaded on demand once it is active (before
    // the reload that switches animations off, as a player's first visit does not reload).
    await waitUntilKept(page);
    await animationsOff(page);
    assert.match(await importBoard(page, sampleFiles()), /is ready/);
    await page.getByTestId('boards-close').click();
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('new-game').waitFor();
    await startOnSample(page, { kinds: ['human', 'easy', 'easy'] });
    await page.getByTestId('territory-gwent').waitFor();
    // Europe 1810's drawing, fetched on demand, was kept by the service worker.
    await page.getByTestId('back').click();
    await page.getByTestId('new-game').click();
    await page.getByTestId('board').selectOption({ label: 'The rules’ own board' });
    await page.getByTestId('preset').selectOption('napoleon-1999-world');
    await page.getByTestId('start-game').click();
    await page.locator('svg.board[data-board="europe-1810"] [data-testid="territory-brittany"]').waitFor();
  });
});

test('a board whose drawing cannot be fetched says so and tries again', async (t) => {
  const cutOff = /Failed to load resource: net::ERR_FAILED/;
  await app.run(t, { serviceWorkers: 'block', expectedErrors: [cutOff] }, async (page) => {
    let cut = true;
    await page.route('**/boards/drawings/roman-empire.bin', (route) => (cut ? route.abort() : route.continue()));
    await page.getByTestId('new-game').click();
    await page.getByTestId('preset').selectOption('roman-empire');
    await page.getByTestId('start-game').click();
    const coming = page.getByTestId('board-coming');
    await page.getByText('The board could not be loaded: is this device online?').waitFor();
    cut = false;
    await coming.getByRole('button', { name: 'Try again' }).click();
    await page.locator('svg.board[data-board="roman-empire"]').waitFor();
  });
});
