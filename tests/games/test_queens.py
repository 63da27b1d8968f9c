"""The Queens, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
and the key likewise, their last card on top."""

import engine
from engine import Move
from tests.helpers.positions import done, filled, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

SHUTTER = [f"tableau-{n}" for n in range(1, 8)]
KING_UP = [13, *range(1, 13)]


def queens(text: str) -> engine.Game:
    """The position, with a nine of diamonds on each place of the shutter it leaves empty
    (else the program would fill them at the first move)."""
    return engine.game_from_text("queens", filled(text, SHUTTER, ["9D"] * 7))


def test_the_deal_counts_a_key_of_32_and_a_shutter_of_seven_with_the_kings_above():
    for deal in (1, 2, 3, 40):
        piles = engine.new_game("queens", deal).piles
        kings = [piles[f"foundation-{n}"] for n in range(1, 9) if piles[f"foundation-{n}"]]
        assert all(pile == (pile[0],) and pile[0][0] == "K" for pile in kings)
        assert all(len(piles[place]) == 1 and piles[place][0][0] != "K" for place in SHUTTER)
        assert piles["reserve-1"][-1][0] not in "KQ"
        assert sum(len(stack) for stack in piles.values()) == 104 and not piles["talon-1"]


def test_a_queen_on_the_key_pays_fourteen_cards_turned_over_under_the_pack():
    paying = [d for d in range(1, 60) if len(engine.new_game("queens", d).piles["reserve-1"]) < 20]
    assert paying, "some deal's key pays"
    for deal in paying:
        piles = engine.new_game("queens", deal).piles
        # The paying queen is the pack's very last card; the key lost fourteen cards (and
        # any king then on its top, gone up).
        assert piles["stock-1"][0][0] == "Q"
        assert len(piles["reserve-1"]) <= 18


def test_the_key_plays_only_to_a_foundation():
    game = queens("foundation-1: KH\ntableau-1: 6S\nreserve-1: 9D AH\nstock-1: 3C")
    assert ("move", "reserve-1", "foundation-1") in moves_of(game)
    game = queens("foundation-1: KH\ntableau-1: 6S\nreserve-1: 9D 5S\nstock-1: 3C")
    assert refusal(game, Move("move", "reserve-1", "tableau-1")) == (
        "The key's top card may only be played to a foundation."
    )


def test_foundations_go_from_the_king_through_the_ace_to_the_queen():
    game = queens("foundation-1: KS AS\ntableau-1: 2S\ntableau-2: 3S\nstock-1: 4C")
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The three of spades cannot go on that foundation: it takes the two of spades next."
    )


def test_shutter_cards_marry_downwards_in_suit_from_the_shutter_and_the_talon():
    game = queens(
        "foundation-1: KC\ntableau-1: 7H\ntableau-2: 6H\ntableau-3: 8H\ntalon-1: 6H\nstock-1: 3C"
    )
    moves = moves_of(game)
    assert {("move", "tableau-2", "tableau-1"), ("move", "talon-1", "tableau-1")} <= moves
    assert ("move", "tableau-1", "tableau-3") in moves
    assert refusal(game, Move("move", "tableau-3", "tableau-1")) == (
        "On the shutter a card goes on the card of its own suit one rank higher; the key's "
        "cards go only to the foundations."
    )


def test_an_empty_place_is_refilled_at_once_from_the_pack_a_king_going_up():
    text = "foundation-1: KC\ntableau-1: AC\ntableau-2: 9D\nstock-1: 4S KH"
    game = queens(text)
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["foundation-2"] == ("KH",)
    assert game.piles["tableau-1"] == ("4S",) and not game.piles["stock-1"]


def test_with_the_pack_used_up_a_place_is_refilled_from_the_talon():
    game = queens("foundation-1: KC\ntableau-1: AC\ntableau-2: 9D\ntalon-1: 5D 6S")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["tableau-1"] == ("6S",) and game.piles["talon-1"] == ("5D",)


def test_a_king_turned_from_the_pack_goes_to_the_next_foundation_never_the_talon():
    game = queens("foundation-1: KC\ntableau-1: 9D\nstock-1: 3C KD")
    game.play(Move("deal", "stock-1", "foundation-2"))
    assert game.piles["foundation-2"] == ("KD",) and not game.piles["talon-1"]


def test_each_queen_on_the_talon_pays_for_three_cards_from_its_bottom():
    talon = "2C 3C 4C QH 5C 6C QS 7C 8C 9C"
    game = queens(f"foundation-1: KD\ntableau-1: 9D\ntalon-1: {talon}")
    assert ("redeal", "stock-1", None) in moves_of(game)
    game.play(Move("redeal", "stock-1"))
    # Dealt first: the six bottom cards in the order laid, then the two queens.
    dealt = list(reversed(game.piles["stock-1"]))
    assert dealt == ["2C", "3C", "4C", "5C", "6C", "7C", "QH", "QS"]
    assert game.piles["talon-1"] == ("8C", "9C")


def test_with_too_few_cards_the_whole_talon_is_paid():
    game = queens("foundation-1: KD\ntableau-1: 9D\ntalon-1: 2C QH 3C")
    game.play(Move("redeal", "stock-1"))
    assert list(reversed(game.piles["stock-1"])) == ["2C", "3C", "QH"]
    assert not game.piles["talon-1"]


def test_no_payment_while_the_pack_lasts_or_without_a_queen():
    game = queens("foundation-1: KD\ntableau-1: 9D\ntalon-1: QH\nstock-1: 5C")
    assert (
        refusal(game, Move("redeal", "stock-1")) == "The queens pay only when the pack is used up."
    )
    game = queens("foundation-1: KD\ntableau-1: 9D\ntalon-1: 5H 6C")
    assert refusal(game, Move("redeal", "stock-1")) == (
        "No queen lies on the talon: there is nothing to pay."
    )
    assert game.status == "lost"


def test_a_whole_circuit_without_progress_ends_the_payments_and_the_game():
    text = "foundation-1: KD\ntableau-1: 9D\ntalon-1: 2C QH 3C"
    assert queens(text + "\n@turned_in_vain 2").status == "playing"
    game = queens(text + "\n@turned_in_vain 3")
    assert ("redeal", "stock-1", None) not in moves_of(game)
    assert game.status == "lost"


def test_turning_counts_in_vain_and_a_card_going_somewhere_starts_again():
    game = queens("foundation-1: KD AD\ntableau-1: 9H\nstock-1: 2D 5C")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table.var("turned_in_vain") == 1
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("move", "talon-1", "foundation-1"))
    assert game.table.var("turned_in_vain") == 0


# The solver ---------------------------------------------------------------------------
GAME = "queens"

COMPLETE = [run(suit, KING_UP) for suit in "CDHSCDHS"]

NEAR_WON = done(COMPLETE, foundation_1="JC") + "tableau-1: QC"

# The five of spades is wanted, and lies under the four on the talon for ever: no queen
# pays, the four marries nothing, and the eight of diamonds may only go from one nine to
# another.
DEAD = filled("foundation-1: KS AS 2S 3S\ntableau-1: 9D 8D\ntalon-1: 5S 4D", SHUTTER, ["9D"] * 7)

BLOCKED = "tableau-1: QC JC\ntalon-1: TC 5H"
PAID = "tableau-1: QC JC\ntalon-1: TC QH 5H"
MORE_SMALL = [
    # The ten of clubs lies under a five for ever: no queen pays for it.
    (
        "queens",
        filled(done(COMPLETE, foundation_1="9C") + BLOCKED, SHUTTER, ["9D"] * 7),
        "lost",
    ),
    # A queen on the talon pays for the ten under her, dealt again and played up.
    (
        "queens",
        filled(done(COMPLETE, foundation_1="9C") + PAID, SHUTTER, ["9D"] * 7),
        "won",
    ),
]


# A deal the win-rate table found won (bench/results/queens.tsv).
WON_DEALS = [("queens", 150)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on the Queens' positions."""
