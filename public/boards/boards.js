// Importing a board someone drew (issue 40): the import wasm (crates/import, built by
// scripts/setup.sh build_boards) reads a Domination-format map's files, checks them and traces
// the board. Loaded by screens.js only when a player imports, so it is not part of the first
// load (docs/boards.md).

let wasm = null;
let loading = null;

/** The largest total of files handed to the wasm at once, in bytes (the wasm's own limits are
 * lower per file: this only keeps a huge pick from being copied at all). */
export const MOST_BYTES = 48 * 1024 * 1024;

/** Loads the import wasm (public/boards/boards.wasm) once. */
export async function ready() {
  loading ??= (async () => {
    const response = await fetch(new URL('./boards.wasm', import.meta.url));
    if (!response.ok) throw new Error('no-boards-wasm');
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    wasm = instance.exports;
  })();
  loading.catch(() => { loading = null; });
  return loading;
}

/** `files` ([{ name, bytes }]) framed for the wasm: each name's and bytes' length (4 bytes,
 * little-endian) before them (crates/import/src/ffi.rs). */
function framed(files) {
  const encoder = new TextEncoder();
  const parts = files.flatMap((f) => [encoder.encode(f.name), f.bytes]);
  const total = parts.reduce((sum, p) => sum + 4 + p.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const part of parts) {
    view.setUint32(at, part.length, true);
    out.set(part, at + 4);
    at += 4 + part.length;
  }
  return out;
}

/** The wasm's framed answer read back: the summary and the packed board, drawing and picture. */
function unframed(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = [];
  let at = 0;
  while (at + 4 <= bytes.length) {
    const length = view.getUint32(at, true);
    parts.push(bytes.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  const [summary, board, drawing, picture] = parts;
  return { summary: JSON.parse(new TextDecoder().decode(summary)), board, drawing, picture };
}

/** Imports the picked `files` ([{ name, bytes }]); a refused map throws an Error whose
 * `refusal` is the catalog message that says why (`{ id, args }`); a wasm that stopped, one
 * whose message is 'crashed'. */
export async function importFiles(files) {
  await ready();
  const input = framed(files);
  let result;
  let output;
  try {
    const at = wasm.buffer(input.length);
    new Uint8Array(wasm.memory.buffer, at, input.length).set(input);
    result = wasm.import_map();
    const length = Math.abs(result);
    // (The call may have grown the memory, which detaches the old buffer: read it after.)
    const from = wasm.buffer(length);
    output = new Uint8Array(wasm.memory.buffer, from, length).slice();
    wasm.buffer(0);
  } catch {
    // The wasm stopped (a file it could not survive): start afresh next time.
    wasm = null;
    loading = null;
    throw new Error('crashed');
  }
  if (result < 0) {
    // The refusal's catalog message (crates/import/src/ffi.rs), said by the page in the
    // player's language.
    const refused = new Error('refused');
    refused.refusal = JSON.parse(new TextDecoder().decode(output));
    throw refused;
  }
  return unframed(output);
}
