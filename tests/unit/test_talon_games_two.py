"""More games built from the talon (Light and Shade ...), rule by rule, on positions
written as diagrams.  The pack (stock-1) is written bottom card first, so its last card is
turned next; the talon likewise, its last card on top."""

import engine
from engine import Move
from engine.errors import IllegalMove
from engine.mechanics.builds import alternate_colours
from engine.mechanics.foundations import Foundation


def moves_of(game: engine.Game) -> set[tuple[str, str | None, str | None]]:
    return {(m.kind, m.source, m.target) for m in game.legal_moves()}


def refusal(game: engine.Game, move: Move) -> str:
    try:
        game.play(move)
    except IllegalMove as error:
        return str(error)
    raise AssertionError(f"{move} was allowed")


# The mechanisms ------------------------------------------------------------------------
def test_a_foundation_in_alternate_colours_takes_either_suit_of_the_other_colour():
    red_ace = Foundation(base_rank=None, colours=True)
    assert red_ace.accepts(("AH",), "2S") and red_ace.accepts(("AH",), "2C")
    assert not red_ace.accepts(("AH",), "2D")
    assert not red_ace.accepts(("AH",), "3S")
    assert red_ace.accepts(("AH", "2C"), "3D")
    assert red_ace.describe_need(("AH", "2C")) == "it takes a red three next"


def test_a_column_in_alternate_colours_takes_the_next_lower_card_of_the_other_colour():
    down = alternate_colours(-1)
    assert down(("7H",), "6S") and down(("7H",), "6C")
    assert not down(("7H",), "6D")
    assert not down(("7H",), "5S")
    assert not down((), "6S")


# Light and Shade ---------------------------------------------------------------------
LS_ACES = "\n".join(
    f"foundation-{n}: {ace}" for n, ace in enumerate("AH AH AS AS AC AC AD AD".split(), 1)
)


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
