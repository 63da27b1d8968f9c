"""The Square, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.helpers.positions import DOWN, UP, done, filled, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WithATrap, WonDeals

# The Square ---------------------------------------------------------------------------
# Square cards that marry nothing and no foundation of a fresh corner wants.
SQUARE_FILLERS = ["9C", "9D", "5C", "5D", "JC", "JD", "JH", "9H"] * 2
SQUARE = [f"tableau-{n}" for n in range(1, 17)]


def square(text: str) -> engine.Game:
    return engine.game_from_text("square", filled(text, SQUARE, SQUARE_FILLERS))


def test_the_square_lays_the_first_ace_of_each_suit_in_the_corners_as_it_is_dealt():
    table = engine.new_game("square", 5).table
    aces = [table.top(f"foundation-{n}") for n in range(1, 5)]
    laid = [ace for ace in aces if ace]
    assert laid and aces[: len(laid)] == laid and all(ace[0] == "A" for ace in laid)
    assert len({ace[1] for ace in laid}) == len(laid)
    # An ace left in the square is the second of its suit.
    in_square = [table.top(f"tableau-{n}") for n in range(1, 17)]
    assert all(card[1] in {ace[1] for ace in laid} for card in in_square if card[0] == "A")
    assert all(len(table[f"tableau-{n}"]) == 1 for n in range(1, 17))
    assert len(table["stock-1"]) == 104 - 16 - len(laid)


def test_a_square_foundation_goes_up_to_the_king_then_down_from_the_second_king():
    up = " ".join(f"{rank}S" for rank in "A23456789TJQK")
    game = square(f"foundation-1: {up}\ntableau-1: KS\ntableau-2: QS\nstock-1: 3C")
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The queen of spades cannot go on that foundation: it takes the king of spades next."
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("deal", "stock-1", "tableau-1"))  # the space is filled first
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.table["foundation-1"][-3:] == ("KS", "KS", "QS")


def test_the_square_marries_its_cards_up_and_down_in_suit_but_not_the_talons():
    game = square("foundation-1: AC\ntableau-1: 6H\ntableau-2: 7H\ntableau-3: 5H\ntalon-1: 8H")
    moves = moves_of(game)
    assert ("move", "tableau-1", "tableau-2") in moves
    assert ("move", "tableau-1", "tableau-3") in moves
    assert refusal(game, Move("move", "talon-1", "tableau-2")) == (
        "The talon's top card goes only to a foundation or a space."
    )


def test_a_space_in_the_square_is_filled_first_from_the_pack_or_the_talon():
    game = square(
        "foundation-1: AC 2C\ntableau-1: 3C\ntableau-2: 6H\ntableau-3: 7H\ntalon-1: 8D\nstock-1: 9D"
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert moves_of(game) == {("deal", "stock-1", "tableau-1"), ("move", "talon-1", "tableau-1")}
    assert refusal(game, Move("move", "tableau-2", "tableau-3")) == (
        "A space in the square is filled first, from the pack or the talon."
    )
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.table["tableau-1"] == ("8D",)


def test_the_first_ace_of_a_suit_goes_to_the_next_corner_the_second_is_an_ordinary_card():
    game = square("foundation-1: AC\ntableau-1: 6H\nstock-1: AC AD")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["foundation-2"] == ("AD",) and not game.table["talon-1"]
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("AC",)


def test_the_square_is_lost_when_only_marriages_back_and_forth_are_left():
    game = square("foundation-1: AC\ntableau-1: 6S\ntableau-2: 6S 5S\ntableau-3: 2H")
    assert game.legal_moves() and game.status == "lost"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "square"

# The Square's corners: each suit up to the king and down again.
COMPLETE = [run(suit, [*UP, *DOWN]) for suit in "CDHS"]

# The Square's hearts corner come down again to the four; the pack and talon used up.
SQUARE_HEARTS = done(COMPLETE, foundation_3="-").replace(
    "foundation-3: -",
    "foundation-3: " + " ".join(run("H", [*UP, *range(13, 3, -1)])),
)

# The two of hearts covers the three: it goes onto the ace, and the three, two and ace
# follow up.  The ace onto the two instead buries the three for good.
NEAR_WON = SQUARE_HEARTS + "tableau-1: 3H 2H\ntableau-2: AH\n"

# A fragment: the ace and two of hearts cover the three; the five of spades goes to and
# fro between the two sixes.
DEAD = (
    "foundation-3: " + " ".join(run("H", [*UP, *range(13, 3, -1)])) + "\n"
    "tableau-1: 3H 2H AH\ntableau-2: 6S 5S\ntableau-3: 6S\n"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The Square: a space is filled from the pack at once, with the ace the two goes on.
    ("square", SQUARE_HEARTS + "tableau-1: 3H 2H\nstock-1: AH\n", "won"),
    ("square", SQUARE_HEARTS + "tableau-1: 3H AH 2H\n", "lost"),
]

WON_DEALS = [("square", 34)]


class TestSolver(SolverChecks, WithATrap, WonDeals):
    """The solver on The Square's positions."""
