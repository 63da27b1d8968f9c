"""Fortress, rule by rule, on positions written as diagrams.

Rows are written from their inner end (by the foundations) to their outer end, so the
last card of a row is its outside, available card: in the left group (tableau-1..5)
the leftmost card on the table, in the right group (tableau-6..10) the rightmost."""

import pytest

import engine
from engine import Move, cards
from engine.notation import format_table
from tests.helpers.positions import (
    TWO_UNDER_FOUR,
    UP,
    done,
    on_blockers,
    run,
)
from tests.helpers.solver_checks import LostDeals, SolverChecks, WonDeals

NEAR_WIN = """
foundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC
foundation-2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
foundation-3: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation-4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
tableau-3: KC
"""


def position(text: str) -> engine.Game:
    return engine.game_from_text("fortress", text)


def moves_of(game: engine.Game) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in game.legal_moves()}


def test_the_deal_makes_two_groups_of_five_rows_with_one_long_row_each():
    piles = engine.new_game("fortress", 17).piles
    lengths = [len(piles[f"tableau-{n}"]) for n in range(1, 11)]
    assert lengths == [5, 5, 5, 5, 6, 5, 5, 5, 5, 6]
    assert all(not piles[f"foundation-{n}"] for n in range(1, 5))


def test_the_deal_runs_across_both_groups_row_by_row():
    from engine.prng import shuffled_pack

    pack = shuffled_pack(17, cards.new_pack(1))
    piles = engine.new_game("fortress", 17).piles
    # Row one of the left group is dealt left to right, i.e. from its outer end inward.
    assert piles["tableau-1"] == tuple(reversed(pack[0:5]))
    assert piles["tableau-6"] == tuple(pack[5:10])
    # The last two cards extend the bottom rows at their outer ends.
    assert piles["tableau-5"][-1] == pack[50]
    assert piles["tableau-10"][-1] == pack[51]


def test_only_the_outside_card_of_a_row_is_available():
    game = position("tableau-1: AH 5S\ntableau-6: 2C 7D")
    # The ace of hearts is covered by the five of spades outside it: no play.
    assert game.legal_moves(), "the outside cards can still move"
    assert all(m.card != "AH" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "foundation-1"))


def test_aces_start_foundations_and_build_up_in_suit():
    game = position("tableau-1: 2H AH\ntableau-2: 3H\ntableau-6: 2S")
    assert ("tableau-1", "foundation-1") in moves_of(game)
    game.play(Move("move", "tableau-1", "foundation-1"))
    # The two of spades does not follow the ace of hearts; the two of hearts does.
    assert ("tableau-6", "foundation-1") not in moves_of(game)
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.piles["foundation-1"] == ("AH", "2H", "3H")


def test_an_ace_goes_to_the_first_free_foundation_space():
    game = position("foundation-1: AC\ntableau-1: AD")
    targets = [m.target for m in game.legal_moves() if m.target.startswith("foundation")]
    assert targets == ["foundation-2"]


def test_a_foundation_refuses_a_card_out_of_order_with_a_reason():
    game = position("foundation-1: AC 2C\ntableau-1: 4C\ntableau-2: 9D")
    with pytest.raises(engine.IllegalMove, match="three of clubs"):
        game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["tableau-1"] == ("4C",)


def test_marriages_follow_suit_up_or_down_across_the_groups():
    game = position("tableau-1: 7H\ntableau-6: 8H\ntableau-7: 6H\ntableau-8: 8S")
    legal = moves_of(game)
    assert ("tableau-1", "tableau-6") in legal  # down onto the eight
    assert ("tableau-1", "tableau-7") in legal  # up onto the six
    assert ("tableau-6", "tableau-1") in legal
    assert ("tableau-1", "tableau-8") not in legal  # eight of spades: wrong suit
    with pytest.raises(engine.IllegalMove, match="own suit"):
        game.play(Move("move", "tableau-1", "tableau-8"))


def test_no_marriage_joins_king_and_ace():
    game = position("tableau-1: KS\ntableau-2: AS\ntableau-3: 5D\ntableau-4: 9C")
    assert ("tableau-2", "tableau-1") not in moves_of(game)
    assert ("tableau-1", "tableau-2") not in moves_of(game)


def test_a_lane_takes_any_available_card_which_is_then_built_on():
    game = position("tableau-1: 9C 4D\ntableau-2: 7S\ntableau-6: 5D")
    assert ("tableau-1", "tableau-3") in moves_of(game)
    game.play(Move("move", "tableau-1", "tableau-3"))
    assert game.piles["tableau-3"] == ("4D",)
    game.play(Move("move", "tableau-6", "tableau-3"))
    assert game.piles["tableau-3"] == ("4D", "5D")
    assert game.table.top("tableau-3") == "5D"


def test_a_sequence_is_reversed_through_a_lane_one_card_at_a_time():
    game = position("tableau-1: 4S 3S 2S\ntableau-2: 9D\ntableau-6: KH")
    # Nothing moves two cards at once.
    assert all(m.count == 1 for m in game.legal_moves())
    for _ in range(3):
        game.play(Move("move", "tableau-1", "tableau-3"))
    assert game.piles["tableau-3"] == ("2S", "3S", "4S")


def test_nothing_comes_back_from_a_foundation():
    game = position("foundation-1: AC 2C\ntableau-1: 3D")
    assert all(m.source != "foundation-1" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="stays there"):
        game.play(Move("move", "foundation-1", "tableau-2"))


def test_the_last_card_up_wins_and_a_blocked_game_is_lost():
    game = position(NEAR_WIN)
    assert game.status == "playing"
    game.play(Move("move", "tableau-3", "foundation-1"))
    assert game.status == "won"
    assert game.legal_moves() == []

    # Every row is occupied (no lane), no top card suits a foundation or another top.
    blocked = position(
        "tableau-1: AH 2H\ntableau-2: AD 2D\ntableau-3: AC 2C\ntableau-4: AS 2S\n"
        "tableau-5: 5H\ntableau-6: 5D\ntableau-7: 5C\ntableau-8: 5S\ntableau-9: 9H\ntableau-10: 9D"
    )
    assert blocked.legal_moves() == []
    assert blocked.status == "lost"


def test_an_illegal_move_changes_nothing():
    game = position("tableau-1: 7H\ntableau-6: 8S")
    before = format_table(game.table)
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "tableau-6"))
    assert format_table(game.table) == before
    assert not game.can_undo


def test_undo_and_redo_walk_the_whole_history():
    game = engine.new_game("fortress", 3)
    opening = game.piles
    played = []
    for _ in range(4):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[0])
        played.append(game.piles)
    while game.undo():
        pass
    assert game.piles == opening
    for expected in played:
        assert game.redo()
        assert game.piles == expected
    assert game.redo() is False


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "fortress"

COMPLETE = [run(suit, UP) for suit in "CDHS"]

# The king of hearts covers the queen and must go to a lane first; the queen of
# spades must go up before the knave of hearts is free.
NEAR_WON = (
    done(COMPLETE, foundation_3="TH", foundation_4="JS")
    + "tableau-1: QH KH\ntableau-2: JH QS\ntableau-3: KS"
)

# A fragment (the clubs and diamonds never go up).
DEAD = "foundation-3: AH\n" + on_blockers(10, *TWO_UNDER_FOUR)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # One row, nine lanes: the row is reversed through the lanes.
    (
        "fortress",
        done(COMPLETE, foundation_3="TH", foundation_4="JS") + "tableau-1: KS JH QS KH QH",
        "won",
    ),
]

WON_DEALS = [("fortress", 38), ("fortress", 57)]

LOST_DEALS = [("fortress", 4), ("fortress", 8)]


class TestSolver(SolverChecks, WonDeals, LostDeals):
    """The solver on Fortress's positions."""
