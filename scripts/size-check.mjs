// The first-load budget as a check that fails (issue 25): after the release build, every file
// a first visit downloads, gzipped, must add up to no more than CEILING_KB (first-load.mjs).
// Sizes are deterministic, so the build can only grow on purpose: raising the ceiling is a
// decision written in docs/performance.md ("The first-load ceiling"), with its figures.
//
//   node scripts/size-check.mjs          (after the release build into dist/)

import { join } from 'node:path';
import { CEILING_KB, firstLoad, kb } from './first-load.mjs';

const dist = join(import.meta.dirname, '..', 'dist');
const files = firstLoad(dist);
const total = files.reduce((sum, f) => sum + f.gzipped, 0);
const over = total > CEILING_KB * 1024;
console.log(`first load: ${kb(total)} KB gzipped over ${files.length} files; ceiling ${CEILING_KB} KB`);
for (const f of files.slice(0, over ? files.length : 5)) {
  console.log(`  ${kb(f.gzipped).padStart(7)} KB  ${f.file} (${kb(f.raw)} KB raw)`);
}
const later = firstLoad(dist, { demand: true });
if (later.length) {
  const sum = later.reduce((total, f) => total + f.gzipped, 0);
  console.log(`loaded on demand, not counted: ${kb(sum)} KB gzipped (${later.map((f) => `${f.file} ${kb(f.gzipped)} KB`).join(', ')})`);
}
if (over) {
  console.error(`the first load is ${kb(total - CEILING_KB * 1024)} KB over its ceiling: shrink the biggest files above, or raise CEILING_KB in scripts/first-load.mjs with the reason in docs/performance.md`);
  process.exit(1);
}
