"""Nestor, rule by rule, on positions written as diagrams.

Columns tableau-1 ... tableau-8 list their cards from the top row down, so a column's
last card is its lowest, the available one.  stock-1 is the reserve (face down, its next
card last); reserve-1 ... reserve-4 hold the reserve cards turned up and put aside."""

import pytest

import engine
from engine import IllegalMove, Move, cards
from engine.games import nestor as nestor_rules
from engine.games.nestor import constrained_deal
from engine.prng import shuffled_pack
from tests.helpers.solver_checks import LostDeals, SolverChecks, WithATrap, WonDeals

COLUMNS = [f"tableau-{n}" for n in range(1, 9)]


def position(text: str) -> engine.Game:
    return engine.game_from_text("nestor", text)


def pairs(game: engine.Game) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in game.legal_moves() if m.kind == "pair"}


def pair(game: engine.Game, one: str, other: str) -> None:
    game.play(Move("pair", one, other))


def turn(game: engine.Game) -> None:
    (move,) = [m for m in game.legal_moves() if m.kind == "deal"]
    game.play(move)


# The deal --------------------------------------------------------------------------


def test_the_deal_lays_six_rows_of_eight_with_no_value_twice_in_a_column():
    for deal in (1, 2, 77, 4294967295):
        piles = engine.new_game("nestor", deal).piles
        for column in COLUMNS:
            values = [card[0] for card in piles[column]]
            assert len(values) == 6 and len(set(values)) == 6, (deal, column)
        assert len(piles["stock-1"]) == 4
        assert not piles["discard-1"] and not any(piles[f"reserve-{n}"] for n in range(1, 5))


def test_a_card_repeating_its_columns_value_goes_under_the_pack_and_the_next_is_dealt():
    pack = shuffled_pack(3, cards.new_pack(1))
    dealt = constrained_deal(pack, 8, 6)
    # Dealing by hand, row by row: a repeat is sent to the bottom of the pack in hand.
    hand, columns = list(pack), [[] for _ in range(8)]
    for _ in range(6):
        for column in columns:
            while hand[0][0] in {card[0] for card in column}:
                hand.append(hand.pop(0))
            column.append(hand.pop(0))
    assert dealt == [*columns, hand]
    piles = engine.new_game("nestor", 3).piles
    assert [list(piles[c]) for c in COLUMNS] == columns
    assert piles["stock-1"] == tuple(reversed(hand)), "the reserve's first card is its top"


def test_a_small_pack_shows_the_repeat_dealt_later_in_the_same_place():
    # Two columns of two: the second king would lie under the first, so it goes under
    # the pack and the five is dealt in its place; the king ends at the pack's bottom.
    assert constrained_deal(["KC", "QD", "KH", "5S", "9C", "2D"], 2, 2) == [
        ["KC", "5S"],
        ["QD", "9C"],
        ["2D", "KH"],
    ]


def test_a_jammed_deal_is_never_dealt_but_shuffled_afresh(monkeypatch):
    # One column of two from a pack of kings alone: the second place can never be filled.
    assert constrained_deal(["KC", "KD", "KH"], 1, 2) is None
    # Make deal 5's first shuffle jam: the table is dealt from the deal's next stream.
    tries = []

    def jams_first(pack, columns, rows):
        tries.append(list(pack))
        return None if len(tries) == 1 else constrained_deal(pack, columns, rows)

    monkeypatch.setattr(nestor_rules, "constrained_deal", jams_first)
    piles = engine.rules_for("nestor").deal(5).piles
    second = shuffled_pack(5, cards.new_pack(1), stream=1)
    assert tries == [shuffled_pack(5, cards.new_pack(1)), second]
    *columns, reserve = constrained_deal(second, 8, 6)
    assert [list(piles[c]) for c in COLUMNS] == columns
    assert piles["stock-1"] == tuple(reversed(reserve))


# Pairs -------------------------------------------------------------------------------


BLOCKED_BUT_FOR_FIVES = """
tableau-1: KC 5C
tableau-2: 5D
tableau-3: QS 2H
tableau-4: 5H
tableau-5: 9D
stock-1: 7C AS
discard-1: 3C 3D
"""


def test_any_two_lowest_cards_of_equal_value_pair_whatever_their_suits():
    game = position(BLOCKED_BUT_FOR_FIVES)
    assert pairs(game) == {
        ("tableau-1", "tableau-2"),
        ("tableau-1", "tableau-4"),
        ("tableau-2", "tableau-4"),
    }, "three fives available: the player chooses which two"
    with pytest.raises(IllegalMove, match="from its earlier place: tableau-1 with tableau-4"):
        pair(game, "tableau-4", "tableau-1")
    pair(game, "tableau-1", "tableau-4")
    assert game.piles["tableau-1"] == ("KC",) and not game.piles["tableau-4"]
    assert game.piles["discard-1"] == ("3C", "3D", "5C", "5H")


def test_a_card_covered_by_another_cannot_pair():
    game = position("tableau-1: 9C 4D\ntableau-2: 9H\ntableau-3: 4S 8C\nstock-1: 2C")
    assert pairs(game) == set(), "the nine of clubs and the four of spades are covered"
    with pytest.raises(IllegalMove) as refusal:  # the lowest cards are what a pile offers
        pair(game, "tableau-1", "tableau-3")
    assert str(refusal.value) == (
        "The four of diamonds and the eight of clubs are not of equal value."
    )


def test_cards_of_unequal_value_are_refused_with_both_named():
    game = position(BLOCKED_BUT_FOR_FIVES)
    with pytest.raises(IllegalMove) as refusal:
        pair(game, "tableau-3", "tableau-5")
    assert str(refusal.value) == (
        "The two of hearts and the nine of diamonds are not of equal value."
    )


# The reserve -----------------------------------------------------------------------


def test_the_reserve_waits_while_a_pair_can_be_made():
    game = position(BLOCKED_BUT_FOR_FIVES)
    assert not [m for m in game.legal_moves() if m.kind == "deal"]
    with pytest.raises(IllegalMove, match="only when no pair can be made"):
        game.play(Move("deal", "stock-1", "reserve-1"))


def test_when_stuck_the_reserve_is_turned_up_one_card_at_a_time_and_put_aside():
    game = position("tableau-1: 9C\ntableau-2: 4D\nstock-1: KH 8S AS\ndiscard-1: 2C 2D")
    assert game.legal_moves() == [Move("deal", "stock-1", "reserve-1")]
    turn(game)
    assert game.piles["reserve-1"] == ("AS",) and game.piles["stock-1"] == ("KH", "8S")
    turn(game)  # the ace could not be paired: it stays put aside, and the next comes up
    assert game.piles["reserve-2"] == ("8S",)
    assert game.rules.counters(game.table) == ["Reserve: 1"]


def test_a_card_put_aside_pairs_later_with_a_column_or_with_another_put_aside():
    game = position("tableau-1: 9C\ntableau-2: 4D 8H\nreserve-1: 4S\nreserve-2: 9H\nstock-1: 8S")
    assert pairs(game) == {("tableau-1", "reserve-2")}
    pair(game, "tableau-1", "reserve-2")
    game = position("tableau-1: 9C\nreserve-1: 4S\nreserve-3: 4H\nstock-1: 8S")
    assert pairs(game) == {("reserve-1", "reserve-3")}


def test_a_turned_card_takes_the_first_free_place_beside_the_reserve():
    game = position("tableau-1: 9C\nreserve-1: 4S\nreserve-3: 5H\nstock-1: 8S")
    turn(game)
    assert game.piles["reserve-2"] == ("8S",)


# The end ---------------------------------------------------------------------------


def test_the_last_pair_wins():
    game = position("tableau-3: QC\nreserve-2: QH\ndiscard-1: " + " ".join(["2C"] * 50))
    assert game.status == "playing"
    pair(game, "tableau-3", "reserve-2")
    assert game.status == "won"


def test_the_game_fails_when_the_reserve_is_used_up_and_no_pair_can_be_made():
    game = position("tableau-1: 9C\ntableau-2: 4D\nreserve-1: AS\nreserve-2: KH")
    assert game.legal_moves() == [] and game.status == "lost"
    with pytest.raises(IllegalMove, match="The reserve is used up"):
        game.play(Move("deal", "stock-1", "reserve-3"))


def test_a_won_deal_plays_out_from_the_start():
    # Deal 17 pairs out in 26 pairs and four turns of the reserve (the solver's line).
    game = engine.new_game("nestor", 17)
    verdict = engine.solve(game)
    assert verdict.result == "won" and len(verdict.moves) == 30
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won" and len(game.piles["discard-1"]) == 52


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "nestor"


def nestor(text: str) -> str:
    """Nestor near its end: the cards written in place, every other card paired off."""
    position = engine.game_from_text("nestor", text).table
    paired = cards.new_pack(1)
    for card in position.all_cards():
        paired.remove(card)
    return text + "\ndiscard-1: " + " ".join(paired)


# Three fives to choose from: pairing the five of clubs frees the six of clubs for
# the six of diamonds, and the last two fives follow; pairing the other two leaves
# the five of clubs on its six and the six of diamonds on the five of spades.
NEAR_WON = nestor("tableau-1: 6C 5C\ntableau-2: 5D\ntableau-3: 5H\ntableau-4: 5S 6D")

# Each nine lies on the eight the other wants: the threes pair, the reserve's nine of
# hearts pairs with the nine of clubs and the eights then pair, but the nine of
# diamonds is left alone.
DEAD = nestor("tableau-1: 8C 9C\ntableau-2: 9D 8D\ntableau-3: 3C\ntableau-4: 3D\nstock-1: 9H")

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The reserve turns up the nine of hearts, then the nine of spades: both nines find
    # their partners in time.
    ("nestor", nestor("tableau-1: 8C 9C\ntableau-2: 9D 8D\nstock-1: 9S 9H"), "won"),
    ("nestor", nestor("tableau-1: 8C 9C\ntableau-2: 9D 8D\nstock-1: 9H 8H"), "lost"),
]

WON_DEALS = [("nestor", 17), ("nestor", 18)]

LOST_DEALS = [("nestor", 19)]


class TestSolver(SolverChecks, WithATrap, WonDeals, LostDeals):
    """The solver on Nestor's positions."""
