"""What players rely on besides the rules: auto-play on and off, the finish of a game won
in all but form, settings kept across visits, play from the keyboard alone, and labels a
screen reader speaks."""

import json
import re

import engine
from tests.e2e.table import card, dom_piles, go, perform

SAVE_KEY = "cadogan-patience/game/fortress"
SETTINGS_KEY = "cadogan-patience/settings"


def set_autoplay(page, on: bool) -> None:
    page.click("#settings")
    box = page.locator("#set-autoplay")
    if box.is_checked() != on:
        box.click()
    page.click("#settings-close")


def move_leaving_a_safe_play() -> tuple[int, engine.Move]:
    """A Fortress deal and an opening move after which a play to a foundation is safe."""
    for deal in range(1, 200):
        game = engine.new_game("fortress", deal)
        if game.safe_move():
            continue
        for move in game.legal_moves():
            after = engine.new_game("fortress", deal)
            after.play(move)
            if after.safe_move():
                return deal, move
    raise AssertionError("no such deal among the first 200")


def with_autoplay(game: engine.Game) -> engine.Game:
    while (move := game.safe_move()) is not None:
        game.play(move)
    return game


def test_auto_play_sends_safe_cards_up_only_when_it_is_on(desktop):
    deal, move = move_leaving_a_safe_play()
    try:
        for on in (False, True):
            set_autoplay(desktop, on)
            go(desktop, "fortress", deal)
            perform(desktop, dom_piles(desktop), move, drag_it=False, touch=False)
            game = engine.new_game("fortress", deal)
            game.play(move)
            expected = with_autoplay(game) if on else game
            assert dom_piles(desktop) == expected.piles, f"auto-play {'on' if on else 'off'}"
            if on:
                announced = desktop.locator("#announce").inner_text()
                assert "Auto-play" in announced
    finally:
        set_autoplay(desktop, False)


def test_finish_plays_everything_up_once_the_game_is_won_in_all_but_form(desktop):
    line = engine.solve(engine.new_game("fortress", 38), max_states=20_000).moves
    game = engine.new_game("fortress", 38)
    for move in line:
        if game.finishing_line():
            break
        game.play(move)
    assert game.finishing_line(), "the winning line comes to a finish"
    go(desktop, "clock", 1)  # leave the deal, so coming back reads the save
    desktop.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEY, game.to_json()])
    desktop.evaluate("location.hash = '#fortress/38'")
    finish = desktop.locator("#actions button.finish")
    finish.wait_for()
    finish.click()
    desktop.wait_for_selector("html[data-status=won]")
    assert desktop.locator("#win").is_visible()


def test_settings_apply_at_once_and_are_kept(desktop):
    go(desktop, "fortress", 2)
    small = desktop.locator("[data-pile=foundation-1]").bounding_box()["width"]
    try:
        desktop.click("#settings")
        desktop.select_option("#set-theme", "dark")
        desktop.select_option("#set-card-size", "compact")
        desktop.select_option("#set-motion", "reduced")
        desktop.click("#settings-close")
        root = desktop.locator("html")
        assert root.get_attribute("data-theme") == "dark"
        assert root.get_attribute("data-motion") == "reduced"
        compact = desktop.locator("[data-pile=foundation-1]").bounding_box()["width"]
        assert compact < small
        kept = json.loads(desktop.evaluate("k => localStorage.getItem(k)", SETTINGS_KEY))
        assert kept["theme"] == "dark" and kept["card_size"] == "compact"
        felt = desktop.evaluate("getComputedStyle(document.body).backgroundColor")
        assert felt != "rgb(31, 95, 58)", "the dark felt replaces the green one"
    finally:
        desktop.click("#settings")
        desktop.select_option("#set-theme", "system")
        desktop.select_option("#set-card-size", "standard")
        desktop.select_option("#set-motion", "system")
        desktop.click("#settings-close")
    assert desktop.locator("html").get_attribute("data-theme") is None


def focused(page) -> tuple[str | None, str | None]:
    return tuple(
        page.evaluate(
            """() => { const e = document.activeElement;
                const p = e && e.closest('[data-pile]');
                const code = e && e.dataset ? e.dataset.card || null : null;
                return [p ? p.dataset.pile : null, code]; }"""
        )
    )


def walk_to(page, pile_id: str) -> None:
    """Arrow keys, chosen by where the wanted pile lies, until it has the focus."""
    goal = page.locator(f'[data-pile="{pile_id}"]').bounding_box()
    for _ in range(40):
        here, _card = focused(page)
        if here == pile_id:
            return
        box = page.locator(f'[data-pile="{here}"]').bounding_box()
        dx = goal["x"] - box["x"]
        dy = goal["y"] - box["y"]
        if abs(dx) > abs(dy):
            page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
        else:
            page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
    raise AssertionError(f"the arrows never reached {pile_id}")


def test_a_move_made_with_the_keyboard_alone(desktop):
    go(desktop, "fortress", 38)
    game = engine.new_game("fortress", 38)
    move = next(m for m in game.legal_moves() if m.target.startswith("tableau"))
    desktop.locator("#new").focus()
    for _ in range(12):  # from the last toolbar button, Tab reaches the table
        desktop.keyboard.press("Tab")
        if focused(desktop)[0]:
            break
    assert focused(desktop)[0], "the table is reached by Tab"
    walk_to(desktop, move.source)
    desktop.keyboard.press("Enter")
    walk_to(desktop, move.target)
    desktop.keyboard.press("Enter")
    game.play(move)
    assert dom_piles(desktop) == game.piles
    assert desktop.locator("#announce").inner_text().endswith(".")
    desktop.keyboard.press("u")
    assert dom_piles(desktop) == engine.new_game("fortress", 38).piles
    desktop.keyboard.press("y")
    assert dom_piles(desktop) == game.piles


def test_piles_and_cards_carry_spoken_labels(desktop):
    go(desktop, "fortress", 38)
    tree = desktop.locator("#table").aria_snapshot()
    # Piles are read out as the player sees them, not by their ids ("Foundation 1").
    assert re.search(r'group "The [a-z ]*foundation[a-z ]*, empty"', tree), tree
    assert "Foundation 1" not in tree and "Tableau pile" not in tree
    assert "available" in tree
    top = card(desktop, "tableau-1")
    assert top.get_attribute("role") == "button"
    label = top.get_attribute("aria-label")
    code = engine.new_game("fortress", 38).piles["tableau-1"][-1]
    assert label.startswith(engine.cards.name(code))


# Every animation the page starts, as [card, first keyframe's transform, duration].
RECORD_SLIDES = """() => {
    window.slides = [];
    if (window.slidesRecorded) return;
    window.slidesRecorded = true;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, timing) {
        slides.push([this.dataset.card, frames[0].transform, timing.duration]);
        return animate.call(this, frames, timing);
    };
}"""
STILL = "() => document.getAnimations().length === 0"


def test_a_moved_card_glides_from_where_it_was_unless_motion_is_reduced(desktop):
    move = engine.Move("move", "tableau-5", "tableau-8")  # deal 1's opening marriage
    glides, offsets = {}, {}
    for motion in ("full", "reduced"):
        desktop.click("#settings")
        desktop.select_option("#set-motion", motion)
        desktop.click("#settings-close")
        go(desktop, "fortress", 1)
        desktop.evaluate(RECORD_SLIDES)
        before = card(desktop, "tableau-5").bounding_box()
        perform(desktop, dom_piles(desktop), move, drag_it=False, touch=False)
        glides[motion] = desktop.evaluate("() => slides")
        desktop.wait_for_function(STILL)
        after = card(desktop, "tableau-8").bounding_box()
        offsets[motion] = (before["x"] - after["x"], before["y"] - after["y"])
    desktop.click("#settings")
    desktop.select_option("#set-motion", "system")
    desktop.click("#settings-close")
    assert not glides["reduced"]
    # One card slides, by a transform alone, from where it lay to its new place.
    [(code, transform, duration)] = glides["full"]
    assert code == engine.new_game("fortress", 1).piles["tableau-5"][-1]
    dx, dy = (float(n) for n in transform.removeprefix("translate(").rstrip("px)").split("px,"))
    assert abs(dx - offsets["full"][0]) <= 1 and abs(dy - offsets["full"][1]) <= 1
    assert duration == 180


def test_deal_on_deals_until_a_card_can_be_played(desktop):
    from ui.input.controller import Controller

    go(desktop, "fairie-queen", 5)
    desktop.locator("#actions button", has_text="Deal on").click()
    expected = Controller(engine.new_game("fairie-queen", 5))
    expected.deal_on()
    assert dom_piles(desktop) == {
        pile: cards for pile, cards in expected.game.piles.items() if not pile.startswith("stock")
    } | {"stock-1": ()}
    count = desktop.locator('[data-pile="stock-1"] .count').inner_text()
    assert int(count) == len(expected.game.piles["stock-1"])
