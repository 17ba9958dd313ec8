// The bots' wasm (crates/bots, built by scripts/setup.sh's build_bots as bots.wasm): loaded
// once, then asked JSON requests through its exchange buffer. Used by worker.js in a Web
// Worker, and by bots.js on the page when no worker can start (docs/bots.md "In the browser").

/** The bots' wasm, loaded from `source` (a URL, or the wasm's bytes in the single-file
 * edition); resolves to `ask(request) -> answer`, both JSON text. */
export async function thinker(source) {
  let bytes = source;
  if (!(source instanceof Uint8Array)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error('no-bots-wasm');
    bytes = await response.arrayBuffer();
  }
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const wasm = instance.exports;
  return (request) => {
    const input = new TextEncoder().encode(request);
    const at = wasm.bots_buffer(input.length);
    new Uint8Array(wasm.memory.buffer, at, input.length).set(input);
    const length = wasm.bots_ask();
    // (The call may grow the memory, which detaches the old `memory.buffer`: read it after.)
    const from = wasm.bots_buffer(length);
    return new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, from, length));
  };
}
