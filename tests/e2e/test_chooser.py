"""The game chooser and the book's pictures: a page without a link opens on the chooser
before Python is ready, where the filter and the order already work and a game chosen
opens once the page is; each entry says what to know before choosing; the rules show the
book's picture, fetched only then and kept by the service worker once seen."""

import engine
from tests.e2e.conftest import CONTROLLED, READY
from tests.e2e.table import dom_piles, go, perform
from tests.e2e.test_offline import new_page

SHOWN_ENTRIES = """() => [...document.querySelectorAll('#game-list li')]
    .filter(li => !li.hidden).map(li => li.querySelector('strong').textContent)"""
PICTURES = "cadogan-patience pictures"


def test_a_game_chosen_while_python_starts_opens_once_the_page_is_ready(
    browser, site, requests_seen
):
    context, page = new_page(browser, requests_seen, viewport={"width": 390, "height": 844})
    asked = []
    page.on("request", lambda request: asked.append(request.url))
    held, holding = [], [True]  # Pyodide's WebAssembly, held back while the player chooses
    page.route("**/pyodide.asm.wasm", lambda r: held.append(r) if holding else r.continue_())
    try:
        page.goto(site, wait_until="domcontentloaded")
        # The chooser is there at once, the opening game marked and in focus.
        assert page.locator("#chooser").is_visible()
        assert page.evaluate("document.documentElement.dataset.ready") == "false"
        current = page.locator('#game-list button[aria-current="true"]')
        assert current.get_attribute("data-game") == "fortress"
        assert page.evaluate("document.activeElement.dataset.game") == "fortress"
        # Filtered as one types; A to Z; all of it before Python has started.
        page.fill("#game-filter", "SUL")
        assert page.evaluate(SHOWN_ENTRIES) == ["The Sultan"]
        assert page.locator("#game-count").inner_text() == f"1 of {len(engine.GAMES)} games"
        page.fill("#game-filter", "zz")
        assert page.evaluate(SHOWN_ENTRIES) == []
        assert "No game" in page.locator("#game-count").inner_text()
        page.fill("#game-filter", "")
        page.check('#game-order input[value="az"]')
        names = [r.name for r in engine.GAMES.values()]

        # A to Z as a reader looks a title up: The Clock under C, The "Louis" under L.
        def looked_up(name: str) -> str:
            return name.removeprefix("The ").strip('"').lower()

        assert page.evaluate(SHOWN_ENTRIES) == sorted(names, key=looked_up)
        page.check('#game-order input[value="book"]')
        assert page.evaluate(SHOWN_ENTRIES) == names
        page.click('#game-list button[data-game="sultan"]')
        assert page.locator("#chooser").is_hidden()
        assert page.evaluate("document.documentElement.dataset.ready") == "false"
        assert held  # Python has not started yet
        holding.clear()
        while held:
            held.pop().continue_()
        page.wait_for_selector(READY, timeout=90_000)
        # The choice is opened, in place of the drawn deal.
        hash_ = page.evaluate("location.hash")
        assert hash_.startswith("#sultan/")
        assert page.locator("#games").inner_text() == "The Sultan"
        dealt = engine.new_game("sultan", int(hash_.split("/")[1])).piles
        face_up = {pile: cards for pile, cards in dealt.items() if not pile.startswith("stock")}
        assert {p: c for p, c in dom_piles(page).items() if p in face_up} == face_up
        assert page.locator("#chooser").is_hidden()
        # A first visit downloads no picture; the rules fetch their game's, and the
        # service worker keeps it (and only it) once seen.
        assert not [url for url in asked if "/pictures/" in url]
        page.wait_for_function(CONTROLLED, timeout=90_000)
        page.click("#rules")
        picture = page.locator("#rules-picture img")
        assert picture.get_attribute("src") == "./pictures/012.jpg"
        assert (picture.get_attribute("width"), picture.get_attribute("height")) == ("379", "270")
        assert picture.get_attribute("loading") == "lazy"
        assert "The Sultan" in picture.get_attribute("alt")
        assert (
            "The book's illustration of The Sultan" in page.locator("#rules-picture").inner_text()
        )
        page.wait_for_function(
            "() => document.querySelector('#rules-picture img').naturalWidth > 0"
        )
        kept = """async ([name, file]) => Boolean(await (await caches.open(name + ' ' +
            (await navigator.serviceWorker.ready).scope)).match(file))"""
        page.wait_for_function(kept, arg=[PICTURES, "pictures/012.jpg"])
        assert not page.evaluate(kept, [PICTURES, "pictures/010.jpg"])
        assert not page.evaluate("async () => Boolean(await caches.match('pictures/010.jpg'))")
        assert page.problems == []
    finally:
        context.close()


def test_each_entry_says_what_to_know_and_the_games_opened_lately_come_first(desktop):
    go(desktop, "fourteenth", 2)
    go(desktop, "fortress", 38)
    game = engine.new_game("fortress", 38)
    move = next(m for m in game.legal_moves() if m.source and m.target and m.count == 1)
    perform(desktop, dict(game.piles), move, drag_it=False, touch=False)
    desktop.click("#games")
    fortress = desktop.locator('#game-list button[data-game="fortress"]')
    assert fortress.locator(".facts").inner_text() == (
        "1 pack · Mostly skill · 19% winnable (95% interval 16-22%)"
    )
    assert fortress.locator(".mine").inner_text().startswith("You: played ")
    queen = desktop.locator('#game-list button[data-game="fairie-queen"] .facts')
    # Many deals undecided: only what is proved.
    assert queen.inner_text().endswith(
        "at least 40% of deals won, 11% lost; the rest not yet decided"
    )
    # The game before this one first among the games opened lately.
    assert desktop.locator("#recent").is_visible()
    assert desktop.locator("#recent-list button").first.get_attribute("data-game") == "fourteenth"
    assert desktop.locator('#recent-list button[data-game="fortress"]').count() == 0
    # Filtering hides them, and the list keeps the filter once Python has started.
    desktop.fill("#game-filter", "four")
    assert desktop.locator("#recent").is_hidden()
    assert desktop.evaluate(SHOWN_ENTRIES) == [
        "The Four Corners",
        "The Fourteenth",
    ]  # the book's order
    desktop.fill("#game-filter", "")
    desktop.click('#recent-list button[data-game="fourteenth"]')
    assert desktop.locator("#chooser").is_hidden()
    assert desktop.evaluate("location.hash").startswith("#fourteenth/")
