"""The solver's small model of the Flower-Garden (engine/solver/games/flower_garden_model.py)
against the engine: along random games of many deals, at every position, the model's
moves written out are the moves the search makes on the engine's tables, in the same
order, each leads to the engine's position, and two positions share a model key exactly
when they share the engine's folded key.  Then searches on the model and on the engine's
tables walk the same positions, and a win found on the model replays."""

from __future__ import annotations

import pytest

import engine
from engine.prng import Pcg32
from engine.solver.core import Search, solve
from engine.solver.games import knowledge_for
from engine.solver.games.flower_garden import Knowledge
from engine.solver.games.flower_garden_model import FOUNDATION, FlowerGardenModel
from engine.solver.keys import key_function
from engine.solver.talon_turns import replays

DEALS = range(1, 31)


class OnEngineTables(Knowledge):
    """The Flower-Garden's knowledge without its model: the search on the engine's tables."""

    model = None


def _written(moves) -> list[tuple]:
    return [(m.kind, m.source, m.target, m.count, m.card) for m in moves]


def _random_game(deal: int, random: Pcg32, length: int = 150):
    """The positions of a random game of the deal: legal moves at random, now and then
    a play to a foundation, so that the game goes deep."""
    rules = engine.new_game("flower-garden", deal).rules
    table = rules.deal(deal)
    yield table
    for _ in range(length):
        moves = rules.legal_moves(table)
        if not moves:
            return
        up = [m for m in moves if m.target.startswith("foundation")]
        pick = up if up and random.below(3) == 0 else moves
        table = rules.apply(table, pick[random.below(len(pick))])
        yield table


@pytest.mark.parametrize("deal", DEALS)
def test_the_models_moves_and_positions_are_the_engines(deal):
    rules = engine.new_game("flower-garden", deal).rules
    knowledge = knowledge_for(rules)
    start = rules.deal(deal)
    model = FlowerGardenModel(knowledge, start)
    engine_key = key_function(OnEngineTables(rules), start)
    random = Pcg32(deal, stream=5)
    keys: dict[object, object] = {}
    for table in _random_game(deal, random):
        assert FlowerGardenModel.fits(table)
        position = model.position(table)
        assert model.table(position) == table
        ours = model.search_moves(position)
        theirs = list(knowledge.search_moves(table))
        assert _written(m for move in ours for m in model.moves_of(position, move)) == _written(
            theirs
        )
        for mine, move in zip(ours, theirs, strict=True):
            after = model.apply(position, mine)
            expected = rules.apply(table, move)
            assert model.table(after) == expected
            assert model.position(expected).key == after.key
            # One model key for one engine key, and the other way round.
            assert keys.setdefault(after.key, engine_key(expected)) == engine_key(expected)
    assert len(set(keys.values())) == len(keys)


def test_the_random_games_meet_safe_plays():
    # The comparison above meets a safe play given alone, not only lists of moves.
    alone = 0
    for deal in DEALS:
        rules = engine.new_game("flower-garden", deal).rules
        model = FlowerGardenModel(knowledge_for(rules), rules.deal(deal))
        for table in _random_game(deal, Pcg32(deal, stream=5)):
            moves = model.search_moves(model.position(table))
            alone += (
                len(moves) == 1 and moves[0][1] == FOUNDATION and len(rules.legal_moves(table)) > 1
            )
    assert alone


@pytest.mark.parametrize("deal", [2, 5, 11, 23])
def test_searches_on_the_model_and_on_the_engines_tables_walk_alike(deal):
    game = engine.new_game("flower-garden", deal)
    budget = 8_000
    on_model = Search(game.rules, game.table, probing=False)
    on_tables = Search(game.rules, game.table, probing=False, knowledge=OnEngineTables(game.rules))
    assert isinstance(on_model.space, FlowerGardenModel)
    assert not isinstance(on_tables.space, FlowerGardenModel)
    on_model.run(budget)
    on_tables.run(budget)
    assert on_model.result().result == on_tables.result().result
    assert on_model.states == on_tables.states
    assert on_model.furthest == on_tables.furthest


def test_a_win_found_on_the_model_replays():
    # Deal 11 is won (bench/results/flower-garden.tsv).
    game = engine.new_game("flower-garden", 11)
    verdict = solve(game, max_states=400_000)
    assert verdict.result == "won"
    assert replays(game.rules, game.table, verdict.moves)
