"""Cadogan's Patience: the games of Lady Cadogan's *Illustrated Games of Patience*.

The public interface (see the project's interfaces document)::

    import engine
    game = engine.new_game("fortress", 42)
    move = game.legal_moves()[0]
    game.play(move)
    game.undo(); game.redo()
    game.status                      # "playing", "won" or "lost"
    engine.load_game(game.to_json())
"""

from . import cards
from .errors import BadSave, IllegalMove
from .game import Game
from .moves import Move
from .registry import (
    GAMES,
    MAX_DEAL,
    game_from_text,
    game_name,
    new_game,
    rules_for,
    valid_deal,
)
from .saves import load as load_game

__all__ = [
    "GAMES",
    "MAX_DEAL",
    "BadSave",
    "Game",
    "IllegalMove",
    "Move",
    "Verdict",
    "cards",
    "game_from_text",
    "game_name",
    "load_game",
    "new_game",
    "rules_for",
    "solve",
    "valid_deal",
]


def __getattr__(name: str):
    """``engine.solve`` and ``engine.Verdict``, imported on first use: the page's start
    (which imports the engine on every visit) does not need the solver."""
    if name in ("solve", "Verdict"):
        from .solver import core

        return getattr(core, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
