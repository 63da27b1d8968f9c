// Offline play: register the service worker (sw.js, written by build.py) once the page is
// ready, so its download of the whole site never slows the first start; when a new
// deployment has been installed beside the running one, offer a reload.
(() => {
  "use strict";
  if (!("serviceWorker" in navigator)) return;
  const root = document.documentElement;
  let reloading = false;

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
    let registration;
    try {
      registration = await navigator.serviceWorker.register("./sw.js");
    } catch (error) {
      console.warn("No offline play:", error);
      return;
    }
    if (!registration) return; // refused without an error (as where workers are blocked)
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

  navigator.serviceWorker.addEventListener("controllerchange", () => {
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
