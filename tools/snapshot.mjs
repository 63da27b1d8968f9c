// Makes the page's memory snapshot under Node (build.py runs this): Pyodide started from
// the very runtime files dist/ ships, the page's bytecode finder installed and every module
// the page needs for its first move imported, then the interpreter's memory written out,
// made smaller step by step and packed (web/boot/unpack.mjs says how).  It then restores the
// packed snapshot in two more interpreters, as two visits do (through unpack.mjs, as
// boot.js does, with a stand-in for the standard library's zip, as a first visit has
// before the page is ready), and checks that the engine plays and gives a hint without
// importing anything from that zip, that every standard-library module the page's Python
// imports anywhere is imported already, that the after-restore step reseeds `random`, and
// that the heap leaves room below the 30 MiB a snapshot cannot outgrow.
//
//   node tools/snapshot.mjs < job.json    (job: see builder/snapshot.make_snapshot)
//
// Exits non-zero, with the reason on stderr, when the snapshot cannot be made or fails
// its check: build.py then stops with that message.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PACKED_MAGIC, checksum, unmask, unpackSnapshot, watchMemory } from "../web/boot/unpack.mjs";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
// A failure says what went wrong in a few lines (Node would also print the line of
// Pyodide's minified source it was thrown from, thousands of characters long).
process.on("uncaughtException", (error) => {
  process.stderr.write(`${error.message ?? error}\n`);
  process.exit(1);
});
const { loadPyodide } = await import(pathToFileURL(`${job.indexURL}pyodide.mjs`).href);
const quiet = { stdout: (line) => process.stderr.write(`${line}\n`), stderr: (line) => process.stderr.write(`${line}\n`) };
const steps = [];
const step = (name, bytes) => {
  const file = path.join(job.steps, `${steps.length}-${name.replace(/\W+/g, "-")}.bin`);
  fs.writeFileSync(file, bytes);
  steps.push({ name, file, bytes: bytes.length });
};

// What a browser's fresh start has (so the build machine's environment does not leak in),
// and a fixed string hash seed, so two builds of the same sources give the same bytes.
const env = { HOME: "/home/pyodide", LANG: "C.UTF-8", _: "./this.program", PYTHONHASHSEED: "0" };
const MEMORY = 30 * 1024 * 1024; // Pyodide's
const watch = watchMemory(MEMORY, MEMORY);
const pyodide = await loadPyodide({
  indexURL: job.indexURL,
  _makeSnapshot: true,
  _sysExecutable: "/home/pyodide/this.program",
  env,
  lockFileContents: job.lock,
  ...quiet,
});
// The memory as it stood when the WebAssembly was instantiated.
const pristine = watch.start();
if (!pristine) throw new Error("the WebAssembly's memory was not seen as it was instantiated");
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
step("as Pyodide makes it", pyodide.makeMemorySnapshot());
run(`
import gc, sys
for finder in sys.meta_path:
    if hasattr(finder, "forget"):
        finder.forget(set(${JSON.stringify(job.later)}))
gc.collect()
`);
const snapshot = pyodide.makeMemorySnapshot();
step("bytecode dropped", snapshot);

// Where the memory starts in Pyodide's snapshot (its header's second word), the heap's
// bounds, and the room left above it.
const memoryAt = new DataView(snapshot.buffer, snapshot.byteOffset).getUint32(4, true);
const memory = snapshot.subarray(memoryAt);
const Module = pyodide._module;
const heapBase = Module.___heap_base;
const heapTop = Module._sbrk(0);
const headroom = memory.length - heapTop;
if (headroom < job.minHeadroom) {
  throw new Error(
    `the heap ends at ${heapTop} bytes, ${headroom} below the ${memory.length} a snapshot ` +
      `cannot outgrow (at least ${job.minHeadroom} wanted): import less into the snapshot`,
  );
}

// The heap's free chunks (dlmalloc's: a 4-byte footer of the chunk before, a 4-byte head
// of size and flags, bit 1 "in use"; a free chunk's first 24 bytes hold its links) hold
// garbage: zeroed, they pack to nothing.  The chain of chunks is walked from the heap's
// base to its top chunk; where it does not hold together, nothing is zeroed.
function zeroFreeChunks() {
  const view = new DataView(memory.buffer, memory.byteOffset, memory.byteLength);
  for (const skip of [0, 4, 8, 12, 16, 24, 32]) {
    const free = [];
    let at = heapBase + skip;
    let count = 0;
    for (;;) {
      const head = view.getUint32(at + 4, true);
      const size = head & ~7;
      if (size < 16 || size % 8 || at + size > heapTop) break;
      count++;
      if (!(head & 2)) free.push([at, size]);
      if (heapTop - (at + size) < 256 && !(head & 2)) {
        // The top chunk: the chain held from the base to the top.
        for (const [chunk, length] of free) memory.fill(0, chunk + 32, chunk + length);
        return { chunks: count, free: free.length, zeroed: free.reduce((s, [, n]) => s + n, 0) };
      }
      at += size;
    }
  }
  return null;
}
const zeroed = zeroFreeChunks();
if (!zeroed) process.stderr.write("note: the heap's chunks did not chain; none zeroed\n");
step("free heap zeroed", snapshot);

// The WebAssembly's own data, as a difference from itself as it stood before Python ran.
let masked = pristine.length;
while (masked > 0 && pristine[masked - 1] === 0) masked--;
masked = (masked + 3) & ~3;
const sum = checksum(snapshot, memoryAt, memoryAt + masked);
for (let i = 0; i < masked; i++) memory[i] ^= pristine[i];
step("data as a difference", snapshot);

// Packed: the long runs of zeros left out.
const LONG_RUN = 65536;
const parts = [];
let i = 0;
while (i < snapshot.length) {
  while (i < snapshot.length && snapshot[i] === 0) i++;
  if (i >= snapshot.length) break;
  const start = i;
  let zeros = 0;
  while (i < snapshot.length && zeros < LONG_RUN) {
    zeros = snapshot[i] === 0 ? zeros + 1 : 0;
    i++;
  }
  parts.push([start, i - zeros - start]);
}
const headWords = 6 + 2 * parts.length;
const packed = new Uint8Array(4 * headWords + parts.reduce((s, [, n]) => s + n, 0));
const words = new DataView(packed.buffer);
[PACKED_MAGIC, snapshot.length, memoryAt, masked, sum, parts.length].forEach((w, k) =>
  words.setUint32(4 * k, w, true),
);
let to = 4 * headWords;
parts.forEach(([at, size], k) => {
  words.setUint32(4 * (6 + 2 * k), at, true);
  words.setUint32(4 * (6 + 2 * k) + 4, size, true);
  packed.set(snapshot.subarray(at, at + size), to);
  to += size;
});
step("zero runs left out", packed);
fs.writeFileSync(job.out, packed);

// The check: two restores, as two visits, each unpacked and reseeded as boot.js does.
const CHECK_IMPORTS = `
import importlib.machinery, sys

asked = []  # every import that reaches the meta path: none may need the stdlib's zip

class Watch:
    def find_spec(self, name, path=None, target=None):
        asked.append(name)
        return None

watch = Watch()
sys.meta_path.insert(0, watch)
try:
    result = check()
finally:
    sys.meta_path.remove(watch)
page_finder = next(f for f in sys.meta_path if hasattr(f, "forget"))

def found_elsewhere(name):
    if name in sys.modules or name in page_finder.modules:
        return True
    if importlib.machinery.BuiltinImporter.find_spec(name) is not None:
        return True
    parent, _, attribute = name.rpartition(".")
    # A module of the page's own packages that the page does not have (a game's own solver
    # knowledge, looked for with importlib.util.find_spec) is looked for in its package's
    # path alone, never in the standard library's zip.
    if page_finder.modules.get(parent, (False,))[0]:
        return True
    # "from x import y" names an attribute of x as often as a module.
    return bool(parent) and parent in sys.modules and hasattr(sys.modules[parent], attribute)

from_zip = sorted({n for n in asked if not found_elsewhere(n)})
missing = sorted(n for n in ${JSON.stringify(job.imports)} if not found_elsewhere(n))
if from_zip or missing:
    raise RuntimeError(
        "the standard library's zip is not there before the page is ready, but "
        + (f"the page's first moves import {from_zip} from it" if from_zip else "")
        + (f"; the page's Python imports {missing}, not in the snapshot" if missing else "")
    )
result
`;
const draws = [];
for (let visit = 0; visit < 2; visit++) {
  const unpacked = unpackSnapshot(fs.readFileSync(job.out));
  const seen = watchMemory(unpacked.bytes.length - unpacked.memoryAt, unpacked.masked);
  let unmasked = null;
  const restored = await loadPyodide({
    indexURL: job.indexURL,
    _loadSnapshot: unpacked.bytes,
    stdLibURL: job.stdlibStub,
    lockFileContents: job.lock,
    fsInit: () => {
      unmasked = unmask(unpacked, seen.start());
    },
    ...quiet,
  });
  if (!unmasked) throw new Error("the snapshot's data did not come back as it was");
  const seed = Array.from(crypto.getRandomValues(new Uint8Array(32)));
  const answer = restored.runPython(
    `${job.restored}\nafter_restore(${JSON.stringify(seed)}, "C.UTF-8")\n` +
      `def check():\n${job.check.replace(/^/gm, "    ")}\n${CHECK_IMPORTS}`,
    { globals: restored.toPy({}) },
  );
  draws.push(answer);
  // The other games come with python.code, handed to the finder once the page has it
  // (web/boot.js): not importable before, each importable and playable after, with the
  // standard library's zip still not there (a first visit opened on a link to a game).
  restored.FS.writeFile(job.codePath, fs.readFileSync(job.codeFile));
  restored.runPython(
    `
import sys, engine
finder = next(f for f in sys.meta_path if hasattr(f, "take"))
held = sorted(n for n in sys.modules if n.startswith("engine.games."))
if held != ${JSON.stringify(job.gameModules)}:
    raise RuntimeError(f"the snapshot holds the games {held}, not only the opening one")
later = next(g for g in engine.GAMES if "engine.games." + g.replace("-", "_") not in held)
try:
    engine.new_game(later, 1)
except ImportError:
    pass
else:
    raise RuntimeError(f"{later} was importable before python.code was handed over")
finder.take(${JSON.stringify(job.codePath)})
for game_id in engine.GAMES:
    game = engine.new_game(game_id, 3)
    moves = game.legal_moves()
    if moves:
        game.play(moves[0])
        assert game.undo()
`,
    { globals: restored.toPy({}) },
  );
}
if (draws[0] === draws[1]) {
  throw new Error(`two restores drew the same random numbers (${draws[0]})`);
}
process.stdout.write(JSON.stringify({ bytes: packed.length, draws, steps, heapTop, headroom, zeroed }));
