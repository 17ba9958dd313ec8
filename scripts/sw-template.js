// Lamorisse's service worker (written by scripts/pwa.mjs at build time): caches every file at
// the first visit under a versioned cache, serves from the cache first, and drops old caches.
const CACHE = 'lamorisse-__VERSION__';
const ASSETS = __ASSETS__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      // The unpacked wasm (public/wasm-loader.js) is the page's to keep.
      .then((keys) => Promise.all(keys
        .filter((k) => k.startsWith('lamorisse-') && k !== CACHE && k !== 'lamorisse-unpacked')
        .map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(
    caches.match(event.request, { ignoreSearch: true }).then((hit) => hit ?? fetch(event.request).catch(() => caches.match('./'))),
  );
});
