"""The Zodiac, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

A grid's places run row by row from the top-left; the pack (stock-1) is written bottom card
first, so its last card is dealt next."""

import engine
from engine import Move
from tests.helpers.positions import DOWN, UP, divan, done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks


def zodiac(text: str) -> engine.Game:
    return engine.game_from_text("zodiac", text)


def test_zodiac_deals_an_equator_of_eight_a_zodiac_of_24_and_a_pack_of_72():
    piles = engine.new_game("zodiac", 4).piles
    assert all(len(piles[f"reserve-{n}"]) == 1 for n in range(1, 9))
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 25))
    assert len(piles["stock-1"]) == 72 and not piles["talon-1"]
    assert not any(piles[f"foundation-{n}"] for n in range(1, 9))


def test_zodiac_the_talon_and_the_equator_marry_into_the_zodiac_up_or_down():
    game = zodiac("tableau-1: 7H\ntableau-2: 9C\nreserve-1: 8H\ntalon-1: 6H\nstock-1: 2S")
    assert ("move", "reserve-1", "tableau-1") in moves_of(game)
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.piles["tableau-1"] == ("7H", "6H")
    game = zodiac("tableau-1: 7H\nreserve-1: 8H\ntalon-1: 9H\nstock-1: 2S")
    game.play(Move("move", "reserve-1", "tableau-1"))
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    game = zodiac("tableau-1: 7H 8H\ntalon-1: 7H\nstock-1: 2S")  # up, then down
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.piles["tableau-1"] == ("7H", "8H", "7H")


def test_zodiac_nothing_leaves_the_zodiac_and_the_equator_takes_only_from_the_talon():
    game = zodiac(
        "tableau-1: 7H\ntableau-2: 8H\nreserve-1: 9C\nreserve-2: 8C\ntalon-1: 5S\nstock-1: 2S"
    )
    assert ("move", "tableau-1", "tableau-2") not in moves_of(game)
    assert ("move", "reserve-2", "reserve-1") not in moves_of(game)  # Equator cards never marry
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "Zodiac cards never move, except to the foundations at the end."
    )
    assert ("move", "talon-1", "reserve-3") in moves_of(game)
    assert refusal(game, Move("move", "reserve-2", "reserve-3")) == (
        "An Equator space is filled only from the talon."
    )


def test_zodiac_no_card_goes_up_before_every_card_is_placed():
    game = zodiac("tableau-1: AH\ntalon-1: 5S\nstock-1: 2S")
    assert not any(m.target.startswith("foundation") for m in game.legal_moves() if m.target)
    assert refusal(game, Move("move", "tableau-1", "foundation-3")).startswith(
        "The foundations are formed only at the end"
    )


def test_zodiac_the_talon_is_turned_over_as_it_lies_when_the_pack_is_used_up():
    game = zodiac("tableau-1: 7H\nreserve-1: 9C\ntalon-1: 2S 3S 4S")
    redeal = next(m for m in game.legal_moves() if m.kind == "redeal")
    assert str(redeal) == "Turn the talon over"
    game.play(redeal)
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("2S",) and game.piles["stock-1"] == ("4S", "3S")


def test_zodiac_is_lost_when_no_card_still_to_place_can_ever_be_placed():
    full = "\n".join(f"reserve-{n}: 9C" for n in range(1, 9))
    game = zodiac(f"{full}\ntableau-1: 7H\ntalon-1: 2S\nstock-1: 4S")
    assert game.legal_moves() and game.status == "lost"
    game = zodiac(f"{full}\ntableau-1: 7H\ntalon-1: 2S\nstock-1: 6H")  # the six will fit
    assert game.status == "playing"


def test_zodiac_once_all_is_placed_the_foundations_are_formed():
    game = zodiac("tableau-1: 2H AH\nreserve-1: KS\ntableau-2: 5C\nreserve-2: 4C")
    assert ("move", "tableau-1", "foundation-3") in moves_of(game)
    assert ("move", "reserve-1", "foundation-8") in moves_of(game)
    assert ("move", "reserve-2", "tableau-2") in moves_of(game)  # marriages still allowed
    game.play(Move("move", "tableau-1", "foundation-3"))
    game.play(Move("move", "tableau-1", "foundation-3"))
    assert game.piles["foundation-3"] == ("AH", "2H")


def test_zodiac_is_won_with_all_104_cards_on_the_foundations():
    from engine import cards

    ups = [" ".join(cards.code(r, s) for r in range(1, 14)) for s in "CDHS"]
    downs = [" ".join(cards.code(r, s) for r in range(13, 0, -1)) for s in "CDHS"]
    text = "\n".join(f"foundation-{n}: {run}" for n, run in enumerate(ups + downs, 1))
    game = zodiac(text.replace(" QS KS", " QS", 1) + "\nreserve-1: KS")
    assert game.status == "playing"
    game.play(Move("move", "reserve-1", "foundation-4"))
    assert game.status == "won"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "zodiac"

COMPLETE = [run(suit, UP) for suit in "CDHS"] + [run(suit, DOWN) for suit in "CDHS"]

NEAR_WON = (
    # The last card to place is the king of clubs: married onto the queen it would bury
    # her; laid in the Equator it lets her go up first.
    done(COMPLETE, foundation_1="JC") + "tableau-1: QC\nstock-1: KC"
)

# A fragment, every card placed: the nine of hearts, which never goes up, covers the two
# of clubs; the Equator's eight of hearts may still be married onto it.
DEAD = "foundation-1: AC\ntableau-1: 2C 9H\nreserve-1: 8H"

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The Zodiac's foundations at the end: the king of hearts ends the ace foundation, the
    # two and the ace the king foundation, from the top of a packet down.
    (
        "zodiac",
        done(COMPLETE, foundation_3="QH", foundation_7="3H") + "tableau-1: AH 2H\nreserve-1: KH",
        "won",
    ),
    # The king of clubs can never be placed: the Equator is full and it marries nothing.
    (
        "zodiac",
        "tableau-1: 7H\n" + divan("9S 9S 9S 9S 9S 9S 9S 9S") + "stock-1: KC",
        "lost",
    ),
]


class TestSolver(SolverChecks):
    """The solver on The Zodiac's positions."""
