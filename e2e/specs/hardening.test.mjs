// Hardening (issue 11) in the browser: the Content-Security-Policy the app runs under, a
// corpus of hostile and damaged saves refused with a message while nothing stored changes,
// storage that refuses every write, and two tabs on the same saves.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, appReady, launch } from '../harness.mjs';
import { highlighted, placeReserve, startGame, takeTablet, tap, tokens } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** Every key and value in the page's localStorage. */
const storageOf = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

/** The hostile corpus: crates/engine/tests/records/invalid (a newer app's record included), plus a huge one. */
function corpus() {
  const dir = join(ROOT, 'crates/engine/tests/records/invalid');
  const files = readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]);
  const golden = readFileSync(join(ROOT, 'crates/engine/tests/records/valid/parker-1993-3p-seed5.json'), 'utf8');
  const header = golden.slice(0, golden.indexOf('"actions":[') + '"actions":['.length);
  const endTurns = Array(300_000).fill('{"action":{"type":"end-turn"}}').join(',');
  files.push(['huge-300000-actions.json', Buffer.from(`${header}${endTurns}]}`)]);
  return files;
}

test('the page runs under a strict Content-Security-Policy', async (t) => {
  await app.run(t, {}, async (page) => {
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const script = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
    assert.match(script, /^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(policy, /'unsafe-eval'|\*/);
    // The app started under it (the harness fails on any console error, CSP reports
    // included), and a game plays.
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 1, autoPlace: true });
    await takeTablet(page);
    await placeReserve(page);
  });
});

test('every hostile or damaged save is refused with a message, and nothing stored changes', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 2, autoPlace: true });
    await takeTablet(page);
    await page.getByTestId('save').click();
    await page.getByTestId('back').click();
    const stored = await storageOf(page);
    const refused = [];
    for (const [name, buffer] of corpus()) {
      await page.getByTestId('import').setInputFiles({ name, mimeType: 'application/json', buffer });
      // Each answer names its file.
      await page.waitForFunction((file) => document.querySelector('[data-testid="saves-message"]')?.textContent.startsWith(`${file}:`), name);
      const text = await page.getByTestId('saves-message').textContent();
      assert.match(text, /This file was not imported: (the data is damaged, or it is not a Lamorisse game|it was saved by a newer version of Lamorisse: update the app to open it|move \d+ is against the rules\. .+)\.$/, name);
      refused.push(name);
      assert.deepEqual(await storageOf(page), stored, `${name} changed the saves`);
    }
    assert.equal(refused.length, corpus().length);
    // A newer app's game says so.
    const newer = corpus().find(([name]) => name === 'newer-version.json')[1];
    await page.getByTestId('import').setInputFiles({ name: 'newer.json', mimeType: 'application/json', buffer: newer });
    await page.waitForFunction(() => document.querySelector('[data-testid="saves-message"]')?.textContent.startsWith('newer.json:'));
    assert.match(await page.getByTestId('saves-message').textContent(), /saved by a newer version of Lamorisse/);
    assert.deepEqual(await storageOf(page), stored);
    // A damaged slot: Load says why, and the slot stays as it was.
    const slotKey = Object.keys(stored).find((key) => /^lamorisse\.slot\.\d+$/.test(key));
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('{"format":"lamorisse-record","version":2')), slotKey);
    const damaged = await storageOf(page);
    await page.locator('[data-testid^="save-slot-"]').first().getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="saves-message"]')?.textContent.includes('could not be read, so it was not loaded'));
    assert.match(await page.getByTestId('saves-message').textContent(), /it was left as it is: the data is damaged, or it is not a Lamorisse game\.$/);
    assert.deepEqual(await storageOf(page), damaged);
    // A damaged autosave is left as it is, with a message.
    await page.evaluate(() => localStorage.setItem('lamorisse.autosave', JSON.stringify('lz1:AAAA')));
    await page.reload();
    await appReady(page);
    await page.getByTestId('continue').click();
    assert.match(await page.getByTestId('notice').textContent(), /could not be read; it was left untouched/);
    assert.equal(await page.evaluate(() => localStorage.getItem('lamorisse.autosave')), JSON.stringify('lz1:AAAA'));
  });
});

test('with storage refusing every write, the game goes on and says it is not saved', async (t) => {
  await app.run(t, {}, async (page, context) => {
    // Private browsing or a file:// page in some browsers: every write throws.
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => { throw new DOMException('refused', 'QuotaExceededError'); };
    });
    await page.reload();
    await appReady(page);
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 2, autoPlace: true });
    await takeTablet(page);
    const before = await tokens(page);
    const [first] = await highlighted(page);
    await tap(page, first);
    assert.notDeepEqual(await tokens(page), before, 'the placement happened');
    assert.match(await page.getByTestId('notice').textContent(), /not being saved, but play goes on/);
    await page.getByTestId('save').click();
    await page.getByText(/nothing was saved, and your other saves are untouched/).waitFor();
  });
});

test('two tabs on the same saves: the other tab stops saving and says so, until asked', async (t) => {
  await app.run(t, {}, async (first, context) => {
    await startGame(first, { preset: 'parker-1993', players: 3, seed: 3, autoPlace: true });
    await takeTablet(first);
    const second = await context.newPage();
    await second.goto(app.url);
    await appReady(second);
    // The title screen of the second tab follows the slots the first one saves.
    await first.getByTestId('save').click();
    await second.locator('[data-testid^="save-slot-"]').first().waitFor();
    // The second tab starts its own game: the first stops saving and warns.
    await startGame(second, { preset: 'conquete-2010', players: 4, seed: 9, autoPlace: true });
    const theirs = await second.evaluate(() => localStorage.getItem('lamorisse.autosave'));
    await first.getByText(/changed in another tab/).waitFor();
    const [territory] = await highlighted(first);
    await tap(first, territory);
    assert.equal(await first.evaluate(() => localStorage.getItem('lamorisse.autosave')), theirs,
      'the first tab did not overwrite the second tab\'s game');
    // Asked to, the first tab saves its game; now the second one is warned.
    await first.getByTestId('save-here').click();
    assert.notEqual(await first.evaluate(() => localStorage.getItem('lamorisse.autosave')), theirs);
    await second.getByText(/changed in another tab/).waitFor();
    assert.equal(await second.getByTestId('save-here').count(), 1);
    await second.close();
  });
});

test('garbage in every stored key: the app still starts, and the saves panel is empty', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.evaluate(() => {
      for (const key of ['lamorisse.slots', 'lamorisse.settings', 'lamorisse.lang', 'lamorisse.slot.1']) {
        localStorage.setItem(key, '{"not": [what this app wrote');
      }
    });
    await page.reload();
    await appReady(page);
    assert.equal(await page.locator('[data-testid^="save-slot-"]').count(), 0);
    // A game still starts and saves over the garbage.
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
    await takeTablet(page);
    await page.getByTestId('save').click();
    await page.getByText('Saved.').waitFor();
  });
});

