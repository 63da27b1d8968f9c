"""The cost of telling a game lost while moves are left (``GameRules.is_lost``), in Python.

In a game whose cards may go back and forth for ever (between two partners in the House
in the Wood and the House on the Hill, through lanes in the Napoleons, the Blockade and the
Flower-Garden), once the pack or the re-deals are used up ``game.status`` searches the
positions the moves left reach for a play to a foundation (engine/mechanics/reach.py, at most
``reach.LIMIT`` positions).  This plays ``--deals`` random games of each such game (the
engine's PRNG, a foundation play whenever there is one, so runs repeat) and prints the
time ``game.status`` took at every step: median, p99 and the worst, and how often the
search answered won't-reach (lost), reaches, or gave up at its limit.

    python bench/lost_check.py [--deals 30] [--games house-in-the-wood,napoleon-st-helena]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from engine.mechanics import reach
from engine.prng import Pcg32

# The games whose status asks the search (each defines ``is_lost`` with it).
SHUTTLING = (
    "house-in-the-wood",
    "house-on-the-hill",
    "napoleon-st-helena",
    "napoleons-square",
    "blockade",
    "flower-garden",
)


def measure(game_id: str, deals: int) -> tuple[list[float], Counter]:
    answers: Counter = Counter()
    search = reach.foundation_play_reachable

    def counted(*args, **kwargs):
        answer = search(*args, **kwargs)
        answers[{True: "reaches", False: "lost", None: "gave up"}[answer]] += 1
        return answer

    # The search is called from the module that defines the game's is_lost.
    owner = next(
        sys.modules[cls.__module__]
        for cls in type(engine.GAMES[game_id]).__mro__
        if hasattr(sys.modules[cls.__module__], "foundation_play_reachable")
    )
    owner.foundation_play_reachable = counted
    times = []
    try:
        for deal in range(1, deals + 1):
            game, pick = engine.new_game(game_id, deal), Pcg32(deal)
            for _ in range(1000):
                moves = game.legal_moves()
                started = time.perf_counter()
                status = game.status
                times.append(time.perf_counter() - started)
                if status != "playing":
                    break
                plays = [m for m in moves if (m.target or "").startswith("foundation")]
                game.play(plays[0] if plays else moves[pick.below(len(moves))])
    finally:
        owner.foundation_play_reachable = search
    return times, answers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--games", default=",".join(SHUTTLING))
    args = parser.parse_args()
    for game_id in args.games.split(","):
        times, answers = measure(game_id, args.deals)
        times.sort()
        ms = [t * 1000 for t in times]
        print(
            f"{game_id}: {len(ms)} steps, status ms median {statistics.median(ms):.2f} "
            f"p99 {ms[int(len(ms) * 0.99)]:.1f} worst {ms[-1]:.1f}; searches {dict(answers)}"
        )


if __name__ == "__main__":
    main()
