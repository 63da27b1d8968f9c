"""Each game's search knowledge, found by game id: ``<game>.py`` here (the id with
underscores for hyphens) holds a ``Knowledge`` class, a ``SearchKnowledge`` of that
game.  A game without a module here gets the defaults, which suit any game.

A game's module is imported the first time the solver works on that game, as the game's
rules module is the first time its rules are asked for."""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec
from weakref import WeakKeyDictionary

from ...gamerules import GameRules
from ..knowledge import SearchKnowledge

# One knowledge per rules object: it keeps what it learns (lines planned ahead) there.
_known: WeakKeyDictionary[GameRules, SearchKnowledge] = WeakKeyDictionary()


def knowledge_class(game_id: str) -> type[SearchKnowledge]:
    """The class of the solver's knowledge of the game ``game_id``."""
    name = f"{__name__}.{game_id.replace('-', '_')}"
    if find_spec(name) is None:
        return SearchKnowledge
    return import_module(name).Knowledge


def knowledge_for(rules: GameRules) -> SearchKnowledge:
    """The solver's knowledge of the game these rules (and their variant) play."""
    known = _known.get(rules)
    if known is None:
        known = _known[rules] = knowledge_class(rules.id)(rules)
    return known
