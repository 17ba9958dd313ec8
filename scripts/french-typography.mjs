// French typography in the Rust sources' string literals (docs/ui.md "Words"): a narrow
// no-break space (U+202F) before « : ; ! ? % » and inside « », never a plain space, a U+00A0 or
// none; a curly apostrophe (’), never a straight one. No literal may put a plain space or U+00A0 there (English writes no space at all); a
// literal known to be French (the second text of `tr`/`say`, the second of an ("en", "fr")
// pair, a `Lang::Fr =>` arm, a `*_fr:` field, or French by its words) must put U+202F before
// each of « : ; ! ? % » and inside « ». Exits 1 on findings.
//   node scripts/french-typography.mjs [--fix] [files or folders...]   (default: src,
//   crates/engine/src, and the English and French catalogs of public/locales/); --fix mends what
//   it finds in the Rust sources, in place.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const NNBSP = '\u202f';

/** Every `.rs` and Fluent `.ftl` file under `path`. */
function sources(path) {
  if (!statSync(path).isDirectory()) return /\.(rs|ftl)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sources(join(path, name)));
}

/** Decodes the escapes of a Rust string literal's body. */
function unescape(body) {
  return body.replace(/\\(u\{([0-9a-fA-F]+)\}|x([0-9a-fA-F]{2})|\n\s*|.)/g, (_, all, u, x) => {
    if (u) return String.fromCodePoint(parseInt(u, 16));
    if (x) return String.fromCharCode(parseInt(x, 16));
    if (all.startsWith('\n')) return '';
    return { n: '\n', t: '\t', r: '\r', 0: '\0' }[all] ?? all;
  });
}

/**
 * The string literals of a Rust source, each with its line, its decoded text and the code
 * between it and the literal before (comments, char literals and lifetimes skipped).
 */
export function literals(text) {
  const found = [];
  let code = '';
  let line = 1;
  let i = 0;
  const take = (end) => {
    const part = text.slice(i, end);
    line += part.split('\n').length - 1;
    i = end;
    return part;
  };
  while (i < text.length) {
    const c = text[i];
    const rest = text.slice(i, i + 3);
    if (rest.startsWith('//')) {
      const end = text.indexOf('\n', i);
      take(end < 0 ? text.length : end);
    } else if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      take(end < 0 ? text.length : end + 2);
    } else if (/^b?r#*"/.test(text.slice(i, i + 12)) && !/\w/.test(text[i - 1] ?? '')) {
      const [open, hashes] = text.slice(i).match(/^b?r(#*)"/);
      const close = `"${hashes}`;
      const [start, from] = [line, i + open.length];
      const end = text.indexOf(close, from);
      const body = take(end + close.length).slice(open.length, -close.length);
      found.push({ line: start, text: body, before: code, from, to: end });
      code = '';
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const [start, from] = [line, i + 1];
      const body = take(j + 1).slice(1, -1);
      found.push({ line: start, text: unescape(body), before: code, from, to: j });
      code = '';
    } else if (c === "'") {
      // A char literal ('x', '\'', '\u{202f}') or a lifetime ('a).
      const m = text.slice(i).match(/^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/u);
      code += take(m ? i + m[0].length : i + 1);
    } else {
      code += take(i + 1);
    }
  }
  return found;
}

/** French words no English text uses, two of which make a text French. */
const FRENCH_WORDS = new Set(['les', 'des', 'vous', 'votre', 'vos', 'une', 'est', 'pour', 'avec',
  'dans', 'sur', 'qui', 'pas', 'aux', 'au', 'et', 'un', 'du', 'ne', 'ce', 'cette', 'à', 'été']);

/** Whether a text reads as French by its words. */
function soundsFrench(text) {
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter((w) => FRENCH_WORDS.has(w)));
  return words.size >= 2;
}

/** Marks each literal French when its context says so. */
export function markFrench(found) {
  let mode = null; // The language of the match arm being read.
  let pending = null; // A `Lang::X` seen, waiting for its `=>`.
  let depth = 0;
  let armDepth = 0;
  // A file that names its language by a boolean (`let en = lang == Lang::En`) matches on it.
  const byBool = found.some((lit) => /\blet\s+en\s*=\s*lang\s*==\s*Lang::En/.test(lit.before));
  for (let k = 0; k < found.length; k += 1) {
    const lit = found[k];
    // The code before the literal, token by token: language markers, arrows and braces.
    for (const [token] of lit.before.matchAll(/Lang::(En|Fr)|\b(true|false)\b|=>|[{}();]|\bfn\b/g)) {
      if (token.startsWith('Lang::')) pending = token.endsWith('Fr') ? 'fr' : 'en';
      else if (token === 'true' || token === 'false') {
        // The first boolean of an arm's pattern is the language's: `(false, true) =>`.
        if (byBool && pending === null) pending = token === 'false' ? 'fr' : 'en';
      } else if (token === '=>') {
        // Another arm of the same match ends the language's.
        if (pending) [mode, armDepth] = [pending, depth];
        else if (depth <= armDepth) mode = null;
        pending = null;
      } else if (token === '{' || token === '(') depth += 1;
      else if (token === '}' || token === ')') {
        depth -= 1;
        if (depth < armDepth) mode = null;
      } else if (token === 'fn') [mode, pending] = [null, null];
      else if (token === ';') {
        pending = null;
        if (depth <= armDepth) mode = null;
      }
    }
    // A `Lang::X` between this literal and the arrow (a call such as `armies(Lang::Fr, n)`
    // inside an arm) is not an arm.
    if (pending && !/=>/.test(lit.before)) pending = null;
    const second = k > 0 && /^\s*,\s*$/.test(lit.before) &&
      /\b(tr|say|replay_refusal)\s*\(\s*[\w.]+(\(\))?\s*,\s*$/.test(found[k - 1].before);
    const field = /\b\w+_fr\s*:\s*$/.test(lit.before);
    // An ("English", "French") pair.
    const pair = k > 0 && /^\s*,\s*$/.test(lit.before) && /[([]\s*$/.test(found[k - 1].before) &&
      /^\s*,?\s*[)\]]/.test(found[k + 1]?.before ?? ')');
    lit.french = second || field || pair || mode === 'fr' || soundsFrench(lit.text);
  }
  return found;
}

/** What is wrong with a literal's French typography, if anything. */
export function faults(lit) {
  const text = lit.text;
  const out = [];
  if (/[ \u00a0][:;!?%»]/.test(text) || /«[ \u00a0]/.test(text)) {
    out.push('a plain or U+00A0 space before : ; ! ? % » or after «');
  }
  if (lit.french) {
    // Placeholders such as {x:.1} and {:+.1} are code, not text.
    const words = text.replaceAll('{NARROW_NBSP}', NNBSP).replace(/\{[^{}]*\}/g, 'x');
    if (/[^\u202f\s][:;!?%»]/.test(words.replace(/:\/\//g, '')) || /«[^\u202f]/.test(words)) {
      out.push('no narrow no-break space (U+202F) before : ; ! ? % » or after «');
    }
    if (/\p{L}'\p{L}/u.test(text)) out.push("a straight apostrophe (') where French writes ’");
    out.push(...wording(text));
  }
  return out;
}

/** The counted nouns a number must stay beside on the line. */
const UNITS = 'régiments?|sesterces?|armées?|territoires?|cartes?|points?|ports?|potions?|dés';

/**
 * What a French reader would correct in a French text's wording (issue 50): a number split from
 * its unit at the end of a line ("4 ⏎ sesterces" wants a no-break space, U+00A0 or U+202F),
 * "règles standards" (standard is invariable), a capital after a colon (but a proper noun), two
 * colons in one sentence, and a sentence beginning with "Ou".
 */
export function wording(text) {
  const out = [];
  const words = text.replace(/\{[^{}]*\}/g, '9');
  if (new RegExp(`(^|[^\\p{L}])\\d+ (${UNITS})(?!\\p{L})`, 'u').test(words)) {
    out.push('a plain space between a number and its unit (write U+00A0)');
  }
  if (/\bstandards\b/.test(text)) out.push('"standards" where French writes the invariable "standard"');
  // A capital after " : " opens a sentence only for a proper noun: the words allowed here.
  const capital = [...text.matchAll(/\u202f: (\p{Lu}\p{Ll}*)/gu)].map((m) => m[1]);
  const proper = /^(I|Ada|Bruno|Chloé|Risk|RISK|QR|STUN|Europe|Afrique|Asie|Amérique|Océanie|Alaska|Napoléon|Parker|Miro)$/;
  if (capital.some((word) => !proper.test(word))) out.push('a capital after a colon (French goes on in lower case)');
  if (/(^|[.!?]\s+)Ou\b/.test(text)) out.push('a sentence beginning with "Ou" (join it to the one before)');
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if ((sentence.match(/\u202f:(?!\/\/)/g) ?? []).length > 1) out.push('two colons in one sentence');
  }
  return out;
}

/**
 * A literal's source, its typography mended: in French a U+202F before « : ; ! ? % » and
 * inside « » (a plain space or U+00A0 there replaced, a missing one added outside
 * placeholders) and a U+00A0 between a number and its unit; elsewhere a plain space before them removed and a U+00A0 made narrow.
 */
export function mend(source, french) {
  const space = /( |\u00a0|\\u\{a0\})(?=[:;!?%»])/g;
  const inside = /«( |\u00a0|\\u\{a0\})/g;
  const narrow = (escaped) => (escaped ? '\\u{202f}' : NNBSP);
  // Only French puts a space there: a no-break one means French, a plain one in English goes.
  if (!french) {
    return source
      .replace(/ (?=[:;!?%»])/g, '')
      .replace(/(\u00a0|\\u\{a0\})(?=[:;!?%»])/g, (s) => narrow(s.startsWith('\\')));
  }
  let out = source
    .replace(new RegExp(`(\\d|\\})( )(${UNITS})(?!\\p{L})`, 'gu'), '$1\\u{a0}$3')
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(space, (s) => narrow(s.startsWith('\\')))
    .replace(inside, (s) => `«${narrow(s.includes('\\'))}`);
  // A missing space, outside {placeholders} and escapes.
  const parts = out.split(/(\{[^{}]*\}|\\u\{[0-9a-fA-F]+\}|:\/\/)/);
  out = parts
    .map((part, k) => (k % 2 ? part : part.replace(/([^\s\u202f{])([:;!?%»])/g, `$1${NNBSP}$2`)
      .replace(/«(?=[^\u202f\\])/g, `«${NNBSP}`)))
    .join('');
  return out;
}

/**
 * The text of a Fluent catalog (issue 52), a line each, as literals: French in a `fr` folder.
 * A message's id, an attribute's name and a variant's key are syntax, not words.
 */
export function catalogLines(text, french) {
  return text.split('\n').flatMap((line, k) => {
    if (/^\s*(#|$)/.test(line)) return [];
    const words = line.replace(/^\s*(\*?\[[^\]]*\]|\.?[\w-]+\s*=)\s*/, '');
    return [{ line: k + 1, text: words, before: '', french }];
  });
}

/** Checks (or with --fix mends) the files named on the command line. */
function main() {
  const args = process.argv.slice(2);
  const fix = args.includes('--fix');
  const targets = args.filter((a) => a !== '--fix');
  // Of the catalogs, English's and French's: each other language keeps its own typography
  // (Spanish writes "75 %", German „…“), which a reviewer of that language checks.
  const files = (targets.length ? targets : ['src', 'crates/engine/src', 'public/locales'])
    .flatMap((t) => sources(t.startsWith('/') ? t : join(root, t)))
    .filter((file) => !file.endsWith('.ftl') || /[/\\](en|fr)[/\\][^/\\]+$/.test(file));
  let count = 0;
  for (const file of files) {
    let text = readFileSync(file, 'utf8');
    const catalog = file.endsWith('.ftl');
    const found = catalog ? catalogLines(text, /[/\\]fr[/\\]/.test(file)) : markFrench(literals(text));
    for (const lit of found.toReversed()) {
      for (const fault of faults(lit)) {
        const shown = lit.text.replaceAll('\u00a0', '⍽').replaceAll(NNBSP, '·');
        console.log(`${relative(root, file)}:${lit.line}: ${fault}: "${shown}"`);
        count += 1;
      }
      if (fix && !catalog && faults(lit).length) {
        text = text.slice(0, lit.from) + mend(text.slice(lit.from, lit.to), lit.french) + text.slice(lit.to);
      }
    }
    if (fix) writeFileSync(file, text);
  }
  const verdict = fix ? 'mended' : 'French typography faults';
  console.log(count ? `${count} ${verdict}` : `French typography is clean (${files.length} files)`);
  process.exit(count && !fix ? 1 : 0);
}

if (process.argv[1] === import.meta.filename) main();
