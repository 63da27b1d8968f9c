"""Caesar, rule by rule, on positions written as diagrams.

The square's places tableau-1 ... tableau-9 run row by row (tableau-1 to 3 the top row);
the cards the game does not use lie in discard-1.  ``square()`` writes a position from
three rows of card codes."""

import pytest

import engine
from engine import Move, cards
from engine.games.caesar import LINES, fifteens, values
from engine.solver.games.caesar import FINISHED, exchanges_left
from tests.helpers.positions import refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

PLACES = [f"tableau-{n}" for n in range(1, 10)]


def square_text(*rows: str) -> str:
    codes = " ".join(rows).split()
    return "\n".join(f"{place}: {code}" for place, code in zip(PLACES, codes, strict=True))


def square(*rows: str) -> engine.Game:
    return engine.game_from_text("caesar", square_text(*rows))


# The book's picture: three fifteens made, the middle row, the middle column and a
# diagonal.
PICTURE = ("7H 8S 3D", "5C 6H 4S", "9D AC 2H")
# One exchange from the finished square 2 7 6 / 9 5 1 / 4 3 8: the 2 and the 8 crossed.
ONE_OFF = ("8C 7D 6H", "9S 5C AD", "4H 3S 2D")
FINISHED_SQUARE = ("2C 7D 6H", "9S 5C AD", "4H 3S 8D")

GAME = "caesar"
# The solver's small positions are squares no deal makes, of repeated cards, so that a
# plain search of every order of them is short (nine different cards have 362 880).
# Four fives, four sixes and a seven add up to 51, not 45: no three rows make fifteen.
# Three each of four, five and six, one exchange from 6 4 5 / 4 5 6 / 5 6 4, which makes
# all eight fifteens.
NEAR_WON = square_text("4C 6C 5C", "4C 5C 6C", "5C 6C 4C")
DEAD = square_text("5C 5C 5C", "5C 6C 6C", "6C 6C 7C")
# Three each of four, five and six can make all eight fifteens (6 4 5 / 4 5 6 / 5 6 4);
# with a three for a six they cannot.
MORE_SMALL = [
    (GAME, square_text("4C 4C 4C", "5C 5C 5C", "6C 6C 6C"), "won"),
    (GAME, square_text("5C 5C 5C", "5C 6C 6C", "6C 6C 3C"), "lost"),
]
WON_DEALS = [(GAME, deal) for deal in (1, 2, 3, 17)]


def test_a_deal_lays_one_card_of_each_rank_ace_to_nine_and_sets_the_rest_aside():
    for deal in (1, 2, 3, 40):
        game = engine.new_game("caesar", deal)
        nine = [game.piles[p][0] for p in PLACES]
        assert all(len(game.piles[p]) == 1 for p in PLACES)
        assert sorted(cards.rank(card) for card in nine) == list(range(1, 10))
        aside = game.piles["discard-1"]
        assert len(aside) == 43 and not set(aside) & set(nine)
        assert sorted(aside + tuple(nine)) == sorted(cards.new_pack(1))


def test_deals_differ_in_order_and_suits():
    deals = [tuple(engine.new_game("caesar", d).piles[p][0] for p in PLACES) for d in range(1, 21)]
    assert len(set(deals)) == 20
    assert len({tuple(values_of(d)) for d in deals}) > 10
    assert len({card[-1] for d in deals for card in d}) == 4


def values_of(nine):
    return [cards.rank(card) for card in nine]


def test_no_deal_starts_finished():
    for deal in range(1, 201):
        assert engine.new_game("caesar", deal).status == "playing"


def test_any_two_cards_of_the_square_may_be_exchanged():
    game = square(*PICTURE)
    moves = game.legal_moves()
    assert len(moves) == 36 and {m.kind for m in moves} == {"exchange"}
    game.play(Move("exchange", "tableau-1", "tableau-9"))
    assert game.piles["tableau-1"] == ("2H",) and game.piles["tableau-9"] == ("7H",)


def test_the_exchange_is_tapped_either_way_round_and_named_from_its_earlier_place():
    game = square(*PICTURE)
    kind = game.rules.kind_of(Move("exchange", "tableau-1", "tableau-9"))
    assert set(kind.orders(Move("exchange", "tableau-1", "tableau-9"))) == {
        ("tableau-1", "tableau-9"),
        ("tableau-9", "tableau-1"),
    }
    assert "earlier place" in refusal(game, Move("exchange", "tableau-9", "tableau-1"))


def test_the_cards_set_aside_take_no_part():
    game = engine.new_game("caesar", 1)
    move = Move("exchange", "discard-1", "tableau-1")
    assert "set aside" in refusal(game, move)


def test_the_books_picture_makes_three_fifteens():
    game = square(*PICTURE)
    assert fifteens(game.table) == 3
    assert game.rules.counters(game.table) == ["Fifteens: 3 of 8"]
    assert game.status == "playing"


def test_an_ace_counts_one_and_the_square_is_won_when_all_eight_lines_make_fifteen():
    game = square(*ONE_OFF)
    assert game.status == "playing"
    game.play(Move("exchange", "tableau-1", "tableau-9"))
    assert game.status == "won"
    assert fifteens(game.table) == 8


def test_six_lines_of_fifteen_are_not_enough():
    # The middle row, middle column and both diagonals still make fifteen.
    game = square(*ONE_OFF)
    assert 0 < fifteens(game.table) < 8 and game.status == "playing"


def test_the_eight_lines_are_three_rows_three_columns_and_two_diagonals():
    assert len(LINES) == 8 and len(set(LINES)) == 8
    assert (0, 4, 8) in LINES and (2, 4, 6) in LINES


def test_the_solver_knows_the_eight_finished_squares_and_heads_for_the_nearest():
    assert len(set(FINISHED)) == 8
    for finished in FINISHED:
        codes = [cards.code(value, "C") for value in finished]
        rows = [" ".join(codes[r : r + 3]) for r in (0, 3, 6)]
        assert square(*rows).status == "won"
    assert exchanges_left(values(square(*ONE_OFF).table)) == 1
    assert exchanges_left(values(square(*FINISHED_SQUARE).table)) == 0


@pytest.mark.parametrize("deal", range(1, 11))
def test_every_deal_is_won_by_the_solver_in_at_most_eight_exchanges(deal):
    game = engine.new_game("caesar", deal)
    verdict = engine.solve(game)
    assert verdict.result == "won" and 1 <= len(verdict.moves) <= 8


class TestSolver(SolverChecks, WonDeals):
    """The solver on Caesar's positions."""
