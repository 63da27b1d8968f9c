"""General Sedgewick, rule by rule, on positions written as diagrams (engine/notation.py), and
the solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import pytest

import engine
from engine import Move
from engine.solver.games import knowledge_for
from engine.solver.games.general_sedgewick import dead_circle
from tests.helpers.positions import done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals
from tests.helpers.solving import exhaustive_win_exists

# General Sedgewick --------------------------------------------------------------------
GAMES_SEDGEWICK = engine.GAMES["general-sedgewick"]


def sedgewick(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text("general-sedgewick", text, variant)


def test_sedgewick_deals_a_cross_and_the_sixth_card_starts_the_first_corner():
    game = engine.new_game("general-sedgewick", 1)
    table = game.table
    assert [len(table[f"tableau-{n}"]) for n in range(1, 6)] == [1] * 5
    assert len(table["foundation-1"]) == 1
    assert not any(table[f"foundation-{n}"] for n in (2, 3, 4))
    assert len(table["stock-1"]) == 46


def test_sedgewick_a_card_of_the_base_rank_in_the_cross_goes_to_the_next_corner():
    # Deal 8: the ten of diamonds starts the corners; the ten of clubs, dealt into the
    # centre of the cross, goes to the upper right corner and leaves its place empty.
    table = engine.new_game("general-sedgewick", 8).table
    assert table["foundation-1"] == ("TD",)
    assert table["foundation-2"] == ("TC",)
    assert table["tableau-3"] == ()


def test_sedgewick_a_card_of_the_base_rank_turned_from_the_pack_goes_to_its_corner():
    game = sedgewick("foundation-1: 7C\nfoundation-2: 7H\ntableau-1: 9S\nstock-1: 2D 7S")
    assert ("deal", "stock-1", "foundation-3") in moves_of(game)
    game.play(Move("deal", "stock-1", "foundation-3"))
    assert game.table["foundation-3"] == ("7S",) and game.table["talon-1"] == ()
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("2D",)


def test_sedgewick_foundations_go_round_the_corner_from_king_to_ace():
    game = sedgewick(
        "foundation-1: 7C 8C 9C TC JC QC KC\ntableau-1: AC\ntableau-2: 2C\nstock-1: 3D"
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.table["foundation-1"][-2:] == ("AC", "2C")


def test_sedgewick_a_foundation_takes_only_the_next_card_of_its_suit():
    game = sedgewick("foundation-1: 7C\ntableau-1: 8H\ntableau-2: 9C\nstock-1: 3D")
    assert refusal(game, Move("move", "tableau-1", "foundation-1")) == (
        "The eight of hearts cannot go on that foundation: it takes the eight of clubs next."
    )
    assert refusal(game, Move("move", "tableau-2", "foundation-2")) == (
        "A corner is started only by a card of the foundations' rank, by itself."
    )


def test_sedgewick_the_cross_builds_down_in_any_suit_and_not_from_ace_to_king():
    text = "foundation-1: 7C\ntableau-1: 9S\ntableau-2: 8H\ntableau-3: AD\ntableau-4: KH\n"
    game = sedgewick(text + "stock-1: 3D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert ("move", "tableau-4", "tableau-3") not in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == GAMES_SEDGEWICK.build_rule
    wrapped = sedgewick(text + "stock-1: 3D", "wrap")
    assert ("move", "tableau-4", "tableau-3") in moves_of(wrapped)


def test_sedgewick_an_empty_place_of_the_cross_takes_the_talon_top_only():
    game = sedgewick("foundation-1: 7C\ntableau-1: 9S\ntalon-1: 4D\nstock-1: 3D")
    assert ("move", "talon-1", "tableau-2") in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "An empty place of the cross is filled only from the talon."
    )
    game.play(Move("move", "talon-1", "tableau-2"))
    assert game.table["tableau-2"] == ("4D",)


def test_sedgewick_the_talon_top_may_be_placed_on_the_cross():
    game = sedgewick("foundation-1: 7C\ntableau-1: 9S\ntalon-1: 8D\nstock-1: 3D")
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.table["tableau-1"] == ("9S", "8D")


def test_sedgewick_has_no_redeal_and_is_lost_when_only_shuffling_is_left():
    # The pack is used up; the five of hearts may go to and fro between the sixes, but the
    # eight of clubs lies under a six for good.
    game = sedgewick("foundation-1: 7C\ntableau-1: 8C 6S\ntableau-2: 6D\ntableau-3: 5H")
    assert game.legal_moves()
    assert game.status == "lost"
    with_pack = sedgewick("foundation-1: 7C\ntableau-1: 8C 6S\ntableau-2: 6D\nstock-1: 5H")
    assert with_pack.status == "playing"
    assert refusal(with_pack, Move("redeal", "stock-1", None)) == (
        "There is no re-deal in General Sedgewick."
    )


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_sedgewick_every_deal_holds_the_whole_pack(deal):
    table = engine.new_game("general-sedgewick", deal).table
    assert sorted(table.all_cards()) == sorted(engine.cards.new_pack(1))


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "general-sedgewick"

# Sevens in the corners, up to the king, then from the ace to the six.
COMPLETE = [run(suit, [*range(7, 14), *range(1, 7)]) for suit in "CDHS"]

# The six of clubs on the talon must go to an empty place of the cross, so that the five
# covering the four can be placed on it.
NEAR_WON = done(COMPLETE, foundation_1="3C") + "tableau-1: 4C 5C\ntalon-1: 6C"

# The pack is used up; each four lies under a six that has no seven to go to, and the
# fives go to and fro between the sixes.
DEAD = (
    done(COMPLETE, foundation_1="3C", foundation_2="3D")
    + "tableau-1: 4C 6D\ntableau-2: 4D 6C\ntableau-3: 5C\ntableau-4: 5D"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # General Sedgewick: the six still in the pack is turned, then laid in an empty place
    # of the cross for the five to go on...
    (
        "general-sedgewick",
        done(COMPLETE, foundation_1="3C") + "tableau-1: 4C 5C\nstock-1: 6C",
        "won",
    ),
    # ...but the six over the four has nowhere to go: an empty place takes only the talon.
    (
        "general-sedgewick",
        done(COMPLETE, foundation_1="3C") + "tableau-1: 4C 6C\ntalon-1: 5C",
        "lost",
    ),
]

WON_DEALS = [("general-sedgewick", 12), ("general-sedgewick", 32)]

# Orders of going up that close a circle (engine/solver/games/general_sedgewick.py), each
# beside its twin that can still be won.  The corners start with sevens (``COMPLETE``).
CLUBS_TO_COME = "stock-1: 6C 3C 2C AC\n"
# The four of clubs has no five to go on (the five of clubs lies under it, the others are
# up): it leaves only for its corner, after the king under it.
CLUBS_CIRCLE = done(COMPLETE, foundation_1="QC") + "tableau-1: 5C KC 4C\n" + CLUBS_TO_COME
# With the five of clubs still to come, it may be laid in an empty place for the four.
CLUBS_FREE = (
    done(COMPLETE, foundation_1="QC")
    + "tableau-1: KC 4C\n"
    + CLUBS_TO_COME.replace("stock-1:", "stock-1: 5C")
)
# Nothing goes on an ace: the king of hearts over the queen never leaves but for its
# corner.  In the variant ``wrap`` it may go on the ace of hearts, laid in an empty place.
KING_CIRCLE = done(COMPLETE, foundation_3="JH") + "tableau-1: QH KH\nstock-1: 6H 5H 4H 3H 2H AH\n"

MORE_SMALL += [
    ("general-sedgewick", CLUBS_CIRCLE, "lost"),
    ("general-sedgewick", CLUBS_FREE, "won"),
    ("general-sedgewick", KING_CIRCLE, "lost"),
]


@pytest.mark.parametrize(
    "text, variant, dead",
    [
        (CLUBS_CIRCLE, None, True),
        (CLUBS_FREE, None, False),
        (KING_CIRCLE, None, True),
        (KING_CIRCLE, "wrap", False),
        (DEAD, None, True),
        (NEAR_WON, None, False),
    ],
)
def test_sedgewick_a_circle_of_cards_each_waiting_for_the_next_ends_the_search(text, variant, dead):
    # The solver gives such a position no moves; it may do so only where no line wins
    # (the exhaustive search, with no pruning, says so), and the position has moves left.
    game = sedgewick(text, variant)
    assert game.legal_moves()
    assert dead_circle(game.table, variant == "wrap") == dead
    assert (list(knowledge_for(game.rules).search_moves(game.table)) == []) == dead
    assert exhaustive_win_exists(game) != dead
    assert engine.solve(game).result == ("lost" if dead else "won")


class TestSolver(SolverChecks, WonDeals):
    """The solver on General Sedgewick's positions."""


@pytest.mark.parametrize("deal", [12, 32])
def test_sedgewick_no_position_on_a_winning_line_of_a_real_deal_is_given_up(deal, monkeypatch):
    # The winning line is found with the test switched off, so it may pass anywhere.
    monkeypatch.setattr(
        "engine.solver.games.general_sedgewick.dead_circle", lambda table, wrap=False: False
    )
    game = engine.new_game("general-sedgewick", deal)
    verdict = engine.solve(game, max_states=200_000, max_seconds=20)
    assert verdict.result == "won"
    table = game.table
    for move in verdict.moves:
        assert not dead_circle(table)
        table = game.rules.apply(table, move)
