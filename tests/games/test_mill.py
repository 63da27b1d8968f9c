"""The Mill, rule by rule, on positions written as diagrams (``engine.game_from_text``):
the centre is foundation-1, the angles foundation-2 to 5 (top right, bottom right,
bottom left, top left), the wings reserve-1 to 8; the pack (stock-1) is written bottom
card first, so its last card is turned next."""

import engine
from engine import Move
from tests.helpers.positions import filled, moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

WINGS = [f"reserve-{n}" for n in range(1, 9)]
ANGLES = ["foundation-2", "foundation-3", "foundation-4", "foundation-5"]
# Cards no foundation of the diagrams below wants, for the wings a diagram leaves out.
FILLERS = ("7S", "7H", "8S", "8H", "9S", "9H", "6S", "6H")
FOUR_KINGS = "foundation-2: KC\nfoundation-3: KD\nfoundation-4: KH\nfoundation-5: KS"


def mill(text: str) -> engine.Game:
    """The position written, every wing it leaves out holding a card nobody wants."""
    return engine.game_from_text("mill", filled(text, WINGS, FILLERS, unused=True))


def plays(game: engine.Game) -> set[tuple[str, str | None, str | None]]:
    return {m for m in moves_of(game) if m[0] == "move"}


def test_the_mill_lays_an_ace_in_the_centre_and_eight_wings_round_it():
    for deal in (1, 2, 77, 1000):
        piles = engine.new_game("mill", deal).piles
        assert len(piles["foundation-1"]) == 1 and piles["foundation-1"][0][0] == "A"
        kings = [piles[a] for a in ANGLES if piles[a]]
        assert all(stack == (stack[0],) and stack[0][0] == "K" for stack in kings)
        wings = [piles[w] for w in WINGS]
        # A king dealt to a wing went to an angle and left the wing empty.
        assert sum(1 for w in wings if not w) == len(kings)
        assert not any(w and w[0][0] == "K" for w in wings)
        assert len(piles["stock-1"]) == 104 - 1 - 8
        assert sum(len(s) for s in piles.values()) == 104


def test_the_centres_ace_is_the_first_ace_in_the_pack():
    import engine.prng as prng
    from engine import cards

    pack = prng.shuffled_pack(5, cards.new_pack(2))
    first = next(card for card in pack if card[0] == "A")
    assert engine.new_game("mill", 5).piles["foundation-1"] == (first,)


def test_the_first_four_kings_go_to_the_angles_as_they_appear_the_fifth_is_an_ordinary_card():
    game = mill("foundation-1: AC\nfoundation-2: KD\nfoundation-3: KC\nstock-1: KH 5D KS")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["foundation-4"] == ("KS",) and not game.piles["talon-1"]
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["foundation-5"] == ("KH",)
    game = mill(FOUR_KINGS + "\nfoundation-1: AC 2C 3D 4H 5S 6C 7C 8C 9C TC JC QC\nstock-1: KD")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("KD",)
    assert ("move", "talon-1", "foundation-1") in plays(game)


def test_the_centre_builds_up_regardless_of_suit_and_starts_again_from_an_ace_after_the_king():
    game = mill(FOUR_KINGS + "\nfoundation-1: AC\nreserve-1: 2H\nreserve-2: 2S\nreserve-3: 3D")
    assert {("move", "reserve-1", "foundation-1"), ("move", "reserve-2", "foundation-1")} <= plays(
        game
    )
    assert ("move", "reserve-3", "foundation-1") not in plays(game)
    assert refusal(game, Move("move", "reserve-3", "foundation-1")) == (
        "The three of diamonds cannot go on that foundation: it takes a two of any suit next."
    )
    run = "AC 2C 3D 4H 5S 6C 7C 8C 9C TC JC QC KD"
    game = mill(FOUR_KINGS + f"\nfoundation-1: {run}\nreserve-1: AH\nstock-1: 4D")
    assert ("move", "reserve-1", "foundation-1") in plays(game)


def test_the_kings_build_down_regardless_of_suit():
    game = mill(FOUR_KINGS + "\nfoundation-1: AC\nreserve-1: QH\nreserve-2: JS")
    assert {("move", "reserve-1", a) for a in ANGLES} <= plays(game)
    assert not any(m[1] == "reserve-2" for m in plays(game))


def test_every_wing_card_and_the_talons_top_are_available():
    game = mill(FOUR_KINGS + "\nfoundation-1: AC\nreserve-8: 2D\ntalon-1: 2S 2H\nstock-1: 5D")
    assert {("move", "reserve-8", "foundation-1"), ("move", "talon-1", "foundation-1")} <= plays(
        game
    )
    assert ("deal", "stock-1", "talon-1") in moves_of(game)


def test_an_empty_wing_must_be_filled_first_from_the_talon_or_the_pack():
    game = mill(FOUR_KINGS + "\nfoundation-1: AC\nreserve-3: 2D\ntalon-1: 5C\nstock-1: 5D 4S")
    game.play(Move("move", "reserve-3", "foundation-1"))
    assert moves_of(game) == {
        ("move", "talon-1", "reserve-3"),
        ("deal", "stock-1", "reserve-3"),
    }
    assert refusal(game, Move("move", "reserve-1", "foundation-1")) == (
        "A wing is empty: fill it first, with the talon's top card or from the pack."
    )
    game.play(Move("deal", "stock-1", "reserve-3"))
    assert game.piles["reserve-3"] == ("4S",)
    assert ("deal", "stock-1", "talon-1") in moves_of(game)


def test_the_pack_fills_the_first_empty_wing_and_the_talon_any():
    text = FOUR_KINGS + "\nfoundation-1: AC\nreserve-2: -\nreserve-6: -\ntalon-1: 5C\nstock-1: 4S"
    game = engine.game_from_text("mill", filled(text, WINGS, FILLERS, unused=True))
    assert moves_of(game) == {
        ("move", "talon-1", "reserve-2"),
        ("move", "talon-1", "reserve-6"),
        ("deal", "stock-1", "reserve-2"),
    }


def test_a_wing_stays_empty_once_pack_and_talon_are_used_up():
    text = FOUR_KINGS + "\nfoundation-1: AC\nreserve-1: 2C\nreserve-2: 3C"
    game = engine.game_from_text("mill", filled(text, WINGS, FILLERS, unused=True))
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert not game.piles["reserve-1"]
    assert moves_of(game) == {("move", "reserve-2", "foundation-1")}


def test_a_kings_top_card_goes_to_the_centre_only_when_that_brings_a_card_into_use():
    # The centre wants a four; the king of clubs' packet shows a four; a wing holds a five.
    base = FOUR_KINGS.replace("KC", "KC QC JC TC 9C 8C 7C 6C 5C 4H")
    game = mill(base + "\nfoundation-1: AC 2C 3C\nreserve-1: 5D\nstock-1: 9D")
    assert ("move", "foundation-2", "foundation-1") in plays(game)
    game.play(Move("move", "foundation-2", "foundation-1"))
    assert game.piles["foundation-1"][-1] == "4H"
    assert ("move", "reserve-1", "foundation-1") in plays(game)
    # With no wing or talon card the move would bring into use, it is refused.
    game = mill(base + "\nfoundation-1: AC 2C 3C\nreserve-1: 9D\nstock-1: 9D")
    assert ("move", "foundation-2", "foundation-1") not in plays(game)
    assert refusal(game, Move("move", "foundation-2", "foundation-1")) == (
        "The four of hearts may go from a king to the centre only when that lets a wing or "
        "talon card be played at once."
    )


def test_a_second_transfer_from_the_same_packet_waits_for_a_wing_or_talon_play():
    base = "foundation-2: KC 6S 5H 4H\nfoundation-3: KD 5C\nfoundation-4: KH\nfoundation-5: KS"
    game = mill(base + "\nfoundation-1: AC 2C 3C\nreserve-1: 5D\nreserve-2: 6D\nstock-1: 9D")
    game.play(Move("move", "foundation-2", "foundation-1"))  # 4H: the wing's 5D comes in
    # The five of hearts would bring the wing's six into use, but must wait.
    assert ("move", "foundation-2", "foundation-1") not in plays(game)
    assert refusal(game, Move("move", "foundation-2", "foundation-1")) == (
        "Only one card at a time from a king's packet: play a wing or talon card before "
        "taking another from it."
    )
    # Another king's packet may give its card meanwhile.
    assert ("move", "foundation-3", "foundation-1") in plays(game)
    # Once a wing card is played, the first packet may give again.
    game.play(Move("move", "reserve-1", "foundation-1"))
    game.play(Move("deal", "stock-1", "reserve-1"))
    assert game.piles["foundation-1"][-1] == "5D"
    assert ("move", "foundation-3", "foundation-1") not in plays(game)


def test_nothing_goes_from_the_centre_to_a_king_and_an_angles_king_stays():
    game = mill(FOUR_KINGS + "\nfoundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nreserve-1: 9D")
    assert refusal(game, Move("move", "foundation-1", "foundation-2")) == (
        "A card played to the centre or a king stays there."
    )
    assert refusal(game, Move("move", "foundation-2", "foundation-1")) == (
        "The king at the foot of an angle stays there."
    )


def test_a_card_both_the_centre_and_a_king_take_goes_where_the_player_chooses():
    game = mill(
        FOUR_KINGS.replace("KC", "KC QC") + "\nfoundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC"
        "\nreserve-1: JD\nstock-1: 9D"
    )
    assert {("move", "reserve-1", "foundation-1"), ("move", "reserve-1", "foundation-2")} <= plays(
        game
    )


def test_there_is_no_redeal_and_the_game_is_lost_when_no_move_is_left():
    game = mill(FOUR_KINGS + "\nfoundation-1: AC\ntalon-1: 5C")
    assert moves_of(game) == set()
    assert game.status == "lost"


def test_the_mill_is_won_with_all_104_cards_on_the_five_foundations():
    one = "A 2 3 4 5 6 7 8 9 T J Q K".split()
    centre = " ".join(r + s for s in "CDHS" for r in one)
    kings = "\n".join(
        f"{angle}: " + " ".join(r + s for r in reversed(one))
        for angle, s in zip(ANGLES, "CDHS", strict=True)
    )
    game = engine.game_from_text("mill", f"foundation-1: {centre[:-3]}\n{kings}\nreserve-1: KS")
    assert game.status == "playing"
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.status == "won"


def test_a_wing_card_taken_up_while_a_wing_is_empty_says_why_it_waits():
    game = mill(FOUR_KINGS + "\nfoundation-1: AC\nreserve-3: -\nreserve-1: 2D\nstock-1: 5D")
    assert game.rules.refuse_lift(game.table, "reserve-1", 0) == (
        "A wing is empty: fill it first, with the talon's top card or from the pack."
    )


# The solver's own positions -----------------------------------------------------------
GAME = "mill"
_ONE = "A 2 3 4 5 6 7 8 9 T J Q K".split()
_KINGS = "\n".join(
    f"{angle}: " + " ".join(r + s for r in reversed(_ONE))
    for angle, s in zip(ANGLES, "CDHS", strict=True)
)
_CENTRE = "foundation-1: " + " ".join(r + s for s in "CDHS" for r in _ONE)
# The centre short of its last queen and king: the pack's queen fills an empty wing, then
# goes up, and the wing's king after it.
NEAR_WON = _KINGS + "\n" + _CENTRE[: -len(" QS KS")] + "\nreserve-1: KS\nstock-1: QS"
# The centre wants a queen; the pack's last card is a five, and every wing waits.
DEAD = (
    _KINGS
    + "\n"
    + _CENTRE[: -len(" QS KS")]
    + "\n"
    + "\n".join(f"reserve-{n}: {c}" for n, c in enumerate(FILLERS, 1))
    + "\nstock-1: 5C"
)
MORE_SMALL = [
    # The wing's queen first, then the talon's king: either order of dealing wins.
    ("mill", _KINGS + "\n" + _CENTRE[: -len(" QS KS")] + "\nreserve-1: QS\ntalon-1: KS", "won"),
]

# The solver on real deals it wins quickly (bench/results/mill.tsv).
WON_DEALS = [("mill", 3), ("mill", 8), ("mill", 10)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Mill's real deals."""
