"""Command line: ``python -m engine show <game-id> <deal>``."""

from __future__ import annotations

import argparse
import sys

from . import registry
from .notation import format_table


def show(game_id: str, deal: int, variant: str | None) -> int:
    game = registry.new_game(game_id, deal, variant)
    print(f"{game.rules.name}, deal {deal}" + (f" ({variant})" if variant else ""))
    print(format_table(game.table))
    moves = game.legal_moves()
    print(f"# {len(moves)} legal moves: " + "; ".join(str(m) for m in moves[:12]))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    show_parser = commands.add_parser("show", help="print a deal as text")
    show_parser.add_argument("game_id", choices=list(registry.GAMES))
    show_parser.add_argument("deal", type=int)
    show_parser.add_argument("--variant", default=None)
    args = parser.parse_args(argv)
    try:
        return show(args.game_id, args.deal, args.variant)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
