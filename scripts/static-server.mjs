// A tiny static file server for dist/, bound to loopback only. Used by scripts/serve.sh, the
// browser tests (e2e/harness.mjs) and scripts/budgets.mjs. Unknown paths without a file
// extension get index.html, as GitHub Pages' 404 fallback will; text and wasm go gzipped to a
// browser that accepts it, as GitHub Pages sends them.
//
//   node scripts/static-server.mjs <dir> [--port N]     (port 0 picks a free one)

import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types sent gzipped (the images are compressed already). */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt']);

/** Gzipped bodies by file, kept while the file is unchanged. */
const gzipped = new Map();

/** The file's body gzipped, from the cache while its size and time are the same. */
function gzipOf(file, body, info) {
  const key = `${info.size}:${info.mtimeMs}`;
  const hit = gzipped.get(file);
  if (hit?.key === key) return hit.body;
  const packed = gzipSync(body, { level: 9 });
  gzipped.set(file, { key, body: packed });
  return packed;
}

/**
 * Starts serving `dir` on 127.0.0.1:`port` under the URL path `prefix` (as GitHub Pages serves
 * a project site under /<repo>/); resolves to the listening server.
 */
export function serve(dir, port = 0, prefix = '/') {
  const root = resolve(dir);
  const server = createServer(async (request, response) => {
    try {
      const full = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
      if (!full.startsWith(prefix)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const path = `/${full.slice(prefix.length)}`;
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) {
        response.writeHead(403).end('forbidden');
        return;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isDirectory()) file = join(file, 'index.html');
      else if (!info && !extname(file)) file = join(root, 'index.html');
      const body = await readFile(file);
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      };
      const gzip = COMPRESSED.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (gzip) {
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      response.writeHead(200, headers);
      response.end(gzip ? gzipOf(file, body, await stat(file)) : body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', flag, value] = process.argv.slice(2);
  const port = flag === '--port' ? Number(value) : 8080;
  const server = await serve(dir, port);
  console.log(`Lamorisse is being served at http://127.0.0.1:${server.address().port}/ (Ctrl+C to stop)`);
}
