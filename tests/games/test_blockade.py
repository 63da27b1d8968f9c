"""The Blockade, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions and on real deals.

A grid's places run row by row from the top-left; the pack (stock-1) is written bottom card
first, so its last card is dealt next."""

import engine
from engine import Move
from tests.helpers.positions import UP, done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals


def blockade(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text("blockade", text, variant)


ROW_OF_TWELVE = " ".join(["9C", "8D", "7H", "6S"] * 3)
FULL_ROW = "\n".join(f"tableau-{n}: 9C" for n in range(1, 13))


def test_blockade_deals_a_row_of_twelve_and_keeps_the_rest_as_the_pack():
    piles = engine.new_game("blockade", 1).piles
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 13))
    assert not any(piles[f"tableau-{n}"] for n in range(13, 109))
    assert len(piles["stock-1"]) == 92


def test_blockade_aces_go_up_as_they_are_dealt_and_the_row_still_gets_twelve_cards():
    piles = engine.new_game("blockade", 2).piles
    assert piles["foundation-1"] == ("AC",) and piles["foundation-2"]
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 13))
    assert len(piles["stock-1"]) == 90


def test_blockade_only_a_card_with_nothing_below_it_is_free():
    # The six of hearts in row 1 has the nine of clubs below it; the seven beside it is free.
    game = blockade("tableau-1: 6H\ntableau-13: 9C\ntableau-2: 5H\ntableau-3: 7H\n@rows 2")
    assert ("move", "tableau-2", "tableau-3") not in moves_of(game)  # not the next card
    assert ("move", "tableau-2", "tableau-1") not in moves_of(game)  # onto a blocked card
    assert ("move", "tableau-1", "tableau-3") not in moves_of(game)  # from a blocked card
    assert refusal(game, Move("move", "tableau-2", "tableau-1")) == (
        "The six of hearts is blocked: a card lies below it in its column."
    )
    sentence = refusal(game, Move("move", "tableau-1", "tableau-3"))
    assert sentence == "The six of hearts is blocked: a card lies below it in its column."


def test_blockade_marriages_go_down_in_suit_onto_a_free_card():
    game = blockade("tableau-1: 6H\ntableau-2: 5H\ntableau-3: 7H\ntableau-4: 5D\n@rows 1")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert ("move", "tableau-1", "tableau-3") in moves_of(game)
    assert ("move", "tableau-4", "tableau-1") not in moves_of(game)  # another suit
    assert "next higher card of its own suit" in refusal(
        game, Move("move", "tableau-3", "tableau-1")
    )
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert game.piles["tableau-1"] == ("6H", "5H") and game.piles["tableau-2"] == ()


def test_blockade_removing_a_card_releases_the_one_above_it():
    game = blockade(
        "foundation-1: AC\ntableau-1: 3C\ntableau-13: 2C\ntableau-2: 9D\ntableau-14: 9S\n"
        "stock-1: KD KS\n@rows 2"
    )
    assert ("move", "tableau-1", "foundation-1") not in moves_of(game)
    game.play(Move("move", "tableau-13", "foundation-1"))
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["foundation-1"] == ("AC", "2C", "3C")


def test_blockade_a_married_card_on_a_higher_row_is_blocked_like_its_packet():
    game = blockade("tableau-1: 8S\ntableau-13: KD\ntableau-2: 7S\n@rows 2")
    assert "is blocked" in refusal(game, Move("move", "tableau-2", "tableau-1"))


def test_blockade_tapping_the_pack_refills_every_vacancy_uppermost_row_first():
    # Row 1 lacks places 2 and 5, row 2 lacks place 14: the pack deals 4D, then 3D, then 2D.
    filled = {n: "9C" for n in range(1, 25) if n not in (2, 5, 14)}
    text = "\n".join(f"tableau-{n}: {card}" for n, card in filled.items())
    game = blockade(text + "\nstock-1: KS 2D 3D 4D\n@rows 2")
    deal = next(m for m in game.legal_moves() if m.kind == "deal")
    assert str(deal) == "Refill the vacancies"
    game.play(deal)
    assert (game.piles["tableau-2"], game.piles["tableau-5"], game.piles["tableau-14"]) == (
        ("4D",),
        ("3D",),
        ("2D",),
    )
    assert game.piles["stock-1"] == ("KS",) and not game.piles["tableau-25"]


def test_blockade_a_new_row_waits_for_the_vacancies_but_not_for_the_plays():
    game = blockade(
        f"{FULL_ROW}\nfoundation-1: AC\ntableau-12: 2C\nstock-1: {ROW_OF_TWELVE}\n@rows 1"
    )
    assert ("move", "tableau-12", "foundation-1") in moves_of(game)
    deal = next(m for m in game.legal_moves() if m.kind == "deal")
    assert str(deal) == "Deal a row"
    game.play(deal)
    assert [game.piles[f"tableau-{n}"] for n in (13, 24)] == [("6S",), ("9C",)]
    assert len(game.piles["stock-1"]) == 0


def test_blockade_an_ace_dealt_in_a_row_goes_up_and_the_next_card_takes_its_place():
    game = blockade(f"{FULL_ROW}\nstock-1: QH {ROW_OF_TWELVE[:-3]} AD\n@rows 1")
    game.play(Move("deal", "stock-1"))
    assert game.piles["foundation-1"] == ("AD",)
    assert game.piles["tableau-13"] == ("7H",) and game.piles["tableau-24"] == ("QH",)


def test_blockade_an_ace_that_comes_by_a_refill_waits_for_the_player():
    game = blockade("tableau-1: 9C\ntableau-3: 9C\nstock-1: AH\n@rows 1")
    game.play(Move("deal", "stock-1"))
    assert game.piles["tableau-2"] == ("AH",) and game.piles["foundation-1"] == ()
    assert ("move", "tableau-2", "foundation-1") in moves_of(game)


def test_blockade_nothing_but_the_pack_fills_a_vacancy():
    game = blockade("tableau-1: 9C\ntableau-3: 8C\nstock-1: KS\n@rows 1")
    assert refusal(game, Move("move", "tableau-3", "tableau-2")) == "Only the pack fills a vacancy."


def test_blockade_once_the_pack_is_used_up_a_vacancy_stays_empty():
    game = blockade("foundation-1: AC\ntableau-1: 9H\ntableau-2: 2C\n@rows 1")
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert "deal" not in {m.kind for m in game.legal_moves()}
    assert (
        refusal(game, Move("deal", "stock-1")) == "The pack is used up: a vacancy now stays empty."
    )


def test_blockade_strict_refills_a_vacancy_as_soon_as_it_is_made():
    text = f"{FULL_ROW}\nfoundation-1: AC\ntableau-1: 2C\nstock-1: 5S 4S\n@rows 1"
    game = blockade(text)
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["tableau-1"] == ()  # by default the vacancy waits for the pack
    strict = blockade(text, "blockade-strict")
    strict.play(Move("move", "tableau-1", "foundation-1"))
    assert strict.piles["tableau-1"] == ("4S",) and strict.piles["stock-1"] == ("5S",)


def test_blockade_is_won_with_all_104_cards_on_the_foundations():
    from engine import cards

    runs = [" ".join(cards.code(r, s) for r in range(1, 14)) for s in "CDHS"] * 2
    text = "\n".join(f"foundation-{n}: {run}" for n, run in enumerate(runs, 1))
    game = blockade(text.replace(" KS", "", 1) + "\ntableau-1: KS\n@rows 1")
    assert game.status == "playing"
    game.play(Move("move", "tableau-1", "foundation-4"))
    assert game.status == "won"


def test_blockade_is_lost_when_only_twin_cards_pass_a_card_back_and_forth():
    # The four of spades may go from one five of spades to the other for ever, but no
    # card can reach a foundation: the pack is used up and the game is lost.
    game = blockade("foundation-1: AC\ntableau-1: 3C\ntableau-13: 5S 4S\ntableau-2: 5S\n@rows 2")
    assert game.legal_moves() and game.status == "lost"


def test_blockade_is_not_lost_while_the_pack_lasts_or_a_play_is_within_reach():
    game = blockade("foundation-1: AC\ntableau-1: 2C\ntableau-13: 4S\ntableau-2: 5S\n@rows 2")
    assert game.status == "playing"  # 4S onto 5S frees the two of clubs
    assert blockade("tableau-1: 9C\nstock-1: 5S\n@rows 1").status == "playing"


# Babette --------------------------------------------------------------------------------
# Eight columns: tableau-1..8 is row 1, tableau-9..16 row 2, tableau-17..24 row 3.  The
# king foundations are foundation-1..4, the ace foundations foundation-5..8, each group in
# the order clubs, diamonds, hearts, spades.


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "blockade"

COMPLETE = [run(suit, UP) for suit in "CDHSCDHS"]

NEAR_WON = (
    # The pack is used up.  The knave of clubs goes up first, freeing the king above it;
    # the other king, covering the queen, goes on the second clubs foundation, and the
    # queen and king then follow on the first.
    done(COMPLETE, foundation_1="TC", foundation_5="QC")
    + "tableau-1: KC\ntableau-13: JC\ntableau-2: QC\ntableau-14: KC\n@rows 2"
)

# The pack is used up; the two of clubs lies under the five of spades, which has no
# six to go to.  The four of spades passes from one five to the other meanwhile.
DEAD = "foundation-1: AC\ntableau-1: 2C\ntableau-13: 5S 4S\ntableau-2: 5S\n@rows 2"

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The Blockade: tapping the pack refills the first vacancy with the knave of clubs;
    # the queen lies below the king and follows it up...
    (
        "blockade",
        done(COMPLETE, foundation_1="TC") + "tableau-1: KC\ntableau-13: QC\nstock-1: JC\n@rows 2",
        "won",
    ),
    # ...but not above it, where the king blocks it for good.
    (
        "blockade",
        done(COMPLETE, foundation_1="TC") + "tableau-1: QC\ntableau-13: KC\nstock-1: JC\n@rows 2",
        "lost",
    ),
]

WON_DEALS = [("blockade", 40), ("blockade", 372)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Blockade's positions."""
