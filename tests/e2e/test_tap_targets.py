"""Taps on a phone (390x844, touch): every control at least 24x24 CSS px, and the main
ones, the bar's buttons, the buttons of moves and every button and choice of the panels,
44 px high (the bar's buttons 44 px wide too); the Rules open at their top."""

from tests.e2e.table import go

# Each visible control inside ``root``: [name, width, height].  A checkbox is tapped
# through its label as well, so the label is its target; the file input hidden in its
# label is left to the label.
CONTROLS = """root => [...document.querySelector(root).querySelectorAll(
        'button, select, input[type=checkbox], label.file')]
    .filter(e => e.getClientRects().length)
    .map(e => {
        const target = e.matches('input[type=checkbox]') ? e.closest('label') : e;
        const box = target.getBoundingClientRect();
        return [e.id || e.textContent.trim(), Math.round(box.width), Math.round(box.height)];
    })"""
PANELS = {
    "games": "#chooser",
    "rules": "#rules-panel",
    "stats": "#stats-panel",
    "settings": "#settings-panel",
}


def below(controls: list, least: int, side: int) -> list:
    """The controls whose width (side 1) or height (side 2) is below ``least`` px."""
    return [control for control in controls if control[side] < least]


def test_every_control_is_large_enough_to_tap_on_a_phone(phone):
    go(phone, "clock", 5)  # its "Deal on" is a button of moves
    table = phone.evaluate(CONTROLS, "body")  # the panels are closed
    controls = phone.evaluate(CONTROLS, "#bar") + phone.evaluate(CONTROLS, "#actions")
    assert any(name == "Deal on" for name, _, _ in controls)
    assert len(controls) == 10 and below(controls, 44, 2) == []
    assert below(phone.evaluate(CONTROLS, "#bar nav"), 44, 1) == []
    assert below(table, 24, 1) == [] and below(table, 24, 2) == []
    for button, panel in PANELS.items():
        phone.click(f"#{button}")
        assert phone.locator(panel).is_visible()
        inside = phone.evaluate(CONTROLS, panel)
        phone.keyboard.press("Escape")
        assert inside, panel
        assert (below(inside, 44, 2), below(inside, 24, 1)) == ([], []), panel


def test_the_rules_open_at_their_top(phone):
    go(phone, "fifteen", 5)
    phone.click("#rules")
    panel = phone.locator("#rules-panel")
    assert panel.evaluate("p => p.scrollHeight > p.clientHeight"), "the rules all fit"
    assert panel.evaluate("p => p.scrollTop") == 0
    assert phone.evaluate("() => document.activeElement.id") == "rules-close"
    phone.keyboard.press("Escape")
