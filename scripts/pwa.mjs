// Trunk post-build hook: makes the app installable and offline. In Trunk's staging directory
// it packs the wasm with LZMA (scripts/pack-wasm.mjs), renders the PNG icons from
// public/icon.svg, writes the web app manifest, puts the Content-Security-Policy in
// index.html, and writes the service worker with the list of every built file and a cache
// version derived from them.
//
// Run by Trunk (see Trunk.toml); TRUNK_STAGING_DIR names the directory being built.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import UPNG from 'upng-js';
import { minify } from 'terser';
import { withPolicy } from './csp.mjs';
import { onDemand } from './first-load.mjs';
import { indexedPng } from './indexed-png.mjs';
import { packWasm } from './pack-wasm.mjs';

const root = join(import.meta.dirname, '..');
const staging = process.env.TRUNK_STAGING_DIR ?? join(root, 'dist');
const svg = readFileSync(join(root, 'public/icon.svg'));

// The wasm-bindgen glue and the wasm's loader minified (Trunk leaves the glue as written),
// with their integrity hashes in index.html brought up to date: every byte counts towards the
// first-load budget (docs/performance.md).
const page = join(staging, 'index.html');
let html = await packWasm(staging, readFileSync(page, 'utf8'));
for (const file of readdirSync(staging).filter((f) => f.endsWith('.js') && f !== 'sw.js')) {
  const path = join(staging, file);
  const { code } = await minify(readFileSync(path, 'utf8'), { module: true, compress: true, mangle: true });
  writeFileSync(path, code);
  const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  html = html.replace(new RegExp(`<link[^>]*href=["']?\\.?/?${file.replaceAll('.', '\\.')}[^>]*>`, 'g'),
    (tag) => tag.replace(/integrity=["']?sha384-[A-Za-z0-9+/=]+["']?/, `integrity=${integrity}`));
}
// The link module (loaded on demand, docs/multi-device.md) and the bots' modules (docs/bots.md)
// minified too, when they are there.
for (const module of ['link/link.js', 'bots/bots.js', 'bots/worker.js', 'bots/thinker.js']) {
  const path = join(staging, module);
  if (!existsSync(path)) continue;
  const { code } = await minify(readFileSync(path, 'utf8'), { module: true, compress: true, mangle: true });
  writeFileSync(path, code);
}

// Icons at the sizes tablets and phones ask for (Android 192 and 512; iOS scales the 192 for
// its home screen).
mkdirSync(join(staging, 'icons'), { recursive: true });
const sizes = [192, 512];
for (const size of sizes) {
  // Re-encoded losslessly as a palette image (fewer than 200 colours), or with UPNG's better
  // filters and deflate should the icon ever have more than 256: every file counts towards the
  // first-load budget (docs/performance.md).
  const { pixels } = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render();
  const rgba = pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength);
  const png = indexedPng(pixels, size, size) ?? Buffer.from(UPNG.encode([rgba], size, size, 0));
  writeFileSync(join(staging, 'icons', `icon-${size}.png`), png);
}
writeFileSync(join(staging, 'icons', 'icon.svg'), svg);

const manifest = {
  name: 'Lamorisse',
  short_name: 'Lamorisse',
  description: 'The world-conquest board game, five editions in one, offline and pass-and-play.',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'any',
  background_color: '#f4efe3',
  theme_color: '#1d3557',
  icons: [
    ...sizes.map((size) => ({ src: `icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
    { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
writeFileSync(join(staging, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

// The Content-Security-Policy, with the hashes of the page's inline scripts (scripts/csp.mjs).
writeFileSync(page, withPolicy(html));

// Every file the app needs, relative to the service worker.
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(staging, path)];
  });
}
const assets = files(staging).filter((f) => f !== 'sw.js').sort();
const hash = createHash('sha256');
for (const file of assets) hash.update(file).update(readFileSync(join(staging, file)));
const version = hash.digest('hex').slice(0, 16);
// The files loaded on demand (first-load.mjs ON_DEMAND) are cached after the others.
const now = assets.filter((f) => !onDemand(f));
const later = assets.filter(onDemand);
const worker = readFileSync(join(root, 'scripts/sw-template.js'), 'utf8')
  .replace('__VERSION__', version)
  .replace('__ASSETS__', JSON.stringify(['./', ...now.map((f) => `./${f}`)]))
  .replace('__LATER__', JSON.stringify(later.map((f) => `./${f}`)));
writeFileSync(join(staging, 'sw.js'), worker);
console.log(`pwa: ${now.length} files cached as lamorisse-${version}, then ${later.length} loaded on demand`);
