"""Which cards block which, declared once (engine/mechanics/cover.py): each declaration on
a small grid drawn as a picture, the games that declare one, and the page's mark."""

import engine
from engine.mechanics import cover
from engine.mechanics.grid import Grid
from engine.table import Layout, Table
from ui.table.markup import pile_class
from ui.table.view import table_view

GRID = Grid(columns=4, rows=4)
LAYOUT = Layout((*GRID.cells, "stock-1"))
SAYS = "The {card} is blocked."


def grid(picture: str, stock: str = "") -> Table:
    """A table from a picture of the grid, row by row: ``#`` a card, ``.`` an empty place
    (each card the two of clubs: only where cards lie matters here)."""
    rows = picture.split()
    piles = {
        GRID.cell(r, c): ["2C"] if mark == "#" else []
        for r, line in enumerate(rows, 1)
        for c, mark in enumerate(line, 1)
    }
    piles["stock-1"] = stock.split()
    return Table.build(LAYOUT, piles)


def free_picture(rule: cover.Cover, table: Table) -> str:
    """The grid again, ``F`` where a card is free, ``#`` where blocked."""
    free = set(rule.free(table))
    return " ".join(
        "".join("." if not table[cell] else "F" if cell in free else "#" for cell in GRID.row(row))
        for row in range(1, GRID.rows + 1)
    )


def test_nothing_below_frees_the_lowest_card_of_each_column():
    table = grid("#### #.## #### ..#.")
    assert free_picture(cover.nothing_below(GRID, SAYS), table) == "#### #.## FF#F ..F."


def test_a_gap_below_frees_the_card_above_it_whatever_lies_further_down():
    table = grid("#### #.## #### ..#.")
    assert free_picture(cover.gap_below(GRID, SAYS), table) == "#F## #.## FF#F ..F."


def test_a_gap_above_or_below_frees_a_card_next_to_either():
    table = grid("#### #.## #### ..#.")
    assert free_picture(cover.gap_above_or_below(GRID, SAYS), table) == "FFFF #.## FF#F ..F."


def crossways(row: int, column: int) -> bool:
    return (row + column) % 2 == 1  # the Carpet's weave: upright where row + column is even


def test_a_narrow_end_is_free_down_a_clear_lane_to_the_edge():
    # A card's end at the edge of the grid is free.  The upright card at row 3, column 1
    # looks up past an empty place to a card, and down onto a card: blocked, unless the
    # next place alone counts.  Crossways cards look left and right, never up or down.
    table = grid("#### .### #### ####")
    lanes = cover.narrow_end(GRID, crossways, SAYS)
    assert free_picture(lanes, table) == "F#FF .### ###F FF#F"
    adjacent = cover.narrow_end(GRID, crossways, SAYS, lane=False)
    assert free_picture(adjacent, table) == "F#FF .### F##F FF#F"


def test_only_the_top_card_of_a_row_is_free_and_inner_cards_are_refused_in_the_rules_words():
    rows = ("tableau-1", "tableau-2")
    table = Table.build(Layout(rows), {"tableau-1": ["5S", "AH"], "tableau-2": []})
    outside = cover.nothing_outside(rows, "The {card} has a card outside it.")
    assert outside.free(table) == ["tableau-1"] and outside.blocked(table) == frozenset()
    assert outside.refuse(table, "tableau-1", 0) == "The five of spades has a card outside it."
    assert outside.refuse(table, "tableau-1") is None  # the ace is the outside card
    assert outside.refuse(table, "tableau-2") is None  # no card there


def test_a_blocked_card_is_refused_by_name_and_a_pile_not_governed_never_is():
    table = grid("#### #.## #### ..#.", stock="KS")
    below = cover.nothing_below(GRID, SAYS)
    assert below.refuse(table, "tableau-1") == "The two of clubs is blocked."
    assert below.refuse(table, "tableau-9") is None  # free: nothing below it
    assert below.refuse(table, "tableau-6") is None  # no card there
    assert below.refuse(table, "stock-1") is None and below.is_free(table, "stock-1")
    assert not below.is_free(table, "tableau-1") and below.is_free(table, "tableau-9")
    assert "tableau-1" in below.blocked(table) and "tableau-6" not in below.blocked(table)


def test_a_cover_until_the_deal_is_over_lifts_when_the_pack_is_out():
    layers = cover.until_dealt(cover.nothing_below(GRID, SAYS))
    dealing = grid("#### #.## #### ..#.", stock="KS")
    assert free_picture(layers, dealing) == "#### #.## FF#F ..F."
    dealt = grid("#### #.## #### ..#.")
    assert free_picture(layers, dealt) == "FFFF F.FF FFFF ..F."
    assert layers.blocked(dealt) == frozenset()


def test_the_games_build_their_moves_from_their_declared_cover():
    blockade = engine.new_game("blockade", 5)
    blockade.play(next(m for m in blockade.legal_moves() if m.kind == "deal"))
    # Two rows dealt: the first row's cards wait for the second's, by the game's rule.
    first_row = {f"tableau-{n}" for n in range(1, 13)}
    assert blockade.blocked == {cell for cell in first_row if blockade.piles[cell]}
    sources = {m.source for m in blockade.legal_moves() if m.kind == "move"}
    assert not sources & blockade.blocked
    babette = engine.new_game("babette", 5)
    assert babette.rules.covers.free(babette.table) == [
        cell
        for cell in babette.rules.layout.ids
        if cell.startswith("tableau") and babette.piles[cell]
    ]
    fortress = engine.new_game("fortress", 5)
    assert fortress.blocked == frozenset()
    assert fortress.rules.covers.refuse(fortress.table, "tableau-1", 0).endswith(
        "cannot be moved now: a card lies outside it."
    )
    assert engine.new_game("klondike", 5).blocked == frozenset()  # no cover declared


def test_the_page_marks_the_piles_whose_top_card_is_blocked():
    game = engine.new_game("blockade", 5)
    game.play(next(m for m in game.legal_moves() if m.kind == "deal"))
    view = table_view(game.rules, game.piles, 1280, 740, blocked=game.blocked)
    marked = {pile.pile for pile in view.piles if pile.blocked}
    assert marked == game.blocked and marked
    first = next(pile for pile in view.piles if pile.pile == "tableau-1")
    assert "blocked" in pile_class(first)
    second_row = next(pile for pile in view.piles if pile.pile == "tableau-13")
    assert "blocked" not in pile_class(second_row)


def test_a_tap_on_a_blocked_card_is_refused_in_the_words_of_the_rule_of_cover():
    from ui.input.controller import Controller

    game = engine.game_from_text("blockade", "tableau-1: 3C\ntableau-13: 2C\nstock-1: KD\n@rows 2")
    control = Controller(game)
    outcome = control.tap("tableau-1", 0)
    assert control.selection is None
    assert outcome.message == "The three of clubs is blocked: a card lies below it in its column."
    # A free card with nowhere to go keeps the page's own words.
    assert Controller(game).tap("tableau-13", 0).message == "The two of clubs cannot be moved now."
