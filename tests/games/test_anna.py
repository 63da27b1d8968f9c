"""Anna, rule by rule, on positions written as diagrams (engine/notation.py), and the solver on
its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.helpers.positions import done, moves_of, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals


# Anna ---------------------------------------------------------------------------------
def anna(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text("anna", text, variant=variant)


def knave_down(suit: str, to: str) -> str:
    """A foundation built from the knave down to the card named (ace, then king)."""
    ranks = [*range(11, 0, -1), 13]
    built = [engine.cards.code(r, suit) for r in ranks]
    return " ".join(built[: built.index(to + suit) + 1])


def test_anna_deals_eight_helps_and_sends_every_knave_to_the_n():
    for deal in (1, 2, 77):
        piles = engine.new_game("anna", deal).piles
        helps = [piles[f"tableau-{n}"] for n in range(1, 9)]
        assert all(len(help_) == 1 and help_[0][0] != "J" for help_ in helps)
        knaves = [piles[f"foundation-{n}"] for n in range(1, 9) if piles[f"foundation-{n}"]]
        assert all(len(f) == 1 and f[0][0] == "J" for f in knaves)
        assert piles == {**piles, **{f"foundation-{n}": () for n in range(len(knaves) + 1, 9)}}
        assert len(piles["stock-1"]) == 104 - 8 - len(knaves)


def test_a_knave_turned_from_the_pack_goes_to_the_next_place_of_the_n():
    game = anna("foundation-1: JC\ntableau-1: 5H\nstock-1: 3D JH")
    assert moves_of(game) == {("deal", "stock-1", "foundation-2")}
    game.play(Move("deal", "stock-1", "foundation-2"))
    assert game.piles["foundation-2"] == ("JH",)


def test_the_knaves_go_down_to_the_ace_then_the_king_and_never_take_a_queen():
    game = anna(f"foundation-1: {knave_down('H', 'A')}\ntableau-1: KH\ntableau-2: QH\nstock-1: 3D")
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "No queen ever goes to a foundation."
    )
    assert refusal(game, Move("move", "tableau-1", "foundation-2")) == (
        "The N takes only knaves, and they go there by themselves."
    )


def test_helps_marry_upwards_in_suit_from_the_helps_and_the_talon_but_never_on_a_queen():
    game = anna("tableau-1: 5H\ntableau-2: 6H\ntableau-3: QS\ntableau-4: KS\ntalon-1: 6H")
    assert {("move", "tableau-2", "tableau-1"), ("move", "talon-1", "tableau-1")} <= moves_of(game)
    assert refusal(game, Move("move", "tableau-4", "tableau-3")) == (
        "Nothing is ever placed on a queen: it stays a single card."
    )
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == ANNA_BUILD


def test_no_ace_on_a_king_unless_the_variant_says_so():
    text = "tableau-1: KH\ntableau-2: AH\nstock-1: 3D"
    assert ("move", "tableau-2", "tableau-1") not in moves_of(anna(text))
    assert ("move", "tableau-2", "tableau-1") in moves_of(anna(text, "wrap"))


def test_an_empty_help_place_takes_only_the_talon_top():
    game = anna("tableau-1: 5H\ntalon-1: QC\nstock-1: 3D")
    assert ("move", "talon-1", "tableau-2") in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "An empty help place is filled only from the talon."
    )


def test_the_anna_talon_is_redealt_twice_unshuffled():
    game = anna("tableau-1: 5H\ntalon-1: 3D 4C\n@redeals_left 2")
    game.play(Move("redeal", "stock-1"))
    assert game.piles["stock-1"] == ("4C", "3D")
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("redeal", "stock-1"))
    assert game.rules.counters(game.table) == ["Re-deals left: 0"]
    for _ in range(2):
        game.play(Move("deal", "stock-1", "talon-1"))
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt twice already: no re-deal is left."
    )


def test_anna_is_lost_when_a_card_can_only_shuttle_between_two_alike():
    text = f"foundation-1: {knave_down('H', '8')}\ntableau-1: 5H\ntableau-2: 5H 6H\n"
    game = anna(text + "@redeals_left 0")
    assert game.legal_moves() and game.status == "lost"
    assert anna(text + "@redeals_left 1\ntalon-1: 3C").status == "playing"


def test_anna_is_won_with_the_n_complete_and_the_queens_then_form_the_a():
    lines = [f"foundation-{n}: {knave_down(suit, 'K')}" for n, suit in enumerate("CDHSCDHS", 1)]
    lines[0] = f"foundation-1: {knave_down('C', 'A')}"
    queens = "QC QD QH QS QC QD QH"
    game = anna("\n".join(lines) + f"\ntableau-1: KC\ntalon-1: {queens}\nstock-1: QS")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.status == "won"
    assert sorted(game.piles[f"tableau-{n}"][0] for n in range(1, 9)) == sorted(
        (queens + " QS").split()
    )
    assert game.piles["talon-1"] == () and game.piles["stock-1"] == ()


ANNA_BUILD = (
    "On the helps a card goes on the card of its own suit one rank below it, never on a "
    "queen; an empty place takes only the talon's top card."
)


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "anna"

# The N's knaves down to the ace, then the king (no queen).
COMPLETE = [run(suit, [*range(11, 0, -1), 13]) for suit in "CDHSCDHS"]

# The ace of clubs must go up before the king.
NEAR_WON = done(COMPLETE, foundation_1="2C") + "tableau-1: AC\ntableau-2: KC\n@redeals_left 0"

# A fragment: the six of hearts may go back and forth between the two fives, and the
# seven its foundation wants never comes.
DEAD = "foundation-1: JH TH 9H 8H\ntableau-1: 5H\ntableau-2: 5H 6H\n@redeals_left 0"

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The king covers the ace on the talon: it goes to an empty help place first.
    ("anna", done(COMPLETE, foundation_1="2C") + "talon-1: AC KC\n@redeals_left 0", "won"),
]

WON_DEALS = [("anna", 1), ("anna", 2)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Anna's positions."""
