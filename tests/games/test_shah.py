"""The Shah, rule by rule, on positions written as diagrams (``engine.game_from_text``):
the aces are foundation-1 to 8, clockwise from the top ray; the star's place of ray r in
circle c is tableau-(8 (c - 1) + r), so tableau-1 to 8 are the first circle, 17 to 24
the outer one; the pack (stock-1) is written bottom card first, so its last card is
turned next."""

import engine
from engine import Move
from engine.games.shah import ACES, CIRCLES, SHAH_FOUNDATIONS, _deal_circle
from tests.helpers.positions import moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

RING = "\n".join(f"{ace}: A{suit}" for ace, suit in zip(ACES, "SHCDSHCD", strict=True))
# Cards no ace of RING wants and no two of which marry, for places a diagram leaves out.
FILLER = {1: "9C", 2: "6D", 3: "8S", 4: "TH"}


def star(text: str, *, fill: bool = True) -> engine.Game:
    """The position written, on the ring of bare aces unless it writes them; with ``fill``
    every star place it leaves out holds a card nobody wants (by circle)."""
    return engine.game_from_text("shah", star_text(text, fill=fill))


def star_text(text: str, *, fill: bool = True) -> str:
    """The diagram ``star`` sets up."""
    lines = [text]
    if fill:
        for circle, places in enumerate(CIRCLES, 1):
            for n, place in enumerate(places):
                if f"{place}:" not in text:
                    lines.append(f"{place}: {FILLER[1 + (n + circle) % 4]}")
    aces = [line for line in RING.splitlines() if line.split(":")[0] + ":" not in text]
    return "\n".join(aces + lines)


def test_the_shah_sits_in_the_centre_the_aces_round_him_and_three_circles_are_dealt():
    for deal in (1, 2, 77, 1000):
        piles = engine.new_game("shah", deal).piles
        assert piles["discard-1"] == ("KH",)
        assert sorted(piles["discard-2"]) == sorted(["KC", "KD", "KS", "KH", "KC", "KD", "KS"])
        assert [piles[a][0] for a in ACES] == ["A" + s for s in "SHCDSHCD"]
        assert all(len(piles[p]) == 1 for circle in CIRCLES for p in circle)
        assert sum(len(stack) for stack in piles.values()) == 104
        # The outer circle, dealt last, holds no card an ace wants: it was played.
        for place in CIRCLES[2]:
            card = piles[place][0]
            assert not any(spec.accepts(piles[a], card) for a, spec in SHAH_FOUNDATIONS.items())


def test_cards_of_the_circle_just_dealt_that_suit_are_played_and_replaced_from_the_pack():
    game = star("stock-1: 5C 3S 9C 9C 9C 9C 9C 9C 2S 3H", fill=False)
    table = _deal_circle(game.table, CIRCLES[0])
    # The whole circle dealt, the two of spades went up, its place was filled with the
    # three of spades, which went up too, and the five of clubs took the place; the three
    # of hearts waits for a two.
    assert table["foundation-1"] == ("AS", "2S", "3S")
    assert table["tableau-2"] == ("5C",)
    assert table["tableau-1"] == ("3H",)
    assert not table["stock-1"]


def test_only_the_card_at_the_outer_end_of_each_ray_is_available():
    game = star("tableau-1: 2S\ntableau-9: 2H\ntableau-17: 9C\ntableau-18: -\ntableau-2: 2C")
    # Ray 1: the two of spades lies under two cards; ray 2: the outer place is empty, so
    # its second-circle card is free; nothing else suits.
    assert ("move", "tableau-1", "foundation-1") not in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "foundation-1")) == (
        "The two of spades is blocked: only the card at the outer end of each ray may be moved."
    )
    # The page marks every inner place but ray 2's second, whose outer place is empty.
    assert game.blocked == frozenset(CIRCLES[0] + CIRCLES[1]) - {"tableau-10"}


def test_a_released_inner_card_may_be_played_but_never_married():
    text = "tableau-10: 2H\ntableau-18: -\ntableau-17: 3H\nstock-1: 5C"
    game = star(text)
    assert ("move", "tableau-10", "foundation-2") in moves_of(game)
    # The second-circle two of hearts could marry the outer three of hearts, but may not.
    assert ("move", "tableau-10", "tableau-17") not in moves_of(game)
    assert refusal(game, Move("move", "tableau-10", "tableau-17")) == (
        "A card of the first or second circle goes only to an ace."
    )


def test_marriages_go_down_in_suit_onto_the_outer_circle_only():
    text = "tableau-17: 7H\ntableau-18: 6H\ntableau-19: 8H\ntalon-1: 6H\nstock-1: 5C"
    game = star(text)
    assert {
        ("move", "tableau-18", "tableau-17"),
        ("move", "talon-1", "tableau-17"),
        ("move", "tableau-17", "tableau-19"),
    } <= moves_of(game)
    # Upwards is not a marriage: the eight does not go on the seven.
    assert ("move", "tableau-19", "tableau-17") not in moves_of(game)
    # Nothing is married onto an inner circle's card, even released.
    game = star("tableau-10: 7H\ntableau-18: -\ntalon-1: 6H\nstock-1: 5C")
    assert refusal(game, Move("move", "talon-1", "tableau-10")) == (
        "Cards are married only onto the outer circle's cards."
    )


def test_a_card_two_aces_could_take_goes_to_the_first_clockwise_from_the_top():
    game = star("tableau-17: 2S\nstock-1: 5C")
    plays = {m for m in moves_of(game) if m[1] == "tableau-17"}
    assert plays == {("move", "tableau-17", "foundation-1")}


def test_empty_places_are_filled_inner_circle_first_from_the_talon_or_the_pack():
    text = "tableau-17: 2S\ntableau-13: -\ntableau-21: -\ntalon-1: 9H\nstock-1: 5C 4C"
    game = star(text)
    game.play(Move("move", "tableau-17", "foundation-1"))
    # Plays may still be made; the first empty place in order is circle 2 of ray 5.
    assert {("move", "talon-1", "tableau-13"), ("deal", "stock-1", "tableau-13")} <= moves_of(game)
    assert ("deal", "stock-1", "talon-1") not in moves_of(game)
    assert refusal(game, Move("move", "talon-1", "tableau-17")) == (
        "Empty places are filled in order: the inner circle first, from the top."
    )
    game.play(Move("deal", "stock-1", "tableau-13"))
    assert game.piles["tableau-13"] == ("4C",)
    game.play(Move("move", "talon-1", "tableau-17"))
    game.play(Move("deal", "stock-1", "tableau-21"))
    # Every place filled: the pack may be turned again.
    assert not game.piles["stock-1"]


def test_the_grace_fills_the_first_place_of_an_empty_ray_with_an_outer_card():
    text = "tableau-3: -\ntableau-11: -\ntableau-19: -\ntableau-20: 7D\nstock-1: 5C 4C 3C"
    game = star(text)
    assert ("grace", "tableau-20", "tableau-3") in moves_of(game)
    assert ("deal", "stock-1", "tableau-3") in moves_of(game)
    game.play(Move("grace", "tableau-20", "tableau-3"))
    assert game.piles["tableau-3"] == ("7D",)
    # Its other two places are then filled as usual; the outer place taken from waits too.
    assert ("deal", "stock-1", "tableau-11") in moves_of(game)
    assert not any(m[0] == "grace" for m in moves_of(game))


def test_no_grace_while_the_ray_still_holds_a_card():
    game = star("tableau-3: -\ntableau-11: 5S\ntableau-19: -\nstock-1: 5C")
    assert not any(m[0] == "grace" for m in moves_of(game))


def test_the_shah_and_the_kings_aside_never_move():
    game = star("discard-1: KH\ndiscard-2: KC\nstock-1: 5C")
    assert refusal(game, Move("move", "discard-1", "tableau-17")) == (
        "The Shah stays alone, and the other kings are out of play."
    )


def test_the_shah_is_lost_when_only_marriages_to_and_fro_are_left():
    # The six of hearts may go from one seven of hearts to the other for ever.
    game = star("tableau-17: 7H\ntableau-18: 7H 6H\ntableau-19: 4D")
    assert moves_of(game) == {("move", "tableau-18", "tableau-17")}
    assert game.status == "lost"


def test_the_shah_is_won_when_eight_queens_surround_him():
    ranks = "A 2 3 4 5 6 7 8 9 T J Q".split()
    text = "\n".join(
        f"{ace}: " + " ".join(r + s for r in ranks) for ace, s in zip(ACES, "SHCDSHCD", strict=True)
    )
    text = text.replace(" QD", "", 1)
    game = star(text + "\ntableau-17: QD", fill=False)
    game.play(Move("move", "tableau-17", "foundation-4"))
    assert game.status == "won"


def test_once_pack_and_talon_are_used_up_any_empty_ray_may_take_the_grace():
    text = "tableau-2: -\ntableau-10: -\ntableau-18: -\ntableau-4: -\ntableau-12: -\ntableau-20: -"
    game = star(text + "\ntableau-17: 7D")
    assert {("grace", "tableau-17", "tableau-2"), ("grace", "tableau-17", "tableau-4")} <= (
        moves_of(game)
    )


def test_a_blocked_card_taken_up_says_only_the_outer_end_of_a_ray_moves():
    game = star("stock-1: 5C")
    assert game.rules.refuse_lift(game.table, "tableau-1", 0) == (
        "The six of diamonds is blocked: only the card at the outer end of each ray may be moved."
    )
    assert game.rules.refuse_lift(game.table, "tableau-17", 0) is None


def test_nothing_goes_into_an_empty_place_but_a_refill_or_the_grace():
    game = star("tableau-21: -\ntableau-17: 7D\nstock-1: 5C 4C")
    assert ("move", "tableau-17", "tableau-21") not in moves_of(game)
    assert refusal(game, Move("move", "tableau-17", "tableau-21")) == (
        "The grace fills the first place of a ray left entirely empty."
    )
    # With the pack used up, the talon alone fills the place.
    game = star("tableau-21: -\ntalon-1: 9H")
    assert {m for m in moves_of(game) if m[2] == "tableau-21"} == {
        ("move", "talon-1", "tableau-21")
    }


# The solver's own positions -----------------------------------------------------------
GAME = "shah"
_UP = "A 2 3 4 5 6 7 8 9 T J Q".split()
_COMPLETE = "\n".join(
    f"{ace}: " + " ".join(r + s for r in _UP) for ace, s in zip(ACES, "SHCDSHCD", strict=True)
)
# The last queen on the outer circle, a knave of spades below it on its ray, the pack and
# the talon used up: the knave must go up first, then the queen (by the grace or not).
NEAR_WON = star_text(
    _COMPLETE.replace(" JS QS", "", 1) + "\ntableau-9: JS\ntableau-17: QS", fill=False
)
# The six of hearts may go from one seven of hearts to the other for ever; nothing else.
DEAD = star_text("tableau-17: 7H\ntableau-18: 7H 6H\ntableau-19: 4D")
_TWO_SHORT = _COMPLETE.replace(" JS QS", "", 1)
MORE_SMALL = [
    # The knave on one ray's outer end, the queen on another's: both go up.
    ("shah", star_text(_TWO_SHORT + "\ntableau-17: QS\ntableau-18: JS", fill=False), "won"),
    # The queen lies on the knave, farther out on its ray: neither can move.
    ("shah", star_text(_TWO_SHORT + "\ntableau-1: JS\ntableau-9: QS", fill=False), "lost"),
]

# The solver on real deals it wins quickly (bench/results/shah.tsv).
WON_DEALS = [("shah", 54), ("shah", 66)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Shah's real deals."""
