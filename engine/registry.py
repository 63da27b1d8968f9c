"""The registry of games, in the menu's order, and the two ways to start one."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .game import Game
from .gamerules import GameRules
from .games import GAME_IDS, TITLES, rules_class


class Games(Mapping[str, GameRules]):
    """Each game's rules (its default reading) by id, in the menu's order.  A game's
    module is imported the first time its rules are looked up (``engine.games``), so
    listing the ids, or testing one, imports none."""

    def __init__(self) -> None:
        self._rules: dict[str, GameRules] = {}

    def __getitem__(self, game_id: str) -> GameRules:
        rules = self._rules.get(game_id)
        if rules is None:
            rules = self._rules[game_id] = rules_class(game_id)()
        return rules

    def __iter__(self) -> Iterator[str]:
        return iter(GAME_IDS)

    def __len__(self) -> int:
        return len(GAME_IDS)

    def __contains__(self, game_id: object) -> bool:
        return game_id in GAME_IDS

    def __repr__(self) -> str:
        return f"Games({', '.join(GAME_IDS)})"


GAMES = Games()


def game_name(game_id: str) -> str:
    """The book's title of the game ``game_id`` (``GAMES[game_id].name``), without importing
    the game's module: the page names every game (statistics, messages) but imports a game
    only when it is played.  KeyError for no such game."""
    return TITLES[game_id]


MAX_DEAL = 2**32 - 1


def valid_deal(deal: object) -> bool:
    return isinstance(deal, int) and not isinstance(deal, bool) and 1 <= deal <= MAX_DEAL


def rules_for(game_id: str, variant: str | None = None) -> GameRules:
    if game_id not in GAMES:
        raise ValueError(f"There is no game {game_id!r}; the games are {', '.join(GAMES)}.")
    return type(GAMES[game_id])(variant)


def new_game(game_id: str, deal: int, variant: str | None = None) -> Game:
    """A new game of ``game_id`` from deal number ``deal`` (1 to 2**32-1)."""
    rules = rules_for(game_id, variant)
    if not valid_deal(deal):
        raise ValueError(f"A deal number is a whole number from 1 to {MAX_DEAL}.")
    return Game(rules, deal, rules.deal(deal))


def game_from_text(game_id: str, text: str, variant: str | None = None) -> Game:
    """A game set up from a position written in the notation of ``engine.notation``."""
    from .notation import parse_table

    rules = rules_for(game_id, variant)
    return Game(rules, None, parse_table(rules.layout, text))
