// The engine compiled to wasm (e2e/selfcheck.mjs) plays the same seeded game between bots as
// the native engine: both reach the fingerprint pinned in
// crates/engine/tests/records/determinism.json (checked natively by
// crates/engine/tests/determinism.rs), with Hard bots and with an Expert.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../harness.mjs';
import { botGame } from '../selfcheck.mjs';

const golden = JSON.parse(readFileSync(join(ROOT, 'crates/engine/tests/records/determinism.json'), 'utf8'));

test('the wasm engine reproduces the native fingerprint of a seeded game', async () => {
  const { preset, players, seed, level } = golden;
  const played = await botGame(preset, players, seed, level);
  assert.ok(played.finished, JSON.stringify(played));
  assert.equal(played.fingerprint, golden.fingerprint);
});

test('the wasm engine reproduces the native fingerprint of a game with an Expert', async () => {
  // The same seed and budget give the same search: crates/engine/tests/determinism.rs.
  const expert = JSON.parse(readFileSync(join(ROOT, 'crates/engine/tests/records/determinism-expert.json'), 'utf8'));
  const played = await botGame(expert.preset, expert.players, expert.seed, expert.level);
  assert.ok(played.finished, JSON.stringify(played));
  assert.equal(played.fingerprint, expert.fingerprint);
});
