"""The solver's view of the Four Corners (engine/solver/games/four_corners*.py): the
positions it drops as dead ends are never winnable, the plays it makes alone never lose a
win, its verdicts on small positions agree with a plain exhaustive search, and planning
the plays before each re-deal wins real deals whose lines replay.

Small positions are drawn at random (with the engine's own generator, so the same ones
every run): the foundations nearly built, a few cards left, spread over the packets,
and for the last deal a few of them still in the pack."""

import pytest

import engine
from engine import Game, cards
from engine.prng import Pcg32
from engine.solver.games import four_corners_finder as finder
from engine.solver.games import four_corners_numbers as search
from engine.solver.games import knowledge_for
from engine.solver.games.four_corners_numbers import _position
from engine.solver.hints import HintSearch
from tests.unit.solving import plain_search
from tests.unit.test_solver_games import DEAD, done

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
    game = engine.game_from_text("four-corners", DEAD["four-corners"])
    verdict = engine.solve(game)
    assert verdict.result == "lost" and verdict.states == 1
    assert not plain_search(game)[0]


def test_in_the_last_deal_a_card_dealt_onto_the_one_it_needs_is_a_dead_end():
    # The ace of diamonds is dealt next, onto the two of diamonds on packet 2 (a side
    # packet, where it may not go up): the ace could then only follow that two, or marry
    # it.  Playing the queen of hearts just dealt on the corner first makes the ace land
    # in its place, and the deal is won.
    text = (
        done("four-corners", foundation_5="JH", foundation_8="3D")
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
