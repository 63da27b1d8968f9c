"""Whether a play to a foundation can still be reached (engine/mechanics/reach.py), and
the building rule "one rank lower, any suit" looked up by its bases (mechanics/builds.py),
on small tables of their own."""

from engine import cards
from engine.mechanics.builds import either, lane, next_lower_any_suit, transfers
from engine.mechanics.foundations import Foundation, foundation_plays
from engine.mechanics.reach import foundation_play_reachable, lost_once_dealt, out_of_reach
from engine.moves import Move
from engine.table import Layout, Table

PACKETS = ("tableau-1", "tableau-2", "tableau-3")
LAYOUT = Layout(("foundation-1", *PACKETS))
FOUNDATIONS = {"foundation-1": Foundation(direction=1, base_rank=1)}
ONE_LOWER_OR_EMPTY = either(next_lower_any_suit, lane)


def table(**piles: str) -> Table:
    return Table.build(
        LAYOUT, {pile.replace("_", "-"): held.split() for pile, held in piles.items()}
    )


def legal_moves(position: Table):
    return foundation_plays(position, FOUNDATIONS, PACKETS) + transfers(
        position, PACKETS, PACKETS, ONE_LOWER_OR_EMPTY
    )


def apply(position: Table, move) -> Table:
    return position.move(move.source, move.target)


def reachable(position: Table, limit: int = 2000):
    return foundation_play_reachable(position, legal_moves, apply, {"foundation-1"}, limit)


def test_a_play_to_a_foundation_a_few_moves_away_is_found():
    # The four goes to the empty packet, freeing the two of clubs.
    assert reachable(table(foundation_1="AC", tableau_1="2C 4D")) is True


def test_cards_that_can_only_go_to_and_fro_reach_no_foundation():
    # The four of spades shuttles between the two fives; the two of clubs stays buried.
    position = table(foundation_1="AC", tableau_1="2C 5H", tableau_2="5D", tableau_3="KS 4S")
    assert legal_moves(position), "there are moves"
    assert reachable(position) is False


def test_a_search_that_meets_its_limit_decides_nothing():
    position = table(foundation_1="AC", tableau_1="2C 5H", tableau_2="5D", tableau_3="KS 4S")
    assert reachable(position, limit=1) is None


def test_turning_the_pack_counts_as_getting_somewhere():
    def turn_only(position: Table) -> list[Move]:
        return [Move("deal", "stock-1", "talon-1")]

    position = table(tableau_1="8H")
    assert foundation_play_reachable(position, turn_only, apply, ["foundation-1"]) is True


def test_one_rank_lower_any_suit_by_its_bases_offers_what_asking_each_pile_offers():
    position = table(tableau_1="9C 5H", tableau_2="6S", tableau_3="4D")
    by_bases = transfers(position, PACKETS, PACKETS, next_lower_any_suit)

    def asked(stack, card):  # the same rule, without the table of bases
        return next_lower_any_suit(stack, card)

    assert by_bases == transfers(position, PACKETS, PACKETS, asked)
    assert {(m.card, m.target) for m in by_bases} == {("5H", "tableau-2"), ("4D", "tableau-1")}
    assert next_lower_any_suit.bases[cards.code(13, "C")] == frozenset()


class Rules:
    """The small game above as a game's rules: won once the foundation holds the clubs."""

    legal_moves = staticmethod(legal_moves)
    apply = staticmethod(apply)

    @staticmethod
    def is_won(position: Table) -> bool:
        return len(position["foundation-1"]) == 13


def test_a_game_is_lost_only_when_no_foundation_play_is_proved_within_reach():
    shuttling = table(foundation_1="AC", tableau_1="2C 5H", tableau_2="5D", tableau_3="KS 4S")
    assert out_of_reach(Rules(), shuttling, {"foundation-1"})
    # Undecided within the limit: the game goes on.
    assert not out_of_reach(Rules(), shuttling, {"foundation-1"}, limit=1)
    assert not out_of_reach(Rules(), table(foundation_1="AC", tableau_1="2C 4D"), {"foundation-1"})


def test_a_game_with_a_pack_is_lost_only_once_the_pack_is_out():
    layout = Layout(("foundation-1", *PACKETS, "stock-1"))
    cards_now = {"foundation-1": ("AC",), "tableau-1": ("2C", "5H"), "tableau-2": ("5D",)}
    shuttling = Table.build(layout, {**cards_now, "tableau-3": ("KS", "4S")})
    with_a_pack = Table.build(layout, {**cards_now, "tableau-3": ("KS",), "stock-1": ("4S",)})
    assert lost_once_dealt(Rules(), shuttling, {"foundation-1"})
    assert not lost_once_dealt(Rules(), with_a_pack, {"foundation-1"})
