"""A tableau laid out as a grid of places, dealt one row at a time under the last.

The Blockade, Babette and the Congress deal their tableau in horizontal rows, each new
row laid below the one before and partly covering it.  Each place of the grid is a pile
of its own (a *cell*): the card dealt there, and in some games the cards married onto
it, squared up.  Cells are numbered row by row from the top-left, so ``tableau-1`` to
``tableau-12`` are the first row of a twelve-column grid.  How many rows have been dealt
is kept on the table (``ROWS``), since a row emptied by play is still a row: the next
one goes below it, never into it.

Which cards of the grid are available is the game's rule of cover, declared with the
grid (``engine.mechanics.cover``): no card anywhere below in its column (the Blockade),
the place directly below empty (Babette), and others.

A cell emptied by play is a *vacancy*.  Where the rules refill vacancies from the pack,
they are filled uppermost row first, left to right (``vacancies`` lists them so).
``laid_over`` is the grid's block on the table (engine/layouts.py).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from .. import layouts
from ..moves import Move
from ..table import Layout, Table
from .counters import Counter, count, shared
from .dealing import Placement, deal_into
from .refills import refill

ROWS = "rows"  # the counter of rows dealt so far
shared(count(ROWS, "the number of rows dealt"))
# How far each row lies below the one before, in card widths, where the rows overlap as
# the book lays them: the strip left uncovered shows the card's rank and suit.
ROW_STEP = 0.65


@dataclass(frozen=True, slots=True)
class Grid:
    """The cells of a grid of ``columns`` by ``rows``, numbered row by row."""

    columns: int
    rows: int
    role: str = "tableau"
    first: int = 1  # the number of the top-left cell

    @property
    def cells(self) -> tuple[str, ...]:
        return tuple(Layout.numbered(self.role, self.columns * self.rows + self.first - 1))[
            self.first - 1 :
        ]

    def cell(self, row: int, column: int) -> str:
        """The cell at ``row`` and ``column``, both counted from 1."""
        return f"{self.role}-{self.first + (row - 1) * self.columns + column - 1}"

    def row(self, row: int) -> tuple[str, ...]:
        return tuple(self.cell(row, column) for column in range(1, self.columns + 1))

    def column(self, column: int) -> tuple[str, ...]:
        """The cells of one column, from the top down."""
        return tuple(self.cell(row, column) for row in range(1, self.rows + 1))

    @property
    def rows_counter(self) -> Counter:
        """The counter of rows dealt, as a game with this grid declares it."""
        return count(ROWS, "the number of rows dealt", most=self.rows)

    def where(self, cell: str) -> tuple[int, int]:
        """The row and column of a cell, both counted from 1."""
        index = int(cell.rsplit("-", 1)[1]) - self.first
        return index // self.columns + 1, index % self.columns + 1


def rows_dealt(table: Table) -> int:
    return int(table.var(ROWS, 0))


def vacancies(table: Table, grid: Grid) -> list[str]:
    """The empty cells of the rows dealt so far, uppermost row first, left to right."""
    return [
        cell for row in range(1, rows_dealt(table) + 1) for cell in grid.row(row) if not table[cell]
    ]


def deal_row(
    table: Table,
    grid: Grid,
    compulsory: Placement | None = None,
    *,
    stock: str = "stock-1",
) -> Table:
    """Deal the next row below the last, left to right, one card to each cell while the
    pack lasts.  A card ``compulsory`` sends to a foundation goes there as it is dealt,
    and the next card takes its place, so the row still gets a card in every cell."""
    row = rows_dealt(table) + 1
    if row > grid.rows:
        raise ValueError("the grid has no room for another row")
    for cell in grid.row(row):
        table, _ = deal_into(table, cell, compulsory, replace=True, stock=stock)
    return table.with_vars(**{ROWS: row})


def may_deal_row(table: Table, grid: Grid, stock: str = "stock-1") -> bool:
    return bool(table[stock]) and rows_dealt(table) < grid.rows


def refill_or_deal_row(
    table: Table,
    grid: Grid,
    gaps: Sequence[str],
    compulsory: Placement | None = None,
    *,
    stock: str = "stock-1",
) -> Table:
    """A tap of the pack where the vacancies come before a new row (the Blockade, the
    Congress): the ``gaps`` filled from it, in their order, while it lasts; where there
    are none, the next row dealt (``deal_row``)."""
    if gaps:
        return refill(table, gaps, (stock,))
    return deal_row(table, grid, compulsory, stock=stock)


def refuse_first(
    table: Table,
    move: Move,
    foundations: Collection[str],
    blocked: Callable[[Table, str], str | None],
    stock: str = "stock-1",
) -> str | None:
    """The refusals a grid refilled from the pack gives before its own, of a move of a
    card between piles: a card played to a foundation stays there, the pack is only
    tapped, a card ``blocked`` (the grid's rule of cover: ``Cover.refuse``) does not
    move; None past them."""
    if move.source in foundations:
        return "A card played to a foundation stays there."
    if move.source == stock or move.target == stock:
        return "Tap the pack to refill the vacancies or deal a row."
    return blocked(table, move.source)


def column_cards(table: Table, grid: Grid, column: int) -> list[str]:
    """The cards of one column as it lies, from the top row down (each cell's cards
    bottom first), gaps closed up."""
    return [card for cell in grid.column(column) for card in table[cell]]


def taken_up_by_columns(table: Table, grid: Grid, *, each_underneath: bool = False) -> list[str]:
    """The grid's cards taken up column by column from the left, as the new pack in the
    order it will be dealt (see ``mechanics.redeal.taken_up``): with ``each_underneath``
    the last column taken up is dealt first, from its top row down."""
    columns = range(1, grid.columns + 1)
    order = reversed(columns) if each_underneath else columns
    return [card for column in order for card in column_cards(table, grid, column)]


def laid_over(
    grid: Grid, columns: range | None = None, gap: float = layouts.PILE_GAP
) -> layouts.Grid:
    """The table's block for some columns of the grid (all, by default): each row lying
    ``ROW_STEP`` below the one before and covering its lower part, as the book lays
    them, so every card shows its rank and suit; ``gap`` between the columns."""
    columns = columns or range(1, grid.columns + 1)
    rows = [[grid.cell(row, column) for column in columns] for row in range(1, grid.rows + 1)]
    return layouts.Grid(rows, gap=gap, row_gap=ROW_STEP - layouts.CARD_HEIGHT)
