"""Hints are always legal, come from the solver when it can see a win, and say so when
no win exists."""

import pytest

import engine
from engine.solver.hints import HintSearch, hint
from tests.tools.fresh import run_fresh
from ui.table.arrangement import plan_for

NEAR_WIN = """
foundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC
foundation-2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
foundation-3: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation-4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
tableau-1: QC
tableau-2: KC
"""


def test_a_hint_follows_a_winning_line():
    game = engine.game_from_text("fortress", NEAR_WIN)
    advice = hint(game)
    assert advice.verdict == "won" and advice.move in game.legal_moves()
    assert advice.move.source == "tableau-1" and "leads to a win" in advice.sentence


def test_a_hint_in_a_lost_position_says_so_yet_stays_legal():
    blockers = "KC QD JC TD 9C 8D 7C".split()
    rows = [f"tableau-{n}: {c}" for n, c in zip(range(4, 11), blockers, strict=True)]
    game = engine.game_from_text(
        "fortress", "tableau-1: 3H\ntableau-2: AH 2S\ntableau-3: AS 2H\n" + "\n".join(rows)
    )
    advice = hint(game)
    assert advice.verdict == "lost"
    assert advice.move is None or advice.move in game.legal_moves()
    assert "No win exists" in advice.sentence


def test_no_move_means_no_hint():
    game = engine.game_from_text(
        "fortress", "".join(f"tableau-{n}: {c}\n" for n, c in enumerate(
            "KC QD JC TD 9C 8D 7C 5D 3C 2D".split(), 1
        ))
    )  # fmt: skip
    assert hint(game).move is None and hint(game).sentence == "There is no move to make."


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_every_games_hint_is_legal(game_id):
    if not engine.GAMES[game_id].layout.ids:
        pytest.skip("not written yet")
    game = engine.new_game(game_id, 11)
    # As in the page: the table is laid out (its arrangements worked out and kept on the
    # rules) before Hint is pressed, so nothing the solver keeps may clash with them.
    plan_for(game.rules, 16 / 10)
    advice = hint(game, max_seconds=0.05)
    assert advice.move is None or advice.move in game.legal_moves()
    assert plan_for(game.rules, 16 / 10) in game.rules.plans()


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_a_hint_thought_out_in_slices_is_the_solvers_first_move(game_id):
    game = engine.new_game(game_id, 2)
    for move in game.legal_moves()[:1]:  # from a position a little way in
        game.play(move)
    search = HintSearch(game)
    slices = 0
    while not search.think(0.002) and search.search.states < 3000:
        slices += 1
    advice = search.hint()
    assert advice.move in game.legal_moves()
    if search.search.done:
        # The same search run in one go reaches the same verdict through the same line.
        verdict = engine.solve(game, max_states=search.search.states + 1)
        assert advice.verdict == verdict.result
        if verdict.result == "won":
            assert advice.move == verdict.moves[0]
    else:
        assert advice.verdict == "unknown"
    # A search that took many positions was cut into slices.  (Up to a few hundred
    # positions fit in one 2 ms slice: the Fourteenth's 67 did, and Klondike's model
    # examines nearly 90 a millisecond.)
    assert slices > 0 or search.search.states < 500


def test_a_hint_cut_short_still_points_the_way_forward():
    game = engine.new_game("fifteen", 1)  # not decided within a fraction of a second
    search = HintSearch(game)
    assert not search.think(0.05)
    advice = search.hint()
    assert advice.verdict == "unknown" and advice.move in game.legal_moves()
    # The guess is the first move of the line to the furthest position reached.
    assert advice.move == search.search.furthest[0]
    assert search.is_for(game)
    game.play(advice.move)
    assert not search.is_for(game)


def test_the_solver_is_loaded_only_when_first_asked_for():
    # The page starts sooner without it: playing needs none of the solver's modules.
    script = (
        "import sys, engine\n"
        "for game_id in engine.GAMES:\n"
        "    game = engine.new_game(game_id, 3)\n"
        "    game.play(game.legal_moves()[0]) if game.legal_moves() else None\n"
        "print(sorted(m for m in sys.modules if m.split('.')[-1] in "
        "('solver', 'beams', 'probes', 'hints')))\n"
    )
    shown = run_fresh(script)
    assert shown.strip() == "[]"
