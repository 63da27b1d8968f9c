// Offline play: register the service worker (sw.js, written by build.py) once the page is
// ready, so its download of the whole site never slows the first start; when a new
// deployment has been installed beside the running one, offer a reload.
(() => {
  "use strict";
  const root = document.documentElement;
  let reloading = false;
  // The memory snapshot web/boot.js restores (build.py writes its name; null: none).
  const SNAPSHOT = "__SNAPSHOT__";

  // Where no service worker can be had (none in this browser, or refused), the page keeps
  // the snapshot itself, unpacked, in a cache the worker would clear once it is there:
  // the next visit then restores it all the same.  Only after the page is ready, so a
  // first visit downloads nothing more before it plays.
  const keepSnapshot = async (why) => {
    if (!SNAPSHOT || !("caches" in self) || typeof DecompressionStream === "undefined") return;
    try {
      const cache = await caches.open(`cadogan-patience ${new URL("./", location.href)} snapshot`);
      for (const request of await cache.keys()) {
        if (!request.url.endsWith(`/${SNAPSHOT}`)) await cache.delete(request);
      }
      if (await cache.match(`./${SNAPSHOT}`)) return;
      const packed = await fetch(`./${SNAPSHOT}.gz`);
      if (!packed.ok) throw new Error(`HTTP ${packed.status}`);
      const bytes = await new Response(
        packed.body.pipeThrough(new DecompressionStream("gzip")),
      ).arrayBuffer();
      await cache.put(`./${SNAPSHOT}`, new Response(bytes));
      console.info(`The snapshot is kept by the page (${why}).`);
    } catch (error) {
      console.warn("No memory snapshot for faster starts:", error);
    }
  };

  const offer = (registration) => {
    const notice = document.getElementById("update");
    if (!notice || !registration.waiting) return;
    notice.hidden = false;
    document.getElementById("update-reload").addEventListener("click", () => {
      reloading = true;
      // The new worker takes over, then the page reloads (on controllerchange); if it
      // has taken over already, reload now.
      if (registration.waiting) registration.waiting.postMessage("skip-waiting");
      else location.reload();
    }, { once: true });
  };

  const register = async () => {
    if (!("serviceWorker" in navigator)) return keepSnapshot("no service worker here");
    let registration;
    try {
      registration = await navigator.serviceWorker.register("./sw.js");
    } catch (error) {
      console.warn("No offline play:", error);
      return keepSnapshot("the service worker was refused");
    }
    // Refused without an error (as where workers are blocked).
    if (!registration) return keepSnapshot("the service worker was refused");
    // Only an update has a worker already in charge: a first install needs no reload.
    const watch = (worker) => worker && worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer(registration);
    });
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration);
    watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    // Look for a new deployment whenever the player comes back to the page.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => {});
    });
  };

  navigator.serviceWorker?.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });

  if (root.dataset.ready === "true") {
    register();
  } else {
    const watcher = new MutationObserver(() => {
      if (root.dataset.ready === "true") {
        watcher.disconnect();
        register();
      }
    });
    watcher.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();
