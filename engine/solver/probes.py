"""Probes: quick games played to the end along the solver's preferred moves, now and then
taking another, to find a win where the depth-first search is slow to.

A depth-first search settles an early choice only after it has examined everything
below it, so when an early choice was wrong it can spend its whole budget deep in a
lost part of the game.  A probe instead plays one line to a dead end:
at each position it takes the first move the game's ``search_moves`` offers (see
``knowledge.py``; on the search's space, ``spaces.py``) that leads somewhere new on this
line, but passes over each move with a small chance, so that
probe after probe tries different lines, and mostly the ones the solver thinks best.
Probes never prove anything lost; a probe that wins gives a winning line.

Each probe passes over moves with its own chance, taken in turn from ``SKIP_CHANCES``,
because games differ in how far from the preferred line their wins lie.  A share of the
probes (the game's ``probe_restarts``) begin not at the start but at a point, drawn at
random, of the line to the most progress any probe has made, the moves before it kept:
they try other endings of the best line yet.  In the two-pack games the solver seldom
decides, three in four so begun won 66 of deals 1-20 of six games (3 s a deal) where
probes from the start won 52 (``bench/win_finding.py``).  The random
numbers come from the engine's own generator with a fixed seed, so for a given number
of positions the probes are the same on every run.
"""

from __future__ import annotations

from collections.abc import Callable

from ..gamerules import GameRules
from ..moves import Move
from ..prng import Pcg32
from ..table import Table
from . import clock
from .games import knowledge_for
from .knowledge import SearchKnowledge
from .spaces import Space, TableSpace
from .talon_turns import TalonTurns

# Chances (in thousandths) that a probe passes over a move it could take.
SKIP_CHANCES = (50, 150, 300, 100, 500)
# A probe ends after this many moves even if it could go on (games with moves that
# undo each other can wander without end).
MAX_PROBE_MOVES = 3_000


class Probes:
    """Probes from one position, run a batch at a time."""

    # Probes never run out of lines to try, and never prove a game lost.
    exhausted = False
    lost = False

    def __init__(
        self,
        rules: GameRules,
        start: Table,
        seed: int = 1,
        *,
        knowledge: SearchKnowledge | None = None,
        turns: TalonTurns | None = None,
        key: Callable[[Table], object] | None = None,
        spaces: tuple[Space, Space] | None = None,
    ) -> None:
        self.rules = rules
        self.knowledge = knowledge = knowledge or knowledge_for(rules)
        # The moves probes make, in turn: the knowledge's own, and given ``turns``, the
        # pack turned as one move to each card that comes into play
        # (``talon_turns.py``): each kind of probe finds wins the other is slow to (in
        # Napoleon's Square deal 6 and Klondike deal 2, one kind each).  ``spaces`` are
        # the two kinds where the search has them already (a game's own model of its
        # positions, ``spaces.py``).  The positions' keys: the knowledge's own, or the
        # same written more cheaply (``key``).
        if spaces is None:
            key = key or knowledge.position_key
            plain = TableSpace(rules, knowledge, start, None, key)
            turned = TableSpace(rules, knowledge, start, turns, key) if turns else plain
            spaces = (plain, turned)
        self._spaces = spaces
        self._space = spaces[0]
        self.start = start
        self.random = Pcg32(seed, stream=11)
        self.count = 0  # probes begun
        self.positions = 0  # positions examined by all probes
        # The probe under way (a batch may end in the middle of one).
        self._table = start
        self._line: list = []
        self._tables: list = [start]  # the positions along it, the start first
        self._seen: set = set()
        self._skip = 0
        self.best_progress = rules.progress(start)
        self.furthest: tuple[Move, ...] = ()
        # The line to the most progress: its space, its moves and positions in that space.
        self._best: tuple[Space, tuple, tuple] = (spaces[0], (), (spaces[0].start,))
        self._restarts = knowledge.probe_restarts
        self._begin()

    def _begin(self) -> None:
        space = self._space = self._spaces[self.count % 2]
        line, tables = [], [space.start]
        # Some probes begin on the line to the most progress yet, at a random point of
        # it, and go on in their own kind of moves where both kinds walk the same
        # positions (the engine's tables, or a model that says it shares them), else in
        # the space that line was made in.
        if self._restarts and self.random.below(1000) < self._restarts * 1000:
            made_in, best_line, best_tables = self._best
            if not (type(space) is type(made_in) and getattr(space, "shares_positions", False)):
                space = self._space = made_in
            cut = self.random.below(len(best_line) + 1)
            line, tables = list(best_line[:cut]), list(best_tables[: cut + 1])
        self._line, self._tables = line, tables
        self._table = tables[-1]
        self._seen = {space.key(table) for table in tables}
        self._skip = SKIP_CHANCES[self.count % len(SKIP_CHANCES)]
        self.count += 1

    def run(self, positions: int, deadline: float | None = None) -> tuple[Move, ...] | None:
        """Probe until ``positions`` more positions have been examined or ``deadline``
        has passed; the winning line, as the engine's moves, if a probe won, else None."""
        stop = self.positions + positions
        while self.positions < stop:
            if deadline is not None and clock.now() > deadline:
                return None
            # (each probe has its own kind of moves: see ``_begin``)
            space = self._space
            step = self._step(space)
            if step is None or len(self._line) >= MAX_PROBE_MOVES:
                self._begin()
                continue
            move, after = step
            self._line.append(move)
            self._tables.append(after)
            self._table = after
            if space.is_won(after):
                return space.expand(self._line)
            made = space.progress(after)
            if made > self.best_progress:
                self.best_progress, self.furthest = made, space.expand(self._line)
                self._best = (space, tuple(self._line), tuple(self._tables))
        return None

    def _step(self, space: Space) -> tuple[object, object] | None:
        """The probe's next move and the position after it, or None at a dead end (no
        move leads anywhere new on this line)."""
        table, seen, random, skip = self._table, self._seen, self.random, self._skip
        apply, key = space.apply, space.key
        passed_over: list = []
        for move in space.search_moves(table):
            if skip and random.below(1000) < skip:
                passed_over.append(move)
                continue
            taken = self._try(apply, key, table, move, seen)
            if taken is not None:
                return taken
        # Every move passed over or leading back: take the first one that is new.
        for move in passed_over:
            taken = self._try(apply, key, table, move, seen)
            if taken is not None:
                return taken
        return None

    def _try(self, apply, key, table, move, seen: set) -> tuple[object, object] | None:
        after = apply(table, move)
        self.positions += 1
        after_key = key(after)
        if after_key in seen:
            return None
        seen.add(after_key)
        return move, after
