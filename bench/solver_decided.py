"""Deals decided by the whole search (probes included, as ``python -m engine solve``),
with a limit of CPU time a deal (``engine/solver/clock.py``), so that the figure does not
depend on how busy the machine is: each deal's verdict, positions and CPU seconds, then
the deals decided and the positions a CPU second.

    python3 bench/solver_decided.py --games klondike --deals 1-60 --seconds 10
    python3 bench/solver_decided.py --games klondike --deals 1-60 --seconds 10 --engine-tables

With ``--engine-tables`` a game that declares its own model of positions for the search
(``SearchKnowledge.model``) is searched on the engine's tables instead, as before it had
one.  Nothing is written but the lines printed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.registry import new_game
from engine.solver import clock
from engine.solver.core import solve
from engine.solver.games import knowledge_class


def _deals(texts: list[str]) -> list[int]:
    return [
        deal
        for text in texts
        for deal in range(int(text.partition("-")[0]), int(text.rpartition("-")[2]) + 1)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["klondike"])
    parser.add_argument("--deals", nargs="+", default=["1-60"], help="numbers or A-B")
    parser.add_argument("--seconds", type=float, default=10.0, help="CPU seconds a deal")
    parser.add_argument("--engine-tables", action="store_true")
    args = parser.parse_args()
    clock.read_cpu_time()
    print(f"load average at the start: {os.getloadavg()[0]:.1f}", flush=True)
    for game_id in args.games:
        counts = {"won": 0, "lost": 0, "unknown": 0}
        positions, seconds = 0, 0.0
        for deal in _deals(args.deals):
            game = new_game(game_id, deal)
            knowledge = None
            if args.engine_tables:
                own = knowledge_class(game_id)
                knowledge = type("OnEngineTables", (own,), {"model": None})(game.rules)
            began = time.process_time()
            verdict = solve(game, max_states=10**9, max_seconds=args.seconds, knowledge=knowledge)
            took = time.process_time() - began
            counts[verdict.result] += 1
            positions += verdict.states
            seconds += took
            print(f"{game_id}\t{deal}\t{verdict.result}\t{verdict.states}\t{took:.2f}", flush=True)
        decided = counts["won"] + counts["lost"]
        print(
            f"{game_id}: {decided} of {sum(counts.values())} decided ({counts['won']} won, "
            f"{counts['lost']} lost); {positions / seconds:.0f} positions a CPU second"
        )
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
