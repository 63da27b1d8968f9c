// The service worker: the whole site (Pyodide included) kept in one cache per build, so
// the page opens and plays with no network.  build.py writes the build's hash and the
// list of files in place of the two placeholders below.
"use strict";

const VERSION = "__BUILD_HASH__";
const FILES = __BUILD_FILES__;
// Caches are per origin: the scope keeps two copies of the site on one host apart.
const PREFIX = `cadogan-patience ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Revalidated, so a stale copy in the HTTP cache never slips into a new build.
    await cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" })));
    // With no page open there is nobody to disturb; else an update waits for the
    // player's reload (a first install takes over at once in any case).
    const pages = await self.clients.matchAll({ includeUncontrolled: true });
    if (!pages.length) await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page's address (with or without index.html, any query) is the cached page.
    const key = url.pathname.endsWith("/") ? new URL("index.html", url) : request;
    const cached = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
    return cached || fetch(request);
  })());
});
