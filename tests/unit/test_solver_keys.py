"""The search's cheaper position keys (engine/solver/keys.py) tell positions apart exactly
as the game's own keys do, along random games from one deal."""

from __future__ import annotations

import random

import pytest

from engine.registry import rules_for
from engine.solver.games import knowledge_for
from engine.solver.keys import key_function


@pytest.mark.parametrize(
    "game_id", ["klondike", "napoleon-st-helena", "terrace", "general-sedgewick", "zodiac", "clock"]
)
def test_cheaper_keys_tell_the_same_positions_apart(game_id):
    rules = rules_for(game_id)
    knowledge = knowledge_for(rules)
    start = rules.deal(4)
    cheap = key_function(knowledge, start)
    chance = random.Random(game_id)
    pairs = {}
    for _ in range(12):
        table = start
        for _ in range(150):
            own, mine = knowledge.position_key(table), cheap(table)
            assert pairs.setdefault(own, mine) == mine
            moves = rules.legal_moves(table)
            if not moves:
                break
            table = rules.apply(table, chance.choice(moves))
    # As many cheap keys as the game's own: none folds two positions together.
    assert len(set(pairs.values())) == len(pairs) > 100
