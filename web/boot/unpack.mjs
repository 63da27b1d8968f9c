// The memory snapshot as the site ships it, made back into the snapshot Pyodide restores.
// tools/snapshot.mjs packs it so, and checks under Node, through these very functions,
// that it restores; build.py writes this file into boot.js.
//
// Pyodide's snapshot is a short header and the interpreter's whole memory (30 MiB).  Two
// things make it smaller to send and to keep:
// - the long runs of zeros (the unused stack, the memory above the heap) are left out:
//   the packed file lists the parts it holds (offset, length) and the rest is zero;
// - the memory's first megabytes, the WebAssembly's own data (Python's static objects and
//   tables, nearly all unchanged since the start), are stored as their difference (XOR)
//   from that data as it stands in memory the moment the WebAssembly is instantiated,
//   before any code has run or written to it (Pyodide's JavaScript writes a few bytes
//   there before Python starts, and not the same in Node and in a browser): mostly zeros.
//   The difference is undone in Pyodide's fsInit hook, which runs after the
//   instantiation and before Python's start or the restore, then checked against a
//   checksum of the original.
//
// The packed file, in little-endian 32-bit words: the magic number, the snapshot's length,
// where the memory starts in it, the length of the part stored as a difference, its
// checksum, the number of parts, then each part's offset and length; then the parts' bytes.
export const PACKED_MAGIC = 0x31535043; // "CPS1"
const HEAD_WORDS = 6;

// FNV-1a over 32-bit words: the same in Node and in every browser, and quick.
export function checksum(bytes, start, end) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + start, (end - start) >>> 2);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 16777619);
  return hash >>> 0;
}

// The snapshot, with its first `masked` bytes of memory still a difference, and what
// unmask needs to undo it.
export function unpackSnapshot(packed) {
  const head = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const word = (i) => head.getUint32(4 * i, true);
  if (packed.byteLength < 4 * HEAD_WORDS || word(0) !== PACKED_MAGIC) {
    throw new Error("not a packed snapshot");
  }
  const [length, memoryAt, masked, sum, parts] = [1, 2, 3, 4, 5].map(word);
  const bytes = new Uint8Array(length);
  let from = 4 * (HEAD_WORDS + 2 * parts);
  for (let part = 0; part < parts; part++) {
    const at = word(HEAD_WORDS + 2 * part);
    const size = word(HEAD_WORDS + 2 * part + 1);
    if (at + size > length || from + size > packed.byteLength) throw new Error("a cut snapshot");
    bytes.set(packed.subarray(from, from + size), at);
    from += size;
  }
  if (from !== packed.byteLength) throw new Error("a snapshot of the wrong length");
  return { bytes, memoryAt, masked, sum };
}

// Undo the difference, given the WebAssembly's memory as it stood when instantiated (the
// copy watchMemory keeps).  A result that fails its checksum (a memory not as the build
// saw it) spoils the snapshot's magic number, so that Pyodide refuses it rather than
// restore it wrong.
export function unmask(snapshot, start) {
  const { bytes, memoryAt, masked, sum } = snapshot;
  const mine = new Uint32Array(bytes.buffer, bytes.byteOffset + memoryAt, masked >>> 2);
  const was = new Uint32Array(start.buffer, start.byteOffset, masked >>> 2);
  for (let i = 0; i < mine.length; i++) mine[i] ^= was[i];
  if (checksum(bytes, memoryAt, memoryAt + masked) !== sum) {
    bytes.fill(0, 0, 4);
    return false;
  }
  return true;
}

// The first `keep` bytes of the WebAssembly memory of the next instantiation that exports
// one of at least `size` bytes (Pyodide's; it instantiates small modules of its own
// first, to learn what the engine can do), copied the moment it is instantiated, from a
// wrapper around WebAssembly's two instantiating functions that steps aside once it has
// seen it.  Gives a function that gives the copy (null until then).
export function watchMemory(size, keep) {
  let start = null;
  const originals = {
    instantiate: WebAssembly.instantiate,
    instantiateStreaming: WebAssembly.instantiateStreaming,
  };
  const stop = () => Object.assign(WebAssembly, originals);
  for (const [name, original] of Object.entries(originals)) {
    if (typeof original !== "function") continue;
    WebAssembly[name] = async function (...args) {
      const made = await original.apply(WebAssembly, args);
      const memory = (made.instance ?? made).exports?.memory;
      if (memory instanceof WebAssembly.Memory && memory.buffer.byteLength >= size) {
        start = new Uint8Array(memory.buffer, 0, Math.min(keep, size)).slice();
        stop();
      }
      return made;
    };
  }
  return { start: () => start, stop };
}
