// The engine compiled to wasm alone (crates/selfcheck, built by scripts/test.sh's
// `build_selfcheck`): plays a seeded game between bots in V8's wasm, as the app's engine runs,
// for the determinism and bot-timing tests. The app's own wasm carries no test hook.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

export const WASM = join(ROOT, 'target/bots-wasm/wasm32-unknown-unknown/bots/lamorisse_selfcheck.wasm');

/** Says how to build the self-check's wasm when it is missing. */
function wasmBytes() {
  if (!existsSync(WASM)) {
    throw new Error(`${WASM} is missing: build it with scripts/test.sh, or \`source scripts/setup.sh && lamorisse_setup && build_selfcheck\``);
  }
  return readFileSync(WASM);
}

/**
 * Runs one request of the self-check (`PRESET PLAYERS SEED LEVEL [PLAYOUTS]`) in the wasm
 * `bytes` and returns its JSON answer. Self-contained, so that a browser page can run the
 * same function from its source (`botGameInChromium`).
 */
async function playRequest(bytes, request) {
  const { instance } = await WebAssembly.instantiate(bytes, { env: { now: () => performance.now() } });
  const { memory, buffer, play } = instance.exports;
  const asked = new TextEncoder().encode(request);
  // (Each call may grow the memory, which detaches the old `memory.buffer`: read it after.)
  const at = buffer(asked.length);
  new Uint8Array(memory.buffer, at, asked.length).set(asked);
  const length = play();
  const from = buffer(length);
  return JSON.parse(new TextDecoder().decode(new Uint8Array(memory.buffer, from, length)));
}

/**
 * Plays `preset` with `players` bots of `level` from `seed` and returns the self-check's
 * figures (crates/selfcheck `bot_game`): `fingerprint`, `finished`, `decisions`, `p50_ms`,
 * `p95_ms`, `max_ms`, `step_max_ms`, `turn_max_ms`, timed with `performance.now()`.
 */
export async function botGame(preset, players, seed, level) {
  return playRequest(wasmBytes(), `${preset} ${players} ${seed} ${level}`);
}

/**
 * Plays `preset` as `botGame` does, but in the wasm of a Chromium page whose CPU runs
 * `throttle` times slower (DevTools' CPU throttling, as on a mid-range tablet), an Expert
 * thinking `playouts` imagined games a decision when given.
 */
export async function botGameInChromium(browser, throttle, preset, players, seed, level, playouts) {
  const wasm = wasmBytes().toString('base64');
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const request = `${preset} ${players} ${seed} ${level}${playouts ? ` ${playouts}` : ''}`;
    const bytes = `Uint8Array.from(atob(${JSON.stringify(wasm)}), (c) => c.charCodeAt(0))`;
    return await page.evaluate(`(${playRequest})(${bytes}, ${JSON.stringify(request)})`);
  } finally {
    await page.close();
  }
}
