"""The Wheel, rule by rule, on positions written as diagrams: the wheel's places are
foundation-1 to 24 (clockwise from the top), the cross of aces discard-1 to 8, the
cushion tableau-1 to 12 (row by row), the pack stock-1 (its last card dealt next).
``@refilling`` says whether the first deal's places are still filled at once."""

import engine
from engine import Move
from tests.helpers.positions import refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

FULL = "2C 6C TC KC"  # a packet already on the wheel


def wheel(cushion: dict[int, str], stock: str = "", filled: int = 0, refilling=False):
    lines = [f"foundation-{n}: {FULL}" for n in range(1, filled + 1)]
    lines += [f"tableau-{n}: {cards}" for n, cards in cushion.items()]
    lines.append(f"stock-1: {stock}")
    lines.append(f"@refilling {'true' if refilling else 'false'}")
    return "\n".join(lines)


def game(*args, **kwargs) -> engine.Game:
    return engine.game_from_text("wheel", wheel(*args, **kwargs))


def crowns(g: engine.Game) -> set[frozenset[str]]:
    return {frozenset((m.source, m.target, *m.more)) for m in g.legal_moves() if m.kind == "crown"}


def crown(*places: int) -> Move:
    a, b, c, court = (f"tableau-{n}" for n in places)
    return Move("crown", a, b, 1, (c, court))


GAME = "wheel"
NEAR_WON = wheel({1: "2D", 2: "6D", 3: "TD", 4: "KD"}, filled=23)
# The last packet can be made with either court, but the nine left then makes none.
DEAD = wheel({1: "2D", 2: "6D", 3: "TD", 4: "KD", 5: "9C", 6: "QH"}, filled=22)
MORE_SMALL = [
    # Two packets to make: the 3-7-8 for the queen comes with the last, short deal.
    (
        GAME,
        wheel({1: "2D", 2: "6D", 3: "TD", 4: "KD", 5: "QH"}, stock="8S 7S 3S", filled=22),
        "won",
    ),
]
WON_DEALS = [(GAME, 15)]


def test_the_deal_lays_the_aces_in_a_cross_twelve_on_the_cushion_and_keeps_the_rest():
    g = engine.new_game("wheel", 1)
    aces = [g.piles[f"discard-{n}"] for n in range(1, 9)]
    assert all(len(a) == 1 and a[0][0] == "A" for a in aces)
    assert all(len(g.piles[f"tableau-{n}"]) == 1 for n in range(1, 13))
    assert len(g.piles["stock-1"]) == 84
    assert not any(g.piles[f"foundation-{n}"] for n in range(1, 25))
    assert not any(c[0] == "A" for n in range(1, 13) for c in g.piles[f"tableau-{n}"])


def test_three_pip_cards_of_different_values_making_eighteen_with_a_court_card_go_together():
    g = game({1: "2D", 2: "6D", 3: "TD", 4: "KD", 5: "9C"}, stock="5S 5H 5C")
    assert crowns(g) == {frozenset(f"tableau-{n}" for n in (1, 2, 3, 4))}
    g.play(crown(1, 2, 3, 4))
    assert g.piles["foundation-1"] == ("2D", "6D", "TD", "KD")


def test_the_court_card_lies_on_top_and_packets_go_round_the_wheel_in_turn():
    g = game({1: "2D", 2: "6D", 3: "TD", 4: "QS"}, filled=5)
    g.play(crown(1, 2, 3, 4))
    assert g.piles["foundation-6"][-1] == "QS"


def test_no_packet_without_a_court_card_and_a_court_counts_for_nothing():
    g = game({1: "2D", 2: "6D", 3: "TD", 4: "9C"}, stock="5S")
    assert crowns(g) == set()
    g = game({1: "8D", 2: "KD", 3: "JD", 4: "QD"}, stock="5S")
    assert crowns(g) == set()


def test_the_three_values_must_differ_and_make_eighteen():
    g = game({1: "6D", 2: "6H", 3: "6S", 4: "KD", 5: "2C", 6: "9C", 7: "8C"}, stock="5S")
    assert crowns(g) == set()
    assert "different values" in refusal(g, crown(1, 2, 3, 4))
    assert "make 17, not eighteen" in refusal(g, crown(5, 6, 1, 4))


def test_only_the_top_card_of_a_cushion_place_counts():
    g = game({1: "2D 9H", 2: "6D", 3: "TD", 4: "KD"}, stock="5S")
    assert crowns(g) == set()


def test_in_the_first_deal_the_places_left_are_filled_at_once_in_cushion_order():
    g = game({1: "2D", 3: "6D", 5: "TD", 7: "KD"}, stock="5S 5H 5C 5D 4C", refilling=True)
    g.play(crown(1, 3, 5, 7))
    assert [g.piles[f"tableau-{n}"] for n in (1, 3, 5, 7)] == [("4C",), ("5D",), ("5C",), ("5H",)]


def test_twelve_more_are_dealt_only_when_no_packet_can_be_made_and_cover_the_cushion():
    g = game({1: "2D", 2: "6D", 3: "TD", 4: "KD"}, stock="5S", refilling=True)
    assert {m.kind for m in g.legal_moves()} == {"crown"}
    assert "only when no packet" in refusal(g, Move("deal", "stock-1", None))
    stock = " ".join(["9C"] * 12 + ["4D"])
    g = game({n: "8H" for n in range(1, 12)}, stock=stock, refilling=True)
    assert [m.kind for m in g.legal_moves()] == ["deal"]
    g.play(Move("deal", "stock-1", None))
    assert g.piles["tableau-1"] == ("8H", "4D") and g.piles["tableau-12"] == ("9C",)
    assert g.piles["tableau-2"] == ("8H", "9C") and len(g.piles["stock-1"]) == 1
    assert g.table.var("refilling") is False


def test_after_the_first_deal_places_are_no_longer_filled():
    g = game({1: "2D", 2: "6D", 3: "TD", 4: "KD"}, stock="5S 5H")
    g.play(crown(1, 2, 3, 4))
    assert not g.piles["tableau-1"] and g.piles["stock-1"] == ("5S", "5H")


def test_the_last_deal_is_short_and_fills_places_from_the_first():
    g = game({n: "8H" for n in range(1, 13)}, stock="9C 4D")
    g.play(Move("deal", "stock-1", None))
    assert g.piles["tableau-1"] == ("8H", "4D") and g.piles["tableau-2"] == ("8H", "9C")
    assert g.piles["tableau-3"] == ("8H",)


def test_won_when_twenty_four_packets_crown_the_wheel_and_lost_when_nothing_is_left():
    g = engine.game_from_text(GAME, NEAR_WON)
    g.play(crown(1, 2, 3, 4))
    assert g.status == "won"
    g = engine.game_from_text(GAME, DEAD)
    g.play(crown(1, 2, 3, 4))
    assert g.status == "lost"


def test_a_packet_is_tapped_in_any_order():
    g = game({1: "2D", 2: "6D", 3: "TD", 4: "KD"})
    move = g.legal_moves()[0]
    orders = g.rules.kind_of(move).orders(move)
    assert len(orders) == 24 and ("tableau-4", "tableau-3", "tableau-2", "tableau-1") in orders


class TestSolver(SolverChecks, WonDeals):
    """The solver on the Wheel's positions."""
