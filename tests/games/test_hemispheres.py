"""The Hemispheres, rule by rule, on positions written as diagrams (engine/notation.py), and
the solver on its own positions.

The circle's places run clockwise from the king of hearts at the left: tableau-1 to 3 the
European Race, 4 to 6 the Asiatic (the north, the red cards'), 7 to 9 the Australian, 10
to 12 the African (the south, the black cards').  Foundations 1-4 are the red aces (north,
east, south, west arms: hearts, diamonds, hearts, diamonds), 5-8 the black kings (spades,
clubs, spades, clubs); the barriers are reserve-1 to 4 (K♥ left, A♠ top, K♦ right, A♣
bottom).  The pack (stock-1) is written bottom card first."""

import engine
from engine import Move
from tests.helpers.positions import DOWN, UP, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

GAME = "hemispheres"
BARRIERS = "reserve-1: KH\nreserve-2: AS\nreserve-3: KD\nreserve-4: AC\n"


def hemispheres(text: str) -> engine.Game:
    return engine.game_from_text(GAME, text)


def foundations(**tops: str) -> str:
    """Every foundation built from its base to the card named (its base alone by default;
    the red aces' lines stop at the queen and the black kings' at the two when complete,
    their last card being a barrier's)."""
    lines = []
    for n, (suit, ranks) in enumerate(
        [
            ("H", UP),
            ("D", UP),
            ("H", UP),
            ("D", UP),
            ("S", DOWN),
            ("C", DOWN),
            ("S", DOWN),
            ("C", DOWN),
        ],
        1,
    ):
        line = run(suit, ranks)
        top = tops.get(f"foundation_{n}", line[0])
        lines.append(f"foundation-{n}: {' '.join(line[: line.index(top) + 1])}")
    return "\n".join(lines) + "\n"


# Every foundation complete but for the barriers: one line of each red suit stands at
# its queen, waiting for a barrier king, the other complete; one line of each black suit
# stands at its two, waiting for a barrier ace.
ALMOST = {
    "foundation_1": "KH",
    "foundation_2": "KD",
    "foundation_3": "QH",
    "foundation_4": "QD",
    "foundation_5": "AS",
    "foundation_6": "AC",
    "foundation_7": "2S",
    "foundation_8": "2C",
}


def test_the_deal_sets_out_the_cross_the_barriers_and_twelve_places():
    piles = engine.new_game(GAME, 1).piles
    assert [piles[f"foundation-{n}"] for n in range(1, 9)] == [
        (c,) for c in ("AH", "AD", "AH", "AD", "KS", "KC", "KS", "KC")
    ]
    assert [piles[f"reserve-{n}"] for n in range(1, 5)] == [("KH",), ("AS",), ("KD",), ("AC",)]
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 13))
    assert len(piles["stock-1"]) == 80


def test_only_a_card_in_its_own_hemisphere_is_available():
    game = hemispheres(foundations() + BARRIERS + "tableau-1: 2H\ntableau-7: 2D\nstock-1: 9S")
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert ("move", "tableau-7", "foundation-2") not in moves_of(game)
    assert "wrong hemisphere" in refusal(game, Move("move", "tableau-7", "foundation-2"))


def test_red_cards_marry_down_and_black_cards_up_within_their_own_race():
    game = hemispheres(
        foundations()
        + BARRIERS
        + "tableau-1: 8H\ntableau-2: 7H\ntableau-4: 9H\ntableau-7: 5S\ntableau-8: 6S\nstock-1: 9S"
    )
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)  # 7H on 8H
    assert ("move", "tableau-1", "tableau-4") not in moves_of(game)  # another Race
    assert "own Race" in refusal(game, Move("move", "tableau-1", "tableau-4"))
    assert ("move", "tableau-8", "tableau-7") in moves_of(game)  # 6S on 5S
    assert ("move", "tableau-7", "tableau-8") not in moves_of(game)


def test_the_talons_top_card_marries_in_any_race_and_goes_up():
    game = hemispheres(
        foundations() + BARRIERS + "tableau-4: 9H\ntableau-10: 5C\ntalon-1: 6C 8H\nstock-1: 9S"
    )
    assert ("move", "talon-1", "tableau-4") in moves_of(game)
    game.play(Move("move", "talon-1", "tableau-4"))
    assert ("move", "talon-1", "tableau-10") in moves_of(game)


def test_strangers_exchange_across_the_equator():
    game = hemispheres(foundations() + BARRIERS + "tableau-2: 9S\ntableau-9: 4D\nstock-1: 9S")
    assert ("move", "tableau-2", "tableau-9") in moves_of(game)
    game.play(Move("move", "tableau-2", "tableau-9"))
    assert game.piles["tableau-2"] == ("4D",) and game.piles["tableau-9"] == ("9S",)


def test_the_pack_fills_empty_places_in_order_before_the_talon():
    game = hemispheres(foundations() + BARRIERS + "tableau-1: 9H\nstock-1: 4S 3S 2S")
    game.play(Move("deal", "stock-1", "tableau-2"))
    assert game.piles["tableau-2"] == ("2S",)
    assert "Only the pack" in refusal(game, Move("move", "tableau-1", "tableau-3"))


def test_at_the_end_a_stranger_crosses_home_and_the_barriers_finish_the_game():
    text = foundations(**{**ALMOST, "foundation_6": "2C"}) + BARRIERS + "tableau-1: AC"
    game = hemispheres(text)
    assert ("move", "tableau-1", "tableau-7") in moves_of(game)
    game.play(Move("move", "tableau-1", "tableau-7"))
    game.play(Move("move", "tableau-7", "foundation-6"))
    assert game.status == "won"
    assert game.piles["foundation-3"][-1] == "KH" and game.piles["foundation-7"][-1] == "AS"


def test_before_the_end_a_stranger_may_not_cross_home_alone():
    text = foundations(**{**ALMOST, "foundation_6": "2C"}) + BARRIERS + "tableau-1: AC\nstock-1: 9S"
    game = hemispheres(text)
    assert ("move", "tableau-1", "tableau-7") not in moves_of(game)


# The solver's positions ----------------------------------------------------------------

# The pack is used up; the last two clubs go up from the African Race, then the barriers.
NEAR_WON = foundations(**{**ALMOST, "foundation_6": "4C"}) + BARRIERS + "tableau-10: AC 2C 3C"

# The three of clubs lies under the two it needs first (and the ace is gone for good);
# nothing moves but a ten of diamonds passing between two knaves.
DEAD = (
    foundations(**{**ALMOST, "foundation_6": "4C", "foundation_2": "8D"})
    + BARRIERS
    + "tableau-10: 3C 2C\ntableau-1: JD\ntableau-2: JD\ntableau-3: TD"
)

MORE_SMALL = [
    # The ace of clubs stranded in the north waits for the pack to be done with (it is),
    # then crosses home after the two has gone up from the south.
    (
        GAME,
        foundations(**{**ALMOST, "foundation_6": "3C"})
        + BARRIERS
        + "tableau-1: AC\ntableau-10: 2C",
        "won",
    ),
]


WON_DEALS = [(GAME, 14)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Hemispheres' positions."""
