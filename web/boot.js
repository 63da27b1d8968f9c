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
import { loadPyodide as startPyodide, version } from "./pyodide/pyodide.mjs";

// Where the archive lives in Python's file system; build.py compiles each module with
// its file name under this path (build.ARCHIVE_PATH), so tracebacks quote its lines.
const ARCHIVE_PATH = "/home/pyodide/python.zip";
const CODE_PATH = "/home/pyodide/python.code";
// Written by build.py: web/boot/finder.py, web/boot/restored.py, the snapshot's name in
// the service worker's cache (null when built without one; dist/ holds it gzipped, under
// this name and .gz), and the package index Pyodide is given (no packages: the page
// installs none), so that it does not download pyodide-lock.json.
const FINDER = "__FINDER__";
const RESTORED = "__RESTORED__";
const SNAPSHOT = "__SNAPSHOT__";
const LOCK = "__LOCK__";
// The game a first visit opens, the one game whose module is in the snapshot.
const OPENING = "__OPENING__";
// A stand-in for the standard library's zip while a restored interpreter starts: Pyodide
// downloads whatever stdLibURL names and waits for it, but the snapshot has imported
// everything the page needs; the real zip is written in its place once the page is ready.
const STDLIB_LATER = "./pyodide/stdlib-later.zip";

const root = document.documentElement;
const here = (name) => new URL(`./${name}`, import.meta.url).href;
const download = (name) =>
  fetch(here(name)).then((response) => {
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
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
// Python runs with no arguments of its own: a fresh dict as its globals.
const run = (pyodide, code) => pyodide.runPython(code, { globals: pyodide.toPy({}) });

const snapshotURL = SNAPSHOT && here(SNAPSHOT);

// The snapshot, when the service worker (or the page) has it in its cache; else null.
async function cachedSnapshot() {
  if (!SNAPSHOT || !("caches" in self)) return null;
  try {
    return (await caches.match(snapshotURL)) ?? null;
  } catch (error) {
    return null; // no cache storage here (as in a private window)
  }
}

// The snapshot from the network, gzipped (a static host sends a .gz as it is), inflated
// as it arrives.  Asked for first and at high priority: Pyodide compiles its WebAssembly
// only once the snapshot is in hand.
async function downloadedSnapshot() {
  const response = await fetch(`${snapshotURL}.gz`, { priority: "high" });
  if (!response.ok) throw new Error(`${SNAPSHOT}.gz: HTTP ${response.status}`);
  const unpacked = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(unpacked).arrayBuffer();
}

// A snapshot that did not restore is dropped, so the next visits do not each pay for the
// failed attempt too; a new deployment brings another.
async function dropSnapshot() {
  for (const name of await caches.keys()) await (await caches.open(name)).delete(snapshotURL);
}

// A downloaded snapshot that restored is kept inflated in the page's own cache, where the
// service worker, once installed, takes it from (web/sw.js) rather than download and
// inflate it again; offline.js keeps it the same way where no worker can be had.
async function keepSnapshot(bytes) {
  const cache = await caches.open(`cadogan-patience ${new URL("./", location.href)} snapshot`);
  const headers = { "Content-Type": "application/octet-stream" };
  await cache.put(snapshotURL, new Response(bytes, { headers }));
}

// Pyodide restored from the packed snapshot (unpack.mjs, which build.py writes in above).
async function restore(packed) {
  const snapshot = unpackSnapshot(new Uint8Array(packed));
  const memory = watchMemory(snapshot.bytes.length - snapshot.memoryAt, snapshot.masked);
  let unmasked = null;
  let pyodide;
  try {
    pyodide = await startPyodide({
      _loadSnapshot: snapshot.bytes,
      stdLibURL: new URL(STDLIB_LATER, import.meta.url).href,
      lockFileContents: LOCK,
      // After the WebAssembly is instantiated, before the snapshot is restored.
      fsInit: () => {
        unmasked = unmask(snapshot, memory.start());
      },
    });
  } finally {
    memory.stop();
  }
  if (!unmasked) throw new Error("the snapshot's data did not come back as it was");
  // The restored memory is the same at every visit: this visit's own random numbers.
  const seed = Array.from(crypto.getRandomValues(new Uint8Array(32)));
  const language = `${(navigator.language || "C").replace("-", "_")}.UTF-8`;
  run(pyodide, `${RESTORED}\nafter_restore(${JSON.stringify(seed)}, ${JSON.stringify(language)})`);
  // A restore that went wrong shows here, not in the middle of the player's first move.
  if (!run(pyodide, "import sys\n'engine.registry' in sys.modules")) {
    throw new Error("the restored interpreter has not the page's modules");
  }
  return pyodide;
}

// The standard library's zip, where Python reads it (/lib/python3NN.zip), in place of the
// stand-in a restore was given.  The zip importer's table of the zip's contents is the
// snapshot's, read from this very file at build time; it is read again once the file is
// here, in case anything asked for it in between.
async function writeStandardLibrary(pyodide) {
  const zip = new Uint8Array(await download("pyodide/python_stdlib.zip"));
  const where = run(pyodide, "import sys\nnext(p for p in sys.path if p.endswith('.zip'))");
  pyodide.FS.writeFile(where, zip);
  run(pyodide, "import importlib\nimportlib.invalidate_caches()");
}

// python.code, downloaded once (again after a failure).
let codeDownload = null;
function downloadCode() {
  codeDownload ??= download("python.code").catch((error) => {
    codeDownload = null;
    throw error;
  });
  return codeDownload;
}

// Every module of the page importable: python.code handed to a restored interpreter's
// finder (a fresh start has it all already).  Resolves once done; a failure (the network)
// rejects, and the next call tries again.
let codeTaken = null;
function takeCode() {
  codeTaken ??= started
    .then(async (pyodide) => {
      if (root.dataset.start !== "snapshot") return;
      const bytes = await downloadCode();
      pyodide.FS.writeFile(CODE_PATH, new Uint8Array(bytes));
      run(
        pyodide,
        `import sys\nnext(f for f in sys.meta_path if hasattr(f, "take")).take(${JSON.stringify(CODE_PATH)})`,
      );
    })
    .catch((error) => {
      codeTaken = null;
      throw error;
    });
  return codeTaken;
}
globalThis.cadoganCode = takeCode;
// The download begun before the page is ready (a game chosen meanwhile: web/early.js).
globalThis.cadoganCodeSoon = () => SNAPSHOT && downloadCode().catch(() => {});

async function fresh(code) {
  const pyodide = await startPyodide({ lockFileContents: LOCK });
  performance.mark("python-ready");
  pyodide.FS.writeFile(CODE_PATH, new Uint8Array(await code));
  run(pyodide, `${FINDER}\ninstall(${JSON.stringify(CODE_PATH)}, ${JSON.stringify(ARCHIVE_PATH)})`);
  return pyodide;
}

// Why this browser cannot restore a snapshot at all, or null.
function cannotRestore() {
  if (!SNAPSHOT) return "built without a snapshot";
  if (typeof DecompressionStream === "undefined") return "no DecompressionStream here";
  return null;
}

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
        pageReady.then(() => keepSnapshot(bytes)).catch(() => {});
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
    pageReady.then(takeCode).catch((error) => console.warn("python.code is not here:", error));
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
