"""The Nation, rule by rule, on positions written as diagrams.

foundation-1..4 are the aces (clubs, diamonds, hearts, spades) building up,
foundation-5..8 the kings of the same suits building down; tableau-1..12 are the
columns, written from the top (the first card dealt) to the lowest, available card.
A re-deal from a written position is how a test controls the order of a counted deal.
"""

import pytest

import engine
from engine import Move, cards
from engine.notation import format_table
from engine.prng import shuffled_pack
from tests.helpers.positions import DOWN, TWO_UNDER_FOUR, UP, done, on_blockers, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

BASES = """
foundation-1: AC
foundation-2: AD
foundation-3: AH
foundation-4: AS
foundation-5: KC
foundation-6: KD
foundation-7: KH
foundation-8: KS
"""
REDEAL = Move("redeal", None, None)


def position(text: str) -> engine.Game:
    return engine.game_from_text("nation", text)


def plays(game: engine.Game) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in game.legal_moves() if m.kind == "move"}


def columns(game: engine.Game) -> list[tuple[str, ...]]:
    return [game.piles[f"tableau-{n}"] for n in range(1, 13)]


def reference_deal(deal: int) -> tuple[dict[str, list[str]], list[list[str]]]:
    """The book's counted deal, written out plainly, to check the engine's against."""
    pack = shuffled_pack(deal, cards.new_pack(2))
    found = {}
    for rank, line in ((1, 0), (13, 4)):
        for n, suit in enumerate("CDHS"):
            card = cards.code(rank, suit)
            pack.remove(card)
            found[f"foundation-{line + n + 1}"] = [card]
    cols: list[list[str]] = []
    for c in range(12):
        column = []
        for card in pack[c * 8 : c * 8 + 8]:
            for pile, stack in found.items():
                top = stack[-1]
                step = 1 if pile in ("foundation-1", "foundation-2", "foundation-3",
                                     "foundation-4") else -1  # fmt: skip
                if (
                    cards.suit(top) == cards.suit(card)
                    and cards.rank(card) == cards.rank(top) + step
                ):
                    stack.append(card)
                    break
            else:
                column.append(card)
        cols.append(column)
    return found, cols


# The deal ------------------------------------------------------------------------------
def test_the_deal_withdraws_an_ace_and_a_king_of_each_suit_in_two_lines():
    game = engine.new_game("nation", 31)
    bottoms = [game.piles[f"foundation-{n}"][0] for n in range(1, 9)]
    assert bottoms == ["AC", "AD", "AH", "AS", "KC", "KD", "KH", "KS"]
    assert "stock-1" not in game.piles  # the whole pack is dealt: no stock remains
    assert all(len(column) <= 8 for column in columns(game))
    assert sum(map(len, game.piles.values())) == 104
    assert game.table.var("redeals_left") == 2


@pytest.mark.parametrize("deal", [1, 2, 3, 77, 4096])
def test_the_counted_deal_plays_suitable_cards_as_they_are_counted(deal):
    game = engine.new_game("nation", deal)
    found, cols = reference_deal(deal)
    assert columns(game) == [tuple(c) for c in cols]
    assert {p: list(game.piles[p]) for p in found} == found


def test_deal_one_loses_a_card_from_its_first_column_to_the_spades():
    # Deal 1 counts the two of spades fourth in the first column: it goes up at once.
    game = engine.new_game("nation", 1)
    assert game.piles["tableau-1"] == ("7S", "TH", "9H", "9H", "KH", "3C", "3H")
    assert game.piles["foundation-4"][:2] == ("AS", "2S")


def test_the_books_example_cards_counted_four_and_seven_leave_six():
    game = position(
        BASES.replace("AC\n", "AC 2C\n") + "tableau-12: 9H 8H 7H 3C 6H 5H 2D 4H\n@redeals_left 1"
    )
    game.play(REDEAL)
    assert game.piles["tableau-1"] == ("9H", "8H", "7H", "6H", "5H", "4H")
    assert game.piles["foundation-1"] == ("AC", "2C", "3C")
    assert game.piles["foundation-2"] == ("AD", "2D")
    assert all(not column for column in columns(game)[1:])


def test_a_play_during_the_deal_can_make_the_next_card_suitable():
    game = position(BASES + "tableau-1: 2C 3C 9H\n@redeals_left 1")
    game.play(REDEAL)
    assert game.piles["foundation-1"] == ("AC", "2C", "3C")
    assert game.piles["tableau-1"] == ("9H",)


def test_a_card_once_placed_in_a_column_stays_during_the_deal():
    game = position(BASES + "tableau-1: 3C 2C 9H\n@redeals_left 1")
    game.play(REDEAL)
    # The three was counted before the two went up; it stays in the column.
    assert game.piles["tableau-1"] == ("3C", "9H")
    assert game.piles["foundation-1"] == ("AC", "2C")


def test_a_card_both_foundations_of_its_suit_take_goes_to_the_ace_line():
    game = position(
        BASES.replace("AC\n", "AC 2C 3C 4C 5C 6C\n").replace("KC\n", "KC QC JC TC 9C 8C\n")
        + "tableau-1: 7C 9H\n@redeals_left 1"
    )
    game.play(REDEAL)
    assert game.piles["foundation-1"][-1] == "7C"
    assert game.piles["foundation-5"][-1] == "8C"


# Re-deals ----------------------------------------------------------------------------
def test_the_redeal_takes_the_columns_up_last_column_first_each_in_order():
    nines = "5C 6C 7C 8C 9C 5D 6D 7D"
    eights = "5H 6H 7H 8H 9H 5S 6S 7S"
    game = position(
        BASES + f"tableau-1: {nines}\ntableau-2: {eights}\ntableau-3: 8S 9S 9D\n@redeals_left 2"
    )
    (redeal,) = [m for m in game.legal_moves() if m.kind == "redeal"]
    assert str(redeal) == "Re-deal (2 left)"
    game.play(redeal)
    assert columns(game)[:3] == [
        ("8S", "9S", "9D", "5H", "6H", "7H", "8H", "9H"),
        ("5S", "6S", "7S", "5C", "6C", "7C", "8C", "9C"),
        ("5D", "6D", "7D"),
    ]
    assert all(not column for column in columns(game)[3:])
    assert game.table.var("redeals_left") == 1


def test_two_redeals_and_no_more():
    game = position(BASES + "tableau-1: 9C\ntableau-2: 9D\n@redeals_left 2")
    game.play(REDEAL)
    assert str(next(m for m in game.legal_moves() if m.kind == "redeal")) == "Re-deal (1 left)"
    game.play(REDEAL)
    assert all(m.kind != "redeal" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="re-deal"):
        game.play(REDEAL)


# After the deal --------------------------------------------------------------------------
def test_only_the_lowest_card_of_a_column_is_available():
    game = position(BASES + "tableau-1: 2C 9H\ntableau-2: 7S")
    assert ("tableau-1", "foundation-1") not in plays(game)
    game.play(Move("move", "tableau-1", "tableau-3"))  # into an empty column
    assert ("tableau-1", "foundation-1") in plays(game)


def test_foundations_follow_suit_up_from_the_aces_and_down_from_the_kings():
    game = position(BASES + "tableau-1: 2D\ntableau-2: QH\ntableau-3: 2S\ntableau-4: QS")
    legal = plays(game)
    assert {("tableau-1", "foundation-2"), ("tableau-2", "foundation-7")} <= legal
    assert ("tableau-1", "foundation-1") not in legal
    assert ("tableau-2", "foundation-8") not in legal
    with pytest.raises(engine.IllegalMove, match="two of clubs"):
        game.play(Move("move", "tableau-3", "foundation-1"))


def test_marriages_are_in_suit_up_or_down_never_king_on_ace():
    game = position(
        BASES + "tableau-1: 7H\ntableau-2: 8H\ntableau-3: 6H\ntableau-4: 8S\n"
        "tableau-5: 9C KS\ntableau-6: 9D AS"
    )
    legal = plays(game)
    assert {("tableau-1", "tableau-2"), ("tableau-1", "tableau-3")} <= legal
    assert ("tableau-1", "tableau-4") not in legal
    assert ("tableau-5", "tableau-6") not in legal
    assert ("tableau-6", "tableau-5") not in legal
    with pytest.raises(engine.IllegalMove, match="own suit"):
        game.play(Move("move", "tableau-1", "tableau-4"))


def test_an_empty_column_takes_any_one_available_card_then_builds_on_it():
    game = position(BASES + "tableau-1: 9C 4D\ntableau-2: 5D\ntableau-3: JS")
    assert {("tableau-1", "tableau-4"), ("tableau-3", "tableau-12")} <= plays(game)
    game.play(Move("move", "tableau-1", "tableau-4"))
    game.play(Move("move", "tableau-2", "tableau-4"))
    assert game.piles["tableau-4"] == ("4D", "5D")
    assert all(m.count == 1 for m in game.legal_moves())


def test_nothing_leaves_a_foundation():
    game = position(BASES + "tableau-1: 9C")
    with pytest.raises(engine.IllegalMove, match="stays there"):
        game.play(Move("move", "foundation-1", "tableau-2"))
    with pytest.raises(engine.IllegalMove, match="stays there"):
        game.play(Move("move", "foundation-5", "foundation-1"))


def test_the_game_is_won_with_all_104_cards_up_and_lost_when_stuck():
    up = "A23456789TJQK"
    lines = []
    for n, suit in enumerate("CDHS"):
        lines.append(f"foundation-{n + 1}: " + " ".join(r + suit for r in up))
        down = up[::-1] if suit != "S" else up[:0:-1]
        lines.append(f"foundation-{n + 5}: " + " ".join(r + suit for r in down))
    game = position("\n".join(lines) + "\ntableau-7: AS\n@redeals_left 2")
    assert game.status == "playing"
    game.play(Move("move", "tableau-7", "foundation-8"))
    assert game.status == "won" and game.legal_moves() == []

    tops = ["5C", "5D", "5H", "5S", "9C", "9D", "9H", "9S", "5C", "5D", "5H", "5S"]
    full = "\n".join(f"tableau-{n}: {card}" for n, card in enumerate(tops, 1))
    stuck = position(BASES + full + "\n@redeals_left 0")
    assert stuck.legal_moves() == [] and stuck.status == "lost"


def test_an_illegal_move_changes_nothing():
    game = position(BASES + "tableau-1: 7H\ntableau-2: 8S")
    before = format_table(game.table)
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "tableau-2"))
    assert format_table(game.table) == before


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "nation"

COMPLETE = [run(suit, UP) for suit in "CDHS"] + [run(suit, DOWN) for suit in "CDHS"]

# As in the Fifteen, the king of hearts must go to a lane; a re-deal is left as well.
NEAR_WON = (
    done(COMPLETE, foundation_3="JH", foundation_7="3H")
    + "tableau-1: QH 2H KH\ntableau-2: AH\n@redeals_left 1"
)

# A fragment, as in Fortress, with the Nation's aces and kings set out.
DEAD = (
    "\n".join(
        f"foundation-{n}: {card}" for n, card in enumerate("AC AD AH AS KC KD KH KS".split(), 1)
    )
    + "\n"
    + on_blockers(12, *TWO_UNDER_FOUR)
    + "\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    (
        "nation",
        done(COMPLETE, foundation_3="JH", foundation_7="3H")
        + "tableau-1: QH 2H KH\ntableau-2: AH\n@redeals_left 0",
        "won",
    ),
]

WON_DEALS = [("nation", 8), ("nation", 7)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Nation's positions."""
