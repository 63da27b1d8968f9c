"""The solver's small model of Napoleon at St. Helena and Napoleon's Square
(engine/solver/games/napoleons_model.py) against the engine: along random games of many
deals of both games and their variants, at every position, the model's moves written out
as single moves are the moves the search makes on the engine's tables (the default
knowledge with the pack turned whole, or a card at a time), in the same order; each move
leads to the engine's position; and the model's keys tell the positions apart exactly as
the engine's do.  Then searches on the model and on the engine's tables, with a budget of
positions, give the same verdicts after the same positions, and a win found on the model
replays."""

from __future__ import annotations

import pytest

import engine
from engine.prng import Pcg32
from engine.solver.core import Search, solve
from engine.solver.games import knowledge_for
from engine.solver.games.napoleons_model import FOUNDATION, TALON_AT, NapoleonsModel
from engine.solver.keys import key_function
from engine.solver.talon_turns import TalonTurn, TalonTurns, expand, replays

# The readings, and the deals of each played at random (the Square of single cards has
# a pack of 92 and many empty places: a hundred moves offered in a position).
READINGS = [
    ("napoleon-st-helena", None, range(1, 7)),
    ("napoleon-st-helena", "napoleon-st-helena-talon-lanes", range(1, 7)),
    ("napoleons-square", None, range(1, 7)),
    ("napoleons-square", "napoleons-square-single", range(1, 3)),
]


def on_engine_tables(rules):
    """The game's knowledge without its model: the search on the engine's tables."""
    own = type(knowledge_for(rules))
    return type("OnEngineTables", (own,), {"model": None})(rules)


def _single(move) -> tuple:
    moves = move.moves if type(move) is TalonTurn else (move,)
    return tuple((m.kind, m.source, m.target, m.count, m.card) for m in moves)


def _written(moves) -> list[tuple]:
    return [tuple((m.kind, m.source, m.target, m.count, m.card) for m in ms) for ms in moves]


def _random_game(rules, deal: int, random: Pcg32, length: int = 100):
    """The positions of a random game of the deal past the Square's remedy: legal moves
    at random, the pack turned less often than the rest is played, so that the tableau
    changes and the foundations fill."""
    table = rules.deal(deal)
    for _ in range(length):
        if NapoleonsModel.fits(table):
            yield table
        moves = rules.legal_moves(table)
        if not moves:
            return
        ups = [m for m in moves if (m.target or "").startswith("foundation")]
        others = [m for m in moves if m.kind != "deal"]
        if ups and random.below(2):
            move = ups[random.below(len(ups))]
        elif others and random.below(3):
            move = others[random.below(len(others))]
        else:
            move = moves[random.below(len(moves))]
        table = rules.apply(table, move)


@pytest.mark.parametrize(("game_id", "variant", "deals"), READINGS)
def test_the_models_moves_positions_and_keys_are_the_engines(game_id, variant, deals):
    rules = engine.rules_for(game_id, variant)
    knowledge = knowledge_for(rules)
    assert knowledge.model is NapoleonsModel
    turns = TalonTurns(rules, knowledge)
    seen_turns = seen_safe = seen_sorted = 0
    for deal in deals:
        random = Pcg32(deal, stream=5)
        whole = plain = engine_key = None
        keys: dict = {}  # the engine's key -> the model's, and back
        for table in _random_game(rules, deal, random):
            if whole is None:
                whole = NapoleonsModel(knowledge, table, whole=True)
                plain = NapoleonsModel(knowledge, table, whole=False)
                engine_key = key_function(knowledge, table)
            position = whole.position(table)
            assert whole.table(position) == table
            for model, engine_moves, apply in (
                (whole, list(turns.search_moves(table)), turns.apply),
                (plain, list(knowledge.search_moves(table)), rules.apply),
            ):
                ours = model.search_moves(position)
                assert _written(model.moves_of(position, m) for m in ours) == [
                    _single(m) for m in engine_moves
                ]
                seen_safe += len(ours) == 1 and ours[0][2] >= FOUNDATION
                # The moves between piles, in the engine's order of listing them?
                middle = [m for m in ours if m[0] == 0 and m[2] < FOUNDATION]
                listed = sorted(middle, key=lambda m: (m[1] == TALON_AT, m[1], m[2]))
                seen_sorted += middle != listed
                for mine, theirs in zip(ours, engine_moves, strict=True):
                    seen_turns += type(theirs) is TalonTurn and len(theirs.moves) > 1
                    after = model.apply(position, mine)
                    expected = apply(table, theirs)
                    assert model.table(after) == expected
                    assert model.position(expected).key == after.key
                    assert model.is_won(after) == rules.is_won(expected)
                    assert model.progress(after) == rules.progress(expected)
                    # One key of the engine's, one of the model's: the same partition.
                    assert keys.setdefault(("engine", engine_key(expected)), after.key) == after.key
                    assert keys.setdefault(("model", after.key), engine_key(expected)) == (
                        engine_key(expected)
                    )
    # The games went through positions of every kind: turns of the pack, safe plays
    # alone, moves the search put out of the engine's order.
    assert seen_turns and seen_safe and seen_sorted


def test_the_model_stands_only_for_the_games_own_tables():
    square = engine.rules_for("napoleons-square")
    due = next(table for deal in range(1, 200) if (table := square.deal(deal)).var("remedy"))
    assert not NapoleonsModel.fits(due)
    assert not NapoleonsModel.fits(engine.new_game("klondike", 1).table)
    assert NapoleonsModel.fits(engine.new_game("napoleon-st-helena", 1).table)
    # A search from the remedy walks the engine's tables.
    assert not isinstance(Search(square, due, probing=False).space, NapoleonsModel)


@pytest.mark.parametrize(
    ("game_id", "deal"),
    [("napoleon-st-helena", 2), ("napoleon-st-helena", 9), ("napoleons-square", 1)],
)
def test_searches_on_the_model_and_on_the_engines_tables_agree(game_id, deal):
    # The same positions in the same order: the same verdict after as many positions,
    # the same line to the position reached and to the most progress.
    game = engine.new_game(game_id, deal)
    on_model = Search(game.rules, game.table, probing=False)
    on_tables = Search(
        game.rules, game.table, probing=False, knowledge=on_engine_tables(game.rules)
    )
    assert isinstance(on_model.space, NapoleonsModel)
    for search in (on_model, on_tables):
        search.run(3_000)
    ours, theirs = on_model.result(), on_tables.result()
    assert (ours.result, ours.states, ours.moves) == (theirs.result, theirs.states, theirs.moves)
    assert on_model.space.expand(on_model.line) == expand(on_tables.line)
    assert on_model.furthest == on_tables.furthest
    if ours.result == "won":
        assert replays(game.rules, game.table, ours.moves)


@pytest.mark.parametrize("deal", [40, 41])
def test_with_probes_the_search_on_the_model_is_the_search_on_the_tables(deal):
    # Probes begun on the best line go on in their own kind of moves on the model too:
    # the whole search finds the same win after the same positions.
    game = engine.new_game("napoleon-st-helena", deal)
    on_model = solve(game, max_states=20_000)
    on_tables = solve(game, max_states=20_000, knowledge=on_engine_tables(game.rules))
    assert on_model.result == "won"
    assert (on_model.states, on_model.moves) == (on_tables.states, on_tables.moves)


def test_a_win_found_on_the_model_replays():
    game = engine.new_game("napoleon-st-helena", 2)
    verdict = solve(game, max_states=5_000, probing=False)
    assert verdict.result == "won"
    assert replays(game.rules, game.table, verdict.moves)


def test_a_search_on_the_model_walks_the_models_positions():
    game = engine.new_game("napoleon-st-helena", 7)
    assert isinstance(Search(game.rules, game.table, probing=False).space, NapoleonsModel)
    on_tables = Search(
        game.rules, game.table, probing=False, knowledge=on_engine_tables(game.rules)
    )
    assert not isinstance(on_tables.space, NapoleonsModel)
