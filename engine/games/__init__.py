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
# Lucie's section follow it): each game's id, its rules class, in the module here named as
# the id is with underscores for hyphens, and the book's title of the game (the class's
# ``name``, written here too so that a page can name every game without importing any;
# tests/unit/test_registry_properties.py checks that the two agree).
MENU = (
    ("belle-lucie", "BelleLucie", "La Belle Lucie"),
    ("house-in-the-wood", "HouseInTheWood", "The House in the Wood"),
    ("house-on-the-hill", "HouseOnTheHill", "The House on the Hill"),
    ("napoleon-st-helena", "NapoleonStHelena", "Napoleon at St. Helena"),
    ("fifteen", "Fifteen", "The Fifteen"),
    ("salic-law", "SalicLaw", "The Salic Law"),
    ("four-corners", "FourCorners", "The Four Corners"),
    ("mill", "Mill", "The Mill"),
    ("shah", "Shah", "The Shah"),
    ("blockade", "Blockade", "The Blockade"),
    ("clock", "Clock", "The Clock"),
    ("fortress", "Fortress", "Fortress"),
    ("fourteenth", "Fourteenth", "The Fourteenth"),
    ("sultan", "Sultan", "The Sultan"),
    ("nivernaise", "Nivernaise", "La Nivernaise"),
    ("empress-of-india", "EmpressOfIndia", "The Empress of India"),
    ("besieged-city", "BesiegedCity", "The Besieged City"),
    ("flower-garden", "FlowerGarden", "The Flower-Garden"),
    ("hemispheres", "Hemispheres", "The Hemispheres"),
    ("napoleons-square", "NapoleonsSquare", "Napoleon's Square"),
    ("constitution", "Constitution", "The Constitution"),
    ("zodiac", "Zodiac", "The Zodiac"),
    ("kings", "Kings", "The Kings"),
    ("babette", "Babette", "Babette"),
    ("nestor", "Nestor", "Nestor"),
    ("light-and-shade", "LightAndShade", "Light and Shade"),
    ("labyrinth", "Labyrinth", "The Labyrinth"),
    ("fairie-queen", "FairieQueen", "Spenser's Fairie Queen"),
    ("terrace", "Terrace", "The Terrace"),
    ("general-sedgewick", "GeneralSedgewick", "General Sedgewick"),
    ("queens", "Queens", "The Queens"),
    ("herring-bone", "HerringBone", "The Herring-Bone"),
    ("olga", "Olga", "The Olga"),
    ("caesar", "Caesar", "Caesar"),
    ("red-and-black", "RedAndBlack", "Red and Black"),
    ("square", "Square", "The Square"),
    ("margarethe", "Margarethe", "Margarethe"),
    ("mount-olympus", "MountOlympus", "Mount Olympus"),
    ("wheel", "Wheel", "The Wheel"),
    ("two-rings", "TwoRings", "Two Rings"),
    ("nation", "Nation", "The Nation"),
    ("carpet", "Carpet", "The Carpet"),
    ("fish-bone", "FishBone", "The Fish-Bone"),
    ("congress", "Congress", "The Congress"),
    ("louis", "Louis", 'The "Louis" Patience'),
    ("sly", "Sly", "Sly"),
    ("great-thirteen", "GreatThirteen", "The Great Thirteen"),
    ("klondike", "Klondike", "Canfield or Klondike"),
    ("anna", "Anna", "Anna"),
)
_CLASS_NAMES = {game_id: class_name for game_id, class_name, _title in MENU}
GAME_IDS = tuple(_CLASS_NAMES)
TITLES = {game_id: title for game_id, _class_name, title in MENU}


def module_name(game_id: str) -> str:
    """The module that holds the rules of ``game_id``."""
    return f"{__name__}.{game_id.replace('-', '_')}"


def rules_class(game_id: str) -> type[GameRules]:
    """The rules class of the game ``game_id`` (KeyError for no such game)."""
    name = _CLASS_NAMES[game_id]
    return getattr(import_module(module_name(game_id)), name)
