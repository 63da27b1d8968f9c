"""Which cards block which: a game's rule of cover, declared once.

In most games a pile's top card is free and the cards under it wait.  Some games block
more: a card of a grid laid in overlapping rows waits for the cards below it (the
Blockade, Babette), a row's inner cards wait for its outside card (Fortress), a carpet's
card waits for a clear lane to one of its narrow ends (the Carpet), and some games block
their lower layers only until the pack is dealt.  Each such rule is a ``Cover``: the
piles it governs, which of them have their top card free on a given table, and the
sentence that tells a player why a card is blocked.  A game declares its cover on its
rules (``GameRules.covers``) and builds its moves from the free piles; the page reads the
same declaration to show which cards may be taken now (``Game.blocked``).

The declarations, in the book's words:

* ``nothing_outside``: only a pile's top card is free (a row's outside card: Fortress);
* ``nothing_below``: a grid's card is free when no card lies anywhere below it in its
  column (the Blockade, "all cards are available that have no others below them");
* ``column_ends``: free when no card lies anywhere above it in its column, or none
  anywhere below (the Labyrinth, "only cards in the highest or lowest rows are
  available"): each column's highest and lowest cards;
* ``gap_below``: free when the place directly below is empty (Babette, each row blocking
  "the preceding one");
* ``gap_above_or_below``: free when the place directly above or directly below is empty;
* ``narrow_end``: free when one of its narrow ends is open: the top and bottom of an
  upright card, the left and right of a card lying crossways, open when every place
  beyond it to the grid's edge is empty (``lane=False``: the next place alone);
* ``until_dealt``: any of these, holding only while the pack still has cards to deal.

Under every declaration a card under a pile's top card is covered by it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from .. import cards
from ..table import Table
from .grid import Grid

FreePiles = Callable[[Table], list[str]]


@dataclass(frozen=True, slots=True)
class Cover:
    """A rule of cover over ``piles``: ``free_piles`` lists those whose top card is free on
    a table (in the order of ``piles``); ``refusal`` says why a card is blocked, naming it
    where it holds ``{card}``, of a blocked top card and, with ``inner``, of a card under
    a pile's top (a row's inner cards); with ``until`` (a pile: the pack) the rule holds
    only while that pile has cards, every pile's top card being free once it is empty."""

    piles: tuple[str, ...]
    free_piles: FreePiles
    refusal: str
    until: str | None = None
    inner: bool = False

    def holds(self, table: Table) -> bool:
        """Whether the rule blocks anything on this table (a rule ``until_dealt`` lifts
        once the pack is dealt)."""
        return self.until is None or bool(table[self.until])

    def free(self, table: Table) -> list[str]:
        """The governed piles whose top card is free, in the order of ``piles``."""
        if not self.holds(table):
            return [pile for pile in self.piles if table[pile]]
        return self.free_piles(table)

    def is_free(self, table: Table, pile: str) -> bool:
        """Whether the top card of ``pile`` is free (a pile the rule does not govern is
        never blocked by it; an empty pile has no card to free)."""
        if not table[pile]:
            return False
        return pile not in self.piles or pile in self.free(table)

    def blocked(self, table: Table) -> frozenset[str]:
        """The governed piles whose top card another card blocks now."""
        free = set(self.free(table))
        return frozenset(pile for pile in self.piles if table[pile] and pile not in free)

    def refuse(self, table: Table, pile: str, index: int | None = None) -> str | None:
        """Why the card at ``index`` of ``pile`` (its top card by default) cannot be
        taken, in the declaration's words, or None where it has none (a free card; a card
        under a pile's top, which the pile itself covers, unless the rule is ``inner``)."""
        if pile not in self.piles or pile not in table:
            return None
        stack = table[pile]
        top = len(stack) - 1
        index = top if index is None else index
        if not 0 <= index <= top:
            return None
        blocked = self.inner if index < top else not self.is_free(table, pile)
        return self.refusal.format(card=cards.name(stack[index])) if blocked else None


def until_dealt(cover: Cover, stock: str = "stock-1") -> Cover:
    """``cover``, holding only while ``stock`` (the pack) has cards to deal."""
    return replace(cover, until=stock)


def nothing_outside(piles: Iterable[str], refusal: str) -> Cover:
    """Only a pile's top card is free: a row kept from its inner end to its outer end
    frees its outside card alone."""
    kept = tuple(piles)
    return Cover(kept, lambda table: [pile for pile in kept if table[pile]], refusal, inner=True)


def nothing_below(grid: Grid, refusal: str) -> Cover:
    """A grid's card is free when no card lies anywhere below it in its column."""

    def free(table: Table) -> list[str]:
        lowest = (
            next((cell for cell in reversed(grid.column(column)) if table[cell]), None)
            for column in range(1, grid.columns + 1)
        )
        return sorted((cell for cell in lowest if cell is not None), key=_number)

    return Cover(grid.cells, free, refusal)


def column_ends(grid: Grid, refusal: str) -> Cover:
    """A grid's card is free when no card lies anywhere above it in its column, or none
    anywhere below: each column's highest and lowest cards (a gap inside a column frees
    nothing)."""

    def free(table: Table) -> list[str]:
        ends = set()
        for column in range(1, grid.columns + 1):
            held = [cell for cell in grid.column(column) if table[cell]]
            ends.update(held[:1] + held[-1:])
        return sorted(ends, key=_number)

    return Cover(grid.cells, free, refusal)


def gap_below(grid: Grid, refusal: str) -> Cover:
    """A grid's card is free when the place directly below it is empty (or there is none)."""
    return _by_neighbours(grid, ((1, 0),), refusal)


def gap_above_or_below(grid: Grid, refusal: str) -> Cover:
    """A grid's card is free when the place directly above or directly below it is empty
    (or there is none)."""
    return _by_neighbours(grid, ((-1, 0), (1, 0)), refusal)


def _by_neighbours(grid: Grid, sides: tuple[tuple[int, int], ...], refusal: str) -> Cover:
    """Free when the next place on any of ``sides`` (row, column steps) is empty or off
    the grid."""

    def open_side(table: Table, row: int, column: int, step: tuple[int, int]) -> bool:
        r, c = row + step[0], column + step[1]
        inside = 1 <= r <= grid.rows and 1 <= c <= grid.columns
        return not inside or not table[grid.cell(r, c)]

    def free(table: Table) -> list[str]:
        return [
            grid.cell(row, column)
            for row in range(1, grid.rows + 1)
            for column in range(1, grid.columns + 1)
            if table[grid.cell(row, column)]
            and any(open_side(table, row, column, step) for step in sides)
        ]

    return Cover(grid.cells, free, refusal)


def narrow_end(
    grid: Grid, crossways: Callable[[int, int], bool], refusal: str, *, lane: bool = True
) -> Cover:
    """A grid's card is free when one of its narrow ends is open: the top or bottom of an
    upright card, the left or right of one lying crossways (``crossways(row, column)``).
    An end is open when every place beyond it, in a straight line to the grid's edge, is
    empty; with ``lane=False``, when the next place alone is (or there is none)."""

    def open_end(table: Table, row: int, column: int, step: tuple[int, int]) -> bool:
        r, c = row + step[0], column + step[1]
        while 1 <= r <= grid.rows and 1 <= c <= grid.columns:
            if table[grid.cell(r, c)]:
                return False
            if not lane:
                return True
            r, c = r + step[0], c + step[1]
        return True

    def free(table: Table) -> list[str]:
        found = []
        for row in range(1, grid.rows + 1):
            for column in range(1, grid.columns + 1):
                if not table[grid.cell(row, column)]:
                    continue
                ends = ((0, -1), (0, 1)) if crossways(row, column) else ((-1, 0), (1, 0))
                if any(open_end(table, row, column, step) for step in ends):
                    found.append(grid.cell(row, column))
        return found

    return Cover(grid.cells, free, refusal)


def _number(pile: str) -> int:
    return int(pile.rsplit("-", 1)[1])
