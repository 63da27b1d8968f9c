"""The mechanisms Napoleon's games share: the talon's top card used for building, and
the search that calls a game lost when its moves only go round in circles."""

from engine.mechanics.builds import either, lane, marriage
from engine.mechanics.foundations import Foundation
from engine.mechanics.reach import foundation_play_reachable
from engine.mechanics.talon import talon_builds
from engine.moves import Move
from engine.table import Layout, Table

LAYOUT = Layout(["foundation-1", "tableau-1", "tableau-2", "tableau-3", "talon-1"])
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


def moves_and_apply():
    def legal(position: Table) -> list[Move]:
        moves = [
            Move("move", source, target)
            for source in COLUMNS
            for target in COLUMNS
            if source != target
            and position[source]
            and BUILD(position[target], position[source][-1])
        ]
        moves += [
            Move("move", source, "foundation-1")
            for source in COLUMNS
            if position[source]
            and FOUNDATIONS["foundation-1"].accepts(position["foundation-1"], position[source][-1])
        ]
        return moves

    return legal, lambda position, move: position.move(move.source, move.target)


def test_a_play_reached_through_a_lane_is_found():
    legal, apply = moves_and_apply()
    # The ace lies under a queen that only the empty lane can take.
    position = table(tableau_1="AS QD", tableau_2="KC")
    assert foundation_play_reachable(position, legal, apply, ["foundation-1"]) is True


def test_moves_that_only_go_round_in_circles_get_nowhere():
    legal, apply = moves_and_apply()
    # The seven of hearts can go from one eight to the other and back, for ever.
    position = table(tableau_1="AS 8H", tableau_2="AD 8H", tableau_3="2C 7H")
    assert legal(position)
    assert foundation_play_reachable(position, legal, apply, ["foundation-1"]) is False


def test_a_search_too_large_for_its_limit_decides_nothing():
    legal, apply = moves_and_apply()
    position = table(tableau_1="AS 8H", tableau_2="AD 8H", tableau_3="2C 7H")
    assert foundation_play_reachable(position, legal, apply, ["foundation-1"], limit=1) is None


def test_turning_the_pack_counts_as_getting_somewhere():
    def legal(position: Table) -> list[Move]:
        return [Move("deal", "stock-1", "talon-1")]

    position = table(tableau_1="8H")
    assert foundation_play_reachable(position, legal, lambda t, m: t, ["foundation-1"]) is True
