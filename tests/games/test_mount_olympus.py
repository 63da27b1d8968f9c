"""Mount Olympus, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.helpers.positions import done, moves_of, numbered, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

# Mount Olympus ------------------------------------------------------------------------
PYRAMID_BASES = "AH 2S AD 2C AH 2S AD 2C 2H AS 2D AC 2H AS 2D AC".split()
PYRAMID = numbered("foundation", PYRAMID_BASES)


def olympus(text: str) -> engine.Game:
    """The position written over the bare pyramid (a later line for a foundation wins)."""
    return engine.game_from_text("mount-olympus", PYRAMID + "\n" + text)


def test_mount_olympus_deals_the_pyramid_a_battery_of_nine_and_a_pack_of_79():
    game = engine.new_game("mount-olympus", 12)
    piles = game.piles
    assert [piles[f"foundation-{n}"] for n in range(1, 17)] == [(c,) for c in PYRAMID_BASES]
    assert [len(piles[f"tableau-{n}"]) for n in range(1, 10)] == [1] * 9
    assert len(piles["stock-1"]) == 79 and piles["talon-1"] == ()
    assert game.rules.counters(game.table) == ["Re-deals left: 1"]


def test_the_pyramid_is_built_up_by_twos_in_suit():
    game = olympus("tableau-1: 3H\ntableau-2: 4S\ntableau-3: 2H\nstock-1: 9D")
    assert {
        ("move", "tableau-1", "foundation-1"),
        ("move", "tableau-1", "foundation-5"),  # the other ace of hearts: the player's choice
        ("move", "tableau-2", "foundation-2"),
    } <= moves_of(game)
    assert refusal(game, Move("move", "tableau-3", "foundation-1")) == (
        "The two of hearts cannot go on that foundation: it takes the three of hearts next."
    )


def test_the_battery_builds_down_by_twos_in_suit_from_the_battery_and_the_talon():
    game = olympus("tableau-1: 9H\ntableau-2: 7H\ntableau-3: 8H\ntalon-1: 7H\nstock-1: 9D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-3", "tableau-1")) == MOUNT_OLYMPUS_BUILD
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.piles["tableau-1"] == ("9H", "7H")


def test_an_empty_battery_place_takes_the_talon_top_when_the_player_likes_and_nothing_else():
    game = olympus("tableau-1: 9H\ntableau-2: -\ntalon-1: KC\nstock-1: 9D")
    assert ("move", "talon-1", "tableau-2") in moves_of(game)
    assert ("deal", "stock-1", "talon-1") in moves_of(game)  # filling is not compulsory
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "An empty battery place is filled only from the talon."
    )


def test_the_olympus_talon_is_redealt_once_unshuffled():
    game = olympus("tableau-1: 9H\ntalon-1: 5C 6C 8D\n@redeals_left 1")
    game.play(Move("redeal", "stock-1"))
    assert game.piles["stock-1"] == ("8D", "6C", "5C")  # 5C, laid first, comes first
    assert game.table.var("redeals_left") == 0
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("5C",)
    assert "already" in refusal(game, Move("redeal", "stock-1"))


def test_olympus_is_lost_when_a_card_can_only_shuttle_between_two_alike():
    game = olympus("tableau-1: 9H 7H\ntableau-2: 9H\n@redeals_left 0")
    assert game.legal_moves() and game.status == "lost"
    # With a re-deal left the game goes on.
    assert olympus("tableau-1: 9H 7H\ntableau-2: 9H\ntalon-1: 3H\n@redeals_left 0").status == (
        "playing"
    )


def test_olympus_is_won_with_the_pyramid_complete():
    lines = [
        f"foundation-{n}: "
        + " ".join(engine.cards.code(r, base[1]) for r in range(engine.cards.rank(base), 14, 2))
        for n, base in enumerate(PYRAMID_BASES, 1)
    ]
    assert engine.game_from_text("mount-olympus", "\n".join(lines)).status == "won"


MOUNT_OLYMPUS_BUILD = (
    "On the battery a card goes on the card of its own suit two ranks above it "
    "(a seven on a nine); an empty place takes only the talon's top card."
)


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "mount-olympus"

# The pyramid's left leg from the apex down, then its right leg.
COMPLETE = [
    run(suit, range(1 + (level + leg) % 2, 14, 2))
    for leg in (0, 1)
    for level, suit in enumerate("HSDCHSDC")
]

# The knave of hearts on the king must go up first.
NEAR_WON = done(COMPLETE, foundation_1="9H") + "tableau-1: KH JH\n@redeals_left 0"

# A fragment: the seven of hearts may go back and forth between the two nines, and
# the three its foundation wants never comes.
DEAD = (
    "\n".join(
        f"foundation-{n}: {card}"
        for n, card in enumerate("AH 2S AD 2C AH 2S AD 2C 2H AS 2D AC 2H AS 2D AC".split(), 1)
    )
    + "\ntableau-1: 9H 7H\ntableau-2: 9H\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The king covers the knave on the talon: it goes to an empty battery place first.
    (
        "mount-olympus",
        done(COMPLETE, foundation_1="9H") + "talon-1: JH KH\n@redeals_left 0",
        "won",
    ),
]

WON_DEALS = [("mount-olympus", 1), ("mount-olympus", 2)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Mount Olympus's positions."""
