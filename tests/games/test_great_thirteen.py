"""The Great Thirteen, rule by rule, on positions written as diagrams: the balcony is
foundation-1 to 8, the numeral packets under it foundation-9 to 16, the ground packets
tableau-1 to 8, each written bottom card first (its last card is its top, the one
available).  ``@redeal_at`` is the position the re-deal takes up next (0: not begun, 9:
over)."""

import engine
from engine import Move, cards
from engine.games.great_thirteen import NUMERALS, due, multiple
from tests.helpers.positions import refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

ACES = ["AC", "AD", "AH", "AS", "AC", "AD", "AH", "AS"]


def table(balcony=ACES, numerals=None, ground=None, redeal_at: int = 0, extra: str = "") -> str:
    """A position: the balcony's eight cards, the numeral packets by column (0-7) and the
    ground packets by position (1-8), as card codes bottom first."""
    lines = [f"foundation-{n}: {card}" for n, card in enumerate(balcony, 1)]
    for column, stack in (numerals or {}).items():
        lines.append(f"{NUMERALS[column]}: {stack}")
    for position, stack in (ground or {}).items():
        lines.append(f"tableau-{position}: {stack}")
    lines.append(f"@redeal_at {redeal_at}")
    return "\n".join(lines) + extra


def game(**kwargs) -> engine.Game:
    return engine.game_from_text("great-thirteen", table(**kwargs))


def ace_numeral(upto: int = 13, suit: str = "C") -> str:
    """A numeral packet under an ace: two, three ... up to ``upto``."""
    return " ".join(cards.code(v, suit) for v in range(2, upto + 1))


# Seven numeral packets under aces finished; the eighth wants its queen and its king.
SEVEN_DONE = {column: ace_numeral() for column in range(7)}
SEVEN_DONE[7] = ace_numeral(11)

GAME = "great-thirteen"
# The king lies on the queen the last numeral wants: no card can be played, and the
# re-deal of the first packet lays its queen on the second position, its king on the
# third.
NEAR_WON = table(numerals=SEVEN_DONE, ground={1: "QS KS"})
# The re-deal is over; the seventh numeral packet's last king can still be played, but
# the eighth's queen lies under a five.
DEAD = table(numerals={**SEVEN_DONE, 6: ace_numeral(12)}, ground={1: "QS 5C", 2: "KH"}, redeal_at=9)
MORE_SMALL = [
    # The eighth packet is taken up, the first seven positions being empty, and its
    # cards go round onto the first positions.
    (GAME, table(numerals=SEVEN_DONE, ground={8: "QS 5C KS"}), "won"),
]
WON_DEALS = [(GAME, 1)]


def plays(g: engine.Game) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in g.legal_moves() if m.kind == "move"}


def test_the_deal_makes_eight_packets_of_twelve_under_eight_balcony_cards_and_no_king_shows():
    for deal in (1, 2, 3, 4, 5):
        g = engine.new_game("great-thirteen", deal)
        balcony = [g.piles[f"foundation-{n}"] for n in range(1, 9)]
        assert all(len(card) == 1 and cards.rank(card[0]) != 13 for card in balcony)
        ground = [g.piles[f"tableau-{n}"] for n in range(1, 9)]
        assert [len(p) for p in ground] == [12] * 8
        assert not any(g.piles[p] for p in NUMERALS)
        assert sorted(sum(balcony + ground, ())) == sorted(cards.new_pack(2))


def test_a_king_showing_after_the_first_deal_is_slipped_under_its_packet():
    # Deal 1's packets, before the balcony is taken: find a deal where a king was on top.
    from engine.games.great_thirteen import _slip_kings_under
    from engine.prng import shuffled_pack

    for deal in range(1, 60):
        pack = shuffled_pack(deal, cards.new_pack(2))
        packets = [pack[13 * k : 13 * k + 13] for k in range(8)]
        shown = [k for k, p in enumerate(packets) if p[-1][0] == "K"]
        if shown:
            slipped = [list(p) for p in packets]
            _slip_kings_under(slipped)
            k = shown[0]
            assert slipped[k][0][0] == "K" and slipped[k][-1][0] != "K"
            assert sorted(slipped[k]) == sorted(packets[k])
            g = engine.new_game("great-thirteen", deal)
            assert g.piles[f"foundation-{k + 1}"] == (slipped[k][-1],)
            return
    raise AssertionError("no deal with a king on top in the first 60")


def test_numerals_double_first_then_add_thirteen_taken_off():
    assert multiple(14) == 1 and multiple(26) == 13 and multiple(13) == 13
    # The book's examples: under a seven an ace then an eight; under a queen a knave then
    # a ten.
    g = game(balcony=["7C", "QD", "AC", "AD", "AH", "AS", "AC", "AD"])
    assert due(g.table, 0) == 1 and due(g.table, 1) == 11
    g = game(balcony=["7C", "QD", "AC", "AD", "AH", "AS", "AC", "AD"], numerals={0: "AH", 1: "JS"})
    assert due(g.table, 0) == 8 and due(g.table, 1) == 10


def test_every_numeral_packet_ends_with_a_king_after_twelve_cards():
    for base in range(1, 13):
        values, value = [], multiple(2 * base)
        for _ in range(12):
            values.append(value)
            value = multiple(value + base)
        assert values[-1] == 13 and len(set(values)) == 12
        assert 13 not in values[:-1]


def test_only_the_top_card_of_a_ground_packet_is_available_and_suits_do_not_count():
    g = game(numerals={0: "2C"}, ground={1: "3D 9S", 2: "9C 3H"})
    # The three of hearts (any suit) goes on the two of clubs; the three under the nine
    # cannot.  Other packets are empty: the twos they want are nowhere.
    assert ("tableau-2", NUMERALS[0]) in plays(g)
    assert not any(source == "tableau-1" for source, _ in plays(g))
    assert "needs a three" in refusal(g, Move("move", "tableau-1", NUMERALS[0]))


def test_while_a_card_can_start_an_empty_numeral_only_such_cards_are_played():
    numerals = {c: ace_numeral() for c in range(2, 8)}
    numerals[1] = "2C"
    g = game(numerals=numerals, ground={1: "3D", 2: "2H"})
    # The two starts the first packet; the three must wait, though it fits the second.
    assert plays(g) == {("tableau-2", NUMERALS[0])}
    assert "doubling comes before addition" in refusal(g, Move("move", "tableau-1", NUMERALS[1]))
    g.play(Move("move", "tableau-2", NUMERALS[0]))
    assert ("tableau-1", NUMERALS[0]) in plays(g) and ("tableau-1", NUMERALS[1]) in plays(g)


def test_a_card_two_numerals_want_may_go_to_either():
    numerals = {c: ace_numeral() for c in range(2, 8)}
    numerals[0] = numerals[1] = "2C 3C"
    g = game(numerals=numerals, ground={1: "4D"})
    assert plays(g) == {("tableau-1", NUMERALS[0]), ("tableau-1", NUMERALS[1])}


def test_the_redeal_comes_only_when_no_card_can_be_played():
    g = game(numerals=SEVEN_DONE, ground={1: "QS KS", 2: "QH"})
    assert "redeal" not in {m.kind for m in g.legal_moves()}
    assert "only when no card" in refusal(g, Move("redeal", None, None))
    g = game(numerals=SEVEN_DONE, ground={1: "QS KS"})
    assert [m.kind for m in g.legal_moves()] == ["redeal"]


def test_a_packet_is_redealt_bottom_card_first_from_the_next_position_round_onto_its_own():
    g = game(ground={3: "2C 3C 4C 5C 6C 7C 8C 9C TC", 4: "JD", 1: "QH"}, redeal_at=3)
    g.play(Move("redeal", None, None))
    piles = g.piles
    # The packet at position 3: the two first on position 4, and round to 3 itself.
    assert piles["tableau-4"] == ("JD", "2C", "TC")
    assert piles["tableau-5"] == ("3C",) and piles["tableau-8"] == ("6C",)
    assert piles["tableau-1"] == ("QH", "7C") and piles["tableau-2"] == ("8C",)
    assert piles["tableau-3"] == ("9C",)
    assert g.table.var("redeal_at") == 4


def test_an_empty_position_is_passed_over_and_the_redeal_ends_after_the_eighth():
    g = game(numerals=SEVEN_DONE, ground={6: "5C"}, redeal_at=2)
    assert str(next(m for m in g.legal_moves() if m.kind == "redeal")) == "Re-deal ground packet 6"
    g.play(Move("redeal", None, None))
    assert g.piles["tableau-7"] == ("5C",)
    g.play(Move("redeal", None, None))
    assert g.piles["tableau-8"] == ("5C",)
    g.play(Move("redeal", None, None))
    assert g.piles["tableau-1"] == ("5C",) and g.table.var("redeal_at") == 9
    assert g.legal_moves() == [] and g.status == "lost"


def test_the_player_plays_between_packets_and_asks_for_the_next():
    g = game(numerals=SEVEN_DONE, ground={1: "QS KS", 4: "9C"})
    g.play(Move("redeal", None, None))
    kinds = sorted(m.kind for m in g.legal_moves())
    assert kinds == ["move", "redeal"]


def test_won_when_every_numeral_ends_with_its_king():
    g = engine.game_from_text(GAME, NEAR_WON)
    g.play(Move("redeal", None, None))
    g.play(Move("move", "tableau-2", NUMERALS[7]))
    assert g.status == "playing"
    g.play(Move("move", "tableau-3", NUMERALS[7]))
    assert g.status == "won"


def test_the_counters_show_the_values_wanted_and_the_redeal():
    g = game(balcony=["7C", "QD", "AC", "AD", "AH", "AS", "AC", "AD"], numerals={0: "AH"})
    words = g.rules.counters(g.table)
    assert words[0] == "Numerals want: 8 J 2 2 2 2 2 2" and words[1] == "Re-deal: still to come"


class TestSolver(SolverChecks, WonDeals):
    """The solver on the Great Thirteen's positions."""
