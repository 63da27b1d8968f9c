"""The Clock: placeholder, replaced by the game's own module."""

from ..gamerules import GameRules
from ..table import Layout


class Clock(GameRules):
    id = "clock"
    name = "The Clock"
    decks = 2
    summary = ""
    layout = Layout(())
