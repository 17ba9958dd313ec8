// Measures the issue-5 budgets and prints them (a benchmark: nothing is asserted).
//   node scripts/budgets.mjs      (after a release build into dist/ and `cargo build --release`)
// - first-load transfer: every file of dist/, gzipped;
// - navigation to interactive: median of 5 loads in headless Chromium on loopback, until the
//   title screen's New game button is clickable;
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

// What a first visit downloads: the service worker caches every file, icons included.
const files = firstLoad(dist);
const gzipped = files.reduce((sum, f) => sum + f.gzipped, 0);
const raw = files.reduce((sum, f) => sum + f.raw, 0);
console.log(`first-load transfer: ${kb(gzipped)} KB gzipped (${kb(raw)} KB raw); ceiling ${CEILING_KB} KB (scripts/first-load.mjs), goal 400 KB`);

const server = await serve(dist, 0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const times = [];
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.getByTestId('new-game').waitFor({ state: 'visible' });
  times.push(await page.evaluate(() => performance.now()));
  await context.close();
}
await browser.close();
server.close();
times.sort((a, b) => a - b);
console.log(`navigation to interactive: median ${times[2].toFixed(0)} ms of 5 (${times.map((t) => t.toFixed(0)).join(', ')}); budget 500 ms`);

// A save is stored as the app stores it (src/engine/stored.rs): outcomes dropped (the seed
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
