// What a first visit downloads: every file of dist/ (the service worker precaches them all,
// icons included, so every board plays offline), each as gzip -9 sends it, but the files loaded
// on demand (ON_DEMAND). Shared by scripts/size-check.mjs (the check that fails) and
// scripts/budgets.mjs (the report).

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The first-load ceiling in KB (1,024 bytes): 428 since issue 37 (418 KB reached plus 10 KB of
 * headroom); issue 38's link glue is paid for by the rules pages' text, now loaded on demand;
 * issue 50's 11 KB paid back by the bots' code leaving for their worker's wasm (issue 51): 415 KB
 * reached, so 425; 426 since the font primer (0.7 KB, 2026-12-06), which keeps the game's first
 * frames from waiting on font lookups; 420 since issue 52 (414.2 KB reached: eight languages, Fluent's
 * parser out of the page) (docs/performance.md "The first-load ceiling").
 * Sizes are deterministic, so the build can only grow on purpose: raising it is a decision
 * written in docs/performance.md ("The first-load ceiling"), with the figures behind it.
 */
export const CEILING_KB = 420;

/** Every file under `dir`. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/**
 * Folders of dist/ loaded only when a player asks for them: link/ (playing across devices,
 * issue 38: link.js and its wasm, imported when a player hosts or joins). The service worker
 * caches them once the app's own files are in (scripts/sw-template.js), so they are not part
 * of what the first visit waits for (docs/multi-device.md); rules/ (the rules pages'
 * paragraphs in both languages, fetched when a player opens the rules: docs/performance.md);
 * boards/ (importing a board someone drew, issue 40: the Boards page, its storage and the
 * import wasm, loaded when a player opens the Boards page or has imported boards: docs/boards.md);
 * bots/ (the bots' worker and wasm, when a game with bots starts); icons/ (the installed app's
 * icons: the page shows none of them, a browser reads them when the app is installed or added
 * to a home screen, and the service worker keeps them with the others, so an installed app
 * has them offline; docs/performance.md "The icons wait"); words/ (each language's fixed words,
 * issue 52: a first visit loads its own language's table, a language chosen later is fetched
 * then; all are kept by the service worker once it is active).
 */
export const ON_DEMAND = ['link/', 'rules/', 'boards/', 'bots/', 'icons/', 'words/'];

/** The one file of an on-demand folder every first visit is counted with: the English words,
 * the language a first visit opens in unless its browser asks for another (whose table is
 * about as big: docs/i18n.md). */
const FIRST_LANGUAGE = /^words\/en(-[0-9a-f]{16})?\.txt$/;

/** Whether a file of dist/ (relative, '/'-separated) is loaded on demand. */
export const onDemand = (file) => {
  const path = file.replaceAll('\\', '/');
  return !FIRST_LANGUAGE.test(path) && ON_DEMAND.some((folder) => path.startsWith(folder));
};

/** Each file of `dist` with its raw and gzipped bytes, biggest (gzipped) first; with
 * `{ demand: true }`, the files loaded on demand instead. */
export function firstLoad(dist, { demand = false } = {}) {
  return files(dist)
    .filter((path) => onDemand(relative(dist, path)) === demand)
    .map((path) => {
      const bytes = readFileSync(path);
      return { file: relative(dist, path), raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipped - a.gzipped);
}

/** Kilobytes (1,024 bytes) with one decimal. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);
