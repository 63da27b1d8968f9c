"""Beams: searches that keep, at each depth, only the most promising positions, to find
wins that a depth-first search and probes are slow to reach.

A beam search goes forward one move at a time from the start: from each position it
keeps it makes every move the game's ``search_moves`` offers, and of all the new
positions so made it keeps the ``width`` best by one of the game's scores (``SearchKnowledge.
beam_scores``: by default, the cards played out), ties going to the moves the game
prefers.  Where a depth-first search must settle an early choice before it may try
another, a beam weighs many early choices side by side, deep into the game; where a
probe follows one line at a time, a beam follows the best few hundred together.

One beam is seldom enough: too narrow a beam drops the only line that wins, too wide a
one is slow.  So the beams come in a series, each score at each width in turn, the
widths growing (``WIDTHS``), until one wins or the series ends.  A beam that never had to
drop a position has examined every position reachable from the start: it has proved
the game lost, as a depth-first search would (the moves ``search_moves`` leaves out are
never better than those it keeps).

The work is done a slice at a time (``run``), so the page can think between frames.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

from ..gamerules import GameRules
from ..moves import Move
from ..table import Table
from . import clock
from .games import knowledge_for
from .knowledge import SearchKnowledge

# The beams' widths, in the order they are tried (each with every score of the game).
WIDTHS = (30, 100, 300, 1_000, 3_000, 10_000)

Score = Callable[[Table], float]
# A position kept by a beam: the table, and the line that reached it as a chain of
# (move, the previous link) pairs, so no line is copied until one wins.
Link = tuple[Move, "Link"] | None


def _line(link: Link) -> tuple[Move, ...]:
    moves = []
    while link is not None:
        move, link = link
        moves.append(move)
    return tuple(reversed(moves))


class Beams:
    """The series of beams from one position, run a slice at a time."""

    def __init__(
        self,
        rules: GameRules,
        start: Table,
        widths: tuple[int, ...] = WIDTHS,
        *,
        knowledge: SearchKnowledge | None = None,
    ) -> None:
        self.rules = rules
        self.knowledge = knowledge = knowledge or knowledge_for(rules)
        self.start = start
        self.series = [(width, score) for width in widths for score in knowledge.beam_scores()]
        self.begun = 0  # beams begun
        self.positions = 0  # positions examined by all beams
        self.lost = False  # a beam that dropped nothing found no win
        self.best_progress = rules.progress(start)
        self.furthest: tuple[Move, ...] = ()
        # The beam under way: its width and score, the positions seen, the layer being
        # expanded, how far into it, and the candidates for the next layer.
        self._width = 0
        self._score: Score | None = None
        self._seen: set = set()
        self._layer: list[tuple[Table, Link]] = []
        self._next_at = 0
        self._candidates: list[tuple[float, int, Table, Link]] = []
        self._dropped = False
        self._begin()

    @property
    def exhausted(self) -> bool:
        """Whether every beam of the series has run (or one proved the game lost)."""
        return self._score is None

    def _begin(self) -> None:
        if self.lost or self.begun >= len(self.series):
            self._score = None
            return
        self._width, self._score = self.series[self.begun]
        self.begun += 1
        self._seen = {self.knowledge.position_key(self.start)}
        self._layer = [(self.start, None)]
        self._next_at = 0
        self._candidates = []
        self._dropped = False

    def run(self, positions: int, deadline: float | None = None) -> tuple[Move, ...] | None:
        """Go on with the series until ``positions`` more positions have been examined
        or ``deadline`` has passed; the winning line if a beam won, else None."""
        rules, knowledge = self.rules, self.knowledge
        apply, key, is_won, search_moves = (
            rules.apply,
            knowledge.position_key,
            rules.is_won,
            knowledge.search_moves,
        )
        stop = self.positions + positions
        while self._score is not None and self.positions < stop:
            if deadline is not None and clock.now() > deadline:
                return None
            if self._next_at >= len(self._layer):
                self._next_layer()
                continue
            table, link = self._layer[self._next_at]
            self._next_at += 1
            seen, score, candidates = self._seen, self._score, self._candidates
            for move in search_moves(table):
                after = apply(table, move)
                self.positions += 1
                after_key = key(after)
                if after_key in seen:
                    continue
                seen.add(after_key)
                reached = (move, link)
                if is_won(after):
                    return _line(reached)
                # The count breaks ties in favour of the moves found first, which the
                # game's order prefers.
                candidates.append((score(after), -len(candidates), after, reached))
        return None

    def _next_layer(self) -> None:
        candidates = self._candidates
        if not candidates:
            # The beam has run out of positions: with nothing ever dropped, every
            # position reachable from the start was examined, and none was won.
            if not self._dropped:
                self.lost = True
            self._begin()
            return
        if len(candidates) > self._width:
            self._dropped = True
            candidates = heapq.nlargest(self._width, candidates)
        else:
            candidates.sort(reverse=True)
        best = candidates[0]
        made = self.rules.progress(best[2])
        if made > self.best_progress:
            self.best_progress, self.furthest = made, _line(best[3])
        self._layer = [(table, link) for _, _, table, link in candidates]
        self._next_at = 0
        self._candidates = []
