"""The Olga, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions.

The pack (stock-1) is written bottom card first, so its last card is turned next; a column
likewise, its lowest (available) card last."""

import engine
from engine import Move
from engine.mechanics.facedown import face_down_at
from tests.helpers.positions import done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

COLUMNS = [f"tableau-{n}" for n in range(1, 8)]
LADDER = (1, 7, 8, 9, 10, 11, 12, 13)


def olga(text: str) -> engine.Game:
    return engine.game_from_text("olga", text)


def test_the_bed_is_seven_rows_of_seven_with_rows_two_four_and_six_face_down():
    game = engine.new_game("olga", 3)
    assert game.rules.pack_size == 32 and len(game.rules.pack()) == 128
    assert {card[0] for card in game.rules.pack()} == set("A789TJQK")
    piles = game.piles
    assert sum(len(stack) for stack in piles.values()) == 128
    hidden = face_down_at(game.table)
    for column in COLUMNS:
        # A column keeps its face-down cards in rows 2, 4 and 6 until they come lowest.
        assert set(hidden.get(column, ())) <= {1, 3, 5}
        assert piles[column][-1][0] != "A"
    assert len(piles["stock-1"]) == 128 - 49


def test_the_aces_go_to_their_places_and_the_card_above_is_turned_up_at_once():
    game = olga(
        "foundation-1: AH\ntableau-1: 9C 8D 7S\ntableau-2: KD\ntableau-3: TH 9S\n"
        '@face_down [["tableau-1", [1]]]\nstock-1: 9D AS'
    )
    game.play(Move("deal", "stock-1", "foundation-2"))
    assert game.piles["foundation-2"] == ("AS",)
    game.play(Move("move", "tableau-1", "foundation-2"))
    # The seven went up; the eight, face down, is turned up at once and is available.
    assert "tableau-1" not in face_down_at(game.table)
    assert ("move", "tableau-1", "tableau-3") in moves_of(game)


def test_a_foundation_climbs_the_piquet_ladder_ace_seven_to_king():
    game = olga("foundation-1: AH\ntableau-1: 7H\ntableau-2: 8H\nstock-1: 9D")
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The eight of hearts cannot go on that foundation: it takes the seven of hearts next."
    )


def test_the_bed_builds_down_in_alternate_colours_from_the_bed_and_the_talon():
    game = olga("tableau-1: 9H\ntableau-2: 8S\ntableau-3: 8D\ntalon-1: 8C\nstock-1: 9D")
    moves = moves_of(game)
    assert {("move", "tableau-2", "tableau-1"), ("move", "talon-1", "tableau-1")} <= moves
    assert refusal(game, Move("move", "tableau-3", "tableau-1")).startswith(
        "On the bed a card goes on a card of the other colour one rank higher"
    )


def test_an_empty_column_takes_a_card_of_the_bed_but_not_the_talon():
    game = olga("tableau-1: 9H 8S\ntableau-2: KD\ntalon-1: QC\nstock-1: 9D")
    assert ("move", "tableau-1", "tableau-3") in moves_of(game)
    assert refusal(game, Move("move", "talon-1", "tableau-3")) == (
        "An empty column is filled only from the bed, not from the talon."
    )
    assert ("move", "tableau-2", "tableau-3") not in moves_of(game)


def test_only_the_lowest_card_moves_never_a_face_down_one_above_it():
    game = olga('tableau-1: 9H 8S 9C\n@face_down [["tableau-1", [1]]]\ntableau-2: TD\nstock-1: 9D')
    assert refusal(game, Move("move", "tableau-1", "tableau-2", count=2)) == (
        "Cards are moved one at a time."
    )
    assert {move.card for move in game.legal_moves() if move.source == "tableau-1"} == {"9C"}


def test_with_two_foundations_at_one_height_the_card_goes_to_the_first():
    game = olga("foundation-1: AH\nfoundation-2: AH\ntableau-1: 7H\nstock-1: 9D")
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert ("move", "tableau-1", "foundation-2") not in moves_of(game)


def test_no_redeal_and_lost_when_nothing_reaches_a_foundation():
    game = olga("foundation-1: AH\ntableau-1: 8H\ntableau-2: 9S\ntableau-3: 9C\ntalon-1: 7H 9D")
    assert game.status == "lost"
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == (
        "The pack is used up, and there is no re-deal."
    )


# The solver ---------------------------------------------------------------------------
GAME = "olga"

COMPLETE = [run(suit, LADDER) for suit in "CDHS" * 4]

NEAR_WON = done(COMPLETE, foundation_1="QC") + "tableau-1: KC"

# The seven of hearts is wanted, and lies under the nine of diamonds on the talon: the
# eight of hearts may only go between the two black nines.
DEAD = done(COMPLETE, foundation_3="AH") + "tableau-1: 9S 8H\ntableau-2: 9C\ntalon-1: 7H 9D\n"

MORE_SMALL = [
    # The knave is moved off the ten into an empty column first.
    ("olga", done(COMPLETE, foundation_3="9H") + "tableau-1: TH JH\ntableau-2: KH QH", "won"),
]


# A deal the win-rate table found won (bench/results/olga.tsv).
WON_DEALS = [("olga", 175)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on the Olga's positions."""
