"""The solver's worker, in headless Chromium: how long it takes to start once the page is
ready, how long a Hint takes through it and on the page, and the tap to the next frame in
a lost game while the coach looks back, with the worker and without it.

- start: from the page's ``page-ready`` mark to the worker's ``solver-ready`` (the worker is
  started once the page has done what it does when ready: that wait is in the figure), and
  the worker's own start (``data-solver-start-ms``: from ``new Worker`` to its first
  message), on ``--visits`` first visits (nothing cached) and as many returning ones
  (the service worker's cache);
- hint: a click on Hint to the hint shown (``html[data-hint=shown]``), at the start of
  ``--deals`` deals of each of ``--games``, answered by the worker and by the page (the
  worker set aside: ``cadoganSolver.state``), at 1x and at ``--throttle``;
- frame: ``bench/move_latency.py``'s tap to the next frame, p50 and p95, on a 390x844 touch
  screen at ``--throttle``, along the Flower-Garden's line of deal 7 (lost from its 18th
  move: the coach looks back after each move), with the worker and without.

DevTools' CPU throttling (``Emulation.setCPUThrottlingRate``) slows the page's main thread
only, not a worker: a hint answered by the worker at "4x" is measured with the worker at
full speed.  With ``--cores`` the whole browser (the worker too) is held to that many
cores' worth of time instead (``bench/slow_cores.py``; Linux, as root): at 0.25 the main
thread runs as at 4x and the worker shares its quarter of a core, harsher than a phone.

    python bench/worker_latency.py [--visits 3] [--games clock,flower-garden] [--deals 5]
    python bench/worker_latency.py --cores 0.25
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from bench.move_latency import percentile, play, random_line  # noqa: E402

READY = "html[data-ready=true]"
SOLVER = "html[data-solver=ready], html[data-solver=failed]"
STARTED = """() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime;
    const root = document.documentElement;
    return [mark("solver-ready") - mark("page-ready"), Number(root.dataset.solverStartMs),
            root.dataset.solver, root.dataset.solverStart];
}"""
CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"
ASK = """(by) => new Promise(resolve => {
    const root = document.documentElement;
    cadoganSolver.state = by === "worker" ? "ready" : "set aside";
    root.dataset.hint = "asked";
    const start = performance.now();
    document.getElementById("hint").click();
    const done = () => {
        if (root.dataset.hint !== "shown") return false;
        resolve([performance.now() - start, root.dataset.hintBy]);
        return true;
    };
    if (done()) return;
    new MutationObserver((_, watch) => { if (done()) watch.disconnect(); })
        .observe(root, {attributes: true, attributeFilter: ["data-hint"]});
})"""


def starts(browser, base: str, visits: int) -> list[tuple[str, list]]:
    rows = {"first visit": [], "returning": []}
    for _ in range(visits):
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(base + "#fortress/1")
        page.wait_for_selector(READY, timeout=120_000)
        page.wait_for_selector(SOLVER, timeout=120_000)
        rows["first visit"].append(page.evaluate(STARTED))
        page.wait_for_function(CONTROLLED, timeout=120_000)
        page.reload()
        page.wait_for_selector(READY, timeout=120_000)
        page.wait_for_selector(SOLVER, timeout=120_000)
        rows["returning"].append(page.evaluate(STARTED))
        context.close()
    return list(rows.items())


def hints(page, games: list[str], deals: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"worker": [], "page": []}
    for game_id in games:
        for deal in range(1, deals + 1):
            page.evaluate("h => { location.hash = h }", f"#{game_id}/{deal}")
            page.wait_for_function("h => location.hash === h", arg=f"#{game_id}/{deal}")
            page.click("#restart")
            page.wait_for_timeout(100)
            for by in ("worker", "page"):
                page.click("#restart")  # a position of its own: no search to go on with
                elapsed, answered = page.evaluate(ASK, by)
                assert answered == by, (by, answered)
                times[by].append(elapsed)
    page.evaluate("cadoganSolver.state = 'ready'")
    return times


class NoPage:
    def click(self, selector: str) -> None:
        pass


def lost_from(game_id: str, deal: int, moves: int) -> int:
    """How many moves of the benchmark's line come before the move that loses the game
    (the look back starts with that move's tap)."""
    game = engine.new_game(game_id, deal)
    for made, _move in enumerate(random_line(NoPage(), game, moves)):
        if game.status == "lost":
            return made - 1
    return moves


def frames(page, by: str, moves: int) -> list[float]:
    page.evaluate("by => { cadoganSolver.state = by === 'worker' ? 'ready' : 'set aside' }", by)
    _deal, made, _ = play(page, "flower-garden", 7, moves, "touch")
    page.evaluate("cadoganSolver.state = 'ready'")
    return [frame for _handled, frame, _kind in made]


def summary(values: list[float]) -> str:
    if not values:
        return "none"
    middle, high = statistics.median(values), percentile(values, 0.95)
    return f"p50 {middle:7.1f}  p95 {high:7.1f}  ({len(values)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=3)
    parser.add_argument("--games", default="clock,flower-garden,napoleon-st-helena")
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--rounds", type=int, default=1, help="of the taps, each way")
    parser.add_argument(
        "--cores",
        type=float,
        help="hold the whole browser, worker and all, to this many cores' worth of time "
        "(bench/slow_cores.py) in place of DevTools' throttling of the main thread",
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from bench.served import served

    with (
        served() as base,
        sync_playwright() as playwright,
        browser_for(playwright, args) as browser,
    ):
        measure(browser, base, args)


@contextlib.contextmanager
def browser_for(playwright, args) -> Iterator[object]:
    from bench.served import launch_chromium
    from bench.slow_cores import slowed_browser

    if args.cores:
        with slowed_browser(playwright, args.cores) as browser:
            yield browser
        return
    browser = launch_chromium(playwright)
    try:
        yield browser
    finally:
        browser.close()


def measure(browser, base: str, args) -> None:
    # With --cores the whole browser is slowed: DevTools' throttling stays off.
    slowest = 1.0 if args.cores else args.throttle
    speed = f"the browser held to {args.cores:g} cores" if args.cores else None
    print("the worker's start, ms: page ready to worker ready / new Worker to ready")
    for visit, rows in starts(browser, base, args.visits) if args.visits else ():
        waited = [r[0] for r in rows]
        own = [r[1] for r in rows]
        how = sorted({f"{r[2]} ({r[3]})" for r in rows})
        print(
            f"  {visit:12} {statistics.median(waited):7.0f} (max {max(waited):.0f})"
            f" / {statistics.median(own):7.0f} (max {max(own):.0f})  {', '.join(how)}"
        )
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.goto(base + "#fortress/1")
    page.wait_for_selector(READY, timeout=120_000)
    page.wait_for_selector("html[data-solver=ready]", timeout=120_000)
    cdp = page.context.new_cdp_session(page)
    games = args.games.split(",")
    for rate in sorted({1.0, slowest}) if args.deals else ():
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        times = hints(page, games, args.deals)
        print(
            f"click on Hint to the hint shown, ms, {speed or f'CPU {rate:g}x'}"
            f"{'' if speed else ' (the main thread' + chr(39) + 's)'}"
        )
        for by, values in times.items():
            print(f"  {by:8} {summary(values)}")
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": slowest})
    print(
        f"tap to the next frame, ms, 390x844 touch, {speed or f'CPU {slowest:g}x'},"
        " flower-garden 7 (lost from move 18: the coach looks back)"
    )
    cut = lost_from("flower-garden", 7, args.moves)
    for _ in range(args.rounds):
        for by in ("worker", "page"):
            taken = frames(page, by, args.moves)
            slowest_taps = ", ".join(f"{t:.0f}" for t in sorted(taken)[-4:])
            print(f"  {by:8} {summary(taken)}  slowest {slowest_taps}")
            # The machine's own noise: the same taps before the game is lost, when
            # nothing searches, beside those after, while the coach looks back.
            print(f"  {'':8} before the loss {summary(taken[:cut])}")
            print(f"  {'':8} lost            {summary(taken[cut:])}")


if __name__ == "__main__":
    main()
