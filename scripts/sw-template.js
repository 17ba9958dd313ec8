// Lamorisse's service worker (written by scripts/pwa.mjs at build time): caches every file at
// the first visit under a versioned cache, serves from the cache first, and drops old caches.
const CACHE = 'lamorisse-__VERSION__';
const ASSETS = __ASSETS__;
// Files loaded on demand (first-load.mjs ON_DEMAND: link/ when a player hosts or joins, rules/ when they open the rules,
// icons/ when the app is installed, and the others there):
// cached once the worker is active, after everything the app needs to start, so a first visit
// starts no later; should that fail, each is cached when it is first fetched.
const LATER = __LATER__;

// Caches each on-demand file not kept yet, each on its own: a download cut short (the network
// lost mid-way) costs only its own file, which the next page load fetches again. One
// `cache.addAll` would drop the whole batch for one failed file (a test that went offline a few
// milliseconds after the cache listed two of them lost the others).
function keepLater() {
  return caches.open(CACHE).then((cache) => Promise.allSettled(LATER.map((file) =>
    cache.match(file, { ignoreSearch: true }).then((hit) => hit || cache.add(file)))));
}

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
      .then(() => self.clients.claim())
      .then(keepLater)
      .catch(() => {}),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  // Every page load online fetches again what an earlier one could not keep.
  if (event.request.mode === 'navigate') event.waitUntil(keepLater());
  event.respondWith(
    caches.match(event.request, { ignoreSearch: true }).then((hit) => hit ?? fetch(event.request).then((response) => {
      const later = LATER.some((file) => new URL(file, self.registration.scope).href === event.request.url);
      if (later && response.ok) {
        const copy = response.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(event.request, copy)));
      }
      return response;
    }).catch((error) => {
      // Offline and not kept: a page load gets the app's page; a file the app fetches fails as
      // itself (the app then says it could not be loaded), never as the page's HTML.
      if (event.request.mode === 'navigate') return caches.match('./');
      throw error;
    })),
  );
});
