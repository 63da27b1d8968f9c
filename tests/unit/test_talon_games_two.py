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


# Two Rings ---------------------------------------------------------------------------
RING_BASES = "7S 7S 7H 7H 7C 7C 7D 7D 6S 6S 6H 6H 6C 6C 6D 6D".split()
RINGS = "\n".join(f"foundation-{n}: {card}" for n, card in enumerate(RING_BASES, 1))
# Cards no foundation of a fresh ring wants, to fill the bracelet places a diagram leaves.
BRACELET_FILLERS = "TS TH TC TD JS JH JC JD".split()


def two_rings(text: str) -> engine.Game:
    written = [f"tableau-{n}:" in text for n in range(1, 9)]
    fill = "".join(
        f"\ntableau-{n}: {card}"
        for n, (card, known) in enumerate(zip(BRACELET_FILLERS, written, strict=True), 1)
        if not known
    )
    return engine.game_from_text("two-rings", RINGS + "\n" + text + fill)


def test_two_rings_deals_the_sevens_and_sixes_and_a_bracelet_of_eight():
    table = engine.new_game("two-rings", 5).table
    assert [table.top(f"foundation-{n}") for n in range(1, 17)] == RING_BASES
    assert all(len(table[f"tableau-{n}"]) == 1 for n in range(1, 9))
    assert len(table["stock-1"]) == 80 and table.var("redeals_left") == 1


def test_two_rings_builds_sevens_up_and_sixes_down_in_suit():
    game = two_rings("tableau-1: 8S\ntableau-2: 5H\ntableau-3: 8H\nstock-1: 9D")
    moves = moves_of(game)
    assert ("move", "tableau-1", "foundation-1") in moves
    assert ("move", "tableau-2", "foundation-11") in moves
    assert ("move", "tableau-3", "foundation-3") in moves
    assert refusal(game, Move("move", "tableau-2", "foundation-3")) == (
        "The five of hearts cannot go on that foundation: it takes the eight of hearts next."
    )


def test_two_rings_refills_the_bracelet_at_once_from_the_pack_then_from_the_talon():
    game = two_rings("tableau-1: 8S\ntableau-2: 8H\ntalon-1: 4C\nstock-1: 9C 8C")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["tableau-1"] == ("8C",)
    game.play(Move("move", "tableau-2", "foundation-3"))
    assert game.table["tableau-2"] == ("9C",)
    game.play(Move("move", "tableau-1", "foundation-5"))
    # The pack used up, the talon's top card fills the place.
    assert game.table["tableau-1"] == ("4C",) and not game.table["talon-1"]


def test_two_rings_builds_nothing_on_the_bracelet_and_plays_the_talon_to_the_rings():
    game = two_rings("tableau-1: 9S\ntalon-1: 8S\nstock-1: 9D")
    assert ("move", "talon-1", "foundation-1") in moves_of(game)
    assert refusal(game, Move("move", "talon-1", "tableau-1")) == (
        "Nothing is built on the bracelet: its cards go only to the rings."
    )


def test_two_rings_redeals_the_talon_unshuffled_once_when_nothing_goes_up():
    game = two_rings("talon-1: 9D 2C 5H\n@redeals_left 1")
    assert {m.kind for m in game.legal_moves()} == {"move"}  # the five of hearts goes up
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon may be re-dealt only when no card can be played to a ring."
    )
    game.play(Move("move", "talon-1", "foundation-11"))
    game.play(Move("redeal", "stock-1"))
    assert game.table["stock-1"] == ("2C", "9D") and not game.table["talon-1"]
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("9D", "2C")
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )
    assert game.status == "lost"


# The Fish-Bone -----------------------------------------------------------------------
# Gridiron cards no knave of a fresh spine wants, for the places a diagram leaves out.
GRIDIRON_FILLERS = "9S 8S 7S 9H 8H 7H".split()


def fish_bone(text: str) -> engine.Game:
    written = [f"tableau-{n}:" in text for n in range(1, 7)]
    fill = "".join(
        f"\ntableau-{n}: {card}"
        for n, (card, known) in enumerate(zip(GRIDIRON_FILLERS, written, strict=True), 1)
        if not known
    )
    return engine.game_from_text("fish-bone", text + fill)


def test_the_fish_bone_lays_knaves_in_the_spine_as_they_appear():
    game = fish_bone("foundation-1: JC\nstock-1: 4D JD")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["foundation-2"] == ("JD",) and not game.table["talon-1"]


def test_the_fish_bone_lays_kings_left_and_queens_right_of_the_upper_knave_of_their_suit():
    game = fish_bone("foundation-1: JC\nfoundation-2: JC\nstock-1: QC KC")
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["foundation-9"] == ("KC",)  # the king's place beside knave 1
    assert game.table["foundation-17"] == ("QC",)  # the queen's place beside knave 1


def test_a_fish_bone_king_before_its_knave_waits_on_the_talon_until_it_is_on_top():
    game = fish_bone("foundation-1: JC\nstock-1: JH 4D KH")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("KH",)
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))  # the knave of hearts: the king follows
    assert game.table["foundation-2"] == ("JH",)
    assert game.table["talon-1"] == ("KH", "4D") and not game.table["foundation-10"]
    assert refusal(game, Move("move", "talon-1", "foundation-10")) == (
        "Kings and queens are laid in their places by the program, beside a knave."
    )


def test_the_fish_bone_builds_only_the_talons_card_up_in_suit_on_the_gridiron():
    game = fish_bone("foundation-1: JC\ntableau-1: 5H\ntableau-2: 9D\ntalon-1: 6H\nstock-1: 4D")
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "A gridiron card goes only to a knave: gridiron cards are never built together."
    )
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.table["tableau-1"] == ("5H", "6H")


def test_the_fish_bone_plays_gridiron_and_talon_cards_down_on_the_knaves():
    game = fish_bone("foundation-1: JC\ntableau-1: TC\ntalon-1: TC\nstock-1: 4D")
    moves = moves_of(game)
    assert ("move", "tableau-1", "foundation-1") in moves
    assert ("move", "talon-1", "foundation-1") in moves


def test_the_fish_bone_deals_into_an_empty_gridiron_place_first():
    game = fish_bone("foundation-1: JC\ntableau-1: TC\ntalon-1: 4H\nstock-1: 5D 4D")
    game.play(Move("move", "tableau-1", "foundation-1"))
    # The talon's top card may fill it; a tap on the pack fills it.
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    game.play(Move("deal", "stock-1", "tableau-1"))
    assert game.table["tableau-1"] == ("4D",) and game.table["talon-1"] == ("4H",)


def test_the_fish_bone_redeals_the_talon_unshuffled_once():
    game = fish_bone("foundation-1: JC\ntalon-1: 4D 5D\n@redeals_left 1")
    game.play(Move("redeal", "stock-1"))
    assert game.table["stock-1"] == ("5D", "4D")  # the four, laid first, is dealt first
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("deal", "stock-1", "talon-1"))
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )


# The Square --------------------------------------------------------------------------
# Square cards that marry nothing and no foundation of a fresh corner wants.
SQUARE_FILLERS = ["9C", "9D", "5C", "5D", "JC", "JD", "JH", "9H"] * 2


def square(text: str) -> engine.Game:
    spare = iter(SQUARE_FILLERS)
    fill = "".join(
        f"\ntableau-{n}: {next(spare)}" for n in range(1, 17) if f"tableau-{n}:" not in text
    )
    return engine.game_from_text("square", text + fill)


def test_the_square_lays_the_first_ace_of_each_suit_in_the_corners_as_it_is_dealt():
    table = engine.new_game("square", 5).table
    aces = [table.top(f"foundation-{n}") for n in range(1, 5)]
    laid = [ace for ace in aces if ace]
    assert laid and aces[: len(laid)] == laid and all(ace[0] == "A" for ace in laid)
    assert len({ace[1] for ace in laid}) == len(laid)
    # An ace left in the square is the second of its suit.
    in_square = [table.top(f"tableau-{n}") for n in range(1, 17)]
    assert all(card[1] in {ace[1] for ace in laid} for card in in_square if card[0] == "A")
    assert all(len(table[f"tableau-{n}"]) == 1 for n in range(1, 17))
    assert len(table["stock-1"]) == 104 - 16 - len(laid)


def test_a_square_foundation_goes_up_to_the_king_then_down_from_the_second_king():
    up = " ".join(f"{rank}S" for rank in "A23456789TJQK")
    game = square(f"foundation-1: {up}\ntableau-1: KS\ntableau-2: QS\nstock-1: 3C")
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The queen of spades cannot go on that foundation: it takes the king of spades next."
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("deal", "stock-1", "tableau-1"))  # the space is filled first
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.table["foundation-1"][-3:] == ("KS", "KS", "QS")


def test_the_square_marries_its_cards_up_and_down_in_suit_but_not_the_talons():
    game = square("foundation-1: AC\ntableau-1: 6H\ntableau-2: 7H\ntableau-3: 5H\ntalon-1: 8H")
    moves = moves_of(game)
    assert ("move", "tableau-1", "tableau-2") in moves
    assert ("move", "tableau-1", "tableau-3") in moves
    assert refusal(game, Move("move", "talon-1", "tableau-2")) == (
        "The talon's top card goes only to a foundation or a space."
    )


def test_a_space_in_the_square_is_filled_first_from_the_pack_or_the_talon():
    game = square(
        "foundation-1: AC 2C\ntableau-1: 3C\ntableau-2: 6H\ntableau-3: 7H\ntalon-1: 8D\nstock-1: 9D"
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert moves_of(game) == {("deal", "stock-1", "tableau-1"), ("move", "talon-1", "tableau-1")}
    assert refusal(game, Move("move", "tableau-2", "tableau-3")) == (
        "A space in the square is filled first, from the pack or the talon."
    )
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.table["tableau-1"] == ("8D",)


def test_the_first_ace_of_a_suit_goes_to_the_next_corner_the_second_is_an_ordinary_card():
    game = square("foundation-1: AC\ntableau-1: 6H\nstock-1: AC AD")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["foundation-2"] == ("AD",) and not game.table["talon-1"]
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("AC",)


def test_the_square_is_lost_when_only_marriages_back_and_forth_are_left():
    game = square("foundation-1: AC\ntableau-1: 6S\ntableau-2: 6S 5S\ntableau-3: 2H")
    assert game.legal_moves() and game.status == "lost"
