// Service worker: offline play and installability.
//
// Network first for everything this site serves, with the cache as the
// fallback: online, every load gets the newest build (and refreshes the
// cached copy); offline, the last build seen is served from the cache.
// The app shell is cached when the worker installs, so the first visit is
// enough to play offline afterwards. Bumping CACHE_VERSION (a change of
// format) drops the old caches on activation.
'use strict';

const CACHE_VERSION = 1;
const CACHE = `contract-rummy-shell-v${CACHE_VERSION}`;
const SHELL = [
  'index.html',
  'embed.js',
  'style.css',
  'game.js',
  'game.wasm',
  'game.data',
  'manifest.webmanifest',
  'icon-192.png',
  'icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // One by one, so a missing optional file does not stop the others.
    await Promise.all(SHELL.map(async (path) => {
      try {
        const response = await fetch(new Request(path, { cache: 'reload' }));
        if (response.ok) await cache.put(path, response);
      } catch (e) {
        // Offline during install: the fetch handler fills the cache later.
      }
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys())
      if (key.startsWith('contract-rummy-shell-') && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

// The cache key of a request: its path without the query (the page is the
// same with ?bots=fast), and the site root as index.html.
function cacheKey(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  const scope = new URL(self.registration.scope);
  if (url.href === scope.href) return new URL('index.html', scope).href;
  return url.href;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.headers.has('range')) return;
  event.respondWith((async () => {
    const key = cacheKey(request);
    try {
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') {
        const copy = response.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)).catch(() => {}));
      }
      return response;
    } catch (err) {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(key);
      if (cached) return cached;
      if (request.mode === 'navigate') {
        const page = await cache.match(new URL('index.html', self.registration.scope).href);
        if (page) return page;
      }
      throw err;
    }
  })());
});
