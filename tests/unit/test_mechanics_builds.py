"""The foundations and building rules the talon games share (mechanics/foundations.py,
mechanics/first_rank.py, mechanics/builds.py, auto-play's partners), on single piles."""

from engine.mechanics.autoplay import other_colour_below
from engine.mechanics.builds import (
    alternate_colours,
    alternate_colours_down,
    in_suit_step,
    next_lower_any_suit_round,
)
from engine.mechanics.first_rank import FirstCardsRank
from engine.mechanics.foundations import Foundation
from engine.table import Layout, Table


def test_a_foundation_of_named_ranks_takes_them_in_order_and_no_other():
    king = Foundation(base_rank=None, suit="S", size=4, ranks=(13, 10, 9, 8))
    assert king.accepts(("KS",), "TS")
    assert not king.accepts(("KS",), "QS")
    assert not king.accepts(("KS",), "TH")
    assert king.accepts(("KS", "TS", "9S"), "8S")
    assert not king.accepts(("KS", "TS", "9S", "8S"), "7S")
    assert king.wants(("KS", "TS")) == "9S"
    by_twos = Foundation(base_rank=None, suit="H", size=7, ranks=(1, 3, 5, 7, 9, 11, 13))
    assert by_twos.accepts(("AH",), "3H") and not by_twos.accepts(("AH",), "2H")
    assert by_twos.wants(("AH", "3H", "5H", "7H", "9H", "JH")) == "KH"


def test_a_foundation_in_alternate_colours_takes_either_suit_of_the_other_colour():
    line = Foundation(base_rank=7, wrap=True, colours=True)
    assert line.accepts((), "7H") and not line.accepts((), "8H")
    assert line.accepts(("7C",), "8H") and line.accepts(("7C",), "8D")
    assert not line.accepts(("7C",), "8S")
    assert line.takes(("7C", "8H", "9S", "TD", "JC", "QH", "KS")) == ("AD", "AH")
    assert line.describe_need(("7C", "8H")) == "it takes a black nine next"
    assert line.is_complete(tuple(["7C"] * 13))
    red_ace = Foundation(base_rank=None, colours=True)
    assert red_ace.accepts(("AH",), "2S") and red_ace.accepts(("AH",), "2C")
    assert not red_ace.accepts(("AH",), "2D")
    assert not red_ace.accepts(("AH",), "3S")
    assert red_ace.accepts(("AH", "2C"), "3D")
    assert red_ace.describe_need(("AH", "2C")) == "it takes a red three next"


def test_a_column_in_alternate_colours_takes_the_next_lower_card_of_the_other_colour():
    down = alternate_colours(-1)
    assert down(("7H",), "6S") and down(("7H",), "6C")
    assert not down(("7H",), "6D")
    assert not down(("7H",), "5S")
    assert not down((), "6S")


def test_the_alternate_colours_build_and_the_wrapped_any_suit_build():
    assert alternate_colours_down(("4S",), "3H") and not alternate_colours_down(("4S",), "3C")
    assert not alternate_colours_down(("AS",), "KH") and not alternate_colours_down((), "3H")
    assert next_lower_any_suit_round(("AS",), "KS") and next_lower_any_suit_round(("9S",), "8S")
    assert other_colour_below("4S") == ("3D", "3H") and other_colour_below("AS") == ()


def test_marriage_by_a_step_in_suit_never_on_a_queen():
    up = in_suit_step(1, never_on=frozenset({12}))
    assert up(("5H",), "6H") and not up(("5H",), "6S") and not up(("5H",), "4H")
    assert not up(("QH",), "KH")
    assert not up(("KH",), "AH")
    assert in_suit_step(1, wrap=True)(("KH",), "AH")
    down_by_two = in_suit_step(-2)
    assert down_by_two(("9H",), "7H") and not down_by_two(("9H",), "8H")


def test_foundations_whose_rank_the_first_card_laid_sets():
    line = FirstCardsRank(("foundation-1", "foundation-2"), colours=True)
    layout = Layout(("foundation-1", "foundation-2"))
    empty = Table.build(layout, {})
    assert line.base_rank(empty) is None and line.place_for(empty, "7H") is None
    assert not line.foundations(empty)["foundation-1"].accepts((), "7H")
    started = Table.build(layout, {"foundation-1": ("7C",)})
    assert line.base_rank(started) == 7
    assert line.place_for(started, "7H") == "foundation-2"
    assert line.place_for(started, "8H") is None
    foundations = line.foundations(started)
    assert foundations["foundation-2"].accepts((), "7D")
    assert foundations["foundation-1"].accepts(("7C",), "8H")
    assert not foundations["foundation-1"].accepts(("7C",), "8S")  # alternate colours
    in_suit = FirstCardsRank(("foundation-1", "foundation-2"))
    assert in_suit.foundations(started)["foundation-1"].accepts(("7C",), "8C")
