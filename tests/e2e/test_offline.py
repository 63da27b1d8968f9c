"""Offline and fast to open: the drawn deal takes taps before Python is ready, Python
starts without waiting for PyScript and runs the page's modules from their bytecode, the
service worker keeps the site so a reload plays with the network off, the manifest's
icons exist, and nothing breaks the Content-Security-Policy."""

import json

import pytest

import build
import engine
from tests.e2e.conftest import READY
from tests.e2e.table import dom_piles, go, perform
from ui.state.opening import OPENING_DEAL, OPENING_GAME, opening_hash

# Every violation of the page's Content-Security-Policy, said on the console.
REPORT_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => console.error(
  `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
"""


def new_page(browser, requests_seen, **context_args):
    context = browser.new_context(**context_args)
    context.add_init_script(REPORT_VIOLATIONS)
    page = context.new_page()
    page.on("request", lambda request: requests_seen.urls.append(request.url))
    page.problems = []
    page.on("pageerror", lambda error: page.problems.append(str(error)))
    page.on(
        "console",
        lambda message: (
            message.text.startswith("CSP violation") and page.problems.append(message.text)
        ),
    )
    return context, page


def play_first_move(page, game) -> None:
    """Tap the engine's first legal move of one card, as a player would."""
    move = next(m for m in game.legal_moves() if m.source and m.target and m.count == 1)
    perform(page, dict(game.piles), move, drag_it=False, touch=False)
    game.play(move)


@pytest.fixture(scope="module")
def offline(browser, site, requests_seen):
    context, page = new_page(browser, requests_seen, viewport={"width": 1280, "height": 800})
    yield context, page
    context.close()


def test_taps_made_while_python_starts_are_carried_out(browser, site, requests_seen):
    context, page = new_page(browser, requests_seen, viewport={"width": 1280, "height": 800})
    held, holding = [], [True]  # Pyodide's WebAssembly, held back until the taps are made
    page.route("**/pyodide.asm.wasm", lambda r: held.append(r) if holding else r.continue_())
    try:
        page.goto(site, wait_until="domcontentloaded")
        game = engine.new_game(OPENING_GAME, OPENING_DEAL)
        # The opening deal is on the table at once, marked as loading, under the chooser,
        # which a page with no link opens with (and the player closes).
        assert page.evaluate("document.documentElement.dataset.ready") == "false"
        assert page.locator("#loading").is_visible()
        assert dom_piles(page) == game.piles
        page.click("#chooser-close")
        assert page.locator("#chooser").is_hidden()
        play_first_move(page, game)
        assert page.evaluate("document.documentElement.dataset.ready") == "false"
        assert held  # Python has not started: its WebAssembly is still on the way
        holding.clear()
        while held:
            held.pop().continue_()
        page.wait_for_selector(READY, timeout=90_000)
        assert page.evaluate("location.hash") == opening_hash()
        assert dom_piles(page) == game.piles
        assert page.locator("#moves").inner_text() == "1 move"
        assert page.locator("#chooser").is_hidden()  # the player is already playing
        assert page.problems == []
    finally:
        context.close()


def test_python_starts_without_waiting_for_pyscripts_set_up(browser, site, requests_seen):
    context, page = new_page(browser, requests_seen, service_workers="block")
    held, asked = [], []  # PyScript's core, which its set-up waits for, held back
    page.route("**/pyscript/core-*.js", lambda route: held.append(route))
    page.on("request", lambda request: asked.append(request.url))
    try:
        page.goto(site + "#fortress/2", wait_until="commit")
        # boot.js asks for the memory snapshot as it starts Python, while PyScript still
        # waits for its config; the page's sources only once the page is ready.
        for _ in range(900):
            if any(url.endswith(".bin.gz") for url in asked):
                break
            page.wait_for_timeout(100)
        page.wait_for_timeout(1000)
        assert any(url.endswith(".bin.gz") for url in asked)
        assert not any(url.endswith("/python.zip") for url in asked)
        assert held and page.evaluate("document.documentElement.dataset.ready") == "false"
        for route in held:
            route.continue_()
        page.wait_for_selector(READY, timeout=90_000)
        assert dom_piles(page) == engine.new_game("fortress", 2).piles
        for _ in range(300):  # and then the sources
            if any(url.endswith("/python.zip") for url in asked):
                break
            page.wait_for_timeout(100)
        assert any(url.endswith("/python.zip") for url in asked)
        assert page.problems == []
    finally:
        context.close()


# The desktop's page started Python afresh; the phone's restored it from the snapshot, whose
# memory holds no file: the sources are written again after the restore.
@pytest.mark.parametrize("shared_page", ["desktop", "phone"])
def test_an_errors_details_quote_the_lines_of_the_pages_python(shared_page, request):
    # The modules run from the bytecode compiled into python.zip at build time, which
    # names each module's source inside the archive, where tracebacks read it.
    desktop = request.getfixturevalue(shared_page)
    go(desktop, "fortress", 4)
    desktop.evaluate(
        """() => {
            const button = document.createElement("button");
            button.dataset.move = "99";  // no such move: the click handler fails
            document.getElementById("actions").appendChild(button);
            button.click();
            button.remove();
        }"""
    )
    desktop.locator("#error").wait_for(state="visible")
    details = desktop.locator("#error-details").text_content()
    assert f'File "{build.ARCHIVE_PATH}/ui/dom.py", line' in details
    assert "move = self.controller.button_moves()[int(button.dataset.move)]" in details
    desktop.click("#error-close")


def test_the_manifest_and_its_icons_are_served(offline, site):
    _context, page = offline
    page.goto(site + "#fortress/3")
    page.wait_for_selector(READY, timeout=90_000)
    manifest = page.evaluate(
        """async () => {
            const link = document.querySelector('link[rel=manifest]');
            const response = await fetch(link.href);
            return {type: response.headers.get('content-type'), text: await response.text()};
        }"""
    )
    assert manifest["type"].startswith("application/manifest+json")
    data = json.loads(manifest["text"])
    assert data["name"] == "Cadogan's Patience" and data["theme_color"] == "#1f5f3a"
    for icon in data["icons"]:
        size = page.evaluate(
            """async src => {
                const response = await fetch(src);
                const image = await createImageBitmap(await response.blob());
                return response.ok ? `${image.width}x${image.height}` : response.status;
            }""",
            icon["src"],
        )
        assert size == icon["sizes"], icon["src"]


def test_after_one_visit_the_game_opens_and_plays_offline(offline, site):
    context, page = offline  # the visit of the test above
    page.wait_for_function(
        "() => navigator.serviceWorker.controller?.state === 'activated'", timeout=90_000
    )
    version = page.evaluate("fetch('version.json').then(r => r.json())")["version"]
    assert f'"{version}"' in page.evaluate("fetch('sw.js').then(r => r.text())")
    # The visit's solver worker has started (its downloads, cut by the network going off,
    # would count as failed requests).
    page.wait_for_selector("html[data-solver=ready]", timeout=60_000)
    context.set_offline(True)
    failed = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    try:
        page.reload()
        page.wait_for_selector(READY, timeout=90_000)
        # Python restored from the snapshot the worker keeps, with no network.
        assert page.evaluate("document.documentElement.dataset.start") == "snapshot"
        game = engine.new_game("fortress", 3)
        assert dom_piles(page) == game.piles
        play_first_move(page, game)
        assert dom_piles(page) == game.piles
        # The panels work offline too (and within the security policy).
        for opener, closer in (("#rules", "#rules-close"), ("#stats", "#stats-close")):
            page.click(opener)
            page.click(closer)
        page.click("#hint")
        # The solver's worker starts offline too, from the files the service worker
        # keeps, and answers the next hint.
        page.wait_for_selector("html[data-solver=ready]", timeout=60_000)
        page.wait_for_selector("html[data-hint=shown]")
        page.click("#undo")  # another position, asked afresh
        page.evaluate("document.documentElement.dataset.hint = 'asked'")
        page.click("#hint")
        page.wait_for_selector("html[data-hint=shown]")
        assert page.evaluate("document.documentElement.dataset.hintBy") == "worker"
        # All but the book's picture in the rules, which is kept once seen (never seen
        # here: its alt text stands in; tests/e2e/test_chooser.py keeps one).
        assert [url for url in failed if "/pictures/" not in url] == []
        assert page.problems == []
    finally:
        context.set_offline(False)


def test_a_new_deployment_is_offered_quietly_and_a_reload_takes_it(offline, site):
    context, page = offline  # the page of the test above, with its service worker
    page.wait_for_selector(READY, timeout=90_000)
    asked = []  # what the page and its worker ask the network for
    context.on("request", lambda request: asked.append(request.url))
    assert page.locator("#update").is_hidden()
    worker = build.DIST / "sw.js"
    source = worker.read_text()
    version = page.evaluate("fetch('version.json').then(r => r.json())")["version"]
    try:  # a deployment: another build's service worker
        worker.write_text(source.replace(f'"{version}"', f'"{version}-next"'))
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.wait_for_selector("#update", state="visible", timeout=90_000)
        with page.expect_navigation(timeout=90_000):
            page.click("#update-reload")
        page.wait_for_selector(READY, timeout=90_000)
        assert page.locator("#update").is_hidden()
        # The old build's cache gone (the pictures seen are kept apart, for every build).
        caches = [name for name in page.evaluate("caches.keys()") if " pictures " not in name]
        assert len(caches) == 1 and caches[0].endswith(f" {version}-next")
        # Made from the same sources, the snapshot came over from the old cache, not again
        # from the network, and the reload restored it.
        assert any(url.endswith("/sw.js") for url in asked)
        assert not [url for url in asked if "snapshot-" in url]
        assert page.evaluate("document.documentElement.dataset.start") == "snapshot"
    finally:
        worker.write_text(source)
