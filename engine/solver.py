"""A solver for every game, over the engine's own moves: no second copy of the rules.

Best-first search from the current position: the position with the most cards already
played (the game's ``progress``) is examined first, ties going to the shallower one.  A
transposition table of canonical position keys (``position_key``: a game may say which
piles are interchangeable) means no position is examined twice, and it also gives the
winning line back.  A budget of positions bounds the work.

The search knows the order of the pack still in hand, as a player who could see every
card would: a ``won`` verdict means the deal can be won by someone who knew every card,
not that a player guessing will win it; ``lost`` means no sequence of moves wins.

``solve(game, max_states)`` returns a ``Verdict``: ``won`` with a winning line,
``lost`` when every reachable position was examined without a win, or ``unknown``
when the budget ran out first.
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass, field

from .game import Game
from .moves import Move


@dataclass(frozen=True)
class Verdict:
    result: str  # "won", "lost" or "unknown"
    moves: tuple[Move, ...] = field(default=())
    states: int = 0


def solve(game: Game, max_states: int = 200_000) -> Verdict:
    rules = game.rules
    start = game.table
    key = rules.position_key
    tiebreak = itertools.count()
    # canonical key -> (parent's key, move from the parent); the start has no parent.
    parents: dict = {key(start): None}
    frontier = [(-rules.progress(start), 0, next(tiebreak), start)]
    states = 0
    while frontier:
        _, depth, _, table = heapq.heappop(frontier)
        states += 1
        if rules.is_won(table):
            return Verdict("won", _line(parents, key(table)), states)
        if states >= max_states:
            return Verdict("unknown", (), states)
        here = key(table)
        for move in rules.legal_moves(table):
            after = rules.apply(table, move)
            after_key = key(after)
            if after_key in parents:
                continue
            parents[after_key] = (here, move)
            heapq.heappush(frontier, (-rules.progress(after), depth + 1, next(tiebreak), after))
    return Verdict("lost", (), states)


def _line(parents: dict, key) -> tuple[Move, ...]:
    line = []
    while parents[key] is not None:
        key, move = parents[key]
        line.append(move)
    return tuple(reversed(line))
