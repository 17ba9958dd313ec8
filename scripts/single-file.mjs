// Builds the single-file edition next to dist/: one self-contained HTML file with the CSS, the
// JS glue and the wasm (base64) inlined, which opens straight from the disk (file://) and plays
// offline. Saves use the browser's storage for that file, as in the served app.
//
//   node scripts/single-file.mjs        (after the release build into dist/)

import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withPolicy } from './csp.mjs';
import { unpackWasm } from '../public/wasm-loader.js';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(root, 'dist-single');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const jsName = html.match(/from '\.\/(lamorisse-[0-9a-f]+\.js)'/)?.[1];
// The wasm travels LZMA-packed in dist/ (scripts/pack-wasm.mjs); it is inlined unpacked.
const wasmName = html.match(/fetch\('\.\/(lamorisse-[0-9a-f]+_bg\.wasm\.lzma)'/)?.[1];
const cssName = html.match(/href=["']?\.\/(main-[0-9a-f]+\.css)/)?.[1];
if (!jsName || !wasmName || !cssName) {
  console.error('single-file: dist/index.html does not name the expected JS, wasm and CSS files');
  process.exit(1);
}
// The glue (minified by scripts/pwa.mjs) as a plain script: its `export` keywords and
// `export{local as name}` lists go; the default export is the function that starts the wasm.
let glue = readFileSync(join(dist, jsName), 'utf8');
const renamed = new Map();
glue = glue.replace(/export\s*\{([^}]*)\};?/g, (_, list) => {
  for (const item of list.split(',')) {
    const [local, name = local] = item.trim().split(/\s+as\s+/);
    if (local) renamed.set(name, local);
  }
  return '';
});
// Exported functions become the bindings the browser tests call, as in the served app.
const exported = [...glue.matchAll(/export function (\w+)/g)].map((m) => m[1]);
glue = glue.replace(/export (function|class) /g, '$1 ');
const init = renamed.get('default');
if (!init) {
  console.error('single-file: the JS glue has no default export to start the wasm');
  process.exit(1);
}
const wasm = Buffer.from(await unpackWasm(new Uint8Array(readFileSync(join(dist, wasmName))))).toString('base64');
const css = readFileSync(join(dist, cssName), 'utf8');
// The rules pages' text, which the served app fetches when a player opens the rules
// (src/ui/rules_pages.rs), travels inside the file as a data block.
// (One file a language, `rules/<code>.txt`, each its own block.)
const rulesBlocks = readdirSync(join(dist, 'rules'))
  .filter((name) => name.endsWith('.txt'))
  .map((name) => `<script type="text/plain" id="rules-${name.slice(0, -4)}">${readFileSync(join(dist, 'rules', name), 'utf8').replaceAll('</script', '<\\/script')}</script>`)
  .join('');
// The Europe 1810 and Roman Empire drawings, which the served app fetches when a board needs
// them (src/ui/board/drawings.rs), travel inside the file too, base64-encoded.
const drawingBlocks = readdirSync(join(dist, 'boards', 'drawings'))
  .filter((name) => name.endsWith('.bin'))
  .map((name) => `<script type="text/plain" id="drawing-${name.slice(0, -4)}">${readFileSync(join(dist, 'boards', 'drawings', name)).toString('base64')}</script>`)
  .join('');
// Each language's fixed words (src/ui/words/tables.rs), which the served app fetches.
const wordBlocks = readdirSync(join(dist, 'words'))
  .filter((name) => name.endsWith('.txt'))
  // (`en-<version>.txt`: scripts/pack-wasm.mjs names them after their contents.)
  .map((name) => `<script type="text/plain" id="words-${name.replace(/-[0-9a-f]{16}\.txt$|\.txt$/, '')}">${readFileSync(join(dist, 'words', name), 'utf8').replaceAll('</script', '<\\/script')}</script>`)
  .join('');
const rulesBlock = `${rulesBlocks}${drawingBlocks}${wordBlocks}`;

// The bots' wasm and its loader (public/bots/thinker.js, minified: its own scope, so its short
// names meet none of the glue's) travel inside the file too: here the bots think on the page (a
// page opened from the disk may start no worker of its own files). Defined before the app
// starts, which may resume a game with bots at once.
const botsWasm = readFileSync(join(dist, 'bots', 'bots.wasm')).toString('base64');
let thinkerName = 'thinker';
const thinkerCode = readFileSync(join(dist, 'bots', 'thinker.js'), 'utf8')
  .replace(/export\s*\{\s*(\w+)(?:\s+as\s+thinker)?\s*\};?/, (_, local) => { thinkerName = local; return ''; })
  .replace(/export (async function|function) /g, '$1 ');

const boot = `
const botsBytes = Uint8Array.from(atob(${JSON.stringify(botsWasm)}), (c) => c.charCodeAt(0));
const botsThinker = (() => { ${thinkerCode}; return ${thinkerName}; })();
let botsReady = null;
window.lamorisseBots = (request, reply) => (botsReady ??= botsThinker(botsBytes))
  .then((ask) => reply(ask(request)), (error) => reply(JSON.stringify({ refused: String(error) })));
${glue}
const wasmBytes = Uint8Array.from(atob(${JSON.stringify(wasm)}), (c) => c.charCodeAt(0));
await ${init}({ module_or_path: wasmBytes });
window.wasmBindings = { ${exported.join(', ')} };
`;

const head = html
  .replace(/<link[^>]*rel=["']?stylesheet["']?[^>]*>/, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`)
  .replace(/<link[^>]*rel=["']?(icon|manifest|apple-touch-icon|modulepreload|preload)["']?[^>]*>/g, '')
  // (The served page's first script starts the packed wasm's download: not here.)
  .replace(/<script id=["']?wasm-start["']?>[\s\S]*?<\/script>/, '')
  .replace(/<script type=["']?module["']?>[\s\S]*?<\/script>/, () => `${rulesBlock}<script type="module">${boot.replaceAll('</script', '<\\/script')}</script>`);
mkdirSync(out, { recursive: true });
// The policy again, for the inlined script and style.
writeFileSync(join(out, 'lamorisse.html'), withPolicy(head));
console.log(`single-file: dist-single/lamorisse.html, ${(head.length / 1024).toFixed(0)} KB`);
