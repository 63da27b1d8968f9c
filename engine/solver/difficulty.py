"""Deals by difficulty: Easy, Medium and Hard among the deals the solver has won, as
``bench/difficulty.py`` ranked them (the solver's effort per move of its win, in thirds
per game) and kept in the game's module of ``engine/solver/solved/``."""

from __future__ import annotations

from bisect import bisect_right
from functools import cache

from .solved import solved
from .winnable import parse_ranges

NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}


@cache
def deals_of(game_id: str, level: str) -> tuple[int, ...]:
    """The deals of a game at one level, in order (empty for an unknown game or level)."""
    record = solved(game_id)
    return parse_ranges(record.levels.get(level, "")) if record is not None else ()


def level_of(game_id: str, deal: int | None, variant: str | None = None) -> str | None:
    """The level of a known deal, or None."""
    if deal is None or variant is not None:
        return None
    for level in NAMES:
        deals = deals_of(game_id, level)
        index = bisect_right(deals, deal)
        if index and deals[index - 1] == deal:
            return level
    return None


def next_deal(game_id: str, level: str, after: int) -> int | None:
    """The first deal of ``level`` after ``after``, round to the first after the last."""
    deals = deals_of(game_id, level)
    if not deals:
        return None
    return deals[bisect_right(deals, after) % len(deals)]
