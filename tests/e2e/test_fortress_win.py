"""Fortress played to a win on the page, by tap and by drag, on a desktop and a phone.

The winning line is the solver's, found when the test runs (deal 38 is winnable), and
every move is made by hand: odd moves by tapping, even moves by dragging."""

import pytest

import engine
from tests.e2e.table import dom_piles, go, perform, stats_row

WINNABLE_DEAL = 38


@pytest.fixture(scope="module")
def winning_line():
    verdict = engine.solve(engine.new_game("fortress", WINNABLE_DEAL), max_states=50_000)
    assert verdict.result == "won"
    return verdict.moves


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_fortress_is_played_to_a_win_by_tap_and_drag(viewport, winning_line, request):
    page = request.getfixturevalue(viewport)
    touch = viewport == "phone"
    go(page, "fortress", WINNABLE_DEAL)
    before = stats_row(page, "fortress")
    game = engine.new_game("fortress", WINNABLE_DEAL)
    for number, move in enumerate(winning_line):
        perform(page, game.piles, move, drag_it=number % 2 == 1, touch=touch)
        game.play(move)
        if number % 15 == 0:
            assert dom_piles(page) == game.piles, f"after move {number + 1}: {move}"
    assert dom_piles(page) == game.piles
    assert page.evaluate("document.documentElement.dataset.status") == "won"
    assert page.locator("#win").is_visible()
    assert page.locator("#moves").inner_text() == f"{len(winning_line)} moves"
    page.click("#win-new")
    after = stats_row(page, "fortress")
    assert after["Played"] == before["Played"] + 1
    assert after["Won"] == before["Won"] + 1
    assert after["Streak"] == before["Streak"] + 1
    assert int(after["Fewest moves"]) <= len(winning_line)
