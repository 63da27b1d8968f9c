"""Light and Shade, rule by rule, on positions written as diagrams (engine/notation.py), and
the solver on its own positions and on real deals.

The pack (stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move, cards
from tests.helpers.positions import UP, done, moves_of, numbered, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

# Light and Shade ----------------------------------------------------------------------
LS_ACES = numbered("foundation", "AH AH AS AS AC AC AD AD".split())


def light_and_shade(text: str) -> engine.Game:
    return engine.game_from_text("light-and-shade", LS_ACES + "\n" + text)


def test_light_and_shade_deals_the_aces_four_auxiliaries_and_four_rivals():
    game = engine.new_game("light-and-shade", 5)
    table = game.table
    assert [table.top(f"foundation-{n}") for n in range(1, 9)] == "AH AH AS AS AC AC AD AD".split()
    assert all(len(table[f"tableau-{n}"]) == 1 for n in range(1, 5))
    assert all(len(table[f"reserve-{n}"]) == 1 for n in range(1, 5))
    assert len(table["stock-1"]) == 104 - 16 and not table["talon-1"]


def test_light_and_shade_plays_only_an_auxiliarys_card_to_a_foundation():
    game = light_and_shade("tableau-1: 2S\nreserve-1: 2C\ntalon-1: 2S\nstock-1: 9D")
    moves = moves_of(game)
    assert ("move", "tableau-1", "foundation-1") in moves
    played = {source for _, source, target in moves if target and target.startswith("foundation")}
    assert played == {"tableau-1"}
    assert refusal(game, Move("move", "reserve-1", "foundation-1")) == (
        "Only an Auxiliary's top card may be played to a foundation."
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["foundation-1"] == ("AH", "2S")


def test_light_and_shade_foundations_ignore_suit_and_alternate_colours():
    game = light_and_shade("tableau-1: 2D\nstock-1: 9D")
    assert refusal(game, Move("move", "tableau-1", "foundation-1")) == (
        "The two of diamonds cannot go on that foundation: it takes a black two next."
    )
    # A black ace takes the red two.
    game.play(Move("move", "tableau-1", "foundation-3"))
    assert game.table.top("foundation-3") == "2D"


def test_light_and_shade_builds_rivals_and_the_talon_down_in_alternate_colours():
    game = light_and_shade("tableau-1: 7H\nreserve-1: 6C\nreserve-2: 6D\ntalon-1: 6S\nstock-1: 9D")
    moves = moves_of(game)
    assert ("move", "reserve-1", "tableau-1") in moves
    assert ("move", "talon-1", "tableau-1") in moves
    assert (
        refusal(game, Move("move", "reserve-2", "tableau-1"))
        == engine.GAMES["light-and-shade"].build_rule
    )


def test_light_and_shade_fills_an_empty_auxiliary_only_from_the_rivals():
    game = light_and_shade("tableau-1: 7H\nreserve-1: 6C\ntalon-1: KS\nstock-1: 9D")
    assert ("move", "reserve-1", "tableau-2") in moves_of(game)
    assert refusal(game, Move("move", "talon-1", "tableau-2")) == (
        "An empty Auxiliary is filled only with a Rival's card."
    )
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "A card on an Auxiliary goes only to a foundation."
    )


def test_light_and_shade_fills_an_empty_rival_only_from_the_talon_and_builds_nothing_there():
    game = light_and_shade("tableau-1: 7H\nreserve-1: 6C\ntalon-1: KS\nstock-1: 9D")
    assert ("move", "talon-1", "reserve-2") in moves_of(game)
    assert refusal(game, Move("move", "reserve-1", "reserve-2")) == (
        "An empty Rival is filled only from the talon."
    )
    game.play(Move("deal", "stock-1", "talon-1"))
    assert refusal(game, Move("move", "talon-1", "reserve-1")) == "Nothing is built on a Rival."
    game.play(Move("move", "talon-1", "reserve-2"))
    assert game.table["reserve-2"] == ("9D",)


def test_light_and_shade_has_no_redeal_and_is_lost_when_the_pack_is_used_up_and_stuck():
    game = light_and_shade("tableau-1: 7H\nreserve-1: 9C\ntalon-1: KS")
    assert not any(m.kind in ("deal", "redeal") for m in game.legal_moves())
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == (
        "The pack is used up, and there is no re-deal."
    )
    # The king goes to a Rival's place... then nothing is left.
    game.play(Move("move", "talon-1", "reserve-2"))
    game.play(Move("move", "reserve-2", "tableau-2"))
    game.play(Move("move", "reserve-1", "tableau-3"))
    assert game.legal_moves() == [] and game.status == "lost"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "light-and-shade"

# Red aces (hearts) and black aces (spades, clubs) and red ones again (diamonds), each
# built up in alternate colours.
COMPLETE = [
    [cards.code(rank, (suit, other)[rank % 2 == 0]) for rank in UP]
    for suit, other in ("HS", "HS", "SH", "SH", "CD", "CD", "DC", "DC")
]

# A fragment, the pack used up: the king of diamonds on the talon covers the two of
# spades the ace of hearts wants; a Rival freed by building the four of diamonds on the
# five of clubs takes the king, but the two finds no red three nor an empty Auxiliary.
LS_STUCK = (
    "foundation-1: AH\ntableau-1: 5C\ntableau-2: 9C\ntableau-3: 9C\ntableau-4: 9C\n"
    "reserve-1: 4D\nreserve-2: 9S\nreserve-3: 9S\ntalon-1: 2S KD\n"
)

NEAR_WON = (
    # The king on the talon covers the queen: it goes to an empty Rival, thence to an
    # empty Auxiliary, and the queen is built on it before both go up.
    done(COMPLETE, foundation_1="JH") + "talon-1: QS KH\n"
)

DEAD = LS_STUCK + "reserve-4: 9S\n"

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # Light and Shade: an empty Rival takes the king, and the two still finds no place.
    ("light-and-shade", LS_STUCK, "lost"),
    # The king moved off the two through a Rival to an empty Auxiliary, the two goes onto
    # the red three and up; each card after passes through a Rival to the emptied place.
    (
        "light-and-shade",
        done(COMPLETE, foundation_1="AH")
        + "tableau-1: 3H\ntalon-1: TS 9H 8S 7H 6S 5H 4S QS JH 2S KH\n",
        "won",
    ),
]

WON_DEALS = [("light-and-shade", 3)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Light and Shade's positions."""
