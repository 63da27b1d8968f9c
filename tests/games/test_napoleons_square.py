"""Napoleon's Square, rule by rule, on positions written as diagrams (engine/notation.py), and
the solver on its own positions and on real deals.

tableau-1..12 are the packets (up the left side, along the top, down the right side),
written from the bottom card to the top, available, card."""

import engine
from engine import Move, cards
from engine.games.napoleons_square import blocking_kings
from engine.prng import shuffled_pack
from tests.helpers.positions import (
    HOPPING,
    TWO_UNDER_FOUR,
    UP,
    done,
    moves_of,
    on_blockers,
    refusal,
    run,
)
from tests.helpers.solver_checks import SolverChecks, WonDeals

SQUARE = "napoleons-square"


def square(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text(SQUARE, text, variant)


def test_the_square_is_twelve_packets_of_four_dealt_together():
    game = engine.new_game(SQUARE, 3)
    pack = shuffled_pack(3, cards.new_pack(2))
    assert not game.table.var("remedy")
    for n in range(12):
        assert game.piles[f"tableau-{n + 1}"] == tuple(pack[4 * n : 4 * n + 4])
    assert len(game.piles["stock-1"]) == 56
    assert game.piles["stock-1"][-1] == pack[48]


def test_the_single_card_square_leaves_92_cards_in_the_pack():
    game = engine.new_game(SQUARE, 3, "napoleons-square-single")
    pack = shuffled_pack(3, cards.new_pack(2))
    assert [game.piles[f"tableau-{n}"] for n in range(1, 13)] == [(c,) for c in pack[:12]]
    assert len(game.piles["stock-1"]) == 92


def test_packet_tops_marry_down_in_suit_and_play_up():
    game = square(
        "tableau-1: 2C AH\ntableau-2: 3S 8H\ntableau-3: 7H\ntableau-4: 9C 2H\nstock-1: 5D"
    )
    legal = moves_of(game)
    assert ("move", "tableau-1", "foundation-1") in legal
    assert ("move", "tableau-3", "tableau-2") in legal
    assert ("move", "tableau-2", "tableau-3") not in legal
    assert ("move", "tableau-4", "foundation-1") not in legal  # the 2♥ waits for its ace
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("move", "tableau-4", "foundation-1"))
    assert game.piles["tableau-4"] == ("9C",)


def test_an_empty_place_takes_only_the_talons_card():
    game = square("tableau-1: 2C 9S\ntableau-3: TS\ntalon-1: 4D\nstock-1: 5D")
    legal = moves_of(game)
    assert ("move", "tableau-1", "tableau-2") not in legal
    assert ("move", "talon-1", "tableau-2") in legal
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "An empty place in the square takes only the talon's top card."
    )
    game.play(Move("deal", "stock-1", "talon-1"))  # the place need not be filled at once
    game.play(Move("move", "talon-1", "tableau-2"))  # the card just turned may fill it
    assert game.piles["tableau-2"] == ("5D",)


# Both kings of hearts lie above smaller hearts: the book's remedy is due.
TWO_KINGS = """
tableau-1: 3H 9C KH 4S
tableau-2: 5D 7H 8C KH
tableau-3: AS
stock-1: 2S
@remedy true
@deal 12
"""


def test_two_kings_blocking_their_suit_must_be_mended_before_play():
    game = square(TWO_KINGS)
    assert {str(m) for m in game.legal_moves()} == {
        "Slip the king of hearts under packet 1",
        "Slip the king of hearts under packet 2",
        "Deal the square again",
    }
    assert refusal(game, Move("move", "tableau-3", "foundation-1")) == (
        "Both kings of hearts lie above smaller cards of their suit: slip one of them "
        "under its packet, or deal the square again."
    )
    game.play(Move("slip", None, "tableau-1"))
    assert game.piles["tableau-1"] == ("KH", "3H", "9C", "4S")
    assert ("move", "tableau-3", "foundation-1") in moves_of(game)
    assert "slip" not in {m.kind for m in game.legal_moves()}


def test_both_kings_blocking_in_one_packet_call_for_the_remedy_too():
    # Packet 1 holds both kings of hearts, each above the 3♥ at its bottom.
    game = square("tableau-1: 3H KH 9C KH\ntableau-2: AS\nstock-1: 2S\n@remedy true")
    assert blocking_kings(game.table) == [("tableau-1", "KH")]
    assert {str(m) for m in game.legal_moves()} == {
        "Slip the king of hearts under packet 1",
        "Deal the square again",
    }
    game.play(Move("slip", None, "tableau-1"))  # the upper king goes under: mended
    assert game.piles["tableau-1"] == ("KH", "3H", "KH", "9C")
    assert ("move", "tableau-2", "foundation-1") in moves_of(game)


def test_deals_with_both_kings_of_a_suit_in_one_packet_offer_the_remedy():
    # Deal 356: packet 11 is J♦ K♦ K♦ 9♥; deal 366: 5♥ 7♣ K♣ K♣ (packet 11);
    # deal 1023: 2♦ 6♣ K♦ K♦ (packet 7).
    for deal, packet, king in ((356, 11, "diamonds"), (366, 11, "clubs"), (1023, 7, "diamonds")):
        game = engine.new_game(SQUARE, deal)
        assert {str(m) for m in game.legal_moves()} == {
            f"Slip the king of {king} under packet {packet}",
            "Deal the square again",
        }


def test_the_square_may_be_dealt_again_instead():
    game = square(TWO_KINGS)
    game.play(Move("redeal", None, None))
    table = game.table
    assert table.var("redealt") == 1
    pack = shuffled_pack(12, cards.new_pack(2), stream=1)
    assert game.piles["tableau-1"] == tuple(pack[:4])
    assert sorted(table.all_cards()) == sorted(cards.new_pack(2))
    assert table.var("remedy") == bool(blocking_kings(table))  # and the check made afresh


def test_the_remedy_is_offered_right_after_the_deal_where_due():
    due = [d for d in range(1, 400) if engine.new_game(SQUARE, d).table.var("remedy")]
    assert due, "some deal among 400 calls for the remedy"
    game = engine.new_game(SQUARE, due[0])
    assert {m.kind for m in game.legal_moves()} == {"slip", "redeal"}
    assert not engine.new_game(SQUARE, due[0], "napoleons-square-single").table.var("remedy")


def test_a_slip_refused_once_play_has_begun():
    game = square("tableau-1: 3H KH\ntableau-2: 5H KH\nstock-1: 2S")
    assert refusal(game, Move("slip", None, "tableau-1")) == (
        "A king is slipped under its packet, or the square dealt again, only right after "
        "the deal, when both kings of one suit lie above smaller cards of it."
    )


def test_a_square_that_can_only_shuffle_cards_about_is_lost():
    game = square(HOPPING)
    assert game.legal_moves() and game.status == "lost"
    game = square(HOPPING.replace("tableau-9: KS", "tableau-9: -"))
    assert game.status == "lost"  # an empty place takes only the talon's card
    game = square(HOPPING.replace("talon-1: QC", "talon-1: 9H"))
    assert game.status == "playing"  # the 9♥ frees an eight, then an ace


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "napoleons-square"

COMPLETE = [run(suit, UP) for suit in "CDHSCDHS"]

# The knave of hearts covers the ten: married onto the queen, it frees it.
NEAR_WON = done(COMPLETE, foundation_3="9H") + "tableau-1: TH JH\ntableau-2: KH QH\n"

# A fragment, as in Fortress (a marriage goes down only: the three onto the four).
DEAD = "foundation-3: AH\n" + on_blockers(12, *TWO_UNDER_FOUR)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The talon's queen of hearts builds on the king, then takes the knave off the ten.
    (
        GAME,
        done(COMPLETE, foundation_3="9H") + "tableau-1: TH JH\ntableau-2: KH\ntalon-1: QH\n",
        "won",
    ),
]

WON_DEALS = [("napoleons-square", 2), ("napoleons-square", 6)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Napoleon's Square's positions."""
