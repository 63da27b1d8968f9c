"""The game in WebKit (Safari's engine) and Gecko (Firefox), one browser each: every game
opened by its link and played by tap, every kind of move it has, with a drag, undo and
redo; a reload that resumes the game; the start from the service worker with the server
stopped; and never a page error or a request to another origin.

The page stays loaded from test to test (a start costs seconds): a deal is opened through
its link in the address's hash, as tests/e2e does in Chromium.  The terminal summary says
how the interpreter started at each load (from the snapshot or afresh)."""

from __future__ import annotations

import time

import pytest

import engine
from engine.prng import Pcg32
from tests.e2e.table import dom_piles, go, perform
from tests.e2e.test_every_game import choose, face_up, kinds_of
from tests.engines.page import wait_until
from tests.engines.record import ready

DEAL = 5
MOST_MOVES = 150  # the Sultan and the Four Corners deal through their pack to a re-deal
DRAGGABLE = {"move", "pair", "withdraw"}
GLIDE = 0.2  # seconds: a card glides for 180 ms
CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"


def shows(page, game, after: str = "") -> None:
    """The table shows the engine's piles (face-up cards; the stock by its count)."""
    want = face_up(game.piles)
    try:
        wait_until(lambda: face_up(dom_piles(page)) == want, 5, "the table to show the game")
    except TimeoutError:
        assert face_up(dom_piles(page)) == want, after
    if "stock-1" in game.piles:
        count = page.locator('[data-pile="stock-1"] .count')  # none on an empty stock
        assert int(count.inner_text() if count.count() else 0) == len(game.piles["stock-1"])
    assert page.evaluate("document.documentElement.dataset.status") == game.status


def no_trouble(page) -> None:
    # Offline, the book's picture of a game whose rules were never opened is not there (the
    # rules then show its alt text): the one failed fetch allowed, as in tests/e2e.
    problems = [p for p in page.driver.problems() if "/pictures/" not in p]
    assert problems == []
    assert page.driver.foreign_requests() == []


# The first eight games, and Nestor for the pairs the new games brought: the other new
# games are checked in Chromium (tests/e2e/test_every_game.py); two of them failed here in
# the last run of 2026-11-27 and are to be looked into before they join this list.
ENGINE_GAMES = ["clock", "fortress", "fourteenth", "sultan", "fifteen",
                "four-corners", "fairie-queen", "nation", "nestor"]  # fmt: skip


@pytest.mark.parametrize("game_id", ENGINE_GAMES)
def test_every_game_opens_by_link_and_plays_by_tap_and_drag(engine_browser, game_id):
    _name, page = engine_browser
    go(page, game_id, DEAL)
    assert page.evaluate("location.hash") == f"#{game_id}/{DEAL}"
    game = engine.new_game(game_id, DEAL)
    shows(page, game)

    # Every kind of move the game has, by tap (a button for a move without a card), and
    # one move dragged; the line is the engine PRNG's, so the same every run.
    wanted = {(kind, "tap") for kind in kinds_of(game_id)} | {("any", "drag")}
    pick = Pcg32(DEAL)
    made: set[tuple[str, str]] = set()
    for _ in range(MOST_MOVES):
        moves = game.legal_moves()
        if not moves or wanted <= made:
            break
        move = choose(moves, {kind for kind, _ in wanted - made}, pick)
        drag_it = move.kind in DRAGGABLE and ("any", "drag") not in made
        how = perform(page, game.piles, move, drag_it=drag_it, touch=False)
        game.play(move)
        made |= {("any", "drag")} if how == "drag" else {(move.kind, "tap")}
        shows(page, game, f"after {move} ({move.kind}) by {how}")
        if move.source and move.source.startswith("stock"):
            # A card dealt in WebKit sometimes begins its glide a moment after the table
            # shows it (seen in the Four Corners after other games): a glide's time.
            time.sleep(GLIDE)
    assert wanted <= made, f"never made: {sorted(wanted - made)}"

    # Undo twice, redo once: the table follows the engine's history.
    for step in ("undo", "undo", "redo"):
        page.click(f"#{step}")
        assert getattr(game, step)()
        shows(page, game)
    no_trouble(page)


def test_a_reload_resumes_the_game(engine_browser):
    name, page = engine_browser
    go(page, "fortress", 1)
    game = engine.new_game("fortress", 1)
    move = next(m for m in game.legal_moves() if m.kind == "move")
    perform(page, game.piles, move, drag_it=False, touch=False)
    game.play(move)
    shows(page, game)
    page.driver.reload()
    ready(name, page, "reload")
    shows(page, game)
    assert page.locator("#moves").inner_text() == "1 move"
    page.click("#undo")
    shows(page, engine.new_game("fortress", 1))
    page.click("#redo")
    shows(page, game)
    no_trouble(page)


def test_after_one_visit_the_page_starts_and_plays_with_the_server_stopped(
    engine_browser, engines_site
):
    name, page = engine_browser
    page.wait_for_function(CONTROLLED, timeout=90_000)
    go(page, "clock", 3)
    game = engine.new_game("clock", 3)
    with engines_site.stopped():
        page.driver.reload()
        ready(name, page, "offline")
        assert page.evaluate(CONTROLLED)  # the service worker served it
        shows(page, game)
        move = game.legal_moves()[0]
        perform(page, game.piles, move, drag_it=False, touch=False)
        game.play(move)
        shows(page, game)
        page.click("#rules")  # a panel, offline too
        page.click("#rules-close")
        no_trouble(page)
