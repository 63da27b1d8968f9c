"""Hint latency: the time from a click on Hint to the hint on the page, per game, in
headless Chromium.

For each game it opens deals 1 to ``--deals`` and asks for a hint at the start and again
after every ``--every`` moves of a random line (the engine's PRNG picks them, so runs
repeat; the moves are made by taps, as in move_latency.py), up to ``--moves`` moves.
The click is dispatched inside the page and timed there with ``performance.now()`` until
the page marks the hint shown (``html[data-hint=shown]``): the solver thinks in slices
of time between which the browser runs, so the time includes the browser's own work.
It prints, per game, how many hints, p50, p95 and the largest time, and how many hints
were the first move of a winning line, how many said no win exists, and how many were
the solver's best guess when its time ran out.

    python bench/hint_latency.py [--deals 10] [--moves 30] [--every 10] [--games clock]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from bench.move_latency import make, percentile  # noqa: E402
from engine.prng import Pcg32  # noqa: E402

ASK = """() => new Promise(resolve => {
    const root = document.documentElement;
    const start = performance.now();
    const done = () => ["shown", "dropped"].includes(root.dataset.hint);
    const finish = () => resolve([performance.now() - start, root.dataset.hint,
                                  document.getElementById("message").textContent]);
    root.dataset.hint = "asked";
    document.getElementById("hint").click();
    if (done()) { finish(); return; }
    setTimeout(() => resolve([performance.now() - start, "timeout", ""]), 10000);
    new MutationObserver((changes, observer) => {
        if (done()) { observer.disconnect(); finish(); }
    }).observe(root, {attributes: true, attributeFilter: ["data-hint"]});
})"""


def kind(text: str) -> str:
    if "leads to a win" in text:
        return "won"
    if "No win exists" in text:
        return "lost"
    return "guess"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    rows = []
    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "#fortress/1")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        for game_id in args.games.split(","):
            times, kinds = [], Counter()
            for deal in range(1, args.deals + 1):
                page.evaluate("h => { location.hash = h }", f"#{game_id}/{deal}")
                page.wait_for_function("h => location.hash === h", arg=f"#{game_id}/{deal}")
                page.wait_for_timeout(50)
                page.click("#restart")
                game = engine.new_game(game_id, deal)
                pick = Pcg32(deal)
                for made in range(args.moves + 1):
                    if made % args.every == 0:
                        elapsed, state, text = page.evaluate(ASK)
                        if state == "shown":
                            times.append(elapsed)
                            kinds[kind(text)] += 1
                    legal = [m for m in game.legal_moves() if m.kind != "swap"]
                    if not legal:
                        break
                    move = legal[pick.below(len(legal))]
                    make(page, game, move)
                    game.play(move)
            rows.append((game_id, times, kinds))
        browser.close()
    print("click on Hint to the hint shown, ms (1280x800)")
    print(f"{'game':14}{'hints':>6}{'p50':>8}{'p95':>8}{'max':>8}{'win':>6}{'lost':>6}{'guess':>6}")
    everything = []
    for game_id, times, kinds in rows:
        everything += times
        if not times:
            print(f"{game_id:14}{0:>6}")
            continue
        print(
            f"{game_id:14}{len(times):>6}{statistics.median(times):8.1f}"
            f"{percentile(times, 0.95):8.1f}{max(times):8.1f}"
            f"{kinds['won']:>6}{kinds['lost']:>6}{kinds['guess']:>6}"
        )
    if everything:
        print(
            f"{'all':14}{len(everything):>6}{statistics.median(everything):8.1f}"
            f"{percentile(everything, 0.95):8.1f}{max(everything):8.1f}"
            f"   target p95 <= 300 ms: {percentile(everything, 0.95) / 300:.2f} of it"
        )


if __name__ == "__main__":
    main()
