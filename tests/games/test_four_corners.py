"""The Four Corners, rule by rule, on positions written as diagrams.

Packets tableau-1..12 are numbered in the order of one round of the deal: left top
corner, the four left side packets from the top, left lower corner, then the right hand
the same way.  Foundations run row by row: foundation-1/2 clubs (ace up, king down),
3/4 spades, 5/6 hearts, 7/8 diamonds.  The pack ``stock-1`` is written bottom first, so
the last card written is the next card dealt; ``pack(...)`` writes it in dealing order.
"""

import pytest

import engine
from engine import Game, Move, cards
from engine.notation import format_table
from engine.prng import Pcg32
from engine.solver.games import four_corners_finder as finder
from engine.solver.games import four_corners_numbers as search
from engine.solver.games import knowledge_for
from engine.solver.games.four_corners_numbers import _position
from engine.solver.hints import HintSearch
from tests.helpers.positions import DOWN, UP, done, run
from tests.helpers.solver_checks import SafePlayHurts, SolverChecks, WithATrap, WonDeals
from tests.helpers.solving import plain_search

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


# The solver's view of the Four Corners (engine/solver/games/four_corners*.py): the
# positions it drops as dead ends are never winnable, the plays it makes alone never lose a
# win, its verdicts on small positions agree with a plain exhaustive search, and planning
# the plays before each re-deal wins real deals whose lines replay.
#
# Small positions are drawn at random (with the engine's own generator, so the same ones
# every run): the foundations nearly built, a few cards left, spread over the packets,
# and for the last deal a few of them still in the pack.


ROWS = "CSHD"  # the rows of foundations, top to bottom
RISING = [cards.code(rank, "C")[0] for rank in range(1, 14)]  # rank letters, ace first


def small_position(pick: Pcg32, unsettled: bool = False, in_pack: int = 0) -> str:
    """A position near the end: each row's foundations built to random heights (one row,
    if ``unsettled``, far enough apart that some ranks are still wanted by both), the
    cards they still need on a few packets, the last ``in_pack`` of them still to be
    dealt, and no re-deal left."""
    lines, loose = [], []
    odd_row = pick.below(4) if unsettled else -1
    for row, suit in enumerate(ROWS):
        if row == odd_row:
            up = 5 + pick.below(4)  # the ace-foundation's top rank
            down = up + 2 + pick.below(2)  # the king-foundation's
        else:
            share = pick.below(5)
            above = pick.below(share + 1)
            up, down = 13 - above, 1 + share - above
        rising = [rank + suit for rank in RISING]
        lines.append(f"foundation-{2 * row + 1}: {' '.join(rising[:up]) or '-'}")
        lines.append(f"foundation-{2 * row + 2}: {' '.join(rising[down - 1 :][::-1]) or '-'}")
        loose += rising[up:] + rising[: down - 1]
    loose = pick.shuffle(loose)
    dealt, pack = loose[: len(loose) - in_pack], loose[len(loose) - in_pack :]
    packets: list[list[str]] = [[] for _ in range(3 + pick.below(5))]
    for card in dealt:
        packets[pick.below(len(packets))].append(card)
    lines += [f"tableau-{n}: {' '.join(p)}" for n, p in enumerate(packets, 1) if p]
    if pack:
        lines.append("stock-1: " + " ".join(pack))
        lines.append(f"@deal_at {pick.below(12)}")
    lines.append("@redeals_left 0")
    return "\n".join(lines)


def small_games(seed: int, count: int, unsettled: bool = False, in_pack: int = 0):
    pick = Pcg32(seed)
    for _ in range(count):
        yield engine.game_from_text("four-corners", small_position(pick, unsettled, in_pack))


def dropped(game: Game) -> bool:
    """Whether the solver drops the position as a dead end (it has moves, the solver
    tries none)."""
    return bool(game.legal_moves()) and not list(knowledge_for(game.rules).search_moves(game.table))


KINDS = {
    # seed, count, a row still wanted by both foundations, cards still in the pack
    "endgame": (1, 150, False, 0),
    "endgame-unsettled": (2, 40, True, 0),
    "last-deal": (3, 150, False, 6),
    "last-deal-unsettled": (4, 12, True, 2),
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_position_dropped_as_a_dead_end_is_never_winnable(kind):
    dead = lost = 0
    for game in small_games(*KINDS[kind]):
        won = plain_search(game)[0]
        lost += not won
        if dropped(game):
            assert not won, game.to_json()
            dead += 1
    # The test finds most of them (the counts for these seeds).
    assert dead >= lost // 3 and dead > 0


def test_a_play_made_alone_never_loses_a_win():
    made = 0
    for game in [*small_games(5, 150), *small_games(6, 100, unsettled=True)]:
        rules, table = game.rules, game.table
        moves = list(knowledge_for(rules).search_moves(table))
        if len(moves) == 1 and len(rules.legal_moves(table)) > 1:
            after = Game(rules, None, rules.apply(table, moves[0]))
            assert plain_search(after)[0] == plain_search(game)[0], game.to_json()
            made += 1
    assert made >= 50


@pytest.mark.parametrize("kind", list(KINDS))
def test_on_small_positions_the_verdict_agrees_with_an_exhaustive_search(kind):
    verdicts = set()
    for game in small_games(*KINDS[kind]):
        verdict = engine.solve(game, max_states=100_000)
        assert verdict.result in ("won", "lost")
        assert (verdict.result == "won") == plain_search(game)[0], game.to_json()
        if verdict.result == "won":
            for move in verdict.moves:
                game.play(move)
            assert game.status == "won"
        verdicts.add(verdict.result)
    assert verdicts == {"won", "lost"}


def test_a_dead_position_is_proved_lost_without_searching():
    # The ace of diamonds covers the two its foundation wants, and the ace can only go
    # onto that two: no line wins, whatever the hearts do meanwhile.
    game = engine.game_from_text("four-corners", DEAD)
    verdict = engine.solve(game)
    assert verdict.result == "lost" and verdict.states == 1
    assert not plain_search(game)[0]


def test_in_the_last_deal_a_card_dealt_onto_the_one_it_needs_is_a_dead_end():
    # The ace of diamonds is dealt next, onto the two of diamonds on packet 2 (a side
    # packet, where it may not go up): the ace could then only follow that two, or marry
    # it.  Playing the queen of hearts just dealt on the corner first makes the ace land
    # in its place, and the deal is won.
    text = (
        done(COMPLETE, foundation_5="JH", foundation_8="3D")
        + 'tableau-1: QH\ntableau-2: 2D\nstock-1: KH AD\n@deal_at 1\n@just_dealt "tableau-1"\n'
        + "@redeals_left 0"
    )
    game = engine.game_from_text("four-corners", text)
    rules = game.rules
    (deal,) = [m for m in game.legal_moves() if m.kind == "deal"]
    (play,) = [m for m in game.legal_moves() if m.kind == "move"]
    after_deal = Game(rules, None, rules.apply(game.table, deal))
    assert after_deal.legal_moves() and dropped(after_deal)
    assert not plain_search(after_deal)[0]
    assert list(knowledge_for(rules).search_moves(rules.apply(game.table, play)))
    verdict = engine.solve(game)
    assert verdict.result == "won" and verdict.moves[0] == play


@pytest.mark.parametrize("deal", [3, 6, 17])
def test_deals_won_by_planning_the_plays_before_each_redeal_replay_to_a_win(deal):
    # Before each re-deal the solver first tries the plays and marriages that leave the
    # most cards up after it; these deals then fall on the first line it tries.
    game = engine.new_game("four-corners", deal)
    verdict = engine.solve(game, max_states=2_000, probing=False)
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


# The quick games (engine/solver/games/four_corners_finder.py) --------------------------------
def keep_now_and_then(pick: Pcg32, chance: int = 200):
    return lambda: pick.below(1000) < chance


@pytest.mark.parametrize("deal", [1, 2, 97])
def test_a_quick_games_deals_plans_and_redeals_are_the_engines(deal):
    # Two deals dealt on the small numbers (keeping a card now and then), with a plan and
    # a re-deal between them, replay through the engine's own moves to the same position.
    game = engine.new_game("four-corners", deal)
    rules, start = game.rules, game.table
    pick = Pcg32(deal)
    stage = finder.stage_of(start, _position(start))
    position, steps = finder.deal_out(stage, keep_now_and_then(pick))
    ranked, parents = search.ranked_plans(position, last=False)
    steps += [*finder._line_to(parents, ranked[1]), finder.REDEAL]
    position, dealt = finder.deal_out(finder.redealt(ranked[1], 2), keep_now_and_then(pick))
    steps += dealt
    moves, won = finder.to_moves(rules, start, steps)
    assert len(moves) == len(steps) and not won
    table = start
    for move in moves:
        table = rules.apply(table, move)
    assert _position(table) == position and table.var("redeals_left") == 1
    # From the middle of a deal, with a card just dealt that may go up, the same again.
    middle = start
    for move in moves[: steps.index(finder.REDEAL) // 3]:
        middle = rules.apply(middle, move)
    while not [m for m in rules.legal_moves(middle) if m.kind == "move"]:
        middle = rules.apply(middle, rules.legal_moves(middle)[0])
    stage = finder.stage_of(middle, _position(middle))
    assert stage.fresh is not None
    for keep in (lambda: False, lambda: True):
        position, steps = finder.deal_out(stage, keep)
        moves, _ = finder.to_moves(rules, middle, steps)
        assert len(moves) == len(steps)
        table = middle
        for move in moves:
            table = rules.apply(table, move)
        assert _position(table) == position and not table["stock-1"]


def test_a_line_the_engine_cannot_follow_is_not_a_win():
    game = engine.new_game("four-corners", 2)
    moves, won = finder.to_moves(game.rules, game.table, [finder.DEAL, finder.REDEAL])
    assert len(moves) == 1 and not won


@pytest.mark.parametrize("kind", ["endgame", "endgame-unsettled"])
def test_an_endgame_line_found_wins_and_none_is_found_where_no_win_exists(kind):
    found = 0
    for game in small_games(*KINDS[kind]):
        line = finder.endgame_line(_position(game.table), 10_000)
        if line is None:
            continue
        moves, won = finder.to_moves(game.rules, game.table, line)
        assert won and len(moves) == len(line), game.to_json()
        found += 1
    assert found > 0


@pytest.mark.parametrize("deal", [2, 11, 20])
def test_deals_the_depth_first_search_left_unknown_are_won_by_quick_games(deal):
    # With 20,000 positions' work the depth-first search alone left these unknown (and
    # at 10 s too); the quick games win them, and the line replays to a win.
    game = engine.new_game("four-corners", deal)
    verdict = engine.solve(game, max_states=20_000)
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


def test_a_hint_thought_out_in_short_slices_finds_the_quick_games_win():
    # As in the page: the search runs a slice at a time, the quick games with it.
    game = engine.new_game("four-corners", 2)
    thinking = HintSearch(game)
    while not thinking.think(0.01) and thinking.search.states < 20_000:
        pass
    advice = thinking.hint()
    assert advice.verdict == "won" and advice.move in game.legal_moves()
    for move in thinking.search.result().moves:
        game.play(move)
    assert game.status == "won"


@pytest.mark.parametrize("kind", ["endgame-unsettled", "last-deal", "last-deal-unsettled"])
def test_quick_games_from_an_endgame_or_the_last_deal_win_only_what_can_be_won(kind):
    # Started late in the game (as the page's Hint may be), the quick games deal what is
    # left of the pack and search the endgame, a game after another, and always end a
    # piece of work: where no win exists they go on finding none.
    won = 0
    for game in small_games(*KINDS[kind]):
        line = finder.Finder(game.rules, game.table).run(400)
        if line is not None:
            assert plain_search(game)[0], game.to_json()
            for move in line:
                game.play(move)
            assert game.status == "won"
            won += 1
    assert won > 0


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "four-corners"

# Row by row (clubs, spades, hearts, diamonds): the ace foundation, the king foundation.
COMPLETE = [r for suit in "CSHD" for r in (run(suit, UP), run(suit, DOWN))]

# The Four Corners being dealt: the ace of hearts just dealt on a corner and the ace of
# diamonds next in the pack.
FOUR_CORNERS_AT_DEAL = (
    done(COMPLETE, foundation_6="2H", foundation_8="3D")
    + 'tableau-1: AH\ntableau-2: 2D\nstock-1: AD\n@deal_at 1\n@just_dealt "tableau-1"\n'
)

# The ace of hearts just dealt on a corner must be played at once, so that the ace of
# diamonds, dealt next, takes its place: dealt on, it would go onto packet 2 and bury
# the two of diamonds its foundation wants first (no re-deal left).
NEAR_WON = FOUR_CORNERS_AT_DEAL + "@redeals_left 0"

# The ace of diamonds covers the two its foundation wants, and an emptied packet stays
# empty; the hearts can still be played and married.
DEAD = (
    done(COMPLETE, foundation_5="JH", foundation_8="3D")
    + "tableau-1: 2D AD\ntableau-2: KH\ntableau-3: QH\n@redeals_left 0"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # With a re-deal left, dealing on is no mistake: the re-deal spreads the packet out.
    ("four-corners", FOUR_CORNERS_AT_DEAL + "@redeals_left 1", "won"),
]

WON_DEALS = [("four-corners", 967), ("four-corners", 720)]

# Playing the ace of hearts just dealt (safe: both twos of hearts are up) makes the
# ace of diamonds, dealt next, take its place on packet 1, on the two of diamonds
# its foundation wants first; an emptied packet stays empty and no re-deal is left.
# Dealing on first puts the ace of diamonds on the empty packet 2 instead.
SAFE_PLAY_HURTS = (
    done(COMPLETE, foundation_6="2H", foundation_8="3D")
    + 'tableau-1: 2D AH\nstock-1: AD\n@deal_at 1\n@just_dealt "tableau-1"\n@redeals_left 0',
    [
        engine.Move("deal", "stock-1", "tableau-2"),
        engine.Move("move", "tableau-1", "foundation-6"),
        engine.Move("move", "tableau-1", "foundation-8"),
        engine.Move("move", "tableau-2", "foundation-8"),
    ],
)


class TestSolver(SolverChecks, WithATrap, WonDeals, SafePlayHurts):
    """The solver on The Four Corners's positions."""
