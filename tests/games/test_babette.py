"""Babette, rule by rule, on positions written as diagrams (engine/notation.py), and the solver
on its own positions and on real deals.

A grid's places run row by row from the top-left; the pack (stock-1) is written bottom card
first, so its last card is dealt next."""

import engine
from engine import Move
from tests.helpers.positions import DOWN, UP, done, moves_of, refusal, run, won_only_with_a_redeal
from tests.helpers.solver_checks import SolverChecks, WonDeals


def babette(text: str) -> engine.Game:
    return engine.game_from_text("babette", text)


def test_babette_deals_one_row_of_eight_and_the_pack_deals_the_next_row_below():
    game = engine.new_game("babette", 3)
    assert (
        sum(bool(game.piles[f"tableau-{n}"]) for n in range(1, 9))
        + sum(len(game.piles[f"foundation-{n}"]) for n in range(1, 9))
        == 8
    )
    assert not any(game.piles[f"tableau-{n}"] for n in range(9, 105))
    deal = next(m for m in game.legal_moves() if m.kind == "deal")
    assert str(deal) == "Deal a row"
    game.play(deal)
    assert len(game.piles["stock-1"]) == 88


def test_babette_a_card_is_free_when_the_place_directly_below_is_empty():
    # Column 1: rows 1 and 3 hold cards, row 2 is a gap: the row 1 card is free.
    game = babette(
        "foundation-5: AC\nfoundation-6: AD\ntableau-1: 2C\ntableau-17: 2D\n"
        "tableau-2: 3C\ntableau-10: 9H\nstock-1: 5S\n@rows 3\n@redeals_left 2"
    )
    assert ("move", "tableau-1", "foundation-5") in moves_of(game)
    assert ("move", "tableau-17", "foundation-6") in moves_of(game)
    assert refusal(game, Move("move", "tableau-2", "foundation-5")) == (
        "The three of clubs is blocked by the card just below it."
    )


def test_babette_the_first_ace_and_king_of_a_suit_go_up_by_themselves():
    # As a row is dealt: the ace of hearts and the king of spades have nothing below them.
    game = babette("tableau-1: 7C\nstock-1: 5S KS AH\n@rows 1\n@redeals_left 2")
    game.play(Move("deal", "stock-1"))
    assert game.piles["foundation-7"] == ("AH",) and game.piles["foundation-4"] == ("KS",)
    assert game.piles["tableau-11"] == ("5S",) and not game.piles["tableau-9"]
    # As a play releases it: the two of clubs goes up and frees the ace of diamonds.
    game = babette("foundation-5: AC\ntableau-1: AD\ntableau-9: 2C\n@rows 2\n@redeals_left 2")
    game.play(Move("move", "tableau-9", "foundation-5"))
    assert game.piles["foundation-6"] == ("AD",) and not game.piles["tableau-1"]


def test_babette_the_second_ace_of_a_suit_ends_its_king_foundation():
    down_to_two = " ".join(f"{r}H" for r in "KQJT98765432")
    game = babette(
        f"foundation-3: {down_to_two}\nfoundation-7: AH\ntableau-1: AH\n"
        "stock-1: 5S\n@rows 1\n@redeals_left 2"
    )
    assert ("move", "tableau-1", "foundation-3") in moves_of(game)
    assert ("move", "tableau-1", "foundation-7") not in moves_of(game)


def test_babette_a_card_that_suits_both_foundations_of_its_suit_may_go_on_either():
    game = babette(
        "foundation-2: KD QD JD TD 9D 8D 7D\nfoundation-6: AD 2D 3D 4D 5D\ntableau-1: 6D\n"
        "stock-1: 5S\n@rows 1\n@redeals_left 2"
    )
    plays = [m.target for m in game.legal_moves() if m.source == "tableau-1"]
    assert plays == ["foundation-6", "foundation-2"]  # the ace foundation first


def test_babette_a_new_row_goes_in_its_own_line_never_into_the_gaps():
    game = babette("foundation-5: AC\ntableau-1: 9H\nstock-1: 5S 4S 3S\n@rows 2\n@redeals_left 2")
    game.play(Move("deal", "stock-1"))
    assert [game.piles[f"tableau-{n}"] for n in (17, 18, 19)] == [("3S",), ("4S",), ("5S",)]
    assert not game.piles["tableau-9"]


def test_babette_nothing_is_built_in_the_garden():
    game = babette("tableau-1: 6H\ntableau-2: 5H\nstock-1: 5S\n@rows 1\n@redeals_left 2")
    assert {m.kind for m in game.legal_moves()} == {"deal"}
    assert refusal(game, Move("move", "tableau-2", "tableau-1")) == (
        "Nothing is built in the garden: cards go only to the foundations."
    )


def test_babette_the_re_deal_waits_for_the_plays_then_takes_the_columns_up_from_the_left():
    # Column 1 holds 7S over 9H (row 1, row 2), column 2 holds 8S, column 8 holds 2H.
    text = (
        "foundation-5: AC\ntableau-1: 7S\ntableau-9: 9H\ntableau-2: 8S\ntableau-8: 2H\n"
        "tableau-10: 2C\n@rows 2\n@redeals_left 2"
    )
    game = babette(text)
    assert "redeal" not in {m.kind for m in game.legal_moves()}
    assert "play those first" in refusal(game, Move("redeal", "stock-1"))
    game.play(Move("move", "tableau-10", "foundation-5"))
    redeal = next(m for m in game.legal_moves() if m.kind == "redeal")
    assert str(redeal) == "Re-deal (2 left)"
    game.play(redeal)
    # The rightmost column comes first, each column from its top down: 2H, 8S, 7S, 9H.
    row = [game.piles[f"tableau-{n}"] for n in range(1, 5)]
    assert row == [("2H",), ("8S",), ("7S",), ("9H",)]
    assert game.table.var("redeals_left") == 1 and not game.piles["stock-1"]


def test_babette_is_lost_with_no_play_and_no_re_deal_left():
    game = babette("tableau-1: 7S\ntableau-9: 9H\n@rows 2\n@redeals_left 0")
    assert game.legal_moves() == [] and game.status == "lost"
    assert refusal(game, Move("redeal", "stock-1")) == "No re-deal is left."


def test_babette_is_won_with_all_104_cards_on_the_foundations():
    from engine import cards

    ups = [" ".join(cards.code(r, s) for r in range(1, 14)) for s in "CDHS"]
    downs = [" ".join(cards.code(r, s) for r in range(13, 0, -1)) for s in "CDHS"]
    text = "\n".join(f"foundation-{n}: {run}" for n, run in enumerate(downs + ups, 1))
    game = babette(text.replace(" QS KS", " QS", 1) + "\ntableau-1: KS\n@rows 1\n@redeals_left 0")
    assert game.status == "playing"
    game.play(Move("move", "tableau-1", "foundation-8"))
    assert game.status == "won"


# The Zodiac -----------------------------------------------------------------------------
# tableau-1..24: the Zodiac, clockwise; reserve-1..8: the Equator; foundation-1..4 the
# aces (clubs, diamonds, hearts, spades), foundation-5..8 the kings.


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "babette"

# The king foundations of clubs, diamonds, hearts, spades, then their ace foundations.
COMPLETE = [run(suit, DOWN) for suit in "CDHS"] + [run(suit, UP) for suit in "CDHS"]

NEAR_WON = (
    # The king of hearts ends the ace foundation and frees the two above it; the two and
    # the ace end the king foundation, in that order.
    done(COMPLETE, foundation_3="3H", foundation_7="QH")
    + "tableau-1: 2H\ntableau-9: KH\ntableau-2: AH\n@rows 2\n@redeals_left 0"
)

# A fragment: the nine of hearts, which never goes up, lies below the two of clubs; the
# diamonds can still be played.  No re-deal is left.
DEAD = (
    "foundation-5: AC\nfoundation-6: AD\ntableau-1: 2C\ntableau-9: 9H\n"
    "tableau-2: 3D\ntableau-10: 2D\n@rows 2\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # Babette: the king of clubs blocks the queen, which blocks the knave the ace
    # foundation wants; a re-deal lays the column out as a row, all three free.
    *won_only_with_a_redeal(
        "babette",
        done(COMPLETE, foundation_5="TC") + "tableau-1: JC\ntableau-9: QC\ntableau-17: KC\n@rows 3",
    ),
]

WON_DEALS = [("babette", 1), ("babette", 4)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Babette's positions."""
