"""The solver's depth-first search before and after the work on the talon games, side by
side: as it was (the game's own position keys, the pack turned a card at a time), with
cheaper keys (engine/solver/keys.py), and with cheaper keys and the pack turned as one
move to each card that comes into play (engine/solver/talon_turns.py): positions
examined, seconds, positions a second, and the verdict, deal by deal, on the engine's
tables (a game's own model of its positions left out: see ``--model``).

    python3 bench/solver_speed.py          # Klondike, Napoleon at St. Helena, the Terrace
    python3 bench/solver_speed.py --games klondike --deals 7 168 173 --seconds 20
    python3 bench/solver_speed.py --dead-tests --games klondike --deals 7 168 173
    python3 bench/solver_speed.py --dead-tests --probing --games general-sedgewick \
        --deals 1-50 --seconds 10
    python3 bench/solver_speed.py --model --games klondike --deals 1 7 168 173 --seconds 10
    python3 bench/solver_speed.py --model --games napoleon-st-helena --deals 1 3 4 6

With ``--dead-tests``, the search as it is now (cheaper keys, whole turns) with and
without the game's test of positions that can no longer be won (``DEAD_TESTS``), one
after the other on each deal; with ``--probing`` too, the whole search of ``python -m
engine solve`` (probes included, no limit of positions), and the deals decided by each.

With ``--model``, the search as it is now on the engine's tables and on the game's own
model of its positions (``SearchKnowledge.model``, engine/solver/spaces.py), one after
the other on each deal, the seconds counted in CPU time (engine/solver/clock.py), which
a shared machine does not change.

Depth-first alone (no probes), so that the figures are the search's own.  The machine's
load is printed with them: on a shared machine the seconds mean little without it.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.registry import new_game
from engine.solver import clock, core
from engine.solver.core import solve
from engine.solver.games import knowledge_class

GAMES = ("klondike", "napoleon-st-helena", "terrace")
# The three searches: (cheaper keys, whole turns of the pack).
KINDS = {"before": (False, False), "cheaper keys": (True, False), "both": (True, True)}
# Each game's test of positions that can no longer be won, by module and name (Klondike's
# twice: on the engine's tables and on the solver's small model of the game).
DEAD_TESTS = {
    "klondike": (
        ("engine.solver.games.klondike", "buried"),
        ("engine.solver.games.klondike_model", "buried"),
    ),
    "general-sedgewick": (("engine.solver.games.general_sedgewick", "dead_circle"),),
}


def _own_keys(knowledge, start):
    """The search's keys as they were: the knowledge's own."""
    return knowledge.position_key


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES))
    parser.add_argument("--deals", nargs="+", default=["1", "2", "3"], help="numbers or A-B")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--dead-tests", action="store_true")
    parser.add_argument("--probing", action="store_true")
    parser.add_argument("--model", action="store_true")
    args = parser.parse_args()
    args.deals = [
        deal
        for text in args.deals
        for deal in range(int(text.partition("-")[0]), int(text.rpartition("-")[2]) + 1)
    ]
    if args.dead_tests:
        dead_tests(args)
        return
    if args.model:
        on_the_model(args)
        return
    print(f"load average at the start: {os.getloadavg()[0]:.1f}")
    print("game deal | before | cheaper keys | cheaper keys and whole turns")
    print("  (each: verdict, positions, seconds, positions a second)")
    cheap_keys = core.key_function
    for game_id in args.games:
        totals = {kind: [0, 0.0] for kind in KINDS}
        for deal in args.deals:
            row = [f"{game_id} {deal}"]
            for kind in KINDS:
                cheap, turning = KINDS[kind]
                core.key_function = cheap_keys if cheap else _own_keys
                game = new_game(game_id, deal)
                cell = timed(
                    totals[kind],
                    time.perf_counter,
                    game,
                    args.seconds,
                    False,
                    turning=turning,
                    knowledge=on_engine_tables(game_id, game.rules),
                )
                row.append(cell)
            print(" | ".join(row), flush=True)
        rates = ", ".join(f"{kind} {n / s:.0f}" for kind, (n, s) in totals.items())
        print(f"{game_id} positions a second: {rates}")
    core.key_function = cheap_keys
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


def on_engine_tables(game_id: str, rules):
    """The game's own knowledge without its model of positions: the search on the
    engine's tables."""
    own = knowledge_class(game_id)
    return type("OnEngineTables", (own,), {"model": None})(rules)


def timed(total: list, clock_reading, game, seconds: float, probing: bool, **options) -> str:
    """Solve ``game`` once, add its positions and seconds (read on ``clock_reading``) to
    ``total``, and give the row's cell: verdict, positions, seconds, positions a second."""
    began = clock_reading()
    verdict = solve(game, max_states=10**8, max_seconds=seconds, probing=probing, **options)
    took = clock_reading() - began
    total[0] += verdict.states
    total[1] += took
    return f"{verdict.result} {verdict.states} {took:.2f} {verdict.states / took:.0f}"


def on_the_model(args) -> None:
    """The search on the engine's tables and on the game's model, deal by deal."""
    clock.read_cpu_time()
    print(f"load average at the start: {os.getloadavg()[0]:.1f}")
    print("game deal | on the engine's tables | on the model")
    print("  (each: verdict, positions, CPU seconds, positions a CPU second)")
    for game_id in args.games:
        totals = {kind: [0, 0.0] for kind in ("tables", "model")}
        for deal in args.deals:
            row = [f"{game_id} {deal}"]
            for kind in totals:
                game = new_game(game_id, deal)
                knowledge = on_engine_tables(game_id, game.rules) if kind == "tables" else None
                row.append(
                    timed(
                        totals[kind],
                        time.process_time,
                        game,
                        args.seconds,
                        args.probing,
                        knowledge=knowledge,
                    )
                )
            print(" | ".join(row), flush=True)
        rates = ", ".join(f"{kind} {n / s:.0f}" for kind, (n, s) in totals.items())
        print(f"{game_id} positions a CPU second: {rates}")
    clock.read_cpu_time(False)
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


def dead_tests(args) -> None:
    """The search with and without each game's dead-position test, deal by deal."""
    print(f"load average at the start: {os.getloadavg()[0]:.1f}")
    print("game deal | without the dead-position test | with it")
    print("  (each: verdict, positions, seconds, positions a second)")
    for game_id in args.games:
        tests = [
            (importlib.import_module(module_name), name, None)
            for module_name, name in DEAD_TESTS[game_id]
        ]
        tests = [(module, name, getattr(module, name)) for module, name, _ in tests]
        totals = {kind: [0, 0.0] for kind in ("without", "with")}
        decided = {kind: {"won": 0, "lost": 0} for kind in totals}
        for deal in args.deals:
            row = [f"{game_id} {deal}"]
            for kind in totals:
                for module, name, test in tests:
                    setattr(module, name, test if kind == "with" else (lambda *position: False))
                began = time.perf_counter()
                verdict = solve(
                    new_game(game_id, deal),
                    max_states=10**8,
                    max_seconds=args.seconds,
                    probing=args.probing,
                )
                took = time.perf_counter() - began
                totals[kind][0] += verdict.states
                totals[kind][1] += took
                if verdict.result != "unknown":
                    decided[kind][verdict.result] += 1
                row.append(
                    f"{verdict.result} {verdict.states} {took:.2f} {verdict.states / took:.0f}"
                )
            print(" | ".join(row), flush=True)
        for module, name, test in tests:
            setattr(module, name, test)
        for kind, counts in decided.items():
            print(
                f"{game_id} {kind} the test: {counts['won'] + counts['lost']} of "
                f"{len(args.deals)} decided ({counts['won']} won, {counts['lost']} lost)"
            )
        rates = ", ".join(f"{kind} {n / s:.0f}" for kind, (n, s) in totals.items())
        print(f"{game_id} positions a second: {rates}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
