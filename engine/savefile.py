"""Writing the JSON save (``engine.saves`` reads it back): what was dealt, every move
made, where the undo cursor stands and the edition of the rules they were played under;
for a game set up from a written position, that position too."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from . import editions
from .notation import format_table

if TYPE_CHECKING:
    from .game import Game

FORMAT = "cadogan-patience"
VERSION = 1


def dump(game: Game) -> str:
    moves, cursor = game._history()
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": game.game_id,
        "variant": game.variant,
        "deal": game.deal,
        "moves": [m.to_list() for m in moves],
        "cursor": cursor,
        "rules": editions.edition_of(game.rules),
    }
    if game.constructed:
        data["start"] = format_table(game.start)
    return json.dumps(data, separators=(",", ":"))
