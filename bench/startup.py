"""Start-up time: navigation to a page that takes moves, the app against a bare Pyodide.

In one headless Chromium run, it times the app opened at a link (``index.html#fortress/1``)
and ``bare.html``, a page that only runs ``loadPyodide()`` from the same dist/, from the
browser's navigation start until ``html[data-ready=true]`` (the moment the page sets it,
read in the page), served as GitHub Pages serves the site (gzip, ETags: bench/pages.py),
loaded two ways with the same files, caching and service-worker state for both pages:

- first: a first visit, in a new browser profile on disk (a player's browser keeps one);
- returning: that profile again, served by the site's service worker, once it was
  installed (with the snapshot) and took charge (for bare.html too, registered from it).

The app restores its memory snapshot both ways (web/boot.js: downloaded on a first visit,
from the worker's cache on a return; the table says which start each load took).  Each
way is measured unthrottled and with the CPU slowed 4x (CDP
``Emulation.setCPUThrottlingRate``, a stand-in for a mid-range phone).  The two pages take
turns, ``--loads`` times each; it prints the medians and the app/bare ratios (of the
medians, and the median of each turn's own ratio with the middle half of those turns'
ratios, to show how far one run can be trusted), the first paint of the table on a first
visit, where the time goes, the bytes a first visit downloads (before it is ready, and in
its first minute, raw and as Pages sends them) and the machine's load.

    python bench/startup.py [--loads 3] [--throttle 1,4] [--no-bytes]

``--engines`` times the app alone in each browser engine instead: WebKit (WebKitGTK) and
Gecko (Firefox), driven as tests/engines drives them, and Chromium for comparison, each
``--loads`` times in a new browser (empty caches): a first visit (cold) and then a load
served by the service worker (sw), with how the interpreter started at each.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.served import read_tally, served  # noqa: E402

READY = "html[data-ready=true]"
# When the page sets data-ready=true, in milliseconds from its navigation start.  The
# document is watched rather than <html>, which may not exist yet when this runs.
WATCH_READY = """
new MutationObserver(() => {
  if (document.documentElement?.dataset.ready === "true") window.readyAt ??= performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""
FIRST_PAINT = """() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return paint ? paint.startTime : null;
}"""
CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"
# Whether some cache of the page's holds the unpacked snapshot yet.
SNAPSHOT_KEPT = """async () => {
    for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((request) => /snapshot-[0-9a-f]+\\.bin$/.test(request.url))) return true;
    }
    return false;
}"""
# The moments the pages mark (web/boot.js, build.BARE_PAGE, index.html), in milliseconds
# from the navigation start: when the page called loadPyodide(), when Pyodide was ready,
# and (the app only) when PyScript began to run the page's Python.
MARKS = ("python-start", "python-ready", "page-python")
READ_MARKS = """(names) => Object.fromEntries(names.map((name) => {
    const mark = performance.getEntriesByName(name, "mark")[0];
    return [name, mark ? mark.startTime : null];
}))"""
KINDS = ("first", "returning")


def time_load(page, url: str, stages: dict[str, list[float]] | None = None) -> float:
    """Seconds from navigation until the page set data-ready=true; the moments of
    ``MARKS`` (ms) are added to ``stages`` when given, with the start the page took."""
    page.goto(url)
    page.wait_for_selector(READY, timeout=180_000)
    ready = page.evaluate("window.readyAt")
    if stages is not None:
        marks = page.evaluate(READ_MARKS, list(MARKS))
        for name in MARKS:
            if marks[name] is not None:
                stages.setdefault(name, []).append(marks[name])
        stages.setdefault("data-ready", []).append(ready)
        start, reason = page.evaluate(
            "[document.documentElement.dataset.start, document.documentElement.dataset.startReason]"
        )
        if reason:  # a restore that failed: say why, not only that it did
            print(f"  {url}: started afresh after a failed restore: {reason}")
        stages.setdefault("start", []).append(start or "-")
    return ready / 1000


def throttled(context, page, throttle: float) -> None:
    if throttle != 1:
        # Per page: the setting holds across its navigations.
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})


def launch(playwright, **options):
    from tests.e2e.conftest import BROWSER_FLAGS, chromium_executable

    options = {"args": BROWSER_FLAGS, **options}
    executable = chromium_executable(playwright)
    if executable:
        options["executable_path"] = executable
    return options


def measure(base: str, loads: int, throttle: float) -> tuple[dict, dict, list[float]]:
    """Each page loaded ``loads`` times each way: the seconds to ready, the stages and
    the first paints of a first visit."""
    from playwright.sync_api import sync_playwright

    results: dict[tuple[str, str], list[float]] = {}
    stages: dict[tuple[str, str], dict[str, list]] = {}
    painted: list[float] = []
    with sync_playwright() as playwright:
        # The two pages take turns, so a machine that grows busier or quieter during
        # the run weighs on both alike.
        for _ in range(loads):
            for name, path in (("app", "#fortress/1"), ("bare", "bare.html")):
                with tempfile.TemporaryDirectory() as profile:
                    context = playwright.chromium.launch_persistent_context(
                        profile, **launch(playwright)
                    )
                    context.add_init_script(WATCH_READY)
                    page = context.pages[0] if context.pages else context.new_page()
                    throttled(context, page, throttle)
                    timed = stages.setdefault((name, "first"), {})
                    results.setdefault((name, "first"), []).append(
                        time_load(page, base + path, timed)
                    )
                    if name == "app":  # the first visit also installs the worker
                        painted.append(page.evaluate(FIRST_PAINT))
                    else:
                        page.evaluate("navigator.serviceWorker.register('./sw.js')")
                    # The worker takes charge of the open page once it is active (and it
                    # is active once it has kept every file, the snapshot included).
                    page.wait_for_function(CONTROLLED, timeout=180_000)
                    page.goto("about:blank")
                    timed = stages.setdefault((name, "returning"), {})
                    results.setdefault((name, "returning"), []).append(
                        time_load(page, base + path, timed)
                    )
                    if not page.evaluate(CONTROLLED):
                        raise SystemExit(f"{name}: the timed load was not served by the worker")
                    context.close()
    return results, stages, painted


def report(results: dict, stages: dict, painted: list[float], loads: int, throttle: float) -> None:
    print(f"\nCPU {throttle:g}x: start-up to html[data-ready=true], median of {loads} (s)")
    print(f"load average: {load_average()}")
    print(
        f"{'':10}{'app':>8}{'bare':>8}{'app/bare':>10}{'per turn':>10}{'middle half':>14}"
        f"  app's start"
    )
    for kind in KINDS:
        apps, bares = results[("app", kind)], results[("bare", kind)]
        app, bare = statistics.median(apps), statistics.median(bares)
        turns = [a / b for a, b in zip(apps, bares, strict=True)]
        low, _, high = statistics.quantiles(turns, n=4) if len(turns) > 1 else turns * 3
        ratios = f"{app / bare:10.2f}{statistics.median(turns):10.2f}{f'{low:.2f}-{high:.2f}':>14}"
        starts = stages[("app", kind)]["start"]
        took = ", ".join(f"{way} {starts.count(way)}" for way in sorted(set(starts)))
        print(f"{kind:10}{app:8.2f}{bare:8.2f}{ratios}  {took}")
    print(f"first paint of the table, first visit: {statistics.median(painted):.0f} ms")
    print_stages(stages)


def print_stages(stages: dict[tuple[str, str], dict[str, list]]) -> None:
    """Where the time goes: the median moment of each stage, in ms from navigation, and
    the app's lead over the bare page at each."""
    names = (*MARKS, "data-ready")
    print("stages, median ms from navigation (app - bare: the app's lead)")
    print(f"{'':10}{'stage':<14}{'app':>8}{'bare':>8}{'app-bare':>10}")
    for kind in KINDS:
        bare_ready = statistics.median(stages[("bare", kind)]["python-ready"])
        for name in names:
            if name not in stages[("app", kind)]:
                continue
            app = statistics.median(stages[("app", kind)][name])
            # The bare page has no Python of its own: it is ready when Pyodide is.
            bare = statistics.median(stages[("bare", kind)].get(name, [bare_ready]))
            print(f"{kind:10}{name:<14}{app:8.0f}{bare:8.0f}{app - bare:10.0f}")


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def first_visit_bytes(base: str, tally: Path, minute: float = 60.0) -> None:
    """The bytes a first visit downloads before it is ready and in its first minute, in
    a profile kept on disk (as a player's browser keeps one), raw (the files' own sizes)
    and as GitHub Pages sends them (bench/pages.py); the files over 100 kB sent whole more
    than once."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(profile, **launch(playwright))
        context.add_init_script(WATCH_READY)
        page = context.pages[0] if context.pages else context.new_page()
        started = time.time()
        page.goto(base + "#fortress/1")
        page.wait_for_selector(READY, timeout=180_000)
        # The moment the page set data-ready, not the later one this process saw it.
        ready = page.evaluate("(performance.timeOrigin + window.readyAt) / 1000")
        time.sleep(max(0.0, started + minute - time.time()))
        before = read_tally(tally, started, ready)
        within = read_tally(tally, started, started + minute)
        context.close()
    whole = [line["path"] for line in within if line["status"] == 200 and line["bytes"] > 100_000]
    twice = sorted({path for path in whole if whole.count(path) > 1})
    print("\nfirst visit, bytes from the network (profile on disk, served as Pages serves)")
    print(f"  {'':14}{'raw':>12}{'as sent':>12}  responses")
    for when, lines in (("before ready", before), ("first minute", within)):
        raw, sent = sum(line["raw"] for line in lines), sum(line["bytes"] for line in lines)
        print(f"  {when:<14}{raw:>12,}{sent:>12,}  {len(lines)}")
    print("  before ready, by file (raw, as sent):")
    for line in sorted(before, key=lambda line: -line["bytes"]):
        print(f"    {line['path']:<40}{line['raw']:>12,}{line['bytes']:>12,}  {line['status']}")
    print(f"  over 100 kB, sent whole twice: {', '.join(twice) or 'none'}")


def snapshot_size() -> None:
    """The snapshot as dist/ ships it (bench/snapshot_size.py: each step of its making)."""
    import build

    for packed in build.DIST.glob("snapshot-*.bin.gz"):
        print(f"\nsnapshot {packed.name}: {packed.stat().st_size:,} bytes gzipped")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--loads", type=int, default=3)
    parser.add_argument("--throttle", default="1,4", help="CPU slow-downs, e.g. 1,4")
    parser.add_argument("--no-bytes", dest="bytes", action="store_false")
    parser.add_argument(
        "--engines", action="store_true", help="the app in WebKit, Gecko and Chromium"
    )
    args = parser.parse_args()
    if args.engines:
        with served() as base:
            report_engines(measure_engines(base, args.loads), args.loads)
        return
    with tempfile.TemporaryDirectory() as folder:
        tally = Path(folder) / "tally.jsonl"
        with served(tally=tally, pages=True) as base:
            snapshot_size()
            for throttle in (float(t) for t in args.throttle.split(",")):
                results, stages, painted = measure(base, args.loads, throttle)
                report(results, stages, painted, args.loads, throttle)
            if args.bytes:
                first_visit_bytes(base, tally)


# When the page set data-ready=true, in ms from its navigation start.  No engine here
# runs a script in the page before its own (WebDriver classic has no such thing), so the
# watch starts once the navigation is over (the load event, seconds before Python is
# ready); a page found ready already gives the moment it was found (a later bound).
READY_AT = """() => new Promise((done) => {
  const root = document.documentElement;
  if (root.dataset.ready === "true") return done(performance.now());
  new MutationObserver((_, watch) => {
    if (root.dataset.ready === "true") { watch.disconnect(); done(performance.now()); }
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
})"""
STARTED = "() => document.documentElement.dataset.start || 'unmarked'"


class PlaywrightChromium:
    """Chromium, through Playwright, behind the few calls of tests/engines/drivers.py
    that the engines bench makes."""

    name = "chromium"

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(**launch(self.playwright))
        self.page = self.browser.new_page(viewport={"width": 1280, "height": 800})
        self.version = self.browser.version

    def open(self, url: str) -> None:
        self.page.goto(url)

    def evaluate(self, source: str, arg=None):
        return self.page.evaluate(source, arg)

    def close(self) -> None:
        self.browser.close()
        self.playwright.stop()


def measure_engines(base: str, loads: int) -> dict[str, dict]:
    """Per engine: its version, the seconds to ready of each load (cold, sw) and how the
    interpreter started; or why the engine could not run here."""
    from tests.engines import drivers

    found: dict[str, dict] = {}
    for name in (*drivers.ENGINES, "chromium"):
        times: dict[str, list[float]] = {"cold": [], "sw": []}
        paths: dict[str, list[str]] = {"cold": [], "sw": []}
        for _ in range(loads):
            try:
                browser = PlaywrightChromium() if name == "chromium" else drivers.start(name)
            except drivers.Unavailable as why:
                found[name] = {"missing": str(why)}
                break
            try:
                for kind in ("cold", "sw"):
                    # about:blank between, so the second is a whole new load of the page.
                    browser.open("about:blank")
                    browser.open(base + "#fortress/1")
                    times[kind].append(browser.evaluate(READY_AT) / 1000)
                    paths[kind].append(browser.evaluate(STARTED))
                    if kind == "cold":
                        for _ in range(1200):
                            if browser.evaluate(CONTROLLED):
                                break
                            time.sleep(0.1)
                        else:
                            raise SystemExit(f"{name}: the service worker never took charge")
                version = browser.version
            finally:
                browser.close()
        else:
            found[name] = {"version": version, "times": times, "paths": paths}
    return found


def report_engines(found: dict[str, dict], loads: int) -> None:
    print(f"the app's start-up to html[data-ready=true] per engine, median of {loads} (seconds)")
    print(f"{'':10}{'version':>10}{'cold':>8}{'sw':>8}   how Python started (cold; sw)")
    for name, seen in found.items():
        if "missing" in seen:
            print(f"{name:10}  NOT MEASURED: {seen['missing']}")
            continue
        times, paths = seen["times"], seen["paths"]
        started = "; ".join(",".join(sorted(set(paths[kind]))) for kind in ("cold", "sw"))
        cold, sw = statistics.median(times["cold"]), statistics.median(times["sw"])
        print(f"{name:10}{seen['version']:>10}{cold:8.2f}{sw:8.2f}   {started}")


if __name__ == "__main__":
    main()
