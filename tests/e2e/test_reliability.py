"""Reliability on the page: broken links, damaged saved data, storage that refuses to
keep anything, and a Python error inside a handler.  Each ends with a message and a game
that still takes moves.

(A link naming an unknown game is tested in test_fortress_page.py; the engine's refusal
of tampered saves, and fuzzing of saves and links, are in tests/unit/test_fuzz.py.)
"""

import json
import re

import pytest

import engine
from tests.e2e.conftest import READY
from tests.e2e.table import clear_message, dom_piles, go, message, perform

KEY = "cadogan-patience"


def status(page) -> str:
    return page.evaluate("document.documentElement.dataset.status")


def shown(piles: dict) -> dict:
    """The piles as the page shows their faces (the pack lies face down)."""
    return {pile: cards for pile, cards in piles.items() if not pile.startswith("stock")}


def play_first_move(page, game_id: str, deal: int, before: list | tuple = ()) -> engine.Game:
    """Make the first legal move on the page (after ``before``) and check the table."""
    game = engine.new_game(game_id, deal)
    for move in before:
        game.play(move)
    move = game.legal_moves()[0]
    perform(page, game.piles, move, drag_it=False, touch=False)
    game.play(move)
    assert shown(dom_piles(page)) == shown(game.piles)
    return game


@pytest.mark.parametrize(
    ("link", "words"),
    [
        ("#clock/0", "Deal numbers run from 1"),  # a known game, a deal out of range
        (f"#clock/{2**32}", "Deal numbers run from 1"),
        ("#clock/12abc", "Deal numbers run from 1"),
        ("#%3Cb%3E!!/../..?x=1", "no game"),  # garbage
        ("#/", "no game"),
    ],
)
def test_a_broken_link_opens_a_valid_game_with_a_message(desktop, link, words):
    go(desktop, "fortress", 1)
    clear_message(desktop)
    desktop.evaluate("hash => { window.location.hash = hash }", link)
    assert words in message(desktop)
    assert status(desktop) == "playing"
    # The address is rewritten to the game now open: the link's game when it named one
    # (its saved game, or a new deal), else the game under way.
    game_id, deal = re.fullmatch(r"#([a-z-]+)/(\d+)", desktop.evaluate("location.hash")).groups()
    assert game_id == ("clock" if link.startswith("#clock") else "fortress")
    assert desktop.locator("#deal").inner_text() == f"Deal {deal}"
    assert set(dom_piles(desktop)) == set(engine.GAMES[game_id].layout.ids)


def test_a_broken_link_leaves_the_game_under_way_as_it_is(desktop):
    go(desktop, "fortress", 1)
    game = play_first_move(desktop, "fortress", 1)
    clear_message(desktop)
    desktop.evaluate("window.location.hash = '#fortress/99999999999'")
    assert "goes on" in message(desktop)
    assert desktop.evaluate("location.hash") == "#fortress/1"
    assert dom_piles(desktop) == game.piles
    assert desktop.locator("#moves").inner_text() == "1 move"
    desktop.click("#undo")  # the history is whole
    assert dom_piles(desktop) == engine.new_game("fortress", 1).piles


def test_damaged_statistics_and_save_are_kept_aside_and_play_goes_on(desktop):
    go(desktop, "fortress", 1)
    # A save of the Clock tampered with (a move in its history the deal does not allow)
    # and statistics cut short.
    data = json.loads(engine.new_game("clock", 5).to_json())
    data.update(moves=[["pair", "tableau-1", "tableau-2", 1]], cursor=1)
    save = json.dumps(data)
    with pytest.raises(engine.BadSave):
        engine.load_game(save)
    statistics = '{"format": "cadogan-patience-statistics", "version": 1, "games": {"clo'
    desktop.evaluate(
        """([key, save, statistics]) => {
            localStorage.setItem(`${key}/game/clock`, save);
            localStorage.setItem(`${key}/statistics`, statistics);
        }""",
        [KEY, save, statistics],
    )
    desktop.reload()
    desktop.wait_for_selector(READY, timeout=60_000)
    text = message(desktop)
    assert "statistics could not be read" in text and "kept aside" in text
    assert statistics in aside(desktop, "statistics")
    assert desktop.evaluate(f"localStorage.getItem('{KEY}/statistics')") is None

    clear_message(desktop)
    desktop.evaluate("window.location.hash = '#clock/5'")
    text = message(desktop)
    assert "saved game of The Clock could not be restored" in text and "kept aside" in text
    assert save in aside(desktop, "clock")
    # A new game of the deal asked for, which takes moves and counts in the statistics.
    assert shown(dom_piles(desktop)) == shown(engine.new_game("clock", 5).piles)
    play_first_move(desktop, "clock", 5)
    assert status(desktop) == "playing"
    # Kept once the move is drawn.
    # A function, not a bare expression: the page's CSP forbids the eval Playwright would use.
    desktop.wait_for_function("key => localStorage.getItem(`${key}/statistics`) !== null", arg=KEY)


def aside(page, what: str) -> list[str]:
    """The texts kept aside as damaged ``what`` (a game id or "statistics")."""
    return page.evaluate(
        """prefix => Object.keys(localStorage).filter(k => k.startsWith(prefix))
            .map(k => localStorage.getItem(k))""",
        f"{KEY}/damaged/{what}/",
    )


# Storage that refuses to keep anything: full (the quota exceeded), or blocked outright
# (reading window.localStorage throws, as where a browser's policy disables it).
FULL = """Storage.prototype.setItem = function () {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};"""
BLOCKED = """Object.defineProperty(window, "localStorage", {
    get() { throw new DOMException("Access is denied.", "SecurityError"); },
});"""


@pytest.mark.parametrize("script", [FULL, BLOCKED], ids=["full", "blocked"])
def test_storage_that_keeps_nothing_leaves_the_game_playable_with_a_notice(browser, site, script):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        context.add_init_script(script)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(site + "#fortress/1")
        page.wait_for_selector(READY, timeout=60_000)
        assert "Progress cannot be kept" in message(page)
        first = play_first_move(page, "fortress", 1)
        play_first_move(page, "fortress", 1, first.moves)
        page.click("#undo")
        assert dom_piles(page) == first.piles
        assert page.locator("#error").is_hidden(), page.locator("#error-details").text_content()
        assert errors == []
    finally:
        context.close()


def test_an_error_in_a_handler_shows_a_banner_and_the_game_goes_on(desktop, site):
    origin = site.rstrip("/")
    desktop.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
    go(desktop, "fortress", 1)
    game = play_first_move(desktop, "fortress", 1)
    errors_before = list(desktop.errors)
    # A button that names a move which does not exist: the click handler fails with an
    # IndexError, as any bug in a handler would.
    desktop.evaluate(
        """() => {
            const button = document.createElement("button");
            button.dataset.move = "99";
            document.getElementById("actions").appendChild(button);
            button.click();
        }"""
    )
    banner = desktop.locator("#error")
    banner.wait_for(state="visible")
    assert "Something went wrong" in desktop.locator("#error-text").inner_text()
    assert "IndexError" in desktop.locator("#error-details").text_content()
    clear_message(desktop)
    desktop.click("#error-copy")
    assert "copied" in message(desktop)
    assert "IndexError" in desktop.evaluate("navigator.clipboard.readText()")

    # Nothing was lost, and once the banner (which lies over the top of the table) is
    # closed, the page goes on taking moves.
    assert dom_piles(desktop) == game.piles
    assert desktop.locator("#moves").inner_text() == "1 move"
    desktop.click("#error-close")
    assert banner.is_hidden()
    play_first_move(desktop, "fortress", 1, game.moves)
    assert desktop.locator("#moves").inner_text() == "2 moves"
    assert desktop.errors == errors_before
