"""The games laid out as grids of places, rule by rule: The Blockade, Babette, The Zodiac.

Positions are written as diagrams (engine/notation.py).  A grid's places run row by row
from the top-left; the pack (stock-1) is written bottom card first, so its last card is
dealt next."""

import engine
from engine import Move
from tests.unit.positions import moves_of, refusal

# The Blockade ---------------------------------------------------------------------------
# Twelve columns: tableau-1..12 is row 1, tableau-13..24 row 2, tableau-25..36 row 3.


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


def babette(text: str) -> engine.Game:
    return engine.game_from_text("babette", text)


def test_babette_deals_one_row_of_eight_and_the_pack_deals_the_next_row_below():
    game = engine.new_game("babette", 3)
    assert (
        sum(bool(game.piles[f"tableau-{n}"]) for n in range(1, 9))
        + sum(len(game.piles[f"foundation-{n}"]) for n in range(1, 9))
        == 8
    )
    assert not any(game.piles[f"tableau-{n}"] for n in range(9, 105))
    deal = next(m for m in game.legal_moves() if m.kind == "deal")
    assert str(deal) == "Deal a row"
    game.play(deal)
    assert len(game.piles["stock-1"]) == 88


def test_babette_a_card_is_free_when_the_place_directly_below_is_empty():
    # Column 1: rows 1 and 3 hold cards, row 2 is a gap: the row 1 card is free.
    game = babette(
        "foundation-5: AC\nfoundation-6: AD\ntableau-1: 2C\ntableau-17: 2D\n"
        "tableau-2: 3C\ntableau-10: 9H\nstock-1: 5S\n@rows 3\n@redeals_left 2"
    )
    assert ("move", "tableau-1", "foundation-5") in moves_of(game)
    assert ("move", "tableau-17", "foundation-6") in moves_of(game)
    assert refusal(game, Move("move", "tableau-2", "foundation-5")) == (
        "The three of clubs is blocked by the card just below it."
    )


def test_babette_the_first_ace_and_king_of_a_suit_go_up_by_themselves():
    # As a row is dealt: the ace of hearts and the king of spades have nothing below them.
    game = babette("tableau-1: 7C\nstock-1: 5S KS AH\n@rows 1\n@redeals_left 2")
    game.play(Move("deal", "stock-1"))
    assert game.piles["foundation-7"] == ("AH",) and game.piles["foundation-4"] == ("KS",)
    assert game.piles["tableau-11"] == ("5S",) and not game.piles["tableau-9"]
    # As a play releases it: the two of clubs goes up and frees the ace of diamonds.
    game = babette("foundation-5: AC\ntableau-1: AD\ntableau-9: 2C\n@rows 2\n@redeals_left 2")
    game.play(Move("move", "tableau-9", "foundation-5"))
    assert game.piles["foundation-6"] == ("AD",) and not game.piles["tableau-1"]


def test_babette_the_second_ace_of_a_suit_ends_its_king_foundation():
    down_to_two = " ".join(f"{r}H" for r in "KQJT98765432")
    game = babette(
        f"foundation-3: {down_to_two}\nfoundation-7: AH\ntableau-1: AH\n"
        "stock-1: 5S\n@rows 1\n@redeals_left 2"
    )
    assert ("move", "tableau-1", "foundation-3") in moves_of(game)
    assert ("move", "tableau-1", "foundation-7") not in moves_of(game)


def test_babette_a_card_that_suits_both_foundations_of_its_suit_may_go_on_either():
    game = babette(
        "foundation-2: KD QD JD TD 9D 8D 7D\nfoundation-6: AD 2D 3D 4D 5D\ntableau-1: 6D\n"
        "stock-1: 5S\n@rows 1\n@redeals_left 2"
    )
    plays = [m.target for m in game.legal_moves() if m.source == "tableau-1"]
    assert plays == ["foundation-6", "foundation-2"]  # the ace foundation first


def test_babette_a_new_row_goes_in_its_own_line_never_into_the_gaps():
    game = babette("foundation-5: AC\ntableau-1: 9H\nstock-1: 5S 4S 3S\n@rows 2\n@redeals_left 2")
    game.play(Move("deal", "stock-1"))
    assert [game.piles[f"tableau-{n}"] for n in (17, 18, 19)] == [("3S",), ("4S",), ("5S",)]
    assert not game.piles["tableau-9"]


def test_babette_nothing_is_built_in_the_garden():
    game = babette("tableau-1: 6H\ntableau-2: 5H\nstock-1: 5S\n@rows 1\n@redeals_left 2")
    assert {m.kind for m in game.legal_moves()} == {"deal"}
    assert refusal(game, Move("move", "tableau-2", "tableau-1")) == (
        "Nothing is built in the garden: cards go only to the foundations."
    )


def test_babette_the_re_deal_waits_for_the_plays_then_takes_the_columns_up_from_the_left():
    # Column 1 holds 7S over 9H (row 1, row 2), column 2 holds 8S, column 8 holds 2H.
    text = (
        "foundation-5: AC\ntableau-1: 7S\ntableau-9: 9H\ntableau-2: 8S\ntableau-8: 2H\n"
        "tableau-10: 2C\n@rows 2\n@redeals_left 2"
    )
    game = babette(text)
    assert "redeal" not in {m.kind for m in game.legal_moves()}
    assert "play those first" in refusal(game, Move("redeal", "stock-1"))
    game.play(Move("move", "tableau-10", "foundation-5"))
    redeal = next(m for m in game.legal_moves() if m.kind == "redeal")
    assert str(redeal) == "Re-deal (2 left)"
    game.play(redeal)
    # The rightmost column comes first, each column from its top down: 2H, 8S, 7S, 9H.
    row = [game.piles[f"tableau-{n}"] for n in range(1, 5)]
    assert row == [("2H",), ("8S",), ("7S",), ("9H",)]
    assert game.table.var("redeals_left") == 1 and not game.piles["stock-1"]


def test_babette_is_lost_with_no_play_and_no_re_deal_left():
    game = babette("tableau-1: 7S\ntableau-9: 9H\n@rows 2\n@redeals_left 0")
    assert game.legal_moves() == [] and game.status == "lost"
    assert refusal(game, Move("redeal", "stock-1")) == "No re-deal is left."


def test_babette_is_won_with_all_104_cards_on_the_foundations():
    from engine import cards

    ups = [" ".join(cards.code(r, s) for r in range(1, 14)) for s in "CDHS"]
    downs = [" ".join(cards.code(r, s) for r in range(13, 0, -1)) for s in "CDHS"]
    text = "\n".join(f"foundation-{n}: {run}" for n, run in enumerate(downs + ups, 1))
    game = babette(text.replace(" QS KS", " QS", 1) + "\ntableau-1: KS\n@rows 1\n@redeals_left 0")
    assert game.status == "playing"
    game.play(Move("move", "tableau-1", "foundation-8"))
    assert game.status == "won"


# The Zodiac -----------------------------------------------------------------------------
# tableau-1..24: the Zodiac, clockwise; reserve-1..8: the Equator; foundation-1..4 the
# aces (clubs, diamonds, hearts, spades), foundation-5..8 the kings.


def zodiac(text: str) -> engine.Game:
    return engine.game_from_text("zodiac", text)


def test_zodiac_deals_an_equator_of_eight_a_zodiac_of_24_and_a_pack_of_72():
    piles = engine.new_game("zodiac", 4).piles
    assert all(len(piles[f"reserve-{n}"]) == 1 for n in range(1, 9))
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 25))
    assert len(piles["stock-1"]) == 72 and not piles["talon-1"]
    assert not any(piles[f"foundation-{n}"] for n in range(1, 9))


def test_zodiac_the_talon_and_the_equator_marry_into_the_zodiac_up_or_down():
    game = zodiac("tableau-1: 7H\ntableau-2: 9C\nreserve-1: 8H\ntalon-1: 6H\nstock-1: 2S")
    assert ("move", "reserve-1", "tableau-1") in moves_of(game)
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.piles["tableau-1"] == ("7H", "6H")
    game = zodiac("tableau-1: 7H\nreserve-1: 8H\ntalon-1: 9H\nstock-1: 2S")
    game.play(Move("move", "reserve-1", "tableau-1"))
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    game = zodiac("tableau-1: 7H 8H\ntalon-1: 7H\nstock-1: 2S")  # up, then down
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.piles["tableau-1"] == ("7H", "8H", "7H")


def test_zodiac_nothing_leaves_the_zodiac_and_the_equator_takes_only_from_the_talon():
    game = zodiac(
        "tableau-1: 7H\ntableau-2: 8H\nreserve-1: 9C\nreserve-2: 8C\ntalon-1: 5S\nstock-1: 2S"
    )
    assert ("move", "tableau-1", "tableau-2") not in moves_of(game)
    assert ("move", "reserve-2", "reserve-1") not in moves_of(game)  # Equator cards never marry
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "Zodiac cards never move, except to the foundations at the end."
    )
    assert ("move", "talon-1", "reserve-3") in moves_of(game)
    assert refusal(game, Move("move", "reserve-2", "reserve-3")) == (
        "An Equator space is filled only from the talon."
    )


def test_zodiac_no_card_goes_up_before_every_card_is_placed():
    game = zodiac("tableau-1: AH\ntalon-1: 5S\nstock-1: 2S")
    assert not any(m.target.startswith("foundation") for m in game.legal_moves() if m.target)
    assert refusal(game, Move("move", "tableau-1", "foundation-3")).startswith(
        "The foundations are formed only at the end"
    )


def test_zodiac_the_talon_is_turned_over_as_it_lies_when_the_pack_is_used_up():
    game = zodiac("tableau-1: 7H\nreserve-1: 9C\ntalon-1: 2S 3S 4S")
    redeal = next(m for m in game.legal_moves() if m.kind == "redeal")
    assert str(redeal) == "Turn the talon over"
    game.play(redeal)
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("2S",) and game.piles["stock-1"] == ("4S", "3S")


def test_zodiac_is_lost_when_no_card_still_to_place_can_ever_be_placed():
    full = "\n".join(f"reserve-{n}: 9C" for n in range(1, 9))
    game = zodiac(f"{full}\ntableau-1: 7H\ntalon-1: 2S\nstock-1: 4S")
    assert game.legal_moves() and game.status == "lost"
    game = zodiac(f"{full}\ntableau-1: 7H\ntalon-1: 2S\nstock-1: 6H")  # the six will fit
    assert game.status == "playing"


def test_zodiac_once_all_is_placed_the_foundations_are_formed():
    game = zodiac("tableau-1: 2H AH\nreserve-1: KS\ntableau-2: 5C\nreserve-2: 4C")
    assert ("move", "tableau-1", "foundation-3") in moves_of(game)
    assert ("move", "reserve-1", "foundation-8") in moves_of(game)
    assert ("move", "reserve-2", "tableau-2") in moves_of(game)  # marriages still allowed
    game.play(Move("move", "tableau-1", "foundation-3"))
    game.play(Move("move", "tableau-1", "foundation-3"))
    assert game.piles["foundation-3"] == ("AH", "2H")


def test_zodiac_is_won_with_all_104_cards_on_the_foundations():
    from engine import cards

    ups = [" ".join(cards.code(r, s) for r in range(1, 14)) for s in "CDHS"]
    downs = [" ".join(cards.code(r, s) for r in range(13, 0, -1)) for s in "CDHS"]
    text = "\n".join(f"foundation-{n}: {run}" for n, run in enumerate(ups + downs, 1))
    game = zodiac(text.replace(" QS KS", " QS", 1) + "\nreserve-1: KS")
    assert game.status == "playing"
    game.play(Move("move", "reserve-1", "foundation-4"))
    assert game.status == "won"
