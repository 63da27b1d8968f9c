"""axe-core (node_modules/axe-core, a pinned devDependency; nothing from a CDN) finds no
violation of any impact on any game's table, on a desktop and on a touch phone, nor on
any panel, nor with the four-colour deck and the dark theme."""

from pathlib import Path

import pytest

import engine
from tests.e2e.table import go

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
DEAL = 5
PANELS = {
    "games": "chooser",
    "rules": "rules-panel",
    "stats": "stats-panel",
    "settings": "settings-panel",
    "new": "new-panel",
}
# Shown by the page as play goes (the win, the coach's sheet with every button it can
# offer, Show me's controls): each is shown here as the page shows it.
SHOWN = {
    "win": ["win"],
    "coach": ["coach", "coach-back", "show-me", "coach-lost"],
    "show-controls": ["show-controls"],
    "choice-panel": ["choice-panel"],
}
SET_HIDDEN = "([ids, hidden]) => ids.forEach(id => { document.getElementById(id).hidden = hidden })"
VIOLATIONS = """async () => (await axe.run(document)).violations.map(v =>
    `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')}`)"""


def clean(names) -> dict[str, list[str]]:
    return {name: [] for name in names}


def violations(page) -> list[str]:
    # Evaluated by the browser's tools, not as a page script, so the page's
    # Content-Security-Policy (no inline script) lets it in.
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        if not AXE.exists():
            pytest.fail("axe-core is missing: run `npm ci` (it is a devDependency).")
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(VIOLATIONS)


def every_table(page) -> dict[str, list[str]]:
    found = {}
    for game_id in engine.GAMES:
        go(page, game_id, DEAL)
        found[game_id] = violations(page)
    return found


def every_panel(page) -> dict[str, list[str]]:
    go(page, "four-corners", DEAL)
    found = {}
    for button, panel in PANELS.items():
        page.click(f"#{button}")
        assert page.locator(f"#{panel}").is_visible()
        found[panel] = violations(page)
        page.keyboard.press("Escape")
    for name, ids in SHOWN.items():
        page.evaluate(
            "ids => ids.forEach(id => { document.getElementById(id).hidden = false })", ids
        )
        if name == "coach":
            page.evaluate("""() => {
                document.getElementById('coach-title').textContent = 'No move is left.';
                document.getElementById('coach-text').textContent = 'A win was possible.';
            }""")
        if name == "choice-panel":  # asked where one gesture names two moves
            page.evaluate(
                """words => { document.getElementById('choice-moves').innerHTML = words.map(
                    (text, n) => `<button type="button" data-choice="${n}">${text}</button>`
                ).join('') }""",
                ["Lay the 5\u2665 on the 6\u2660", "Couple the 5\u2665 and the 6\u2660"],
            )
        found[name] = violations(page)
        page.evaluate(
            "ids => ids.forEach(id => { document.getElementById(id).hidden = true })", ids
        )
    return found


def test_no_violation_on_any_table_or_panel_on_a_desktop(desktop):
    assert every_table(desktop) == clean(engine.GAMES)
    assert every_panel(desktop) == clean([*PANELS.values(), *SHOWN])


def test_no_violation_on_any_table_or_panel_on_a_phone(phone):
    assert every_table(phone) == clean(engine.GAMES)
    assert every_panel(phone) == clean([*PANELS.values(), *SHOWN])


def test_no_violation_with_four_colours_in_the_dark_theme(desktop):
    def choose(four: bool, theme: str) -> None:
        desktop.click("#settings")
        box = desktop.locator("#set-four-colour")
        if box.is_checked() != four:
            box.click()
        desktop.select_option("#set-theme", theme)
        desktop.click("#settings-close")

    try:
        for theme in ("light", "dark"):
            choose(True, theme)
            for game_id in ("fortress", "four-corners", "nation"):
                go(desktop, game_id, DEAL)
                assert violations(desktop) == [], (theme, game_id)
    finally:
        choose(False, "system")
