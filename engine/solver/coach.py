"""The solver as a coach: back to the last position of a game's history from which the
solver wins, and its winning line played out move by move ("Show me").

``Rewind`` walks the history backwards with the solver's own search (``core.Search``,
the search the hint runs), in slices of time like the hint, so the page never freezes.
Winnability only shrinks along a history: the position after a winnable one may be lost,
but a position before a winnable one is winnable too (its moves lead there; the solver
knows every card, so a position's future is fixed by the moves).  So the search does not
ask every position: it gallops back from the end (1, 2, 4, 8 ... moves back) until the
solver wins from a position, then halves the gap between the last position won and the
first proved lost.  Each position gets at most ``per_position`` seconds (an eighth of it
while galloping, so that a win further back is found, and offered, soon); one the solver
cannot decide in that time is set aside (neither won nor lost), and the answer says so.
The search may count positions instead of seconds (``positions_each``, ``positions_in_all``:
the solver's positions examined for each position of the history, and in all): the same
answer on any machine, however busy (the tests and benches count positions; the page,
which must answer within its seconds, counts time).
When the solver's winning line from a position starts with the moves the player made,
the positions along it are winnable too, which saves searches.

A deal the solver has won before (``winnable``) starts with its first position known
winnable, without a search.
"""

from __future__ import annotations

import math
from itertools import pairwise

from ..game import Game
from ..moves import Move
from ..table import Table
from . import clock
from .core import Search
from .winnable import is_known_winnable

# A search's bound in positions: time is the real bound; this is only a safety net.
MAX_STATES = 10**9
# The share of a position's time it gets while the search gallops back from the end.
SKIM_SHARE = 0.125


class Answer:
    """What the backward search found.

    ``status``: ``searching``; ``found`` (a win existed ``moves_back`` moves ago);
    ``never`` (the solver proved even the first position lost: the game could never be
    won); ``timeout`` (no position was found winnable within the time).  With ``found``,
    ``exact`` says the position after it was proved lost (else the solver could not
    decide some later position in the time, and a win may have lasted longer)."""

    def __init__(
        self,
        status: str,
        moves_back: int = 0,
        exact: bool = False,
        line: tuple[Move, ...] = (),
    ) -> None:
        self.status = status
        self.moves_back = moves_back
        self.exact = exact
        self.line = line  # the solver's win from that position (empty if known beforehand)

    def __repr__(self) -> str:
        return f"Answer({self.status!r}, moves_back={self.moves_back}, exact={self.exact})"


def history_tables(game: Game) -> list[Table]:
    """The positions of the game's history up to the cursor, the first to the present."""
    tables = [game.start]
    for move in game.moves:
        tables.append(game.rules.apply(tables[-1], move))
    return tables


class Rewind:
    """The backward search over ``game``'s history (as it stands when made), a slice of
    time at a time: ``think(seconds)`` is True once it has an answer.

    Its bounds: ``per_position`` and ``budget`` in seconds (None: no bound of time),
    ``positions_each`` and ``positions_in_all`` in the solver's positions (None: no bound
    of positions); a position is set aside at the first of its bounds, and the search
    gives up at the first of its own."""

    def __init__(
        self,
        game: Game,
        known_lost: bool | None = None,
        per_position: float | None = 2.0,
        budget: float | None = 20.0,
        *,
        positions_each: int | None = None,
        positions_in_all: int | None = None,
    ) -> None:
        self.game = game
        self.rules = game.rules
        self.moves = game.moves
        self.tables = history_tables(game)
        last = len(self.tables) - 1
        if known_lost is None:  # a blocked position is lost; otherwise the solver asks
            known_lost = game.status == "lost"
        # Indices: ``won`` the latest position known winnable (-1: none yet), ``lost``
        # the earliest proved lost (last + 1: none yet); ``undecided`` the ones the solver
        # could not decide in their time.
        self.won = -1
        self.lost = last if known_lost else last + 1
        self.line: tuple[Move, ...] = ()
        if game.deal is not None and is_known_winnable(game.game_id, game.deal, game.variant):
            self.won = 0
        self.undecided: set[int] = set()
        self.set_aside = False  # the last position searched was set aside undecided
        self.per_position = per_position
        self.positions_each = positions_each
        # While galloping back, a position gets only a skim of its time (or positions):
        # one not decided in it is passed over for now (``skimmed``) and may be searched in
        # full later, so that undecided positions near the end do not hold back a win
        # further back.
        self.skim = None if per_position is None else per_position * SKIM_SHARE
        self.skim_positions = (
            None if positions_each is None else max(1, int(positions_each * SKIM_SHARE))
        )
        self.skimmed: set[int] = set()
        self.budget = budget
        self.positions_in_all = positions_in_all
        self.seconds = 0.0
        self.positions = 0  # the solver's positions examined so far, in all searches
        # Back from the end, 1, 2, 4 ... moves, until the solver wins from a position:
        # positions near the end are the quickest to decide, and a blunder is found in
        # as many searches as the number of bits of how far back it was.
        self.gallop = 1
        self.index: int | None = None  # the position being searched
        self.search: Search | None = None
        self.search_seconds = 0.0
        self.answer = Answer("searching")
        self._decide()

    @property
    def done(self) -> bool:
        return self.answer.status != "searching"

    def think(self, seconds: float) -> bool:
        """Search for at most ``seconds`` more; True once there is an answer."""
        started = clock.now()
        end = started + seconds
        while not self.done and not self._out_of_positions():
            now = clock.now()
            left = end - now
            if self.budget is not None:
                left = min(left, started - self.seconds + self.budget - now)
            if left <= 0:
                break
            search = self.search
            assert search is not None and self.index is not None
            limit = self.skim if self.gallop else self.per_position
            if limit is not None:
                left = min(left, limit - self.search_seconds)
            before = search.states
            search.run(self._most_states(search), None if left == math.inf else now + left)
            self.search_seconds += clock.now() - now
            self.positions += search.states - before
            verdict = search.result()
            if verdict.result == "won":
                self._won_at(self.index, verdict.moves)
            elif verdict.result == "lost":
                self.lost = min(self.lost, self.index)
            elif self._position_spent(search):
                (self.skimmed if self.gallop else self.undecided).add(self.index)
                self.set_aside = True
            else:
                continue
            self.set_aside = verdict.result == "unknown"
            self.search = self.index = None
            self._decide()
        self.seconds += clock.now() - started
        if not self.done and (
            (self.budget is not None and self.seconds >= self.budget) or self._out_of_positions()
        ):
            self._give_up()
        return self.done

    def _out_of_positions(self) -> bool:
        return self.positions_in_all is not None and self.positions >= self.positions_in_all

    def _most_states(self, search: Search) -> int:
        """The bound in positions of the search's next run: the position's own, and what
        is left of the search's in all."""
        each = self.skim_positions if self.gallop else self.positions_each
        most = MAX_STATES if each is None else each
        if self.positions_in_all is not None:
            most = min(most, search.states + self.positions_in_all - self.positions)
        return most

    def _position_spent(self, search: Search) -> bool:
        """The position searched has had its time or its positions, undecided."""
        limit = self.skim if self.gallop else self.per_position
        each = self.skim_positions if self.gallop else self.positions_each
        return (limit is not None and self.search_seconds >= limit) or (
            each is not None and search.states >= each
        )

    def so_far(self) -> Answer:
        """The answer as it stands: once done, the answer; while searching, the latest
        position a search has found winnable (``found``, not exact: a later one may
        be), so a long search has something to offer before its time is up; else
        ``searching``.  A deal known winnable beforehand counts only once a search has
        found a later position."""
        if self.done or self.won <= 0:
            return self.answer
        return Answer("found", len(self.tables) - 1 - self.won, False, self.line)

    def _won_at(self, index: int, line: tuple[Move, ...]) -> None:
        # The player's own moves at the start of the solver's line keep the win.
        ahead = 0
        while (
            ahead < len(line)
            and index + ahead < len(self.moves)
            and line[ahead] == self.moves[index + ahead]
        ):
            ahead += 1
        if index + ahead > self.won:
            self.won, self.line = index + ahead, line[ahead:]
        self.gallop = 0  # a win is found: now halve the gap to the first position lost

    def _next(self) -> int | None:
        """The next position to ask the solver about, or None when the answer is known."""
        if self.won >= self.lost - 1:
            return None
        passed = self.undecided | self.skimmed if self.gallop else self.undecided
        candidates = [i for i in range(self.won + 1, self.lost) if i not in passed]
        if not candidates and self.gallop:  # every one left was skimmed: search them in full
            self.gallop = 0
            candidates = [i for i in range(self.won + 1, self.lost) if i not in self.undecided]
        if not candidates:
            return None
        if self.gallop:  # gallop back from the end
            wanted = self.lost - self.gallop
            self.gallop *= 2
            if wanted <= self.won + 1:  # back at the known win: from now on, halve gaps
                wanted, self.gallop = self.won + 1, 0
        else:
            # Halve a gap between positions known or set aside: the latest one (later
            # positions are the quicker to decide), but the first one (next to the
            # last win, where wins come quickly) after a position was set aside, so
            # undecided positions do not hold the search in one place.
            marks = sorted({self.won, self.lost, *self.undecided})
            gaps = [(low, high) for low, high in pairwise(marks) if high - low > 1]
            low, high = gaps[0] if self.set_aside else gaps[-1]
            wanted = (low + high) // 2
        return min(candidates, key=lambda i: (abs(i - wanted), -i))

    def _decide(self) -> None:
        index = self._next()
        if index is None:
            self._finish()
            return
        self.index = index
        self.search = Search(self.rules, self.tables[index])
        self.search_seconds = 0.0
        if self.search.done:  # a won position needs no search
            self._won_at(index, ())
            self.search = self.index = None
            self._decide()

    def _finish(self) -> None:
        last = len(self.tables) - 1
        if self.won >= 0:
            exact = self.lost == self.won + 1
            self.answer = Answer("found", last - self.won, exact, self.line)
        elif self.lost == 0:
            self.answer = Answer("never")
        else:
            self.answer = Answer("timeout")

    def _give_up(self) -> None:
        """The time is up: what is known so far."""
        self.search = self.index = None
        if self.won >= 0:
            last = len(self.tables) - 1
            self.answer = Answer("found", last - self.won, False, self.line)
        else:
            self.answer = Answer("timeout")


def rewind(
    game: Game,
    per_position: float | None = 2.0,
    budget: float | None = 20.0,
    *,
    positions_each: int | None = None,
    positions_in_all: int | None = None,
) -> Answer:
    """The backward search run to its answer at once (tests and benches); bounded in
    positions alone (``per_position`` and ``budget`` None), the same answer on any
    machine."""
    search = Rewind(
        game,
        per_position=per_position,
        budget=budget,
        positions_each=positions_each,
        positions_in_all=positions_in_all,
    )
    while not search.think(math.inf if budget is None else budget):
        pass
    return search.answer


class ShowMe:
    """The solver's winning line from a position, played on the game one move at a time.
    It stops (``playing`` False) at the end of the line, or as soon as the game is no
    longer where the line left it (the player moved, undid, or another game was opened)."""

    def __init__(self, game: Game, line: tuple[Move, ...]) -> None:
        self.game = game
        self.line = line
        self.played = 0
        self.table = game.table  # where the next move of the line starts

    @property
    def playing(self) -> bool:
        return self.played < len(self.line) and self.game.table is self.table

    def step(self) -> Move | None:
        """Play the line's next move; None when it cannot go on."""
        if not self.playing:
            return None
        move = self.line[self.played]
        self.game.play(move)
        self.played += 1
        self.table = self.game.table
        return move

    @property
    def left(self) -> int:
        return len(self.line) - self.played
