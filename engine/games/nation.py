"""The Nation: placeholder, replaced by the game's own module."""

from ..gamerules import GameRules
from ..table import Layout


class Nation(GameRules):
    id = "nation"
    name = "The Nation"
    decks = 2
    summary = ""
    layout = Layout(())
