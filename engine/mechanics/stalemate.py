"""A game that can only go round in circles is lost.

Where a card may go back and forth for ever (into an empty lane and out again, from one
of two equal cards to the other), "no legal move" never comes by itself once the pack is
used up.  Such a game is lost when no play that gets anywhere can be reached by any
series of the moves that shuffle cards about: a small search over the positions those
moves reach settles it.  A move *gets somewhere* when it plays a card to a foundation or
is not a move of one card between piles (turning the pack, a re-deal): the search stops
as soon as one is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable

from ..moves import Move
from ..table import Table

# Positions examined before giving up and calling the game still in play: the end of a
# game that can still shuffle cards about is small (the cards left lie in a few piles),
# and a position too rich to settle quickly is not one a player would call lost.
SEARCH_LIMIT = 3000


def gets_somewhere(move: Move, foundations: Collection[str]) -> bool:
    return move.kind != "move" or move.target in foundations


def progress_reachable(
    table: Table,
    legal_moves: Callable[[Table], list[Move]],
    apply: Callable[[Table, Move], Table],
    foundations: Collection[str],
    key: Callable[[Table], Hashable] = Table.key,
    limit: int = SEARCH_LIMIT,
) -> bool | None:
    """Whether a move that gets somewhere can be reached from ``table`` by moves that
    only shuffle cards about: True or False, or None when the search met ``limit``
    positions first.  ``key`` folds positions that play alike together (the game's
    ``position_key``), which keeps the search small where piles are interchangeable."""
    seen = {key(table)}
    frontier = [table]
    while frontier:
        position = frontier.pop()
        for move in legal_moves(position):
            if gets_somewhere(move, foundations):
                return True
            after = apply(position, move)
            mark = key(after)
            if mark in seen:
                continue
            if len(seen) >= limit:
                return None
            seen.add(mark)
            frontier.append(after)
    return False
