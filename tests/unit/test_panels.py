"""The panels' stacking: the one opened last lies on top (last in the document, in a layer
the style sheet gives them all), whichever opened before it."""

from tests.unit.fakedom import FakeBrowser
from ui.panels.stack import show_panel


def on_top(browser) -> str:
    return next(e.id for e in reversed(browser.body.childNodes) if not e.hidden)


def test_the_last_opened_panel_is_on_top_and_closing_it_uncovers_the_one_below():
    browser = FakeBrowser()
    win, stats, rules = (browser.element(i) for i in ("win", "stats-panel", "rules-panel"))
    for panel in (win, stats, rules):
        panel.hidden = True
    show_panel(win, True)  # a won game
    assert on_top(browser) == "win"
    show_panel(stats, True)
    assert on_top(browser) == "stats-panel"
    show_panel(rules, True)
    show_panel(stats, True)  # opened again while under the rules
    assert on_top(browser) == "stats-panel"
    show_panel(stats, False)
    show_panel(rules, False)
    assert on_top(browser) == "win" and not win.hidden  # still there afterwards


def test_a_panel_already_on_top_is_not_moved():
    browser = FakeBrowser()
    browser.element("rules-panel").hidden = True
    stats = browser.element("stats-panel")  # after the rules in the document
    order = list(browser.body.childNodes)
    show_panel(browser.element("rules-panel"), True)
    moved = list(browser.body.childNodes)
    assert moved != order and moved[-1].id == "rules-panel"
    browser.body.appendChild = None  # any move now would fail
    show_panel(browser.element("rules-panel"), True)
    assert not stats.hidden and not browser.element("rules-panel").hidden
