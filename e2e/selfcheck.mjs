// The engine compiled to wasm alone (crates/selfcheck, built by scripts/test.sh's
// `build_selfcheck`): plays a seeded game between bots in V8's wasm, as the app's engine runs,
// for the determinism and bot-timing tests. The app's own wasm carries no test hook.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

export const WASM = join(ROOT, 'target/wasm32-unknown-unknown/release/lamorisse_selfcheck.wasm');

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

/**
 * Plays `preset` as `botGame` does, but in the wasm of a Chromium page whose CPU runs
 * `throttle` times slower (DevTools' CPU throttling, as on a mid-range tablet), an Expert
 * thinking `playouts` imagined games a decision when given: the figures of
 * the self-check, `turn_max_ms` (the longest turn's thinking added up) among them.
 */
export async function botGameInChromium(browser, throttle, preset, players, seed, level, playouts) {
  if (!existsSync(WASM)) throw new Error(`${WASM} is missing: build it with scripts/test.sh`);
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const wasm = readFileSync(WASM).toString('base64');
    const request = `${preset} ${players} ${seed} ${level}${playouts ? ` ${playouts}` : ''}`;
    return await page.evaluate(async ({ wasm, request }) => {
      const bytes = Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
      const { instance } = await WebAssembly.instantiate(bytes, { env: { now: () => performance.now() } });
      const { memory, buffer, play } = instance.exports;
      const asked = new TextEncoder().encode(request);
      const at = buffer(asked.length);
      new Uint8Array(memory.buffer, at, asked.length).set(asked);
      const length = play();
      const from = buffer(length);
      return JSON.parse(new TextDecoder().decode(new Uint8Array(memory.buffer, from, length)));
    }, { wasm, request });
  } finally {
    await page.close();
  }
}
