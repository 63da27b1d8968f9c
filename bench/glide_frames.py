"""Frame times while a moved card glides into place, on a 390x844 touch phone in headless
Chromium with the CPU slowed (``--throttle``, 4x by default: CDP's
``Emulation.setCPUThrottlingRate``, a stand-in for a mid-range phone).

For each game it plays ``--moves`` moves of a random line of a fixed deal (the engine's PRNG
picks them, so runs repeat) by taps, with the motion on, as ``bench/move_latency.py`` makes
them.  Around the tap that makes each move the page records the time between frames
(``requestAnimationFrame``) until the glide (180 ms) is over.  It prints, per game, the
first frame (the tap's own: its handler, then the table drawn anew) and the frames of the
glide after it: p50, p95 and the longest.  At 60 frames a second a frame takes 16.7 ms.

    python bench/glide_frames.py [--throttle 4] [--moves 12] [--games clock,fortress]
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
from bench.move_latency import (  # noqa: E402
    fresh_deal,
    make,
    open_page,
    percentile,
    random_line,
    tap_pile,
)

GLIDE_MS = 180
# A tap, made in a frame's callback as a finger's lands between frames, then the time
# between that frame and each of the next, for ``ms`` milliseconds: the first is the tap's
# own (its handler, then the table's style, layout and paint), the others the glide's.
GLIDE_TAP = """([selector, index, ms]) => new Promise(done => {
    const nodes = document.querySelectorAll(selector);
    const node = nodes[index < 0 ? nodes.length + index : index];
    const box = node.getBoundingClientRect();
    const at = {bubbles: true, button: 0, pointerId: 9, isPrimary: true, pointerType: "touch",
                clientX: box.left + 4, clientY: box.top + 4};
    const frames = [];
    let last = null, end = null;
    const step = now => {
        if (last === null) {
            end = now + ms;
            node.dispatchEvent(new PointerEvent("pointerdown", at));
            node.dispatchEvent(new PointerEvent("pointerup", at));
        } else {
            frames.push(now - last);
        }
        last = now;
        if (now < end) requestAnimationFrame(step); else done(frames);
    };
    requestAnimationFrame(step);
})"""


def glide(page, game: engine.Game, move: engine.Move) -> list[float] | None:
    """Make ``move`` by taps, recording the frames from its last tap until the glide is
    over; None for a move made by a button (nothing glides)."""
    if move.source is None:
        make(page, game, move, "touch")
        return None
    if not move.source.startswith("stock"):
        stack = game.piles[move.source]
        index = len(stack) - move.count
        if move.card and stack[index] != move.card:
            index = max(i for i, c in enumerate(stack) if c == move.card)
        tap_pile(page, move.source, index, "touch")
    if move.source.startswith("stock"):
        where = [f'[data-pile="{move.source}"]', 0]
    elif game.piles[move.target]:
        where = [f'[data-pile="{move.target}"] [data-card]', -1]
    else:
        where = [f'[data-pile="{move.target}"]', 0]
    return page.evaluate(GLIDE_TAP, [*where, GLIDE_MS + 120])


def play(page, game_id: str, first_deal: int, count: int) -> tuple[int, list[list[float]]]:
    game, glides = fresh_deal(page, game_id, first_deal, settle_ms=300), []
    for move in random_line(page, game, count):
        frames = glide(page, game, move)
        if frames:
            glides.append(frames)
    return game.deal, glides


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--throttle", type=float, default=4.0, help="CPU slowdown (CDP)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    rows = []
    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = open_page(browser, base, phone=True)
        assert page.evaluate("document.documentElement.dataset.motion") == "full"
        if args.throttle != 1:
            cdp = page.context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        for game_id in args.games.split(","):
            deal, glides = play(page, game_id, args.deal, args.moves)
            rows.append((f"{game_id} {deal}", glides))
        browser.close()
    print(f"frame times during a glide, ms (390x844 touch, CPU {args.throttle:g}x)")
    print(
        f"{'game':18}{'glides':>7}{'first p50':>11}{'p95':>7}{'max':>7}"
        f"{'then p50':>10}{'p95':>7}{'max':>7}{'frames':>8}"
    )
    for name, glides in rows:
        if not glides:
            print(f"{name:18}{0:>7}")
            continue
        first = [frames[0] for frames in glides if frames]
        rest = [t for frames in glides for t in frames[1:]] or [0.0]
        print(
            f"{name:18}{len(glides):>7}{statistics.median(first):11.1f}"
            f"{percentile(first, 0.95):7.1f}{max(first):7.1f}{statistics.median(rest):10.1f}"
            f"{percentile(rest, 0.95):7.1f}{max(rest):7.1f}{len(rest):>8}"
        )


if __name__ == "__main__":
    main()
