"""The Fifteen: placeholder, replaced by the game's own module."""

from ..gamerules import GameRules
from ..table import Layout


class Fifteen(GameRules):
    id = "fifteen"
    name = "The Fifteen"
    decks = 2
    summary = ""
    layout = Layout(())
