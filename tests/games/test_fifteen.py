"""The Fifteen, rule by rule, on positions written as diagrams.

Columns are written from the first row dealt down to the lowest card, so the last card
of a column is its available card.  Foundations 1-4 are the ace foundations and 5-8
the king foundations, each of a fixed suit in the order clubs, diamonds, hearts, spades."""

import pytest

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import DOWN, TWO_UNDER_FOUR, UP, done, on_blockers, run
from tests.helpers.solver_checks import LostDeals, SolverChecks, WonDeals

ALL_BUT_KING_OF_CLUBS = """
foundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
foundation-2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
foundation-3: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation-4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
foundation-5: -
foundation-6: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
foundation-7: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH
foundation-8: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
tableau-4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
"""

# An opening with no ace or king at the foot of any column: columns 2 and 5 have an ace
# and a king in the sixth row; column 10, lengthened by marriages, a king in the sixth
# row with two cards below; column 9 a king in the seventh row.
BLOCKED_OPENING = """
tableau-1: 2C 3C 4C 5C 6C 7C 8C
tableau-2: 2D 3D 4D 5D 6D AH 9D
tableau-3: 2S 3S 4S 5S 6S 7S 8S
tableau-5: 2H 3H 4H 5H 6H KS 9H
tableau-9: 3D 4D 5D 6D 7D 8D KC 9S
tableau-10: 3H 4H 5H 6H 7H KD 9C 8C
tableau-14: 7H 8H 9H TH JH QH 8D
tableau-15: 4S 5S 6S 7S 8S QD
"""


def position(text: str) -> engine.Game:
    return engine.game_from_text("fifteen", text)


def moves_of(game: engine.Game, kind: str = "move") -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in game.legal_moves() if m.kind == kind}


# The deal --------------------------------------------------------------------------


def test_the_deal_makes_fourteen_columns_of_seven_and_one_of_six():
    piles = engine.new_game("fifteen", 31).piles
    assert [len(piles[f"tableau-{n}"]) for n in range(1, 16)] == [7] * 14 + [6]
    assert all(not piles[f"foundation-{n}"] for n in range(1, 9))


def test_the_deal_runs_left_to_right_in_rows_of_fifteen():
    pack = shuffled_pack(31, cards.new_pack(2))
    piles = engine.new_game("fifteen", 31).piles
    assert piles["tableau-1"] == tuple(pack[0:91:15])
    assert piles["tableau-15"][0] == pack[14]
    # The seventh row is the last: its fourteenth card ends the deal in column 14.
    assert piles["tableau-14"][-1] == pack[103]
    assert piles["tableau-15"][-1] == pack[89]


def test_nothing_is_played_during_the_deal_even_an_available_ace():
    for deal in range(1, 30):
        game = engine.new_game("fifteen", deal)
        tops = [game.table.top(f"tableau-{n}") for n in range(1, 16)]
        if any(card[0] == "A" for card in tops):
            assert all(not game.piles[f"foundation-{n}"] for n in range(1, 9))
            assert any(m.target.startswith("foundation") for m in game.legal_moves())
            return
    pytest.fail("no deal among the first 29 shows an ace at a column's foot")


# Availability ----------------------------------------------------------------------


def test_only_the_lowest_card_of_a_column_is_available():
    game = position("tableau-1: AH 5S\ntableau-2: 9D")
    assert all(m.card != "AH" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "foundation-3"))
    assert game.piles["tableau-1"] == ("AH", "5S")


def test_the_fifteenth_columns_sixth_row_card_is_available_from_the_start():
    game = position("tableau-1: 2C 3C 4C 5C 6C 7C 8C\ntableau-15: 4S 5S 6S 7S 8S KD")
    assert ("tableau-15", "foundation-6") in moves_of(game)


# Foundations -----------------------------------------------------------------------


def test_aces_start_their_suits_ace_foundation_and_kings_their_king_foundation():
    game = position("tableau-1: AD\ntableau-2: KS\ntableau-3: AC")
    assert moves_of(game) >= {
        ("tableau-1", "foundation-2"),
        ("tableau-2", "foundation-8"),
        ("tableau-3", "foundation-1"),
    }
    assert not {m.target for m in game.legal_moves()} & {
        "foundation-3",
        "foundation-4",
        "foundation-5",
        "foundation-6",
        "foundation-7",
    }


def test_ace_foundations_build_up_in_suit_and_king_foundations_down():
    game = position(
        "foundation-1: AC\nfoundation-5: KC\ntableau-1: 2C\ntableau-2: QC\ntableau-3: 2D\n"
        "tableau-4: QH"
    )
    legal = moves_of(game)
    assert ("tableau-1", "foundation-1") in legal
    assert ("tableau-2", "foundation-5") in legal
    assert ("tableau-3", "foundation-1") not in legal  # wrong suit
    assert ("tableau-4", "foundation-5") not in legal  # wrong suit
    assert ("tableau-2", "foundation-1") not in legal  # kings' foundation goes down
    game.play(Move("move", "tableau-2", "foundation-5"))
    assert game.piles["foundation-5"] == ("KC", "QC")


def test_a_foundation_refuses_a_card_out_of_order_with_a_reason():
    game = position("foundation-1: AC 2C\ntableau-1: 4C\ntableau-2: 9D")
    with pytest.raises(engine.IllegalMove, match="three of clubs"):
        game.play(Move("move", "tableau-1", "foundation-1"))


def test_the_second_ace_of_a_suit_is_an_ordinary_card_ending_the_king_foundation():
    game = position(
        "foundation-1: AC\nfoundation-5: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C\n"
        "tableau-1: 2C\ntableau-2: AC"
    )
    assert ("tableau-2", "foundation-1") not in moves_of(game)
    assert ("tableau-2", "foundation-5") not in moves_of(game)  # the two comes first
    game.play(Move("move", "tableau-1", "foundation-5"))
    assert ("tableau-2", "foundation-5") in moves_of(game)


def test_nothing_comes_back_from_a_foundation_nor_passes_between_the_two_of_a_suit():
    game = position(
        "foundation-1: AH 2H 3H 4H 5H 6H\nfoundation-7: KH QH JH TH 9H 8H 7H\n"
        "tableau-1: 5S\ntableau-2: -"
    )
    # The seven of hearts would suit the ace foundation, but stays on the king one.
    assert game.legal_moves()
    assert all(m.source == "tableau-1" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="stays there"):
        game.play(Move("move", "foundation-7", "foundation-3"))


def test_the_game_is_won_with_all_104_cards_on_the_foundations():
    game = position(ALL_BUT_KING_OF_CLUBS)
    for _ in range(13):
        assert game.status == "playing"
        game.play(Move("move", "tableau-4", "foundation-5"))
    assert game.piles["foundation-5"][-1] == "AC"
    assert game.status == "won"


# Marriages and lanes ---------------------------------------------------------------


def test_available_cards_marry_in_suit_up_or_down():
    game = position("tableau-1: 7H\ntableau-2: 8H\ntableau-3: 6H\ntableau-4: 8S\ntableau-5: 2C")
    legal = moves_of(game)
    assert ("tableau-1", "tableau-2") in legal
    assert ("tableau-1", "tableau-3") in legal
    assert ("tableau-2", "tableau-1") in legal
    assert ("tableau-1", "tableau-4") not in legal
    with pytest.raises(engine.IllegalMove, match="own suit"):
        game.play(Move("move", "tableau-1", "tableau-4"))


def test_no_marriage_joins_king_and_ace():
    game = position(
        "foundation-1: AS\nfoundation-8: KS\ntableau-1: KD\ntableau-2: AD\n"
        + "\n".join(f"tableau-{n}: 5C" for n in range(3, 16))
    )
    assert ("tableau-2", "tableau-1") not in moves_of(game)
    assert ("tableau-1", "tableau-2") not in moves_of(game)


def test_a_lane_takes_any_available_card_and_reverses_a_sequence_card_by_card():
    game = position(
        "foundation-1: AC 2C\ntableau-1: 9D TS 4S 3S\ntableau-2: -\n"
        + "\n".join(f"tableau-{n}: QH" for n in range(3, 16))
    )
    assert ("tableau-1", "tableau-2") in moves_of(game)
    assert all(m.count == 1 for m in game.legal_moves())
    game.play(Move("move", "tableau-1", "tableau-2"))
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert game.piles["tableau-2"] == ("3S", "4S")
    assert game.table.top("tableau-1") == "TS"


# The opening exception ---------------------------------------------------------------


def test_a_blocked_opening_may_withdraw_an_ace_or_a_king_from_the_sixth_row():
    game = position(BLOCKED_OPENING)
    withdrawals = {(m.source, m.target, m.card) for m in game.legal_moves() if m.kind == "withdraw"}
    assert withdrawals == {
        ("tableau-2", "foundation-3", "AH"),
        ("tableau-5", "foundation-8", "KS"),
        ("tableau-10", "foundation-6", "KD"),
    }


def test_the_withdrawn_card_goes_to_its_foundation_and_the_card_below_moves_up():
    game = position(BLOCKED_OPENING)
    game.play(Move("withdraw", "tableau-2", "foundation-3"))
    assert game.piles["foundation-3"] == ("AH",)
    assert game.piles["tableau-2"] == ("2D", "3D", "4D", "5D", "6D", "9D")


def test_one_ace_and_one_king_may_be_withdrawn_together():
    game = position(BLOCKED_OPENING)
    game.play(Move("withdraw", "tableau-2", "foundation-3"))
    # Only a king may follow: column 2's new sixth card is not offered, nor a second ace.
    assert {(m.source, m.card) for m in game.legal_moves() if m.kind == "withdraw"} == {
        ("tableau-5", "KS"),
        ("tableau-10", "KD"),
    }
    game.play(Move("withdraw", "tableau-5", "foundation-8"))
    assert game.piles["foundation-8"] == ("KS",)
    assert game.piles["tableau-5"] == ("2H", "3H", "4H", "5H", "6H", "9H")
    assert not any(m.kind == "withdraw" for m in game.legal_moves())
    assert game.table.vars == ()


def test_the_second_withdrawal_must_follow_the_first_at_once():
    game = position(BLOCKED_OPENING + "tableau-6: 8H\n")
    game.play(Move("withdraw", "tableau-5", "foundation-8"))
    game.play(Move("move", "tableau-6", "tableau-5"))  # the eight of hearts on the nine
    assert not any(m.kind == "withdraw" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="before any foundation"):
        game.play(Move("withdraw", "tableau-2", "foundation-3"))


def test_the_second_withdrawal_comes_from_another_column():
    game = position(BLOCKED_OPENING.replace("2D 3D 4D 5D 6D AH 9D", "2D 3D 4D 5D 6D AH KH 9D"))
    game.play(Move("withdraw", "tableau-2", "foundation-3"))
    # The king of hearts has just moved up into the sixth row of column 2.
    assert game.piles["tableau-2"][5] == "KH"
    assert ("tableau-2", "foundation-7") not in moves_of(game, "withdraw")
    with pytest.raises(engine.IllegalMove, match="another column"):
        game.play(Move("withdraw", "tableau-2", "foundation-7"))


def test_no_withdrawal_while_an_ace_or_king_is_available():
    game = position(BLOCKED_OPENING + "tableau-7: AS\n")
    assert not moves_of(game, "withdraw")
    with pytest.raises(engine.IllegalMove, match="available already"):
        game.play(Move("withdraw", "tableau-2", "foundation-3"))


def test_no_withdrawal_once_a_foundation_is_started():
    game = position(BLOCKED_OPENING + "foundation-4: AS\n")
    assert not moves_of(game, "withdraw")


def test_no_withdrawal_from_the_fifteenth_column_or_a_card_with_none_below():
    game = position(
        "tableau-1: 2C 3C 4C 5C 6C AC\ntableau-2: 2D\n"
        "tableau-15: 4S 5S 6S 7S 8S 9S KD 2S\ntableau-3: 2H 3H 4H 5H 6H 7H 8H 9H"
    )
    # Column 1's ace has nothing below: it is simply available, and plays as usual.
    assert not moves_of(game, "withdraw")
    game = position(
        "tableau-2: 2D\ntableau-15: 4S 5S 6S 7S 8S KD 2S\ntableau-3: 2H 3H 4H 5H 6H 7H 8H 9H"
    )
    assert not moves_of(game, "withdraw")
    with pytest.raises(engine.IllegalMove, match="first fourteen columns"):
        game.play(Move("withdraw", "tableau-15", "foundation-6"))


def test_a_withdrawal_of_a_card_that_is_not_ace_or_king_is_refused_with_a_reason():
    game = position(BLOCKED_OPENING)
    with pytest.raises(engine.IllegalMove, match="seven of spades is neither"):
        game.play(Move("withdraw", "tableau-3", "foundation-4"))


def test_the_cards_below_a_withdrawn_card_all_move_up():
    game = position(BLOCKED_OPENING)
    game.play(Move("withdraw", "tableau-10", "foundation-6"))
    assert game.piles["tableau-10"] == ("3H", "4H", "5H", "6H", "7H", "9C", "8C")


def test_a_blocked_opening_with_no_ace_or_king_in_the_sixth_row_is_lost():
    game = position(
        "tableau-1: 2C 3C 4C 5C 6C 7C 9D\ntableau-2: 2D 3D 4D 5D 6D 7D 9H\n"
        + "\n".join(f"tableau-{n}: 5C" for n in range(3, 16))
    )
    assert game.legal_moves() == []
    assert game.status == "lost"


def test_a_real_deal_can_use_the_exception():
    for deal in range(1, 400):
        game = engine.new_game("fifteen", deal)
        withdrawals = [m for m in game.legal_moves() if m.kind == "withdraw"]
        if withdrawals:
            move = withdrawals[0]
            assert str(move).startswith("Withdraw the ")
            column = game.piles[move.source]
            game.play(move)
            assert game.piles[move.source] == column[:5] + column[6:]
            return
    pytest.fail("no deal among the first 399 opens with the exception")


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "fifteen"

# Ace foundations of clubs, diamonds, hearts, spades, then their king foundations.
COMPLETE = [run(suit, UP) for suit in "CDHS"] + [run(suit, DOWN) for suit in "CDHS"]

# The king of hearts covers the two the king foundation wants: it goes to a lane.
NEAR_WON = (
    done(COMPLETE, foundation_3="JH", foundation_7="3H") + "tableau-1: QH 2H KH\ntableau-2: AH"
)

# A fragment, as in Fortress.
DEAD = "foundation-3: AH\n" + on_blockers(15, *TWO_UNDER_FOUR)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    (
        "fifteen",
        done(COMPLETE, foundation_3="JH", foundation_7="3H") + "tableau-1: AH 2H QH KH",
        "won",
    ),
]

WON_DEALS = [("fifteen", 108), ("fifteen", 11)]

LOST_DEALS = [("fifteen", 446), ("fifteen", 686)]


class TestSolver(SolverChecks, WonDeals, LostDeals):
    """The solver on The Fifteen's positions."""
