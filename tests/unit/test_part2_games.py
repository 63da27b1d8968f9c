"""General Sedgewick, the Terrace and Red and Black, rule by rule, on positions written as
diagrams.  The pack (stock-1) is written bottom card first, so its last card is turned
next; the talon likewise, its last card on top."""

import pytest

import engine
from engine import Move
from engine.errors import IllegalMove
from engine.mechanics.autoplay import other_colour_below
from engine.mechanics.builds import alternate_colours_down, next_lower_any_suit_round
from engine.mechanics.foundations import Foundation


def moves_of(game: engine.Game) -> set[tuple[str, str | None, str | None]]:
    return {(m.kind, m.source, m.target) for m in game.legal_moves()}


def refusal(game: engine.Game, move: Move) -> str:
    try:
        game.play(move)
    except IllegalMove as error:
        return str(error)
    raise AssertionError(f"{move} was allowed")


# General Sedgewick ----------------------------------------------------------------------
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


# Red and Black ----------------------------------------------------------------------------
ACES_ROW = "".join(f"foundation-{n}: A{suit}\n" for n, suit in enumerate("DDCCHHSS", 1))


def red_and_black(text: str) -> engine.Game:
    return engine.game_from_text("red-and-black", ACES_ROW + text)


def test_red_and_black_deals_the_aces_in_pairs_of_colours_and_eight_volunteers():
    table = engine.new_game("red-and-black", 1).table
    assert [table[f"foundation-{n}"] for n in range(1, 9)] == [(f"A{suit}",) for suit in "DDCCHHSS"]
    assert [len(table[f"tableau-{n}"]) for n in range(1, 9)] == [1] * 8
    assert len(table["stock-1"]) == 104 - 16
    assert sorted(table.all_cards()) == sorted(engine.cards.new_pack(2))


def test_red_and_black_volunteers_build_down_in_alternate_colours():
    game = red_and_black("tableau-1: 4S\ntableau-2: 3H\ntableau-3: 3C\ntableau-4: AH\nstock-1: 9D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-3", "tableau-1")) == (
        engine.GAMES["red-and-black"].build_rule
    )
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert game.table["tableau-1"] == ("4S", "3H")


def test_red_and_black_foundations_follow_suit_and_either_of_a_pair_may_take_the_card():
    game = red_and_black("tableau-1: 2D\ntableau-2: 2H\nstock-1: 9D")
    assert {("move", "tableau-1", "foundation-1"), ("move", "tableau-1", "foundation-2")} <= (
        moves_of(game)
    )
    assert refusal(game, Move("move", "tableau-2", "foundation-1")) == (
        "The two of hearts cannot go on that foundation: it takes the two of diamonds next."
    )


def test_red_and_black_an_emptied_volunteer_is_filled_at_once_from_the_pack():
    game = red_and_black("tableau-1: 2D\ntableau-2: 9S\ntalon-1: 5C\nstock-1: 7H 8C")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["tableau-1"] == ("8C",)
    assert game.table["talon-1"] == ("5C",)


def test_red_and_black_an_emptied_volunteer_stays_empty_once_the_pack_is_used_up():
    game = red_and_black("tableau-1: 2D\ntableau-2: 9S\ntalon-1: 5C 8H\n@redeals_left 0")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.table["tableau-1"] == ()
    assert refusal(game, Move("move", "talon-1", "tableau-1")) == (
        "An empty Volunteer place is filled only from the pack, by itself."
    )
    game.play(Move("move", "talon-1", "tableau-2"))
    assert game.table["tableau-2"] == ("9S", "8H")


def test_red_and_black_the_talon_is_shuffled_and_dealt_again_once():
    game = red_and_black("tableau-1: 9S\ntalon-1: 5C 7H KD 3S\n@redeals_left 1\n@deal 1")
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == "The pack is used up."
    game.play(Move("redeal", "stock-1", None))
    # The new pack fills the seven empty Volunteer places at once.
    refilled = [game.table[f"tableau-{n}"] for n in range(2, 6)]
    assert sorted(card for (card,) in refilled) == sorted(("5C", "7H", "KD", "3S"))
    assert game.table["talon-1"] == () and game.table.var("redeals_left") == 0
    # The same deal number shuffles the same way.
    again = red_and_black("tableau-1: 9S\ntalon-1: 5C 7H KD 3S\n@redeals_left 1\n@deal 1")
    again.play(Move("redeal", "stock-1", None))
    assert again.table == game.table
    assert refusal(game, Move("redeal", "stock-1", None)) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )


def test_red_and_black_is_lost_when_only_shuffling_is_left():
    # The two of diamonds lies under a nine; the eight of hearts goes to and fro between
    # the two black nines.
    text = "tableau-1: 2D 9S\ntableau-2: 9C\ntableau-3: 8H\n@redeals_left 0"
    game = red_and_black(text)
    assert game.legal_moves()
    assert game.status == "lost"
    assert red_and_black(
        text.replace("@redeals_left 0", "@redeals_left 1\ntalon-1: 5C")
    ).status == ("playing")


# The shared mechanisms -------------------------------------------------------------------
def test_a_foundation_in_alternate_colours_takes_either_suit_of_the_other_colour():
    line = Foundation(base_rank=7, wrap=True, colours=True)
    assert line.accepts((), "7H") and not line.accepts((), "8H")
    assert line.accepts(("7C",), "8H") and line.accepts(("7C",), "8D")
    assert not line.accepts(("7C",), "8S")
    assert line.takes(("7C", "8H", "9S", "TD", "JC", "QH", "KS")) == ("AD", "AH")
    assert line.describe_need(("7C", "8H")) == "it takes a black nine next"
    assert line.is_complete(tuple(["7C"] * 13))


def test_the_alternate_colours_build_and_the_wrapped_any_suit_build():
    assert alternate_colours_down(("4S",), "3H") and not alternate_colours_down(("4S",), "3C")
    assert not alternate_colours_down(("AS",), "KH") and not alternate_colours_down((), "3H")
    assert next_lower_any_suit_round(("AS",), "KS") and next_lower_any_suit_round(("9S",), "8S")
    assert other_colour_below("4S") == ("3D", "3H") and other_colour_below("AS") == ()


# The Terrace -------------------------------------------------------------------------------
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
