"""Golden opening layouts and perft counts: how they are made, and the command that
rewrites them after a deliberate change of the rules.

    python -m tests.tools.snapshots <game-id> [<game-id> ...]

A perft count here is the number of distinct move sequences of a given length from a
fixed deal (depth 1: the legal moves; depth 2: every legal reply to every legal move).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import engine
from engine.notation import format_table

DATA = Path(__file__).resolve().parent.parent / "data"
GOLDEN_DEALS = (1, 2, 1000, 4294967295)
PERFT_DEALS = (1, 2, 3, 77)


def golden_text(game_id: str) -> str:
    parts = []
    for deal in GOLDEN_DEALS:
        game = engine.new_game(game_id, deal)
        parts.append(f"## deal {deal}\n{format_table(game.table)}\n")
    return "\n".join(parts)


def perft(game: engine.Game, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in game.legal_moves():
        game.play(move)
        total += perft(game, depth - 1)
        game.undo()
    return total


def divide(game: engine.Game, depth: int) -> dict[str, int]:
    """Perft split by first move: where a count differs, this names the broken rule."""
    counts = {}
    for move in game.legal_moves():
        game.play(move)
        counts[str(move)] = perft(game, depth - 1)
        game.undo()
    return counts


def perft_records(game_id: str) -> list[dict]:
    records = []
    for deal in PERFT_DEALS:
        game = engine.new_game(game_id, deal)
        records.append({"deal": deal, "depth1": perft(game, 1), "depth2": perft(game, 2)})
    return records


def write(game_id: str) -> None:
    (DATA / "golden" / f"{game_id}.txt").write_text(golden_text(game_id))
    (DATA / "perft" / f"{game_id}.json").write_text(
        json.dumps(perft_records(game_id), indent=1) + "\n"
    )


if __name__ == "__main__":
    for name in sys.argv[1:] or list(engine.GAMES):
        write(name)
        print(f"wrote golden and perft data for {name}")
