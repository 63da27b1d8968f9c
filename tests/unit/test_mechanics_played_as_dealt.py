"""The played-as-dealt mechanism on a small table of its own: three places dealt round in
circles, one foundation built up in any suit."""

from engine.mechanics.dealing import stock_of
from engine.mechanics.foundations import Foundation
from engine.mechanics.played_as_dealt import (
    BLOCKED,
    DEALT,
    AsDealt,
    blocked_below,
    free_places,
    play_free_cards,
)
from engine.table import Layout, Table

PLACES = ("tableau-1", "tableau-2", "tableau-3")
LAYOUT = Layout(("foundation-1", *PLACES, "stock-1"))
UP = Foundation(base_rank=None, any_suit=True)


def goes_up(table: Table, card: str) -> str | None:
    return "foundation-1" if UP.accepts(table["foundation-1"], card) else None


def table_of(*deal_order: str) -> Table:
    return Table.build(LAYOUT, {"foundation-1": ("AS",), "stock-1": stock_of(deal_order)})


CIRCLES = AsDealt(
    places=PLACES,
    lands=lambda table, card, filled: PLACES[filled % 3],
    at_once=lambda table, card, place: goes_up(table, card),
    per_tap=3,
    blocks=lambda filled: PLACES if filled % 3 == 0 else (),
    after_tap=lambda table, pile, card: goes_up(table, card),
)


def test_a_tap_fills_its_places_and_a_card_played_as_it_turns_up_is_replaced():
    table = CIRCLES.tap(table_of("9H", "2C", "8D", "7S", "KC"))
    assert table["foundation-1"] == ("AS", "2C")
    assert [table[p] for p in PLACES] == [("9H",), ("8D",), ("7S",)]
    assert table.var(DEALT) == 3


def test_a_new_circle_blocks_the_last_until_the_pack_is_out():
    table = CIRCLES.tap(table_of("3C", "9H", "9D", "5S", "2C", "9S", "KD", "QD"))
    table = CIRCLES.tap(table)
    # The two went up as it turned up; the three of circle one lies under a five.
    assert table["foundation-1"] == ("AS", "2C")
    assert blocked_below(table, PLACES, "tableau-1") == 1
    assert free_places(table, PLACES) == list(PLACES)  # each top is circle two's


def test_the_compulsory_plays_skip_blocked_cards_and_cascade_among_free_ones():
    table = Table.build(
        LAYOUT,
        {"foundation-1": ("AS",), "tableau-1": ("2H", "3C"), "tableau-2": ("2D",)},
        **{BLOCKED: (1, 0, 0)},
    )
    table = play_free_cards(table, PLACES, lambda t, pile, card: goes_up(t, card))
    # The two of diamonds, then the three of clubs; the two of hearts is blocked.
    assert table["foundation-1"] == ("AS", "2D", "3C")
    assert table["tableau-1"] == ("2H",)


def test_when_the_pack_is_out_the_deal_is_over_and_nothing_is_blocked():
    table = CIRCLES.tap(table_of("9H", "9D", "9S", "8C"))
    assert table.var(BLOCKED) is not None
    table = CIRCLES.tap(table)
    assert not table["stock-1"]
    assert table.var(BLOCKED) is None and table.var(DEALT) is None
    assert free_places(table, PLACES) == list(PLACES)
