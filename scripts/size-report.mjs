// Where the wasm's bytes go (issue 25), from `twiggy top --format csv` of a release build
// that kept its function names: every function and data segment, grouped by the crate, or
// for the app's own code by its module, with each group's share of the raw bytes. Data
// segments are reported apart; their gzipped size is estimated by compressing the section.
//
//   scripts/size-report.sh      (builds, runs twiggy, then this script)

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const [csvPath, wasmPath] = process.argv.slice(2);

/** The CSV's rows as [name, bytes]. */
function rows(text) {
  return text.trim().split('\n').slice(1).map((line) => {
    const fields = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g).map((f) => f.replace(/,$/, ''));
    return [fields[0].replace(/^"|"$/g, '').replaceAll('""', '"'), Number(fields[1])];
  });
}

/** The group a function belongs to: the app's module it was written or instantiated for, else
 * the crate that defines it. */
function group(name) {
  const clean = name.replace(/\[[0-9a-f]{16}\]/g, '');
  const app = clean.match(/lamorisse::(engine|ui)::([a-z_]+)/);
  if (app) return `app ${app[1]}::${app[2]}`;
  const crate = clean.replace(/^[<&\s]*(mut |dyn )?/, '').match(/^([a-z_][a-z0-9_]*)::/);
  return crate ? `crate ${crate[1]}` : 'other (glue, exports)';
}

const groups = new Map();
let code = 0;
let data = 0;
for (const [name, bytes] of rows(readFileSync(csvPath, 'utf8'))) {
  if (name.startsWith('"function names"') || name.startsWith('custom section') || name.startsWith('Σ')) continue;
  if (name.startsWith('data segment')) {
    data += bytes;
    continue;
  }
  code += bytes;
  const key = group(name);
  groups.set(key, (groups.get(key) ?? 0) + bytes);
}

/** The bytes of the wasm section with this id (10 code, 11 data), gzipped. */
function sectionGzipped(wasm, id) {
  let i = 8;
  const leb = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = wasm[i++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
      if (byte < 0x80) return value;
    }
  };
  while (i < wasm.length) {
    const section = wasm[i++];
    const size = leb();
    if (section === id) return gzipSync(wasm.subarray(i, i + size), { level: 9 }).length;
    i += size;
  }
  return 0;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const wasm = readFileSync(wasmPath);
console.log(`code ${kb(code)} KB raw (${kb(sectionGzipped(wasm, 10))} KB gzipped alone); data ${kb(data)} KB raw (${kb(sectionGzipped(wasm, 11))} KB gzipped alone)`);
const sums = { 'app engine': 0, 'app ui': 0, crates: 0 };
for (const [key, bytes] of groups) {
  if (key.startsWith('app engine')) sums['app engine'] += bytes;
  else if (key.startsWith('app ui')) sums['app ui'] += bytes;
  else sums.crates += bytes;
}
for (const [key, bytes] of Object.entries(sums)) console.log(`${kb(bytes)} KB  ${key} (all)`);
console.log('largest groups:');
for (const [key, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(`${kb(bytes)} KB  ${(100 * bytes / code).toFixed(1).padStart(5)} %  ${key}`);
}
