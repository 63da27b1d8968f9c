"""The start from a memory snapshot: a first visit starts Python afresh and leaves the
snapshot in the service worker's cache; a returning visit restores it, plays as a fresh
start does, draws its own random numbers, and starts afresh when the snapshot is damaged.
(Every test on the shared phone page runs on a restored start too: tests/e2e/conftest.py.)"""

import re

import pytest

import engine
from tests.e2e.conftest import READY, come_back, open_page
from tests.e2e.table import card, dom_piles, go

START = "document.documentElement.dataset.start"
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


def test_a_returning_visit_restores_python_and_plays_as_a_first_one(returning):
    page = returning
    assert page.evaluate(START) == "snapshot"
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
    assert page.evaluate("document.documentElement.dataset.startReason")
    assert any("did not restore" in text for text in page.warnings)
    assert page.locator("#error").is_hidden()
    go(page, "fortress", 6)
    assert dom_piles(page) == engine.new_game("fortress", 6).piles
    # It is dropped: the next visit starts afresh at once, with no failed attempt first.
    page.warnings.clear()
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate(START) == "fresh"
    assert not page.evaluate("document.documentElement.dataset.startReason")
    assert not any("did not restore" in text for text in page.warnings)
    assert page.errors == []
