"""Red and Black, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.helpers.positions import (
    UP,
    done,
    moves_of,
    numbered,
    refusal,
    run,
    won_only_with_a_redeal,
)
from tests.helpers.solver_checks import SolverChecks, WonDeals

# Red and Black ------------------------------------------------------------------------
ACES_ROW = numbered("foundation", [f"A{suit}" for suit in "DDCCHHSS"]) + "\n"


def red_and_black(text: str) -> engine.Game:
    return engine.game_from_text("red-and-black", ACES_ROW + text)


def test_red_and_black_deals_the_aces_in_pairs_of_colours_and_eight_volunteers():
    table = engine.new_game("red-and-black", 1).table
    assert [table[f"foundation-{n}"] for n in range(1, 9)] == [(f"A{suit}",) for suit in "DDCCHHSS"]
    assert [len(table[f"tableau-{n}"]) for n in range(1, 9)] == [1] * 8
    assert len(table["stock-1"]) == 104 - 16
    assert sorted(table.all_cards()) == sorted(engine.cards.new_pack(2))


def test_red_and_black_volunteers_build_down_in_alternate_colours():
    game = red_and_black("tableau-1: 4S\ntableau-2: 3H\ntableau-3: 3C\ntableau-4: AH\nstock-1: 9D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-3", "tableau-1")) == (
        engine.GAMES["red-and-black"].build_rule
    )
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert game.table["tableau-1"] == ("4S", "3H")


def test_red_and_black_foundations_follow_suit_and_either_of_a_pair_may_take_the_card():
    game = red_and_black("tableau-1: 2D\ntableau-2: 2H\nstock-1: 9D")
    assert {("move", "tableau-1", "foundation-1"), ("move", "tableau-1", "foundation-2")} <= (
        moves_of(game)
    )
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The two of hearts cannot go on that foundation: it takes the two of diamonds next."
    )


def test_red_and_black_an_emptied_volunteer_is_filled_at_once_from_the_pack():
    game = red_and_black("tableau-1: 2D\ntableau-2: 9S\ntalon-1: 5C\nstock-1: 7H 8C")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["tableau-1"] == ("8C",)
    assert game.table["talon-1"] == ("5C",)


def test_red_and_black_an_emptied_volunteer_stays_empty_once_the_pack_is_used_up():
    game = red_and_black("tableau-1: 2D\ntableau-2: 9S\ntalon-1: 5C 8H\n@redeals_left 0")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["tableau-1"] == ()
    assert refusal(game, Move("move", "talon-1", "tableau-1")) == (
        "An empty Volunteer place is filled only from the pack, by itself."
    )
    game.play(Move("move", "talon-1", "tableau-2"))
    assert game.table["tableau-2"] == ("9S", "8H")


def test_red_and_black_the_talon_is_shuffled_and_dealt_again_once():
    game = red_and_black("tableau-1: 9S\ntalon-1: 5C 7H KD 3S\n@redeals_left 1\n@deal 1")
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == "The pack is used up."
    game.play(Move("redeal", "stock-1", None))
    # The new pack fills the seven empty Volunteer places at once.
    refilled = [game.table[f"tableau-{n}"] for n in range(2, 6)]
    assert sorted(card for (card,) in refilled) == sorted(("5C", "7H", "KD", "3S"))
    assert game.table["talon-1"] == () and game.table.var("redeals_left") == 0
    # The same deal number shuffles the same way.
    again = red_and_black("tableau-1: 9S\ntalon-1: 5C 7H KD 3S\n@redeals_left 1\n@deal 1")
    again.play(Move("redeal", "stock-1", None))
    assert again.table == game.table
    assert refusal(game, Move("redeal", "stock-1", None)) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )


def test_red_and_black_is_lost_when_only_shuffling_is_left():
    # The two of diamonds lies under a nine; the eight of hearts goes to and fro between
    # the two black nines.
    text = "tableau-1: 2D 9S\ntableau-2: 9C\ntableau-3: 8H\n@redeals_left 0"
    game = red_and_black(text)
    assert game.legal_moves()
    assert game.status == "lost"
    assert red_and_black(
        text.replace("@redeals_left 0", "@redeals_left 1\ntalon-1: 5C")
    ).status == ("playing")


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "red-and-black"

# Two diamonds, two clubs, two hearts, two spades, each from the ace.
COMPLETE = [run(suit, UP) for suit in "DDCCHHSS"]

# The knave of diamonds goes up first, freeing the queen below it (no re-deal left).
NEAR_WON = done(COMPLETE, foundation_1="TD") + "tableau-1: QD JD\ntalon-1: KD\n@redeals_left 0"

# The pack is used up and no re-deal is left: each knave lies under a king of the other
# colour, which has nowhere to go; the queens can still be laid on the kings.
DEAD = (
    done(COMPLETE, foundation_1="TD", foundation_3="TC")
    + "tableau-1: JD KC\ntableau-2: JC KD\ntableau-3: QD\ntableau-4: QC\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # Red and Black: the king on the talon covers the queen; the re-deal lays both in
    # the empty Volunteer places, whatever the shuffle; with none left the king stays.
    *won_only_with_a_redeal(
        "red-and-black", done(COMPLETE, foundation_1="TD") + "tableau-1: JD\ntalon-1: QD KD"
    ),
]

WON_DEALS = [("red-and-black", 4), ("red-and-black", 33)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Red and Black's positions."""
