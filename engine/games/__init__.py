"""One module per game of the book, each a ``GameRules`` subclass, in the menu's order.

A game's module is imported the first time its rules are asked for (``rules_class``):
the page opens with one game on the table and has no need of the seven others' modules
until the player picks one, and importing them all cost its start some milliseconds."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..gamerules import GameRules

# The menu's order: each game's id, then its module here and its rules class.
MENU = (
    ("clock", "clock", "Clock"),
    ("fortress", "fortress", "Fortress"),
    ("fourteenth", "fourteenth", "Fourteenth"),
    ("sultan", "sultan", "Sultan"),
    ("fifteen", "fifteen", "Fifteen"),
    ("four-corners", "four_corners", "FourCorners"),
    ("fairie-queen", "fairie_queen", "FairieQueen"),
    ("nation", "nation", "Nation"),
)
_WHERE = {game_id: (module, name) for game_id, module, name in MENU}
GAME_IDS = tuple(_WHERE)


def rules_class(game_id: str) -> type[GameRules]:
    """The rules class of the game ``game_id`` (KeyError for no such game)."""
    module, name = _WHERE[game_id]
    return getattr(import_module(f"{__name__}.{module}"), name)
