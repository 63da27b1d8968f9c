"""Whether a game whose moves can go back and forth for ever can still get anywhere.

Where a card may go to and fro for ever (into an empty lane and out again, from one of
two twin cards to the other, up and down a marriage), "no legal move" never comes by
itself; such a game is lost instead when no series of the moves left leads to a play to
a foundation.  A move *gets somewhere* when it plays a card to a foundation, or when it
is not a move of cards between piles at all (turning the pack, a re-deal): those change
what the shuffling moves can reach, so the search stops as soon as one is legal.

The search looks at every position those moves reach, each once (positions the game
plays alike, by its ``position_key``, count as one); it gives up, and answers None,
beyond ``limit`` positions, so a caller treats an undecided position as still playable:
"lost" is always proved, though it may come a move or two late.  A game's ``is_lost``
asks ``out_of_reach`` with its own rules, once its own ways on (a pack, a re-deal) are
used up.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from typing import Any, Protocol

from ..moves import Move
from ..table import Table

LIMIT = 500  # positions: a quarter of a second at most on a busy 2-core desktop


class Rules(Protocol):
    """What the search asks of a game's rules: its legal moves, what they do, and
    whether a position is won."""

    def legal_moves(self, table: Table) -> list[Move]: ...

    def apply(self, table: Table, move: Move) -> Table: ...

    def is_won(self, table: Table) -> bool: ...


def gets_somewhere(move: Move, foundations: Collection[str]) -> bool:
    return move.kind != "move" or move.target in foundations


def foundation_play_reachable(
    table: Table,
    legal_moves: Callable[[Table], list[Move]],
    apply: Callable[[Table, Move], Table],
    foundations: Collection[str],
    limit: int = LIMIT,
    *,
    key: Callable[[Table], Hashable] = Table.key,
    progress: Callable[[Table, Move], bool] | None = None,
) -> bool | None:
    """True when some line of shuffling moves from ``table`` reaches a move that gets
    somewhere; False when none does; None when more than ``limit`` positions would have
    to be examined to tell.  A game whose own moves between foundations go round (the
    "Louis"' privileges, exchanges between a suit's two foundations) says what gets
    somewhere in ``progress`` (the position and the move), instead of ``gets_somewhere``."""
    seen = {key(table)}
    waiting = [table]
    while waiting:
        position = waiting.pop()
        for move in legal_moves(position):
            if (
                progress(position, move)
                if progress is not None
                else gets_somewhere(move, foundations)
            ):
                return True
            after = apply(position, move)
            mark = key(after)
            if mark in seen:
                continue
            if len(seen) >= limit:
                return None
            seen.add(mark)
            waiting.append(after)
    return False


def out_of_reach(
    rules: Rules,
    table: Table,
    foundations: Collection[str],
    limit: int = LIMIT,
    *,
    key: Callable[[Table], Hashable] = Table.key,
    progress: Callable[[Table, Move], bool] | None = None,
) -> bool:
    """Whether ``rules``' moves from ``table`` are proved never to get anywhere (no line
    of them reaches a move that does: ``foundation_play_reachable`` is False): the game
    is lost.  A search that gives up answers no, so the game goes on."""
    found = foundation_play_reachable(
        table, rules.legal_moves, rules.apply, foundations, limit, key=key, progress=progress
    )
    return found is False


def lost_once_dealt(
    rules: Rules,
    table: Table,
    foundations: Collection[str],
    stock: str = "stock-1",
    **options: Any,
) -> bool:
    """Whether a game whose pack can always be tapped or turned while it lasts is lost:
    the pack out, the game not won, and its moves ``out_of_reach`` (with ``options``)."""
    if table[stock] or rules.is_won(table):
        return False
    return out_of_reach(rules, table, foundations, **options)
