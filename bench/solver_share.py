"""Deals decided by the solver with the pack turned a card at a time and with it turned as
one move to each card that comes into play (engine/solver/talon_turns.py), deal by deal,
the two searches run one after the other on each deal so that both meet the same load.

    python3 bench/solver_share.py klondike --deals 1-50 --seconds 10

The same search as ``python3 -m engine solve`` (probes included, 200,000 positions and
``--seconds`` a deal); the load average is printed with the figures.
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--deals", default="1-50")
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    first, last = (int(n) for n in args.deals.split("-"))
    print(f"{args.game}: load average at the start {os.getloadavg()[0]:.1f}", flush=True)
    decided = {False: {"won": 0, "lost": 0}, True: {"won": 0, "lost": 0}}
    for deal in range(first, last + 1):
        row = [f"{args.game} {deal}"]
        for turning in (False, True):
            began = time.perf_counter()
            verdict = solve(
                new_game(args.game, deal),
                max_states=200_000,
                max_seconds=args.seconds,
                turning=turning,
            )
            took = time.perf_counter() - began
            if verdict.result in ("won", "lost"):
                decided[turning][verdict.result] += 1
            row.append(f"{verdict.result} {verdict.states} {took:.1f}s")
        print(" | ".join(row), flush=True)
    deals = last - first + 1
    for turning, name in ((False, "a card at a time"), (True, "whole turns")):
        won, lost = decided[turning]["won"], decided[turning]["lost"]
        print(f"{args.game} {name}: {won + lost} of {deals} decided ({won} won, {lost} lost)")
    print(f"{args.game}: load average at the end {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
