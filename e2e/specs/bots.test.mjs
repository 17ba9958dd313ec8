// The Hard bot's decision times measured with the engine compiled to wasm (e2e/selfcheck.mjs;
// reported, never asserted: docs/bots.md keeps the figures). Whole games with bots in the
// page are in bots-games.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../harness.mjs';
import { chromium } from 'playwright-core';
import { botGame, botGameInChromium } from '../selfcheck.mjs';

test('Hard bot decision times in the wasm build', async (t) => {
  const runs = [];
  for (const seed of [1, 2, 3]) {
    const figures = await botGame('parker-1993', 3, seed, 'hard');
    assert.ok(figures.decisions > 100, JSON.stringify(figures));
    assert.ok(figures.finished, JSON.stringify(figures));
    runs.push(figures);
  }
  writeFileSync(join(ARTIFACTS, 'bot-timings.json'), JSON.stringify(runs, null, 2));
  for (const r of runs) {
    t.diagnostic(`hard bot, ${r.decisions} decisions: p50 ${r.p50_ms.toFixed(3)} ms, p95 ${r.p95_ms.toFixed(3)} ms, max ${r.max_ms.toFixed(1)} ms; longest hold of the page ${r.step_max_ms.toFixed(1)} ms`);
  }
});

test('an Expert turn in the wasm build, in Chromium with the CPU throttled 4x, is reported', async (t) => {
  // docs/bots.md "Expert": the app's budget (APP_PLAYOUTS, 32 imagined games a
  // decision) makes a whole Expert turn take about 1.5 s on a mid-range tablet (reported,
  // never asserted: times belong to reports).
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const figures = await botGameInChromium(browser, 4, 'parker-1993', 3, 1, 'expert,hard,hard', 32);
    assert.ok(figures.finished, JSON.stringify(figures));
    t.diagnostic(`expert at CPU 4x, 32 playouts, ${figures.decisions} decisions: longest turn ${figures.turn_max_ms.toFixed(0)} ms, longest decision ${figures.max_ms.toFixed(0)} ms, p95 ${figures.p95_ms.toFixed(1)} ms`);
    // docs/bots.md "Cost": the wasm's imagined games per second of an Expert's thinking, at
    // CPU 4x and unthrottled (the same game as `lamorisse-cli bench`'s line at 32 natively).
    const unthrottled = await botGameInChromium(browser, 1, 'parker-1993', 3, 1, 'expert,hard,hard', 32);
    assert.equal(unthrottled.fingerprint, figures.fingerprint, 'the same game at every speed');
    for (const [cpu, run] of [['4x', figures], ['1x', unthrottled]]) {
      assert.ok(run.playouts > 0 && run.searched_decisions > 0, JSON.stringify(run));
      const perSecond = run.playouts / (run.searching_ms / 1000);
      t.diagnostic(`expert in the wasm at CPU ${cpu}: ${run.searched_decisions} searched decisions, ${run.playouts} imagined games, ${perSecond.toFixed(0)} a second of its thinking, ${(run.searching_ms / run.searched_decisions).toFixed(1)} ms a searched decision`);
    }
    writeFileSync(join(ARTIFACTS, 'expert-timings.json'), JSON.stringify({ cpu4x: figures, cpu1x: unthrottled }, null, 2));
  } finally {
    await browser.close();
  }
});
