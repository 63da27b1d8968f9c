"""Move latency: the time from a tap to the DOM being updated, per game, in headless Chromium.

For each game it opens a fixed deal and plays up to ``--moves`` moves of a random line
(the engine's PRNG picks them, so runs repeat).  Each move is made as a player makes it:
a tap on the card, then a tap on the target (or one tap on the pack, or a button); a
dead end restarts the deal.  The
pointer events are dispatched inside the page and timed there with ``performance.now()``:
the page's handlers run synchronously, so when dispatch returns the DOM is updated.
It prints p50 and p95 of the taps that made a move, and of the taps that selected a card.

    python bench/move_latency.py [--moves 40] [--games fortress,clock]
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
from engine.prng import Pcg32  # noqa: E402

TAP = """([selector, index]) => {
    const nodes = document.querySelectorAll(selector);
    const node = nodes[index < 0 ? nodes.length + index : index];
    const box = node.getBoundingClientRect();
    const at = {bubbles: true, button: 0, pointerId: 9, isPrimary: true,
                clientX: box.left + 4, clientY: box.top + 4};
    const start = performance.now();
    node.dispatchEvent(new PointerEvent("pointerdown", at));
    node.dispatchEvent(new PointerEvent("pointerup", at));
    return performance.now() - start;
}"""


CLICK = """([selector, index]) => {
    const node = document.querySelectorAll(selector)[index];
    const start = performance.now();
    node.click();
    return performance.now() - start;
}"""


def tap_pile(page, pile: str, index: int = -1) -> float:
    cards = page.locator(f'[data-pile="{pile}"] [data-card]').count()
    if cards:
        return page.evaluate(TAP, [f'[data-pile="{pile}"] [data-card]', index])
    return page.evaluate(TAP, [f'[data-pile="{pile}"]', 0])


def make(page, game: engine.Game, move: engine.Move) -> tuple[float | None, float]:
    """Make ``move`` by taps; returns (selection time or None, move time) in ms."""
    if move.source is None:
        buttons = page.locator("#actions button")
        labels = [buttons.nth(i).inner_text() for i in range(buttons.count())]
        index = labels.index(str(move))
        return None, page.evaluate(CLICK, ["#actions button", index])
    if move.source.startswith("stock"):
        return None, page.evaluate(TAP, [f'[data-pile="{move.source}"]', 0])
    stack = game.piles[move.source]
    index = len(stack) - move.count
    if move.card and stack[index] != move.card:
        index = max(i for i, c in enumerate(stack) if c == move.card)
    selecting = tap_pile(page, move.source, index)
    return selecting, tap_pile(page, move.target)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from bench.served import served
    from tests.e2e.conftest import BROWSER_FLAGS, chromium_executable

    rows = []
    with served() as base, sync_playwright() as playwright:
        launch = {"args": BROWSER_FLAGS}
        executable = chromium_executable(playwright)
        if executable:
            launch["executable_path"] = executable
        browser = playwright.chromium.launch(**launch)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "#fortress/1")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        for game_id in args.games.split(","):
            # The first deal from --deal that is not dead at the start (some Fortress
            # deals offer no move at all).
            deal = next(
                d
                for d in range(args.deal, args.deal + 100)
                if engine.new_game(game_id, d).legal_moves()
            )
            page.evaluate("h => { location.hash = h }", f"#{game_id}/{deal}")
            page.wait_for_function("h => location.hash === h", arg=f"#{game_id}/{deal}")
            page.wait_for_timeout(100)
            game = engine.new_game(game_id, deal)
            pick = Pcg32(deal)
            selections, moves = [], []
            for _ in range(args.moves):
                legal = [m for m in game.legal_moves() if m.kind != "swap"]
                if not legal:  # a dead end: start the deal again, down another line
                    page.click("#restart")
                    game.restart()
                    legal = [m for m in game.legal_moves() if m.kind != "swap"]
                    if not legal:
                        break
                move = legal[pick.below(len(legal))]
                selecting, moving = make(page, game, move)
                game.play(move)
                moves.append(moving)
                if selecting is not None:
                    selections.append(selecting)
            rows.append((f"{game_id} {deal}", moves, selections))
        browser.close()
    print("tap to DOM updated, ms (1280x800; game and deal)")
    print(f"{'game':14}{'moves':>6}{'p50':>8}{'p95':>8}{'select p50':>12}{'p95':>8}")
    for game_id, moves, selections in rows:
        if not moves:
            print(f"{game_id:14}{0:>6}")
            continue
        sel = selections or [0.0]
        move_p50, move_p95 = statistics.median(moves), percentile(moves, 0.95)
        select_p50, select_p95 = statistics.median(sel), percentile(sel, 0.95)
        print(
            f"{game_id:14}{len(moves):>6}{move_p50:8.1f}{move_p95:8.1f}"
            f"{select_p50:12.1f}{select_p95:8.1f}"
        )


if __name__ == "__main__":
    main()
