"""The House in the Wood, rule by rule, on positions written as diagrams (engine/notation.py),
and the solver on its own positions and on real deals.

A packet is written from its first-dealt (lowest) card to its uppermost, available card.
``@redeals_left`` and ``@deal`` are the counters the games keep."""

import pytest

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import UP, done, packets, run
from tests.helpers.solver_checks import SolverChecks, WonDeals


# The House in the Wood -----------------------------------------------------------------------
def wood(text: str) -> engine.Game:
    return engine.game_from_text("house-in-the-wood", text)


def test_the_wood_deals_both_packs_in_thirty_five_packets_the_last_of_two():
    pack = shuffled_pack(3, cards.new_pack(2))
    game = engine.new_game("house-in-the-wood", 3)
    assert len(packets(game)) == 35
    for n, stack in enumerate(packets(game)):
        expected = tuple(pack[3 * n : 3 * n + 3])
        assert len(expected) == (2 if n == 34 else 3)
        assert expected[: len(stack)] == stack  # what is missing went up: aces
    up = [c for n in range(1, 9) for c in game.piles[f"foundation-{n}"]]
    assert all(cards.rank(c) == 1 for c in up)
    assert game.table.var("redeals_left") == 2


def test_the_woods_thirty_six_packets_variant_deals_the_last_two_cards_singly():
    pack = shuffled_pack(3, cards.new_pack(2))
    game = engine.new_game("house-in-the-wood", 3, "thirty-six-packets")
    stacks = packets(game)
    assert len(stacks) == 36
    assert stacks[33] == tuple(pack[99:102])
    assert stacks[34] in ((pack[102],), ()) and stacks[35] in ((pack[103],), ())
    plans = game.rules.arrangements.plans()
    assert all({place.pile for place in plan.places} == set(game.piles) for plan in plans)
    with pytest.raises(ValueError):
        engine.new_game("house-on-the-hill", 3, "thirty-six-packets")


def test_in_the_wood_both_aces_of_a_suit_start_foundations_and_ties_are_the_players():
    game = wood(
        "foundation-1: AH 2H\nfoundation-2: AH 2H\ntableau-1: 9C AC\ntableau-2: 5S 3H\n"
        "tableau-3: 7D\ntableau-4: 7D\ntableau-5: 6D\n@redeals_left 2"
    )
    targets = {m.target for m in game.legal_moves() if m.source == "tableau-2"}
    assert targets == {"foundation-1", "foundation-2"}
    assert {m.target for m in game.legal_moves() if m.source == "tableau-5"} == {
        "tableau-3",
        "tableau-4",
    }
    game.play(Move("move", "tableau-2", "foundation-2"))
    assert game.piles["foundation-2"] == ("AH", "2H", "3H")


def test_in_the_wood_a_card_may_shuttle_between_twins_but_that_alone_is_lost():
    shuttle = "foundation-1: AC\ntableau-1: 2C 7D\ntableau-2: 7D 6D\n@redeals_left 0"
    game = wood(shuttle)
    assert game.legal_moves() and game.status == "lost"
    # With a re-deal left the player can still go on.
    assert wood(shuttle.replace("@redeals_left 0", "@redeals_left 1")).status == "playing"
    # Where a marriage frees a card for a foundation, the game goes on.
    game = wood("foundation-1: AC\ntableau-1: 2C 6D\ntableau-2: 7D\n@redeals_left 0")
    assert game.status == "playing"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "house-in-the-wood"

COMPLETE = [run(suit, UP) for suit in "CDHSCDHS"]

# The knave of hearts covers the ten: married onto the queen, it frees it.
NEAR_WON = done(COMPLETE, foundation_3="9H") + "tableau-1: TH JH\ntableau-2: KH QH\n@redeals_left 0"

# The king of hearts covers the two for good (no re-deal left); the other hearts can
# still marry down onto the queen, one after another.
DEAD = (
    done(COMPLETE, foundation_3="AH")
    + "tableau-1: 2H KH\ntableau-2: QH\ntableau-3: 3H 4H 5H 6H 7H 8H 9H TH JH\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # Two knaves of hearts, one over each ten: each goes onto a queen to free its ten.
    (
        "house-in-the-wood",
        done(COMPLETE, foundation_3="9H", foundation_7="9H")
        + "tableau-1: TH JH\ntableau-2: TH JH\ntableau-3: KH QH\ntableau-4: KH QH\n"
        "@redeals_left 0",
        "won",
    ),
]

WON_DEALS = [("house-in-the-wood", 8), ("house-in-the-wood", 9)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The House in the Wood's positions."""
