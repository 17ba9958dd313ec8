// The floor plan of the Rust sources (issue 39, docs/engine.md "Floor plan"): no module of a
// crate may use another that uses it back, directly or around a circle, and no `.rs` file
// outside tests may pass 600 lines. Exits 1 on findings.
//
// How: a short reading of the sources themselves, not `cargo modules` (a tool to install and a
// build to wait for, where these rules need only the text). Each file is one module (`a/b.rs`
// is `a::b`, `a/mod.rs` is `a`; the crate root, `lib.rs` or `main.rs`, only declares modules
// and is left out). With comments, strings and `#[cfg(test)]` items set aside (tests may use
// any floor), every path a file names, in its `use` lines (trees `{..}` expanded) and in its
// code (`crate::..`, `super::..`, `self::..` and its own child modules `x::..`), points to the
// longest module it starts with that exists as a file (`crate::empire::potions::Potion` to
// `empire::potions`, `crate::empire::Empire` to `empire`). Other crates (std, serde, the
// engine seen from the app) are not followed. Tarjan's algorithm finds the strongly connected
// components; one of more than one module is a circle.
//
// A `pub use` is a use like any other: the module that writes it depends on what it re-exports,
// and a path through it points to the module that writes it, not to the item's home. So a
// re-export kept for other crates (the app, the CLI) costs nothing, but the crate's own modules
// name an item by the module that defines it, or the re-export closes a circle.
//
// What it cannot see: a method called on a type (`state.apply(..)`) is not a path, so an
// `impl GameState` in a rule module counts only for the paths it names; paths inside string
// literals (serde's `try_from = "super::action_json::ActionFields"`) are not read either.
//
//   node scripts/floors.mjs            checks every crate and that docs/engine.md is current
//   node scripts/floors.mjs --write    rewrites docs/engine.md's floor plan
//   node scripts/floors.mjs --print [crate folder]   prints a crate's floors (default the engine)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..');
const MOST_LINES = 600;
const ENGINE = 'crates/engine/src';
const DOC = 'docs/engine.md';
const BEGIN = '<!-- floor plan: written by `node scripts/floors.mjs --write`, checked by scripts/test.sh -->';
const END = '<!-- end of the floor plan -->';
// Circles allowed, by crate: none. (The last one, the bots' look-ahead, was parted in issue
// 39: its imagined seats are `bot::player::Player` trait objects made by `bot::thinking`, so
// `bot::lookahead` names no bot; docs/engine.md "Floor plan".) A circle listed here would be
// skipped; the check fails on any other.
const KNOWN = {
  [ENGINE]: [],
};

/** Every `.rs` file under `path`, relative to the repository, skipping build output. */
function sources(path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return path.endsWith('.rs') ? [path] : [];
  return readdirSync(full)
    .filter((name) => !['target', 'node_modules', 'dist', '.git'].includes(name))
    .flatMap((name) => sources(join(path, name)));
}

/** The source with comments and the insides of string and char literals blanked out. */
export function strip(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        if (text[i] === '/' && text[i + 1] === '*') (depth++, (i += 2));
        else if (text[i] === '*' && text[i + 1] === '/') (depth--, (i += 2));
        else i++;
      }
      out += ' ';
    } else if (/[rb]/.test(c) && !/\w/.test(text[i - 1] ?? '') && /^(b?r#*"|br?#*")/.test(text.slice(i, i + 40))) {
      const [open] = text.slice(i).match(/^b?r?(#*)"/);
      const hashes = open.length - open.replace(/#/g, '').length;
      const close = '"' + '#'.repeat(hashes);
      const raw = open.includes('r');
      let j = i + open.length;
      while (j < text.length && !text.startsWith(close, j)) j += !raw && text[j] === '\\' ? 2 : 1;
      out += '""';
      i = j + close.length;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += '""';
      i = j + 1;
    } else if (c === "'") {
      // A char literal ('a', '\n', '\u{..}') or a lifetime ('a without a closing quote).
      const m = text.slice(i).match(/^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/u);
      if (m) {
        out += "' '";
        i += m[0].length;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The index just past the item starting at `at`: its `;` or its closing brace, at depth 0. */
function itemEnd(code, at) {
  let depth = 0;
  for (let i = at; i < code.length; i++) {
    const c = code[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0 && c === '}') return i + 1;
    } else if (c === ';' && depth === 0) return i + 1;
  }
  return code.length;
}

/** The code without its `#[cfg(test)]` items, and the names of test-only child module files. */
function withoutTests(code) {
  const testMods = [];
  let out = code;
  for (;;) {
    const at = out.indexOf('#[cfg(test)]');
    if (at < 0) break;
    let start = at + '#[cfg(test)]'.length;
    // Further attributes of the same item.
    for (;;) {
      const m = out.slice(start).match(/^\s*#\[/);
      if (!m) break;
      start = itemEnd(out, start + m[0].length - 1);
    }
    const end = itemEnd(out, start);
    const declared = out.slice(start, end).match(/^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/);
    if (declared) testMods.push(declared[1]);
    out = out.slice(0, at) + ' '.repeat(end - at) + out.slice(end);
  }
  return { code: out, testMods };
}

/** The paths of a `use` tree (`a::{b, c::{self, D as E}}`), each as a list of segments. */
export function expandUse(tree) {
  const text = tree.replace(/\s+/g, '');
  let i = 0;
  function parse(prefix) {
    const paths = [];
    for (;;) {
      const m = text.slice(i).match(/^(?:::)?((?:\w+::)*)/);
      let segs = prefix.concat(m[1].split('::').filter(Boolean));
      i += m[0].length;
      if (text[i] === '{') {
        i++;
        for (;;) {
          if (text[i] === '}') break;
          paths.push(...parse(segs));
          if (text[i] === ',') i++;
          else break;
        }
        i++; // '}'
      } else {
        const last = text.slice(i).match(/^(\w+|\*)(?:as\w+)?/);
        if (last) {
          i += last[0].length;
          // `Name as Alias` (spaces gone: `NameasAlias`): only the name matters.
          const name = last[1].replace(/as\w+$/, '') || last[1];
          segs = name === 'self' ? segs : segs.concat(name);
        }
        paths.push(segs);
      }
      return paths;
    }
  }
  const all = [];
  while (i < text.length) {
    all.push(...parse([]));
    if (text[i] === ',') i++;
    else break;
  }
  return all;
}

/** The module path of a file under a crate's source folder (`a/b.rs` → `a::b`), or null for the root. */
function moduleOf(file) {
  const parts = file.replace(/\.rs$/, '').split(sep).join('/').split('/');
  if (parts.at(-1) === 'mod') parts.pop();
  if (parts.length === 1 && ['lib', 'main'].includes(parts[0])) return null;
  return parts.join('::');
}

/**
 * A crate's modules and who uses whom: `{ modules: Map(name → file), uses: Map(name → Set) }`,
 * test-only modules left out.
 */
export function crateGraph(srcDir) {
  const files = sources(srcDir);
  const modules = new Map();
  const texts = new Map();
  const testOnly = new Set();
  for (const file of files) {
    const name = moduleOf(relative(srcDir, file));
    const { code, testMods } = withoutTests(strip(readFileSync(join(root, file), 'utf8')));
    if (name !== null) modules.set(name, file);
    texts.set(name, code);
    for (const child of testMods) testOnly.add(name === null ? child : `${name}::${child}`);
  }
  for (const name of [...modules.keys()]) {
    if ([...testOnly].some((t) => name === t || name.startsWith(`${t}::`))) {
      modules.delete(name);
      texts.delete(name);
    }
  }
  const uses = new Map();
  for (const [name, code] of texts) {
    if (name === null) continue;
    const here = name.split('::');
    const children = [...code.matchAll(/\b(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/g)].map((m) => m[1]);
    const resolve = (segs) => {
      let path;
      if (segs[0] === 'crate') path = segs.slice(1);
      else if (segs[0] === 'super' || segs[0] === 'self') {
        path = here.slice();
        let k = 0;
        for (; segs[k] === 'super' || segs[k] === 'self'; k++) if (segs[k] === 'super') path.pop();
        path = path.concat(segs.slice(k));
      } else if (children.includes(segs[0])) path = here.concat(segs);
      else return null;
      for (let n = path.length; n > 0; n--) {
        const candidate = path.slice(0, n).join('::');
        if (modules.has(candidate)) return candidate;
      }
      return null;
    };
    const found = new Set();
    const add = (segs) => {
      const target = resolve(segs);
      if (target && target !== name) found.add(target);
    };
    let rest = code;
    for (const m of code.matchAll(/(?<![\w:])use\s+([^;]*);/g)) {
      for (const segs of expandUse(m[1])) add(segs);
      rest = rest.replace(m[0], ' ');
    }
    const heads = ['crate', 'super', 'self', ...children].join('|');
    const inCode = new RegExp(`(?<![\\w:])(?:${heads})(?:\\s*::\\s*\\w+)+`, 'g');
    for (const m of rest.matchAll(inCode)) add(m[0].replace(/\s+/g, '').split('::'));
    uses.set(name, found);
  }
  return { modules, uses };
}

/** The strongly connected components of more than one module (Tarjan), each sorted. */
export function circles(uses) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(v) {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of uses.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const v of [...uses.keys()].sort()) if (!indices.has(v)) visit(v);
  return found;
}

/** Each module's floor: 0 for one that uses no other, else one above the highest it uses. */
export function floors(uses) {
  const floor = new Map();
  const busy = new Set();
  const of = (v) => {
    if (floor.has(v)) return floor.get(v);
    if (busy.has(v)) return 0; // inside a circle: reported apart
    busy.add(v);
    const f = Math.max(-1, ...[...(uses.get(v) ?? [])].map(of)) + 1;
    busy.delete(v);
    floor.set(v, f);
    return f;
  };
  for (const v of uses.keys()) of(v);
  return floor;
}

/** The floor plan as Markdown: floor by floor, each module with the modules it uses. */
function plan(uses) {
  const floor = floors(uses);
  const top = Math.max(...floor.values());
  const lines = [];
  for (let f = top; f >= 0; f--) {
    lines.push(`- **floor ${f}**`);
    for (const v of [...uses.keys()].filter((m) => floor.get(m) === f).sort()) {
      const used = [...uses.get(v)].sort();
      lines.push(`  - \`${v}\`${used.length ? ' → ' + used.join(', ') : ''}`);
    }
  }
  return lines.join('\n');
}

/** The crates' source folders: each crate folder's `src` and the app's `src`. */
function crateDirs() {
  const crates = readdirSync(join(root, 'crates'))
    .map((name) => `crates/${name}/src`)
    .filter((dir) => existsSync(join(root, dir)));
  return [...crates, 'src'];
}

const args = process.argv.slice(2);
if (args[0] === '--print') {
  console.log(plan(crateGraph(args[1] ?? ENGINE).uses));
  process.exit(0);
}

const problems = [];
for (const dir of crateDirs()) {
  const { uses } = crateGraph(dir);
  const known = (KNOWN[dir] ?? []).map((c) => c.join(', '));
  for (const component of circles(uses)) {
    if (known.includes(component.join(', '))) continue;
    const inside = component.map((v) => {
      const used = [...uses.get(v)].filter((w) => component.includes(w)).sort();
      return `\n    ${v} → ${used.join(', ')}`;
    });
    problems.push(`${dir}: a circle of modules that use one another:${inside.join('')}`);
  }
}
// Published crates kept as published (crates/patched/, each with its PATCHED.md) are not ours
// to split.
const all = sources('.').filter(
  (f) => !f.split(sep).includes('tests') && !f.startsWith(join('crates', 'patched')),
);
for (const file of all) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n').length - 1;
  if (lines > MOST_LINES) problems.push(`${file}: ${lines} lines, more than ${MOST_LINES}`);
}

const docPath = join(root, DOC);
const doc = readFileSync(docPath, 'utf8');
const [before, after] = [doc.indexOf(BEGIN), doc.indexOf(END)];
const written = `${BEGIN}\n${plan(crateGraph(ENGINE).uses)}\n${END}`;
if (args[0] === '--write') {
  const next =
    before >= 0 && after > before
      ? doc.slice(0, before) + written + doc.slice(after + END.length)
      : `${doc.trimEnd()}\n\n## Floor plan\n\n${written}\n`;
  writeFileSync(docPath, next);
  console.log(`${DOC}: floor plan written`);
} else if (before < 0 || after < before || doc.slice(before, after + END.length) !== written) {
  problems.push(`${DOC}: the floor plan is not today's; run node scripts/floors.mjs --write`);
}

for (const problem of problems) console.log(problem);
if (problems.length) process.exit(1);
console.log('floors: no circle among any crate\'s modules, no source file over 600 lines');
