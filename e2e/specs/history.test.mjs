// History (issue 10): the statistics and luck report during and after a game, and the replay
// viewer from the victory screen, a save slot and a file, for every preset's golden record,
// with secrets only after the game or a "reveal all" confirmation.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, setUpTable, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const status = (page) => page.getByTestId('replay-status').textContent();
const stepOf = async (page) => Number((await status(page)).match(/(\d+) (?:of|sur)/)[1]);

/** Checks the statistics dialog: a line per player, every figure, the luck in words. */
async function checkStats(page, players, { battles = true } = {}) {
  const dialog = page.getByTestId('stats-dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('[data-testid="stats-chart"] polyline').count(), players);
  for (const metric of ['armies', 'reinforcements', 'cards', 'dice', 'territories']) {
    await page.getByTestId(`metric-${metric}`).click();
    assert.equal(await page.getByTestId(`metric-${metric}`).getAttribute('aria-pressed'), 'true');
    assert.equal(await dialog.locator('[data-testid="stats-chart"] polyline').count(), players);
  }
  const label = await dialog.locator('[data-testid="stats-chart"] svg[role="img"]').getAttribute('aria-label');
  assert.match(label, /Territories, by turn/);
  const luck = await page.getByTestId('luck-lines').locator('li').allTextContents();
  if (battles) assert.ok(luck.length >= players, luck.join('\n'));
  else assert.equal(await page.getByTestId('no-battles').count(), 1);
  for (const line of luck) assert.match(line, /more armies than expected: unlucky|fewer armies than expected: lucky|about as many/);
  assert.equal(await dialog.locator('.luck-chart rect').count(), luck.length);
  await page.getByTestId('stats-close').click();
  assert.equal(await page.getByTestId('stats-dialog').count(), 0);
}

test('after a bots game: statistics, then the replay stepped, played and scrubbed', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['normal', 'normal', 'easy'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    await page.getByTestId('victory-stats').click();
    await checkStats(page, 3);
    await page.getByTestId('victory-replay').click();
    await page.getByTestId('replay').waitFor();
    assert.match(await status(page), /^Step 0 of \d+/);
    // The game is over, so its secrets show at once.
    assert.equal(await page.getByTestId('replay-reveal').count(), 0);
    assert.equal(await page.getByTestId('replay-secrets').locator('li').count(), 3);
    // Step until a battle: its dice show, and its line leads the log.
    for (let i = 0; i < 400 && !(await page.getByTestId('replay-dice').locator('.die').count()); i++) {
      await page.getByTestId('replay-forward').click();
    }
    assert.ok(await page.getByTestId('replay-dice').locator('.die.red').count() >= 1);
    assert.match(await page.getByTestId('replay-log').locator('li').first().textContent(), /Battle for/);
    const battleStep = await stepOf(page);
    await page.getByTestId('replay-back').click();
    assert.equal(await stepOf(page), battleStep - 1);
    // Playing moves on by itself; pausing stops it.
    await page.getByTestId('replay-speed').selectOption('3');
    await page.getByTestId('replay-play').click();
    await page.waitForFunction((from) => Number(document.querySelector('[data-testid="replay-status"]').textContent.match(/(\d+) of/)[1]) > from + 5, battleStep);
    await page.getByTestId('replay-play').click();
    const paused = await stepOf(page);
    await page.waitForTimeout(300);
    assert.equal(await stepOf(page), paused);
    // Scrubbing to the end shows the final position, and the tokens agree with the table.
    await page.getByTestId('replay-last').click();
    assert.match(await status(page), /the game is over/);
    const owners = await page.locator('.tokens .token').count();
    assert.equal(owners, 42);
    await page.getByTestId('replay-first').click();
    assert.match(await status(page), /^Step 0 of/);
  });
});

test('a saved game mid-play: statistics in the game, its replay hides secrets until confirmed', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993-missions', players: 3, seed: 3, autoPlace: true });
    await takeTablet(page);
    await page.getByTestId('stats').click();
    await checkStats(page, 3, { battles: false });
    await page.getByTestId('save').click();
    await page.getByTestId('back').click();
    await page.locator('[data-testid^="replay-slot-"]').first().click();
    await page.getByTestId('replay').waitFor();
    assert.equal(await page.getByTestId('replay-secrets').count(), 0, 'missions hidden');
    await page.getByTestId('replay-reveal').click();
    await page.getByTestId('replay-reveal-confirm').waitFor();
    await page.getByTestId('replay-reveal-yes').click();
    const secrets = await page.getByTestId('replay-secrets').locator('li').allTextContents();
    assert.equal(secrets.length, 3);
    assert.ok(secrets.every((line) => /Conquer|Destroy|Occupy|Hold/.test(line)), secrets.join('\n'));
  });
});

test('every preset\'s golden record replays from a file, to its end, in French too', async (t) => {
  const dir = join(ROOT, 'crates/engine/tests/records/valid');
  const files = readdirSync(dir).filter((name) => name.endsWith('.json') && !name.includes('position'));
  assert.ok(files.length >= 16);
  await app.run(t, {}, async (page) => {
    for (const [i, name] of files.entries()) {
      if (i === files.length - 1) await chooseLanguage(page, 'fr');
      await page.getByTestId('replay-file').setInputFiles({ name, mimeType: 'application/json', buffer: readFileSync(join(dir, name)) });
      await page.getByTestId('replay').waitFor();
      await page.getByTestId('replay-last').click();
      assert.match(await status(page), /the game is over|la partie est finie/, name);
      // A board fetched on demand (Napoleon's, the Roman Empire's) may draw a moment after the status.
      await page.locator('.tokens .token').first().waitFor({ timeout: 15_000 });
      assert.ok(await page.locator('.tokens .token').count() > 0, name);
      await page.getByTestId('replay-stats').click();
      await page.getByTestId('stats-dialog').waitFor();
      assert.ok(await page.locator('[data-testid="stats-chart"] polyline').count() >= 2, name);
      await page.getByTestId('stats-close').click();
      await page.getByTestId('back').click();
    }
    // A file that is no game says so, in the language shown.
    const bad = readFileSync(join(ROOT, 'crates/engine/tests/records/invalid/truncated.json'));
    await page.getByTestId('replay-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: bad });
    await page.waitForFunction(() => /ne peut pas être rejouée/.test(document.querySelector('[data-testid="saves-message"]')?.textContent ?? ''));
    assert.equal(await page.getByTestId('replay').count(), 0);
  });
});
