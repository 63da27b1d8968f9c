"""The Fish-Bone, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.helpers.positions import (
    done,
    filled,
    moves_of,
    refusal,
    run,
    won_only_with_a_redeal,
)
from tests.helpers.solver_checks import SolverChecks, WonDeals

# The Fish-Bone ------------------------------------------------------------------------
# Gridiron cards no knave of a fresh spine wants, for the places a diagram leaves out.
GRIDIRON_FILLERS = "9S 8S 7S 9H 8H 7H".split()
GRIDIRON = [f"tableau-{n}" for n in range(1, 7)]


def fish_bone(text: str) -> engine.Game:
    return engine.game_from_text(
        "fish-bone", filled(text, GRIDIRON, GRIDIRON_FILLERS, by_place=True)
    )


def test_the_fish_bone_lays_knaves_in_the_spine_as_they_appear():
    game = fish_bone("foundation-1: JC\nstock-1: 4D JD")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["foundation-2"] == ("JD",) and not game.table["talon-1"]


def test_the_fish_bone_lays_kings_left_and_queens_right_of_the_upper_knave_of_their_suit():
    game = fish_bone("foundation-1: JC\nfoundation-2: JC\nstock-1: QC KC")
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["foundation-9"] == ("KC",)  # the king's place beside knave 1
    assert game.table["foundation-17"] == ("QC",)  # the queen's place beside knave 1


def test_a_fish_bone_king_before_its_knave_waits_on_the_talon_until_it_is_on_top():
    game = fish_bone("foundation-1: JC\nstock-1: JH 4D KH")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("KH",)
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))  # the knave of hearts: the king follows
    assert game.table["foundation-2"] == ("JH",)
    assert game.table["talon-1"] == ("KH", "4D") and not game.table["foundation-10"]
    assert refusal(game, Move("move", "talon-1", "foundation-10")) == (
        "Kings and queens are laid in their places by the program, beside a knave."
    )


def test_the_fish_bones_knaves_kings_and_queens_never_marry_on_the_gridiron():
    # No knave of spades is out: the queen waits in the gridiron, the king on the talon.
    game = fish_bone("foundation-1: JC\ntableau-1: QS\ntalon-1: KS\nstock-1: 4D")
    assert ("move", "talon-1", "tableau-1") not in moves_of(game)
    assert refusal(game, Move("move", "talon-1", "tableau-1")) == (
        "Knaves, kings and queens are never built on the gridiron: they wait for their places."
    )


def test_the_fish_bone_builds_only_the_talons_card_up_in_suit_on_the_gridiron():
    game = fish_bone("foundation-1: JC\ntableau-1: 5H\ntableau-2: 9D\ntalon-1: 6H\nstock-1: 4D")
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "A gridiron card goes only to a knave: gridiron cards are never built together."
    )
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.table["tableau-1"] == ("5H", "6H")


def test_the_fish_bone_plays_gridiron_and_talon_cards_down_on_the_knaves():
    game = fish_bone("foundation-1: JC\ntableau-1: TC\ntalon-1: TC\nstock-1: 4D")
    moves = moves_of(game)
    assert ("move", "tableau-1", "foundation-1") in moves
    assert ("move", "talon-1", "foundation-1") in moves


def test_the_fish_bone_deals_into_an_empty_gridiron_place_first():
    game = fish_bone("foundation-1: JC\ntableau-1: TC\ntalon-1: 4H\nstock-1: 5D 4D")
    game.play(Move("move", "tableau-1", "foundation-1"))
    # The talon's top card may fill it; a tap on the pack fills it.
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    game.play(Move("deal", "stock-1", "tableau-1"))
    assert game.table["tableau-1"] == ("4D",) and game.table["talon-1"] == ("4H",)


def test_the_fish_bone_redeals_the_talon_unshuffled_once():
    game = fish_bone("foundation-1: JC\ntalon-1: 4D 5D\n@redeals_left 1")
    game.play(Move("redeal", "stock-1"))
    assert game.table["stock-1"] == ("5D", "4D")  # the four, laid first, is dealt first
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "fish-bone"

# The Fish-Bone: the spine's knaves of clubs, diamonds, hearts, spades (twice) down to
# the aces, then the kings beside them, then the queens.
COMPLETE = (
    [run(suit, range(11, 0, -1)) for suit in "CDHSCDHS"]
    + [[f"K{suit}"] for suit in "CDHSCDHS"]
    + [[f"Q{suit}"] for suit in "CDHSCDHS"]
)

# The Fish-Bone near its end: the diamonds from the ace to the six fill the gridiron, the
# eight and seven lie on the talon under the two and ace of clubs.
FISH_TALON = (
    done(COMPLETE, foundation_1="3C", foundation_2="9D")
    + "".join(f"tableau-{n}: {rank}D\n" for n, rank in enumerate("A23456", 1))
    + "talon-1: 8D 7D 2C AC"
)

NEAR_WON = (
    # The two of clubs on the talon covers the three: it goes to the empty gridiron place
    # first (no re-deal left).
    done(COMPLETE, foundation_1="4C") + "talon-1: 3C 2C\nstock-1: AC\n@redeals_left 0"
)

# A fragment, the pack used up and no re-deal left: the ace of clubs covers the two on the
# talon, and the gridiron is full; the six of spades above them can still be built on the
# five.
DEAD = (
    "foundation-1: JC TC 9C 8C 7C 6C 5C 4C 3C\ntableau-1: 5S\n"
    + "".join(f"tableau-{n}: 9S\n" for n in range(2, 7))
    + "talon-1: 2C AC 6S\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The Fish-Bone: the re-deal turns the talon over, the eight of diamonds laid first
    # comes up first; with no re-deal left the ace of clubs covers the two for good.
    *won_only_with_a_redeal("fish-bone", FISH_TALON),
]

WON_DEALS = [("fish-bone", 1), ("fish-bone", 2)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Fish-Bone's positions."""
