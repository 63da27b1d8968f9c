"""The Kings, rule by rule, on positions written as diagrams.

foundation-1..4 are the left column of aces (rows 1-4, top down), foundation-5..8 the
right column; tableau-1..4 the left lines (rows 1-4), running out to the left, and
tableau-5..8 the right lines; each line is written from the aces outward, so its last
card is the outermost, available one.  ``@dealt`` counts the places the deal has filled
and ``@blocked`` the cards of each line blocked until the deal is over.  The pack
``stock-1`` is written bottom first, so ``pack(...)`` writes it in dealing order.
"""

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

ACES = "".join(
    f"foundation-{n}: A{suit}\n" for n, suit in zip(range(1, 9), "DCHSDCHS", strict=True)
)


def pack(*deal_order: str) -> str:
    return "stock-1: " + " ".join(reversed(deal_order)) + "\n"


def position(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text("kings", text, variant=variant)


def deal(game: engine.Game) -> None:
    (move,) = game.legal_moves()
    assert move.kind == "deal"
    game.play(move)


# The deal ------------------------------------------------------------------------------
def test_the_aces_make_two_columns_each_row_one_suit_and_the_rest_is_dealt():
    for number in (1, 5, 900):
        game = engine.new_game("kings", number)
        rows = [game.piles[f"foundation-{n}"] for n in range(1, 9)]
        assert rows == [(f"A{s}",) for s in "DCHSDCHS"]
        assert len(game.piles["stock-1"]) == 96
        assert sorted(game.piles["stock-1"]) == sorted(
            c for c in shuffled_pack(number, cards.new_pack(2)) if c[0] != "A"
        )
        assert [m.kind for m in game.legal_moves()] == ["deal"]


def test_columns_of_four_go_left_then_right_then_alternately_outward():
    cards_ = ["9S", "8H", "QC", "JD", "9H", "8S", "QD", "JC", "7S", "6H", "TC", "TD"]
    game = position(ACES + pack(*cards_))
    for _ in range(3):
        deal(game)
    assert [game.piles[f"tableau-{n}"] for n in range(1, 9)] == [
        ("9S", "7S"),
        ("8H", "6H"),
        ("QC", "TC"),
        ("JD", "TD"),
        ("9H",),
        ("8S",),
        ("QD",),
        ("JC",),
    ]


def test_a_card_suiting_a_foundation_of_its_row_as_it_is_dealt_goes_up_and_is_replaced():
    # The two of spades is dealt on row 1 (diamonds' row: its aces take any suit), the
    # seven after it takes its place.
    game = position(ACES + pack("2S", "7C", "9H", "TS", "JS"))
    deal(game)
    assert game.piles["foundation-1"] == ("AD", "2S")
    assert [game.piles[f"tableau-{n}"] for n in range(1, 5)] == [
        ("7C",),
        ("9H",),
        ("TS",),
        ("JS",),
    ]


def test_during_the_deal_a_card_goes_up_only_in_its_own_row():
    # Row 1's foundations stand at the two; a three dealt on row 2 stays there.
    text = ACES.replace("foundation-1: AD", "foundation-1: AD 2C")
    game = position(text + pack("9C", "3H", "QS", "QH"))
    deal(game)
    assert game.piles["tableau-2"] == ("3H",)
    assert game.piles["foundation-1"] == ("AD", "2C")


def test_a_newest_column_card_made_suitable_goes_up_but_is_not_replaced():
    # A three lies in the newest left column on row 1; the two dealt on row 1 of the
    # right side lets it follow, and the right-hand foundation of row 1 takes the two.
    text = (
        ACES
        + "tableau-1: 3D\ntableau-2: 9C\ntableau-3: TS\ntableau-4: JS\n@dealt 4\n"
        + "@blocked [0, 0, 0, 0, 0, 0, 0, 0]\n"
    )
    game = position(text + pack("2C", "QC", "QD", "QH", "QS", "KS"))
    deal(game)
    assert game.piles["foundation-5"] == ("AD", "2C", "3D")
    assert game.piles["tableau-1"] == ()  # not replaced
    assert game.piles["tableau-5"] == ("QC",)  # the two's place was dealt again


def test_cards_of_inner_columns_are_never_played_during_the_deal_even_uncovered():
    # Three columns are dealt (left, right, left).  On row 1's left line the two of
    # diamonds lies in the newest left column, over a three in the first, blocked one.
    text = (
        ACES.replace("foundation-1: AD", "foundation-1: AD 2S")
        + "tableau-1: 3C 2D\ntableau-2: 9C 9D\ntableau-3: TS TD\ntableau-4: JS JD\n"
        + "tableau-5: 9S\ntableau-6: 8S\ntableau-7: 7S\ntableau-8: 6S\n"
        + "@dealt 12\n@blocked [1, 1, 1, 1, 0, 0, 0, 0]\n"
    )
    game = position(text + pack("KC", "QD", "QH", "QS"))
    deal(game)
    assert game.piles["foundation-5"] == ("AD", "2D")  # the newest column's card goes up
    # The three it uncovers stays, though row 1's left foundation wants it.
    assert game.piles["tableau-1"] == ("3C",)
    assert game.piles["foundation-1"] == ("AD", "2S")
    assert not game.piles["stock-1"]
    # Once the deal is over the three is free, and the player plays it.
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)


def test_the_player_moves_nothing_during_the_deal():
    text = ACES + "tableau-1: 9C 7C\ntableau-2: 8D\ntableau-3: 8H\ntableau-4: 8S\n"
    text += "tableau-5: 3D\n@dealt 5\n@blocked [1, 1, 1, 1, 0, 0, 0, 0]\n"
    game = position(text + pack("9S", "9H"))
    assert moves_of(game) == {("deal", "stock-1", "tableau-6")}
    assert "during the deal" in refusal(game, Move("move", "tableau-5", "tableau-1"))


# After the deal ------------------------------------------------------------------------
AFTER = ACES.replace("foundation-1: AD", "foundation-1: AD 2S 3S") + (
    "tableau-1: 9C 4H\ntableau-2: KS 6C\ntableau-3: QD 5S\ntableau-5: 8D 7H\n"
    "tableau-6: JC 5D\ntableau-7: TH 2D\ntableau-8: 3C 4S\n"
)


def test_after_the_deal_any_outer_card_goes_to_any_foundation_of_any_row():
    game = position(AFTER)
    ups = {(s, t) for kind, s, t in moves_of(game) if t.startswith("foundation")}
    assert ("tableau-1", "foundation-1") in ups  # the four of hearts on row 1's three
    assert ("tableau-8", "foundation-1") in ups  # the four of spades from row 4
    assert ("tableau-7", "foundation-3") in ups  # the two of diamonds on any ace


def test_after_the_deal_cards_build_up_or_down_in_any_suit_and_a_line_may_be_reversed():
    game = position(AFTER)
    builds = {(s, t) for kind, s, t in moves_of(game) if t.startswith("tableau")}
    assert ("tableau-6", "tableau-2") in builds  # five on six, down
    assert ("tableau-1", "tableau-3") in builds  # four on five, down
    assert ("tableau-2", "tableau-7") not in builds  # six on two: no
    game.play(Move("move", "tableau-6", "tableau-1"))  # five on four: up
    assert game.piles["tableau-1"] == ("9C", "4H", "5D")
    assert "one rank higher or lower" in refusal(game, Move("move", "tableau-2", "tableau-7"))


def test_an_empty_line_takes_any_card():
    game = position(AFTER)
    targets = {t for kind, s, t in moves_of(game) if s == "tableau-2"}
    assert "tableau-4" in targets  # the empty line of row 4


def test_the_strict_variant_keeps_the_row_rule_after_the_deal():
    game = position(AFTER, variant="kings-strict")
    ups = {(s, t) for kind, s, t in moves_of(game) if t.startswith("foundation")}
    assert ("tableau-1", "foundation-1") in ups
    assert ("tableau-8", "foundation-1") not in ups
    assert "own row" in refusal(game, Move("move", "tableau-8", "foundation-1"))
    # A card moved to another line takes that line's row.
    game.play(Move("move", "tableau-8", "tableau-3"))  # four of spades on the five, row 3
    assert "own row" in refusal(game, Move("move", "tableau-3", "foundation-1"))


def test_the_game_is_lost_when_cards_can_only_go_to_and_fro():
    game = position(
        ACES.replace("foundation-1: AD", "foundation-1: AD 2S 3S")
        + "tableau-1: 9C 7H\ntableau-2: 8S\ntableau-3: KS 5C\n"
    )
    assert game.legal_moves()
    assert game.status == "lost"


def test_a_play_reached_by_building_keeps_the_game_going_and_all_up_wins():
    game = position(
        ACES.replace("foundation-1: AD", "foundation-1: AD 2S 3S")
        + "tableau-1: 4C 9H\ntableau-2: 8S\n"
    )
    assert game.status == "playing"  # the nine goes on the eight, freeing the four
    line = " ".join(f"{r}S" for r in "A23456789TJQK")
    full = "".join(f"foundation-{n}: {line}\n" for n in range(1, 8))
    game = position(full + "foundation-8: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\ntableau-4: KD\n")
    assert not any(m.kind == "redeal" for m in game.legal_moves())
    game.play(Move("move", "tableau-4", "foundation-8"))
    assert game.status == "won"


# The solver's positions (tests/helpers/solver_checks.py) --------------------------------
GAME = "kings"
NEAR_WON = (
    "".join(f"foundation-{n}: {' '.join(r + 'S' for r in 'A23456789TJQK')}\n" for n in range(1, 8))
    + "foundation-8: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\n"
    + "tableau-1: QS KD\n"
)
DEAD = (
    ACES.replace("foundation-1: AD", "foundation-1: AD 2S 3S")
    + "tableau-1: 9C 7H\ntableau-2: 8S\ntableau-3: KS 5C\n"
)
MORE_SMALL = [
    (
        GAME,
        ACES.replace("foundation-1: AD", "foundation-1: AD 2S 3S")
        + "tableau-1: 4C 9H\ntableau-2: 8S\n",
        "lost",
    )
]
WON_DEALS = [(GAME, 42), (GAME, 52)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on the Kings' positions."""
