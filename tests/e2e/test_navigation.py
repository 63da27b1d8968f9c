"""Moving between games and deals: the chooser, and the browser's Back and Forward."""

import engine
from tests.e2e.table import dom_piles, go


def test_the_chooser_lists_every_game_and_opens_the_one_picked(desktop):
    go(desktop, "fortress", 3)
    desktop.click("#games")
    entries = desktop.locator("#game-list button")
    assert entries.count() == len(engine.GAMES)
    for gid, rules in engine.GAMES.items():
        entry = desktop.locator(f'#game-list button[data-game="{gid}"]')
        assert rules.name in entry.inner_text() and rules.summary in entry.inner_text()
    desktop.click('#game-list button[data-game="nation"]')
    assert desktop.locator("#chooser").is_hidden()
    assert desktop.evaluate("location.hash").startswith("#nation/")
    deal = int(desktop.evaluate("location.hash").split("/")[1])
    assert dom_piles(desktop) == engine.new_game("nation", deal).piles


def test_back_and_forward_walk_the_deals_opened(desktop):
    go(desktop, "fortress", 11)
    go(desktop, "clock", 12)
    desktop.go_back()
    desktop.wait_for_function("() => document.title.startsWith('Fortress, deal 11')")
    assert dom_piles(desktop) == engine.new_game("fortress", 11).piles
    desktop.go_forward()
    desktop.wait_for_function("() => document.title.startsWith('The Clock, deal 12')")
    face_up = {k: v for k, v in dom_piles(desktop).items() if not k.startswith("stock")}
    expected = engine.new_game("clock", 12).piles
    assert face_up == {k: v for k, v in expected.items() if not k.startswith("stock")}


def test_a_variant_link_says_its_reading_and_the_rules_panel_switches_it(desktop):
    strict = engine.GAMES["blockade"].variants["blockade-strict"]
    desktop.evaluate("() => { window.location.hash = '#blockade/5/blockade-strict' }")
    desktop.wait_for_function(
        "() => document.title.startsWith('The Blockade, deal 5 \u00b7 strict')"
    )
    assert desktop.inner_text("#deal") == "Deal 5 \u00b7 strict"
    expected = engine.new_game("blockade", 5, "blockade-strict").piles
    face_up = {k: v for k, v in dom_piles(desktop).items() if not k.startswith("stock")}
    assert face_up == {k: v for k, v in expected.items() if not k.startswith("stock")}
    desktop.click("#rules")
    assert desktop.input_value("#rules-reading") == "blockade-strict"
    assert strict in desktop.inner_text("#rules-variant")
    # Back to the book's reading: a new deal of it, its link without a variant.
    desktop.select_option("#rules-reading", "")
    desktop.wait_for_function("() => /^#blockade\\/\\d+$/.test(location.hash)")
    assert desktop.locator("#rules-panel").is_hidden()
    assert "\u00b7" not in desktop.inner_text("#deal")
    desktop.click("#rules")
    assert desktop.locator("#rules-variant").is_hidden()
    assert desktop.input_value("#rules-reading") == ""
    desktop.keyboard.press("Escape")
