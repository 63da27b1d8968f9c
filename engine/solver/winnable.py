"""Deals known to be winnable: the solver's ``won`` verdicts for the deals it was run on of
every game (default readings), found by ``bench/winrates.py`` and kept in the game's
module of ``engine/solver/solved/``.

A deal missing from the list is not necessarily lost: the solver may have run out of
time on it.  The page uses this for "Winnable deals only" and for the mark that tells
the player the deal in hand can be won.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import cache

from .solved import solved


def parse_ranges(text: str) -> tuple[int, ...]:
    """Deal numbers from ``"1-3,7,9-10"``."""
    deals: list[int] = []
    for part in filter(None, text.split(",")):
        first, _, last = part.partition("-")
        deals.extend(range(int(first), int(last or first) + 1))
    return tuple(deals)


def format_ranges(deals: list[int] | tuple[int, ...]) -> str:
    """The inverse of ``parse_ranges``, for the generated data module."""
    parts: list[str] = []
    ordered = sorted(set(deals))
    start = 0
    for i in range(1, len(ordered) + 1):
        if i == len(ordered) or ordered[i] != ordered[i - 1] + 1:
            low, high = ordered[start], ordered[i - 1]
            parts.append(str(low) if low == high else f"{low}-{high}")
            start = i
    return ",".join(parts)


@cache
def winnable_deals(game_id: str) -> tuple[int, ...]:
    """The deal numbers of a game proved winnable, in order (empty for a game the solver
    has not been run on, or an unknown id)."""
    record = solved(game_id)
    return parse_ranges(record.won) if record is not None else ()


def is_known_winnable(game_id: str, deal: int, variant: str | None = None) -> bool:
    if variant is not None:
        return False
    deals = winnable_deals(game_id)
    index = bisect_right(deals, deal)
    return index > 0 and deals[index - 1] == deal


def next_winnable(game_id: str, after: int) -> int | None:
    """The first winnable deal number after ``after``, going round to the first when
    ``after`` is the last; None when no deal of the game is known winnable."""
    deals = winnable_deals(game_id)
    if not deals:
        return None
    index = bisect_right(deals, after)
    return deals[index % len(deals)]
