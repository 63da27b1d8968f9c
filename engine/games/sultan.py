"""The Sultan: placeholder, replaced by the game's own module."""

from ..gamerules import GameRules
from ..table import Layout


class Sultan(GameRules):
    id = "sultan"
    name = "The Sultan"
    decks = 2
    summary = ""
    layout = Layout(())
