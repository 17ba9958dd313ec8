// Moves the interface's fixed words into the catalogs (issue 52, docs/i18n.md "The interface's
// fixed words"): every `say(lang, "English", "Français")` and `tr(lang, "English", "Français")`
// of the Rust sources named becomes `say(lang, W::NAME)` / `word(lang, W::NAME)`, and the pair
// a message of `public/locales/{en,fr}/interface.ftl` (added to the file, one section a source
// file; a pair already there keeps its id). `build.rs` turns the catalog into the constants.
// The words are the same, byte for byte; a pair with a placeholder is left for a message with
// variables.
//
//   node scripts/move-words.mjs src/ui/stats_panel.rs [more files or folders...]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { literals } from './french-typography.mjs';

const root = join(import.meta.dirname, '..');
const catalog = (lang) => join(root, 'public', 'locales', lang, 'interface.ftl');

/** Every `.rs` file under `path`. */
function sources(path) {
  if (!statSync(path).isDirectory()) return path.endsWith('.rs') ? [path] : [];
  return readdirSync(path).flatMap((name) => sources(join(path, name)));
}

/** A text as a Fluent value on one line: braces and the spaces at either end as literals. */
function fluentValue(text) {
  if (text.includes('\n')) throw new Error(`a text on two lines: ${JSON.stringify(text)}`);
  let body = text.replace(/[{}]/g, (c) => `{"${c}"}`);
  body = body.replace(/^ +/, (s) => `{"${s}"}`).replace(/ +$/, (s) => `{"${s}"}`);
  return body.startsWith('[') || body.startsWith('*') || body.startsWith('.') ? `{""}${body}` : body;
}

/** The messages already in the catalogs: id → [English, French] as written there. */
function known() {
  const read = (lang) => {
    let text = '';
    try { text = readFileSync(catalog(lang), 'utf8'); } catch { return new Map(); }
    return new Map([...text.matchAll(/^(ui-[\w-]+) = (.*)$/gm)].map((m) => [m[1], m[2]]));
  };
  const [en, fr] = [read('en'), read('fr')];
  return new Map([...en].map(([id, value]) => [`${value}\u0000${fr.get(id)}`, id]));
}

/** An id from the English words: `ui-` and its first six words. */
function idOf(english, taken) {
  const words = english.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .split(/[^a-z0-9]+/).filter(Boolean).slice(0, 6);
  const base = `ui-${words.join('-') || 'text'}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The constant's name for an id: `ui-game-log` is `GAME_LOG`. */
export const constantOf = (id) => id.slice(3).toUpperCase().replaceAll('-', '_').replace(/^(\d)/, 'N$1');

function main() {
  const targets = process.argv.slice(2);
  const byPair = known();
  const taken = new Set(byPair.values());
  const added = { en: [], fr: [] };
  for (const file of targets.flatMap((t) => sources(t.startsWith('/') ? t : join(root, t)))) {
    const text = readFileSync(file, 'utf8');
    const lits = literals(text);
    const edits = [];
    const section = [];
    for (let k = 0; k + 1 < lits.length; k += 1) {
      const [a, b] = [lits[k], lits[k + 1]];
      const call = a.before.match(/\b(say|tr)\(\s*([\w.]+(?:\(\))?)\s*,\s*$/);
      if (!call || text[a.from - 1] !== '"' || text[b.from - 1] !== '"') continue;
      if (!/^\s*,\s*$/.test(b.before)) continue;
      const after = text.slice(b.to + 1).match(/^\s*,?\s*\)/);
      if (!after) continue;
      const pair = `${fluentValue(a.text)}\u0000${fluentValue(b.text)}`;
      let id = byPair.get(pair);
      if (!id) {
        id = idOf(a.text, taken);
        taken.add(id);
        byPair.set(pair, id);
        section.push([id, a.text, b.text]);
      }
      const start = a.from - 1 - (a.before.length - call.index);
      const end = b.to + 1 + after[0].length;
      const fn = call[1] === 'say' ? 'say' : 'word';
      edits.push([start, end, `${fn}(${call[2]}, W::${constantOf(id)})`]);
      k += 1;
    }
    if (!edits.length) continue;
    let out = text;
    for (const [start, end, replacement] of edits.toReversed()) {
      out = out.slice(0, start) + replacement + out.slice(end);
    }
    if (!/use crate::ui::words::/.test(out)) {
      const uses = [...out.matchAll(/^use [^;]+;\n/gm)];
      const last = uses.at(-1);
      const at = last ? last.index + last[0].length : 0;
      const names = edits.some(([, , r]) => r.startsWith('word(')) ? '{W, word}' : 'W';
      out = `${out.slice(0, at)}use crate::ui::words::${names};\n${out.slice(at)}`;
    }
    writeFileSync(file, out);
    const name = relative(root, file);
    if (section.length) {
      added.en.push(`\n## ${name}\n\n${section.map(([id, en]) => `${id} = ${fluentValue(en)}\n`).join('')}`);
      added.fr.push(`\n## ${name}\n\n${section.map(([id, , fr]) => `${id} = ${fluentValue(fr)}\n`).join('')}`);
    }
    console.log(`${name}: ${edits.length} texts, ${section.length} new messages`);
  }
  for (const lang of ['en', 'fr']) {
    let text = '';
    try { text = readFileSync(catalog(lang), 'utf8'); } catch {
      text = "# The interface's fixed words (issue 52): one message a text the screens show, a section\n" +
        '# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.\n';
    }
    writeFileSync(catalog(lang), text + added[lang].join(''));
  }
}

if (process.argv[1] === import.meta.filename) main();
