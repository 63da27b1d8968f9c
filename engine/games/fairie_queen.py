"""Spenser's Fairie Queen: placeholder, replaced by the game's own module."""

from ..gamerules import GameRules
from ..table import Layout


class FairieQueen(GameRules):
    id = "fairie-queen"
    name = "Spenser's Fairie Queen"
    decks = 2
    summary = ""
    layout = Layout(())
