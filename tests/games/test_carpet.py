"""The Carpet, rule by rule, on positions written as diagrams (engine/notation.py), and the
solver on its own positions.

The carpet's places run row by row from the top left (tableau-1 to tableau-64, eight to
a row); the top left card stands upright and upright and crossways cards alternate.  The
foundations: 1-4 the aces of clubs, diamonds, hearts, spades, 5-8 their kings.  The pack
(stock-1) is written bottom card first."""

import engine
from engine import Move
from tests.helpers.positions import DOWN, UP, done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

GAME = "carpet"
COMPLETE = [run(suit, UP) for suit in "CDHS"] + [run(suit, DOWN) for suit in "CDHS"]


def carpet(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text(GAME, text, variant)


def place(row: int, column: int) -> str:
    return f"tableau-{(row - 1) * 8 + column}"


def bases() -> str:
    return "\n".join(
        [f"foundation-{n}: A{s}" for n, s in enumerate("CDHS", 1)]
        + [f"foundation-{n}: K{s}" for n, s in enumerate("CDHS", 5)]
    )


def test_the_carpet_sets_out_aces_and_kings_deals_sixty_four_and_frees_sixteen():
    game = engine.new_game(GAME, 1)
    piles = game.piles
    assert [piles[f"foundation-{n}"] for n in range(1, 9)] == [
        (f"{r}{s}",) for r in "AK" for s in "CDHS"
    ]
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 65))
    assert len(piles["stock-1"]) == 32
    free = game.rules.covers.free(game.table)
    # Upright cards of the top row and crossways cards at the ends of the rows...
    assert {place(1, 1), place(1, 3), place(8, 2), place(2, 1), place(1, 8)} <= set(free)
    assert len(free) == 16 and place(1, 2) not in free and place(4, 4) not in free


def test_a_card_is_freed_by_a_clear_lane_to_one_of_its_narrow_ends():
    # The upright card at row 3, column 1 (3+1 even) waits for the whole lane above it:
    # emptying row 2 alone frees it in the variant, not in the book's reading.
    cells = {place(r, c): "9D" for r in range(1, 9) for c in range(1, 9)}
    del cells[place(2, 1)]
    text = bases() + "\n" + "\n".join(f"{p}: {card}" for p, card in cells.items())
    text += "\nstock-1: 5S"
    book = carpet(text.replace(f"{place(3, 1)}: 9D", f"{place(3, 1)}: 2C"))
    assert ("move", place(3, 1), "foundation-1") not in moves_of(book)
    assert "clear lane" in refusal(book, Move("move", place(3, 1), "foundation-1"))
    near = carpet(text.replace(f"{place(3, 1)}: 9D", f"{place(3, 1)}: 2C"), "carpet-adjacent")
    assert ("move", place(3, 1), "foundation-1") in moves_of(near)
    clear = carpet(
        text.replace(f"{place(3, 1)}: 9D", f"{place(3, 1)}: 2C").replace(f"{place(1, 1)}: 9D\n", "")
    )
    assert ("move", place(3, 1), "foundation-1") in moves_of(clear)


def test_taking_a_card_away_does_not_free_the_crossways_card_beside_it():
    # Row 1, column 2 lies crossways: its ends face columns 1 and 3 of its row; the empty
    # place below it shows it only a long side.
    cells = {place(r, c): "9D" for r in range(1, 9) for c in range(1, 9)}
    cells[place(1, 2)] = "2C"
    del cells[place(2, 2)]
    text = bases() + "\n" + "\n".join(f"{p}: {card}" for p, card in cells.items())
    game = carpet(text + "\nstock-1: 5S")
    assert ("move", place(1, 2), "foundation-1") not in moves_of(game)
    game = carpet(text.replace(f"{place(1, 1)}: 9D\n", "") + "\nstock-1: 5S")
    assert ("move", place(1, 2), "foundation-1") in moves_of(game)


def test_free_carpet_cards_build_on_the_talon_up_or_down_in_suit_once_it_exists():
    text = bases() + f"\n{place(1, 1)}: 7H\n{place(1, 3)}: 9H\n{place(1, 5)}: 8S\nstock-1: 5S"
    game = carpet(text)
    assert "until a card has been turned" in refusal(game, Move("move", place(1, 1), "talon-1"))
    game = carpet(text + "\ntalon-1: 8H")
    assert {("move", place(1, 1), "talon-1"), ("move", place(1, 3), "talon-1")} <= moves_of(game)
    assert ("move", place(1, 5), "talon-1") not in moves_of(game)
    game.play(Move("move", place(1, 1), "talon-1"))
    assert ("move", place(1, 3), "talon-1") not in moves_of(game)  # 9H on 7H: no


def test_the_pack_goes_to_the_talon_and_its_top_card_may_be_played_up():
    game = carpet(bases() + f"\n{place(1, 1)}: 9D\nstock-1: 5S 2C")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("2C",)
    assert ("move", "talon-1", "foundation-1") in moves_of(game)


def test_the_talon_is_shuffled_and_dealt_again_twice_and_no_more():
    game = carpet(bases() + f"\n{place(1, 1)}: 9D\ntalon-1: 5S 6S 7S\n@redeals_left 2\n@deal 1")
    for left in (2, 1):
        redeal = next(m for m in game.legal_moves() if m.kind == "redeal")
        assert str(redeal) == f"Re-deal ({left} left)"
        game.play(redeal)
        assert sorted(game.piles["stock-1"]) == ["5S", "6S", "7S"] and not game.piles["talon-1"]
        for _ in range(3):
            game.play(next(m for m in game.legal_moves() if m.kind == "deal"))
    assert not any(m.kind == "redeal" for m in game.legal_moves())
    assert game.status == "lost"


# The solver's positions ----------------------------------------------------------------

# The pack is used up; the queen and king of spades go up on the ace's line, the two and
# ace on the king's.
NEAR_WON = (
    done(COMPLETE, foundation_4="JS", foundation_8="3S")
    + f"{place(1, 1)}: QS\n{place(2, 1)}: 2S\n{place(1, 3)}: KS\n{place(1, 5)}: AS"
    + "\n@redeals_left 0"
)

# The ace's line wants the knave of spades, which lies on the talon under the king; the
# queen may still go on the king, and then nothing moves.  The re-deals are spent.
DEAD = done(COMPLETE, foundation_4="TS") + f"{place(1, 1)}: QS\ntalon-1: JS KS\n@redeals_left 0"

MORE_SMALL = [
    # The queen's lane upwards is blocked by the king, but the lane below it is clear.
    (
        GAME,
        done(COMPLETE, foundation_4="JS")
        + f"{place(1, 1)}: KS\n{place(3, 1)}: QS\n@redeals_left 0",
        "won",
    ),
    # The knave on the talon goes up first, then the queen and the king.
    (
        GAME,
        done(COMPLETE, foundation_4="TS") + f"{place(1, 1)}: QS\ntalon-1: KS JS\n@redeals_left 0",
        "won",
    ),
]


# A deal the win-rate table found won (bench/results/carpet.tsv, 69,207 positions).
WON_DEALS = [(GAME, 7)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Carpet's positions."""
