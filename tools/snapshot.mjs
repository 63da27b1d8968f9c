// Makes the page's memory snapshot under Node (build.py runs this): Pyodide started from
// the very runtime files dist/ ships, the page's bytecode finder installed and every module
// the page needs for its first move imported, then the interpreter's memory written out.
// It then restores the snapshot in a second interpreter, as a returning visit does, and
// checks that the engine answers and that the after-restore step reseeds `random`.
//
//   node tools/snapshot.mjs < job.json    (job: see build.make_snapshot)
//
// Exits non-zero, with the reason on stderr, when the snapshot cannot be made or fails
// its check: build.py then stops with that message.
import fs from "node:fs";
import { pathToFileURL } from "node:url";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
// A failure says what went wrong in a few lines (Node would also print the line of
// Pyodide's minified source it was thrown from, thousands of characters long).
process.on("uncaughtException", (error) => {
  process.stderr.write(`${error.message ?? error}\n`);
  process.exit(1);
});
const { loadPyodide } = await import(pathToFileURL(`${job.indexURL}pyodide.mjs`).href);
const quiet = { stdout: (line) => process.stderr.write(`${line}\n`), stderr: (line) => process.stderr.write(`${line}\n`) };

// What a browser's fresh start has (so the build machine's environment does not leak in),
// and a fixed string hash seed, so two builds of the same sources give the same bytes.
const env = { HOME: "/home/pyodide", LANG: "C.UTF-8", _: "./this.program", PYTHONHASHSEED: "0" };
const pyodide = await loadPyodide({
  indexURL: job.indexURL,
  _makeSnapshot: true,
  _sysExecutable: "/home/pyodide/this.program",
  env,
  ...quiet,
});
pyodide.FS.writeFile(job.codePath, fs.readFileSync(job.codeFile));
const run = (code) => pyodide.runPython(code, { globals: pyodide.toPy({}) });
run(`${job.finder}\ninstall(${JSON.stringify(job.codePath)}, ${JSON.stringify(job.archivePath)})`);
run(`
import gc, importlib, os, random, sys

for name in ${JSON.stringify(job.modules)}:
    importlib.import_module(name)
${job.prepare}
# Pyodide puts "" on sys.path again as it restores; a fresh start has it once.
while "" in sys.path:
    sys.path.remove("")
del os.environ["PYTHONHASHSEED"]  # read at start only; a fresh start has none
random.seed(0)  # reseeded after each restore; fixed here so that builds agree
gc.collect()
`);
// The file system is not part of the snapshot: the bytecode lives on in the finder.
pyodide.FS.unlink(job.codePath);
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(job.out, snapshot);

// The check: two restores, as two visits, each reseeded as boot.js does.
const draws = [];
for (let visit = 0; visit < 2; visit++) {
  const restored = await loadPyodide({ indexURL: job.indexURL, _loadSnapshot: snapshot, ...quiet });
  const seed = Array.from(crypto.getRandomValues(new Uint8Array(32)));
  const answer = restored.runPython(
    `${job.restored}\nafter_restore(${JSON.stringify(seed)}, "C.UTF-8")\n${job.check}`,
    { globals: restored.toPy({}) },
  );
  draws.push(answer);
}
if (draws[0] === draws[1]) {
  throw new Error(`two restores drew the same random numbers (${draws[0]})`);
}
process.stdout.write(JSON.stringify({ bytes: snapshot.length, draws }));
