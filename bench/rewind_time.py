"""The backward search's time (engine/solver/coach.py): for each game, games lost after 10,
50 and 150 moves (deals the solver has won, played along its winning line until a
blunder a few moves before the end, then at random), the time until the search answers
(p50, p95) and what it answered.

In CPython by default, with the page's limits (web/ui/coaching.py: PER_POSITION seconds
a position, BUDGET in all, slices of 30 ms).  With ``--page``, in headless Chromium: each
game is opened as the page's saved game; a blocked game starts the search by itself, any
other is asked for a hint until Hint proves it lost (at most four presses; a game whose
hint never does is left out), and the page reports the search's time from the moment it
was asked for to its answer (``html[data-coach-ms]``), the browser's own work between the
slices included.  The random choices come from the engine's PRNG seeded by
the deal, so runs repeat; a deal whose game cannot reach the length (a winning line
shorter than that, no blunder found within MAKING seconds, or blocked) is left out,
and the next deal taken.
The search starts knowing the last position lost, as after Hint has proved it.

    python bench/rewind_time.py [--samples 6] [--lengths 10,50,150] [--games clock]
                                [--jobs 2] [--page]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from engine.prng import Pcg32  # noqa: E402
from engine.solver.coach import Rewind  # noqa: E402
from engine.solver.winnable import winnable_deals  # noqa: E402
from ui.coaching import BUDGET, PER_POSITION  # noqa: E402

# The positions (and seconds) the solver may take to prove a blunder's position lost,
# and the seconds given to making one game (generous: a busy machine left most out at 8 s).
PROOF = 20_000
MAKING = 20.0


def lost_game(game_id: str, deal: int, length: int) -> engine.Game | None:
    """A game of ``length`` moves that ends lost: the solver's winning line, a blunder
    (a move off the line after which the solver proves the position lost within
    ``PROOF`` positions and half a second) ``k`` moves before the end for the first
    ``k`` of 1 to 5 that has one, then fresh random moves (no position twice); None
    when there is none."""
    start = engine.new_game(game_id, deal)
    line = engine.solve(start, max_seconds=2).moves
    rng = Pcg32(deal)
    given_up = time.perf_counter() + MAKING
    for k in range(1, 6):
        if time.perf_counter() > given_up:
            return None
        at = length - k
        if at < 0 or at > len(line) - 1:
            continue
        game = engine.load_game(start.to_json())
        for move in line[:at]:
            game.play(move)
        others = [m for m in game.legal_moves() if m != line[at]]
        for move in sorted(others, key=lambda m: rng.below(1 << 16)):
            after = engine.Game(game.rules, None, game.rules.apply(game.table, move))
            if engine.solve(after, max_states=PROOF, max_seconds=0.5).result == "lost":
                game.play(move)
                break
        else:
            continue
        seen = {game.table}
        while len(game.moves) < length:
            fresh = [m for m in game.legal_moves() if game.rules.apply(game.table, m) not in seen]
            if not fresh:
                break
            game.play(fresh[rng.below(len(fresh))])
            seen.add(game.table)
        if len(game.moves) == length:
            return game
    return None


def timed(job: tuple[str, int, int]) -> tuple[str, int, float, str] | None:
    game_id, deal, length = job
    game = lost_game(game_id, deal, length)
    if game is None:
        return None
    started = time.perf_counter()
    search = Rewind(game, known_lost=True, per_position=PER_POSITION, budget=BUDGET)
    while not search.think(0.03):
        pass
    answer = search.answer
    what = answer.status if answer.status != "found" or answer.exact else "found, not exact"
    return game_id, length, time.perf_counter() - started, what


def make_game(job: tuple[str, int, int]) -> str | None:
    game = lost_game(*job)
    return None if game is None else game.to_json()


WAIT = """(status) => {
    const root = document.documentElement;
    return root.hasAttribute("data-coach-ms") || (status && root.dataset.hint === status);
}"""


def in_page(page, saved: str) -> tuple[float, str] | None:
    """Open ``saved`` as the page's saved game; the backward search's time (s) and answer."""
    game = engine.load_game(saved)
    # Another game first, so opening the deal reads the save (and nothing overwrites it).
    other = "nation" if game.game_id != "nation" else "clock"
    page.evaluate("h => { location.hash = h }", f"#{other}/1")
    page.wait_for_function("h => location.hash === h", arg=f"#{other}/1")
    page.wait_for_timeout(50)
    page.evaluate(
        "([key, text]) => localStorage.setItem(key, text)",
        [f"cadogan-patience/game/{game.game_id}", saved],
    )
    page.evaluate("h => { location.hash = h }", f"#{game.game_id}/{game.deal}")
    page.wait_for_function(
        "t => document.title.startsWith(t)", arg=f"{game.rules.name}, deal {game.deal}"
    )
    # The look back starts by itself when no move is left, else once Hint proves the
    # position lost; a hint that finds a win ("winnable") leaves the game out.
    coach = "() => document.documentElement.dataset.coach || ''"
    for _ in range(4):
        if page.evaluate(coach):
            break
        page.evaluate("() => { document.documentElement.dataset.hint = 'asked' }")
        page.click("#hint")
        page.wait_for_function(WAIT, arg="shown", timeout=30_000)
    if page.evaluate(coach) in ("", "winnable"):
        return None
    page.wait_for_function(WAIT, arg="", timeout=120_000)
    root = "document.documentElement.dataset"
    ms, status = page.evaluate(f"() => [Number({root}.coachMs), {root}.coach]")
    text = page.locator("#coach-text").inner_text()
    if status == "found" and "not decided" in text:
        status = "found, not exact"
    return ms / 1000, status


def run_in_page(games: list[tuple[str, int, str]]) -> list[tuple[str, int, float, str]]:
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    rows = []
    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "#fortress/1")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        for game_id, length, saved in games:
            result = in_page(page, saved)
            if result is not None:
                rows.append((game_id, length, *result))
        browser.close()
    return rows


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--lengths", default="10,50,150")
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--page", action="store_true", help="time it in headless Chromium")
    args = parser.parse_args()
    lengths = [int(n) for n in args.lengths.split(",")]
    jobs = []
    for game_id in args.games.split(","):
        # More deals than samples: a game that cannot reach its length is left out.
        for length in lengths:
            deals = winnable_deals(game_id)[: args.samples * 2]
            jobs += [(game_id, deal, length) for deal in deals]
    results: dict[tuple[str, int], list[tuple[float, str]]] = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        if args.page:
            games, counts = [], Counter()
            for job, saved in zip(jobs, pool.map(make_game, jobs), strict=True):
                if saved is not None and counts[job[0], job[2]] < args.samples:
                    counts[job[0], job[2]] += 1
                    games.append((job[0], job[2], saved))
            timings = run_in_page(games)
        else:
            timings = [t for t in pool.map(timed, jobs) if t is not None]
    for game_id, length, seconds, what in timings:
        rows = results.setdefault((game_id, length), [])
        if len(rows) < args.samples:
            rows.append((seconds, what))
    where = "headless Chromium" if args.page else f"CPython {sys.version.split()[0]}"
    print(f"{where}; {PER_POSITION} s a position, {BUDGET} s in all")
    print("| Game | Moves played | Games | p50 s | p95 s | Answers |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (game_id, length), rows in results.items():
        seconds = [s for s, _ in rows]
        answers = ", ".join(f"{n} {w}" for w, n in Counter(w for _, w in rows).most_common())
        print(
            f"| {engine.GAMES[game_id].name} | {length} | {len(rows)} | "
            f"{percentile(seconds, 0.5):.2f} | {percentile(seconds, 0.95):.2f} | {answers} |"
        )


if __name__ == "__main__":
    main()
