"""The Sultan, rule by rule, on positions written as diagrams.

The square is foundation-1 .. foundation-9 read row by row (foundation-5 is the Sultan);
the Divan is reserve-1 .. reserve-8; the pack (stock-1) is written bottom card first, so
its last card is turned next."""

import pytest

import engine
from engine import Move, cards
from engine.mechanics.talon import withdraw
from engine.notation import format_table
from engine.prng import shuffled_pack
from tests.helpers.positions import divan, done, moves_of, run
from tests.helpers.solver_checks import SafePlayHurts, SolverChecks, WithATrap, WonDeals

SQUARE = ("KC", "AH", "KC", "KD", "KH", "KD", "KS", "KH", "KS")
BASES = "\n".join(f"foundation-{n}: {card}" for n, card in enumerate(SQUARE, 1))
DEAL = Move("deal", "stock-1", "talon-1")
REDEAL = Move("redeal", "stock-1")


def to_queen(base: str) -> list[str]:
    """A complete foundation: from its base up to the queen, the ace after the king."""
    suit = cards.suit(base)
    ranks = [13, *range(1, 13)] if base[0] == "K" else list(range(1, 13))
    return [cards.code(r, suit) for r in ranks]


def position(text: str, *, fill: bool = True) -> engine.Game:
    """The position written; with ``fill`` every Divan place not written holds a nine of
    diamonds, which no foundation here wants (a space is never left while cards remain)."""
    if fill:
        text += "".join(f"\nreserve-{n}: 9D" for n in range(1, 9) if f"reserve-{n}:" not in text)
    return engine.game_from_text("sultan", text)


# The deal ------------------------------------------------------------------------------
def test_the_deal_lays_the_square_the_divan_of_eight_and_a_pack_of_87():
    game = engine.new_game("sultan", 12)
    piles = game.piles
    assert [piles[f"foundation-{n}"] for n in range(1, 10)] == [(c,) for c in SQUARE]
    assert [len(piles[f"reserve-{n}"]) for n in range(1, 9)] == [1] * 8
    assert len(piles["stock-1"]) == 87
    assert piles["talon-1"] == ()
    assert game.table.var("redeals_left") == 2
    assert game.table.var("deal") == 12


def test_the_divan_is_dealt_from_the_pack_once_the_kings_and_an_ace_are_withdrawn():
    pack = shuffled_pack(12, cards.new_pack(2))
    withdraw(pack, list(SQUARE))
    assert not any(card[0] == "K" for card in pack)
    assert pack.count("AH") == 1
    piles = engine.new_game("sultan", 12).piles
    assert [piles[f"reserve-{n}"][0] for n in range(1, 9)] == pack[:8]
    assert piles["stock-1"][-1] == pack[8]


# Foundations ---------------------------------------------------------------------------
def test_a_king_takes_the_ace_of_its_suit_first_and_the_ace_of_hearts_the_two():
    game = position(BASES + "\nreserve-1: AC\nreserve-2: 2H\nreserve-3: AD\nreserve-4: 2C")
    legal = moves_of(game)
    assert ("move", "reserve-1", "foundation-1") in legal
    assert ("move", "reserve-1", "foundation-3") in legal  # the other king of clubs
    assert ("move", "reserve-2", "foundation-2") in legal
    assert ("move", "reserve-3", "foundation-4") in legal
    assert not any(m.source == "reserve-4" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="takes the ace of clubs"):
        game.play(Move("move", "reserve-4", "foundation-1"))


def test_nothing_is_ever_played_on_the_sultan():
    game = position(BASES + "\nreserve-1: AH\nreserve-2: 2H")
    assert all(m.target != "foundation-5" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="nothing is ever played on it"):
        game.play(Move("move", "reserve-1", "foundation-5"))


def test_a_foundation_is_complete_at_its_queen():
    spades = " ".join(to_queen("KS"))
    game = position(BASES + f"\nfoundation-7: {spades}\nreserve-1: KS\nreserve-2: 9D")
    assert ("move", "reserve-1", "foundation-7") not in moves_of(game)
    with pytest.raises(engine.IllegalMove, match="complete"):
        game.play(Move("move", "reserve-1", "foundation-7"))


def test_nothing_comes_back_from_a_foundation():
    game = position(BASES + "\nfoundation-1: KC AC 2C\nreserve-1: 9D")
    with pytest.raises(engine.IllegalMove, match="stays there"):
        game.play(Move("move", "foundation-1", "reserve-2"))


# The Divan -----------------------------------------------------------------------------
def test_the_first_divan_plays_are_the_players_choice():
    game = engine.new_game("sultan", 2)
    # Deal 2 opens with the ace of clubs in the Divan: it may be played to either king
    # of clubs, or left while the pack is turned.
    assert moves_of(game) == {
        ("move", "reserve-1", "foundation-1"),
        ("move", "reserve-1", "foundation-3"),
        ("deal", "stock-1", "talon-1"),
    }
    game.play(DEAL)
    assert game.piles["reserve-1"] == ("AC",)


def test_a_divan_space_is_filled_at_once_from_the_pack_while_there_is_no_talon():
    game = position(BASES + "\nreserve-1: AC\nreserve-2: 9D\nstock-1: 4S 7H")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["reserve-1"] == ("7H",)
    assert game.piles["stock-1"] == ("4S",)


def test_a_divan_space_is_filled_from_the_talon_before_the_pack():
    game = position(BASES + "\nreserve-3: AD\nreserve-4: 9D\nstock-1: 4S 7H\ntalon-1: 8C 6H")
    game.play(Move("move", "reserve-3", "foundation-4"))
    assert game.piles["reserve-3"] == ("6H",)
    assert game.piles["talon-1"] == ("8C",)
    assert game.piles["stock-1"] == ("4S", "7H")


def test_a_divan_space_stays_empty_when_pack_and_talon_are_both_empty():
    game = position(BASES + "\nreserve-1: AC\nreserve-2: 9D")
    game.play(Move("move", "reserve-1", "foundation-1"))
    assert game.piles["reserve-1"] == ()
    assert game.status == "lost"


def test_nothing_is_placed_on_the_divan_or_moved_within_it():
    game = position(BASES + "\nreserve-1: 9D\nreserve-2: TD\ntalon-1: 8D\nstock-1: 2S")
    assert moves_of(game) == {("deal", "stock-1", "talon-1")}
    with pytest.raises(engine.IllegalMove, match="only to the foundations"):
        game.play(Move("move", "reserve-1", "reserve-2"))
    with pytest.raises(engine.IllegalMove, match="only to the foundations"):
        game.play(Move("move", "talon-1", "reserve-1"))


# The pack, the talon and the re-deals --------------------------------------------------
def test_the_pack_is_turned_one_card_at_a_time_and_the_talon_top_plays():
    game = position(BASES + "\nreserve-1: 9D\nstock-1: 2S AS\ntalon-1: AD")
    game.play(DEAL)
    assert game.piles["talon-1"] == ("AD", "AS")
    # The ace of spades on top goes to either king of spades; the ace of diamonds under it waits.
    assert moves_of(game) == {
        ("move", "talon-1", "foundation-7"),
        ("move", "talon-1", "foundation-9"),
        ("deal", "stock-1", "talon-1"),
    }
    game.play(Move("move", "talon-1", "foundation-9"))
    assert ("move", "talon-1", "foundation-4") in moves_of(game)


def test_a_card_of_the_pack_is_played_only_from_the_talon():
    game = position(BASES + "\nreserve-1: 9D\nstock-1: AS")
    with pytest.raises(engine.IllegalMove, match="onto the talon"):
        game.play(Move("move", "stock-1", "foundation-7"))


def test_a_re_deal_is_offered_only_when_the_pack_is_used_up():
    game = position(BASES + "\nreserve-1: 9D\nstock-1: 2S\ntalon-1: 3S 4S\n@redeals_left 2")
    assert all(m.kind != "redeal" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="only when the pack is used up"):
        game.play(REDEAL)
    game.play(DEAL)
    redeals = [m for m in game.legal_moves() if m.kind == "redeal"]
    assert [str(m) for m in redeals] == ["Re-deal (2 left)"]


def test_a_re_deal_shuffles_the_talon_with_the_deals_own_numbers():
    talon = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS"]
    text = BASES + f"\nreserve-1: 9D\ntalon-1: {' '.join(talon)}\n@redeals_left 2\n@deal 4242"
    game = position(text)
    game.play(REDEAL)
    first = shuffled_pack(4242, talon, stream=1)
    # The shuffled talon becomes the pack; its first card is turned first.
    assert game.piles["stock-1"] == tuple(reversed(first))
    assert game.piles["talon-1"] == ()
    assert game.table.var("redeals_left") == 1
    for _ in range(len(talon)):
        game.play(DEAL)
    assert game.piles["talon-1"] == tuple(first)
    assert [str(m) for m in game.legal_moves() if m.kind == "redeal"] == ["Re-deal (1 left)"]
    game.play(REDEAL)
    second = shuffled_pack(4242, first, stream=2)
    assert game.piles["stock-1"] == tuple(reversed(second))
    assert game.table.var("redeals_left") == 0


def test_after_two_re_deals_the_game_ends():
    game = position(BASES + "\nreserve-1: 9D\ntalon-1: 3S 4S\n@redeals_left 0")
    assert game.legal_moves() == []
    assert game.status == "lost"
    with pytest.raises(engine.IllegalMove, match="twice already"):
        game.play(REDEAL)


def test_a_space_left_empty_is_filled_from_the_pack_after_a_re_deal():
    text = BASES + "\nreserve-1: -\nreserve-3: -\ntalon-1: 3S 4S 5S\n@redeals_left 2\n@deal 9"
    game = position(text)
    game.play(REDEAL)
    shuffled = shuffled_pack(9, ["3S", "4S", "5S"], stream=1)
    assert game.piles["reserve-1"] == (shuffled[0],)
    assert game.piles["reserve-3"] == (shuffled[1],)
    assert game.piles["stock-1"] == (shuffled[2],)


def test_the_same_deal_re_deals_the_same_way():
    def play_through(deal: int) -> list[tuple[str, ...]]:
        game = engine.new_game("sultan", deal)
        packs = []
        for _ in range(400):
            moves = game.legal_moves()
            if not moves:
                break
            redeal = [m for m in moves if m.kind == "redeal"]
            game.play(redeal[0] if redeal else moves[-1])
            if redeal:
                packs.append(game.piles["stock-1"])
        return packs

    first = play_through(5)
    assert len(first) == 2
    assert first == play_through(5)


# Winning -------------------------------------------------------------------------------
def test_the_game_is_won_when_eight_queens_surround_the_sultan():
    lines = []
    for n, base in enumerate(SQUARE, 1):
        run = [base] if n == 5 else to_queen(base)
        if n == 9:
            run = run[:-1]
        lines.append(f"foundation-{n}: {' '.join(run)}")
    game = position("\n".join(lines) + "\nreserve-4: QS", fill=False)
    assert sum(len(p) for p in game.piles.values()) == 104
    assert game.status == "playing"
    game.play(Move("move", "reserve-4", "foundation-9"))
    assert game.status == "won"


def test_an_illegal_move_changes_nothing():
    game = position(BASES + "\nreserve-1: 9D\nstock-1: 2S")
    before = format_table(game.table)
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "reserve-1", "foundation-4"))
    assert format_table(game.table) == before


def test_twin_kings_and_divan_places_count_as_the_same_position():
    rules = engine.GAMES["sultan"]
    one = position(BASES + "\nfoundation-1: KC AC\nreserve-1: 9D\nreserve-2: 4H").table
    two = position(BASES + "\nfoundation-3: KC AC\nreserve-1: 4H\nreserve-2: 9D").table
    other = position(BASES + "\nfoundation-3: KC AC\nreserve-1: 4H\nreserve-2: 8D").table
    assert hash(rules.position_key(one)) == hash(rules.position_key(two))
    assert rules.position_key(one) == rules.position_key(two)
    assert rules.position_key(one) != rules.position_key(other)


# The table's geometry ------------------------------------------------------------------
def test_the_plan_sets_the_square_between_the_two_halves_of_the_divan():
    plan = engine.GAMES["sultan"].plan()
    where = {p.pile: (p.x, p.y) for p in plan.places}
    assert plan.width <= 10
    square_xs = {where[f"foundation-{n}"][0] for n in range(1, 10)}
    left = {where[f"reserve-{n}"][0] for n in range(1, 5)}
    right = {where[f"reserve-{n}"][0] for n in range(5, 9)}
    assert len(left) == len(right) == 1 and len(square_xs) == 3
    assert max(left) + 1 < min(square_xs) and max(square_xs) + 1 < min(right)
    assert [where[f"reserve-{n}"][1] for n in range(1, 5)] == sorted(
        where[f"reserve-{n}"][1] for n in range(1, 5)
    )
    square_bottom = max(where[f"foundation-{n}"][1] for n in range(1, 10)) + 1.4
    assert where["stock-1"][1] >= square_bottom and where["talon-1"][1] >= square_bottom


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "sultan"

SULTAN_SQUARE = ("KC", "AH", "KC", "KD", "KH", "KD", "KS", "KH", "KS")


def sultan_run(base: str) -> list[str]:
    """From the base card up to the queen, the ace following the king."""
    return [base, *run(base[1], range(1 if base[0] == "K" else 2, 13))]


COMPLETE = [["KH"] if n == 4 else sultan_run(base) for n, base in enumerate(SULTAN_SQUARE)]

# The Sultan's re-deal shuffles the talon with the deal's own random numbers: on the same
# layout one deal number's shuffle brings the two of clubs up in time and another's does
# not (the solver, like the exhaustive search, knows the shuffle's outcome).
SULTAN_REDEAL = (
    done(COMPLETE, foundation_1="AC")
    + divan("5C 6C 7C 8C 9C TC JC QC")
    + "talon-1: 2C 4C 3C\n@redeals_left 1\n"
)

# The two of clubs is on the talon, the four still in the pack: turning it first
# buries the two and loses (no re-deal left); the Divan holds the rest of the clubs.
NEAR_WON = (
    done(COMPLETE, foundation_1="AC")
    + divan("5C 6C 7C 8C 9C TC JC QC")
    + "talon-1: 3C 2C\nstock-1: 4C\n@redeals_left 0"
)

# The four of clubs covers the two on the talon (no re-deal left); the pack can still
# be turned, and the knave and queen of spades played from the talon.
DEAD = (
    done(COMPLETE, foundation_1="AC", foundation_7="TS")
    + divan("5C 6C 7C 8C 9C TC JC QC")
    + "talon-1: 2C 4C\nstock-1: QS 3C JS\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    ("sultan", SULTAN_REDEAL + "@deal 1", "won"),
    ("sultan", SULTAN_REDEAL + "@deal 3", "lost"),
]

WON_DEALS = [("sultan", 1), ("sultan", 6)]

# Playing the eight of clubs from the Divan (the Sultan's foundation plays are all
# "safe") fills its place with the talon's top card at once, so the talon re-dealt
# later holds one card fewer and is shuffled into another order.  The win (found by
# the plain search) turns the rest of the pack first and re-deals the whole talon;
# with no re-deal left this position would be lost whatever the order of play.
SAFE_PLAY_HURTS = (
    done(COMPLETE, foundation_1="7C", foundation_6="5D", foundation_7="5S")
    + divan("8C TS JS 7D QD 8D QC JD")
    + "talon-1: 9C 6D 6S 9S TD\nstock-1: 7S 9D QS 8S JC TC\n@redeals_left 1\n@deal 40098",
    None,
)


class TestSolver(SolverChecks, WithATrap, WonDeals, SafePlayHurts):
    """The solver on The Sultan's positions."""
