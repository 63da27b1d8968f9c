"""The Fourteenth: placeholder, replaced by the game's own module."""

from ..gamerules import GameRules
from ..table import Layout


class Fourteenth(GameRules):
    id = "fourteenth"
    name = "The Fourteenth"
    decks = 2
    summary = ""
    layout = Layout(())
