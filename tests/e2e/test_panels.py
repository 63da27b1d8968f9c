"""The panels on a phone: a dialog opened after a win lies above the win panel and closes
by its own Close, at 390x844 and at 360x640, leaving the win panel in place; the
statistics fit the screen without sideways scrolling; the keyboard's help is shown on a
desktop and not on a touch screen."""

import pytest

import engine
from tests.e2e.table import go
from ui.panels.statsview import COLUMNS, SCORE_COLUMNS

WON_DEAL = 38  # Fortress: the solver wins it
SAVE_KEY = "cadogan-patience/game/fortress"
PHONES = [(390, 844), (360, 640)]
DIALOGS = {  # the bar's button: its dialog and the dialog's Close
    "stats": ("stats-panel", "stats-close"),
    "rules": ("rules-panel", "rules-close"),
    "settings": ("settings-panel", "settings-close"),
    "games": ("chooser", "chooser-close"),
}
# What lies at the centre of an element: the element itself (or a child), or what covers it.
HIT = """id => {
    const node = document.getElementById(id);
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return node.contains(top) ? id : (top && (top.closest('[id]') || top).id);
}"""

# Whether what is drawn at the centre of one element belongs to another, lying above it.
# The middle of the part of ``under`` inside the window (the statistics table of every
# game runs past a phone's height: its own middle may lie below the window).
COVERS = """([over, under]) => {
    const box = document.getElementById(under).getBoundingClientRect();
    const top = Math.max(box.top, 0), bottom = Math.min(box.bottom, innerHeight);
    const left = Math.max(box.left, 0), right = Math.min(box.right, innerWidth);
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return document.getElementById(over).contains(hit);
}"""


@pytest.fixture
def phone_sized(phone):
    """The shared phone page, at each size a test asks for, then back at 390x844."""
    yield lambda width, height: phone.set_viewport_size({"width": width, "height": height})
    phone.set_viewport_size({"width": 390, "height": 844})


def open_won_game(page) -> None:
    """Fortress deal 38, won: its save, with the solver's winning line played, resumed."""
    game = engine.new_game("fortress", WON_DEAL)
    for move in engine.solve(game, max_states=50_000).moves:
        game.play(move)
    assert game.status == "won"
    go(page, "clock", 1)  # leave the deal, so coming back reads the save
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEY, game.to_json()])
    page.evaluate(f"location.hash = '#fortress/{WON_DEAL}'")
    page.wait_for_selector("html[data-status=won]")


@pytest.mark.parametrize(("width", "height"), PHONES)
def test_a_dialog_opened_after_a_win_lies_above_it_and_closes(phone, phone_sized, width, height):
    phone_sized(width, height)
    open_won_game(phone)
    win = phone.locator("#win")
    assert win.is_visible()
    for button, (dialog, close) in DIALOGS.items():
        phone.tap(f"#{button}")
        assert phone.locator(f"#{dialog}").is_visible(), button
        assert phone.evaluate(COVERS, [dialog, "win-new"]), f"{button}: under the win panel"
        phone.locator(f"#{close}").scroll_into_view_if_needed()
        assert phone.evaluate(HIT, close) == close, f"{button}: its Close is covered"
        phone.tap(f"#{close}")  # Playwright taps only what is not covered
        assert phone.locator(f"#{dialog}").is_hidden(), button
        assert win.is_visible() and phone.evaluate(HIT, "win-new") == "win-new", button
    # The last opened is on top: the rules opened over the statistics, then the statistics
    # again over the rules (from the keyboard's shortcut to nothing: the bar's buttons lie
    # under the dialogs on a phone, so through the page's own click handler).
    phone.tap("#stats")
    phone.evaluate("document.getElementById('rules').click()")
    assert phone.evaluate(COVERS, ["rules-panel", "stats-table"])
    phone.evaluate("document.getElementById('stats').click()")
    assert phone.evaluate(COVERS, ["stats-panel", "rules-title"])
    phone.tap("#stats-close")
    phone.tap("#rules-close")
    assert win.is_visible() and phone.evaluate(HIT, "win-new") == "win-new"
    go(phone, "fortress", 1)
    assert win.is_hidden()


@pytest.mark.parametrize(("width", "height"), PHONES)
def test_the_statistics_fit_a_phone_without_sideways_scrolling(phone, phone_sized, width, height):
    phone_sized(width, height)
    phone.tap("#stats")
    try:
        sizes = phone.evaluate(
            """() => ['stats-table', 'stats-panel'].map(id => {
                const node = document.getElementById(id);
                return [node.scrollWidth, node.clientWidth];
            })"""
        )
        for scroll_width, client_width in sizes:
            assert scroll_width <= client_width
        # Every game's figures are there, each under its heading, inside the panel.
        panel = phone.locator("#stats-panel").bounding_box()
        # Every figure, Show me's games too; and once a game with a score has been played
        # in this page (Klondike, by the tests before), its two columns.
        columns = phone.locator("#stats-table thead th").count() - 1
        assert columns in (len(COLUMNS), len(COLUMNS) + len(SCORE_COLUMNS))
        for game_id, rules in engine.GAMES.items():
            row = phone.locator(f'#stats-table tr[data-game="{game_id}"]')
            assert row.locator("th").inner_text() == rules.name
            cells = row.locator("td")
            assert cells.count() == columns
            for i in range(cells.count()):
                box = cells.nth(i).bounding_box()
                assert cells.nth(i).inner_text().strip(), game_id
                assert (
                    panel["x"] <= box["x"]
                    and box["x"] + box["width"] <= panel["x"] + panel["width"]
                )
    finally:
        phone.tap("#stats-close")


def test_the_statistics_are_a_table_on_a_desktop(desktop):
    desktop.click("#stats")
    try:
        headings = desktop.locator("#stats-table thead th")
        assert headings.nth(7).is_visible() and headings.nth(7).inner_text() == "Fewest moves"
        table = desktop.evaluate(
            "() => { const t = document.getElementById('stats-table');"
            " return [t.scrollWidth, t.clientWidth] }"
        )
        assert table[0] <= table[1]
    finally:
        desktop.click("#stats-close")


@pytest.mark.parametrize(("viewport", "shown"), [("desktop", True), ("phone", False)])
def test_the_keyboard_help_is_shown_only_where_there_is_a_keyboard(viewport, shown, request):
    page = request.getfixturevalue(viewport)
    page.click("#settings")
    try:
        assert page.locator("#settings-panel .keys").is_visible() == shown
    finally:
        page.click("#settings-close")
