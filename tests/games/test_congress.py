"""The Congress, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions.

The rivers' places run row by row from the top-left (tableau-1 to 8 the first row); the
helps are reserve-1 to 8; the pack (stock-1) is written bottom card first."""

import engine
from engine import Move
from tests.helpers.positions import UP, done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals


def congress(text: str) -> engine.Game:
    return engine.game_from_text("congress", text)


ACES = "foundation-1: AC\nfoundation-2: AD\nfoundation-3: AH\nfoundation-4: AS\n"


def test_congress_sets_out_the_aces_four_helps_and_a_row_of_eight_rivers():
    piles = engine.new_game("congress", 1).piles
    assert sorted(piles[f"foundation-{n}"][0] for n in range(1, 9)) == [
        "AC",
        "AC",
        "AD",
        "AD",
        "AH",
        "AH",
        "AS",
        "AS",
    ]
    assert all(len(piles[f"reserve-{n}"]) == 1 for n in range(1, 5))
    assert not any(piles[f"reserve-{n}"] for n in range(5, 9))
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 9))
    assert len(piles["stock-1"]) == 84


def test_congress_a_river_card_with_a_card_below_it_is_blocked():
    game = congress(ACES + "tableau-1: 2C\ntableau-9: 9S\ntableau-2: 2D\n@rows 2")
    assert ("move", "tableau-2", "foundation-2") in moves_of(game)
    assert ("move", "tableau-1", "foundation-1") not in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "foundation-1")) == (
        "The two of clubs is blocked: a card lies below it in its column."
    )


def test_congress_marriages_go_down_in_suit_onto_the_helps_only():
    game = congress(
        ACES + "tableau-1: 6H\ntableau-2: 8H\nreserve-1: 7H\nreserve-2: 8H\nreserve-3: 5H\n@rows 1"
    )
    moves = moves_of(game)
    assert ("move", "tableau-1", "reserve-1") in moves  # river onto help
    assert ("move", "reserve-1", "reserve-2") in moves  # help onto help
    assert ("move", "reserve-3", "tableau-1") not in moves  # never onto the rivers
    assert ("move", "tableau-1", "tableau-2") not in moves
    assert refusal(game, Move("move", "reserve-3", "tableau-1")) == (
        "Nothing is ever laid on the rivers: a vacancy there is filled from the pack."
    )


def test_congress_tapping_the_pack_refills_the_rivers_uppermost_first_then_the_helps():
    full = "\n".join(f"tableau-{n}: 9C" for n in range(1, 17) if n not in (3, 12))
    game = congress(
        ACES + full + "\nreserve-1: 9D\nreserve-3: 9D\nreserve-4: 9D\nstock-1: KS 4D 3D 2D\n@rows 2"
    )
    deal = next(m for m in game.legal_moves() if m.kind == "deal")
    assert str(deal) == "Refill the vacancies"
    game.play(deal)
    assert (game.piles["tableau-3"], game.piles["tableau-12"], game.piles["reserve-2"]) == (
        ("2D",),
        ("3D",),
        ("4D",),
    )
    deal = next(m for m in game.legal_moves() if m.kind == "deal")
    assert str(deal) == "Deal a row"
    game.play(deal)
    assert game.piles["tableau-17"] == ("KS",)


def test_congress_the_later_help_places_open_once_the_pack_is_used_up():
    game = congress(ACES + "tableau-1: 9C\nreserve-1: 9D\nstock-1: 5C\n@rows 1")
    assert not any(m.target == "reserve-5" for m in game.legal_moves())
    assert refusal(game, Move("move", "tableau-1", "reserve-5")) == (
        "While the pack lasts a help's place is filled from the pack."
    )
    game = congress(ACES + "tableau-1: 9C\nreserve-1: 9D\n@rows 1")
    assert ("move", "tableau-1", "reserve-5") in moves_of(game)
    assert ("move", "reserve-1", "reserve-5") not in moves_of(game)
    assert refusal(game, Move("move", "reserve-1", "reserve-5")) == (
        "An empty help place takes a river card, not a help's."
    )


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "congress"

COMPLETE = [run(suit, UP) for suit in "CDHSCDHS"]

NEAR_WON = (
    # The pack is used up.  The knave of clubs, under the king in its column, is freed
    # by putting the king into an empty help place; the queen follows from a help.
    done(COMPLETE, foundation_1="TC") + "tableau-1: JC\ntableau-9: KC\nreserve-1: KC QC\n@rows 2"
)

# The pack is used up; the queen of clubs lies under the king in the only help, and
# the king has nowhere to go but the empty help places, which take river cards only.
DEAD = done(COMPLETE, foundation_1="JC") + "reserve-1: QC KC\ntableau-1: 5S\n@rows 1"

MORE_SMALL = [
    (
        "congress",
        done(COMPLETE, foundation_1="JC") + "tableau-1: KC\ntableau-9: QC\n@rows 2",
        "won",
    ),
    (
        "congress",
        done(COMPLETE, foundation_1="JC", foundation_5="JC")
        + "reserve-1: KC QC\nreserve-2: KC QC\n@rows 1",
        "won",
    ),
]


# A deal the win-rate run won, which the solver wins again within a fraction of a second.
WON_DEALS = [("congress", 13)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Congress's positions."""
