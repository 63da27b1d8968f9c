"""The grid of places dealt row by row (engine/mechanics/grid.py)."""

from engine.mechanics import cover
from engine.mechanics import grid as g
from engine.mechanics.dealing import stock_of
from engine.table import Layout, Table

GRID = g.Grid(columns=3, rows=4)
LAYOUT = Layout(("foundation-1", *GRID.cells, "stock-1"))


def table(cells: dict[str, str], pack: str = "", **variables) -> Table:
    piles = {cell: cards.split() for cell, cards in cells.items()}
    piles["stock-1"] = stock_of(pack.split())
    return Table.build(LAYOUT, piles, **variables)


def test_cells_are_numbered_row_by_row_from_the_top_left():
    assert GRID.cells[:4] == ("tableau-1", "tableau-2", "tableau-3", "tableau-4")
    assert GRID.cell(2, 1) == "tableau-4" and GRID.where("tableau-6") == (2, 3)
    assert GRID.row(3) == ("tableau-7", "tableau-8", "tableau-9")
    assert GRID.column(2) == ("tableau-2", "tableau-5", "tableau-8", "tableau-11")


def test_deal_row_fills_the_next_row_below_the_last_and_counts_it():
    start = table({}, "2C 3C 4C 5C 6C 7C 8C")
    one = g.deal_row(start, GRID)
    assert [one[c] for c in GRID.row(1)] == [("2C",), ("3C",), ("4C",)] and g.rows_dealt(one) == 1
    two = g.deal_row(one, GRID)
    assert [two[c] for c in GRID.row(2)] == [("5C",), ("6C",), ("7C",)] and g.rows_dealt(two) == 2


def test_a_row_goes_below_an_emptied_row_never_into_it():
    emptied = table({}, "9D 8D 7D", rows=2)
    dealt = g.deal_row(emptied, GRID)
    assert [dealt[c] for c in GRID.row(3)] == [("9D",), ("8D",), ("7D",)]
    assert not any(dealt[c] for c in GRID.row(1) + GRID.row(2))


def test_a_compulsory_card_leaves_the_row_and_the_next_card_takes_its_place():
    start = table({}, "2C AH 3C 4C 5C")
    to_foundation = lambda t, card: "foundation-1" if card == "AH" else None  # noqa: E731
    dealt = g.deal_row(start, GRID, to_foundation)
    assert [dealt[c] for c in GRID.row(1)] == [("2C",), ("3C",), ("4C",)]
    assert dealt["foundation-1"] == ("AH",) and dealt["stock-1"] == ("5C",)


def test_the_last_row_is_as_long_as_the_pack():
    dealt = g.deal_row(table({}, "2C 3C"), GRID)
    assert [dealt[c] for c in GRID.row(1)] == [("2C",), ("3C",), ()]
    assert not g.may_deal_row(dealt, GRID)


def test_nothing_below_frees_only_the_lowest_card_of_each_column():
    # Column 1: rows 1 and 3 (row 2 empty): only row 3 is free.
    t = table({"tableau-1": "2C", "tableau-7": "3C", "tableau-2": "4C", "tableau-5": "5C"})
    assert cover.nothing_below(GRID, "").free(t) == ["tableau-5", "tableau-7"]


def test_a_gap_directly_below_frees_the_card_above_it():
    t = table({"tableau-1": "2C", "tableau-7": "3C", "tableau-2": "4C", "tableau-5": "5C"})
    assert cover.gap_below(GRID, "").free(t) == ["tableau-1", "tableau-5", "tableau-7"]


def test_vacancies_are_listed_uppermost_row_first_within_the_rows_dealt():
    t = table({"tableau-1": "2C", "tableau-3": "3C", "tableau-5": "4C"}, rows=2)
    assert g.vacancies(t, GRID) == ["tableau-2", "tableau-4", "tableau-6"]


def test_columns_taken_up_each_underneath_deal_the_last_column_first_from_its_top():
    t = table({"tableau-1": "2C", "tableau-4": "3C", "tableau-3": "4C", "tableau-9": "5C"})
    assert g.taken_up_by_columns(t, GRID, each_underneath=True) == ["4C", "5C", "2C", "3C"]
    assert g.taken_up_by_columns(t, GRID) == ["2C", "3C", "4C", "5C"]
