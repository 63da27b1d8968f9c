"""Command line.

python -m engine show <game-id> <deal>
python -m engine solve <game-id> --deals 1-1000 [--max-states N] [--max-seconds S] [--jobs N]
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from . import registry
from .notation import format_table
from .solver.core import solve
from .stats import wilson_interval


def show(game_id: str, deal: int, variant: str | None) -> int:
    game = registry.new_game(game_id, deal, variant)
    print(f"{game.rules.name}, deal {deal}" + (f" ({variant})" if variant else ""))
    print(format_table(game.table))
    moves = game.legal_moves()
    print(f"# {len(moves)} legal moves: " + "; ".join(str(m) for m in moves[:12]))
    return 0


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    try:
        low, high = int(first), int(last or first)
    except ValueError:
        raise argparse.ArgumentTypeError("deals are written A-B, e.g. 1-1000") from None
    if not (registry.valid_deal(low) and registry.valid_deal(high) and low <= high):
        raise argparse.ArgumentTypeError(f"deals run from 1 to {registry.MAX_DEAL}, A <= B")
    return range(low, high + 1)


def solve_one(
    job: tuple[str, int, int, str | None, float | None],
) -> tuple[int, str, int, int, float]:
    game_id, deal, max_states, variant, max_seconds = job
    started = time.perf_counter()
    game = registry.new_game(game_id, deal, variant)
    verdict = solve(game, max_states=max_states, max_seconds=max_seconds)
    seconds = time.perf_counter() - started
    return deal, verdict.result, verdict.states, len(verdict.moves), seconds


def solve_deals(
    game_id: str,
    deals: range,
    max_states: int,
    jobs: int,
    variant: str | None = None,
    max_seconds: float | None = None,
) -> int:
    work = [(game_id, deal, max_states, variant, max_seconds) for deal in deals]
    counts = {"won": 0, "lost": 0, "unknown": 0}
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            # One deal at a time: a deal may take from a millisecond to the whole time
            # limit, and handed out in batches a short range all went to one process.
            results = pool.map(solve_one, work)
            for deal, result, states, length, seconds in results:
                counts[result] += 1
                print(f"{game_id} {deal} {result} states={states} moves={length} {seconds:.2f}s")
    else:
        for job in work:
            deal, result, states, length, seconds = solve_one(job)
            counts[result] += 1
            print(f"{game_id} {deal} {result} states={states} moves={length} {seconds:.2f}s")
    decided = counts["won"] + counts["lost"]
    low, high = wilson_interval(counts["won"], decided)
    rate = counts["won"] / decided if decided else 0.0
    print(
        f"{game_id}: won {counts['won']}, lost {counts['lost']}, unknown {counts['unknown']}; "
        f"win rate {rate:.1%} (95% interval {low:.1%} to {high:.1%}, of {decided} decided deals)"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    show_parser = commands.add_parser("show", help="print a deal as text")
    show_parser.add_argument("game_id", choices=list(registry.GAMES))
    show_parser.add_argument("deal", type=int)
    show_parser.add_argument("--variant", default=None)
    solve_parser = commands.add_parser("solve", help="solve deals from their start")
    solve_parser.add_argument("game_id", choices=list(registry.GAMES))
    solve_parser.add_argument("--deals", type=deal_range, required=True, metavar="A-B")
    solve_parser.add_argument("--max-states", type=int, default=200_000)
    solve_parser.add_argument(
        "--max-seconds", type=float, default=None, help="a time limit per deal as well"
    )
    solve_parser.add_argument("--jobs", type=int, default=1)
    solve_parser.add_argument("--variant", default=None)
    args = parser.parse_args(argv)
    try:
        if args.command == "solve":
            return solve_deals(
                args.game_id,
                args.deals,
                args.max_states,
                max(1, args.jobs),
                args.variant,
                args.max_seconds,
            )
        return show(args.game_id, args.deal, args.variant)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
