"""One module per game of the book, each a ``GameRules`` subclass; the menu's order."""

from .fortress import Fortress

ALL_RULES = (Fortress,)
