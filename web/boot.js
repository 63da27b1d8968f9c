// Python's start, begun as soon as this module is here (before the page is first drawn),
// as a bare loadPyodide() page begins it, rather than once PyScript has read its config,
// loaded its plugins and looked through the page: the interpreter is most of the wait,
// and PyScript's own set-up then runs while it loads.  PyScript's config (which build.py
// writes into the page) names this module as its interpreter, so PyScript runs the page's
// Python on the interpreter started here.
//
// Two ways to start, the page working the same either way (<html data-start> says which):
// - "snapshot": a returning visit restores the memory of an interpreter that build.py
//   started and had import the page's modules (the service worker unpacked it into its
//   cache after the first visit).  Several times faster than a start.
// - "fresh": Pyodide starts, and the page's Python is imported from its bytecode
//   (python.code, compiled by build.py) by a finder of its own (web/boot/finder.py).
//   A first visit starts this way; so does a visit whose restore fails (the reason is in
//   the console and in data-start-reason), at the cost of the failed attempt.
// Either way the sources (python.zip) follow, for tracebacks to quote.
import { loadPyodide as startPyodide, version } from "./pyodide/pyodide.mjs";

// Where the archive lives in Python's file system; build.py compiles each module with
// its file name under this path (build.ARCHIVE_PATH), so tracebacks quote its lines.
const ARCHIVE_PATH = "/home/pyodide/python.zip";
const CODE_PATH = "/home/pyodide/python.code";
// Written by build.py: web/boot/finder.py, web/boot/restored.py, and the snapshot's name
// in the service worker's cache (null when built without one).
const FINDER = "__FINDER__";
const RESTORED = "__RESTORED__";
const SNAPSHOT = "__SNAPSHOT__";

const root = document.documentElement;
const download = (name) =>
  fetch(new URL(`./${name}`, import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
// Python runs with no arguments of its own: a fresh dict as its globals.
const run = (pyodide, code) => pyodide.runPython(code, { globals: pyodide.toPy({}) });

const snapshotURL = new URL(`./${SNAPSHOT}`, import.meta.url).href;

// The snapshot, when the service worker (or the page) has it in its cache; else null.
async function cachedSnapshot() {
  if (!SNAPSHOT || !("caches" in self)) return null;
  try {
    return (await caches.match(snapshotURL)) ?? null;
  } catch (error) {
    return null; // no cache storage here (as in a private window): start afresh
  }
}

// A snapshot that did not restore is dropped, so the next visits start afresh at once
// rather than each paying for the failed attempt too; a new deployment brings another.
async function dropSnapshot() {
  for (const name of await caches.keys()) await (await caches.open(name)).delete(snapshotURL);
}

async function restore(snapshot) {
  const pyodide = await startPyodide({ _loadSnapshot: snapshot.arrayBuffer() });
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

async function fresh(code) {
  const pyodide = await startPyodide();
  performance.mark("python-ready");
  pyodide.FS.writeFile(CODE_PATH, new Uint8Array(await code));
  run(pyodide, `${FINDER}\ninstall(${JSON.stringify(CODE_PATH)}, ${JSON.stringify(ARCHIVE_PATH)})`);
  return pyodide;
}

async function start() {
  const snapshot = await cachedSnapshot();
  let pyodide = null;
  if (snapshot) {
    try {
      pyodide = await restore(snapshot);
      performance.mark("python-ready");
      root.dataset.start = "snapshot";
    } catch (error) {
      console.warn("Starting Python afresh: the snapshot did not restore:", error);
      root.dataset.startReason = String(error?.message ?? error).slice(0, 200);
      dropSnapshot().catch(() => {});
    }
  } else if (SNAPSHOT) {
    console.info("Starting Python afresh: no snapshot in the cache yet (a first visit).");
  }
  if (!pyodide) {
    pyodide = await fresh(download("python.code"));
    root.dataset.start = "fresh";
  }
  // The sources serve only tracebacks, so they are fetched now rather than alongside
  // Pyodide's own files, whose download they would slow on a first visit.
  download("python.zip")
    .then((archive) => pyodide.FS.writeFile(ARCHIVE_PATH, new Uint8Array(archive)))
    .catch(() => {}); // without them a traceback still names each file and line
  return pyodide;
}

// The moments bench/startup.py reads to tell where the time goes (bare.html marks them too).
performance.mark("python-start");
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
