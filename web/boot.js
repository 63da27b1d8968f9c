// Python's start, begun as soon as this module is here (before the page is first drawn),
// as a bare loadPyodide() page begins it, rather than once PyScript has read its config,
// loaded its plugins and looked through the page: the interpreter is most of the wait,
// and PyScript's own set-up then runs while it loads.  PyScript's config (which build.py
// writes into the page) names this module as its interpreter, so PyScript runs the page's
// Python on the interpreter started here.
//
// Two ways to start, the page working the same either way (<html data-start> says which):
// - "snapshot": Pyodide restores the memory of an interpreter that build.py started and
//   had import the page's modules.  Several times faster than a start.  A returning visit
//   finds the snapshot in the service worker's cache (data-snapshot="cached"); a first
//   visit downloads it (gzipped) alongside Pyodide's WebAssembly and inflates it as it
//   arrives (data-snapshot="downloaded").  Either way it is packed (web/boot/unpack.mjs:
//   zeros left out, the WebAssembly's data as a difference) and unpacked here.  A restore needs no more of Pyodide than its
//   two modules and its WebAssembly: the standard library's zip (which the snapshot has
//   already imported what the page needs from: builder/snapshot.py proves it) is written
//   in once the page is ready, and the package index, empty, is given here.
// - "fresh": Pyodide starts, and the page's Python is imported from its bytecode
//   (python.code, compiled by build.py) by a finder of its own (web/boot/finder.py).  The
//   fallback: where a restore cannot be had (no DecompressionStream, built without a
//   snapshot) or failed (a damaged download, a damaged cache), at the cost of the failed
//   attempt; the reason is in the console and in data-start-reason.
// The snapshot holds the modules every start imports (the engine, the page, the opening
// game), not every game's: those come with python.code, fetched once the page is ready and
// handed to the finder (web/boot/finder.py), or at once when the page asks for it
// (globalThis.cadoganCode: a game other than the opening one opened before, from a link,
// the chooser or a player's last game) or when the link names another game.
// Either way the sources (python.zip) follow, for tracebacks to quote.

// What is shared with the solver's worker (the names written in by build.py, the
// snapshot's download, cache and restore, python.code) is in web/boot/interpreter.mjs,
// joined in before this file; here is what the page alone does: its root's data-
// attributes, the wait for the page to be ready, PyScript's interpreter, and the worker.

// The game a first visit opens, the one game whose module is in the snapshot.
const OPENING = "__OPENING__";

const root = document.documentElement;
// What is not needed to play waits until the page is ready (html[data-ready=true]), so
// that it takes nothing from the start: the standard library's zip after a restore, the
// sources, the snapshot kept in the cache.  At the latest after 20 s (a page that failed).
const pageReady = new Promise((resolve) => {
  setTimeout(resolve, 20_000);
  const ready = () => root.dataset.ready === "true";
  new MutationObserver((_, watch) => {
    if (ready()) {
      watch.disconnect();
      performance.mark("page-ready");
      resolve();
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
});
// What the page does once ready, that the solver's worker waits for (it takes the same
// files from the caches these fill, and takes no bandwidth from them).
const afterReady = [pageReady];

// Every module of the page importable: python.code handed to a restored interpreter's
// finder (a fresh start has it all already).  Resolves once done; a failure (the network)
// rejects, and the next call tries again.
let codeTaken = null;
function takeCode() {
  codeTaken ??= started
    .then((pyodide) => root.dataset.start === "snapshot" && handCode(pyodide))
    .catch((error) => {
      codeTaken = null;
      throw error;
    });
  return codeTaken;
}
globalThis.cadoganCode = takeCode;
// The download begun before the page is ready (a game chosen meanwhile: web/early.js).
globalThis.cadoganCodeSoon = () => SNAPSHOT && downloadCode().catch(() => {});

async function start() {
  let pyodide = null;
  let why = cannotRestore();
  if (!why) {
    const cached = await cachedSnapshot();
    const from = cached ? "cached" : "downloaded";
    try {
      const bytes = await (cached ? cached.arrayBuffer() : downloadedSnapshot());
      pyodide = await restore(bytes);
      performance.mark("python-ready");
      root.dataset.start = "snapshot";
      root.dataset.snapshot = from;
      if (!cached && "caches" in self) {
        afterReady.push(pageReady.then(() => keepSnapshot(bytes)).catch(() => {}));
      }
    } catch (error) {
      why = `the ${from} snapshot did not restore: ${error?.message ?? error}`;
      if (cached) dropSnapshot().catch(() => {});
    }
  }
  if (!pyodide) {
    console.warn(`Starting Python afresh: ${why}`);
    root.dataset.startReason = why.slice(0, 200);
    pyodide = await fresh(downloadCode());
    root.dataset.start = "fresh";
  } else {
    pageReady
      .then(() => writeStandardLibrary(pyodide))
      .catch((error) => console.warn("The standard library's zip is not here:", error));
    // The other games, importable from then on (at once when the page asked already).
    afterReady.push(
      pageReady.then(takeCode).catch((error) => console.warn("python.code is not here:", error)),
    );
  }
  // The sources serve only tracebacks: fetched once the page is ready.
  pageReady
    .then(() => download("python.zip"))
    .then((archive) => pyodide.FS.writeFile(ARCHIVE_PATH, new Uint8Array(archive)))
    .catch(() => {}); // without them a traceback still names each file and line
  return pyodide;
}

// The moments bench/startup.py reads to tell where the time goes (bare.html marks them too).
performance.mark("python-start");
// A link to a game other than the opening one: that game's module comes with python.code,
// downloaded alongside the snapshot rather than after it.
const linked = /^#([a-z-]+)\//.exec(location.hash);
if (SNAPSHOT && linked && linked[1] !== OPENING) downloadCode().catch(() => {});
const started = start();
// Nobody may be waiting yet: a failure is reported when PyScript asks, not as unhandled.
started.catch(() => {});

export { version };

// What PyScript calls to get its interpreter: the one already starting, with PyScript's
// output handlers put in place of the defaults it was started with.
export const loadPyodide = async ({ stdout, stderr } = {}) => {
  const pyodide = await started;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
};

// The solver's worker (web/solver-worker.js): Hint, Show me and the coach's look back run
// there, in an interpreter of its own restored from the same snapshot, so that a tap never
// waits for a search.  Started once the page is ready and has done what it does then (the
// worker takes the snapshot, the WebAssembly and python.code from the caches the page has
// filled); until it is ready, or where it cannot start, the page's Python searches itself,
// as before.  The page's Python speaks to it through globalThis.cadoganSolver, in JSON
// text (ui.coach.remote); <html data-solver> says how it stands: starting, ready, failed.
const solver = {
  state: "waiting",
  worker: null,
  heard: null, // the page's Python's listener, given each answer as JSON text
  listen(heard) {
    solver.heard = heard;
  },
  ask(text) {
    if (solver.state !== "ready") return false;
    solver.worker.postMessage(JSON.parse(text));
    return true;
  },
  failed(why) {
    if (solver.state === "failed") return;
    console.warn(`The solver's worker stopped: ${why}`);
    solver.state = root.dataset.solver = "failed";
    solver.worker?.terminate();
    solver.heard?.(JSON.stringify({ failed: String(why).slice(0, 300) }));
  },
};
globalThis.cadoganSolver = solver;

function startSolver() {
  if (typeof Worker === "undefined") return solver.failed("no workers here");
  const started = performance.now();
  solver.state = root.dataset.solver = "starting";
  try {
    solver.worker = new Worker(new URL("./solver-worker.js", import.meta.url), { type: "module" });
  } catch (error) {
    return solver.failed(error?.message ?? error);
  }
  solver.worker.onmessage = ({ data }) => {
    if (data.ready) {
      performance.mark("solver-ready"); // bench/worker_latency.py reads it
      solver.state = root.dataset.solver = "ready";
      root.dataset.solverStartMs = String(Math.round(performance.now() - started));
      root.dataset.solverStart = data.ready; // "snapshot" or "fresh", as the page's own
    } else if (data.failed) {
      solver.failed(data.failed);
    } else {
      solver.heard?.(JSON.stringify(data));
    }
  };
  solver.worker.onerror = (event) => {
    event.preventDefault?.();
    solver.failed(event.message || "the worker could not be loaded");
  };
}
started
  .then(() => Promise.allSettled(afterReady))
  .then(startSolver)
  .catch(() => {});
