// Service worker: offline play, installability, fast repeat visits.
//
// One build is one version: the build (cmake/SiteVersion.cmake) writes the
// version and the SHA-256 of every file of the site into VERSION and FILES
// below, so any changed file changes this script and the browser installs
// the new version in the background. Install fetches every file of the new
// version into a cache of its own and checks each against its hash (a site
// caught half-deployed fails the install, the old version stays). Files are
// served cache-first from the cache of this worker's version only, and a new
// version waits until no page of the old one is open (no skipWaiting), so a
// page and its bot worker never get files of two versions. Activation drops
// the caches of older versions.
//
// Fast repeat visits: where the browser has static routes
// (InstallEvent.addRoutes), each version routes its files, asked for
// without a query, straight to its own cache: the browser answers them
// without starting this worker or running its fetch handler. A request
// with a query (index.html?bots=fast), or in a browser without routes,
// goes through the fetch handler below, which serves the same cache.
'use strict';

const VERSION = 'dev';
const FILES = {};
const CACHE = `contract-rummy-${VERSION}`;
const PREFIX = 'contract-rummy-';

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

// The routes of this version: its files, without a query, from its cache.
// Routes belong to the version that adds them, as its cache does, so a page
// keeps the version it started with. A miss goes to the network.
function addRoutes(event) {
  if (typeof event.addRoutes !== 'function') return;
  const scope = new URL(self.registration.scope).pathname;
  const literal = (text) => text.replace(/[\\:*?+(){}]/g, '\\$&');  // URLPattern's syntax characters
  const routes = Object.keys(FILES).map((path) => ({
    condition: { urlPattern: { pathname: literal(scope + path), search: '' }, requestMethod: 'GET' },
    source: { cacheName: CACHE },
  }));
  // Routes this browser cannot take leave every request to the fetch handler.
  const refused = (err) => console.warn('service worker routes not added: ' + err.message);
  try { event.addRoutes(routes).catch(refused); } catch (err) { refused(err); }
}

self.addEventListener('install', (event) => {
  addRoutes(event);
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(Object.entries(FILES).map(async ([path, hash]) => {
      const response = await fetch(new Request(path, { cache: 'reload' }));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      const body = await response.clone().arrayBuffer();
      if (await sha256(body) !== hash) throw new Error(`${path} is not the file of version ${VERSION}`);
      await cache.put(path, response);
    }));
  })().catch(async (err) => {
    await caches.delete(CACHE);
    throw err;
  }));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys())
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    // A first visit's page becomes controlled at once (offline from then on).
    await self.clients.claim();
  })());
});

// This version's cache, opened once per start of the worker.
let opened = null;
const versionCache = () => opened || (opened = caches.open(CACHE));

// The file a request asks for: its path relative to the scope, without the
// query (the page is the same with ?bots=fast); the site root is index.html.
function fileOf(request) {
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const path = url.pathname.slice(scope.pathname.length);
  return path === '' ? 'index.html' : path;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const file = fileOf(request);
  if (file === null || !(file in FILES)) return;  // not part of the site: the network as usual
  event.respondWith((async () => {
    const cached = await (await versionCache()).match(file);
    return cached || fetch(request);
  })());
});
