"""La Belle Lucie, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

A packet is written from its first-dealt (lowest) card to its uppermost, available card.
``@redeals_left`` and ``@deal`` are the counters the games keep."""

import pytest

import engine
from engine import Move, cards
from engine.mechanics.packets import in_packets
from engine.prng import shuffled_pack
from tests.helpers.positions import UP, done, marriages, packets, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

REDEAL = Move("redeal", None, None)


def position(text: str, game_id: str = "belle-lucie") -> engine.Game:
    return engine.game_from_text(game_id, text)


# La Belle Lucie: the deal --------------------------------------------------------------
@pytest.mark.parametrize("deal", [1, 7, 2024, 4294967295])
def test_the_pack_is_dealt_in_threes_with_a_last_packet_of_one(deal):
    pack = shuffled_pack(deal, cards.new_pack(1))
    game = engine.new_game("belle-lucie", deal)
    played = [card for n in range(1, 5) for card in game.piles[f"foundation-{n}"]]
    # Put the aces the rules played back on their packets: the book's deal reappears.
    for n, stack in enumerate(packets(game)):
        expected = tuple(pack[3 * n : 3 * n + 3])
        assert expected[: len(stack)] == stack
        assert all(card in played for card in expected[len(stack) :])
    assert len(pack[51:]) == 1 and game.table.var("redeals_left") == 2


def test_aces_uppermost_go_to_the_foundations_by_themselves_at_the_deal():
    for deal in range(1, 40):
        game = engine.new_game("belle-lucie", deal)
        assert not any(cards.rank(stack[-1]) == 1 for stack in packets(game) if stack)
        for n in range(1, 5):
            assert all(cards.rank(c) == 1 for c in game.piles[f"foundation-{n}"])


def test_an_ace_uncovered_by_a_move_goes_up_at_once_and_frees_the_card_below():
    game = position(
        """
        foundation-1: AH 2H
        tableau-1: KS AC 5D
        tableau-2: 6D
        tableau-3: 9C
        """
    )
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert game.piles["foundation-2"] == ("AC",)
    assert game.piles["tableau-1"] == ("KS",)


# Marriages --------------------------------------------------------------------------------
def test_a_card_marries_only_the_next_higher_card_of_its_suit():
    game = position(
        """
        foundation-1: AH
        tableau-1: 9C 6H
        tableau-2: 5H
        tableau-3: 4H
        tableau-4: 5S
        tableau-5: QD KD
        """
    )
    # The five of hearts on the six, the four on the five: never up, never across suits.
    assert marriages(game) == {("tableau-2", "tableau-1"), ("tableau-3", "tableau-2")}
    assert "next higher card of its own suit" in refusal(
        game, Move("move", "tableau-2", "tableau-3")
    )
    assert "next higher card of its own suit" in refusal(
        game, Move("move", "tableau-4", "tableau-1")
    )


def test_a_king_goes_only_to_a_foundation():
    game = position("foundation-1: AD 2D\ntableau-1: KD\ntableau-2: 3S\ntableau-3: QS")
    assert ("tableau-1", "tableau-2") not in marriages(game)
    assert "next higher card of its own suit" in refusal(
        game, Move("move", "tableau-1", "tableau-2")
    )


def test_only_the_uppermost_card_moves_and_one_card_at_a_time():
    game = position("tableau-1: 5H 7C\ntableau-2: 6H\ntableau-3: 8C")
    assert marriages(game) == {("tableau-1", "tableau-3")}
    assert "one at a time" in refusal(game, Move("move", "tableau-1", "tableau-3", 2))


def test_an_empty_packet_stays_empty():
    game = position("tableau-1: 5H 7C\ntableau-2: 6H")
    sentence = refusal(game, Move("move", "tableau-1", "tableau-5"))
    assert sentence == "An empty packet stays empty: nothing may be placed in it."
    assert game.piles["tableau-5"] == ()


def test_a_card_goes_up_on_its_foundation_by_choice():
    game = position("foundation-3: AS 2S\ntableau-1: 4C 3S\ntableau-2: 4S")
    assert Move("move", "tableau-1", "foundation-3") in game.legal_moves()
    sentence = refusal(game, Move("move", "tableau-2", "foundation-3"))
    assert "takes the three of spades next" in sentence


# Re-deals ----------------------------------------------------------------------------------
STUCK = """
foundation-1: AC 2C
tableau-1: 5D 4C 9S
tableau-2: JH 3D 7S
tableau-3: 2D
tableau-4: AS 8H
@redeals_left 2
@deal 5
"""


def test_a_redeal_waits_until_no_card_can_go_to_a_foundation():
    game = position(
        "foundation-1: AC 2C\ntableau-1: 5D 3C\ntableau-2: 2D 8H\n@redeals_left 2\n@deal 5"
    )
    assert REDEAL not in game.legal_moves()
    assert game.rules.counters(game.table) == ["Re-deals left: 2 (once no card can go up)"]
    assert "play those first" in refusal(game, REDEAL)
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert REDEAL in game.legal_moves()  # even with the seven of spades free to marry
    assert game.rules.counters(game.table) == ["Re-deals left: 2"]


def test_a_redeal_shuffles_the_tableau_into_threes_from_the_first_place():
    game = position(
        "foundation-1: AC 2C\ntableau-1: 5D 9S 4C\ntableau-5: JH 3D 7S\n"
        "tableau-9: 2D\ntableau-18: QH KH\n@redeals_left 2\n@deal 5"
    )
    before = sorted(card for stack in packets(game) for card in stack)
    game.play(REDEAL)
    after = packets(game)
    assert sorted(card for stack in after for card in stack) == before
    assert [len(stack) for stack in after] == [3, 3, 3] + [0] * 15
    assert game.table.var("redeals_left") == 1
    gathered = ["5D", "9S", "4C", "JH", "3D", "7S", "2D", "QH", "KH"]
    assert after[:3] == list(in_packets(shuffled_pack(5, gathered, 1), ["a", "b", "c"]).values())


def test_two_redeals_then_none_and_the_last_packet_holds_the_rest():
    # Nothing here can ever go up (no ace, no two of clubs): only re-deals and marriages.
    game = position(
        "foundation-1: AC\ntableau-1: 5D 9S 4C\ntableau-2: JH 3D 7S\ntableau-3: 8H QH\n"
        "tableau-4: KH 6S\n@redeals_left 2\n@deal 5"
    )
    game.play(REDEAL)
    assert [len(stack) for stack in packets(game)][:5] == [3, 3, 3, 1, 0]
    game.play(REDEAL)
    assert game.table.var("redeals_left") == 0
    assert REDEAL not in game.legal_moves()
    assert refusal(game, REDEAL) == "No re-deal is possible now."


def test_the_redeals_replay_alike_from_the_same_deal():
    one, two = position(STUCK), position(STUCK)
    one.play(REDEAL)
    two.play(REDEAL)
    assert one.piles == two.piles
    other = position(STUCK.replace("@deal 5", "@deal 6"))
    other.play(REDEAL)
    assert other.piles != one.piles


def test_an_ace_brought_up_by_a_redeal_is_played_at_once():
    for deal in range(1, 30):
        game = position(STUCK.replace("@deal 5", f"@deal {deal}"))
        game.play(REDEAL)
        assert game.piles["foundation-2"] in ((), ("AS",))
        assert all(stack[-1] != "AS" for stack in packets(game) if stack)


# Won and lost ---------------------------------------------------------------------------------
def test_the_last_card_up_wins():
    text = "\n".join(
        f"foundation-{n}: " + " ".join(cards.code(r, s) for r in range(1, 14 if s != "S" else 13))
        for n, s in enumerate("CDHS", 1)
    )
    game = position(text + "\ntableau-7: KS")
    assert game.status == "playing"
    game.play(Move("move", "tableau-7", "foundation-4"))
    assert game.status == "won"


def test_no_play_no_marriage_and_no_redeal_left_is_lost():
    game = position("foundation-1: AC\ntableau-1: 3C 5D\ntableau-2: 2C 9H\n@redeals_left 0")
    assert game.legal_moves() == [] and game.status == "lost"
    game = position("foundation-1: AC\ntableau-1: 3C 5D\ntableau-2: 2C 9H\n@redeals_left 1")
    assert game.legal_moves() == [REDEAL] and game.status == "playing"


def test_auto_play_takes_a_card_no_one_can_marry_onto():
    game = position("foundation-1: AH 2H\ntableau-1: 9C 3H\ntableau-2: 2S 4H")
    # The three of hearts is safe: the two of hearts, its only partner, is up already.
    assert game.safe_move() == Move("move", "tableau-1", "foundation-1")


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "belle-lucie"

COMPLETE = [run(suit, UP) for suit in "CDHS"]

# La Belle Lucie's re-deal shuffles the packets with the deal's own random numbers: the
# king of clubs over the queen, one deal number's shuffle turns them round and another's
# does not.
LUCIE_REDEAL = done(COMPLETE, foundation_1="JC") + "tableau-1: QC KC\n@redeals_left 1\n"

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
    ("belle-lucie", LUCIE_REDEAL + "@deal 5", "won"),
    ("belle-lucie", LUCIE_REDEAL + "@deal 1", "lost"),
]

WON_DEALS = [("belle-lucie", 17), ("belle-lucie", 18)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on La Belle Lucie's positions."""
