"""A game in progress: a rules object, the deal it started from, and its history.

History is kept as the list of tables (positions) and the moves between them, with a
cursor; undo and redo move the cursor, so undo can never drift from play.
"""

from __future__ import annotations

from .errors import IllegalMove
from .gamerules import GameRules
from .moves import Move
from .savefile import dump
from .table import Cards, Table


class Game:
    def __init__(self, rules: GameRules, deal: int | None, start: Table) -> None:
        self.rules = rules
        self.deal = deal
        self.start = start
        self._tables: list[Table] = [start]
        self._moves: list[Move] = []
        self._cursor = 0
        self._legal: tuple[Table, list[Move]] | None = None
        self._lost: tuple[Table, bool] | None = None

    # What it was made from ----------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.rules.id

    @property
    def variant(self) -> str | None:
        return self.rules.variant

    @property
    def constructed(self) -> bool:
        """True for a game set up from a written position rather than a deal."""
        return self.deal is None

    # The position now ----------------------------------------------------------------
    @property
    def table(self) -> Table:
        return self._tables[self._cursor]

    @property
    def piles(self) -> dict[str, Cards]:
        return self.table.piles

    @property
    def face_down(self) -> dict[str, int]:
        """Pile id -> how many bottom cards of that pile lie face down (only piles that
        have any; empty for a game without face-down cards).  ``piles`` lists them all."""
        return self.rules.face_down(self.table)

    @property
    def face_down_at(self) -> dict[str, tuple[int, ...]]:
        """Pile id -> the positions (0 = the bottom card) of that pile's face-down cards,
        wherever they lie (only piles that have any): the general form of ``face_down``."""
        return self.rules.face_down_at(self.table)

    @property
    def blocked(self) -> frozenset[str]:
        """The piles whose top card another card blocks now, by the game's rule of cover
        (none for a game that declares none)."""
        covers = self.rules.covers
        return frozenset() if covers is None else covers.blocked(self.table)

    def legal_moves(self) -> list[Move]:
        table = self.table
        if self._legal is None or self._legal[0] is not table:
            self._legal = (table, self.rules.legal_moves(table))
        return list(self._legal[1])

    @property
    def status(self) -> str:
        table = self.table
        if self.rules.is_won(table):
            return "won"
        if not self.legal_moves():
            return "lost"
        # A game's own test for moves that lead nowhere may search: asked once a position.
        if self._lost is None or self._lost[0] is not table:
            self._lost = (table, self.rules.is_lost(table))
        return "lost" if self._lost[1] else "playing"

    @property
    def moves(self) -> list[Move]:
        """The moves made so far (up to the undo cursor)."""
        return self._moves[: self._cursor]

    @property
    def can_undo(self) -> bool:
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._moves)

    def safe_move(self) -> Move | None:
        """A play to a foundation that can never hurt (for auto-play), or None."""
        plays = self.rules.safe_plays(self.table)
        return plays[0] if plays else None

    def finishing_line(self) -> list[Move] | None:
        """The plays that finish the game when it is won in all but form, or None."""
        if self.rules.is_won(self.table):
            return None
        # Most positions have no play to a foundation at all: answer those from the
        # moves already listed, without searching.
        if not any((m.target or "").startswith("foundation") for m in self.legal_moves()):
            return None
        return self.rules.finishing_line(self.table)

    # Changing it ---------------------------------------------------------------------
    def play(self, move: Move) -> None:
        legal = self.legal_moves()
        # Found in one pass (a game may list hundreds of moves), and the legal move itself
        # kept: it carries the card and label for display.
        try:
            move = legal[legal.index(move)]
        except ValueError:
            raise IllegalMove(self.rules.explain(self.table, move)) from None
        after = self.rules.apply(self.table, move)
        del self._tables[self._cursor + 1 :]
        del self._moves[self._cursor :]
        self._tables.append(after)
        self._moves.append(move)
        self._cursor += 1

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        self._cursor -= 1
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self._cursor += 1
        return True

    def restart(self) -> None:
        """Back to the opening table; the moves stay in the redo history."""
        self._cursor = 0

    def to_json(self) -> str:
        return dump(self)

    def __repr__(self) -> str:
        where = f"deal {self.deal}" if self.deal is not None else "a constructed position"
        return f"<{self.rules.name}, {where}, {len(self.moves)} moves, {self.status}>"

    # Used by the save loader: the whole history, not just up to the cursor.
    def _history(self) -> tuple[list[Move], int]:
        return list(self._moves), self._cursor
