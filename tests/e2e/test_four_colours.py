"""The four-colour deck: a setting that turns clubs green and diamonds blue at once,
leaves hearts and spades as they were, and is kept with the other settings."""

import json

from tests.e2e.table import go

SETTINGS_KEY = "cadogan-patience/settings"
# The colour of the first face-up card of each suit on the table.
SUIT_COLOURS = """() => Object.fromEntries(['C', 'D', 'H', 'S'].map(suit => {
    const card = document.querySelector(`#table [data-card$="${suit}"]`);
    return [suit, getComputedStyle(card).color];
}))"""


def set_four_colours(page, on: bool) -> None:
    page.click("#settings")
    box = page.locator("#set-four-colour")
    if box.is_checked() != on:
        box.click()
    page.click("#settings-close")


def test_the_four_colour_deck_colours_clubs_and_diamonds_apart(desktop):
    go(desktop, "fortress", 2)
    two = desktop.evaluate(SUIT_COLOURS)
    assert two["C"] == two["S"] and two["D"] == two["H"]
    try:
        set_four_colours(desktop, True)
        four = desktop.evaluate(SUIT_COLOURS)
        assert len(set(four.values())) == 4, four
        assert four["H"] == two["H"] and four["S"] == two["S"]
        kept = json.loads(desktop.evaluate("k => localStorage.getItem(k)", SETTINGS_KEY))
        assert kept["four_colour"] is True
        # A new deal is drawn in four colours too.
        go(desktop, "nation", 3)
        assert len(set(desktop.evaluate(SUIT_COLOURS).values())) == 4
    finally:
        set_four_colours(desktop, False)
    assert desktop.evaluate(SUIT_COLOURS)["C"] == desktop.evaluate(SUIT_COLOURS)["S"]
