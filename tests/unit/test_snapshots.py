"""Golden opening layouts and perft counts for every game in the registry.

A failure here means a deal or a rule changed.  If that was deliberate, rewrite the
data with ``python -m tests.tools.snapshots <game-id>`` and say why in the commit."""

import json

import pytest

import engine
from tests.tools.snapshots import DATA, divide, golden_text, perft

GAME_IDS = list(engine.GAMES)
# Depth 2 is counted in a test where depth 1 leaves at most this many first moves: the
# Empress of India's 1,154 (any lone Army card coupled with any lone Navy card) make
# 1,276,327 positions at depth 2, two and a half minutes of CPython; its data file keeps
# the figure (``python -m tests.tools.snapshots empress-of-india`` writes it again: a diff
# of the file checks it).
MANY_FIRST_MOVES = 200


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_opening_layouts_match_the_golden_file(game_id):
    golden = (DATA / "golden" / f"{game_id}.txt").read_text()
    assert golden_text(game_id) == golden


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_perft_counts_match_the_data_file(game_id):
    records = json.loads((DATA / "perft" / f"{game_id}.json").read_text())
    assert records, "the perft file lists no deals"
    for record in records:
        game = engine.new_game(game_id, record["deal"])
        assert perft(game, 1) == record["depth1"], f"deal {record['deal']}"
        if record["depth1"] > MANY_FIRST_MOVES:
            continue
        depth2 = perft(game, 2)
        assert depth2 == record["depth2"], f"deal {record['deal']}: {divide(game, 2)}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_card_is_dealt_exactly_once_per_pack(game_id):
    rules = engine.GAMES[game_id]
    for deal in (1, 5, 123456):
        table = engine.new_game(game_id, deal).table
        held = sorted(table.all_cards())
        assert held == sorted(rules.pack())
