// The engine compiled to wasm plays the same seeded game between bots as the native engine:
// both reach the fingerprint pinned in crates/engine/tests/records/determinism.json (checked natively by
// crates/engine/tests/determinism.rs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, ROOT } from '../harness.mjs';

const golden = JSON.parse(readFileSync(join(ROOT, 'crates/engine/tests/records/determinism.json'), 'utf8'));

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('the wasm engine reproduces the native fingerprint of a seeded game', async (t) => {
  await app.run(t, {}, async (page) => {
    const played = JSON.parse(await page.evaluate(
      ({ preset, players, seed, level }) => window.wasmBindings.lamorisseBotGame(preset, players, seed, level),
      golden,
    ));
    assert.ok(played.finished, JSON.stringify(played));
    assert.equal(played.fingerprint, golden.fingerprint);
  });
});
