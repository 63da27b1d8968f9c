// The service worker: the whole site (Pyodide included) kept in one cache per build, so
// the page opens and plays with no network.  build.py writes the build's hash and the
// list of files in place of the two placeholders below.
"use strict";

const VERSION = "__BUILD_HASH__";
const FILES = __BUILD_FILES__;
// The memory snapshot web/boot.js restores (null: built without one).  dist/ holds it
// gzipped, as a static host sends any file it does not know as it is; a first visit's page
// inflates it as it downloads it and leaves it in a cache of its own, where the worker takes
// it from (else the worker inflates it once, here), and keeps it inflated with the Pyodide it
// belongs to, so that a returning visit does not inflate it again (0.4 s, 0.7 s at 4x).
const SNAPSHOT = "__SNAPSHOT__";
// Caches are per origin: the scope keeps two copies of the site on one host apart.
const PREFIX = `cadogan-patience ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Revalidated, so a stale copy in the HTTP cache never slips into a new build.
    await cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" })));
    if (SNAPSHOT) await keepSnapshot(cache);
    // With no page open there is nobody to disturb; else an update waits for the
    // player's reload (a first install takes over at once in any case).
    const pages = await self.clients.matchAll({ includeUncontrolled: true });
    if (!pages.length) await self.skipWaiting();
  })());
});

// Without the snapshot the page starts Python afresh, as on a first visit: a failure here
// costs speed, never the offline copy of the site.
async function keepSnapshot(cache) {
  try {
    // The page's, or an earlier deployment's: its name is a hash of what makes it, so it
    // is this one.
    const kept = await caches.match(`./${SNAPSHOT}`);
    if (kept) return await cache.put(`./${SNAPSHOT}`, kept);
    if (typeof DecompressionStream === "undefined") throw new Error("no DecompressionStream");
    const packed = await fetch(`./${SNAPSHOT}.gz`, { cache: "no-cache" });
    if (!packed.ok) throw new Error(`HTTP ${packed.status}`);
    const unpacked = packed.body.pipeThrough(new DecompressionStream("gzip"));
    const headers = { "Content-Type": "application/octet-stream" };
    // Read whole before it is stored: a download cut short must not leave half a snapshot.
    const bytes = await new Response(unpacked).arrayBuffer();
    await cache.put(`./${SNAPSHOT}`, new Response(bytes, { headers }));
  } catch (error) {
    console.warn("No memory snapshot for faster starts:", error);
  }
}

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

// The book's pictures (pictures/NNN.jpg), fetched only when a game's rules are opened:
// each is kept, once fetched, in a cache of its own that outlives the builds (a picture
// never changes), so the rules show it offline after it has been seen once.
const PICTURES = `cadogan-patience pictures ${self.registration.scope}`;
const PICTURES_PATH = new URL("pictures/", self.registration.scope).pathname;

async function picture(request) {
  const cache = await caches.open(PICTURES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (url.pathname.startsWith(PICTURES_PATH)) {
    event.respondWith(picture(request));
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page's address (with or without index.html, any query) is the cached page.
    const key = url.pathname.endsWith("/") ? new URL("index.html", url) : request;
    const cached = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
    return cached || fetch(request);
  })());
});
