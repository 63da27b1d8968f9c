"""The Fourteenth, rule by rule, on positions written as diagrams.

The square's places tableau-1 ... tableau-25 run row by row (tableau-1 to 5 the top
row).  ``square()`` writes a position from five rows of card codes (``--`` an empty
place); the hand (stock-1) is written with its next card last."""

import itertools

import pytest

import engine
from engine import Game, Move, cards
from engine.games.fourteenth_square import SIDE, endgame_key
from engine.notation import parse_table
from engine.prng import Pcg32, shuffled_pack
from tests.helpers.solver_checks import SolverChecks, WithATrap, WonDeals
from tests.helpers.solving import EXHAUSTIVE_LIMIT, exhaustive_win_exists

# No two cards of one row or column make fourteen here.
BLOCKED = (
    "6C AD 2C 2D 3C",
    "4C 5C AH 2H 3H",
    "AS 2S 3S 4S 5S",
    "3D 4D 5D 4H 5H",
    "7C 8D 8H 8S 8C",
)


LINE_PAIRS = [
    (p, q) for p, q in itertools.combinations(range(25), 2) if p // 5 == q // 5 or p % 5 == q % 5
]


def square(rows, stock: str = "", discard: str = "", variant=None, extra: str = ""):
    lines = []
    for r, row in enumerate(rows):
        for c, card in enumerate(row.split()):
            if card != "--":
                lines.append(f"tableau-{r * 5 + c + 1}: {card}")
    lines.append(f"stock-1: {stock}")
    lines.append(f"discard-1: {discard}")
    return engine.game_from_text("fourteenth", "\n".join(lines) + "\n" + extra, variant)


def pairs(game: engine.Game) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in game.legal_moves() if m.kind == "pair"}


def exchanges(game: engine.Game) -> list[tuple[str, ...]]:
    return [(m.source, m.target, *m.more) for m in game.legal_moves() if m.kind == "swap"]


def brute_force_exchanges(game: engine.Game) -> set[tuple[str, ...]]:
    """Every double swap of four full places after which some fourteen exists."""
    piles = game.piles
    full = [f"tableau-{n}" for n in range(1, 26) if piles[f"tableau-{n}"]]
    found = set()
    for (a, b), (c, d) in itertools.combinations(itertools.combinations(full, 2), 2):
        if len({a, b, c, d}) < 4:
            continue
        after = dict(piles)
        after[a], after[b], after[c], after[d] = piles[b], piles[a], piles[d], piles[c]
        values = [cards.rank(after[f"tableau-{n}"][0]) if after[f"tableau-{n}"] else 0
                  for n in range(1, 26)]  # fmt: skip
        if any(values[p] and values[q] and values[p] + values[q] == 14 for p, q in LINE_PAIRS):
            found.add((a, b, c, d))
    return found


# The deal --------------------------------------------------------------------------


def test_the_deal_lays_twenty_five_cards_row_by_row_and_keeps_79_in_hand():
    pack = shuffled_pack(8, cards.new_pack(2))
    piles = engine.new_game("fourteenth", 8).piles
    assert [piles[f"tableau-{n}"] for n in range(1, 26)] == [(card,) for card in pack[:25]]
    assert len(piles["stock-1"]) == 79 and not piles["discard-1"]
    assert piles["stock-1"][-1] == pack[25], "the hand's next card is the 26th of the pack"


# Pairs -------------------------------------------------------------------------------


def test_every_value_pair_making_fourteen_pairs_off_and_no_other():
    for first, second in [("AH", "KS"), ("2C", "QD"), ("3S", "JH"), ("4D", "TC"),
                          ("5H", "9H"), ("6C", "8S"), ("7D", "7S")]:  # fmt: skip
        game = square([f"{first} -- -- -- {second}"])
        assert pairs(game) == {("tableau-1", "tableau-5")}, (first, second)
    for first, second in [("AH", "QS"), ("7D", "8S"), ("6C", "6S"), ("KC", "KD")]:
        assert not pairs(square([f"{first} {second}"])), (first, second)


def test_pairs_count_in_a_row_or_a_column_at_any_distance_but_not_on_a_diagonal():
    game = square(["9C -- -- -- --", "-- 5D -- -- --", "-- -- -- -- --",
                   "-- -- -- -- --", "5H -- -- -- --"])  # fmt: skip
    assert pairs(game) == {("tableau-1", "tableau-21")}
    with pytest.raises(engine.IllegalMove, match="same row or the same column"):
        game.play(Move("pair", "tableau-1", "tableau-7"))


def test_each_pair_is_listed_once_from_its_earlier_place():
    game = square(["7C 7D 7H"])
    assert pairs(game) == {
        ("tableau-1", "tableau-2"),
        ("tableau-1", "tableau-3"),
        ("tableau-2", "tableau-3"),
    }
    assert len(game.legal_moves()) == 3
    with pytest.raises(engine.IllegalMove, match="earlier place"):
        game.play(Move("pair", "tableau-3", "tableau-1"))


def test_a_pair_not_making_fourteen_is_refused_with_its_total():
    game = square(["7C 8D", "7H --"])
    with pytest.raises(engine.IllegalMove, match="make 15, not fourteen"):
        game.play(Move("pair", "tableau-1", "tableau-2"))


def test_a_pair_goes_aside_and_its_places_refill_from_the_hand_in_reading_order():
    game = square(["TC -- -- -- 4H"], stock="8H QS TD")
    game.play(Move("pair", "tableau-1", "tableau-5"))
    assert game.piles["tableau-1"] == ("TD",)  # the earlier place takes the next card
    assert game.piles["tableau-5"] == ("QS",)
    assert game.piles["stock-1"] == ("8H",)


def test_the_paired_cards_are_put_aside_together():
    game = square(["TC -- -- -- 4H"], stock="2D 3D")
    game.play(Move("pair", "tableau-1", "tableau-5"))
    assert game.piles["discard-1"] == ("TC", "4H")
    assert game.piles["tableau-1"] == ("3D",) and game.piles["tableau-5"] == ("2D",)


def test_when_the_hand_runs_out_places_stay_empty_and_nothing_closes_up():
    game = square(["TC 8S -- 6D 4H"], stock="9S")
    game.play(Move("pair", "tableau-1", "tableau-5"))
    assert game.piles["tableau-1"] == ("9S",)
    assert game.piles["tableau-5"] == ()
    assert game.piles["tableau-2"] == ("8S",) and game.piles["tableau-3"] == ()
    # The gap between the eight and the six does not stop them pairing.
    assert pairs(game) == {("tableau-2", "tableau-4")}


def test_the_game_is_won_when_all_104_cards_are_paired_off():
    rest = cards.new_pack(2)
    rest.remove("7C")
    rest.remove("7D")
    game = square(["7C -- 7D"], discard=" ".join(rest))
    assert game.status == "playing"
    game.play(Move("pair", "tableau-1", "tableau-3"))
    assert game.status == "won"


# The exchange ---------------------------------------------------------------------


def test_no_exchange_while_a_fourteen_can_be_made():
    game = square(["7C 7D 2S", "QH 3S 3D"])
    assert {m.kind for m in game.legal_moves()} == {"pair"}
    with pytest.raises(engine.IllegalMove, match="allowed only when none can"):
        game.play(Move("swap", "tableau-1", "tableau-6", 1, ("tableau-2", "tableau-7")))


def test_a_blocked_square_offers_exactly_the_exchanges_that_make_a_fourteen():
    game = square(("AC 2C 3C", "4C 5C 6C", "-- -- KD"))
    assert not pairs(game)
    listed = exchanges(game)
    assert len(listed) == len(set(listed))
    assert set(listed) == brute_force_exchanges(game)
    assert listed, "a king next to aces after an exchange makes fourteen"
    # Each is written once: each swap's earlier place first, the earlier swap first.
    for a, b, c, d in listed:
        numbers = [int(p.split("-")[1]) for p in (a, b, c, d)]
        assert numbers[0] < numbers[1] and numbers[2] < numbers[3]
        assert numbers[0] < numbers[2]


def test_the_exchange_on_a_full_blocked_square_matches_brute_force():
    game = square(BLOCKED)
    assert not pairs(game)
    listed = exchanges(game)
    assert len(listed) == len(set(listed)) > 0
    assert set(listed) == brute_force_exchanges(game)


def test_an_exchange_moves_four_cards_two_by_two():
    game = square(("AC 2C 3C", "4C 5C 6C", "-- -- KD"))
    # The ace and two of clubs change places, and so do the three and the king: the king
    # then lies in the top row beside the ace.
    game.play(Move("swap", "tableau-1", "tableau-2", 1, ("tableau-3", "tableau-13")))
    assert [game.piles[f"tableau-{n}"] for n in (1, 2, 3, 13)] == [
        ("2C",), ("AC",), ("KD",), ("3C",)
    ]  # fmt: skip
    assert pairs(game) == {("tableau-2", "tableau-3")}


def test_an_exchange_that_makes_no_fourteen_is_refused():
    game = square(("AC 2C 3C", "4C 5C 6C", "-- -- KD"))
    move = Move("swap", "tableau-1", "tableau-2", 1, ("tableau-6", "tableau-7"))
    with pytest.raises(engine.IllegalMove, match="makes no fourteen"):
        game.play(move)
    with pytest.raises(engine.IllegalMove, match="empty place"):
        game.play(Move("swap", "tableau-1", "tableau-11", 1, ("tableau-3", "tableau-13")))
    with pytest.raises(engine.IllegalMove, match="four different cards"):
        game.play(Move("swap", "tableau-1", "tableau-2", 1, ("tableau-2", "tableau-13")))


def test_an_exchange_written_out_of_order_is_refused_with_the_order_to_use():
    game = square(("AC 2C 3C", "4C 5C 6C", "-- -- KD"))
    with pytest.raises(engine.IllegalMove, match="earlier place first"):
        game.play(Move("swap", "tableau-13", "tableau-3", 1, ("tableau-1", "tableau-2")))


def test_a_full_square_no_exchange_can_help_is_lost_with_cards_still_in_hand():
    # Without the six of clubs nothing here can ever make fourteen: 7 and 8 are the
    # highest values and there is only one seven.
    game = square(("AC AD 2C 2D 3C", *BLOCKED[1:]), stock="KS QS")
    assert game.legal_moves() == [] and game.status == "lost"


def test_a_blocked_square_no_exchange_can_help_is_lost():
    # Only two cards: the one exchange needs four.
    game = square(["AC 2C"], stock="")
    assert game.legal_moves() == [] and game.status == "lost"
    # Four cards, but nothing in them makes fourteen wherever they stand.
    game = square(["AC 2C", "2D AD"])
    assert game.status == "lost"


def test_by_default_the_exchange_may_be_used_again_at_each_block():
    game = square(("AC 2C 3C", "4C 5C 6C", "-- -- KD"), stock="9S 3S")
    game.play(Move("swap", "tableau-1", "tableau-2", 1, ("tableau-3", "tableau-13")))
    game.play(Move("pair", "tableau-2", "tableau-3"))
    assert not pairs(game)
    assert exchanges(game)
    assert game.table.vars == ()


def test_variant_exchange_once_allows_one_exchange_in_the_whole_game():
    game = square(("AC 2C 3C", "4C 5C 6C", "-- -- KD"), stock="9S 3S", variant="exchange-once")
    assert game.rules.counters(game.table) == ["Exchange: still to come"]
    game.play(Move("swap", "tableau-1", "tableau-2", 1, ("tableau-3", "tableau-13")))
    assert game.rules.counters(game.table) == ["Exchange: used"]
    game.play(Move("pair", "tableau-2", "tableau-3"))
    assert game.legal_moves() == [] and game.status == "lost"
    with pytest.raises(engine.IllegalMove, match="made already"):
        game.play(Move("swap", "tableau-1", "tableau-2", 1, ("tableau-6", "tableau-7")))
    game.undo()
    game.undo()
    assert exchanges(game)


def test_the_variant_is_named_and_unknown_variants_are_refused():
    assert "exchange-once" in engine.GAMES["fourteenth"].variants
    with pytest.raises(ValueError):
        engine.new_game("fourteenth", 1, "exchange-twice")


def test_other_move_kinds_are_refused_with_a_reason():
    game = square(["7C 7D"])
    with pytest.raises(engine.IllegalMove, match="paired off"):
        game.play(Move("move", "tableau-1", "tableau-3"))


# The solver's view of the Fourteenth: once the hand is used up, squares that are the
# same but for the order of rows and columns, a turn about the diagonal, or values
# renamed pair by pair are examined once; this never hides a win (small end positions
# agree with a plain search of every position), and it settles deals a blind search could
# not.


RULES = engine.GAMES["fourteenth"]


def ranks_square(values: list[int]) -> tuple[int, ...]:
    return tuple(values)


def reordered(values: tuple[int, ...], rows: list[int], columns: list[int]) -> tuple[int, ...]:
    return tuple(values[rows[r] * SIDE + columns[c]] for r in range(SIDE) for c in range(SIDE))


def turned(values: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(values[c * SIDE + r] for r in range(SIDE) for c in range(SIDE))


def random_square(rng: Pcg32, filled: int) -> tuple[int, ...]:
    values = [rng.below(13) + 1 for _ in range(filled)] + [0] * (SIDE * SIDE - filled)
    return tuple(rng.shuffle(values))


@pytest.mark.parametrize("seed", range(40))
def test_reordered_rows_and_columns_and_the_turned_square_have_one_key(seed):
    rng = Pcg32(seed)
    values = random_square(rng, 4 + rng.below(21))
    rows, columns = rng.shuffle(list(range(SIDE))), rng.shuffle(list(range(SIDE)))
    same = reordered(values, rows, columns)
    assert endgame_key(same) == endgame_key(values)
    assert endgame_key(turned(same)) == endgame_key(values)


def test_values_renamed_pair_by_pair_mostly_share_a_key():
    # Ace-king pairs become five-nine pairs and the other way about: the same game.
    values = ranks_square([1, 0, 13, 0, 0] + [0, 5, 0, 9, 0] + [0] * 10 + [7, 0, 0, 0, 7])
    renamed = tuple({1: 5, 13: 9, 5: 1, 9: 13}.get(v, v) for v in values)
    assert endgame_key(renamed) == endgame_key(values)


def test_squares_that_play_differently_have_different_keys():
    # Two cards making fourteen in one row, or in no common line: won and lost.
    in_line = ranks_square([6, 8] + [0] * 23)
    apart = ranks_square([6] + [0] * 5 + [8] + [0] * 18)
    assert endgame_key(in_line) != endgame_key(apart)
    # The same places holding a fourteen, or two cards that make twelve.
    assert endgame_key(ranks_square([6, 6] + [0] * 23)) != endgame_key(in_line)


def end_position(rng: Pcg32, count: int) -> Game:
    """The hand used up and ``count`` cards left in the square, in pairs that make
    fourteen (as every end position holds), at random places."""
    pack = rng.shuffle(cards.new_pack(2))
    left: list[str] = []
    while len(left) < count:
        card = pack.pop()
        partner = cards.code(14 - cards.rank(card), rng.shuffle(list(cards.SUITS))[0])
        if partner in pack:
            pack.remove(partner)
            left += [card, partner]
    places = rng.shuffle(list(range(SIDE * SIDE)))[:count]
    text = "".join(f"tableau-{p + 1}: {card}\n" for p, card in zip(places, left, strict=True))
    text += "discard-1: " + " ".join(pack) + "\n"
    return Game(RULES, None, parse_table(RULES.layout, text))


@pytest.mark.parametrize("seed", range(30))
def test_small_end_positions_get_the_verdict_of_a_search_of_every_position(seed):
    rng = Pcg32(1000 + seed)
    game = end_position(rng, 4 + 2 * rng.below(3))
    verdict = engine.solve(game, max_states=EXHAUSTIVE_LIMIT)
    assert verdict.result == ("won" if exhaustive_win_exists(game) else "lost")
    if verdict.result == "won":
        for move in verdict.moves:
            game.play(move)
        assert game.status == "won"


def test_folding_the_end_positions_settles_a_deal_a_blind_search_did_not():
    # Deal 128: with the square's cards told apart by suit and place, 200,000 positions
    # left it unknown; folded, a win is found in under 15,000.
    game = engine.new_game("fourteenth", 128)
    verdict = engine.solve(game, max_states=20_000)
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "fourteenth"


def fourteenth(**places: str) -> str:
    """The Fourteenth near its end: the cards named at their places of the square
    (tableau_1 .. tableau_25, row by row), every other card of the two packs paired off."""
    put_aside = cards.new_pack(2)
    for card in places.values():
        put_aside.remove(card)
    lines = [f"{pile.replace('_', '-')}: {card}" for pile, card in places.items()]
    lines.append("discard-1: " + " ".join(put_aside))
    return "\n".join(lines)


# Three fourteens of a six and an eight to choose from: pairing the six of clubs with
# the eight of hearts leaves the eight of diamonds and the six of spades in no common
# line, and loses.
NEAR_WON = fourteenth(tableau_1="6C", tableau_2="8D", tableau_3="8H", tableau_8="6S")

# No fourteen can be made: an exchange may bring the six and the eight into a line,
# but the nine and the four left make thirteen.
DEAD = fourteenth(tableau_1="6C", tableau_7="8D", tableau_8="9H", tableau_9="4S")

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # No fourteen in any line: of the 34 exchanges offered, 31 leave a card that can never
    # be paired off.
    (
        "fourteenth",
        fourteenth(
            tableau_3="7H",
            tableau_4="5C",
            tableau_5="6C",
            tableau_9="7S",
            tableau_16="9D",
            tableau_19="8D",
        ),
        "won",
    ),
    ("fourteenth", fourteenth(tableau_1="6C", tableau_2="8D", tableau_7="5H"), "lost"),
]

WON_DEALS = [("fourteenth", 5), ("fourteenth", 7)]


class TestSolver(SolverChecks, WithATrap, WonDeals):
    """The solver on The Fourteenth's positions."""
