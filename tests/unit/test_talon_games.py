"""The talon games whose talon is re-dealt (Margarethe, Mount Olympus, Anna, Two Rings,
the Fish-Bone, Red and Black), rule by rule, on positions written as diagrams.  The pack
(stock-1) is written bottom card first, so its last card is turned next; the talon
likewise, its last card on top."""

import engine
from engine import Move
from tests.unit.positions import filled, moves_of, numbered, refusal

# Margarethe ---------------------------------------------------------------------------
COURTS = [k + s for k in "KJQ" for s in "SHDC"]
M = numbered("foundation", COURTS)
HELPS = [f"reserve-{n}" for n in range(1, 10)]
# Cards no foundation of a fresh M wants, to fill the help places a diagram leaves out.
FILLERS = ("2S", "2H", "3S", "3H", "5S", "5H", "6S", "6H", "8S")


def margarethe(text: str, *, fill: bool = True) -> engine.Game:
    """The position written; with ``fill`` every help place not written holds a card no
    foundation wants yet."""
    if fill:
        text = filled(text, HELPS, FILLERS, unused=True)
    return engine.game_from_text("margarethe", M + "\n" + text)


def test_margarethe_deals_the_m_nine_helps_and_sends_aces_to_their_packet():
    for deal in (1, 2, 77):
        piles = engine.new_game("margarethe", deal).piles
        assert [piles[f"foundation-{n}"] for n in range(1, 13)] == [(c,) for c in COURTS]
        assert all(len(piles[f"reserve-{n}"]) == 1 for n in range(1, 10))
        helps = [piles[f"reserve-{n}"][0] for n in range(1, 10)]
        assert not any(card[0] == "A" for card in helps)
        assert len(piles["foundation-13"]) + len(piles["stock-1"]) == 31
        assert all(card[0] == "A" for card in piles["foundation-13"])


def test_a_king_takes_the_ten_a_knave_the_seven_a_queen_the_four():
    game = margarethe("reserve-1: TS\nreserve-2: 7H\nreserve-3: 4D\nreserve-4: QS\nstock-1: 9C 8C")
    assert {
        ("move", "reserve-1", "foundation-1"),
        ("move", "reserve-2", "foundation-6"),
        ("move", "reserve-3", "foundation-11"),
    } <= moves_of(game)
    assert refusal(game, Move("move", "reserve-1", "foundation-2")) == (
        "The ten of spades cannot go on that foundation: it takes the ten of hearts next."
    )


def test_a_help_card_played_is_replaced_at_once_by_the_next_card_of_the_pack():
    game = margarethe("reserve-1: TS\nstock-1: 9C 8C")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["reserve-1"] == ("8C",)
    assert game.piles["stock-1"] == ("9C",)


def test_an_ace_coming_into_a_help_place_goes_to_its_packet_and_the_next_card_follows():
    game = margarethe("reserve-1: TS\nstock-1: 9C AD")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["foundation-13"] == ("AD",)
    assert game.piles["reserve-1"] == ("9C",)


def test_turning_the_pack_lays_a_card_on_the_talon_and_an_ace_in_its_packet():
    game = margarethe("reserve-1: 5C\nstock-1: AH 9D")
    assert moves_of(game) == {("deal", "stock-1", "talon-1")}
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("9D",)
    assert moves_of(game) == {("deal", "stock-1", "foundation-13")}
    game.play(Move("deal", "stock-1", "foundation-13"))
    assert game.piles["foundation-13"] == ("AH",)


def test_the_talon_top_goes_to_a_foundation_but_never_into_the_a():
    game = margarethe("reserve-1: 5C\nstock-1: 6D\ntalon-1: 9D TH")
    assert ("move", "talon-1", "foundation-2") in moves_of(game)
    game.play(Move("move", "talon-1", "foundation-2"))
    assert refusal(game, Move("move", "talon-1", "reserve-1")) == (
        "Cards go only to the foundations: nothing is placed on the A or the talon."
    )


def test_an_empty_help_place_waits_for_the_redeal_and_is_filled_from_it():
    game = margarethe("reserve-1: TS\ntalon-1: 9C 8C\n@redeals_left 1")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["reserve-1"] == ()  # the pack is used up: never from the talon
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == "The pack is used up."
    game.play(Move("redeal", "stock-1"))
    # The talon turned over unshuffled: its first card, 9C, is dealt first, into the A.
    assert game.piles["reserve-1"] == ("9C",)
    assert game.piles["stock-1"] == ("8C",)
    assert game.table.var("redeals_left") == 0
    assert game.rules.counters(game.table) == ["Re-deals left: 0"]


def test_the_talon_is_redealt_once_only_and_only_once_the_pack_is_used_up():
    game = margarethe("reserve-1: 5C\nstock-1: 6D\ntalon-1: 9D\n@redeals_left 1")
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon may be re-dealt only when the pack is used up."
    )
    game = margarethe("reserve-1: 5C\ntalon-1: 9D\n@redeals_left 0")
    assert refusal(game, Move("redeal", "stock-1")) == (
        "The talon has been re-dealt once already: no re-deal is left."
    )
    assert game.status == "lost"


def test_nothing_is_placed_on_the_aces_packet_by_hand():
    game = margarethe("reserve-1: 5C\nstock-1: 6D")
    assert refusal(game, Move("move", "reserve-1", "foundation-13")) == (
        "Only aces go to the aces' packet, and they go there by themselves."
    )


def test_margarethe_is_won_with_eights_fives_and_twos_showing_and_four_aces():
    ranks = {"K": "T98", "J": "765", "Q": "432"}
    text = "\n".join(
        f"foundation-{n}: {c} " + " ".join(r + c[1] for r in ranks[c[0]])
        for n, c in enumerate(COURTS, 1)
    )
    game = engine.game_from_text("margarethe", text + "\nfoundation-13: AS AH AD AC")
    assert game.status == "won"


def test_auto_play_takes_every_card_that_suits():
    game = margarethe("reserve-1: TS\nreserve-2: 4D\nstock-1: 9C 8C")
    assert game.safe_move() in {
        Move("move", "reserve-1", "foundation-1"),
        Move("move", "reserve-2", "foundation-11"),
    }


def test_the_talon_games_take_their_places_in_the_books_order():
    ids = list(engine.GAMES)
    assert ids.index("margarethe") + 1 == ids.index("mount-olympus") < ids.index("nation")
    assert ids[-1] == "anna"  # the book's last picture


# Mount Olympus ------------------------------------------------------------------------
PYRAMID_BASES = "AH 2S AD 2C AH 2S AD 2C 2H AS 2D AC 2H AS 2D AC".split()
PYRAMID = numbered("foundation", PYRAMID_BASES)


def olympus(text: str) -> engine.Game:
    """The position written over the bare pyramid (a later line for a foundation wins)."""
    return engine.game_from_text("mount-olympus", PYRAMID + "\n" + text)


def test_mount_olympus_deals_the_pyramid_a_battery_of_nine_and_a_pack_of_79():
    game = engine.new_game("mount-olympus", 12)
    piles = game.piles
    assert [piles[f"foundation-{n}"] for n in range(1, 17)] == [(c,) for c in PYRAMID_BASES]
    assert [len(piles[f"tableau-{n}"]) for n in range(1, 10)] == [1] * 9
    assert len(piles["stock-1"]) == 79 and piles["talon-1"] == ()
    assert game.rules.counters(game.table) == ["Re-deals left: 1"]


def test_the_pyramid_is_built_up_by_twos_in_suit():
    game = olympus("tableau-1: 3H\ntableau-2: 4S\ntableau-3: 2H\nstock-1: 9D")
    assert {
        ("move", "tableau-1", "foundation-1"),
        ("move", "tableau-1", "foundation-5"),  # the other ace of hearts: the player's choice
        ("move", "tableau-2", "foundation-2"),
    } <= moves_of(game)
    assert refusal(game, Move("move", "tableau-3", "foundation-1")) == (
        "The two of hearts cannot go on that foundation: it takes the three of hearts next."
    )


def test_the_battery_builds_down_by_twos_in_suit_from_the_battery_and_the_talon():
    game = olympus("tableau-1: 9H\ntableau-2: 7H\ntableau-3: 8H\ntalon-1: 7H\nstock-1: 9D")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)
    assert ("move", "talon-1", "tableau-1") in moves_of(game)
    assert refusal(game, Move("move", "tableau-3", "tableau-1")) == MOUNT_OLYMPUS_BUILD
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.piles["tableau-1"] == ("9H", "7H")


def test_an_empty_battery_place_takes_the_talon_top_when_the_player_likes_and_nothing_else():
    game = olympus("tableau-1: 9H\ntableau-2: -\ntalon-1: KC\nstock-1: 9D")
    assert ("move", "talon-1", "tableau-2") in moves_of(game)
    assert ("deal", "stock-1", "talon-1") in moves_of(game)  # filling is not compulsory
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "An empty battery place is filled only from the talon."
    )


def test_the_olympus_talon_is_redealt_once_unshuffled():
    game = olympus("tableau-1: 9H\ntalon-1: 5C 6C 8D\n@redeals_left 1")
    game.play(Move("redeal", "stock-1"))
    assert game.piles["stock-1"] == ("8D", "6C", "5C")  # 5C, laid first, comes first
    assert game.table.var("redeals_left") == 0
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("5C",)
    assert "already" in refusal(game, Move("redeal", "stock-1"))


def test_olympus_is_lost_when_a_card_can_only_shuttle_between_two_alike():
    game = olympus("tableau-1: 9H 7H\ntableau-2: 9H\n@redeals_left 0")
    assert game.legal_moves() and game.status == "lost"
    # With a re-deal left the game goes on.
    assert olympus("tableau-1: 9H 7H\ntableau-2: 9H\ntalon-1: 3H\n@redeals_left 0").status == (
        "playing"
    )


def test_olympus_is_won_with_the_pyramid_complete():
    lines = [
        f"foundation-{n}: "
        + " ".join(engine.cards.code(r, base[1]) for r in range(engine.cards.rank(base), 14, 2))
        for n, base in enumerate(PYRAMID_BASES, 1)
    ]
    assert engine.game_from_text("mount-olympus", "\n".join(lines)).status == "won"


MOUNT_OLYMPUS_BUILD = (
    "On the battery a card goes on the card of its own suit two ranks above it "
    "(a seven on a nine); an empty place takes only the talon's top card."
)


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


# Two Rings ----------------------------------------------------------------------------
RING_BASES = "7S 7S 7H 7H 7C 7C 7D 7D 6S 6S 6H 6H 6C 6C 6D 6D".split()
RINGS = numbered("foundation", RING_BASES)
BRACELET = [f"tableau-{n}" for n in range(1, 9)]


# Cards no foundation of a fresh ring wants, to fill the bracelet places a diagram leaves.
BRACELET_FILLERS = "TS TH TC TD JS JH JC JD".split()


def two_rings(text: str) -> engine.Game:
    text = filled(text, BRACELET, BRACELET_FILLERS, by_place=True)
    return engine.game_from_text("two-rings", RINGS + "\n" + text)


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


# The Fish-Bone ------------------------------------------------------------------------
# Gridiron cards no knave of a fresh spine wants, for the places a diagram leaves out.
GRIDIRON_FILLERS = "9S 8S 7S 9H 8H 7H".split()
GRIDIRON = [f"tableau-{n}" for n in range(1, 7)]


def fish_bone(text: str) -> engine.Game:
    return engine.game_from_text(
        "fish-bone", filled(text, GRIDIRON, GRIDIRON_FILLERS, by_place=True)
    )


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


def test_the_fish_bones_knaves_kings_and_queens_never_marry_on_the_gridiron():
    # No knave of spades is out: the queen waits in the gridiron, the king on the talon.
    game = fish_bone("foundation-1: JC\ntableau-1: QS\ntalon-1: KS\nstock-1: 4D")
    assert ("move", "talon-1", "tableau-1") not in moves_of(game)
    assert refusal(game, Move("move", "talon-1", "tableau-1")) == (
        "Knaves, kings and queens are never built on the gridiron: they wait for their places."
    )


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


# Red and Black ------------------------------------------------------------------------
ACES_ROW = numbered("foundation", [f"A{suit}" for suit in "DDCCHHSS"]) + "\n"


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
