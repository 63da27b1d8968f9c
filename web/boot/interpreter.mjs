// Python started in this browser, for the page (web/boot.js) and for the solver's worker
// (web/solver-worker.js) alike: what needs no document.  build.py joins this file into
// both, after web/boot/unpack.mjs, and writes in the Python and the names below; each
// start then restores the same memory snapshot from the same files (the worker's from
// the caches the page filled).  How a start goes is told in web/boot.js.
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
// A stand-in for the standard library's zip while a restored interpreter starts: Pyodide
// downloads whatever stdLibURL names and waits for it, but the snapshot has imported
// everything the page needs; the real zip is written in its place once the page is ready.
const STDLIB_LATER = "./pyodide/stdlib-later.zip";

const here = (name) => new URL(`./${name}`, import.meta.url).href;
const download = (name) =>
  fetch(here(name)).then((response) => {
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    return response.arrayBuffer();
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


// python.code handed to a restored interpreter's finder: every module of the page
// importable from then on (a fresh start has it all already).
async function handCode(pyodide) {
  const bytes = await downloadCode();
  pyodide.FS.writeFile(CODE_PATH, new Uint8Array(bytes));
  run(
    pyodide,
    `import sys\nnext(f for f in sys.meta_path if hasattr(f, "take")).take(${JSON.stringify(CODE_PATH)})`,
  );
}

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

