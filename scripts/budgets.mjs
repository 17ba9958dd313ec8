// Measures the budgets of issues 5 and 25 and prints them (a benchmark: nothing is asserted;
// the first-load ceiling is checked by scripts/size-check.mjs in the test command).
//   node scripts/budgets.mjs      (after a release build into dist/ and `cargo build --release`)
// - first-load transfer: every file of dist/, gzipped;
// - times to play, unthrottled and on a slow tablet (below);
// - save size: the record of simulated 4-player games, per turn, scaled to 300 turns.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CEILING_KB, firstLoad, kb } from './first-load.mjs';
import { serve } from './static-server.mjs';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');

// What a first visit waits for: every file but those loaded on demand (first-load.mjs).
const files = firstLoad(dist);
const gzipped = files.reduce((sum, f) => sum + f.gzipped, 0);
const raw = files.reduce((sum, f) => sum + f.raw, 0);
console.log(`first-load transfer: ${kb(gzipped)} KB gzipped (${kb(raw)} KB raw); ceiling ${CEILING_KB} KB (scripts/first-load.mjs), goal 400 KB`);

// Times to play (issue 25): from navigation to the title screen's New game being drawn, and
// from Start (a solo game, the wizard's defaults, armies dealt) to the board taking taps plus
// the first tap's own work; median of 5 in headless Chromium, each from a fresh profile.
// Throttled runs slow the CPU 4x (DevTools' Emulation.setCPUThrottlingRate) and, on a first
// visit, the network to "Fast 3G" (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency) from a
// server that gzips as GitHub Pages does; "cached" runs load once, then time a second visit
// served by the service worker. Reported, never asserted.
const FAST_3G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const server = await serve(dist, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/**
 * Marks taken inside the page, so that the test driver's own delays (large with the CPU
 * throttled) do not count: when New game is first drawn; the Start click; when the board
 * first offers a tap (or the hand-off screen its button); the first tap on the board and when
 * the banner answers it.
 */
function markTimes() {
  const marks = (window.lamorisseMarks = {});
  new MutationObserver(() => {
    if (!marks.drawing && document.querySelector('[data-testid=new-game]')) {
      marks.drawing = true;
      requestAnimationFrame(() => setTimeout(() => { marks.newGame = performance.now(); }));
    }
    if (marks.start && !marks.board && document.querySelector('.territory.neighbour, [data-testid=handoff-ready]')) {
      marks.board = performance.now();
    }
    if (marks.tap && !marks.answered && document.querySelector('[data-testid=phase]')?.textContent !== marks.banner) {
      marks.answered = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('click', (event) => {
    if (event.target.closest('[data-testid=start-game]')) marks.start = performance.now();
    else if (marks.board && !marks.tap && event.target.closest('.territory')) {
      marks.tap = performance.now();
      marks.banner = document.querySelector('[data-testid=phase]')?.textContent;
    }
  }, true);
}

/** One run's two times, in milliseconds, as the page marked them. */
async function timeOnce({ cpu, network, cached }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(markTimes);
  if (cached) {
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(url);
  const newGame = page.getByTestId('new-game');
  await newGame.waitFor({ state: 'visible' });
  await page.waitForFunction(() => window.lamorisseMarks.newGame !== undefined);
  await newGame.click();
  await page.getByTestId('auto-place').check();
  await page.getByTestId('start-game').click();
  const ready = page.getByTestId('handoff-ready');
  const board = page.locator('.territory.neighbour').first();
  await Promise.race([ready.waitFor(), board.waitFor()]);
  if (await ready.count()) await ready.click();
  await board.locator('circle.hit').click();
  await page.waitForFunction(() => window.lamorisseMarks.answered !== undefined);
  const marks = await page.evaluate(() => window.lamorisseMarks);
  await context.close();
  return { toNewGame: marks.newGame, toFirstTap: marks.board - marks.start + (marks.answered - marks.tap) };
}

/** The median of five runs, and the five, as text. */
async function timed(label, settings) {
  const runs = [];
  for (let run = 0; run < 5; run++) runs.push(await timeOnce(settings));
  const line = (key) => {
    const values = runs.map((r) => r[key]).sort((a, b) => a - b);
    return `median ${values[2].toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
  };
  console.log(`${label}: to New game ${line('toNewGame')}; Start to first tap ${line('toFirstTap')}`);
}

await timed('unthrottled, first visit', { cpu: 1, network: null, cached: false });
await timed('CPU 4x, Fast 3G, first visit', { cpu: 4, network: FAST_3G, cached: false });
await timed('CPU 4x, from the service worker', { cpu: 4, network: FAST_3G, cached: true });
await browser.close();
server.close();

// A save is stored as the app stores it (crates/engine/src/stored.rs): outcomes dropped (the seed
// reproduces them), deflated, base64-encoded.
const stored = (json) => {
  const record = JSON.parse(json);
  for (const step of record.actions) delete step.outcome;
  return `lz1:${deflateRawSync(JSON.stringify(record), { level: 9 }).toString('base64')}`;
};
const cli = join(root, 'target/release/lamorisse-cli');
let bytes = 0;
let plain = 0;
let turns = 0;
for (const seed of [1, 2, 3, 4, 5]) {
  const record = execFileSync(cli, ['record', '--preset', 'parker-1993', '--players', '4', '--seed', String(seed)]);
  const file = join(tmpdir(), `lamorisse-budget-${seed}.json`);
  writeFileSync(file, record);
  const played = execFileSync(cli, ['check', file]);
  bytes += stored(record.toString()).length;
  plain += record.length;
  turns += JSON.parse(played).turn.number;
}
const perTurn = bytes / turns;
console.log(`save size: ${perTurn.toFixed(0)} bytes per turn stored (${(plain / turns).toFixed(0)} as plain JSON), so about ${((perTurn * 300) / 1024).toFixed(0)} KB for 300 turns; budget 64 KB`);
