"""One module per game of the book, each a ``GameRules`` subclass, in the menu's order.

A game's module is imported the first time its rules are asked for (``rules_class``):
the page opens with one game on the table and has no need of the others' modules
until the player picks one, and importing them all cost its start some milliseconds."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..gamerules import GameRules

# The menu's order, the book's (the order of its pictures; the two houses of La Belle
# Lucie's section follow it): each game's id and its rules class, in the module here
# named as the id is, with underscores for hyphens.
MENU = (
    ("belle-lucie", "BelleLucie"),
    ("house-in-the-wood", "HouseInTheWood"),
    ("house-on-the-hill", "HouseOnTheHill"),
    ("napoleon-st-helena", "NapoleonStHelena"),
    ("fifteen", "Fifteen"),
    ("four-corners", "FourCorners"),
    ("blockade", "Blockade"),
    ("clock", "Clock"),
    ("fortress", "Fortress"),
    ("fourteenth", "Fourteenth"),
    ("sultan", "Sultan"),
    ("flower-garden", "FlowerGarden"),
    ("napoleons-square", "NapoleonsSquare"),
    ("zodiac", "Zodiac"),
    ("babette", "Babette"),
    ("nestor", "Nestor"),
    ("light-and-shade", "LightAndShade"),
    ("fairie-queen", "FairieQueen"),
    ("square", "Square"),
    ("margarethe", "Margarethe"),
    ("mount-olympus", "MountOlympus"),
    ("two-rings", "TwoRings"),
    ("nation", "Nation"),
    ("fish-bone", "FishBone"),
    ("anna", "Anna"),
)
_CLASS_NAMES = dict(MENU)
GAME_IDS = tuple(_CLASS_NAMES)


def rules_class(game_id: str) -> type[GameRules]:
    """The rules class of the game ``game_id`` (KeyError for no such game)."""
    name = _CLASS_NAMES[game_id]
    return getattr(import_module(f"{__name__}.{game_id.replace('-', '_')}"), name)
