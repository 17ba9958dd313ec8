// Packs the app's wasm with LZMA for the first visit (issue 25, docs/performance.md): GitHub
// Pages would send the wasm gzipped, 528 KB, where LZMA (`xz --format=lzma`) makes 396 KB of
// it, and 370 KB once its code is sorted into streams of one kind of item each. In Trunk's
// staging directory (called by scripts/pwa.mjs), this
// - writes `<name>_bg.wasm.lzma`, the wasm with its code sorted into streams, packed as six
//   LZMA streams; checks that public/wasm-loader.js unpacks it to the very same bytes, and
//   removes the plain wasm;
// - adds the loader as `wasm-loader-<hash>.js`;
// - makes index.html start the packed file's download (or find the unpacked copy a previous
//   visit kept) at once, and start the app through the loader.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STREAMS, UNPACKED_CACHE, moveCode, readLeb, unpackWasm } from '../public/wasm-loader.js';

const root = join(import.meta.dirname, '..');

// xz's strongest preset, with four literal context bits and no position states (lc=4, pb=0):
// wasm code is not aligned; 1.2 KB tighter than xz's own lc=3, pb=2.
const WASM_CODE = 'lc=4,lp=0,pb=0';
// The sorted streams (public/wasm-loader.js, in its order) packed in groups of neighbours, each
// with the literal coding that packed it tightest when every lc, lp and pb was tried on the
// app's wasm (2026-11-25): numbers want fewer context bits than opcodes. 1.8 KB less than one
// stream.
const GROUPS = [
  [1, 'lc=2,lp=0,pb=0'], // the header and the wasm's other sections
  [13, WASM_CODE], // opcodes, and the smaller streams up to the local indices
  [3, 'lc=1,lp=0,pb=0'], // memory offsets, i32 numbers of 5 and 3 bytes
  [1, 'lc=0,lp=0,pb=2'], // i32 numbers of 1 byte
  [1, 'lc=2,lp=0,pb=1'], // of 2 bytes
  [1, 'lc=3,lp=1,pb=2'], // of 4 bytes
];

/**
 * `groups` packed as one file that public/wasm-loader.js's `unpack` reads: how many LZMA
 * streams, each one's packed length, then the streams. Each group is `[bytes, literal]`,
 * `literal` xz's literal coding settings for it.
 */
export function pack(...groups) {
  const streams = groups.map(([bytes, literal = WASM_CODE]) => {
    const packed = execFileSync('xz', ['--format=lzma', `--lzma1=preset=9e,${literal}`, '--stdout'],
      { input: bytes, maxBuffer: 1 << 30 });
    // xz writes "size unknown" (all ones) and an end marker; the loader wants the size.
    packed.writeBigUInt64LE(BigInt(bytes.length), 5);
    return packed;
  });
  return Buffer.concat([Buffer.from([streams.length, ...streams.map((stream) => stream.length)].flatMap(leb)), ...streams]);
}

/** `value` as LEB128 bytes. */
function leb(value) {
  const bytes = [];
  do {
    bytes.push((value % 128) + (value >= 128 ? 128 : 0));
    value = Math.floor(value / 128);
  } while (value > 0);
  return bytes;
}

/**
 * `wasm` with its code section's items sorted into streams, the form public/wasm-loader.js's
 * `joinCode` reads once they are joined: the first holds the length of the wasm before the
 * code section's items, each stream's length, and the wasm's other sections.
 */
export function sortCode(wasm) {
  const cursor = { bytes: wasm, at: 8, end: wasm.length };
  let start;
  let end;
  while (cursor.at < wasm.length) {
    const id = wasm[cursor.at++];
    const size = readLeb(cursor);
    if (id === 10) [start, end] = [cursor.at, cursor.at + size];
    cursor.at += size;
  }
  if (start === undefined) throw new Error('pack-wasm: the wasm has no code section');
  const input = { bytes: wasm, at: start, end };
  const streams = Array.from({ length: STREAMS }, () => ({ bytes: new Uint8Array(wasm.length), at: 0 }));
  moveCode(streams.map(() => input), streams);
  if (input.at !== end) throw new Error('pack-wasm: the code section does not end with its last function');
  const [rest] = streams;
  rest.bytes.set(wasm.subarray(0, start));
  rest.bytes.set(wasm.subarray(end), start);
  rest.at = start + wasm.length - end;
  const sorted = streams.map((stream) => Buffer.from(stream.bytes.subarray(0, stream.at)));
  sorted[0] = Buffer.concat([Buffer.from([start, ...streams.map((stream) => stream.at)].flatMap(leb)), sorted[0]]);
  return sorted;
}

/** The sorted streams of `wasm` packed in their groups. */
export function packWasmCode(wasm) {
  const streams = sortCode(wasm);
  let next = 0;
  const groups = GROUPS.map(([count, literal]) => [Buffer.concat(streams.slice(next, (next += count))), literal]);
  if (next !== streams.length) throw new Error('pack-wasm: GROUPS does not cover every stream');
  return pack(...groups);
}

/**
 * Names each language's table of fixed words (src/ui/words/tables.rs, issue 52) in `staging`'s
 * words/ after its contents, `<code>-<version>.txt`, as the wasm is named after its own: a
 * browser's or a host's cache (GitHub Pages keeps files ten minutes) then never serves a table
 * of another version, whose lines would not be this version's texts. The version, or null
 * when the build has no tables.
 */
function versionWords(staging) {
  const dir = join(staging, 'words');
  if (!existsSync(dir)) return null;
  const names = readdirSync(dir).filter((f) => /^[A-Za-z-]+\.txt$/.test(f)).sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update(readFileSync(join(dir, name)));
  const version = hash.digest('hex').slice(0, 16);
  for (const name of names) renameSync(join(dir, name), join(dir, `${name.slice(0, -4)}-${version}.txt`));
  return version;
}

/**
 * The page's first script also starts the download of its language's fixed words: the
 * language the app will choose (src/ui/app/page.rs `wanted_language`: the stored choice, else
 * the first of the browser's preferred languages the game speaks, else English; the list is
 * `Lang::ALL`'s codes), as `self.lamorisseWords = { code, version, text }`, `text` a
 * promise of the table or of `null`; the app fetches another language's table by `version`.
 */
const wordsStart = (version) => "{const l=['en','fr','de','es','it','nl','pl','pt-PT'],"
  + "p=(c)=>l.find((x)=>x.split('-')[0]===String(c).split(/[-_]/)[0].toLowerCase());"
  + "let c;try{c=p(localStorage.getItem('lamorisse.lang'))}catch{}"
  + "for(const x of navigator.languages||[])c??=p(x);c??=p(navigator.language)??'en';"
  + `self.lamorisseWords={code:c,version:'${version}',text:fetch(\`./words/\${c}-${version}.txt\`).then((r)=>r.ok?r.text():null,()=>null)}}`;

/** Packs the wasm in `staging` and returns `html` (its index.html) loading the packed file. */
export async function packWasm(staging, html) {
  const wasmName = readdirSync(staging).find((f) => f.endsWith('_bg.wasm'));
  if (!wasmName) throw new Error('pack-wasm: no *_bg.wasm in the build');
  const wasm = readFileSync(join(staging, wasmName));
  const packed = packWasmCode(wasm);
  if (Buffer.compare(Buffer.from(await unpackWasm(new Uint8Array(packed))), wasm) !== 0) {
    throw new Error('pack-wasm: public/wasm-loader.js does not unpack the packed wasm to the same bytes');
  }
  const version = versionWords(staging);
  const packedName = `${wasmName}.lzma`;
  writeFileSync(join(staging, packedName), packed);
  rmSync(join(staging, wasmName));

  const loader = readFileSync(join(root, 'public/wasm-loader.js'));
  const loaderName = `wasm-loader-${createHash('sha256').update(loader).digest('hex').slice(0, 16)}.js`;
  writeFileSync(join(staging, loaderName), loader);

  const name = wasmName.replaceAll('.', '\\.');
  const start = new RegExp(`init\\(\\{ module_or_path: '\\./${name}' \\}\\)`);
  const preload = new RegExp(`<link[^>]*href=["']?\\./${name}["']?[^>]*>`);
  if (!start.test(html) || !preload.test(html)) {
    throw new Error(`pack-wasm: index.html does not start and preload ${wasmName} as Trunk writes it`);
  }
  // Started at once, while the page's modules load: the unpacked copy a previous visit kept,
  // or else the packed file's download (public/wasm-loader.js finishes the work). It replaces
  // Trunk's preload, which would fetch the packed file even when a kept copy is used.
  const begin = `self.lamorisseWasm=Promise.resolve().then(()=>caches.open('${UNPACKED_CACHE}'))`
    + `.then((c)=>c.match('./${wasmName}')).catch(()=>{}).then((kept)=>(kept?{kept}:`
    + `{packed:fetch('./${packedName}')}));${version ? wordsStart(version) : ''}`;
  return html
    .replace(preload, `<link crossorigin href=./${loaderName} integrity=sha384-0 rel=modulepreload>`)
    // (The placeholder integrity is brought up to date when pwa.mjs minifies the loader.)
    // First in the head, after the charset (and the policy, put there later): a script after
    // the stylesheet's link would wait for the stylesheet.
    .replace(/(<meta charset=["']?utf-8["']?\s*\/?>)/i, `$1<script id=wasm-start>${begin}</script>`)
    .replace(/(<script type=["']?module["']?>)/, `$1import { startWasm } from './${loaderName}';\n`)
    .replace(start, `startWasm(init, self.lamorisseWasm, './${wasmName}')`);
}
