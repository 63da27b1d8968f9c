"""The backward search's time (engine/solver/coach.py): for each game, games of 10, 50
and 150 moves from deals the solver has won, each the solver's winning line and then a
few random moves (a blunder, most often), the time until the search answers (p50, p95)
and what it answered.

In CPython, not in the page: the page runs the same search (web/ui/coaching.py, with the
same limits: PER_POSITION seconds a position, BUDGET in all) in slices of 30 ms between
which the browser runs, and Pyodide runs Python some 1.5 to 3 times slower, so a search
that ends well within its budget takes that much longer there; one that runs out of time
stops at the same budget.  The random moves are fresh (no position twice), the engine's
PRNG seeded by the deal, so runs repeat; a deal whose game cannot reach the length (a
winning line shorter than that, or blocked) is left out, and the next deal is taken.
The search starts from the last position as Hint would (not known lost).

    python bench/rewind_time.py [--samples 6] [--lengths 10,50,150] [--games clock]
                                [--jobs 2]
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


def lost_game(game_id: str, deal: int, length: int) -> engine.Game | None:
    """A game of ``length`` moves: the solver's winning line, then fresh random moves
    (no position twice) for its last fifth, tenth, or last move or two, the first of
    those tails that is not blocked before the end; None when none reaches ``length``."""
    start = engine.new_game(game_id, deal)
    line = engine.solve(start, max_seconds=3).moves
    for tail in sorted({length // 5, length // 10, 2, 1}, reverse=True):
        if tail < 1 or length - tail > len(line) - 1:
            continue
        game = engine.load_game(start.to_json())
        for move in line[: length - tail]:
            game.play(move)
        rng, seen = Pcg32(deal), {game.table}
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
    search = Rewind(game, known_lost=False, per_position=PER_POSITION, budget=BUDGET)
    while not search.think(0.03):
        pass
    answer = search.answer
    what = answer.status if answer.status != "found" or answer.exact else "found, not exact"
    return game_id, length, time.perf_counter() - started, what


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--lengths", default="10,50,150")
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--jobs", type=int, default=2)
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
        for result in pool.map(timed, jobs):
            if result is not None:
                game_id, length, seconds, what = result
                rows = results.setdefault((game_id, length), [])
                if len(rows) < args.samples:
                    rows.append((seconds, what))
    print(f"CPython {sys.version.split()[0]}; {PER_POSITION} s a position, {BUDGET} s in all")
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
