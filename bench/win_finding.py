"""How many deals the solver wins within a CPU-time limit, under several settings of its
search side by side: the measure for changes that find wins sooner in the games whose
deals it seldom decides (most of the two-pack games, where a loss is almost never proved,
so what a better search adds is wins).

Each setting gives the game's own knowledge other values for that run only (the share
of probes restarted on the best line yet: ``SearchKnowledge.probe_restarts``);
``before`` is the solver as it was (every probe from the start), ``after`` the game's
own knowledge as it is now.  Every deal is solved from the start, once per setting, in a
process that counts its CPU time (``clock.read_cpu_time``), so the limit is the same
work however busy the machine is.  It prints, per game, the deals won (and lost) under
each setting, for the deals left undecided the median of how many cards short of a win
the best line found stopped, and which deals each setting won or lost against the first.

    python bench/win_finding.py [--games labyrinth,great-thirteen] [--deals 1-20]
                                [--seconds 3] [--settings before,after] [--jobs 2]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.solver import clock  # noqa: E402
from engine.solver.core import Search  # noqa: E402
from engine.solver.games import knowledge_for  # noqa: E402

GAMES = ("labyrinth", "great-thirteen", "salic-law", "mill", "constitution", "terrace")

# The settings compared: knowledge attributes set for the run (None: the game's own).
SETTINGS: dict[str, dict[str, float]] = {
    "before": {"probe_restarts": 0.0},
    "after": {},
    "restart-25": {"probe_restarts": 0.25},
    "restart-50": {"probe_restarts": 0.5},
    "restart-75": {"probe_restarts": 0.75},
    "restart-90": {"probe_restarts": 0.9},
}


def _deals(text: str) -> list[int]:
    deals: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        deals.extend(range(int(first), int(last or first) + 1))
    return deals


def solve_one(game_id: str, deal: int, seconds: float, setting: str) -> tuple:
    """(game, deal, setting, verdict, CPU seconds, cards short of a win on the best line)."""
    clock.read_cpu_time()
    game = engine.new_game(game_id, deal)
    knowledge = knowledge_for(game.rules)
    for name, value in SETTINGS[setting].items():
        setattr(knowledge, name, value)
    start = clock.now()
    search = Search(game.rules, game.table, knowledge=knowledge)
    search.run(10**12, start + seconds)
    verdict = search.result()
    spent = clock.now() - start
    table = game.table
    for move in search.furthest:
        table = game.rules.apply(table, move)
    total = len(game.rules.pack())
    short = total - game.rules.progress(table)
    return game_id, deal, setting, verdict.result, spent, short


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--deals", default="1-20")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--settings", default="before,after")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    games = args.games.split(",")
    settings = args.settings.split(",")
    for setting in settings:
        if setting not in SETTINGS:
            parser.error(f"unknown setting {setting!r}: one of {', '.join(SETTINGS)}")
    deals = _deals(args.deals)
    tasks = [(g, d, args.seconds, s) for g in games for d in deals for s in settings]
    results: dict[tuple[str, str], list[tuple]] = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(solve_one, *task) for task in tasks]
        for future in futures:
            row = future.result()
            results.setdefault((row[0], row[2]), []).append(row)
            print(
                "\t".join(str(x) if not isinstance(x, float) else f"{x:.2f}" for x in row),
                file=sys.stderr,
                flush=True,
            )
    print(
        f"Deals {args.deals}, {args.seconds:g} s of CPU a deal: won (lost); "
        "median cards short of a win on the best line of the undecided deals"
    )
    print("game\t" + "\t".join(settings))
    totals = dict.fromkeys(settings, 0)
    for game_id in games:
        cells = []
        for setting in settings:
            rows = results[(game_id, setting)]
            won = sum(row[3] == "won" for row in rows)
            lost = sum(row[3] == "lost" for row in rows)
            short = [row[5] for row in rows if row[3] == "unknown"]
            totals[setting] += won
            cell = f"{won}"
            if lost:
                cell += f" ({lost} lost)"
            if short:
                cell += f"; short {statistics.median(short):g}"
            cells.append(cell)
        print(game_id + "\t" + "\t".join(cells))
    print("won in all\t" + "\t".join(str(totals[s]) for s in settings))
    for setting in settings[1:]:
        gained = sorted(
            (row[0], row[1])
            for game_id in games
            for row in results[(game_id, setting)]
            if row[3] == "won"
        )
        base = {
            (row[0], row[1])
            for game_id in games
            for row in results[(game_id, settings[0])]
            if row[3] == "won"
        }
        print(
            f"{setting}: won, not {settings[0]}: {[d for d in gained if d not in base]}; "
            f"lost its win: {sorted(base - set(gained))}"
        )


if __name__ == "__main__":
    main()
