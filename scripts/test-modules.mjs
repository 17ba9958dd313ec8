// Each crate whose integration tests are one binary (`tests/all.rs`, with `autotests = false`
// in its Cargo.toml: docs/performance.md) declares every file and folder of `tests/` holding
// Rust as a module there. With autotests off, cargo would never build a test file left out, and
// its tests would silently stop running. Exits 1 naming each file left out.
//
//   node scripts/test-modules.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const crates = join(root, 'crates');
const missing = [];
let checked = 0;
for (const crate of readdirSync(crates)) {
  const tests = join(crates, crate, 'tests');
  const binary = join(tests, 'all.rs');
  if (!existsSync(binary)) continue;
  checked += 1;
  const declared = new Set([...readFileSync(binary, 'utf8').matchAll(/^\s*mod\s+(\w+)\s*;/gm)].map((m) => m[1]));
  for (const entry of readdirSync(tests, { withFileTypes: true })) {
    const module = entry.isFile() && entry.name.endsWith('.rs') ? entry.name.slice(0, -3)
      : entry.isDirectory() && existsSync(join(tests, entry.name, 'mod.rs')) ? entry.name : null;
    if (module && module !== 'all' && !declared.has(module)) {
      missing.push(`crates/${crate}/tests/${entry.name}: not a module of crates/${crate}/tests/all.rs, so its tests never run (add \`mod ${module};\`)`);
    }
  }
}
for (const line of missing) console.log(line);
if (missing.length) process.exit(1);
console.log(`test modules: every test file of the ${checked} crates with one test binary is in it`);
