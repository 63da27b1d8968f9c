"""The Labyrinth, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions.

The places run row by row from the top-left, ten to a row (tableau-1 to 10 the first row,
11 to 20 the second); the grace's card lies in reserve-1; the pack (stock-1) is written
bottom card first, so its last card is dealt next."""

import engine
from engine import Move
from tests.helpers.positions import DOWN, UP, done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals


def labyrinth(text: str) -> engine.Game:
    return engine.game_from_text("labyrinth", text)


BASES = "\n".join(
    f"foundation-{n}: {card}" for n, card in enumerate("AH AC AD AS KH KC KD KS".split(), 1)
)


# The rest of the second row, cards no foundation takes yet.
ROW_2 = "\n".join(f"tableau-{n}: 9D" for n in range(12, 21))


def test_labyrinth_lays_out_an_ace_and_a_king_of_each_suit_and_deals_a_row_of_ten():
    game = engine.new_game("labyrinth", 1)
    piles = game.piles
    assert [piles[f"foundation-{n}"] for n in range(1, 9)] == [
        ("AH",),
        ("AC",),
        ("AD",),
        ("AS",),
        ("KH",),
        ("KC",),
        ("KD",),
        ("KS",),
    ]
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 11))
    assert not any(piles[f"tableau-{n}"] for n in range(11, 101))
    assert len(piles["stock-1"]) == 86


def test_labyrinth_only_a_columns_highest_and_lowest_cards_are_free():
    # Column 1 holds three cards: the two of hearts in the middle is blocked from above
    # and below; a gap inside column 2 frees nothing more.
    game = labyrinth(
        BASES + "\ntableau-1: 9C\ntableau-11: 2H\ntableau-21: 9S\n"
        "tableau-2: 2D\ntableau-22: 3D\ntableau-32: QD\n@rows 4"
    )
    moves = moves_of(game)
    assert ("move", "tableau-2", "foundation-3") in moves  # the highest card of its column
    assert ("move", "tableau-11", "foundation-1") not in moves
    assert ("move", "tableau-32", "foundation-7") in moves  # the lowest, on the king line
    assert refusal(game, Move("move", "tableau-11", "foundation-1")) == (
        "The two of hearts is blocked: cards lie both above it and below it in its column."
    )
    game.play(Move("move", "tableau-2", "foundation-3"))
    assert ("move", "tableau-22", "foundation-3") in moves_of(game)  # now the highest


def test_labyrinth_a_place_emptied_in_the_last_row_is_refilled_from_the_pack_at_once():
    game = labyrinth(
        BASES + "\ntableau-1: 9C\ntableau-11: 2H\n" + ROW_2 + "\nstock-1: 4S 3H\n@rows 2"
    )
    game.play(Move("move", "tableau-11", "foundation-1"))
    assert game.piles["tableau-11"] == ("3H",)
    game.play(Move("move", "tableau-11", "foundation-1"))  # the refill plays at once
    assert game.piles["tableau-11"] == ("4S",) and not game.piles["stock-1"]


def test_labyrinth_a_place_emptied_in_a_higher_row_stays_empty():
    game = labyrinth(
        BASES + "\ntableau-1: 2H\ntableau-11: 9C\n" + ROW_2 + "\nstock-1: 4S 3H\n@rows 2"
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert not game.piles["tableau-1"] and game.piles["stock-1"] == ("4S", "3H")


def test_labyrinth_the_pack_deals_the_next_row_below_the_last():
    pack = " ".join(["9C"] * 9 + ["8S"])
    game = labyrinth(BASES + f"\ntableau-1: 9C\nstock-1: {pack}\n@rows 1")
    deal = next(m for m in game.legal_moves() if m.kind == "deal")
    assert str(deal) == "Deal a row"
    game.play(deal)
    assert game.piles["tableau-11"] == ("8S",) and game.piles["tableau-20"] == ("9C",)


def test_labyrinth_a_card_both_foundations_take_goes_to_either():
    game = labyrinth(
        done(COMPLETE, foundation_1="5H", foundation_5="7H") + "\ntableau-1: 6H\n@rows 1"
    )
    assert {
        ("move", "tableau-1", "foundation-1"),
        ("move", "tableau-1", "foundation-5"),
    } <= moves_of(game)


def test_labyrinth_the_grace_takes_out_any_one_card_once_the_game_is_stuck():
    game = labyrinth(
        BASES + "\ntableau-1: 9C\ntableau-11: 2H\ntableau-21: 9S\nstock-1: 5C\n@rows 3"
    )
    assert not any(m.kind == "grace" for m in game.legal_moves())  # the pack lasts
    assert refusal(game, Move("grace", "tableau-11")).startswith("The grace comes once a game")
    game = labyrinth(BASES + "\ntableau-1: 9C\ntableau-11: 2H\ntableau-21: 9S\n@rows 3")
    graces = {m.source for m in game.legal_moves() if m.kind == "grace"}
    assert graces == {f"tableau-{n}" for n in (1, 11, 21)}
    game.play(Move("grace", "tableau-11"))
    assert game.piles["reserve-1"] == ("2H",)
    assert moves_of(game) == {("move", "reserve-1", "foundation-1")}
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.status == "lost"  # no second grace


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "labyrinth"

COMPLETE = [run(suit, UP) for suit in "HCDS"] + [run(suit, DOWN) for suit in "HCDS"]

NEAR_WON = (
    # The pack is used up; the queen of hearts lies between two kings' line cards: the
    # ace below goes to the king line first, then the queen and the king above it to the
    # ace line.
    done(COMPLETE, foundation_1="JH", foundation_5="2H")
    + "tableau-1: KH\ntableau-11: QH\ntableau-21: AH\n@rows 3"
)

# The two of hearts lies between two cards that nothing will ever take, and the grace
# is already spent; the king of clubs may still go up.
DEAD = (
    done(COMPLETE, foundation_2="QC", foundation_5="3H")
    + "tableau-1: 9C\ntableau-11: 2H\ntableau-21: 9S\ntableau-2: AH\ntableau-3: KC\n"
    "@rows 3\n@grace_used true"
)

MORE_SMALL = [
    # The grace frees the two of hearts, and the ace follows it...
    (
        "labyrinth",
        done(COMPLETE, foundation_5="3H")
        + "tableau-1: 9C\ntableau-11: 2H\ntableau-21: 9S\ntableau-2: AH\n@rows 3",
        "won",
    ),
    # ...but there is only one grace, and the ace is blocked too.
    (
        "labyrinth",
        done(COMPLETE, foundation_5="3H") + "tableau-1: 9C\ntableau-11: 2H\ntableau-21: 9S\n"
        "tableau-2: 9C\ntableau-12: AH\ntableau-22: 9S\n@rows 3",
        "lost",
    ),
]


# A deal the win-rate run won, which the solver wins again within a fraction of a second.
WON_DEALS = [("labyrinth", 2)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Labyrinth's positions."""
