"""The start from a memory snapshot: a first visit downloads the snapshot and restores it,
with no more of Pyodide than its modules and its WebAssembly (the standard library's zip
comes once the page is ready), and leaves the snapshot in the service worker's cache; a
returning visit restores it from there, plays as a fresh start does, draws its own random
numbers; a damaged snapshot, downloaded or cached, or a browser that cannot unpack it,
starts Python afresh, unseen by the player.  (Every test on the shared phone page runs on a
restored start too, and on the desktop page on a fresh one: tests/e2e/conftest.py.)"""

import re

import pytest

import engine
from tests.e2e.conftest import READY, come_back, open_page
from tests.e2e.table import card, dom_piles, go, perform

START = "document.documentElement.dataset.start"
SNAPSHOT_FROM = "document.documentElement.dataset.snapshot"
REASON = "document.documentElement.dataset.startReason"
# Whether the page asked for python.code (the bytecode of the games not in the snapshot)
# only once it was ready, if at all.
CODE_AFTER_READY = """() => {
    const ready = performance.getEntriesByName("page-ready")[0];
    const code = performance.getEntriesByType("resource")
        .find(e => e.name.endsWith("/python.code"));
    return !code || (ready !== undefined && code.startTime >= ready.startTime);
}"""
# The snapshot as the service worker keeps it, overwritten with bytes that are no snapshot.
DAMAGE = """async () => {
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
            if (/snapshot-[0-9a-f]+\\.bin$/.test(request.url)) {
                await cache.put(request, new Response(new Uint8Array(4096).fill(7)));
                return request.url;
            }
        }
    }
    return null;
}"""


@pytest.fixture(scope="module")
def returning(browser, site, requests_seen):
    """A player's page on a second visit: restored from the snapshot."""
    context, page = open_page(
        browser, site, requests_seen, returning=True, viewport={"width": 1280, "height": 800}
    )
    page.warnings = []
    page.on("console", lambda message: page.warnings.append(message.text))
    yield page
    context.close()


def new_deal_number(page) -> int:
    page.click("#new")
    page.click("#new-any")
    page.wait_for_function("() => !location.hash.endsWith('/1')")
    return int(re.fullmatch(r"#fortress/(\d+)", page.evaluate("location.hash"))[1])


def face_up(piles: dict) -> dict:
    """The piles as the page shows them: a stock lies face down."""
    return {pile: () if pile.startswith("stock") else cards for pile, cards in piles.items()}


def first_visit(browser, site, **context_args):
    context = browser.new_context(service_workers="block", **context_args)
    page = context.new_page()
    page.errors, page.warnings = [], []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("console", lambda message: page.warnings.append(message.text))
    return context, page


def test_a_first_visit_restores_the_snapshot_and_plays_before_the_standard_library_comes(
    browser, site
):
    context, page = first_visit(browser, site, viewport={"width": 1280, "height": 800})
    held = []  # the standard library's zip, never sent while the player plays
    page.route("**/python_stdlib.zip", lambda route: held.append(route))
    asked = []
    page.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1]))
    try:
        page.goto(site + "#fortress/5")
        page.wait_for_selector(READY, timeout=60_000)
        assert page.evaluate(START) == "snapshot"
        assert page.evaluate(SNAPSHOT_FROM) == "downloaded"
        # Nothing of Pyodide but what a restore needs: no package index, and the other
        # games' bytecode only once the page is ready.
        assert "pyodide-lock.json" not in asked
        assert page.evaluate(CODE_AFTER_READY), "python.code was asked for before ready"
        game = engine.new_game("fortress", 5)
        assert dom_piles(page) == game.piles
        move = next(m for m in game.legal_moves() if m.source and m.target and m.count == 1)
        card(page, move.source).click()
        page.locator(f'[data-pile="{move.target}"]').click()
        game.play(move)
        assert dom_piles(page) == game.piles
        page.click("#hint")
        for opener, closer in (
            ("#rules", "#rules-close"),
            ("#stats", "#stats-close"),
            ("#settings", "#settings-close"),
            ("#games", "#chooser-close"),
        ):
            page.click(opener)
            page.click(closer)
        page.click("#undo")
        assert dom_piles(page) == engine.new_game("fortress", 5).piles
        # Another game, whose module was not in the snapshot, opens from the chooser.
        page.click("#games")
        page.click('#game-list button[data-game="clock"]')
        page.wait_for_function("() => location.hash.startsWith('#clock/')")
        deal = int(page.evaluate("location.hash").split("/")[1])
        assert dom_piles(page) == face_up(engine.new_game("clock", deal).piles)
        assert held, "the standard library's zip was never asked for"
        assert page.errors == [] and page.locator("#error").is_hidden()
    finally:
        context.close()


def test_a_first_visit_linked_to_another_game_restores_the_snapshot_and_plays_it(browser, site):
    # The snapshot holds the opening game (Fortress) only: Nestor's module comes with
    # python.code, fetched at once since the link names it, before the page is ready.
    context, page = first_visit(browser, site, viewport={"width": 1280, "height": 800})
    try:
        page.goto(site + "#nestor/3")
        page.wait_for_selector(READY, timeout=60_000)
        assert page.evaluate(START) == "snapshot"
        assert page.evaluate("location.hash") == "#nestor/3"
        game = engine.new_game("nestor", 3)
        assert dom_piles(page) == face_up(game.piles)
        move = next(m for m in game.legal_moves() if m.source and m.target)
        perform(page, game.piles, move, drag_it=False, touch=False)
        game.play(move)
        assert dom_piles(page) == face_up(game.piles)
        go(page, "sultan", 2)  # and on to a third game, by its link
        assert dom_piles(page) == face_up(engine.new_game("sultan", 2).piles)
        assert page.errors == [] and page.locator("#error").is_hidden()
    finally:
        context.close()


DAMAGED_DOWNLOAD = bytes(range(256)) * 64  # no gzip: the unpacking fails


@pytest.mark.parametrize("how", ["damaged", "unreadable"])
def test_a_first_visit_whose_snapshot_cannot_be_had_starts_afresh_unseen(browser, site, how):
    context, page = first_visit(browser, site)
    if how == "damaged":
        page.route("**/snapshot-*.bin.gz", lambda route: route.fulfill(body=DAMAGED_DOWNLOAD))
    else:  # a browser that cannot unpack it
        page.add_init_script("delete globalThis.DecompressionStream")
    try:
        page.goto(site + "#fortress/8")
        page.wait_for_selector(READY, timeout=60_000)
        assert page.evaluate(START) == "fresh"
        reason = page.evaluate(REASON)
        assert ("did not restore" if how == "damaged" else "DecompressionStream") in reason
        assert any("Starting Python afresh" in text for text in page.warnings)
        assert page.locator("#error").is_hidden()
        assert dom_piles(page) == engine.new_game("fortress", 8).piles
        assert page.errors == []
    finally:
        context.close()


def test_a_returning_visit_restores_python_and_plays_as_a_first_one(returning):
    page = returning
    assert page.evaluate(START) == "snapshot"
    assert page.evaluate(SNAPSHOT_FROM) == "cached"
    go(page, "fortress", 5)
    game = engine.new_game("fortress", 5)
    assert dom_piles(page) == game.piles
    move = next(m for m in game.legal_moves() if m.source and m.target and m.count == 1)
    card(page, move.source).click()
    page.locator(f'[data-pile="{move.target}"]').click()
    game.play(move)
    assert dom_piles(page) == game.piles
    # The game in progress is kept, and the next return resumes it.
    come_back(page)
    assert dom_piles(page) == game.piles
    page.click("#undo")
    assert dom_piles(page) == engine.new_game("fortress", 5).piles
    assert page.errors == []


def test_two_restored_starts_deal_different_new_deals(returning):
    page = returning
    numbers = []
    for _ in range(2):
        come_back(page)  # each a start restored from the same memory
        numbers.append(new_deal_number(page))
    assert numbers[0] != numbers[1]
    assert page.errors == []


def test_a_damaged_snapshot_is_passed_over_for_a_fresh_start(returning):
    page = returning
    assert page.evaluate(DAMAGE)
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate(START) == "fresh"
    # The player sees nothing of it; the console and the page's dataset say why.
    assert "the cached snapshot did not restore" in page.evaluate(REASON)
    assert any("did not restore" in text for text in page.warnings)
    assert page.locator("#error").is_hidden()
    go(page, "fortress", 6)
    assert dom_piles(page) == engine.new_game("fortress", 6).piles
    # It is dropped: the next visit downloads it again, and restores it.
    page.warnings.clear()
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate(START) == "snapshot"
    assert page.evaluate(SNAPSHOT_FROM) == "downloaded"
    assert not page.evaluate(REASON)
    assert not any("did not restore" in text for text in page.warnings)
    assert page.errors == []
