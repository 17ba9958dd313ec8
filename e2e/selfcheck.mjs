// The engine compiled to wasm alone (crates/selfcheck, built by scripts/test.sh's
// `build_selfcheck`): plays a seeded game between bots in V8's wasm, as the app's engine runs,
// for the determinism and bot-timing tests. The app's own wasm carries no test hook.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

const WASM = join(ROOT, 'target/wasm32-unknown-unknown/release/lamorisse_selfcheck.wasm');

/**
 * Plays `preset` with `players` bots of `level` from `seed` and returns the self-check's
 * figures (crates/selfcheck `bot_game`): `fingerprint`, `finished`, `decisions`, `p50_ms`,
 * `p95_ms`, `max_ms`, `step_max_ms`, timed with `performance.now()`.
 */
export async function botGame(preset, players, seed, level) {
  if (!existsSync(WASM)) {
    throw new Error(`${WASM} is missing: build it with scripts/test.sh, or \`source scripts/setup.sh && lamorisse_setup && build_selfcheck\``);
  }
  const { instance } = await WebAssembly.instantiate(readFileSync(WASM), { env: { now: () => performance.now() } });
  const { memory, buffer, play } = instance.exports;
  const request = new TextEncoder().encode(`${preset} ${players} ${seed} ${level}`);
  // (Each call may grow the memory, which detaches the old `memory.buffer`: read it after.)
  const at = buffer(request.length);
  new Uint8Array(memory.buffer, at, request.length).set(request);
  const length = play();
  const from = buffer(length);
  const answer = new TextDecoder().decode(new Uint8Array(memory.buffer, from, length));
  return JSON.parse(answer);
}
