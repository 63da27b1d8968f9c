"""The game in progress survives a reload, history and all."""

import engine
from tests.e2e.conftest import READY
from tests.e2e.table import card, dom_piles, go, pile


def test_a_reload_resumes_the_game_and_undo_reaches_back(desktop):
    go(desktop, "fortress", 1)
    card(desktop, "tableau-5").click()
    card(desktop, "tableau-8").click()
    game = engine.new_game("fortress", 1)
    game.play(engine.Move("move", "tableau-5", "tableau-8"))
    assert dom_piles(desktop) == game.piles
    desktop.reload()
    desktop.wait_for_selector(READY, timeout=60_000)
    assert dom_piles(desktop) == game.piles
    assert desktop.locator("#moves").inner_text() == "1 move"
    desktop.click("#undo")
    assert dom_piles(desktop) == engine.new_game("fortress", 1).piles
    assert pile(desktop, "tableau-5").count() == 1
