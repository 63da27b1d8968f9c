"""La Nivernaise, rule by rule, on positions written as diagrams.

reserve-1..4 are the left Flank (top to bottom), reserve-5..8 the right; foundation-1..8
run row by row, spades, hearts, diamonds, clubs, each suit's ace foundation then its
king foundation; tableau-1..6 are the Line's packets, written bottom card first.
"""

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import done, filled, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

GAME = "nivernaise"
# Flanks full of cards no foundation of these diagrams wants.
FULL_FLANKS = "\n".join(
    f"reserve-{n}: {c}" for n, c in enumerate("5C 5C 6C 6C 7C 7C 8C 8C".split(), 1)
)


LINE = [f"tableau-{n}" for n in range(1, 7)]


def nivernaise(text: str, *, packets_filled: bool = True) -> engine.Game:
    """The diagram, each Line packet it leaves out holding a queen of clubs (an empty
    packet would take four cards from the pack)."""
    if packets_filled:
        text = filled(text, LINE, ["QC"] * 6)
    return engine.game_from_text(GAME, text)


def test_the_deal_lays_the_flanks_then_six_packets_of_four_dealt_together():
    game = engine.new_game(GAME, 7)
    pack = shuffled_pack(7, cards.new_pack(2))
    piles = game.piles
    on_foundations = [c for n in range(1, 9) for c in piles[f"foundation-{n}"]]
    for n in range(8):  # each Flank place its card, unless it was laid on a foundation
        assert piles[f"reserve-{n + 1}"] in ((pack[n],), ())
    for n in range(6):
        packet = tuple(pack[8 + 4 * n : 12 + 4 * n])
        assert piles[f"tableau-{n + 1}"] == packet[: len(piles[f"tableau-{n + 1}"])]
    assert all(cards.rank(c) in (1, 13) for c in on_foundations)
    assert sorted(c for stack in piles.values() for c in stack) == sorted(cards.new_pack(2))


def test_the_cards_under_a_packets_top_show_one_for_each_empty_flank_place():
    text = "tableau-1: 2D 3D 4D 5D 6D\ntableau-2: 9D\nstock-1: 9S\n"
    full = nivernaise(text + FULL_FLANKS)
    assert full.face_down == {"tableau-1": 4}  # only the top card shows
    two_empty = nivernaise(text + "\n".join(FULL_FLANKS.splitlines()[2:]))
    assert two_empty.face_down == {"tableau-1": 2}  # the 4♦ and 5♦ under the 6♦ show
    assert two_empty.rules.counters(two_empty.table)[0] == "Seen under each packet: 2"
    # Seen only: the 5♦ is not available.
    assert ("move", "tableau-1", "reserve-1") in moves_of(two_empty)
    assert refusal(two_empty, Move("move", "tableau-1", "reserve-1", 2)) == (
        "Only the top card of a Line packet is available: the cards under it may only be "
        "looked at, one for each empty Flank place."
    )
    assert (
        nivernaise(text, packets_filled=False).face_down == {}
    )  # eight empty places: the whole packet shows


def without_flanks(*numbers: int) -> str:
    """The full Flanks less the places named (left empty)."""
    lines = FULL_FLANKS.splitlines()
    return "\n".join(line for n, line in enumerate(lines, 1) if n not in numbers)


def test_the_first_ace_and_king_of_a_suit_are_laid_down_by_the_program():
    game = nivernaise(
        "tableau-1: AS 9H\ntableau-2: KS 9H\ntableau-3: 4D\nstock-1: 9D 9D 9D 9D 9D 9D 9D 9D\n"
        + without_flanks(1, 2)
    )
    game.play(Move("move", "tableau-1", "reserve-1"))
    assert game.piles["foundation-1"] == ("AS",)
    assert game.piles["tableau-1"] == ("9D",) * 4  # played out: four cards from the pack
    game.play(Move("move", "tableau-2", "reserve-2"))
    assert game.piles["foundation-2"] == ("KS",)


def test_the_second_ace_ends_the_kings_foundation_and_nowhere_else():
    king_line = " ".join(cards.code(r, "S") for r in range(13, 1, -1))
    game = nivernaise(
        f"foundation-1: AS\nfoundation-2: {king_line}\ntableau-1: AS\nstock-1: 9D\n" + FULL_FLANKS
    )
    assert ("move", "tableau-1", "foundation-2") in moves_of(game)
    assert ("move", "tableau-1", "foundation-1") not in moves_of(game)
    game.play(Move("move", "tableau-1", "foundation-2"))
    assert len(game.piles["foundation-2"]) == 13


def test_a_flank_place_is_filled_from_a_packet_or_the_pack_never_from_a_flank():
    game = nivernaise("tableau-1: 9H 4D\ntableau-2: 9S\nstock-1: 3H 2H\n" + without_flanks(3))
    legal = moves_of(game)
    assert ("move", "tableau-1", "reserve-3") in legal
    assert ("fill", None, "reserve-3") in legal
    assert refusal(game, Move("move", "reserve-1", "reserve-3")) == (
        "A Flank place is filled from the Line or the pack, never from a Flank."
    )
    assert refusal(game, Move("move", "tableau-1", "reserve-1")) == (
        "A Flank place holds one card: only an empty one is filled."
    )
    game.play(Move("fill", None, "reserve-3"))  # the pack's next card, unseen till now
    assert game.piles["reserve-3"] == ("2H",) and game.piles["stock-1"] == ("3H",)
    assert "fill" not in {m.kind for m in game.legal_moves()}


def test_a_packet_played_out_is_given_four_cards_and_a_single_card_is_not_replaced():
    game = nivernaise(
        "foundation-1: AS\ntableau-1: 9H 2S\ntableau-2: 3S\n"
        "stock-1: 5H 6H 7H 8H 9H TH\n" + FULL_FLANKS
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["tableau-1"] == ("9H",)  # not replaced
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.piles["tableau-2"] == ("TH", "9H", "8H", "7H")  # the pack's next four
    assert game.piles["stock-1"] == ("5H", "6H")


def test_a_round_gives_each_packet_four_cards_together_until_the_pack_runs_out():
    pack = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2H 3H"
    game = nivernaise(
        "".join(f"tableau-{n}: 9S\n" for n in range(1, 7)) + f"stock-1: {pack}\n" + FULL_FLANKS
    )
    game.play(Move("deal", "stock-1", None))
    dealt = list(reversed(pack.split()))  # the pack's top card is dealt first
    for n in range(6):
        assert game.piles[f"tableau-{n + 1}"] == ("9S", *dealt[4 * n : 4 * n + 4])
    game.play(Move("deal", "stock-1", None))  # the last two cards: to the first packet
    assert game.piles["tableau-1"][-2:] == tuple(dealt[24:])
    assert not game.piles["stock-1"]


def test_a_suits_top_cards_are_exchanged_between_its_two_foundations():
    up = " ".join(cards.code(r, "H") for r in range(1, 7))
    down = " ".join(cards.code(r, "H") for r in range(13, 6, -1))  # K-7
    game = nivernaise(
        f"foundation-3: {up}\nfoundation-4: {down}\ntableau-1: 9C\nstock-1: 9D\n" + FULL_FLANKS
    )
    exchanges = {str(m) for m in game.legal_moves() if m.kind == "exchange"}
    assert exchanges == {
        "Exchange the 6\u2665 from the \u2665 ace foundation to the \u2665 king foundation",
        "Exchange the 7\u2665 from the \u2665 king foundation to the \u2665 ace foundation",
    }
    game.play(Move("exchange", "foundation-4", "foundation-3"))
    assert game.piles["foundation-3"][-1] == "7H" and game.piles["foundation-4"][-1] == "8H"
    assert refusal(game, Move("exchange", "foundation-1", "foundation-4")) == (
        "A card is exchanged only between the two foundations of its suit."
    )


def test_the_line_is_redealt_once_when_the_pack_is_out_and_no_play_is_left():
    game = nivernaise(
        "foundation-1: AS\ntableau-1: 9H 8H\ntableau-2: 7D 6D 3S\ntableau-3: 2S\n"
        "@redeals_left 1\n" + FULL_FLANKS,
        packets_filled=False,
    )
    assert refusal(game, Move("redeal", "stock-1", None)) == (
        "The Line is re-dealt only when no card can be played to a foundation."
    )
    game.play(Move("move", "tableau-3", "foundation-1"))
    game.play(Move("move", "tableau-2", "foundation-1"))
    game.play(Move("redeal", "stock-1", None))
    # Taken up from the left, each packet under those before: packet 2 is dealt first.
    assert game.piles["tableau-1"] == ("7D", "6D", "9H", "8H")
    assert all(not game.piles[f"tableau-{n}"] for n in range(2, 7))
    assert game.piles["reserve-1"] == ("5C",)  # the Flanks stay
    assert refusal(game, Move("redeal", "stock-1", None)) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )


def test_the_game_is_lost_when_no_card_can_reach_a_foundation_any_more():
    up = " ".join(cards.code(r, "H") for r in range(1, 7))
    down = " ".join(cards.code(r, "H") for r in range(13, 6, -1))
    stuck = nivernaise(
        f"foundation-3: {up}\nfoundation-4: {down}\ntableau-1: 9C\n@redeals_left 0\n" + FULL_FLANKS
    )
    assert stuck.legal_moves() and stuck.status == "lost"  # exchanges alone are left
    # Here an exchange opens a play: the 7♥ back on the ace's line lets the 6♥ go down.
    open_game = nivernaise(
        f"foundation-3: {up}\nfoundation-4: {down}\ntableau-1: 9C 8H\n@redeals_left 0\n"
        + FULL_FLANKS
    )
    assert open_game.status == "playing"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "nivernaise"
UP, DOWN = range(1, 14), range(13, 0, -1)
# Row by row (spades, hearts, diamonds, clubs): the ace foundation up, then the king
# foundation down.
COMPLETE = [run(suit, ranks) for suit in "SHDC" for ranks in (UP, DOWN)]
NINES = "".join(f"reserve-{n}: 9S\n" for n in range(1, 9))  # Flanks no foundation wants

# The queen of spades under the king on a packet: both go up to the ace's foundation, the
# queen first (the king's foundation is complete).
NEAR_WON = done(COMPLETE, foundation_1="JS") + "tableau-1: KS QS\n@redeals_left 0"

# A fragment: the eight of spades goes to the one empty Flank place, and the seven then
# buries the six for good.
DEAD = (
    done(COMPLETE, foundation_1="5S")
    + NINES.replace("reserve-1: 9S\n", "")
    + "tableau-1: 6S 7S 8S\n@redeals_left 0"
)

# The king of spades over the ten, knave and queen goes to the one empty Flank place and
# the spades go up; with the Flanks full, nothing moves.
MORE_SMALL = [
    (
        GAME,
        done(COMPLETE, foundation_1="9S")
        + NINES.replace("reserve-1: 9S\n", "")
        + "tableau-1: QS JS TS KS\n@redeals_left 0",
        "won",
    ),
    (
        GAME,
        done(COMPLETE, foundation_1="9S") + NINES + "tableau-1: QS JS TS KS\n@redeals_left 0",
        "lost",
    ),
]

WON_DEALS = [(GAME, 108), (GAME, 11)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on La Nivernaise's positions."""
