"""The solver's depth-first search with the pack turned a card at a time and turned as one
move to each card that comes into play (engine/solver/talon_turns.py), side by side:
positions examined, seconds, positions a second, and the verdict, deal by deal.

    python3 bench/solver_speed.py          # Klondike, Napoleon at St. Helena, the Terrace
    python3 bench/solver_speed.py --games klondike --deals 7 168 173 --seconds 20

Depth-first alone (no probes), so that the figures are the search's own.  The machine's
load is printed with them: on a shared machine the seconds mean little without it.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.registry import new_game
from engine.solver.core import solve

GAMES = ("klondike", "napoleon-st-helena", "terrace")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES))
    parser.add_argument("--deals", nargs="+", type=int, default=[1, 2, 3])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.1f}")
    print("game deal | a card at a time: verdict positions s /s | whole turns: same")
    for game_id in args.games:
        totals = {False: [0, 0.0], True: [0, 0.0]}
        for deal in args.deals:
            row = [f"{game_id} {deal}"]
            for turning in (False, True):
                began = time.perf_counter()
                verdict = solve(
                    new_game(game_id, deal),
                    max_states=10**8,
                    max_seconds=args.seconds,
                    probing=False,
                    turning=turning,
                )
                took = time.perf_counter() - began
                totals[turning][0] += verdict.states
                totals[turning][1] += took
                row.append(
                    f"{verdict.result} {verdict.states} {took:.2f} {verdict.states / took:.0f}"
                )
            print(" | ".join(row), flush=True)
        single, whole = (totals[t][0] / totals[t][1] for t in (False, True))
        print(f"{game_id}: {single:.0f} positions/s a card at a time, {whole:.0f} whole turns")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
