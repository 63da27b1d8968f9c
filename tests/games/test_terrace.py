"""The Terrace, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move, cards
from tests.helpers.positions import done, moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals


# The Terrace --------------------------------------------------------------------------
def terrace(text: str) -> engine.Game:
    return engine.game_from_text("terrace", text)


def test_terrace_deals_thirteen_in_a_row_and_the_player_chooses_the_first_foundation():
    game = engine.new_game("terrace", 1)
    table = game.table
    assert len(table["reserve-1"]) == 13
    offered = [table[f"tableau-{n}"][0] for n in (1, 2, 3)]
    assert moves_of(game) == {("move", f"tableau-{n}", "foundation-1") for n in (1, 2, 3)}
    assert refusal(game, Move("deal", "stock-1", "talon-1")).startswith("First choose one")
    game.play(Move("move", "tableau-2", "foundation-1"))
    table = game.table
    assert table["foundation-1"] == (offered[1],)
    # The two not chosen begin the valley, and seven more are dealt beside them.
    assert [table["tableau-1"][0], table["tableau-2"][0]] == [offered[0], offered[2]]
    assert all(len(table[f"tableau-{n}"]) == 1 for n in range(1, 10))
    assert len(table["stock-1"]) == 104 - 13 - 1 - 9
    assert sorted(table.all_cards()) == sorted(engine.cards.new_pack(2))


def test_terrace_foundations_go_up_in_alternate_colours_round_the_corner():
    game = terrace("foundation-1: 7C 8H 9S TD JC QH KS\ntableau-1: AH\ntableau-2: AC\nstock-1: 3D")
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The ace of clubs cannot go on that foundation: it takes a red ace next."
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["foundation-1"][-1] == "AH"


def test_terrace_only_the_end_card_of_the_terrace_is_available_and_only_to_a_foundation():
    game = terrace("foundation-1: 7C\nreserve-1: 8D 9H 8H\ntableau-1: 9S\nstock-1: 3D")
    assert ("move", "reserve-1", "foundation-1") in moves_of(game)
    assert ("move", "reserve-1", "tableau-1") not in moves_of(game)
    assert refusal(game, Move("move", "reserve-1", "tableau-1")) == (
        "A card of the Terrace goes only to a foundation."
    )


def test_terrace_a_card_of_the_base_rank_from_the_pack_takes_its_place_in_the_line():
    game = terrace("foundation-1: 7C\nfoundation-2: 7H\ntableau-1: 9S\nstock-1: 3D 7D")
    game.play(Move("deal", "stock-1", "foundation-3"))
    assert game.table["foundation-3"] == ("7D",)
    # One in the valley is played by the player, to the next place in the line.
    valley = terrace("foundation-1: 7C\ntableau-1: 9S 7S\nstock-1: 3D")
    assert ("move", "tableau-1", "foundation-2") in moves_of(valley)
    assert ("move", "tableau-1", "foundation-3") not in moves_of(valley)


def test_terrace_the_valley_builds_down_in_alternate_colours_and_refills_at_once():
    text = "foundation-1: 7C\ntableau-1: 9S\ntableau-2: 8H\ntableau-3: 8C\n"
    game = terrace(text + "talon-1: 5C\nstock-1: 2D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert ("move", "tableau-3", "tableau-1") not in moves_of(game)
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert game.table["tableau-2"] == ("2D",)  # from the pack
    emptied = terrace(text + "talon-1: 5C")
    emptied.play(Move("move", "tableau-2", "tableau-1"))
    assert emptied.table["tableau-2"] == ("5C",)  # the pack used up: from the talon


def test_terrace_is_lost_when_only_shuffling_is_left_and_won_when_all_are_up():
    game = terrace("foundation-1: 7C\ntableau-1: 8D 6S\ntableau-2: 6C\ntableau-3: 5H")
    assert game.legal_moves() and game.status == "lost"
    assert terrace("foundation-1: 7C\ntableau-1: 8D 6S\nstock-1: 5H").status == "playing"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "terrace"


def alternating(first: str, other: str) -> list[str]:
    """From a seven up to the six, the ace following the king, the suits taking turns."""
    return [
        cards.code(r, (first, other)[n % 2]) for n, r in enumerate([*range(7, 14), *range(1, 7)])
    ]


# The Terrace's sevens, four black then four red, up in alternate colours round the
# corner: clubs with hearts, spades with diamonds.
COMPLETE = [alternating(first, other) for first, other in ("CH", "SD", "CH", "SD")] + [
    alternating(first, other) for first, other in ("HC", "DS", "HC", "DS")
]

# The five of hearts must go on the six of clubs to free the four below it.
NEAR_WON = done(COMPLETE, foundation_1="3H") + "tableau-1: 4C 5H\ntableau-2: 6C"

# The pack is used up: each black four lies under a black six with no red seven to go to,
# and the red fives go to and fro between the sixes.
DEAD = (
    done(COMPLETE, foundation_1="3H", foundation_2="3D")
    + "tableau-1: 4C 6S\ntableau-2: 4S 6C\ntableau-3: 5H\ntableau-4: 5D"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The Terrace's end card goes up first, and the valley's five and the Terrace's six
    # follow...
    ("terrace", done(COMPLETE, foundation_1="3H") + "reserve-1: 6C 4C\ntableau-1: 5H", "won"),
    # ...but a six at the Terrace's end goes only to a foundation, and covers the four.
    ("terrace", done(COMPLETE, foundation_1="3H") + "reserve-1: 4C 6C\ntableau-1: 5H", "lost"),
]

WON_DEALS = [("terrace", 4)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Terrace's positions."""
