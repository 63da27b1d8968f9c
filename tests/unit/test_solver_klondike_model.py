"""The solver's small model of Canfield or Klondike (engine/solver/games/klondike_model.py)
against the engine: along random games of many deals, at every position, the model's
moves written out as single moves are the moves the search makes on the engine's tables
(Klondike's knowledge with the pack turned whole, or a card at a time), in the same
order, none where the test of buried cards gives up the position; and each move leads to
the engine's position.  Then searches on the model and on the engine's tables, with a
budget of positions, give the same verdicts, and a win found on the model replays."""

from __future__ import annotations

import pytest

import engine
from engine.prng import Pcg32
from engine.solver.core import Search, solve
from engine.solver.games import knowledge_for
from engine.solver.games.klondike import Knowledge, buried
from engine.solver.games.klondike_model import KlondikeModel
from engine.solver.games.klondike_model import buried as model_buried
from engine.solver.talon_turns import TalonTurn, TalonTurns, replays

DEALS = range(1, 41)


class OnEngineTables(Knowledge):
    """Klondike's knowledge without its model: the search on the engine's tables."""

    model = None


def _single(move) -> tuple:
    moves = move.moves if type(move) is TalonTurn else (move,)
    return tuple((m.kind, m.source, m.target, m.count, m.card) for m in moves)


def _written(moves) -> list[tuple]:
    return [tuple((m.kind, m.source, m.target, m.count, m.card) for m in ms) for ms in moves]


def _random_game(deal: int, random: Pcg32, length: int = 120):
    """The positions of a random game of the deal: legal moves at random, now and then
    the search's preferred one, so that the game goes deep."""
    rules = engine.new_game("klondike", deal).rules
    table = rules.deal(deal)
    yield table
    for _ in range(length):
        moves = rules.legal_moves(table)
        if not moves:
            return
        table = rules.apply(table, moves[random.below(len(moves))])
        yield table


@pytest.mark.parametrize("deal", DEALS)
def test_the_models_moves_and_positions_are_the_engines(deal):
    rules = engine.new_game("klondike", deal).rules
    knowledge = knowledge_for(rules)
    turns = TalonTurns(rules, knowledge)
    start = rules.deal(deal)
    whole = KlondikeModel(knowledge, start, whole=True)
    plain = KlondikeModel(knowledge, start, whole=False)
    random = Pcg32(deal, stream=5)
    seen_dead = seen_turns = 0
    for table in _random_game(deal, random):
        assert KlondikeModel.fits(table)
        position = whole.position(table)
        assert whole.table(position) == table
        assert model_buried(position) == buried(table)
        seen_dead += buried(table)
        for model, engine_moves, apply in (
            (whole, list(turns.search_moves(table)), turns.apply),
            (plain, list(knowledge.search_moves(table)), rules.apply),
        ):
            ours = model.search_moves(position)
            assert _written(model.moves_of(position, m) for m in ours) == [
                _single(m) for m in engine_moves
            ]
            for mine, theirs in zip(ours, engine_moves, strict=True):
                seen_turns += type(theirs) is TalonTurn and len(theirs.moves) > 1
                after = model.apply(position, mine)
                expected = apply(table, theirs)
                assert model.table(after) == expected
                assert model.position(expected).key == after.key
                # The test of buried cards, asked as the search asks it after a move
                # (it looks again only at the piles the move changed).
                assert model_buried(after) == buried(expected)
    # The games went through positions of every kind.
    assert seen_turns


def test_some_random_positions_are_given_up_by_both():
    # The comparison above meets the test of buried cards saying yes, not only no.
    dead = 0
    for deal in DEALS:
        random = Pcg32(deal, stream=5)
        dead += sum(buried(table) for table in _random_game(deal, random))
    assert dead > 0


@pytest.mark.parametrize("deal", [2, 7, 12, 19, 45, 173])
def test_searches_on_the_model_and_on_the_engines_tables_agree(deal):
    game = engine.new_game("klondike", deal)
    budget = 30_000
    on_model = solve(game, max_states=budget, probing=False)
    on_tables = solve(game, max_states=budget, probing=False, knowledge=OnEngineTables(game.rules))
    assert on_model.result == on_tables.result
    if on_model.result == "won":
        assert replays(game.rules, game.table, on_model.moves)


def test_a_search_on_the_model_walks_the_models_positions():
    game = engine.new_game("klondike", 7)
    search = Search(game.rules, game.table, probing=False)
    assert isinstance(search.space, KlondikeModel)
    engine_search = Search(
        game.rules, game.table, probing=False, knowledge=OnEngineTables(game.rules)
    )
    assert not isinstance(engine_search.space, KlondikeModel)


def test_positions_that_differ_only_by_which_column_holds_what_share_a_key():
    rules = engine.new_game("klondike", 3).rules
    start = rules.deal(3)
    model = KlondikeModel(knowledge_for(rules), start)
    random = Pcg32(3, stream=9)
    for table in _random_game(3, random, length=60):
        position = model.position(table)
        order = list(range(7))
        random_pick = random.below(6) + 1
        order[0], order[random_pick] = order[random_pick], order[0]
        exchanged = type(position)(
            tuple(position.columns[i] for i in order),
            tuple(position.down[i] for i in order),
            position.stock,
            position.talon,
            position.heights,
            position.piles,
        )
        assert exchanged.key == position.key
    # A column with one card more face down is another position.
    moved = type(position)(
        position.columns,
        (position.down[0] + 1, *position.down[1:]),
        position.stock,
        position.talon,
        position.heights,
        position.piles,
    )
    assert moved.key != position.key
