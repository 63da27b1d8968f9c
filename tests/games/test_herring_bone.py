"""The Herring-Bone, rule by rule, on positions written as diagrams.

tableau-1 is the herring-bone (its first card dealt first, the available card last);
reserve-1..4 the left side scenes, reserve-5..8 the right, reserve-9..12 the bars (left
top, left bottom, right top, right bottom); foundation-1..4 the descending foundations
on the left, foundation-5..8 the ascending on the right.  ``@base`` is the foundations'
rank.
"""

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import done, moves_of, refusal, run, won_only_with_a_redeal
from tests.helpers.solver_checks import SolverChecks, WonDeals

GAME = "herring-bone"
SCENES = [f"reserve-{n}" for n in range(1, 9)]
BARS = [f"reserve-{n}" for n in range(9, 13)]
# Side scenes and bars full of cards the foundations of these diagrams (from the eight)
# do not want.
FULL = "\n".join(f"{place}: 3C" for place in SCENES + BARS)


def herring_bone(text: str, *, full: bool = True) -> engine.Game:
    return engine.game_from_text(GAME, text + ("\n" + FULL if full else ""))


def without(text: str, *places: str) -> str:
    return "\n".join(line for line in text.splitlines() if line.split(":")[0] not in places)


def test_the_deal_lays_the_bone_the_side_scenes_the_bars_and_the_first_foundation():
    game = engine.new_game(GAME, 5)
    pack = shuffled_pack(5, cards.new_pack(2))
    piles = game.piles
    assert piles["tableau-1"] == tuple(pack[:28])
    assert [piles[p] for p in SCENES + BARS] == [(c,) for c in pack[28:40]]
    assert piles["foundation-5"] == (pack[40],)  # the 41st card, on the ascending side
    assert game.table.var("base") == cards.rank(pack[40])
    assert len(piles["stock-1"]) == 63 and piles["stock-1"][-1] == pack[41]


def test_only_the_bones_last_card_is_available_and_an_empty_bar_takes_it():
    game = herring_bone(
        without(FULL, "reserve-9")
        + "\nfoundation-5: 8H\ntableau-1: 5D 9H 4S\nreserve-9: 9H\nstock-1: 2C\n@base 8",
        full=False,
    )
    assert ("move", "reserve-9", "foundation-5") in moves_of(game)
    assert ("move", "tableau-1", "foundation-5") not in moves_of(game)  # the 4♠ is on top
    game.play(Move("move", "reserve-9", "foundation-5"))
    # The bar takes the herring-bone's available card, the 4♠; the 9♥ is freed.
    assert game.piles["reserve-9"] == ("4S",) and game.piles["tableau-1"] == ("5D", "9H")
    assert ("move", "tableau-1", "foundation-5") not in moves_of(game)  # it wants the 10♥
    assert game.rules.foundations(game.table)["foundation-5"].wants(("8H", "9H")) == "TH"


def test_a_foundation_card_from_the_pack_is_placed_by_the_program_ascending_first():
    game = herring_bone("foundation-5: 8H\ntableau-1: 5D\nstock-1: 2C 8S 8S 8H\n@base 8")
    game.play(Move("deal", "stock-1", "foundation-1"))  # the second eight of hearts
    assert game.piles["foundation-1"] == ("8H",)  # the other side: descending
    game.play(Move("deal", "stock-1", "foundation-6"))
    assert game.piles["foundation-6"] == ("8S",)  # a new suit: ascending
    game.play(Move("deal", "stock-1", "foundation-2"))
    assert game.piles["foundation-2"] == ("8S",)


def test_a_foundation_card_in_the_tableau_goes_to_the_side_the_player_chooses():
    game = herring_bone(
        without(FULL, "reserve-1") + "\nreserve-1: 8S\nfoundation-5: 8H\ntableau-1: 5D\n"
        "stock-1: 2C\n@base 8",
        full=False,
    )
    choices = {str(m) for m in game.legal_moves() if m.source == "reserve-1"}
    assert choices == {
        "8\u2660 to start an ascending foundation (right)",
        "8\u2660 to start a descending foundation (left)",
    }
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["foundation-1"] == ("8S",)
    # The second eight of hearts may only start the descending side.
    game = herring_bone(
        without(FULL, "reserve-1") + "\nreserve-1: 8H\nfoundation-5: 8H\ntableau-1: 5D\n"
        "stock-1: 2C\n@base 8",
        full=False,
    )
    assert {m.target for m in game.legal_moves() if m.source == "reserve-1"} == {"foundation-1"}
    assert refusal(game, Move("move", "reserve-1", "foundation-6")) == (
        "The hearts have their foundation on that side already: this one starts the other side."
    )


def test_the_foundations_run_round_the_corner():
    up = "QD KD"  # from the queen: ... king, then the ace
    down = "QD JD"
    game = herring_bone(
        without(FULL, "reserve-1", "reserve-2")
        + f"\nreserve-1: AD\nreserve-2: TD\nfoundation-5: {up}\nfoundation-1: {down}\n"
        "tableau-1: 5S\nstock-1: 2C\n@base 12",
        full=False,
    )
    legal = {str(m) for m in game.legal_moves()}
    assert "A\u2666 on the ascending \u2666 foundation (right)" in legal
    assert "10\u2666 on the descending \u2666 foundation (left)" in legal


def test_an_empty_side_scene_takes_the_packs_next_card_first_or_the_talons_top():
    game = herring_bone(
        without(FULL, "reserve-3", "reserve-6")
        + "\nfoundation-5: 8H\ntableau-1: 5D\ntalon-1: 4C\nstock-1: 2C 6C\n@base 8",
        full=False,
    )
    legal = moves_of(game)
    assert ("deal", "stock-1", "reserve-3") in legal  # the first empty side scene
    assert ("move", "talon-1", "reserve-6") in legal
    assert ("deal", "stock-1", "talon-1") not in legal
    game.play(Move("deal", "stock-1", "reserve-3"))
    assert game.piles["reserve-3"] == ("6C",)
    full = herring_bone("foundation-5: 8H\ntableau-1: 5D\ntalon-1: 4C\nstock-1: 2C\n@base 8")
    assert refusal(full, Move("move", "talon-1", "reserve-2")) == (
        "A side scene holds one card: only an empty one is filled."
    )


def test_a_bar_takes_only_the_bones_card_and_stays_empty_once_the_bone_is_out():
    game = herring_bone(
        without(FULL, "reserve-9", "reserve-10")
        + "\nreserve-9: 9H\nfoundation-5: 8H\ntalon-1: 4C\nstock-1: 2C\n@base 8",
        full=False,
    )
    assert refusal(game, Move("move", "talon-1", "reserve-10")) == (
        "An empty bar is filled by the program, with the herring-bone's card."
    )
    game.play(Move("move", "reserve-9", "foundation-5"))
    assert game.piles["reserve-9"] == ()  # no herring-bone left to fill it


def test_a_top_card_is_exchanged_to_the_other_foundation_of_its_suit_not_straight_back():
    game = herring_bone(
        "foundation-5: 8H 9H TH\nfoundation-1: 8H 7H 6H 5H 4H 3H 2H AH KH QH JH\n"
        "tableau-1: 5D\nstock-1: 2C\n@base 8"
    )
    swaps = [m for m in game.legal_moves() if m.kind == "exchange"]
    assert [str(m) for m in swaps] == [
        "Exchange the 10\u2665 from the ascending \u2665 foundation (right) "
        "to the descending \u2665 foundation (left)",
        "Exchange the J\u2665 from the descending \u2665 foundation (left) "
        "to the ascending \u2665 foundation (right)",
    ]
    game.play(swaps[0])
    assert game.piles["foundation-1"][-1] == "TH"
    assert ("exchange", "foundation-1", "foundation-5") not in moves_of(game)  # not back
    assert ("exchange", "foundation-5", "foundation-1") in moves_of(game)  # the 9♥ on
    assert refusal(game, Move("exchange", "foundation-1", "foundation-5")) == (
        "The ten of hearts was just exchanged: it may not go straight back."
    )
    game.play(Move("deal", "stock-1", "talon-1"))  # another move: it may go back now
    assert ("exchange", "foundation-1", "foundation-5") in moves_of(game)


def test_the_talon_is_shuffled_and_redealt_twice_once_the_pack_is_out():
    game = herring_bone(
        "foundation-5: 8H\ntableau-1: 5D\ntalon-1: 2C 3D 4S\n@base 8\n@deal 9\n@redeals_left 2"
    )
    assert ("redeal", "stock-1", None) in moves_of(game)
    game.play(Move("redeal", "stock-1"))
    assert sorted(game.piles["stock-1"]) == ["2C", "3D", "4S"] and not game.piles["talon-1"]
    assert game.piles["stock-1"] == tuple(reversed(shuffled_pack(9, ["2C", "3D", "4S"], stream=1)))
    for _ in range(3):
        game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("redeal", "stock-1"))
    for _ in range(3):
        game.play(Move("deal", "stock-1", "talon-1"))
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt twice already: no re-deal is left."
    )
    assert game.status == "lost"


def test_the_game_is_lost_when_only_exchanges_are_left():
    stuck = herring_bone(
        "foundation-5: 8H 9H TH\nfoundation-1: 8H 7H 6H 5H 4H 3H 2H AH KH QH JH\n"
        "tableau-1: 5D\n@base 8\n@redeals_left 0"
    )
    assert stuck.legal_moves() and stuck.status == "lost"


def test_the_german_herring_bone_holds_no_two_cards_alike():
    for deal in range(1, 30):
        game = engine.new_game(GAME, deal, "herring-bone-german")
        bone = game.piles["tableau-1"]
        assert len(set(bone)) == 28
        assert sorted(c for stack in game.piles.values() for c in stack) == sorted(
            cards.new_pack(2)
        )


# The solver's positions (tests/helpers/solver_checks.py) --------------------

# From the eights (``@base 8``): the descending foundations of spades, hearts, diamonds,
# clubs on the left, then the ascending, each round the corner.
COMPLETE = [run(suit, [*range(8, 0, -1), *range(13, 8, -1)]) for suit in "SHDC"] + [
    run(suit, [*range(8, 14), *range(1, 8)]) for suit in "SHDC"
]
EIGHTS = "@base 8\n@redeals_left 0\n"
NINES = "".join(f"reserve-{n}: 9S\n" for n in range(1, 13))  # cards no foundation wants

# The six of spades on the herring-bone, the seven in a side scene.
NEAR_WON = done(COMPLETE, foundation_5="5S") + "tableau-1: 6S\nreserve-1: 7S\n" + EIGHTS

# A fragment: the seven of spades buries the six in the herring-bone; the talon's nine may
# only go to the empty side scene.
DEAD = (
    done(COMPLETE, foundation_5="5S")
    + NINES.replace("reserve-1: 9S\n", "")
    + "tableau-1: 6S 7S\ntalon-1: 9S\n"
    + EIGHTS
)

# The seven of spades covers the six on the talon: the re-deal turns them again, and
# either order plays both; with none left, the side scenes full, nothing moves.
MORE_SMALL = [
    *won_only_with_a_redeal(
        GAME, done(COMPLETE, foundation_5="5S") + NINES + "talon-1: 6S 7S\n@base 8\n@deal 1"
    ),
]

WON_DEALS = [(GAME, 32), (GAME, 148)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on the Herring-Bone's positions."""
