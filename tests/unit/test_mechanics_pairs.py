"""Pairs taken out (engine/mechanics/pairs.py): the matching rules, the pair moves among
available places, and the taking out, on small tables of their own."""

from engine.mechanics.pairs import (
    can_pair,
    equal_value,
    make_fourteen,
    pair_moves,
    take_out,
)
from engine.table import Layout, Table

LAYOUT = Layout(("tableau-1", "tableau-2", "tableau-3", "tableau-4", "discard-1"))
PLACES = LAYOUT.ids[:4]


def table(**piles: str) -> Table:
    return Table.build(
        LAYOUT, {pile.replace("_", "-"): held.split() for pile, held in piles.items()}
    )


def test_equal_value_ignores_the_suit_and_nothing_else():
    assert equal_value("KC", "KH") and equal_value("TS", "TD")
    assert not equal_value("KC", "QC") and not equal_value("9H", "TH")


def test_fourteen_is_made_by_ace_and_king_and_by_two_sevens():
    assert make_fourteen("AC", "KD") and make_fourteen("7S", "7H") and make_fourteen("4C", "TD")
    assert not make_fourteen("7S", "6H") and not make_fourteen("KC", "KD")


def test_only_the_top_cards_pair_and_each_pair_is_named_once_from_its_earlier_place():
    # The five under the king in tableau-1 is covered: it pairs with nothing yet.
    position = table(tableau_1="5C KC", tableau_2="5D", tableau_3="KH", tableau_4="KS")
    moves = pair_moves(position, PLACES, equal_value)
    assert [(m.kind, m.source, m.target) for m in moves] == [
        ("pair", "tableau-1", "tableau-3"),
        ("pair", "tableau-1", "tableau-4"),
        ("pair", "tableau-3", "tableau-4"),
    ]
    assert moves[0].card == "KC", "the move carries its earlier place's card"
    assert can_pair(position, PLACES, equal_value)


def test_empty_places_and_unmatched_cards_give_no_pair():
    position = table(tableau_1="5C", tableau_3="6C", tableau_4="QD")
    assert pair_moves(position, PLACES, equal_value) == []
    assert not can_pair(position, PLACES, equal_value)
    assert [(m.source, m.target) for m in pair_moves(position, PLACES, make_fourteen)] == []
    assert can_pair(table(tableau_2="2C", tableau_4="QD"), PLACES, make_fourteen)


def test_taking_out_lifts_both_top_cards_onto_the_discard_the_first_place_first():
    position = table(tableau_1="5C KC", tableau_3="KH", discard_1="7S 7H")
    after = take_out(position, "tableau-1", "tableau-3")
    assert after["tableau-1"] == ("5C",) and after["tableau-3"] == ()
    assert after["discard-1"] == ("7S", "7H", "KC", "KH")
