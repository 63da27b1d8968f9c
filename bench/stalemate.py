"""The cost of asking whether a game that can go round in circles is lost.

Napoleon at St. Helena and Napoleon's Square are lost once the pack is used up and no
series of moves brings a card to a foundation (``engine/mechanics/stalemate.py``), so
``game.status`` searches the positions the moves reach, once per position, from the
moment the pack is used up.  This plays ``--deals`` deals of each game along a line
that plays to a foundation whenever it can and otherwise makes a random move to a
position not seen before (the engine's PRNG seeded by the deal, so runs repeat), and
times ``game.status`` at every position after the pack is used up.  It prints the
number of such positions, the median, p95 and largest time in milliseconds, and how
many games ended lost with moves left.

    python bench/stalemate.py [--deals 40] [--games napoleon-st-helena,napoleons-square]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.prng import Pcg32  # noqa: E402

GAMES = ("napoleon-st-helena", "napoleons-square")
MOST_MOVES = 2000


def timings(game_id: str, deal: int) -> tuple[list[float], bool]:
    """Seconds of each status asked once the pack is used up, and whether the game ended
    lost with moves left."""
    game = engine.new_game(game_id, deal)
    pick = Pcg32(deal, 7)
    seen = {game.table}
    asked = []
    for _ in range(MOST_MOVES):
        started = time.perf_counter()
        status = game.status
        if not game.piles["stock-1"]:
            asked.append(time.perf_counter() - started)
        if status != "playing":
            return asked, status == "lost" and bool(game.legal_moves())
        moves = game.legal_moves()
        up = [m for m in moves if (m.target or "").startswith("foundation")]
        fresh = [m for m in moves if game.rules.apply(game.table, m) not in seen]
        if not up and not fresh:
            return asked, False
        game.play(up[0] if up else fresh[pick.below(len(fresh))])
        seen.add(game.table)
    return asked, False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    print("| Game | Positions timed | Median ms | p95 ms | Max ms | Lost with moves left |")
    print("| --- | --- | --- | --- | --- | --- |")
    for game_id in args.games.split(","):
        times: list[float] = []
        circling = 0
        for deal in range(1, args.deals + 1):
            asked, lost_moving = timings(game_id, deal)
            times += asked
            circling += lost_moving
        ms = sorted(t * 1000 for t in times) or [0.0]
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        print(
            f"| {engine.GAMES[game_id].name} | {len(times)} | {statistics.median(ms):.2f} "
            f"| {p95:.2f} | {ms[-1]:.2f} | {circling} of {args.deals} |"
        )


if __name__ == "__main__":
    main()
