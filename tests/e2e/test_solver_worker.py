"""The solver's worker in Chromium: started once the page is ready from the same memory
snapshot, it answers Hint, Show me and the coach (``<html data-hint-by>`` says which thread
answered), and a search a move has made stale is given up, its answer never shown."""

import engine
from tests.e2e.table import clear_message, go, message, perform

SOLVER_READY = "html[data-solver=ready]"


def test_the_worker_starts_from_the_snapshot_and_answers_the_hint(phone):
    phone.wait_for_selector(SOLVER_READY, timeout=60_000)
    assert phone.evaluate("document.documentElement.dataset.solverStart") == "snapshot"
    go(phone, "nation", 3)
    phone.evaluate("document.documentElement.dataset.hint = 'asked'")
    phone.click("#hint")
    phone.wait_for_selector("html[data-hint=shown]")
    assert phone.evaluate("document.documentElement.dataset.hintBy") == "worker"
    assert "leads to a win" in message(phone)
    assert phone.locator(".hint").count() >= 1
    # The win it found is offered, and Show me plays it from the worker's line.
    phone.wait_for_selector("#show-me:not([hidden])")
    phone.click("#show-me")
    phone.wait_for_selector("html[data-showme=playing]")
    phone.click("#show-stop")
    assert phone.evaluate("document.documentElement.dataset.showme") == "stopped"
    assert not phone.errors


def test_a_hint_a_move_makes_stale_is_given_up_and_never_shown(phone):
    phone.wait_for_selector(SOLVER_READY, timeout=60_000)
    # The Fifteen's deal 296 is not decided in a hint's time: the search runs its whole time.
    go(phone, "fifteen", 296)
    game = engine.new_game("fifteen", 296)
    move = game.legal_moves()[0]
    perform(phone, game.piles, move, drag_it=False, touch=True)
    clear_message(phone)
    # Hint, and at once (the same task) an undo: the hint's position is gone.
    state = phone.evaluate(
        """() => new Promise(resolve => {
            const root = document.documentElement;
            document.getElementById("hint").click();
            const asked = root.dataset.hint;
            document.getElementById("undo").click();
            setTimeout(() => resolve([asked, root.dataset.hint]), 1000);
        })"""
    )
    assert state == ["thinking", "dropped"]
    assert phone.locator(".hint").count() == 0
    assert "Try" not in phone.locator("#message").inner_text()
    # The worker goes on answering: the next hint is for the position on the table.
    phone.click("#hint")
    phone.wait_for_selector("html[data-hint=shown]")
    assert phone.evaluate("document.documentElement.dataset.hintBy") == "worker"
    assert not phone.errors
