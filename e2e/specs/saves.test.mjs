// Saves: a named slot, export and import round trip, and an invalid import rejected with the
// existing saves intact.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, highlighted, setUpTable, startGame, takeTablet, tap, tokens } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('export and import round trip, and a bad file changes nothing', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 9, autoPlace: true });
    await takeTablet(page);
    const [first] = await highlighted(page);
    await tap(page, first);
    const before = await tokens(page);
    await page.getByTestId('save').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    assert.equal(download.suggestedFilename(), 'lamorisse-parker-1993.json');
    const exported = readFileSync(await download.path(), 'utf8');
    assert.equal(JSON.parse(exported).preset, 'parker-1993');
    await page.getByTestId('back').click();
    assert.equal(await page.locator('[data-testid^="save-slot-"]').count(), 1);
    await page.getByTestId('import').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await page.getByTestId('saves-message').waitFor();
    assert.match(await page.getByTestId('saves-message').textContent(), /imported/);
    assert.equal(await page.locator('[data-testid^="save-slot-"]').count(), 2);
    const autosave = await page.evaluate(() => localStorage.getItem('lamorisse.autosave'));
    await page.getByTestId('import').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"lamorisse-record","version":1,') });
    await page.getByText(/bad\.json: This file was not imported: the data is damaged, or it is not a Lamorisse game\./).waitFor();
    assert.equal(await page.locator('[data-testid^="save-slot-"]').count(), 2);
    assert.equal(await page.evaluate(() => localStorage.getItem('lamorisse.autosave')), autosave);
    // In French, the whole answer is French: the engine's own text (JSON positions, field
    // names) is never shown.
    await chooseLanguage(page, 'fr');
    await page.getByTestId('import').setInputFiles({ name: 'abîmé.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"lamorisse-record"}') });
    await page.waitForFunction(() => document.querySelector('[data-testid="saves-message"]')?.textContent.startsWith('abîmé.json:'));
    assert.equal(
      await page.getByTestId('saves-message').textContent(),
      "abîmé.json: Ce fichier n’a pas été importé\u202f: les données sont abîmées, ou ce n’est pas une partie Lamorisse.",
    );
    await chooseLanguage(page, 'en');
    await page.getByTestId('save-slot-2').getByRole('button', { name: 'Load' }).click();
    await takeTablet(page);
    assert.deepEqual(await tokens(page), before);
  });
});

test('a finished game shows the victory screen with the winner and the mission met', async (t) => {
  await app.run(t, {}, async (page) => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { ROOT } = await import('../harness.mjs');
    const record = readFileSync(join(ROOT, 'crates/engine/tests/records/valid/parker-1993-missions-3p-seed2.json'));
    const winner = JSON.parse(record).result.winner;
    await page.getByTestId('import').setInputFiles({ name: 'won.json', mimeType: 'application/json', buffer: record });
    await page.getByTestId('saves-message').waitFor();
    await page.locator('[data-testid^="save-slot-"]').first().getByRole('button', { name: 'Load' }).click();
    const victory = page.getByTestId('victory');
    await victory.waitFor();
    assert.match(await victory.textContent(), new RegExp(`Seat ${winner + 1} wins!`));
    assert.match(await victory.textContent(), /Mission accomplished/);
  });
});

test('the log exports as text, in the language shown', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 9, autoPlace: true });
    await takeTablet(page);
    const [first] = await highlighted(page);
    await tap(page, first);
    // Catch the download link the button makes, instead of saving a file.
    await page.evaluate(() => {
      window.downloads = [];
      HTMLAnchorElement.prototype.click = function () { window.downloads.push({ href: this.href, name: this.download }); };
    });
    await page.getByTestId('export-log').click();
    const [download] = await page.evaluate(() => window.downloads);
    assert.equal(download.name, 'lamorisse-parker-1993-log.txt');
    const text = decodeURIComponent(download.href.slice(download.href.indexOf(',') + 1));
    assert.match(text, /^Lamorisse — World Domination, Parker 1993 · Standard rules/);
    assert.match(text, /Round 1: .*'s turn, \d+ new arm(y|ies)\./);
    await chooseLanguage(page, 'fr');
    await page.getByTestId('export-log').click();
    const french = await page.evaluate(() => window.downloads[1].href);
    assert.match(decodeURIComponent(french.slice(french.indexOf(',') + 1)), /Tour 1\u202f: à .* de jouer/);
  });
});

// While bots play, the moves they add are written at most once a second (src/ui/autosave.rs);
// leaving the game screen writes what is pending, so Continue resumes the latest position.
test('leaving a bots\' game mid-turn keeps its latest position for Continue', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['hard', 'hard', 'hard'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
    // Some bot turns go by, then the player leaves in the middle of one.
    await page.waitForFunction(() => /\(bot\) is attacking/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''));
    await page.getByTestId('back').click();
    const kept = await page.evaluate(() => localStorage.getItem('lamorisse.autosave'));
    assert.ok(kept, 'the game was saved');
    // Nothing was left to write a moment later: the autosave already held the latest move,
    // and the bots stopped with the game screen.
    await page.waitForTimeout(1_500);
    assert.equal(await page.evaluate(() => localStorage.getItem('lamorisse.autosave')), kept);
    await page.getByTestId('continue').click();
    await page.getByTestId('phase').waitFor();
  });
});
