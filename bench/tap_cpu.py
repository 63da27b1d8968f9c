"""A tap's time on a busy machine: the main thread's CPU time of each tap, from Chromium's
performance trace, which other processes on the machine do not lengthen as they do its
wall-clock time.

It plays the line ``bench/move_latency.py`` plays (the same deals and moves, on a 390x844
touch phone with the CPU slowed ``--throttle`` times) while the browser records a trace,
and sums for each tap the thread time (the trace's ``tdur``) of the main thread's tasks
from the tap's mark to the next frame's (User Timing: ``tap``, ``drawn``), and of the
tap's own pointer events (the handler: the figure ``move_latency`` calls tap to DOM).
Chromium's throttling counts in that thread time (the thread is held busy, not put
to sleep), so on a quiet machine the figures come near ``move_latency``'s; on a busy one
the wall-clock figures grow with the load, these far less.  It prints, per game, p50
and p95 of the handler's and the whole tap's CPU time, for the selecting taps and the
taps that make a move, and the slowest moves with their kinds (and their wall-clock
time, to tell a slow move from a descheduled one).

The solver's worker (Hint, Show me, a lost game's look back) is waited for before the
first tap; ``--page-solver`` sets it aside, and the page searches itself, as it did
before there was a worker.

    python bench/tap_cpu.py [--moves 80] [--deal 7] [--games empress-of-india,wheel]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from bench.move_latency import open_page, percentile  # noqa: E402
from bench.tap_trace import traced_taps  # noqa: E402

HANDLED = ("pointerdown", "pointerup", "click")  # the events of a tap, or a button's click


def outermost(events: list[dict], pid: int, tid: int) -> list[tuple[float, float, float]]:
    """The main thread's outermost timed events as (start, end, thread time), in us."""
    timed = sorted(
        (e["ts"], e["ts"] + e["dur"], e.get("tdur", 0))
        for e in events
        if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X" and "dur" in e
    )
    out, reach = [], 0.0
    for event in timed:
        if event[0] >= reach:
            out.append(event)
            reach = event[1]
    return out


def thread_ms(tasks: list[tuple[float, float, float]], start: float, end: float) -> float:
    """The thread time of the tasks within start..end (a task cut by either end counted in
    proportion), in ms."""
    total = 0.0
    for left, right, thread in tasks:
        overlap = min(right, end) - max(left, start)
        if overlap > 0:
            total += thread * overlap / max(1.0, right - left)
    return total / 1000


def handler_ms(events: list[dict], pid: int, tid: int, start: float, end: float) -> float:
    """The thread time of the tap's own events (its handlers) within start..end, in ms."""
    return (
        sum(
            e.get("tdur", 0)
            for e in events
            if e.get("pid") == pid
            and e.get("tid") == tid
            and e.get("name") == "EventDispatch"
            and start <= e["ts"] < end
            and e.get("args", {}).get("data", {}).get("type") in HANDLED
        )
        / 1000
    )


def traced(browser, page, game_id: str, deal: int, count: int) -> list[tuple]:
    """Each tap of ``count`` moves of ``game_id``: (what it did: "select" or the move's
    kind, the handler's CPU ms, the tap's CPU ms to the next frame, its wall-clock ms)."""
    events, pid, tid, taps = traced_taps(browser, page, game_id, deal, count)
    tasks = outermost(events, pid, tid)
    return [
        (
            what,
            handler_ms(events, pid, tid, start, end),
            thread_ms(tasks, start, end),
            (end - start) / 1000,
        )
        for (start, end), what in taps
    ]


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):6.1f}/{percentile(values, 0.95):<6.1f}" if values else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=80)
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--throttle", type=float, default=4.0, help="CPU slowdown (CDP)")
    parser.add_argument(
        "--page-solver", action="store_true", help="the page searches, not its worker"
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    rows = []
    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = open_page(browser, base, phone=True)
        page.wait_for_selector("html[data-solver=ready], html[data-solver=failed]")
        if args.page_solver:
            page.evaluate("cadoganSolver.state = 'set aside'")
        if args.throttle != 1:
            cdp = page.context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        for game_id in args.games.split(","):
            rows.append((game_id, traced(browser, page, game_id, args.deal, args.moves)))
        browser.close()
    solver = "on the page" if args.page_solver else "in its worker"
    print(
        f"main thread CPU ms, p50/p95 (390x844 touch, CPU {args.throttle:g}x, deal {args.deal};"
        f" the solver {solver})"
    )
    print(
        f"{'game':18}{'moves':>6}{'select':>14}{'to frame':>14}"
        f"{'move':>14}{'to frame':>14}  slowest moves (CPU to frame/wall ms)"
    )
    for game_id, taps in rows:
        selects = [t for t in taps if t[0] == "select"]
        moves = [t for t in taps if t[0] != "select"]
        slowest = sorted(moves, key=lambda t: t[2], reverse=True)[:3]
        print(
            f"{game_id:18}{len(moves):>6}{spread([t[1] for t in selects]):>14}"
            f"{spread([t[2] for t in selects]):>14}{spread([t[1] for t in moves]):>14}"
            f"{spread([t[2] for t in moves]):>14}  "
            + ", ".join(f"{t[2]:.0f}/{t[3]:.0f} {t[0]}" for t in slowest)
        )


if __name__ == "__main__":
    main()
