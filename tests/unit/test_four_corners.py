"""The Four Corners, rule by rule, on positions written as diagrams.

Packets tableau-1..12 are numbered in the order of one round of the deal: left top
corner, the four left side packets from the top, left lower corner, then the right hand
the same way.  Foundations run row by row: foundation-1/2 clubs (ace up, king down),
3/4 spades, 5/6 hearts, 7/8 diamonds.  The pack ``stock-1`` is written bottom first, so
the last card written is the next card dealt; ``pack(...)`` writes it in dealing order.
"""

import pytest

import engine
from engine import Move
from engine.notation import format_table

REDEAL = Move("redeal", "stock-1", None)


def pack(*deal_order: str) -> str:
    return "stock-1: " + " ".join(reversed(deal_order))


def position(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text("four-corners", text, variant)


def deal(game: engine.Game) -> None:
    (move,) = [m for m in game.legal_moves() if m.kind == "deal"]
    game.play(move)


def plays(game: engine.Game) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in game.legal_moves() if m.kind == "move"}


ALL_STARTED = """
foundation-1: AC
foundation-2: KC
foundation-3: AS
foundation-4: KS
foundation-5: AH
foundation-6: KH
foundation-7: AD
foundation-8: KD
"""


# The deal ------------------------------------------------------------------------------
def test_a_new_game_holds_the_whole_pack_to_be_dealt_card_by_card():
    game = engine.new_game("four-corners", 5)
    assert len(game.piles["stock-1"]) == 104
    assert all(not game.piles[f"tableau-{n}"] for n in range(1, 13))
    assert all(not game.piles[f"foundation-{n}"] for n in range(1, 9))
    assert [(m.kind, m.target) for m in game.legal_moves()] == [("deal", "tableau-1")]
    assert game.table.var("redeals_left") == 2


def test_the_whole_pack_is_dealt_in_rounds_of_twelve_and_foundation_cards_go_up():
    game = engine.new_game("four-corners", 5)
    while game.piles["stock-1"]:
        deal(game)  # never play the card just dealt
    piles = game.piles
    # Every first ace and first king of a suit went to its foundation as it appeared.
    assert [piles[f"foundation-{n}"][0] for n in range(1, 9)] == [
        "AC", "KC", "AS", "KS", "AH", "KH", "AD", "KD",
    ]  # fmt: skip
    on_packets = sum(len(piles[f"tableau-{n}"]) for n in range(1, 13))
    on_foundations = sum(len(piles[f"foundation-{n}"]) for n in range(1, 9))
    assert on_packets + on_foundations == 104
    # Rounds of twelve: no packet is more than one card longer than a later one.
    lengths = [len(piles[f"tableau-{n}"]) for n in range(1, 13)]
    assert lengths == sorted(lengths, reverse=True) and lengths[0] - lengths[-1] <= 1


def test_a_round_is_dealt_corner_sides_corner_on_the_left_then_the_right():
    order = ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "2H", "3H"]
    game = position(ALL_STARTED + pack(*order))
    for _ in order:
        deal(game)
    assert [game.piles[f"tableau-{n}"] for n in range(1, 13)] == [
        ("2D", "3H"), ("3D",), ("4D",), ("5D",), ("6D",), ("7D",),
        ("8D",), ("9D",), ("TD",), ("JD",), ("QD",), ("2H",),
    ]  # fmt: skip


def test_a_foundation_card_is_played_at_once_and_the_next_card_takes_its_place():
    game = position(pack("5C", "AH", "KD", "9S", "7C") + "\ntableau-1: 3D")
    deal(game)  # 5C on tableau-1
    deal(game)  # the ace of hearts, then the king of diamonds, go up; the nine stays
    assert game.piles["foundation-5"] == ("AH",)
    assert game.piles["foundation-8"] == ("KD",)
    assert game.piles["tableau-2"] == ("9S",)
    # Those plays were the rules' doing: the player is never offered them.
    assert [m.kind for m in game.moves] == ["deal", "deal"]
    assert game.legal_moves()[0].target == "tableau-3"


def test_a_second_ace_of_a_suit_is_an_ordinary_card():
    game = position("foundation-1: AC 2C\n" + pack("AC", "9D"))
    deal(game)
    assert game.piles["tableau-1"] == ("AC",)
    assert game.piles["foundation-1"] == ("AC", "2C")


def test_a_second_ace_ends_the_king_foundation_of_its_suit():
    falling = " ".join("KQJT98765432"[i] + "C" for i in range(12))
    game = position(f"foundation-2: {falling}\ntableau-4: AC\ntableau-9: 5H")
    assert ("tableau-4", "foundation-2") in plays(game)
    game.play(Move("move", "tableau-4", "foundation-2"))
    assert len(game.piles["foundation-2"]) == 13


def test_the_card_just_dealt_on_a_corner_may_go_to_any_foundation():
    game = position(ALL_STARTED + pack("2S", "KC", "9H"))
    deal(game)  # the two of spades on the left top corner
    assert ("tableau-1", "foundation-3") in plays(game)
    game.play(Move("move", "tableau-1", "foundation-3"))
    # The next card of the pack is dealt in its stead, on the same packet.
    assert game.legal_moves() == [Move("deal", "stock-1", "tableau-1")]
    deal(game)
    assert game.piles["tableau-1"] == ("KC",)


def test_playing_the_card_just_dealt_is_optional():
    game = position(ALL_STARTED + pack("2S", "9H"))
    deal(game)
    deal(game)  # dealt on: the two now lies under nothing new but may no longer be played
    assert game.piles["tableau-1"] == ("2S",)
    assert game.piles["tableau-2"] == ("9H",)


def test_a_side_packet_card_may_go_only_to_the_foundation_beside_it():
    # tableau-3 is the left side packet of row two: beside it, the spades ace-foundation.
    text = ALL_STARTED + "tableau-1: 9C\ntableau-2: 9C\n" + pack("2S", "2D", "QS", "2C")
    game = position(text + "\n@deal_at 2")
    deal(game)
    assert plays(game) == {("tableau-3", "foundation-3")}
    deal(game)  # the two of diamonds on row three's left side, beside the hearts
    assert plays(game) == set()
    # tableau-5 is row four's left side, beside the diamonds ace-foundation.
    assert game.legal_moves()[0].target == "tableau-5"


def test_a_right_side_packet_feeds_only_the_king_foundation_of_its_row():
    right = ALL_STARTED + "tableau-1: 9C\n" + pack("QS", "QC", "QH") + "\n@deal_at 7"
    game = position(right)
    deal(game)  # the queen of spades on tableau-8, row one: beside it the clubs kings
    assert plays(game) == set()
    with pytest.raises(engine.IllegalMove, match="beside it"):
        game.play(Move("move", "tableau-8", "foundation-4"))
    deal(game)  # the queen of clubs on tableau-9, row two: beside it the spades kings
    assert plays(game) == set()
    game = position(right.replace("@deal_at 7", "@deal_at 8"))
    deal(game)  # the queen of spades on tableau-9: its own row's king-foundation
    assert plays(game) == {("tableau-9", "foundation-4")}


def test_during_the_deal_only_the_card_just_dealt_may_be_played():
    game = position(ALL_STARTED + pack("2D", "9H", "8S"))
    deal(game)  # 2D on the corner: playable now
    deal(game)  # dealt on: the two of diamonds may wait no longer
    assert ("tableau-1", "foundation-7") not in plays(game)
    with pytest.raises(engine.IllegalMove, match="only the card just dealt"):
        game.play(Move("move", "tableau-1", "foundation-7"))


def test_no_marriage_is_made_during_the_deal():
    game = position(ALL_STARTED + "tableau-1: 8H\ntableau-2: 9H\n" + pack("5S") + "\n@deal_at 2")
    assert all(m.kind != "move" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="whole pack is dealt"):
        game.play(Move("move", "tableau-1", "tableau-2"))


def test_dealing_the_last_card_ends_the_restrictions():
    game = position(ALL_STARTED + pack("2H") + "\n@deal_at 1")
    deal(game)  # the two of hearts lands on a left side packet of row one (clubs)
    assert game.piles["stock-1"] == ()
    assert ("tableau-2", "foundation-5") in plays(game)


# After the deal --------------------------------------------------------------------------
def test_after_the_deal_any_packet_top_goes_to_any_foundation_it_suits():
    game = position(ALL_STARTED + "tableau-8: 5C 2H\ntableau-3: QD")
    assert ("tableau-8", "foundation-5") in plays(game)
    assert ("tableau-3", "foundation-8") in plays(game)
    game.play(Move("move", "tableau-8", "foundation-5"))
    # The card beneath is released.
    assert game.table.top("tableau-8") == "5C"


def test_marriages_are_in_suit_up_or_down_one_card_at_a_time():
    game = position(
        ALL_STARTED + "tableau-1: 7H\ntableau-2: 8H\ntableau-3: 6H\ntableau-4: 8S\ntableau-5: KS"
    )
    legal = plays(game)
    assert {("tableau-1", "tableau-2"), ("tableau-1", "tableau-3")} <= legal
    assert ("tableau-1", "tableau-4") not in legal
    assert all(m.count == 1 for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="own suit"):
        game.play(Move("move", "tableau-1", "tableau-4"))


def test_a_run_is_reversed_card_by_card_onto_a_matching_card():
    game = position(ALL_STARTED + "tableau-1: 2S 3S 4S\ntableau-2: 5S\ntableau-3: 9D")
    for _ in range(3):
        game.play(Move("move", "tableau-1", "tableau-2"))
    assert game.piles["tableau-2"] == ("5S", "4S", "3S", "2S")


def test_no_marriage_joins_king_and_ace_and_an_empty_packet_stays_empty():
    game = position(ALL_STARTED + "tableau-1: KH\ntableau-2: AH\ntableau-3: 9C")
    assert ("tableau-1", "tableau-2") not in plays(game)
    assert ("tableau-2", "tableau-1") not in plays(game)
    assert plays(game) == set()  # tableau-4 and the rest are empty: no card may go there
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-3", "tableau-4"))


def test_nothing_comes_back_from_a_foundation():
    game = position(ALL_STARTED + "tableau-1: 9C")
    with pytest.raises(engine.IllegalMove, match="stays there"):
        game.play(Move("move", "foundation-1", "tableau-2"))


# Re-deals ----------------------------------------------------------------------------
def test_the_packets_are_taken_up_in_order_and_dealt_again_unshuffled():
    game = position(
        ALL_STARTED
        + "tableau-1: 9C 8C\ntableau-2: 7H\ntableau-7: 5S 4D\ntableau-12: JD\n@redeals_left 2"
    )
    (redeal,) = [m for m in game.legal_moves() if m.kind == "redeal"]
    assert str(redeal) == "Re-deal (2 left)"
    game.play(redeal)
    assert all(not game.piles[f"tableau-{n}"] for n in range(1, 13))
    assert game.table.var("redeals_left") == 1
    for _ in range(6):
        deal(game)
    # The first packet taken up is dealt first, each from its first card.
    assert [game.piles[f"tableau-{n}"] for n in range(1, 7)] == [
        ("9C",), ("8C",), ("7H",), ("5S",), ("4D",), ("JD",),
    ]  # fmt: skip


def test_a_redeal_keeps_the_deal_time_restrictions():
    game = position(ALL_STARTED + "tableau-1: 9C\ntableau-2: 2S 8D\n@redeals_left 1")
    game.play(REDEAL)
    deal(game)  # the nine of clubs on the left top corner
    deal(game)  # the two of spades on row one's left side (clubs): it may not go up
    assert plays(game) == set()
    assert game.table.var("redeals_left") == 0


def test_two_redeals_at_most_and_only_once_the_pack_is_dealt():
    game = position(ALL_STARTED + "tableau-1: 9C\n@redeals_left 0")
    assert all(m.kind != "redeal" for m in game.legal_moves())
    during = position(ALL_STARTED + "tableau-1: 9C\n" + pack("5H") + "\n@redeals_left 2")
    with pytest.raises(engine.IllegalMove, match="whole pack is dealt"):
        during.play(REDEAL)


def test_the_game_is_won_with_all_104_cards_up_and_lost_when_stuck():
    rising = "A23456789TJQK"
    piles = []
    for n, suit in enumerate("CSHD"):
        piles.append(f"foundation-{2 * n + 1}: " + " ".join(r + suit for r in rising))
        falling = rising[::-1] if suit != "D" else rising[:0:-1]  # the ace of diamonds is out
        piles.append(f"foundation-{2 * n + 2}: " + " ".join(r + suit for r in falling))
    near = "\n".join(piles)
    game = position(near + "\ntableau-5: AD\n@redeals_left 0")
    assert game.status == "playing"
    game.play(Move("move", "tableau-5", "foundation-8"))
    assert game.status == "won"
    stuck = position(ALL_STARTED + "tableau-1: 9C\ntableau-2: 5H\n@redeals_left 0")
    assert stuck.status == "lost"


def test_an_illegal_move_changes_nothing():
    game = position(ALL_STARTED + "tableau-1: 7H\ntableau-2: 8S")
    before = format_table(game.table)
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "tableau-2"))
    assert format_table(game.table) == before


# Variants ------------------------------------------------------------------------------
def test_first_come_foundation_cards_take_the_first_free_space_of_their_column():
    game = position(pack("AH", "KS", "AD", "AH", "9C"), "first-come")
    deal(game)
    assert game.piles["foundation-1"] == ("AH",)
    assert game.piles["foundation-2"] == ("KS",)
    assert game.piles["foundation-3"] == ("AD",)
    # The second ace of hearts is an ordinary card.
    assert game.piles["tableau-1"] == ("AH",)


def test_first_come_side_packets_feed_the_space_beside_them_whatever_its_suit():
    text = "foundation-1: AH\ntableau-1: 9C\n" + pack("2H", "3C") + "\n@deal_at 1"
    game = position(text, "first-come")
    deal(game)  # the two of hearts on row one's left side, beside the hearts now
    assert plays(game) == {("tableau-2", "foundation-1")}
    assert plays(position(text)) == set()  # by default row one is clubs


def test_first_come_an_empty_space_takes_no_card_from_the_player():
    game = position("foundation-1: AC\ntableau-1: AC\ntableau-2: AH\ntableau-3: 5S", "first-come")
    assert all(m.target not in ("foundation-3", "foundation-5") for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="foundation card"):
        game.play(Move("move", "tableau-2", "foundation-3"))


def test_between_rounds_packet_tops_may_be_played_but_are_not_replaced():
    text = ALL_STARTED + "tableau-1: 2C\ntableau-3: 2S\ntableau-4: 2D\n" + pack("9H")
    game = position(text + "\n@deal_at 0", "between-rounds")
    legal = plays(game)
    assert ("tableau-1", "foundation-1") in legal  # a corner: any foundation
    assert ("tableau-3", "foundation-3") in legal  # row two's left side: spades
    assert ("tableau-4", "foundation-7") not in legal  # row three's side is hearts
    game.play(Move("move", "tableau-1", "foundation-1"))
    deal(game)
    assert game.piles["tableau-1"] == ("9H",)
    # Mid-round, the default rule alone applies.
    assert plays(position(text + "\n@deal_at 5", "between-rounds")) == set()
    assert plays(position(text + "\n@deal_at 0")) == set()


def test_the_variants_are_named():
    rules = engine.GAMES["four-corners"]
    assert set(rules.variants) == {"first-come", "between-rounds"}
    assert engine.new_game("four-corners", 3, "first-come").variant == "first-come"
