"""The Constitution, rule by rule, on positions written as diagrams (engine/notation.py), and
the solver on its own positions.

The places run row by row from the top-left: the Privy Council is tableau-1 to 8, the House
of Lords 9 to 16, the House of Commons 17 to 24 and the People 25 to 32.  The pack
(stock-1) is written bottom card first, so its last card is turned next."""

import engine
from engine import Move
from tests.helpers.positions import done, filled, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals


def constitution(text: str, full: int = 0) -> engine.Game:
    """The position written, the places of the first ``full`` divisions it leaves empty
    seated with black kings and queens, which never move (nothing climbs onto them in
    these positions, and they go to no foundation)."""
    places = [f"tableau-{n}" for n in range(1, 8 * full + 1)]
    return engine.game_from_text("constitution", filled(text, places, SEATED * 8))


SEATED = ["KC", "KS", "QC", "QS"]


ACES = "foundation-1: AC\nfoundation-2: AD\nfoundation-3: AH\nfoundation-4: AS\n"


def test_constitution_sets_out_the_government_and_deals_four_rows_of_eight_from_the_lowest():
    game = engine.new_game("constitution", 1)
    piles = game.piles
    assert [piles[f"foundation-{n}"] for n in range(1, 9)] == [
        ("AC",),
        ("AD",),
        ("AH",),
        ("AS",),
        ("AC",),
        ("AD",),
        ("AH",),
        ("AS",),
    ]
    # The kings and queens lie aside, the Sovereign (a queen of diamonds) on top.
    aside = piles["discard-1"]
    assert len(aside) == 16 and aside[-1] == "QD"
    assert sorted({card[0] for card in aside}) == ["K", "Q"]
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 33))
    assert len(piles["stock-1"]) == 48 and not piles["talon-1"]
    # The People were dealt first: the pack's first eight cards.
    pack = engine.new_game("constitution", 1).piles
    assert pack == piles


def test_constitution_only_the_privy_council_plays_to_the_foundations():
    game = constitution(ACES + "tableau-1: 2C\ntableau-9: 2D\ntableau-17: 9S\ntableau-25: 9S", 3)
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert ("move", "tableau-9", "foundation-2") not in moves_of(game)
    assert refusal(game, Move("move", "tableau-9", "foundation-2")) == (
        "Only the Privy Council's cards go to the foundations."
    )


def test_constitution_a_card_climbs_one_division_down_in_alternate_colours():
    game = constitution(
        ACES + "tableau-1: TS\ntableau-9: 9H\ntableau-10: 9C\ntableau-17: 9D\ntableau-25: 8C", 3
    )
    moves = moves_of(game)
    assert ("move", "tableau-9", "tableau-1") in moves  # a red nine on a black ten
    assert ("move", "tableau-10", "tableau-1") not in moves  # a black nine: same colour
    assert ("move", "tableau-17", "tableau-1") not in moves  # two divisions up
    assert ("move", "tableau-25", "tableau-17") in moves
    assert ("move", "tableau-1", "tableau-9") not in moves  # never down
    assert refusal(game, Move("move", "tableau-17", "tableau-1")) == (
        "A card climbs only to the division just above its own."
    )
    game.play(Move("move", "tableau-9", "tableau-1"))
    assert game.piles["tableau-1"] == ("TS", "9H")


def test_constitution_a_vacancy_is_filled_at_once_from_the_division_below_by_choice():
    game = constitution(
        ACES + "tableau-1: 2C\ntableau-9: 5H\ntableau-10: 6D\ntableau-17: 7S\ntableau-25: 8S",
        3,
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    # Only the filling of the Council's empty place may be made now, by any Lord.
    lords = {f"tableau-{n}" for n in range(9, 17)}
    assert {m.source for m in game.legal_moves()} == lords
    assert {m.target for m in game.legal_moves()} == {"tableau-1"}
    assert refusal(game, Move("move", "tableau-2", "foundation-2")).startswith(
        "The empty place in the Privy Council must be filled first"
    )
    game.play(Move("move", "tableau-10", "tableau-1"))
    assert game.piles["tableau-1"] == ("6D",)
    # The Lords' place left empty is filled from the Commons in turn...
    assert {m.target for m in game.legal_moves()} == {"tableau-10"}
    game.play(Move("move", "tableau-17", "tableau-10"))
    # ...and the Commons' place has one card below to fill it, which the program moves;
    # the People's place, with neither talon nor pack left, stays empty.
    assert game.piles["tableau-10"] == ("7S",)
    assert game.piles["tableau-17"] == ("8S",)
    assert not game.piles["tableau-25"]


def test_constitution_a_card_taken_from_a_packet_of_several_ends_the_filling():
    game = constitution(
        ACES + "tableau-1: 2C\ntableau-9: 5H\ntableau-10: KD 6D\ntableau-17: 7S\ntableau-25: 8S",
        3,
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("move", "tableau-10", "tableau-1"))
    assert game.piles["tableau-10"] == ("KD",) and game.piles["tableau-17"] == ("7S",)
    assert ("deal", "stock-1", "talon-1") not in moves_of(game)  # the pack is empty


def test_constitution_the_people_are_filled_from_the_talon_before_the_pack():
    game = constitution(
        ACES + "tableau-1: TS\ntableau-9: 9H\ntableau-17: 8C\ntableau-18: 3D\n"
        "tableau-25: 7D\ntalon-1: 4H\nstock-1: 5C",
        4,
    )
    game.play(Move("move", "tableau-25", "tableau-17"))
    assert game.piles["tableau-25"] == ("4H",)
    assert game.piles["stock-1"] == ("5C",) and not game.piles["talon-1"]


def test_constitution_the_talon_only_fills_the_people():
    game = constitution(ACES + "tableau-1: TS\ntableau-25: 9H\ntalon-1: 9D\nstock-1: 5C", 4)
    assert not any(m.source == "talon-1" for m in game.legal_moves())
    assert "only fill the People" in refusal(game, Move("move", "talon-1", "tableau-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("9D", "5C")


def test_constitution_a_vacancy_waits_while_the_division_below_is_empty():
    game = constitution(ACES + "tableau-1: 2C\ntableau-2: 3C")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert moves_of(game) == {("move", "tableau-2", "foundation-1")}


def test_constitution_is_won_with_every_card_from_the_two_to_the_knave_played():
    game = constitution(done(COMPLETE, foundation_1="TC") + "tableau-1: JC")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.status == "won"


def test_constitution_the_sovereign_and_her_court_never_move():
    game = constitution(ACES + "tableau-1: TS\ndiscard-1: KC QD")
    assert "ornaments" in refusal(game, Move("move", "discard-1", "tableau-1"))


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "constitution"

COMPLETE = [run(suit, range(1, 12)) for suit in "CDHSCDHS"]

NEAR_WON = (
    # The nine of clubs, on the ten in the Lords, must first go up to the Council (onto
    # the red ten, or into an empty place) before the ten can follow it, and the knave
    # come up from the Commons.
    done(COMPLETE, foundation_1="8C") + "tableau-1: TD\ntableau-9: TC 9C\ntableau-17: JC"
)

# The nine of clubs lies under the knave in the only packet, with nowhere to climb.
DEAD = done(COMPLETE, foundation_1="8C") + "tableau-1: TC JC 9C\ntableau-9: 5S"

MORE_SMALL = [
    # The nine of clubs must first fill an empty place of the Council, then goes up, and
    # the ten and the knave after it...
    (
        "constitution",
        done(COMPLETE, foundation_1="8C") + "tableau-1: JC\ntableau-2: TC\ntableau-9: 9C",
        "won",
    ),
    # ...but with the knave laid on the ten nothing can free the ten.
    (
        "constitution",
        done(COMPLETE, foundation_1="8C") + "tableau-1: TC JC\ntableau-9: 9C",
        "lost",
    ),
]


# A deal the win-rate run won, which the solver wins again within a fraction of a second.
WON_DEALS = [("constitution", 58)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Constitution's positions."""
