"""The talon games whose pack is turned once, with no re-deal (General Sedgewick, the
Terrace, Light and Shade, the Square), rule by rule, on positions written as diagrams.
The pack (stock-1) is written bottom card first, so its last card is turned next; the
talon likewise, its last card on top."""

import pytest

import engine
from engine import Move
from tests.unit.positions import filled, moves_of, numbered, refusal

# General Sedgewick --------------------------------------------------------------------
GAMES_SEDGEWICK = engine.GAMES["general-sedgewick"]


def sedgewick(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text("general-sedgewick", text, variant)


def test_sedgewick_deals_a_cross_and_the_sixth_card_starts_the_first_corner():
    game = engine.new_game("general-sedgewick", 1)
    table = game.table
    assert [len(table[f"tableau-{n}"]) for n in range(1, 6)] == [1] * 5
    assert len(table["foundation-1"]) == 1
    assert not any(table[f"foundation-{n}"] for n in (2, 3, 4))
    assert len(table["stock-1"]) == 46


def test_sedgewick_a_card_of_the_base_rank_in_the_cross_goes_to_the_next_corner():
    # Deal 8: the ten of diamonds starts the corners; the ten of clubs, dealt into the
    # centre of the cross, goes to the upper right corner and leaves its place empty.
    table = engine.new_game("general-sedgewick", 8).table
    assert table["foundation-1"] == ("TD",)
    assert table["foundation-2"] == ("TC",)
    assert table["tableau-3"] == ()


def test_sedgewick_a_card_of_the_base_rank_turned_from_the_pack_goes_to_its_corner():
    game = sedgewick("foundation-1: 7C\nfoundation-2: 7H\ntableau-1: 9S\nstock-1: 2D 7S")
    assert ("deal", "stock-1", "foundation-3") in moves_of(game)
    game.play(Move("deal", "stock-1", "foundation-3"))
    assert game.table["foundation-3"] == ("7S",) and game.table["talon-1"] == ()
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.table["talon-1"] == ("2D",)


def test_sedgewick_foundations_go_round_the_corner_from_king_to_ace():
    game = sedgewick(
        "foundation-1: 7C 8C 9C TC JC QC KC\ntableau-1: AC\ntableau-2: 2C\nstock-1: 3D"
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.table["foundation-1"][-2:] == ("AC", "2C")


def test_sedgewick_a_foundation_takes_only_the_next_card_of_its_suit():
    game = sedgewick("foundation-1: 7C\ntableau-1: 8H\ntableau-2: 9C\nstock-1: 3D")
    assert refusal(game, Move("move", "tableau-1", "foundation-1")) == (
        "The eight of hearts cannot go on that foundation: it takes the eight of clubs next."
    )
    assert refusal(game, Move("move", "tableau-2", "foundation-2")) == (
        "A corner is started only by a card of the foundations' rank, by itself."
    )


def test_sedgewick_the_cross_builds_down_in_any_suit_and_not_from_ace_to_king():
    text = "foundation-1: 7C\ntableau-1: 9S\ntableau-2: 8H\ntableau-3: AD\ntableau-4: KH\n"
    game = sedgewick(text + "stock-1: 3D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert ("move", "tableau-4", "tableau-3") not in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == GAMES_SEDGEWICK.build_rule
    wrapped = sedgewick(text + "stock-1: 3D", "wrap")
    assert ("move", "tableau-4", "tableau-3") in moves_of(wrapped)


def test_sedgewick_an_empty_place_of_the_cross_takes_the_talon_top_only():
    game = sedgewick("foundation-1: 7C\ntableau-1: 9S\ntalon-1: 4D\nstock-1: 3D")
    assert ("move", "talon-1", "tableau-2") in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "An empty place of the cross is filled only from the talon."
    )
    game.play(Move("move", "talon-1", "tableau-2"))
    assert game.table["tableau-2"] == ("4D",)


def test_sedgewick_the_talon_top_may_be_placed_on_the_cross():
    game = sedgewick("foundation-1: 7C\ntableau-1: 9S\ntalon-1: 8D\nstock-1: 3D")
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.table["tableau-1"] == ("9S", "8D")


def test_sedgewick_has_no_redeal_and_is_lost_when_only_shuffling_is_left():
    # The pack is used up; the five of hearts may go to and fro between the sixes, but the
    # eight of clubs lies under a six for good.
    game = sedgewick("foundation-1: 7C\ntableau-1: 8C 6S\ntableau-2: 6D\ntableau-3: 5H")
    assert game.legal_moves()
    assert game.status == "lost"
    with_pack = sedgewick("foundation-1: 7C\ntableau-1: 8C 6S\ntableau-2: 6D\nstock-1: 5H")
    assert with_pack.status == "playing"
    assert refusal(with_pack, Move("redeal", "stock-1", None)) == (
        "There is no re-deal in General Sedgewick."
    )


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_sedgewick_every_deal_holds_the_whole_pack(deal):
    table = engine.new_game("general-sedgewick", deal).table
    assert sorted(table.all_cards()) == sorted(engine.cards.new_pack(1))


# The Terrace --------------------------------------------------------------------------
def terrace(text: str) -> engine.Game:
    return engine.game_from_text("terrace", text)


def test_terrace_deals_thirteen_in_a_row_and_the_player_chooses_the_first_foundation():
    game = engine.new_game("terrace", 1)
    table = game.table
    assert len(table["reserve-1"]) == 13
    offered = [table[f"tableau-{n}"][0] for n in (1, 2, 3)]
    assert moves_of(game) == {("move", f"tableau-{n}", "foundation-1") for n in (1, 2, 3)}
    assert refusal(game, Move("deal", "stock-1", "talon-1")).startswith("First choose one")
    game.play(Move("move", "tableau-2", "foundation-1"))
    table = game.table
    assert table["foundation-1"] == (offered[1],)
    # The two not chosen begin the valley, and seven more are dealt beside them.
    assert [table["tableau-1"][0], table["tableau-2"][0]] == [offered[0], offered[2]]
    assert all(len(table[f"tableau-{n}"]) == 1 for n in range(1, 10))
    assert len(table["stock-1"]) == 104 - 13 - 1 - 9
    assert sorted(table.all_cards()) == sorted(engine.cards.new_pack(2))


def test_terrace_foundations_go_up_in_alternate_colours_round_the_corner():
    game = terrace("foundation-1: 7C 8H 9S TD JC QH KS\ntableau-1: AH\ntableau-2: AC\nstock-1: 3D")
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The ace of clubs cannot go on that foundation: it takes a red ace next."
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["foundation-1"][-1] == "AH"


def test_terrace_only_the_end_card_of_the_terrace_is_available_and_only_to_a_foundation():
    game = terrace("foundation-1: 7C\nreserve-1: 8D 9H 8H\ntableau-1: 9S\nstock-1: 3D")
    assert ("move", "reserve-1", "foundation-1") in moves_of(game)
    assert ("move", "reserve-1", "tableau-1") not in moves_of(game)
    assert refusal(game, Move("move", "reserve-1", "tableau-1")) == (
        "A card of the Terrace goes only to a foundation."
    )


def test_terrace_a_card_of_the_base_rank_from_the_pack_takes_its_place_in_the_line():
    game = terrace("foundation-1: 7C\nfoundation-2: 7H\ntableau-1: 9S\nstock-1: 3D 7D")
    game.play(Move("deal", "stock-1", "foundation-3"))
    assert game.table["foundation-3"] == ("7D",)
    # One in the valley is played by the player, to the next place in the line.
    valley = terrace("foundation-1: 7C\ntableau-1: 9S 7S\nstock-1: 3D")
    assert ("move", "tableau-1", "foundation-2") in moves_of(valley)
    assert ("move", "tableau-1", "foundation-3") not in moves_of(valley)


def test_terrace_the_valley_builds_down_in_alternate_colours_and_refills_at_once():
    text = "foundation-1: 7C\ntableau-1: 9S\ntableau-2: 8H\ntableau-3: 8C\n"
    game = terrace(text + "talon-1: 5C\nstock-1: 2D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert ("move", "tableau-3", "tableau-1") not in moves_of(game)
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert game.table["tableau-2"] == ("2D",)  # from the pack
    emptied = terrace(text + "talon-1: 5C")
    emptied.play(Move("move", "tableau-2", "tableau-1"))
    assert emptied.table["tableau-2"] == ("5C",)  # the pack used up: from the talon


def test_terrace_is_lost_when_only_shuffling_is_left_and_won_when_all_are_up():
    game = terrace("foundation-1: 7C\ntableau-1: 8D 6S\ntableau-2: 6C\ntableau-3: 5H")
    assert game.legal_moves() and game.status == "lost"
    assert terrace("foundation-1: 7C\ntableau-1: 8D 6S\nstock-1: 5H").status == "playing"


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


# The Square ---------------------------------------------------------------------------
# Square cards that marry nothing and no foundation of a fresh corner wants.
SQUARE_FILLERS = ["9C", "9D", "5C", "5D", "JC", "JD", "JH", "9H"] * 2
SQUARE = [f"tableau-{n}" for n in range(1, 17)]


def square(text: str) -> engine.Game:
    return engine.game_from_text("square", filled(text, SQUARE, SQUARE_FILLERS))


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
