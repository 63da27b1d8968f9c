"""The streamliner: a depth-first search of a smaller game, in which every play to a
foundation is made at once and alone, to find wins the full search is slow to reach.

Where a play to a foundation can be made, the streamlined game offers that play and
nothing else (the first the game's ``search_moves`` lists); elsewhere it offers the
moves the full search would.  So a position's choices are made only where no card can
go up, and the tree is far smaller than the game's: in the two-pack games, where no
play up is ever safe (a card's twin may want the place it leaves), the full search must
also try every order of the plays up against every other move.  (Solvitaire, Blake and
Gent's solver, runs such a search, with "all foundation plays forced", before its full
one: their "streamliner".)

A play made too soon can lose a game the full search would win, so the streamliner
proves nothing lost: when it has examined every position of its smaller game it is
*exhausted* and stops.  Every move it makes is one of the game's legal moves, so a win
it finds is a winning line of the real game (the search checks that it replays).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ..gamerules import GameRules
from ..moves import Move
from ..table import Table
from . import clock
from .games import knowledge_for
from .knowledge import SearchKnowledge, _dealing_kinds
from .talon_turns import TalonTurn, TalonTurns, moves_of

# How many moves are tried between two looks at the clock.
CLOCK_EVERY = 32


class Forced:
    """A game's moves with every play to a foundation made at once and alone: the
    knowledge's ``search_moves`` cut down to its first play up where it has one (a
    turn of the pack is no play up: which card it brings is the search's choice)."""

    def __init__(self, knowledge: SearchKnowledge) -> None:
        self.knowledge = knowledge
        self.rules = knowledge.rules
        # (read by ``TalonTurns``, which may turn the pack for these moves)
        self.turns_the_pack_whole = knowledge.turns_the_pack_whole
        self._dealing = _dealing_kinds(type(knowledge.rules))

    def search_moves(self, table: Table) -> list[Move]:
        moves = moves_of(self.knowledge.search_moves(table))
        dealing = self._dealing
        for move in moves:
            if (move.target or "").startswith("foundation") and move.kind not in dealing:
                return [move]
        return moves


class Streamliner:
    """The streamlined depth-first search from one position, run a slice at a time,
    with the interface of the search's other helpers (``Probes``, ``Beams``)."""

    # It proves nothing lost (see the module's description).
    lost = False

    def __init__(
        self,
        rules: GameRules,
        start: Table,
        *,
        knowledge: SearchKnowledge | None = None,
        turns: TalonTurns | None = None,
        key: Callable[[Table], object] | None = None,
    ) -> None:
        self.rules = rules
        knowledge = knowledge or knowledge_for(rules)
        forced = Forced(knowledge)
        # Given ``turns`` (the search turns the pack as one move), so does this one.
        if turns is not None:
            moving = TalonTurns(rules, forced)  # type: ignore[arg-type]
            self._apply, self._search_moves = moving.apply, moving.search_moves
        else:
            self._apply, self._search_moves = rules.apply, forced.search_moves
        self._key = key or knowledge.position_key
        self._seen = {self._key(start)}
        self.positions = 0  # positions examined
        self.exhausted = False  # every position of the streamlined game examined
        self.best_progress = rules.progress(start)
        self.furthest: tuple[Move, ...] = ()
        self._line: list[Move | TalonTurn] = []
        self._path: list[tuple[Table, Iterator[Move | TalonTurn]]] = [
            (start, iter(self._search_moves(start)))
        ]

    def run(self, positions: int, deadline: float | None = None) -> tuple[Move, ...] | None:
        """Search until ``positions`` more positions have been examined, the streamlined
        game is exhausted, or ``deadline`` has passed; the winning line if one was
        found (its turns of the pack as the search's own moves), else None."""
        rules, seen, path, line = self.rules, self._seen, self._path, self._line
        key, apply, search_moves = self._key, self._apply, self._search_moves
        is_won, progress = rules.is_won, rules.progress
        stop = self.positions + positions
        tried = 0
        while path:
            if self.positions >= stop:
                return None
            table, moves = path[-1]
            for move in moves:
                tried += 1
                if deadline is not None and not tried % CLOCK_EVERY and clock.now() > deadline:
                    path[-1] = (table, _chain(move, moves))
                    return None
                after = apply(table, move)
                after_key = key(after)
                if after_key in seen:
                    continue
                seen.add(after_key)
                self.positions += 1
                line.append(move)
                if is_won(after):
                    return tuple(line)
                made = progress(after)
                if made > self.best_progress:
                    self.best_progress, self.furthest = made, tuple(line)
                path.append((after, iter(search_moves(after))))
                break
            else:
                path.pop()
                if line:
                    line.pop()
        self.exhausted = True
        return None


def _chain(first: Move | TalonTurn, rest: Iterable[Move | TalonTurn]) -> Iterator:
    yield first
    yield from rest
