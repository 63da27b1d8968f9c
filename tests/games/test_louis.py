"""The "Louis" Patience, rule by rule, on positions written as diagrams.

foundation-1..4 are the aces (hearts, clubs, diamonds, spades), foundation-5..8 the
kings of the same suits; tableau-1..12 the letters a b c d e f g h i k l m, each packet
written bottom first; reserve-1 the cards laid aside.  ``@dealt`` counts the places the
deal has filled, ``@blocked`` the cards of each letter blocked until the deal is over.
The pack ``stock-1`` is written bottom first, so ``pack(...)`` writes it in dealing order.
"""

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

BASES = "".join(
    f"foundation-{n}: {card}\n"
    for n, card in enumerate(["AH", "AC", "AD", "AS", "KH", "KC", "KD", "KS"], 1)
)
LETTER = {name: f"tableau-{n}" for n, name in enumerate("abcdefghiklm", 1)}


def pack(*deal_order: str) -> str:
    return "stock-1: " + " ".join(reversed(deal_order)) + "\n"


def position(text: str) -> engine.Game:
    return engine.game_from_text("louis", text)


def deal(game: engine.Game) -> None:
    (move,) = [m for m in game.legal_moves() if m.kind == "deal"]
    game.play(move)


# The deal ------------------------------------------------------------------------------
def test_an_ace_and_a_king_of_each_suit_are_laid_out_and_the_rest_dealt_by_the_player():
    for number in (1, 4, 321):
        game = engine.new_game("louis", number)
        assert [game.piles[f"foundation-{n}"] for n in range(1, 9)] == [
            ("AH",), ("AC",), ("AD",), ("AS",), ("KH",), ("KC",), ("KD",), ("KS",)
        ]  # fmt: skip
        rest = shuffled_pack(number, cards.new_pack(2))
        for card in ("AH", "AC", "AD", "AS", "KH", "KC", "KD", "KS"):
            rest.remove(card)
        assert list(reversed(game.piles["stock-1"])) == rest
        assert [m.kind for m in game.legal_moves()] == ["deal"]


NOTHING_FITS = ["9H", "9C", "9D", "9S", "8H", "8C", "8D", "8S", "7H", "7C", "7D", "7S"]


def test_a_tap_deals_a_circle_of_twelve_a_to_m_each_circle_on_the_last():
    game = position(BASES + pack(*NOTHING_FITS, "6H", "6C"))
    deal(game)
    assert [game.piles[LETTER[n]] for n in "abcdefghiklm"] == [(c,) for c in NOTHING_FITS]
    deal(game)  # the last circle is short: the pack is out
    assert game.piles[LETTER["a"]] == ("9H", "6H")
    assert game.piles[LETTER["b"]] == ("9C", "6C")
    assert not game.piles["stock-1"]


def test_a_card_that_suits_as_it_turns_up_is_played_and_the_next_goes_to_that_letter():
    game = position(BASES + pack("9H", "2C", "QD", "8S", *NOTHING_FITS[3:], "5S", "5H"))
    deal(game)
    assert game.piles["foundation-2"] == ("AC", "2C")
    assert game.piles["foundation-7"] == ("KD", "QD")
    assert game.piles[LETTER["b"]] == ("8S",)
    assert game.piles[LETTER["m"]] == ("5S",)  # every circle twelve cards


def test_after_a_circle_its_cards_on_top_are_played_but_earlier_circles_stay_blocked():
    first = ["3C", *NOTHING_FITS[1:]]
    # Circle two: the three of diamonds waits on a; the two of diamonds and the two of
    # clubs go up as they turn up on b, the six of spades taking their place; the four
    # of diamonds ends the circle on m.
    second = ["3D", "2D", "2C", "6S", "6H", "6C", "6D", "5H", "5C", "5D", "5S", "4H", "4S"]
    game = position(BASES + pack(*first, *second, "4D"))
    deal(game)
    assert game.piles[LETTER["a"]] == ("3C",)  # the clubs want a two first
    deal(game)
    assert game.piles["foundation-2"] == ("AC", "2C")
    # The circle complete, its three, then its four, five and six of diamonds went up,
    # each letting the next follow ...
    assert game.piles["foundation-3"] == ("AD", "2D", "3D", "4D", "5D", "6D")
    # ... but the three of clubs of circle one, uncovered, stayed: it was blocked.
    assert game.piles[LETTER["a"]] == ("3C",)
    # The pack is out, so now it is free, and playing it is the player's choice.
    assert ("move", LETTER["a"], "foundation-2") in moves_of(game)


def test_nothing_is_married_during_the_deal_and_after_it_marriages_go_in_suit():
    text = BASES + "".join(
        f"{LETTER[n]}: {c}\n" for n, c in zip("abc", ["6H", "7H", "5S"], strict=True)
    )
    game = position(text + "@redeals_left 3\n" + pack("9D"))
    assert "during a deal" in refusal(game, Move("move", LETTER["a"], LETTER["b"]))
    game = position(text + "@redeals_left 3\n")
    marriages = {(s, t) for kind, s, t in moves_of(game) if t and t.startswith("tableau")}
    assert marriages == {(LETTER["a"], LETTER["b"]), (LETTER["b"], LETTER["a"])}


# Re-deals ------------------------------------------------------------------------------
def test_a_redeal_takes_the_packets_up_g_to_f_and_deals_f_first():
    ranks = dict(zip("bcdefghiklm", "456789T9876", strict=True))
    packets = {n: (f"{r}D", f"{r}C") for n, r in ranks.items()}
    packets["a"] = ("3D", "2C")
    text = BASES + "".join(f"{LETTER[n]}: {' '.join(p)}\n" for n, p in packets.items())
    game = position(text + "@redeals_left 3\n")
    # The two of clubs on a fits: it goes up first, the re-deal waits.
    assert "play those first" in refusal(game, Move("redeal", "stock-1"))
    game.play(Move("move", LETTER["a"], "foundation-2"))
    game.play(Move("redeal", "stock-1"))
    packets["a"] = ("3D",)
    order = list(reversed(game.piles["stock-1"]))
    assert order == [c for n in "fedcbamlkihg" for c in packets[n]]
    assert game.table.var("redeals_left") == 2
    deal(game)
    assert game.piles[LETTER["a"]] == ("8D",)  # f's bottom card comes first


def test_three_redeals_and_no_more():
    text = BASES + f"{LETTER['a']}: 9D\n{LETTER['b']}: 7S\n"
    game = position(text + "@redeals_left 1\n")
    assert ("redeal", "stock-1", None) in moves_of(game)
    game = position(text + "@redeals_left 0\n")
    assert not any(m.kind == "redeal" for m in game.legal_moves())
    assert game.status == "lost"


def test_in_a_redeal_a_card_fitting_both_foundations_may_cross_over_or_be_laid_aside():
    # Hearts: the ace-foundation at six, the king-foundation at eight: a seven fits both.
    hearts = "foundation-1: AH 2H 3H 4H 5H 6H 7H\nfoundation-5: KH QH JH TH 9H 8H\n"
    rest = "foundation-2: AC\nfoundation-3: AD\nfoundation-4: AS\n"
    rest += "foundation-6: KC\nfoundation-7: KD\nfoundation-8: KS\n"
    letters = f"{LETTER['a']}: 6H\n{LETTER['b']}: 9C\n"
    first = position(hearts + rest + letters + "@redeals_left 3\n")
    assert "stays there in the first deal" in refusal(
        first, Move("move", "foundation-1", "foundation-5")
    )
    game = position(hearts + rest + letters + "@redeals_left 2\n")
    assert ("move", "foundation-1", "foundation-5") in moves_of(game)
    assert ("move", "foundation-1", "reserve-1") in moves_of(game)
    game.play(Move("move", "foundation-1", "reserve-1"))
    assert game.piles["reserve-1"] == ("7H",)
    # The seven laid aside may be played to either foundation.
    ups = {t for kind, s, t in moves_of(game) if s == "reserve-1"}
    assert ups == {"foundation-1", "foundation-5"}
    game.play(Move("move", "reserve-1", "foundation-5"))
    assert game.piles["foundation-5"][-1] == "7H"
    game.play(Move("move", LETTER["a"], "foundation-5"))
    assert game.piles["foundation-5"][-1] == "6H"


def test_the_game_is_lost_when_only_marriages_and_crossings_are_left():
    text = BASES + f"{LETTER['a']}: 9D 6H\n{LETTER['b']}: 7H\n@redeals_left 0\n"
    game = position(text)
    assert game.legal_moves()
    assert game.status == "lost"


def test_the_game_is_won_with_all_104_cards_on_the_foundations():
    def line(suit: str, ranks: str) -> str:
        return " ".join(r + suit for r in ranks)

    text = "".join(f"foundation-{n}: {line(s, 'A23456789TJQK')}\n" for n, s in enumerate("HCD", 1))
    text += "".join(
        f"foundation-{n}: {line(s, 'KQJT98765432A')}\n"
        for n, s in zip((5, 6, 7), "HCD", strict=True)
    )
    text += (
        f"foundation-4: {line('S', 'A23456789TJQ')}\nfoundation-8: {line('S', 'KQJT98765432A')}\n"
    )
    text += f"{LETTER['k']}: KS\n@redeals_left 0\n"
    game = position(text)
    game.play(Move("move", LETTER["k"], "foundation-4"))
    assert game.status == "won"


# The solver's positions (tests/helpers/solver_checks.py) --------------------------------
GAME = "louis"
NEAR_WON = (
    "".join(
        f"foundation-{n}: {' '.join(r + s for r in 'A23456789TJQK')}\n"
        for n, s in zip((1, 2, 3), "HCD", strict=True)
    )
    + "".join(
        f"foundation-{n}: {' '.join(r + s for r in 'KQJT98765432A')}\n"
        for n, s in zip((5, 6, 7, 8), "HCDS", strict=True)
    )
    + "foundation-4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\n"
    + f"{LETTER['k']}: KS QS\n@redeals_left 0\n"
)
DEAD = BASES + f"{LETTER['a']}: 9D 6H\n{LETTER['b']}: 7H\n@redeals_left 0\n"
MORE_SMALL = []
WON_DEALS = [(GAME, 137), (GAME, 188)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on the "Louis"' positions."""
