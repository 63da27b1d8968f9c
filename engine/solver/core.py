"""A solver for every game, over the engine's own moves: no second copy of the rules.

A depth-first search from the current position. Each position's moves are tried in the
order the game's ``search_moves`` gives (``knowledge.py``, ``games/<game>.py``): by
default a play that can never hurt (a *safe* play, the same rule auto-play uses) is made
alone, as a player would make it without thinking, unless it also decides where cards
still to come will land; otherwise plays to the foundations come first, then the moves
that uncover the cards the foundations want next, the dealing of new cards last. A
transposition table of canonical position keys (``position_key``: a game may say which
piles are interchangeable) means no position is examined twice, so the search ends: when
every reachable position has been examined without a win, the position is proved lost. A
budget of positions, and optionally of seconds, bounds the work. Past its first
positions it takes turns with helpers that find wins sooner where a game asks for them:
probes (``probes.py``, quick games along the preferred moves) and beams (``beams.py``,
searches keeping the best positions at each depth).

The positions walked are the engine's tables by default, the pack turned as one move to
each card that comes into play where it is turned once (``talon_turns.py``); a game may
declare a model of its own, cheaper positions with the same moves (``spaces.py``,
Klondike's ``games/klondike_model.py``, the Flower-Garden's, the two Napoleons').
Either way the caller is given the engine's single moves: the winning line, replayed by
the engine before it is believed wherever moves were written out, and the line to the
furthest position.

The search knows the order of the pack still in hand (and the outcome of a re-deal's
shuffle, and the cards lying face down in Klondike's columns), as a player who could see
every card would: a ``won`` verdict means the deal can be won by someone who knew every
card, not that a player guessing will win it; ``lost`` means no sequence of moves wins it.

``solve(game, max_states, max_seconds)`` returns a ``Verdict``: ``won`` with a winning
line, ``lost`` when every reachable position was examined without a win, or ``unknown``
when the budget ran out first.  ``Search`` does the same work in slices, for a caller
that must give control back now and then (the page, which must never freeze); it also
remembers the line to the furthest position it has reached, which makes a good guess
when the budget runs out.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..game import Game
from ..gamerules import GameRules
from ..moves import Move
from ..table import Table
from . import clock
from .beams import Beams
from .games import knowledge_for
from .keys import key_function
from .knowledge import SearchKnowledge
from .probes import Probes
from .spaces import Space, spaces
from .talon_turns import expand, replays, talon_turns

# How many moves are tried between two looks at the clock.
CLOCK_EVERY = 32
# The depth-first search works alone on this many positions before probes join in, and
# then the two take turns in slices of this many positions.
ALONE = 2_000
SLICE = 2_000


@dataclass(frozen=True, slots=True)
class Verdict:
    result: str  # "won", "lost" or "unknown"
    moves: tuple[Move, ...] = ()
    states: int = 0


class Search:
    """A depth-first search, helped by probes and beams, that may be run in several
    slices of work."""

    def __init__(
        self,
        rules: GameRules,
        start: Table,
        probing: bool = True,
        knowledge: SearchKnowledge | None = None,
        turning: bool = True,
    ) -> None:
        self.rules = rules
        self.start = start
        # What the search knows of the game beyond its rules (by default, the game's own).
        self.knowledge = known = knowledge or knowledge_for(rules)
        # With ``turning``, a pack turned once is turned as one move to each card that
        # can come into play (``talon_turns.py``); without it, a card at a time.
        turns = talon_turns(known) if turning else None
        self.turns = turns if turns is not None and turns.on else None
        # The knowledge's position keys, written more cheaply (``keys.py``).
        self.key = key_function(known, start)
        # The positions walked and the moves between them (``spaces.py``): the engine's
        # tables, or the game's own model of them; ``plain`` turns the pack a card at a
        # time, for half of the probes.
        plain, self.space = spaces(rules, known, start, self.turns, self.key)
        space: Space = self.space
        self.seen = {space.key(space.start)}
        self.states = 1  # positions examined, the start included, by both kinds of search
        self.explored = 1  # positions examined depth-first
        self.line: list = []  # the space's moves from the start to the current position
        first_moves = space.search_moves(space.start)
        self.path: list[tuple[object, Iterator]] = [(space.start, iter(first_moves))]
        self._furthest: tuple[Move, ...] = ()  # the line to the most progress made
        self._best_progress = rules.progress(start)
        self.verdict: Verdict | None = Verdict("won", (), 1) if rules.is_won(start) else None
        # The helpers that take turns with the depth-first search, each getting the
        # game's share of the work: probes and beams (they find wins; a beam that drops
        # nothing may also prove a loss).
        if known.quick_games is None:
            self.probes = (
                Probes(rules, start, knowledge=known, spaces=(plain, space))
                if probing and known.probe_share > 0
                else None
            )
        else:
            self.probes = (
                known.quick_games(rules, start, knowledge=known)
                if probing and known.probe_share > 0
                else None
            )
        self.beams = (
            Beams(rules, start, knowledge=known) if probing and known.beam_share > 0 else None
        )
        own = 1.0 - (self.probes is not None) * known.probe_share
        own -= (self.beams is not None) * known.beam_share
        # Positions each helper examines for each one examined depth-first.
        self._helpers = [
            (helper, share / own)
            for helper, share in ((self.probes, known.probe_share), (self.beams, known.beam_share))
            if helper is not None
        ]

    @property
    def done(self) -> bool:
        return self.verdict is not None

    @property
    def furthest(self) -> tuple[Move, ...]:
        """The line to the position with the most progress any of the searches has seen."""
        best, line = self._best_progress, self._furthest
        for helper, _ in self._helpers:
            if helper.best_progress > best:
                best, line = helper.best_progress, helper.furthest
        return expand(line)

    def run(self, max_states: int, deadline: float | None = None) -> Verdict | None:
        """Search until a verdict, ``max_states`` positions in all, or until ``deadline``
        (a ``clock.now()`` reading) has passed; None when stopped before a
        verdict (call again to go on).

        The depth-first search works alone on its first ``ALONE`` positions, which
        settle most easy positions; then it and its helpers take turns, a slice of
        ``SLICE`` positions at a time, the probes getting the game's ``probe_share``
        of the work and the beams its ``beam_share`` (until their series ends)."""
        global _deadline
        outer, _deadline = _deadline, deadline
        try:
            return self._run(max_states, deadline)
        finally:
            _deadline = outer

    def _run(self, max_states: int, deadline: float | None) -> Verdict | None:
        while self.verdict is None:
            room = max_states - self.states
            if room <= 0 or (deadline is not None and clock.now() > deadline):
                return None
            helper = self._helper_owed()
            if helper is None:
                limit = self.explored + min(room, SLICE if self._helpers else room)
                self._explore(limit, deadline)
                continue
            before = helper.positions
            won = helper.run(min(SLICE, room), deadline)
            self.states += helper.positions - before
            if won is not None:
                self.verdict = self._won(won, self.space.checked and isinstance(helper, Probes))
            elif helper.lost:
                self.verdict = Verdict("lost", (), self.states)
        return self.verdict

    def _helper_owed(self) -> Probes | Beams | None:
        """The first helper owed work, once the depth-first search has had its start."""
        if self.explored < ALONE:
            return None
        for helper, ratio in self._helpers:
            if helper.exhausted:
                continue
            if helper.positions < (self.explored - ALONE) * ratio:
                return helper
        return None

    def _explore(self, limit: int, deadline: float | None) -> None:
        """Depth-first, until a verdict, ``limit`` positions explored in all, or the
        deadline."""
        seen, path, line, space = self.seen, self.path, self.line, self.space
        key, is_won, progress = space.key, space.is_won, space.progress
        apply, search_moves = space.apply, space.search_moves
        tried = 0
        while path:
            if self.explored >= limit:
                return
            table, moves = path[-1]
            for move in moves:
                tried += 1
                if deadline is not None and not tried % CLOCK_EVERY and clock.now() > deadline:
                    # Put the move back, so the next slice tries it first.
                    path[-1] = (table, _chain(move, moves))
                    return
                after = apply(table, move)
                after_key = key(after)
                if after_key in seen:
                    continue
                seen.add(after_key)
                self.states += 1
                self.explored += 1
                line.append(move)
                if is_won(after):
                    self.verdict = self._won(space.expand(line), space.checked)
                    return
                made = progress(after)
                if made > self._best_progress:
                    self._best_progress, self._furthest = made, space.expand(line)
                path.append((after, iter(search_moves(after))))
                break
            else:
                path.pop()
                if line:
                    line.pop()
        self.verdict = Verdict("lost", (), self.states)

    def _won(self, moves: tuple[Move, ...], checked: bool) -> Verdict:
        """The verdict for a winning line of the engine's single moves; one found on a
        space that writes its moves out (turns of the pack, a game's model) is first
        replayed by the engine as legal moves to a win (it always should)."""
        if checked and not replays(self.rules, self.start, moves):
            raise RuntimeError("the solver's winning line does not replay")
        return Verdict("won", moves, self.states)

    def result(self) -> Verdict:
        """The verdict so far: ``unknown`` while the search is unfinished."""
        return self.verdict or Verdict("unknown", (), self.states)


# The deadline of the search under way, for ``time_left``.
_deadline: float | None = None


def time_left() -> float | None:
    """Seconds left to the search under way (None: no time limit).  A game whose search
    hooks may do much work in one call reads it to keep that work within the time (the
    page thinks in slices of a few milliseconds and must never freeze)."""
    return None if _deadline is None else _deadline - clock.now()


def _chain(first: Move, rest: Iterator[Move]) -> Iterator[Move]:
    yield first
    yield from rest


def solve(
    game: Game,
    max_states: int = 200_000,
    max_seconds: float | None = None,
    probing: bool = True,
    knowledge: SearchKnowledge | None = None,
    turning: bool = True,
) -> Verdict:
    """Search from the game's current position (see the module's description); with
    ``probing`` False, depth-first alone; ``knowledge`` in place of the game's own; with
    ``turning`` False, the pack turned a card at a time."""
    deadline = None if max_seconds is None else clock.now() + max_seconds
    search = Search(game.rules, game.table, probing, knowledge, turning)
    search.run(max_states, deadline)
    return search.result()
