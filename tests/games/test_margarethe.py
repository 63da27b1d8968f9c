"""Margarethe, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.helpers.positions import (
    done,
    filled,
    moves_of,
    numbered,
    refusal,
    run,
    won_only_with_a_redeal,
)
from tests.helpers.solver_checks import SolverChecks, WithATrap, WonDeals

# Margarethe ---------------------------------------------------------------------------
COURTS = [k + s for k in "KJQ" for s in "SHDC"]
M = numbered("foundation", COURTS)
HELPS = [f"reserve-{n}" for n in range(1, 10)]
# Cards no foundation of a fresh M wants, to fill the help places a diagram leaves out.
FILLERS = ("2S", "2H", "3S", "3H", "5S", "5H", "6S", "6H", "8S")


def margarethe(text: str, *, fill: bool = True) -> engine.Game:
    """The position written; with ``fill`` every help place not written holds a card no
    foundation wants yet."""
    if fill:
        text = filled(text, HELPS, FILLERS, unused=True)
    return engine.game_from_text("margarethe", M + "\n" + text)


def test_margarethe_deals_the_m_nine_helps_and_sends_aces_to_their_packet():
    for deal in (1, 2, 77):
        piles = engine.new_game("margarethe", deal).piles
        assert [piles[f"foundation-{n}"] for n in range(1, 13)] == [(c,) for c in COURTS]
        assert all(len(piles[f"reserve-{n}"]) == 1 for n in range(1, 10))
        helps = [piles[f"reserve-{n}"][0] for n in range(1, 10)]
        assert not any(card[0] == "A" for card in helps)
        assert len(piles["foundation-13"]) + len(piles["stock-1"]) == 31
        assert all(card[0] == "A" for card in piles["foundation-13"])


def test_a_king_takes_the_ten_a_knave_the_seven_a_queen_the_four():
    game = margarethe("reserve-1: TS\nreserve-2: 7H\nreserve-3: 4D\nreserve-4: QS\nstock-1: 9C 8C")
    assert {
        ("move", "reserve-1", "foundation-1"),
        ("move", "reserve-2", "foundation-6"),
        ("move", "reserve-3", "foundation-11"),
    } <= moves_of(game)
    assert refusal(game, Move("move", "reserve-1", "foundation-2")) == (
        "The ten of spades cannot go on that foundation: it takes the ten of hearts next."
    )


def test_a_help_card_played_is_replaced_at_once_by_the_next_card_of_the_pack():
    game = margarethe("reserve-1: TS\nstock-1: 9C 8C")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["reserve-1"] == ("8C",)
    assert game.piles["stock-1"] == ("9C",)


def test_an_ace_coming_into_a_help_place_goes_to_its_packet_and_the_next_card_follows():
    game = margarethe("reserve-1: TS\nstock-1: 9C AD")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["foundation-13"] == ("AD",)
    assert game.piles["reserve-1"] == ("9C",)


def test_turning_the_pack_lays_a_card_on_the_talon_and_an_ace_in_its_packet():
    game = margarethe("reserve-1: 5C\nstock-1: AH 9D")
    assert moves_of(game) == {("deal", "stock-1", "talon-1")}
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("9D",)
    assert moves_of(game) == {("deal", "stock-1", "foundation-13")}
    game.play(Move("deal", "stock-1", "foundation-13"))
    assert game.piles["foundation-13"] == ("AH",)


def test_the_talon_top_goes_to_a_foundation_but_never_into_the_a():
    game = margarethe("reserve-1: 5C\nstock-1: 6D\ntalon-1: 9D TH")
    assert ("move", "talon-1", "foundation-2") in moves_of(game)
    game.play(Move("move", "talon-1", "foundation-2"))
    assert refusal(game, Move("move", "talon-1", "reserve-1")) == (
        "Cards go only to the foundations: nothing is placed on the A or the talon."
    )


def test_an_empty_help_place_waits_for_the_redeal_and_is_filled_from_it():
    game = margarethe("reserve-1: TS\ntalon-1: 9C 8C\n@redeals_left 1")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["reserve-1"] == ()  # the pack is used up: never from the talon
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == "The pack is used up."
    game.play(Move("redeal", "stock-1"))
    # The talon turned over unshuffled: its first card, 9C, is dealt first, into the A.
    assert game.piles["reserve-1"] == ("9C",)
    assert game.piles["stock-1"] == ("8C",)
    assert game.table.var("redeals_left") == 0
    assert game.rules.counters(game.table) == ["Re-deals left: 0"]


def test_the_talon_is_redealt_once_only_and_only_once_the_pack_is_used_up():
    game = margarethe("reserve-1: 5C\nstock-1: 6D\ntalon-1: 9D\n@redeals_left 1")
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon may be re-dealt only when the pack is used up."
    )
    game = margarethe("reserve-1: 5C\ntalon-1: 9D\n@redeals_left 0")
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )
    assert game.status == "lost"


def test_nothing_is_placed_on_the_aces_packet_by_hand():
    game = margarethe("reserve-1: 5C\nstock-1: 6D")
    assert refusal(game, Move("move", "reserve-1", "foundation-13")) == (
        "Only aces go to the aces' packet, and they go there by themselves."
    )


def test_margarethe_is_won_with_eights_fives_and_twos_showing_and_four_aces():
    ranks = {"K": "T98", "J": "765", "Q": "432"}
    text = "\n".join(
        f"foundation-{n}: {c} " + " ".join(r + c[1] for r in ranks[c[0]])
        for n, c in enumerate(COURTS, 1)
    )
    game = engine.game_from_text("margarethe", text + "\nfoundation-13: AS AH AD AC")
    assert game.status == "won"


def test_auto_play_takes_every_card_that_suits():
    game = margarethe("reserve-1: TS\nreserve-2: 4D\nstock-1: 9C 8C")
    assert game.safe_move() in {
        Move("move", "reserve-1", "foundation-1"),
        Move("move", "reserve-2", "foundation-11"),
    }


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "margarethe"

# Kings, knaves and queens of spades, hearts, diamonds, clubs; then the aces' packet.
COMPLETE = [
    [court + suit, *run(suit, ranks)]
    for court, ranks in (("K", (10, 9, 8)), ("J", (7, 6, 5)), ("Q", (4, 3, 2)))
    for suit in "SHDC"
] + [["AS", "AH", "AD", "AC"]]

# The nine of spades on the talon must go up before the eight is turned onto it (no
# re-deal left).
NEAR_WON = done(COMPLETE, foundation_1="TS") + "talon-1: 9S\nstock-1: 8S\n@redeals_left 0"

# The eight of spades covers the nine on the talon, no re-deal left; the hearts on top
# can still go up.
DEAD = (
    done(COMPLETE, foundation_1="TS", foundation_10="QH")
    + "talon-1: 9S 8S 2H 3H 4H\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The re-deal turns the talon over: the nine, laid first, comes up first.
    *won_only_with_a_redeal("margarethe", done(COMPLETE, foundation_1="TS") + "talon-1: 9S 8S"),
]

WON_DEALS = [("margarethe", 1), ("margarethe", 2)]


class TestSolver(SolverChecks, WithATrap, WonDeals):
    """The solver on Margarethe's positions."""
