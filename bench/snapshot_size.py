"""The memory snapshot's size after each step of its making (raw, gzipped as the site ships
it, and brotli'd, which no browser can yet be counted on to inflate), from the steps the
last build left in build/snapshot-steps/ (builder/snapshot.py), the heap's room, and the
time a page takes to inflate and unpack it, unthrottled and at 4x CPU throttle.

    python bench/snapshot_size.py [--brotli 9] [--loads 3]
"""

from __future__ import annotations

import argparse
import base64
import gzip
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from builder.snapshot import STEPS  # noqa: E402

BROTLI = """
const fs = require("node:fs"), zlib = require("node:zlib");
const quality = Number(process.argv[1]);
for (const file of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const out = zlib.brotliCompressSync(fs.readFileSync(file), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
              [zlib.constants.BROTLI_PARAM_LGWIN]: 24 } });
  console.log(out.length);
}
"""

# In the page: the gzipped snapshot fetched whole, then timed: inflated by the browser's
# DecompressionStream, and unpacked (boot.js's unpackSnapshot), in ms.
INFLATE = """async ([name, unpacker]) => {
    const packed = await (await fetch(name)).arrayBuffer();
    const began = performance.now();
    const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
    const inflated = new Uint8Array(await new Response(stream).arrayBuffer());
    const inflatedAt = performance.now();
    const { unpackSnapshot } = await import(unpacker);
    const unpackBegan = performance.now();
    unpackSnapshot(inflated);
    return [inflatedAt - began, performance.now() - unpackBegan];
}"""


def print_sizes(quality: int = 9) -> None:
    made_file = STEPS / "made.json"
    if not made_file.exists():
        print("\nsnapshot: no steps recorded (build with the snapshot first)")
        return
    made = json.loads(made_file.read_text())
    files = [step["file"] for step in made["steps"]]
    brotli = subprocess.run(
        ["node", "-e", BROTLI, str(quality)],
        input=json.dumps(files),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    print(f"\nthe memory snapshot, step by step (bytes; brotli quality {quality})")
    print(f"  {'step':<28}{'raw':>12}{'gzip -9':>12}{'brotli':>12}")
    for step, br in zip(made["steps"], brotli, strict=True):
        data = Path(step["file"]).read_bytes()
        packed = len(gzip.compress(data, 9, mtime=0))
        print(f"  {step['name']:<28}{len(data):>12,}{packed:>12,}{int(br):>12,}")
    print(
        f"  heap ends at {made['heapTop']:,}: {made['headroom']:,} bytes of room below "
        f"the memory's 31,457,280"
    )
    if made.get("zeroed"):
        zeroed = made["zeroed"]
        print(
            f"  free chunks zeroed: {zeroed['free']:,} of {zeroed['chunks']:,}, "
            f"{zeroed['zeroed']:,} bytes"
        )


def inflate_times(base: str, loads: int) -> None:
    from playwright.sync_api import sync_playwright

    from bench.startup import launch

    dist = ROOT / "dist"
    name = next(dist.glob("snapshot-*.bin.gz")).name
    # web/boot/unpack.mjs, as boot.js holds it, imported from a data: URL.
    source = (ROOT / "web" / "boot" / "unpack.mjs").read_text(encoding="utf-8")
    unpacker = "data:text/javascript;base64," + base64.b64encode(source.encode()).decode()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch(playwright))
        for throttle in (1, 4):
            page = browser.new_page()
            page.goto(base + "version.json")
            if throttle != 1:
                session = page.context.new_cdp_session(page)
                session.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
            times = [page.evaluate(INFLATE, [name, unpacker]) for _ in range(loads)]
            inflate = statistics.median(t[0] for t in times)
            unpack = statistics.median(t[1] for t in times)
            print(
                f"  CPU {throttle}x: inflate {inflate:.0f} ms, unpack {unpack:.0f} ms "
                f"(median of {loads}; load average {load()})"
            )
            page.close()
        browser.close()


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--brotli", type=int, default=9, help="brotli quality (11: slow)")
    parser.add_argument("--loads", type=int, default=3)
    args = parser.parse_args()
    from bench.served import served

    with served() as base:
        print_sizes(args.brotli)
        print(f"\ninflating and unpacking the snapshot in the page ({base})")
        inflate_times(base, args.loads)


if __name__ == "__main__":
    main()
