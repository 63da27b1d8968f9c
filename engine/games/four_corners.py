"""The Four Corners: placeholder, replaced by the game's own module."""

from ..gamerules import GameRules
from ..table import Layout


class FourCorners(GameRules):
    id = "four-corners"
    name = "The Four Corners"
    decks = 2
    summary = ""
    layout = Layout(())
