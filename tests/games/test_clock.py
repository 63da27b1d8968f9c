"""The Clock, rule by rule, on positions written as diagrams.

Packets (tableau-1 .. tableau-12, hours I .. XII) are written bottom card first, so the
last card is the available one; the pack (stock-1) likewise: its last card is turned or
dealt next."""

import pytest

import engine
from engine import Move, cards
from engine.mechanics.talon import withdraw
from engine.notation import format_table
from engine.prng import shuffled_pack
from tests.helpers.positions import done, moves_of, run
from tests.helpers.solver_checks import SafePlayHurts, SolverChecks, WithATrap, WonDeals

HOUR_CARDS = ("6C", "7H", "8S", "9D", "TC", "JH", "QS", "KD", "2C", "3H", "4S", "5D")
BASES = "\n".join(f"foundation-{n}: {card}" for n, card in enumerate(HOUR_CARDS, 1))
REFILL = Move("refill")


def climb(base: str, hour: int) -> list[str]:
    """A foundation's cards from its base up to its hour, the ace following the king."""
    rank, suit = cards.rank(base), cards.suit(base)
    run = [base]
    while rank != hour:
        rank = rank % 13 + 1
        run.append(cards.code(rank, suit))
    return run


def position(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text("clock", text, variant)


# The deal ------------------------------------------------------------------------------
def test_the_deal_lays_twelve_hours_twelve_packets_of_three_and_a_pack_of_56():
    piles = engine.new_game("clock", 31).piles
    assert [piles[f"foundation-{n}"] for n in range(1, 13)] == [(c,) for c in HOUR_CARDS]
    assert [len(piles[f"tableau-{n}"]) for n in range(1, 13)] == [3] * 12
    assert len(piles["stock-1"]) == 56
    assert piles["talon-1"] == ()


def test_the_packets_are_dealt_together_three_at_a_time_from_hour_one():
    pack = shuffled_pack(31, cards.new_pack(2))
    withdraw(pack, list(HOUR_CARDS))
    piles = engine.new_game("clock", 31).piles
    assert piles["tableau-1"] == tuple(pack[0:3])
    assert piles["tableau-2"] == tuple(pack[3:6])
    assert piles["tableau-12"] == tuple(pack[33:36])
    # The pack's next card is the one after the circle's last.
    assert piles["stock-1"][-1] == pack[36]
    assert piles["stock-1"][0] == pack[-1]


def test_the_opening_offers_plays_marriages_and_the_turn_of_the_pack():
    # Deal 1: the knave of clubs suits V, the three of clubs IX, and either three of
    # diamonds marries the four of diamonds on packet V.
    game = engine.new_game("clock", 1)
    assert moves_of(game) == {
        ("move", "tableau-10", "foundation-5"),
        ("move", "tableau-12", "foundation-9"),
        ("move", "tableau-9", "tableau-5"),
        ("move", "tableau-11", "tableau-5"),
        ("deal", "stock-1", "talon-1"),
    }


# Foundations ---------------------------------------------------------------------------
def test_a_foundation_builds_up_in_suit_and_wraps_from_king_to_ace():
    game = position(BASES + "\ntableau-1: AD\ntableau-2: 7S\ntableau-3: 7C")
    legal = moves_of(game)
    assert ("move", "tableau-1", "foundation-8") in legal  # ace on the king at VIII
    assert ("move", "tableau-3", "foundation-1") in legal  # seven of clubs on six at I
    assert not any(m.source == "tableau-2" and m.target.startswith("foundation")
                   for m in game.legal_moves())  # fmt: skip
    with pytest.raises(engine.IllegalMove, match="nine of spades"):
        game.play(Move("move", "tableau-2", "foundation-3"))


@pytest.mark.parametrize(("hour", "size"), [(1, 9), (8, 9), (9, 8), (12, 8)])
def test_a_foundation_stops_when_it_attains_its_hour(hour, size):
    base = HOUR_CARDS[hour - 1]
    run = climb(base, hour)
    assert len(run) == size
    following = cards.code(hour % 13 + 1, cards.suit(base))
    text = BASES + f"\nfoundation-{hour}: {' '.join(run)}\ntableau-1: {following}\ntableau-2: 9H"
    game = position(text)
    assert all(m.source != "tableau-1" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="complete"):
        game.play(Move("move", "tableau-1", f"foundation-{hour}"))


def test_only_the_top_card_of_a_packet_is_available():
    game = position(BASES + "\ntableau-1: 7C 9H\ntableau-2: 4H")
    assert ("move", "tableau-1", "foundation-1") not in moves_of(game)
    game.play(Move("move", "tableau-2", "foundation-10"))
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "foundation-1"))


def test_nothing_comes_back_from_a_foundation():
    game = position(BASES + "\ntableau-1: 9H\ntableau-2: 5H")
    assert all(m.source != "foundation-2" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="stays there"):
        game.play(Move("move", "foundation-2", "tableau-1"))


# Marriages -----------------------------------------------------------------------------
def test_marriages_go_down_in_suit_onto_another_packet():
    game = position(BASES + "\ntableau-1: 4D\ntableau-2: 3D\ntableau-3: 5D\ntableau-4: 3H")
    legal = moves_of(game)
    assert ("move", "tableau-2", "tableau-1") in legal  # three onto four of diamonds
    assert ("move", "tableau-1", "tableau-3") in legal  # four onto five
    assert ("move", "tableau-3", "tableau-1") not in legal  # never upwards
    assert ("move", "tableau-4", "tableau-1") not in legal  # never out of suit
    with pytest.raises(engine.IllegalMove, match="next higher card of its own suit"):
        game.play(Move("move", "tableau-3", "tableau-1"))


def test_a_packet_grows_beyond_three_by_marriages():
    game = position(BASES + "\ntableau-1: 9H 8H 6D\ntableau-2: 5D\ntableau-3: 4D\ntableau-4: 2S")
    game.play(Move("move", "tableau-2", "tableau-1"))
    game.play(Move("move", "tableau-3", "tableau-1"))
    assert game.piles["tableau-1"] == ("9H", "8H", "6D", "5D", "4D")


def test_no_marriage_puts_an_ace_on_a_king_or_a_king_on_an_ace():
    game = position(BASES + "\ntableau-1: KS\ntableau-2: AS\ntableau-3: QS")
    legal = moves_of(game)
    assert ("move", "tableau-1", "tableau-2") not in legal
    assert ("move", "tableau-2", "tableau-1") not in legal
    assert ("move", "tableau-3", "tableau-1") in legal


def test_nothing_from_the_talon_or_the_pack_goes_onto_the_circle():
    text = BASES + "\ntableau-1: 9H 8H 4D\ntableau-2: 2S 2S 2S\nstock-1: 3D\ntalon-1: 3D"
    game = position(text)
    assert all(not (m.source in ("talon-1", "stock-1") and m.target.startswith("tableau"))
               for m in game.legal_moves())  # fmt: skip
    with pytest.raises(engine.IllegalMove, match="onto the circle"):
        game.play(Move("move", "talon-1", "tableau-1"))
    with pytest.raises(engine.IllegalMove, match="onto the circle"):
        game.play(Move("move", "stock-1", "tableau-1"))


def test_by_default_a_card_may_marry_onto_a_short_packet():
    game = position(BASES + "\ntableau-1: 4D\ntableau-2: 2S 3D\nstock-1: 8C 8C 8C 8C")
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)


# Refills -------------------------------------------------------------------------------
def test_a_refill_tops_up_every_short_packet_to_three_from_hour_one_round():
    text = BASES + (
        "\ntableau-1: 2S 2S 2S\ntableau-2: 9H\ntableau-3: 9H 9H 9H\n"
        "tableau-4: 9H 9H 9H 9H\ntableau-5: -\nstock-1: AS QS JS TS 9S 8S 7S"
    )
    game = position(text)
    refills = [m for m in game.legal_moves() if m.kind == "refill"]
    assert len(refills) == 1 and str(refills[0]) == "Refill the packets"
    game.play(REFILL)
    piles = game.piles
    assert piles["tableau-2"] == ("9H", "7S", "8S")
    assert piles["tableau-4"] == ("9H", "9H", "9H", "9H")  # more than three: untouched
    assert piles["tableau-5"] == ("9S", "TS", "JS")
    # Packets VI .. XII are empty too; the pack runs out at VI.
    assert piles["tableau-6"] == ("QS", "AS")
    assert piles["tableau-7"] == ()
    assert piles["stock-1"] == ()


def test_the_talon_never_refills_the_circle():
    game = position(BASES + "\ntableau-1: 9H\ntableau-2: 9H\ntalon-1: 2S 2S 2S")
    assert all(m.kind != "refill" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="empty packet stays empty"):
        game.play(REFILL)
    assert game.status == "lost"


def test_no_card_is_turned_while_a_packet_is_short_and_the_pack_has_cards():
    full = "\n".join(f"tableau-{n}: 9H 9H 9H" for n in range(2, 13))
    game = position(BASES + "\ntableau-1: 2S 5H\n" + full + "\nstock-1: 2S 2S")
    assert moves_of(game) == {("refill", None, None)}
    with pytest.raises(engine.IllegalMove, match="Refill the short packets"):
        game.play(Move("deal", "stock-1", "talon-1"))
    game.play(REFILL)
    assert game.piles["tableau-1"] == ("2S", "5H", "2S")
    assert moves_of(game) == {("deal", "stock-1", "talon-1")}


def test_there_is_nothing_to_refill_when_every_packet_is_full():
    full = "\n".join(f"tableau-{n}: 9H 9H 9H" for n in range(1, 13))
    game = position(BASES + "\n" + full + "\nstock-1: 2S")
    with pytest.raises(engine.IllegalMove, match="No packet is short"):
        game.play(REFILL)


def test_plays_and_marriages_may_go_on_while_packets_are_short():
    text = BASES + "\ntableau-1: 7C\ntableau-2: 4D\ntableau-3: 3D\nstock-1: 2S 2S"
    game = position(text)
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("move", "tableau-3", "tableau-2"))
    assert ("refill", None, None) in moves_of(game)
    assert ("move", "tableau-2", "foundation-12") not in moves_of(game)  # 3D is no 6D


# The pack and the talon ----------------------------------------------------------------
def test_turning_the_pack_lays_one_card_on_the_talon_whose_top_plays_to_foundations():
    full = "\n".join(f"tableau-{n}: 2S 2S 2S" for n in range(1, 13))
    game = position(BASES + "\n" + full + "\nstock-1: 6D 3S 7C\ntalon-1: 8H")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("8H", "7C")
    assert game.piles["stock-1"] == ("6D", "3S")
    # The seven of clubs on top suits I; the eight of hearts under it is blocked.
    assert ("move", "talon-1", "foundation-1") in moves_of(game)
    assert ("move", "talon-1", "foundation-2") not in moves_of(game)
    game.play(Move("move", "talon-1", "foundation-1"))
    assert ("move", "talon-1", "foundation-2") in moves_of(game)


def test_a_card_of_the_pack_is_played_only_from_the_talon():
    full = "\n".join(f"tableau-{n}: 2S 2S 2S" for n in range(1, 13))
    game = position(BASES + "\n" + full + "\nstock-1: 7C")
    with pytest.raises(engine.IllegalMove, match="onto the talon"):
        game.play(Move("move", "stock-1", "foundation-1"))


def test_there_is_no_re_deal():
    full = "\n".join(f"tableau-{n}: 2S 2S 2S" for n in range(1, 13))
    game = position(BASES + "\n" + full + "\ntalon-1: 9C 8C")
    assert game.legal_moves() == []
    assert game.status == "lost"
    with pytest.raises(engine.IllegalMove):
        game.play(Move("redeal", "stock-1"))


# Winning -------------------------------------------------------------------------------
def complete_clock(except_hour: int) -> str:
    lines = []
    for hour, base in enumerate(HOUR_CARDS, 1):
        run = climb(base, hour)
        if hour == except_hour:
            run = run[:-1]
        lines.append(f"foundation-{hour}: {' '.join(run)}")
    return "\n".join(lines)


def test_the_game_is_won_with_all_104_cards_on_the_foundations():
    # Hour XII lacks only its queen, which lies on the talon.
    game = position(complete_clock(12) + "\ntalon-1: QD")
    assert sum(len(p) for p in game.piles.values()) == 104
    assert game.status == "playing"
    game.play(Move("move", "talon-1", "foundation-12"))
    assert game.status == "won"
    assert game.legal_moves() == []


def test_an_illegal_move_changes_nothing():
    game = position(BASES + "\ntableau-1: 4D\ntableau-2: 5C")
    before = format_table(game.table)
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "tableau-2"))
    assert format_table(game.table) == before


# Variants ------------------------------------------------------------------------------
STRICT_TEXT = BASES + (
    "\ntableau-1: 9H 4D\ntableau-2: 3D\ntableau-3: 9H 9H 7C\ntableau-4: 9H 9H 9H 6S 5S"
    "\ntableau-5: 9H 9H 7S\nstock-1: 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S 2S"
)


def test_strict_after_a_marriage_only_the_refill_may_follow():
    game = position(STRICT_TEXT, "strict")
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert moves_of(game) == {("refill", None, None)}
    with pytest.raises(engine.IllegalMove, match="refilled before playing or marrying"):
        game.play(Move("move", "tableau-3", "foundation-1"))
    game.play(REFILL)
    assert ("move", "tableau-3", "foundation-1") in moves_of(game)


def test_strict_plays_before_the_marriage_are_free():
    game = position(STRICT_TEXT, "strict")
    game.play(Move("move", "tableau-3", "foundation-1"))
    game.play(Move("move", "tableau-4", "foundation-11"))
    assert ("move", "tableau-2", "tableau-1") in moves_of(game)


def test_strict_a_marriage_that_leaves_no_packet_short_needs_no_refill():
    full = "\n".join(f"tableau-{n}: 9H 9H 9H" for n in range(4, 13))
    text = BASES + "\ntableau-1: 9H 9H 9H 4S 7C\ntableau-2: 9H 9H 5S\ntableau-3: 9H 9H 8C\n"
    game = position(text + full + "\nstock-1: 2S", "strict")
    game.play(Move("move", "tableau-1", "foundation-1"))
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert moves_of(game) == {
        ("move", "tableau-3", "foundation-1"),
        ("deal", "stock-1", "talon-1"),
    }


def test_the_default_reading_lets_play_go_on_after_a_marriage():
    game = position(STRICT_TEXT)
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert ("move", "tableau-3", "foundation-1") in moves_of(game)


def test_full_packets_a_card_marries_only_onto_a_packet_of_three_or_more():
    text = BASES + "\ntableau-1: 4D\ntableau-2: 2S 3D\ntableau-3: 9H 9H 4D\nstock-1: 8C 8C"
    game = position(text, "full-packets")
    legal = moves_of(game)
    assert ("move", "tableau-2", "tableau-1") not in legal
    assert ("move", "tableau-2", "tableau-3") in legal
    with pytest.raises(engine.IllegalMove, match="three or more cards"):
        game.play(Move("move", "tableau-2", "tableau-1"))


def test_an_unknown_variant_is_refused():
    with pytest.raises(ValueError, match="no variant"):
        engine.new_game("clock", 1, "sideways")


def test_each_variant_deals_the_same_cards():
    assert engine.new_game("clock", 8, "strict").piles == engine.new_game("clock", 8).piles
    assert engine.new_game("clock", 8, "full-packets").piles == engine.new_game("clock", 8).piles


# The table's geometry ------------------------------------------------------------------
def test_the_plan_is_a_clock_face_that_fits_a_phone_without_overlaps():
    plan = engine.GAMES["clock"].plan()
    assert plan.width <= 10
    boxes = {}
    for place in plan.places:
        height = 1.4 + (place.room if place.fan == "down" else 0)
        boxes[place.pile] = (place.x, place.y, place.x + 1, place.y + height)
        assert place.x + 1 <= plan.width + 1e-9 and place.y + height <= plan.height + 1e-9
    names = list(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            ax0, ay0, ax1, ay1 = boxes[a]
            bx0, by0, bx1, by1 = boxes[b]
            assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)
    labels = {p.pile: p.label for p in plan.places}
    assert labels["foundation-1"] == "I" and labels["foundation-12"] == "XII"
    # XII at the top, VI at the bottom, III on the right, IX on the left.
    where = {p.pile: (p.x, p.y) for p in plan.places}
    assert where["foundation-12"][1] < where["foundation-3"][1] < where["foundation-6"][1]
    assert where["foundation-9"][0] < where["foundation-12"][0] < where["foundation-3"][0]


def test_asking_for_a_card_while_packets_are_short_names_the_refills_due():
    # Packets II and V short (by one and by two cards): tapping the pack says so, and
    # from where they are filled, rather than that there is nothing to deal.
    from ui.input.controller import Controller

    full = "\n".join(f"tableau-{n}: 9H 9H 9H" for n in (1, 3, 4, *range(6, 13)))
    game = position(BASES + "\ntableau-2: 2S 5H\ntableau-5: 4D\n" + full + "\nstock-1: 2S 2S 3S 3S")
    said = Controller(game).tap("stock-1", None).message
    assert "packets at II and V take 3 cards from the pack" in said
    assert "never from the talon" in said and "Refill the packets" in said
    assert Controller(game).deal_on().message == said
    game.play(REFILL)
    assert Controller(game).tap("stock-1", None).played is not None


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "clock"

CLOCK_HOURS = ("6C", "7H", "8S", "9D", "TC", "JH", "QS", "KD", "2C", "3H", "4S", "5D")


def clock_run(base: str, hour: int) -> list[str]:
    """From the base card up to the hour, the ace following the king."""
    ranks = [(cards.rank(base) - 1 + i) % 13 + 1 for i in range((hour - cards.rank(base)) % 13 + 1)]
    return run(cards.suit(base), ranks)


COMPLETE = [clock_run(base, hour) for hour, base in enumerate(CLOCK_HOURS, 1)]

# The Clock's last clubs of hour I, with the ace on packet III.
CLOCK_CLUBS = done(COMPLETE, foundation_1="9C") + "tableau-3: AC\n"

# The eight of clubs covers the seven that IX wants next; it must be married onto the
# nine of clubs on packet II.  Playing that nine up to I first loses: the other nine
# is buried under the seven.  The talon's clubs then finish I.
NEAR_WON = (
    done(COMPLETE, foundation_1="8C", foundation_9="6C")
    + "tableau-1: 9C 7C 8C\ntableau-2: 9C\ntalon-1: AC KC QC JC TC"
)

# The eight of clubs covers the seven that IX wants, and the only nine left in play is
# under the seven; the talon's clubs can still go up on I.
DEAD = (
    done(COMPLETE, foundation_1="9C", foundation_9="6C")
    + "tableau-1: 9C 7C 8C\ntalon-1: AC KC QC JC TC"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The Clock with the pack in hand: playing the ten of clubs first is right here, since
    # the refill then brings the king and queen up in the order they are wanted.
    ("clock", CLOCK_CLUBS + "tableau-1: JC TC\nstock-1: QC KC", "won"),
    # The knave covers the ten and can be married only onto the queen still in the pack;
    # the refill lays the king on the knave first.
    ("clock", CLOCK_CLUBS + "tableau-1: TC JC\nstock-1: QC KC", "lost"),
]

WON_DEALS = [("clock", 1), ("clock", 9)]

# Playing the ten of clubs up (safe: both nines of clubs are up) leaves packet I
# short by two, so the refill lays the queen and then the king on it, the king on
# top.  Refilling first puts only the queen on packet I and the king on packet II,
# where the queen can be married onto it: ten, knave, queen, king and ace then go up.
SAFE_PLAY_HURTS = (
    CLOCK_CLUBS + "tableau-1: JC TC\nstock-1: KC QC",
    [
        engine.Move("refill"),
        engine.Move("move", "tableau-1", "tableau-2"),  # the queen onto the king
        *(
            engine.Move("move", pile, "foundation-1")
            for pile in ("tableau-1", "tableau-1", "tableau-2", "tableau-2", "tableau-3")
        ),
    ],
)


class TestSolver(SolverChecks, WithATrap, WonDeals, SafePlayHurts):
    """The solver on The Clock's positions."""
