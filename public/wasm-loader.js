// The app's wasm travels LZMA-packed (`xz --format=lzma`, scripts/pack-wasm.mjs), its code
// sorted into streams first: 30 % fewer bytes than gzip gives it, which is what a first
// visit waits for on a slow connection (docs/performance.md, issue 25). The page unpacks it
// once, keeps the unpacked copy in Cache Storage, and every later visit compiles that copy
// straight away. index.html's scripts (written by scripts/pack-wasm.mjs) start it;
// scripts/single-file.mjs and the tests use `unpackWasm` in Node.

/** The Cache Storage cache that keeps the unpacked wasm (the service worker leaves it be). */
export const UNPACKED_CACHE = 'lamorisse-unpacked';

/**
 * Starts the app's wasm with wasm-bindgen's `init`, from what index.html's first script
 * `started` at once, while the page's modules loaded: `{ kept }`, the unpacked copy a previous
 * visit kept (a Response, compiled as it streams), or `{ packed }`, the packed file's download,
 * unpacked here as it arrives and kept under `unpacked` (its URL) for the next visit, older
 * copies dropped. A kept copy that does not start is dropped and the packed file used instead.
 */
export async function startWasm(init, started, unpacked) {
  const key = new URL(unpacked, location.href).href;
  const { kept, packed } = await started;
  if (kept) {
    try {
      return await init({ module_or_path: kept });
    } catch {
      await caches.delete(UNPACKED_CACHE).catch(() => {});
    }
  }
  const response = await (packed ?? fetch(`${unpacked}.lzma`));
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  const bytes = await unpackWasm(response.body);
  Promise.resolve()
    .then(() => caches.open(UNPACKED_CACHE))
    .then(async (cache) => {
      await cache.put(key, new Response(bytes, { headers: { 'content-type': 'application/wasm' } }));
      const older = (await cache.keys()).filter((request) => request.url !== key);
      await Promise.all(older.map((request) => cache.delete(request)));
    })
    // No Cache Storage here (an insecure origin, a private window) or no room: unpacked again
    // next time.
    .catch(() => {});
  return init({ module_or_path: bytes });
}

/** The wasm packed in `source` (see `unpack`) by scripts/pack-wasm.mjs. */
export async function unpackWasm(source) {
  return joinCode(await unpack(source));
}

// The streams a wasm's code section is sorted into before packing: items of one kind side by
// side pack tighter than the instructions as written (the opcodes and the local indices,
// constants or memory offsets that follow them), 25 KB less of the first load. REST holds the
// wasm's other sections. In this order, scripts/pack-wasm.mjs packs neighbours together.
const [REST, SIZES, LOCALS, OPS, BLOCKS, BRANCHES, TABLES, INDIRECT, GLOBAL, OTHER, F32, F64, I64, LOCAL, OFFSET,
  I32_5, I32_3, I32_1, I32_2, I32_4] = Array.from({ length: 20 }, (_, k) => k);
/** How many streams `moveCode` sorts a code section into. */
export const STREAMS = 20;
/** The streams of i32.const's numbers, by their length in bytes, 1 to 5. */
const I32 = [I32_1, I32_2, I32_3, I32_4, I32_5];
/** How many indices follow each 0xfc-prefixed instruction (memory.init, table.copy ...). */
const FC_INDICES = [0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 2, 1, 2, 1, 2, 1, 1, 1];

/**
 * Moves a wasm code section's items, in order, each from the cursor `from[k]` to the cursor
 * `to[k]` of its stream `k` (a cursor: `{ bytes, at, end }`, reading stops at `end`).
 * scripts/pack-wasm.mjs sorts a code section into streams (every `from` the same cursor);
 * `joinCode` puts it back (every `to` the same). A kind of instruction it does not know stops
 * it.
 */
export function moveCode(from, to) {
  /** Moves `fixed` bytes, or one LEB128 number when 0; returns the number or the first byte. */
  function take(k, fixed) {
    const source = from[k];
    const sink = to[k];
    const bytes = source.bytes;
    const out = sink.bytes;
    let at = source.at;
    let value = bytes[at];
    if (fixed) {
      if (at + fixed > source.end) throw new Error('wasm code: an item runs past its stream');
      for (let n = 0; n < fixed; n++) out[sink.at++] = bytes[at++];
    } else {
      value = 0;
      let scale = 1;
      let byte;
      do {
        if (at >= source.end) throw new Error('wasm code: an item runs past its stream');
        byte = bytes[at++];
        out[sink.at++] = byte;
        value += (byte & 0x7f) * scale;
        scale *= 128;
      } while (byte & 0x80);
    }
    source.at = at;
    return value;
  }
  for (let functions = take(SIZES, 0); functions > 0; functions--) {
    take(SIZES, 0);
    for (let groups = take(LOCALS, 0); groups > 0; groups--) {
      take(LOCALS, 0);
      take(LOCALS, 1);
    }
    for (let depth = 0; depth >= 0; ) {
      const op = take(OPS, 1);
      if (op >= 0x45 && op <= 0xc4) continue; // arithmetic and conversions: nothing follows
      if (op >= 0x28 && op <= 0x3e) {
        take(OPS, 0); // a load's or store's alignment stays beside it
        take(OFFSET, 0);
        continue;
      }
      switch (op) {
        case 0x02: // block, loop, if
        case 0x03:
        case 0x04:
          take(BLOCKS, 0);
          depth++;
          break;
        case 0x0b: // end
          depth--;
          break;
        case 0x0c: // br, br_if
        case 0x0d:
          take(BRANCHES, 0);
          break;
        case 0x0e: // br_table: the labels and the default
          for (let labels = take(TABLES, 0); labels >= 0; labels--) take(TABLES, 0);
          break;
        case 0x10: // call, return_call: the callee stays beside it
        case 0x12:
          take(OPS, 0);
          break;
        case 0x11: // call_indirect, return_call_indirect
        case 0x13:
          take(INDIRECT, 0);
          take(INDIRECT, 0);
          break;
        case 0x1c: // select with types
          for (let types = take(OTHER, 0); types > 0; types--) take(OTHER, 0);
          break;
        case 0x20: // local.get, local.set, local.tee
        case 0x21:
        case 0x22:
          take(LOCAL, 0);
          break;
        case 0x23: // global.get, global.set
        case 0x24:
          take(GLOBAL, 0);
          break;
        case 0x25: // table.get, table.set, memory.size, memory.grow, ref.null, ref.func
        case 0x26:
        case 0x3f:
        case 0x40:
        case 0xd0:
        case 0xd2:
          take(OTHER, 0);
          break;
        case 0x41: // i32.const: its number goes to the stream of its length, which the opcode
        case 0xe2: // then tells: 0x41 for one byte, 0xe2 to 0xe5 (no wasm instruction) for 2 to 5
        case 0xe3:
        case 0xe4:
        case 0xe5: {
          const sorting = from[OPS] === from[I32_1];
          if (sorting && op !== 0x41) throw new Error(`wasm code: no instruction ${op}`);
          const length = sorting ? lebLength(from[I32_1]) : op === 0x41 ? 1 : op - 0xe0;
          if (length > 5) throw new Error('wasm code: an i32.const of more than 5 bytes');
          // The sorted form's opcode says the length; the wasm's is always 0x41.
          to[OPS].bytes[to[OPS].at - 1] = sorting && length > 1 ? 0xe0 + length : 0x41;
          take(I32[length - 1], 0);
          break;
        }
        case 0x42:
          take(I64, 0);
          break;
        case 0x43:
          take(F32, 4);
          break;
        case 0x44:
          take(F64, 8);
          break;
        case 0xfc: {
          const sub = take(OPS, 0);
          if (!(sub < FC_INDICES.length)) throw new Error(`wasm code: no instruction 0xfc ${sub}`);
          for (let n = FC_INDICES[sub]; n > 0; n--) take(OTHER, 0);
          break;
        }
        default: // unreachable, nop, else, return, drop, select, ref.is_null
          if (![0x00, 0x01, 0x05, 0x0f, 0x1a, 0x1b, 0xd1].includes(op)) {
            throw new Error(`wasm code: no instruction ${op}`);
          }
      }
    }
  }
}

/** How many bytes the LEB128 number at `cursor.at` takes. */
function lebLength(cursor) {
  let length = 1;
  while (cursor.bytes[cursor.at + length - 1] & 0x80 && length <= 5) length++;
  return length;
}

/** A LEB128 number of `bytes` at `cursor.at`, moving the cursor past it. */
export function readLeb(cursor) {
  let value = 0;
  let scale = 1;
  let byte;
  do {
    byte = cursor.bytes[cursor.at++];
    value += (byte & 0x7f) * scale;
    scale *= 128;
  } while (byte & 0x80);
  return value;
}

/**
 * The wasm whose code section scripts/pack-wasm.mjs sorted into streams (`sorted`: the
 * length of the wasm before the code section's items, each stream's length, then the
 * streams). Rejects anything else.
 */
export function joinCode(sorted) {
  const head = { bytes: sorted, at: 0 };
  const before = readLeb(head);
  const lengths = Array.from({ length: STREAMS }, () => readLeb(head));
  const streams = lengths.map((length) => {
    const stream = { bytes: sorted, at: head.at, end: head.at + length };
    head.at += length;
    return stream;
  });
  if (head.at !== sorted.length || before > lengths[REST]) throw new Error('wasm code: damaged streams');
  const rest = streams[REST];
  const out = { bytes: new Uint8Array(sorted.length - streams[REST].at), at: before };
  out.bytes.set(sorted.subarray(rest.at, rest.at + before));
  rest.at += before;
  moveCode(streams, streams.map(() => out));
  out.bytes.set(sorted.subarray(rest.at, rest.end), out.at);
  out.at += rest.end - rest.at;
  if (out.at !== out.bytes.length || streams.some((stream, k) => k !== REST && stream.at !== stream.end)) {
    throw new Error('wasm code: damaged streams');
  }
  return out.bytes;
}

/**
 * The bytes packed in `source` by scripts/pack-wasm.mjs `pack` (how many LZMA streams, each
 * one's packed length, then the streams, whose headers give their unpacked sizes), the
 * streams' bytes joined: `source` is a Uint8Array, or a ReadableStream of its chunks, unpacked
 * as they arrive, so that on a slow connection the work is done while the rest downloads. After
 * Igor Pavlov's public-domain reference decoder, LzmaSpec.cpp, with the whole output as the
 * dictionary. Rejects a damaged or cut file.
 */
export async function unpack(source) {
  const whole = source instanceof Uint8Array;
  const reader = whole ? null : source.getReader();
  let input = whole ? source : new Uint8Array(1 << 16);
  let received = whole ? source.length : 0;
  let ended = whole;
  /** Reads until `wanted` more bytes than `at` are in, or the stream ends. */
  async function fill(wanted) {
    while (!ended && received - at < wanted) {
      const { value, done } = await reader.read();
      if (done) ended = true;
      else {
        if (received + value.length > input.length) {
          const grown = new Uint8Array(Math.max(input.length * 2, received + value.length));
          grown.set(input.subarray(0, received));
          input = grown;
        }
        input.set(value, received);
        received += value.length;
      }
    }
  }
  // One table of probabilities, every model at its offset (LzmaSpec.cpp's names).
  const IS_MATCH = 0;
  const IS_REP = 192;
  const IS_REP_G0 = 204;
  const IS_REP_G1 = 216;
  const IS_REP_G2 = 228;
  const IS_REP0_LONG = 240;
  const POS_SLOT = 432; // 4 x 64
  const POS = 688; // 115
  const ALIGN = 803; // 16
  const LEN = 819; // 2 + 16 x 8 + 16 x 8 + 256 = 514
  const REP_LEN = 1333;
  const LITERAL = 1847;
  // The range decoder's state, and the current stream's probabilities.
  let probs;
  let range;
  let code;

  /** Keeps the range above 2^24, reading the next byte when it falls below. */
  function normalize() {
    if (range < 0x1000000) {
      range = (range * 256) >>> 0;
      code = ((code << 8) | input[at++]) >>> 0;
    }
  }
  function bit(i) {
    const p = probs[i];
    const bound = (range >>> 11) * p;
    let b;
    if (code < bound) {
      probs[i] = p + ((2048 - p) >>> 5);
      range = bound;
      b = 0;
    } else {
      probs[i] = p - (p >>> 5);
      code -= bound;
      range -= bound;
      b = 1;
    }
    normalize();
    return b;
  }
  function tree(base, bits) {
    let m = 1;
    for (let i = 0; i < bits; i++) m = (m << 1) | bit(base + m);
    return m - (1 << bits);
  }
  function reverse(base, bits) {
    let m = 1;
    let symbol = 0;
    for (let i = 0; i < bits; i++) {
      const b = bit(base + m);
      m = (m << 1) | b;
      symbol |= b << i;
    }
    return symbol;
  }
  function direct(bits) {
    let result = 0;
    for (; bits > 0; bits--) {
      range >>>= 1;
      let b = 0;
      if (code >= range) {
        code -= range;
        b = 1;
      }
      result = ((result << 1) | b) >>> 0;
      normalize();
    }
    return result;
  }
  function length(base, posState) {
    if (!bit(base)) return tree(base + 2 + posState * 8, 3);
    if (!bit(base + 1)) return 8 + tree(base + 130 + posState * 8, 3);
    return 16 + tree(base + 258, 8);
  }

  let at = 0;
  await fill(64);
  // How many LZMA streams follow, and each one's packed length (scripts/pack-wasm.mjs `pack`).
  const head = { bytes: input, at: 0 };
  const lengths = Array.from({ length: readLeb(head) }, () => readLeb(head));
  at = head.at;
  const parts = [];
  for (const packed of lengths) {
    const start = at;
    parts.push(await stream());
    // (The decoder stops at the last byte it needs; the stream's end marker follows.)
    if (at > start + packed) throw new Error('lzma: a stream runs past its length');
    at = start + packed;
  }
  if (at > received) throw new Error('lzma: the packed data ends early');
  if (parts.length === 1) return parts[0];
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
  return joined;

  /** One LZMA stream from `at`: its header (properties, unpacked size), then its data. */
  async function stream() {
    await fill(18);
    let props = input[at];
    const lc = props % 9;
    props = (props / 9) | 0;
    const lp = props % 5;
    const pb = (props / 5) | 0;
    const size = input[at + 5] + input[at + 6] * 2 ** 8 + input[at + 7] * 2 ** 16 + input[at + 8] * 2 ** 24 + input[at + 9] * 2 ** 32;
    const out = new Uint8Array(size);
    probs = new Uint16Array(LITERAL + (0x300 << (lc + lp))).fill(1024);
    at += 13;
    range = 0xffffffff;
    code = 0;
    for (let i = 0; i < 5; i++) code = ((code << 8) | input[at++]) >>> 0;

    const pbMask = (1 << pb) - 1;
    const lpMask = (1 << lp) - 1;
    let state = 0;
    let rep0 = 0;
    let rep1 = 0;
    let rep2 = 0;
    let rep3 = 0;
    let pos = 0;
    while (pos < size) {
      // One symbol reads at most a few dozen bytes: wait for more well before the end.
      if (!ended && received - at < 64) await fill(64);
      const posState = pos & pbMask;
      if (!bit(IS_MATCH + (state << 4) + posState)) {
        const previous = pos > 0 ? out[pos - 1] : 0;
        const base = LITERAL + 0x300 * (((pos & lpMask) << lc) + (previous >>> (8 - lc)));
        let symbol = 1;
        if (state >= 7) {
          let match = out[pos - rep0 - 1];
          do {
            const matchBit = (match >>> 7) & 1;
            match <<= 1;
            const b = bit(base + ((1 + matchBit) << 8) + symbol);
            symbol = (symbol << 1) | b;
            if (matchBit !== b) break;
          } while (symbol < 0x100);
        }
        while (symbol < 0x100) symbol = (symbol << 1) | bit(base + symbol);
        out[pos++] = symbol - 0x100;
        state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
        continue;
      }
      let len;
      if (bit(IS_REP + state)) {
        if (pos === 0) throw new Error('lzma: a repeat before any data');
        if (!bit(IS_REP_G0 + state)) {
          if (!bit(IS_REP0_LONG + (state << 4) + posState)) {
            state = state < 7 ? 9 : 11;
            out[pos] = out[pos - rep0 - 1];
            pos++;
            continue;
          }
        } else {
          let distance;
          if (!bit(IS_REP_G1 + state)) distance = rep1;
          else {
            if (!bit(IS_REP_G2 + state)) distance = rep2;
            else {
              distance = rep3;
              rep3 = rep2;
            }
            rep2 = rep1;
          }
          rep1 = rep0;
          rep0 = distance;
        }
        len = length(REP_LEN, posState);
        state = state < 7 ? 8 : 11;
      } else {
        rep3 = rep2;
        rep2 = rep1;
        rep1 = rep0;
        len = length(LEN, posState);
        state = state < 7 ? 7 : 10;
        // The distance (LzmaSpec.cpp DecodeDistance).
        const slot = tree(POS_SLOT + (len < 3 ? len : 3) * 64, 6);
        if (slot < 4) rep0 = slot;
        else {
          const bits = (slot >>> 1) - 1;
          let distance = ((2 | (slot & 1)) << bits) >>> 0;
          if (slot < 14) distance += reverse(POS + distance - slot, bits);
          else distance += direct(bits - 4) * 16 + reverse(ALIGN, 4);
          rep0 = distance >>> 0;
          if (rep0 === 0xffffffff) break; // the end marker
        }
        if (rep0 >= pos) throw new Error('lzma: a distance before the start');
      }
      len += 2;
      if (pos + len > size) throw new Error('lzma: data past the end');
      for (; len > 0; len--, pos++) out[pos] = out[pos - rep0 - 1];
    }
    if (pos !== size || at > received) throw new Error('lzma: the packed data ends early');
    return out;
  }
}
