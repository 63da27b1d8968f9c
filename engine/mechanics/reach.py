"""Whether a play to a foundation can still be reached, in a game whose other moves can
go back and forth for ever (a card married to either of two twins, or up and down).

Such a game always has a move, so "no move left" never ends it; it is lost instead
when no sequence of the moves left leads to a play to a foundation.  The search looks
at every position those moves reach, each once; it gives up, and answers None, beyond
``limit`` positions, so a caller treats an undecided position as still playable.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from ..moves import Move
from ..table import Table

LIMIT = 500  # positions: a quarter of a second at most on a busy 2-core desktop


def foundation_play_reachable(
    table: Table,
    legal_moves: Callable[[Table], list[Move]],
    apply: Callable[[Table, Move], Table],
    foundations: Collection[str],
    limit: int = LIMIT,
) -> bool | None:
    """True when some line of moves from ``table`` reaches a play to one of
    ``foundations``; False when none does; None when more than ``limit`` positions
    would have to be examined to tell."""
    seen = {table.key()}
    waiting = [table]
    while waiting:
        position = waiting.pop()
        for move in legal_moves(position):
            if move.target in foundations:
                return True
            after = apply(position, move)
            key = after.key()
            if key not in seen:
                if len(seen) >= limit:
                    return None
                seen.add(key)
                waiting.append(after)
    return False
