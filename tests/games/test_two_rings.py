"""Two Rings, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.helpers.positions import (
    done,
    filled,
    moves_of,
    numbered,
    refusal,
    run,
    won_only_with_a_redeal,
)
from tests.helpers.solver_checks import SolverChecks, WonDeals

# Two Rings ----------------------------------------------------------------------------
RING_BASES = "7S 7S 7H 7H 7C 7C 7D 7D 6S 6S 6H 6H 6C 6C 6D 6D".split()
RINGS = numbered("foundation", RING_BASES)
BRACELET = [f"tableau-{n}" for n in range(1, 9)]


# Cards no foundation of a fresh ring wants, to fill the bracelet places a diagram leaves.
BRACELET_FILLERS = "TS TH TC TD JS JH JC JD".split()


def two_rings(text: str) -> engine.Game:
    text = filled(text, BRACELET, BRACELET_FILLERS, by_place=True)
    return engine.game_from_text("two-rings", RINGS + "\n" + text)


def test_two_rings_deals_the_sevens_and_sixes_and_a_bracelet_of_eight():
    table = engine.new_game("two-rings", 5).table
    assert [table.top(f"foundation-{n}") for n in range(1, 17)] == RING_BASES
    assert all(len(table[f"tableau-{n}"]) == 1 for n in range(1, 9))
    assert len(table["stock-1"]) == 80 and table.var("redeals_left") == 1


def test_two_rings_builds_sevens_up_and_sixes_down_in_suit():
    game = two_rings("tableau-1: 8S\ntableau-2: 5H\ntableau-3: 8H\nstock-1: 9D")
    moves = moves_of(game)
    assert ("move", "tableau-1", "foundation-1") in moves
    assert ("move", "tableau-2", "foundation-11") in moves
    assert ("move", "tableau-3", "foundation-3") in moves
    assert refusal(game, Move("move", "tableau-2", "foundation-3")) == (
        "The five of hearts cannot go on that foundation: it takes the eight of hearts next."
    )


def test_two_rings_refills_the_bracelet_at_once_from_the_pack_then_from_the_talon():
    game = two_rings("tableau-1: 8S\ntableau-2: 8H\ntalon-1: 4C\nstock-1: 9C 8C")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["tableau-1"] == ("8C",)
    game.play(Move("move", "tableau-2", "foundation-3"))
    assert game.table["tableau-2"] == ("9C",)
    game.play(Move("move", "tableau-1", "foundation-5"))
    # The pack used up, the talon's top card fills the place.
    assert game.table["tableau-1"] == ("4C",) and not game.table["talon-1"]


def test_two_rings_builds_nothing_on_the_bracelet_and_plays_the_talon_to_the_rings():
    game = two_rings("tableau-1: 9S\ntalon-1: 8S\nstock-1: 9D")
    assert ("move", "talon-1", "foundation-1") in moves_of(game)
    assert refusal(game, Move("move", "talon-1", "tableau-1")) == (
        "Nothing is built on the bracelet: its cards go only to the rings."
    )


def test_two_rings_redeals_the_talon_unshuffled_once_when_nothing_goes_up():
    game = two_rings("talon-1: 9D 2C 5H\n@redeals_left 1")
    assert {m.kind for m in game.legal_moves()} == {"move"}  # the five of hearts goes up
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon may be re-dealt only when no card can be played to a ring."
    )
    game.play(Move("move", "talon-1", "foundation-11"))
    game.play(Move("redeal", "stock-1"))
    assert game.table["stock-1"] == ("2C", "9D") and not game.table["talon-1"]
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("9D", "2C")
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )
    assert game.status == "lost"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "two-rings"

# Two Rings: the sevens up to the kings, then the sixes down to the aces.
COMPLETE = [run(suit, range(7, 14)) for suit in "SSHHCCDD"] + [
    run(suit, range(6, 0, -1)) for suit in "SSHHCCDD"
]

NEAR_WON = (
    # The queen of spades is the pack's last card; the king waits in the bracelet.
    done(COMPLETE, foundation_1="JS") + "tableau-1: KS\nstock-1: QS\n@redeals_left 0"
)

# A fragment, the pack used up and no re-deal left: the king of spades covers the queen on
# the talon; the five of hearts above it can still go up, on its six.
DEAD = (
    "foundation-1: 7S 8S 9S TS JS\nfoundation-9: 6H\n"
    + "".join(f"tableau-{n}: 2C\n" for n in range(1, 9))
    + "talon-1: QS KS 5H\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # Two Rings: the re-deal turns the talon over, so the queen laid first comes up first.
    *won_only_with_a_redeal("two-rings", done(COMPLETE, foundation_1="JS") + "talon-1: QS KS"),
]

WON_DEALS = [("two-rings", 1), ("two-rings", 2)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Two Rings's positions."""
