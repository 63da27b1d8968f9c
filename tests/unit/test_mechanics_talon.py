"""The pack and the talon (engine/mechanics/talon.py): turning the pack, the re-deals,
the refusals every talon game gives, and the talon's top card used for building, on
small tables of their own."""

import pytest

from engine.gamerules import GameRules
from engine.mechanics.builds import either, lane, marriage
from engine.mechanics.foundations import Foundation
from engine.mechanics.talon import PackAndTalon, lay_out, talon_builds, unshuffled_redeal
from engine.moves import Move
from engine.table import Layout, Table

LAYOUT = Layout(["foundation-1", "tableau-1", "tableau-2", "tableau-3", "stock-1", "talon-1"])
COLUMNS = ("tableau-1", "tableau-2", "tableau-3")
FOUNDATIONS = {"foundation-1": Foundation(direction=1, base_rank=1)}
BUILD = either(marriage(up=False, down=True), lane)


def table(**piles: str) -> Table:
    return Table.build(
        LAYOUT, {pile.replace("_", "-"): cards.split() for pile, cards in piles.items()}
    )


def pairs(moves: list[Move]) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in moves}


def test_the_talons_top_card_goes_where_a_tableau_card_would():
    position = table(tableau_1="8H", tableau_2="KC", talon_1="AS 7H")
    assert pairs(talon_builds(position, FOUNDATIONS, COLUMNS, BUILD)) == {
        ("talon-1", "tableau-1"),  # a marriage
        ("talon-1", "tableau-3"),  # an empty lane
    }
    position = table(tableau_1="8H", tableau_2="KC", tableau_3="QS", talon_1="7H AS")
    assert pairs(talon_builds(position, FOUNDATIONS, COLUMNS, BUILD)) == {
        ("talon-1", "foundation-1")
    }


def test_an_unshuffled_redeal_deals_the_talon_again_first_card_first():
    layout = Layout(("stock-1", "talon-1"))
    table = Table.build(layout, {"talon-1": ("2C", "3C", "4C")}, redeals_left=1)
    after = unshuffled_redeal(table)
    assert after["talon-1"] == ()
    assert after.top("stock-1") == "2C"  # laid on the talon first, dealt first again
    assert after["stock-1"] == ("4C", "3C", "2C")
    assert after.var("redeals_left") == 0


ONCE = PackAndTalon(redeals=1)
SHUFFLED_TWICE = PackAndTalon(redeals=2, shuffled=True)


def test_the_pack_is_turned_onto_the_talon_or_where_its_card_goes_by_itself():
    position = table(stock_1="9C AS")
    assert ONCE.moves(position) == [Move("deal", "stock-1", "talon-1")]
    assert ONCE.moves(position, lands=lambda t, card: "foundation-1" if card == "AS" else None) == [
        Move("deal", "stock-1", "foundation-1")
    ]
    turned = ONCE.apply(position, Move("deal", "stock-1", "talon-1"))
    assert turned["talon-1"] == ("AS",) and turned["stock-1"] == ("9C",)


def test_the_talon_is_re_dealt_only_once_the_pack_is_used_up_and_while_one_is_left():
    counters = ONCE.counters(7)
    assert counters == {"redeals_left": 1}
    assert ONCE.moves(table(stock_1="9C", talon_1="2C").with_vars(**counters)) == [
        Move("deal", "stock-1", "talon-1")
    ]
    used_up = table(talon_1="2C 3C").with_vars(**counters)
    assert ONCE.may_redeal(used_up)
    assert [m.kind for m in ONCE.moves(used_up)] == ["redeal"]
    assert ONCE.moves(used_up, redeal=False) == []  # a game may ask more of a re-deal
    again = ONCE.apply(used_up, Move("redeal", "stock-1"))
    assert again["stock-1"] == ("3C", "2C") and again.var("redeals_left") == 0
    assert ONCE.moves(table(talon_1="2C").with_vars(redeals_left=0)) == []
    assert PackAndTalon().moves(table(talon_1="2C")) == []  # no re-deal at all


def test_a_shuffled_re_deal_is_made_again_from_the_deal_number():
    counters = SHUFFLED_TWICE.counters(7)
    assert counters == {"redeals_left": 2, "deal": 7}
    used_up = table(talon_1="2C 3C 4C 5C 6C 7C 8C 9C").with_vars(**counters)
    first = SHUFFLED_TWICE.apply(used_up, Move("redeal", "stock-1"))
    assert first == SHUFFLED_TWICE.apply(used_up, Move("redeal", "stock-1"))
    another_deal = SHUFFLED_TWICE.apply(used_up.with_vars(deal=8), Move("redeal", "stock-1"))
    assert another_deal["stock-1"] != first["stock-1"]
    assert sorted(first["stock-1"]) == sorted(used_up["talon-1"]) and not first["talon-1"]
    assert first.var("redeals_left") == 1


class OneColumnGame(GameRules):
    """Just enough of a game to ask the shared refusals about."""

    layout = LAYOUT

    def legal_moves(self, table: Table) -> list[Move]:
        return ONCE.moves(table)


@pytest.mark.parametrize(
    ("piles", "move", "reason"),
    [
        ({"talon_1": "2C"}, Move("deal", "stock-1", "talon-1"), "The pack is used up."),
        (
            {"stock_1": "9C", "talon_1": "2C"},
            Move("redeal", "stock-1"),
            "The talon may be re-dealt only when the pack is used up.",
        ),
        ({}, Move("redeal", "stock-1"), "The talon is empty: there is nothing to re-deal."),
        (
            {"tableau_1": "5H"},
            Move("move", "tableau-1", "talon-1"),
            "Only a card turned from the pack goes onto the talon.",
        ),
        (
            {"tableau_1": "5H"},
            Move("move", "tableau-2", "tableau-1"),
            "There is no card there to move.",
        ),
        ({"tableau_1": "5H"}, Move("move", "tableau-1", "tableau-2"), None),
    ],
)
def test_the_refusals_every_talon_game_gives(piles, move, reason):
    position = table(**piles).with_vars(**ONCE.counters(1))
    assert ONCE.refuse(OneColumnGame(), position, move, FOUNDATIONS) == reason


def test_a_deal_takes_the_bases_out_then_fills_the_places_and_leaves_the_pack():
    piles = lay_out(5, 1, {"foundation-1": "AS"}, COLUMNS)
    assert piles["foundation-1"] == ("AS",)
    assert all(len(piles[column]) == 1 for column in COLUMNS)
    assert len(piles["stock-1"]) == 52 - 4
    every = [card for stack in piles.values() for card in stack]
    assert sorted(every) == sorted({*every}) and len(every) == 52
