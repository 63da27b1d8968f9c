"""Dead ends in games whose moves can go back and forth for ever.

With two packs a card married onto one of two twin cards may be moved to the other and
back again, so such a game always offers a move.  It is lost all the same once no play to
a foundation can be reached any more: ``foundation_play_reachable`` looks through every
position the other moves lead to (they are few: the pack is used up when it is asked).
"""

from __future__ import annotations

from collections.abc import Callable

from ..moves import Move
from ..table import Table


def foundation_play_reachable(
    table: Table,
    legal_moves: Callable[[Table], list[Move]],
    apply: Callable[[Table, Move], Table],
    limit: int = 2000,
) -> bool:
    """Whether some sequence of moves from ``table`` reaches a play to a foundation.  A
    search that passes ``limit`` positions answers True: in doubt the game goes on."""
    seen = {table.key()}
    frontier = [table]
    while frontier:
        position = frontier.pop()
        for move in legal_moves(position):
            if (move.target or "").startswith("foundation"):
                return True
            after = apply(position, move)
            key = after.key()
            if key not in seen:
                if len(seen) >= limit:
                    return True
                seen.add(key)
                frontier.append(after)
    return False
