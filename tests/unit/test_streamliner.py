"""The streamliner: a depth-first search in which every play to a foundation is made at
once and alone.  A win it finds replays through the engine, it keeps to the positions it
is given, it never says a game is lost (its game is smaller than the real one), and the
solver gives it the share of the work the game's knowledge asks for."""

import engine
from engine.games.mill import Mill
from engine.solver import core as solver
from engine.solver.core import Search
from engine.solver.games import knowledge_class
from engine.solver.streamliner import Forced, Streamliner
from engine.solver.talon_turns import expand, talon_turns
from tests.helpers.solving import replay

MillKnowledge = knowledge_class("mill")


class StreamlinedMill(MillKnowledge):
    streamline_share = 0.25


def test_a_win_it_finds_replays_through_the_engine():
    game = engine.new_game("mill", 3)
    streamliner = Streamliner(game.rules, game.table)
    line = streamliner.run(5_000)
    assert line is not None
    replay(game, line)
    assert game.status == "won"


def test_with_the_pack_turned_whole_its_win_replays_too():
    game = engine.new_game("terrace", 4)
    knowledge = knowledge_class("terrace")(game.rules)
    turns = talon_turns(knowledge)
    assert turns.on
    streamliner = Streamliner(game.rules, game.table, knowledge=knowledge, turns=turns)
    line = streamliner.run(5_000)
    assert line is not None
    replay(game, expand(line))
    assert game.status == "won"


def test_only_a_play_up_is_offered_where_there_is_one():
    game = engine.new_game("mill", 1)
    forced = Forced(knowledge_class("mill")(game.rules))
    table = game.table
    for _ in range(40):
        moves = forced.search_moves(table)
        ups = [m for m in moves if (m.target or "").startswith("foundation")]
        assert len(moves) == 1 if ups else moves
        table = game.rules.apply(table, moves[-1])


def test_it_keeps_to_the_positions_it_is_given():
    game = engine.new_game("mill", 1)  # not won by the streamlined game within these
    streamliner = Streamliner(game.rules, game.table)
    assert streamliner.run(300) is None
    assert streamliner.positions == 300
    assert streamliner.run(200) is None
    assert streamliner.positions == 500
    assert not streamliner.exhausted


def test_it_never_says_lost_though_its_smaller_game_has_no_win():
    # The Great Thirteen's deal 2: every move is a play up, so the streamlined game is
    # one line, which ends short of a win; the deal is won (by the full search).
    game = engine.new_game("great-thirteen", 2)
    streamliner = Streamliner(game.rules, game.table)
    assert streamliner.run(10_000) is None
    assert streamliner.exhausted
    assert not streamliner.lost
    assert streamliner.positions < 10_000
    assert engine.solve(game, max_states=400_000).result == "won"


def test_a_lost_deal_is_still_proved_lost_with_it(monkeypatch):
    # The Salic Law's deal 1, proved lost by the depth-first search.
    monkeypatch.setattr(solver, "ALONE", 0)
    game = engine.new_game("salic-law", 1)
    knowledge = knowledge_class("salic-law")(game.rules)
    knowledge.streamline_share = 0.4
    search = Search(game.rules, game.table, knowledge=knowledge)
    verdict = search.run(1_000_000)
    assert verdict is not None and verdict.result == "lost"
    assert search.streamliner.positions > 0


def test_it_gets_the_share_of_the_work_the_game_asks():
    rules = Mill()
    search = Search(rules, rules.deal(1), knowledge=StreamlinedMill(rules))
    search.run(40_000)
    assert search.result().result == "unknown"
    # Past its first positions, explored alone, the depth-first search gets a quarter of
    # the work, the probes half and the streamliner a quarter (each within a slice).
    shared = search.explored - solver.ALONE
    assert abs(search.streamliner.positions - shared) <= solver.SLICE
    assert abs(search.probes.positions - 2 * shared) <= 2 * solver.SLICE
