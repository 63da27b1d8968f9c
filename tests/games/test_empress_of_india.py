"""The Empress of India, rule by rule, on positions written as diagrams.

foundation-1 ... 8 are the black aces (the Admirals), 9 ... 16 the red kings (the
Generals); tableau-1 ... 24 the Army, 25 ... 48 the Navy; talon-2 red, talon-3 black."""

import engine
from engine import Move, cards
from tests.helpers.positions import done, refusal, run
from tests.helpers.solver_checks import SolverChecks
from ui.table.room import fitted

GAME = "empress-of-india"
BLACK = (*range(1, 12), 13)
RED = (13, 12, *range(10, 0, -1))
COMPLETE = [run(s, BLACK) for s in "SCSCSCSC"] + [run(s, RED) for s in "HDHDHDHD"]


def empress(text: str) -> engine.Game:
    return engine.game_from_text(GAME, text)


def test_the_deal_withdraws_the_ornaments_and_fills_army_and_navy_by_colour():
    game = engine.new_game(GAME, 5)
    piles = game.piles
    assert sum(len(s) for s in piles.values()) == 208
    # The Empress on the seven queens thrown aside; her guard, one knave to a place.
    assert (
        piles["discard-1"][-1] == "QC"
        and sorted(piles["discard-1"][:-1]) == ["QC"] * 3 + ["QS"] * 4
    )
    assert [piles[f"discard-{n}"] for n in range(2, 10)] == [("JH",), ("JD",)] * 4
    assert all(cards.is_red(piles[f"tableau-{n}"][0]) for n in range(1, 25))
    assert not any(cards.is_red(piles[f"tableau-{n}"][0]) for n in range(25, 49))
    assert not any(cards.is_red(c) for c in piles["talon-3"])
    # Dealing stops as soon as both are full: one talon is empty.
    assert not piles["talon-2"] or not piles["talon-3"]
    assert len(piles["stock-1"]) == 176 - 48 - len(piles["talon-2"]) - len(piles["talon-3"])


def test_the_empress_and_her_guard_never_move():
    game = engine.new_game(GAME, 5)
    for pile in ("discard-1", "discard-2"):
        said = refusal(game, Move("couple", pile, "tableau-25"))
        assert said == "The Empress and her guard are ornaments: they never move."


def test_each_pair_of_the_star_holds_an_ace_of_each_black_suit_and_the_kings_alternate():
    piles = engine.new_game(GAME, 5).piles
    aces = [piles[f"foundation-{n}"] for n in range(1, 9)]
    kings = [piles[f"foundation-{n}"] for n in range(9, 17)]
    assert aces == [("AS",), ("AC",)] * 4 and kings == [("KH",), ("KD",)] * 4


def test_the_star_is_laid_as_the_book_draws_it():
    book = {place.pile: place for place in engine.GAMES[GAME].plans()[0].places}

    def middle(pile):
        place = book[pile]
        width, height = (1.4, 1.0) if place.turned else (1.0, 1.4)
        return round(place.x + width / 2, 6), round(place.y + height / 2, 6)

    centre = middle("discard-1")
    # The kings clockwise from the top, at the points of the compass and between them.
    kings = [middle(f"foundation-{n}") for n in range(9, 17)]
    assert kings[0][0] == centre[0] == kings[4][0] and kings[0][1] < centre[1] < kings[4][1]
    assert kings[6][0] < centre[0] < kings[2][0] and kings[2][1] == centre[1] == kings[6][1]
    assert kings[7][0] < centre[0] < kings[1][0] and kings[7][1] < centre[1] < kings[5][1]
    assert kings[5][0] < centre[0] < kings[3][0] and kings[1][1] < centre[1] < kings[3][1]
    # The aces in pairs clockwise from the left card of the top pair, between the guard
    # and the kings; the pairs left and right of the Empress lie crossways.
    aces = [middle(f"foundation-{n}") for n in range(1, 9)]
    guard = [middle(f"discard-{n}") for n in range(2, 10)]
    assert aces[0][0] < aces[1][0] and kings[0][1] < aces[0][1] < guard[0][1] < centre[1]
    assert aces[2][1] < aces[3][1] and guard[2][0] < aces[2][0] < kings[2][0]
    assert aces[4][0] > aces[5][0] and centre[1] < guard[4][1] < aces[4][1] < kings[4][1]
    assert aces[6][1] > aces[7][1] and kings[6][0] < aces[6][0] < guard[6][0] < centre[0]
    lying = {pile for pile, place in book.items() if place.turned}
    assert lying == {
        *(f"foundation-{n}" for n in (3, 4, 7, 8)),
        *(f"discard-{n}" for n in (4, 5, 8, 9)),
    }


def test_a_laptop_draws_the_books_star_and_a_phone_a_small_one_its_cards_large_enough():
    game = engine.new_game(GAME, 5)
    # The room below the bar on each screen, and the buttons' strip (tests/unit/test_layout.py).
    for (width, height), crossways, narrowest in (
        ((1268, 738), True, 55),  # a laptop, 1280x800: the book's star, aces crossways
        ((386, 728), False, 44),  # a phone held upright, 390x844
        ((632, 308), False, 30),  # on its side, 640x360: indexes 9 px (a couple's 7)
    ):
        view, _ = fitted(game.rules, game.piles, width, height, (52, 104))
        assert any(pile.turned for pile in view.piles) == crossways, (width, height)
        assert view.card_width >= narrowest, (width, height)


def test_cards_go_up_only_in_pairs_of_red_and_black():
    game = empress(
        done(COMPLETE, foundation_1="AS", foundation_9="KH") + "tableau-1: QH\ntableau-25: 2S\n"
    )
    pairs = [m for m in game.legal_moves() if m.kind == "pair"]
    assert pairs == [Move("pair", "tableau-1", "tableau-25")]
    game.play(pairs[0])
    assert game.piles["foundation-1"][-1] == "2S" and game.piles["foundation-9"][-1] == "QH"


def test_a_card_of_one_colour_is_not_played_alone():
    game = empress(
        done(COMPLETE, foundation_1="AS", foundation_9="KH") + "tableau-1: QH\ntableau-25: 5S\n"
    )
    assert not [m for m in game.legal_moves() if m.kind == "pair"]
    assert refusal(game, Move("move", "tableau-1", "foundation-9"))


def test_a_couple_is_laid_and_played_up_later_its_place_refilled():
    game = empress(
        done(COMPLETE, foundation_1="AS", foundation_9="KH")
        + "tableau-1: QH\ntableau-25: 3S\ntableau-26: 2S\ntalon-2: TH\n"
    )
    game.play(Move("couple", "tableau-1", "tableau-25"))
    assert game.piles["tableau-25"] == ("3S", "QH")
    assert game.piles["tableau-1"] == ("TH",)  # the vacancy refilled from the red talon
    # Neither card of a couple can be paired again, and it cannot go up until both fit.
    assert not [
        m for m in game.legal_moves() if m.kind == "couple" and "tableau-25" in (m.source, m.target)
    ]
    assert refusal(game, Move("pair", "tableau-1", "tableau-26"))  # the ten cannot go up


def test_refilling_from_the_pack_sends_a_card_of_the_other_colour_to_its_talon():
    game = empress(
        done(COMPLETE, foundation_1="AS", foundation_9="KH")
        + "tableau-1: QH\ntableau-25: 2S\ntableau-26: 3S\nstock-1: 9H 4S\n"
    )
    game.play(Move("pair", "tableau-1", "tableau-25"))
    # The Army place is filled first: the four of spades turned goes to the Navy's gap,
    # then the nine of hearts fills the Army place.
    assert game.piles["tableau-1"] == ("9H",) and game.piles["tableau-25"] == ("4S",)


def test_the_pack_is_turned_one_card_at_a_time_into_an_empty_place_of_its_colour():
    game = empress(
        done(COMPLETE, foundation_1="AS", foundation_9="KH")
        + "tableau-1: 5H\ntableau-25: 5S\nstock-1: 9H 4S\n"
    )
    game.play(Move("deal", "stock-1"))
    assert len(game.piles["stock-1"]) == 1
    game.play(Move("deal", "stock-1"))
    # Each goes to the first empty place of its colour (here every other place is empty).
    assert game.piles["tableau-2"] == ("9H",) and game.piles["tableau-26"] == ("4S",)
    assert not game.piles["stock-1"]


NEAR_WON = done(COMPLETE, foundation_8="JC", foundation_16="2D") + "tableau-1: AD\ntableau-25: KC\n"
DEAD = (
    done(COMPLETE, foundation_8="JC", foundation_16="3D")
    + "tableau-1: AD\ntableau-25: KC\ntableau-2: 2D\n"
)
MORE_SMALL = [
    (
        GAME,
        done(COMPLETE, foundation_8="TC", foundation_16="3D")
        + "tableau-1: 2D\ntableau-2: AD\ntableau-25: JC\ntableau-26: KC\n",
        "won",
    ),
    (
        GAME,
        done(COMPLETE, foundation_8="TC", foundation_16="3D")
        + "tableau-1: AD\ntableau-2: 2D\ntableau-25: KC\ntableau-26: JC\n",
        "won",
    ),
]


class TestSolver(SolverChecks):
    pass
