"""Where a tap's time goes: Chromium's performance trace of the taps that make moves, per
game, on a 390x844 touch phone with the CPU slowed (``--throttle``, 4x by default).

It plays ``--moves`` moves of a random line of a fixed deal by taps, as
``bench/move_latency.py`` makes them (the same deals and lines), while the browser records
a trace (the DevTools protocol's ``Tracing``, through Playwright).  Each tap is marked in
the page (User Timing: ``tap``, then ``drawn`` once the next frame is drawn); the work of
the page's main thread between the two marks is split by the trace's events into

    script     the handlers (Python under Pyodide, and the DOM calls it makes), timers,
               animation frames' callbacks, garbage collection
    style      style recalculation (UpdateLayoutTree)
    layout     layout (Layout), forced by a read or in the frame
    paint      pre-paint, paint and the layer tree's update
    composite  layerization and the commit to the compositor
    other      the rest of the main thread's tasks; idle is the time it did nothing

each event's own time (its children's taken off).  It prints, per game, the median of each
part over the taps that made a move, and the parts of the slowest tap but one (about the
p95 of 20 or more taps).  With ``--callbacks`` it also lists, for those two taps, the
main thread's callbacks from the tap to the frame in order: the tap's own events, timers,
animation frames' and idle callbacks, messages, each with when it began after the tap and
how long it ran (what runs after the tap's handler and before the frame is drawn, and
delays it).

    python bench/tap_trace.py [--moves 24] [--games fourteenth,clock] [--throttle 4] [--callbacks]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from bench.move_latency import fresh_deal, make, open_page, random_line  # noqa: E402

CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "blink.user_timing",
    "toplevel",
    "v8",
]
PARTS = ("script", "style", "layout", "paint", "composite", "other", "idle")
# Trace events by the part of a tap's time they stand for (as DevTools' summary groups them).
PART_OF = {
    **dict.fromkeys(
        (
            "EventDispatch",
            "FunctionCall",
            "EvaluateScript",
            "TimerFire",
            "FireAnimationFrame",
            "RunMicrotasks",
            "V8.Execute",
            "v8.callFunction",
            "v8.run",
            "MinorGC",
            "MajorGC",
            "V8.GCScavenger",
            "V8.GCFinalizeMC",
            "V8.GC_MC_BACKGROUND_MARKING",
            "BlinkGC.AtomicPhase",
            "ThreadState::performIdleLazySweep",
            "HitTest",
            "Animation",
            "FireIdleCallback",
        ),
        "script",
    ),
    "UpdateLayoutTree": "style",
    "ScheduleStyleRecalculation": "style",
    "InvalidateLayout": "layout",
    "Layout": "layout",
    **dict.fromkeys(("PrePaint", "Paint", "PaintImage", "UpdateLayerTree", "RasterTask"), "paint"),
    **dict.fromkeys(("Layerize", "CompositeLayers", "Commit", "UpdateLayer"), "composite"),
}


def main_thread(events: list[dict]) -> tuple[int, int]:
    """The (process, thread) of the page's main thread: the one that drew the taps' marks."""
    for event in events:
        if event.get("name") == "tap" and "blink.user_timing" in event.get("cat", ""):
            return event["pid"], event["tid"]
    raise SystemExit("no tap marked in the trace")


def spans(events: list[dict], pid: int, tid: int) -> list[tuple[float, float, str]]:
    """The main thread's timed events as (start, end, name), in microseconds."""
    out, open_ = [], defaultdict(list)
    for event in events:
        if event.get("pid") != pid or event.get("tid") != tid:
            continue
        phase, name = event.get("ph"), event.get("name", "")
        if phase == "X" and "dur" in event:
            out.append((event["ts"], event["ts"] + event["dur"], name))
        elif phase == "B":
            open_[name].append(event["ts"])
        elif phase == "E" and open_[name]:
            out.append((open_[name].pop(), event["ts"], name))
    return out


def own_times(timed: list[tuple[float, float, str]]) -> list[tuple[float, float, str]]:
    """Each moment of the thread given to the innermost event that covers it: pieces
    (start, end, part)."""
    timed = sorted(timed, key=lambda s: (s[0], -s[1]))
    pieces: list[tuple[float, float, str]] = []
    stack: list[tuple[float, str]] = []  # (end, part) of the events open
    at = timed[0][0] if timed else 0.0

    def close_until(moment: float) -> None:
        nonlocal at
        while stack and stack[-1][0] <= moment:
            end, part = stack.pop()
            if end > at:
                pieces.append((at, end, part))
                at = end
        if stack and moment > at:
            pieces.append((at, moment, stack[-1][1]))
        at = max(at, moment)

    for start, end, name in timed:
        close_until(start)
        part = PART_OF.get(name)
        if part is None:  # a task, or an event of no part of its own: its parent's part
            part = stack[-1][1] if stack else "other"
        stack.append((end, part))
    close_until(float("inf") if not stack else max(e for e, _ in stack))
    return pieces


# The callbacks a task runs, by the trace's name for them, as ``--callbacks`` names them.
CALLBACKS = {
    "EventDispatch": "event",
    "TimerFire": "timer",
    "FireAnimationFrame": "animation frame",
    "FireIdleCallback": "idle callback",
    "HandlePostMessage": "message",
    "RunMicrotasks": "microtasks",
    "FunctionCall": "call",
    "UpdateLayoutTree": "style",
    "Layout": "layout",
    "Paint": "paint",
    "MajorGC": "major GC",
    "MinorGC": "minor GC",
}


def callbacks(timed, start: float, end: float) -> list[tuple[float, float, str]]:
    """The outermost callbacks (``CALLBACKS``) of the window start..end: (when after
    ``start``, how long, what), in ms, in order."""
    inside = sorted(
        (s for s in timed if s[2] in CALLBACKS and start <= s[0] < end), key=lambda s: (s[0], -s[1])
    )
    out, reach = [], start
    for left, right, name in inside:
        if left < reach:  # within a callback already listed
            continue
        out.append(((left - start) / 1000, (right - left) / 1000, CALLBACKS[name]))
        reach = right
    return out


def breakdown(pieces, start: float, end: float) -> dict[str, float]:
    """The parts of the window start..end, in ms."""
    parts = dict.fromkeys(PARTS, 0.0)
    for left, right, part in pieces:
        overlap = min(right, end) - max(left, start)
        if overlap > 0:
            parts[part] += overlap / 1000
    parts["idle"] = max(0.0, (end - start) / 1000 - sum(parts.values()))
    return parts


def windows(events: list[dict], pid: int, tid: int) -> list[tuple[float, float]]:
    """Each tap's window: from its mark to the next frame's."""
    marks = sorted(
        (e["ts"], e["name"])
        for e in events
        if e.get("pid") == pid
        and e.get("tid") == tid
        and e.get("name") in ("tap", "drawn")
        and "blink.user_timing" in e.get("cat", "")
    )
    out, opened = [], None
    for moment, name in marks:
        if name == "tap":
            opened = moment
        elif opened is not None:
            out.append((opened, moment))
            opened = None
    return out


def traced_taps(browser, page, game_id: str, deal: int, count: int):
    """A trace of the taps of ``count`` moves of ``game_id`` on a fresh deal: the trace's
    events, the page's main thread (pid, tid), and each tap's window on it with what the
    tap did ("select", or the kind of the move it made)."""
    game = fresh_deal(page, game_id, deal, settle_ms=300)
    browser.start_tracing(page=page, categories=CATEGORIES)
    done = []  # what each tap did, in order
    for move in random_line(page, game, count):
        selecting, _ = make(page, game, move, "touch")
        if selecting is not None:
            done.append("select")
        done.append(move.kind)
    events = json.loads(browser.stop_tracing())["traceEvents"]
    pid, tid = main_thread(events)
    return events, pid, tid, list(zip(windows(events, pid, tid), done, strict=False))


def traced_game(browser, page, game_id: str, deal: int, count: int) -> list[tuple[dict, list]]:
    """The parts of each tap that made a move, in a game of ``count`` moves, and its
    callbacks (``callbacks``)."""
    events, pid, tid, taps = traced_taps(browser, page, game_id, deal, count)
    timed = spans(events, pid, tid)
    pieces = own_times(timed)
    return [
        (breakdown(pieces, *window), callbacks(timed, *window))
        for window, what in taps
        if what != "select"
    ]


def listed(calls: list[tuple[float, float, str]]) -> str:
    """A tap's callbacks on a line or a few: "at+length what", in ms; the short ones of
    the frame's own work (style, layout, paint under 1 ms) left out."""
    shown = [f"{at:.0f}+{length:.1f} {what}" for at, length, what in calls if length >= 1]
    return "\n".join(f"{'':8}" + ", ".join(shown[i : i + 6]) for i in range(0, len(shown), 6))


def row(name: str, parts: dict[str, float]) -> str:
    total = sum(parts[p] for p in PARTS)
    return f"{name:18}" + "".join(f"{parts[p]:9.1f}" for p in PARTS) + f"{total:9.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=24)
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--throttle", type=float, default=4.0, help="CPU slowdown (CDP)")
    parser.add_argument(
        "--callbacks", action="store_true", help="list the median and slow taps' callbacks"
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    results = []
    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = open_page(browser, base, phone=True)
        if args.throttle != 1:
            cdp = page.context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        for game_id in args.games.split(","):
            results.append((game_id, traced_game(browser, page, game_id, args.deal, args.moves)))
        browser.close()
    header = f"{'':18}" + "".join(f"{p:>9}" for p in PARTS) + f"{'total':>9}"
    print(
        f"a tap's main thread, tap to the next frame drawn, ms (390x844 touch, CPU "
        f"{args.throttle:g}x)"
    )
    print(header)
    for game_id, taps in results:
        if not taps:
            continue
        median = {p: statistics.median(t[p] for t, _ in taps) for p in PARTS}
        ordered = sorted(taps, key=lambda t: sum(t[0].values()))
        middle, slow = ordered[len(ordered) // 2], ordered[max(0, len(ordered) - 2)]
        print(row(f"{game_id} median", median))
        if args.callbacks:
            print(row(f"{'':>6}the median tap", middle[0]))
            print(listed(middle[1]))
        print(row(f"{'':>6}slow ({len(taps)})", slow[0]))
        if args.callbacks:
            print(listed(slow[1]))


if __name__ == "__main__":
    main()
