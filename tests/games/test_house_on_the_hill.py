"""The House on the Hill, rule by rule, on positions written as diagrams (engine/notation.py),
and the solver on its own positions and on real deals.

A packet is written from its first-dealt (lowest) card to its uppermost, available card.
``@redeals_left`` and ``@deal`` are the counters the games keep."""

import engine
from engine import Move, cards
from tests.helpers.positions import DOWN, UP, done, marriages, packets, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals


# The House on the Hill ------------------------------------------------------------------------
def hill(text: str) -> engine.Game:
    return engine.game_from_text("house-on-the-hill", text)


def test_the_hill_starts_one_ace_and_one_king_of_each_suit_by_itself():
    for deal in range(1, 12):
        game = engine.new_game("house-on-the-hill", deal)
        for n, suit in enumerate("SHDC", 1):
            aces, kings = game.piles[f"foundation-{n}"], game.piles[f"foundation-{n + 4}"]
            assert aces[:1] in ((), (f"A{suit}",)) and kings[:1] in ((), (f"K{suit}",))
        for stack in packets(game):
            if stack and cards.rank(stack[-1]) in (1, 13):
                # An ace or a king left uppermost is a second one: its line is started.
                line = 1 if cards.rank(stack[-1]) == 1 else 5
                assert game.piles[f"foundation-{line + 'SHDC'.index(stack[-1][1])}"]


def test_on_the_hill_a_king_uppermost_goes_to_its_place_and_a_second_ace_waits():
    game = hill(
        "foundation-1: AS\ntableau-1: 9C AS 5D\ntableau-2: KS 4D\ntableau-3: 5D\n"
        "tableau-4: 3C\n@redeals_left 2"
    )
    game.play(Move("move", "tableau-2", "tableau-1"))  # the four uncovers the king
    assert game.piles["foundation-5"] == ("KS",)
    game.play(Move("move", "tableau-1", "tableau-3"))
    game.play(Move("move", "tableau-1", "tableau-3"))
    assert game.piles["tableau-1"] == ("9C", "AS")  # the second ace waits for its king line


def test_on_the_hill_marriages_go_up_or_down_in_suit_never_round_the_corner():
    game = hill(
        "foundation-1: AH\nfoundation-5: KH\ntableau-1: 6H\ntableau-2: 7H\ntableau-3: 5H\n"
        "tableau-4: KC\ntableau-5: AC\ntableau-6: 5S\n@redeals_left 2"
    )
    assert {("tableau-1", "tableau-2"), ("tableau-2", "tableau-1")} <= marriages(game)
    assert {("tableau-1", "tableau-3"), ("tableau-3", "tableau-1")} <= marriages(game)
    assert ("tableau-4", "tableau-5") not in marriages(game)
    assert ("tableau-6", "tableau-1") not in marriages(game)
    assert "one rank above or below" in refusal(game, Move("move", "tableau-6", "tableau-1"))


def test_on_the_hill_a_card_for_both_foundations_is_the_players_and_stays_up():
    game = hill(
        "foundation-3: AD 2D 3D 4D 5D 6D\nfoundation-7: KD QD JD TD 9D 8D\n"
        "tableau-1: 3S 7D\n@redeals_left 2"
    )
    plays = [m.target for m in game.legal_moves() if m.source == "tableau-1"]
    assert plays == ["foundation-3", "foundation-7"]  # the ace line first, for a tap
    game.play(Move("move", "tableau-1", "foundation-7"))
    assert "stays there" in refusal(game, Move("move", "foundation-7", "foundation-3"))


def test_on_the_hill_shuttling_marriages_alone_lose_the_game():
    text = "foundation-1: AS\ntableau-1: 3S 7D\ntableau-2: 2S 9C 8D\n@redeals_left 0"
    game = hill(text)
    assert game.legal_moves() and game.status == "lost"
    game = hill(text.replace("2S 9C 8D", "9C 8D 2S"))
    assert game.status == "playing"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "house-on-the-hill"

# The ace line (spades, hearts, diamonds, clubs), then the king line.
COMPLETE = [run(suit, UP) for suit in "SHDC"] + [run(suit, DOWN) for suit in "SHDC"]

# Marriages go both ways here; the knave onto the queen is the one that frees the ten.
NEAR_WON = done(COMPLETE, foundation_2="9H") + "tableau-1: TH JH\ntableau-2: KH QH\n@redeals_left 0"

# A fragment: the two of hearts lies under a club whose foundation is not even
# started; the five and six of spades marry back and forth for ever meanwhile.
DEAD = "foundation-2: AH\ntableau-1: 2H 7C\ntableau-2: 9C 5S\ntableau-3: 6S\n@redeals_left 0"

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    (
        "house-on-the-hill",
        done(COMPLETE, foundation_2="TH") + "tableau-1: KH JH\ntableau-2: QH\n@redeals_left 0",
        "won",
    ),
]

WON_DEALS = [("house-on-the-hill", 1), ("house-on-the-hill", 8)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The House on the Hill's positions."""
