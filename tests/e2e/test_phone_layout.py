"""The table uses a phone's screen: cards at least 48 px wide on a phone held upright
(390x844), every pile on screen and every fanned index legible on a phone on its side
(640x360), the card-size setting felt on a phone, and a table that stays put while the
bar's facts grow and the buttons of moves come and go.

One page serves every test here: the shared touch phone, resized (the media queries for a
coarse pointer hold, as on a phone turned on its side)."""

import pytest

import engine
from tests.e2e.table import dom_piles, go, perform
from tests.e2e.test_legible_fans import deal_on

DEAL = 5
UPRIGHT = {"width": 390, "height": 844}
ON_ITS_SIDE = {"width": 640, "height": 360}
SMALL = {"width": 360, "height": 640}
# Cards narrower than this are hard to tell apart and to hit with a finger on a phone
# held upright (issue #23 asks for 48 px in every game).
NARROWEST_UPRIGHT = 48
# Where the game declares its table too crowded for that (``Arrangements.crowded``, its
# reason beside it; tests/unit/test_layout.py): 44 px as planned, 43 as drawn.
NARROWEST_UPRIGHT_CROWDED = 43
# The smallest corner index (font size, CSS px) of a covered card in a fan.  On a phone
# (2 or 3 device pixels to the CSS pixel) 9 px draws a rank in 18 to 27 device pixels,
# enough for Q, O, 8 and 6 to stay apart; the 5.5 px of the Clock and the Fairie Queen
# on a phone on its side before this layout (11 to 16 device pixels) ran them together.
SMALLEST_INDEX = 9
# But for a fan too long for any row of a phone on its side, where the game says so
# (``Arrangements.long_fan``, its reason beside it: the Herring-Bone's stack of 28 cards).
SMALLEST_INDEX_IN_A_LONG_FAN = 7

# Every pile and card box, and the room below the bar.
BOXES = """() => {
    const felt = document.getElementById('felt').getBoundingClientRect();
    const boxes = [...document.querySelectorAll('#table [data-pile], #table .card')].map(n => {
        const r = n.getBoundingClientRect();
        return {what: n.dataset.pile || n.dataset.card || 'back', left: r.left,
                right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY};
    });
    return {below: felt.top + scrollY, width: innerWidth, height: innerHeight,
            scrollHeight: document.documentElement.scrollHeight, boxes};
}"""
# The font size of the rank of every covered card in a fan.
INDEXES = """() => [...document.querySelectorAll('#table [data-pile]:not(.fan-none)')]
    .flatMap(pile => [...pile.querySelectorAll(':scope > [data-card]')].slice(0, -1))
    .map(card => parseFloat(getComputedStyle(card.querySelector('b span')).fontSize))"""
TABLE_BOX = """() => {
    const r = document.getElementById('table').getBoundingClientRect();
    const first = document.querySelector('#table [data-pile]').getBoundingClientRect();
    // Not the height: a fan with nothing below it may run on down the page.
    return [r.left, r.top, r.width, first.left, first.top,
            document.getElementById('bar').offsetHeight];
}"""


@pytest.fixture
def resized(phone):
    """The shared phone, resized by the test; upright again afterwards."""
    yield phone
    phone.set_viewport_size(UPRIGHT)


def card_width(page) -> float:
    """The card width once the table is drawn for the window as it now is (a resize is
    drawn when the browser gets round to its event): the same over a few frames."""
    read = "() => document.querySelector('#table .pile')?.getBoundingClientRect().width"
    seen = []
    for _ in range(50):
        seen.append(page.evaluate(read))
        if len(seen) >= 4 and seen[-1] and len(set(seen[-4:])) == 1:
            return seen[-1]
        page.wait_for_timeout(50)
    raise AssertionError(f"the table never settled: {seen[-8:]}")


def off_the_screen(seen: dict) -> list[str]:
    """What of ``BOXES``' answer lies past the screen's sides, above the room below the
    bar or below the window."""
    return [
        box["what"]
        for box in seen["boxes"]
        if box["left"] < -0.5 or box["right"] > seen["width"] + 0.5
        or box["top"] < seen["below"] - 0.5 or box["bottom"] > seen["height"] + 0.5
    ]  # fmt: skip


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_every_game_has_cards_48_px_wide_on_a_phone_held_upright(phone, game_id):
    go(phone, game_id, DEAL)
    width = card_width(phone)
    crowded = engine.GAMES[game_id].arrangements.crowded
    narrowest = NARROWEST_UPRIGHT_CROWDED if crowded else NARROWEST_UPRIGHT
    assert width >= narrowest, f"{game_id}: cards {width:.1f} px wide"
    outside = off_the_screen(phone.evaluate(BOXES))
    assert not outside, f"{game_id}: off the screen as dealt: {outside}"


def test_a_phone_on_its_side_shows_every_pile_with_legible_indexes(resized):
    resized.set_viewport_size(ON_ITS_SIDE)
    for game_id in engine.GAMES:
        go(resized, game_id, DEAL)
        seen = resized.evaluate(BOXES)
        # The bar is one row: most of the height is the table's.
        assert seen["below"] <= 56, f"{game_id}: the bar takes {seen['below']:.0f} px"
        outside = off_the_screen(seen)
        assert not outside, f"{game_id}: off the screen as dealt: {outside}"
        indexes = resized.evaluate(INDEXES)
        long_fan = engine.GAMES[game_id].arrangements.long_fan
        smallest = SMALLEST_INDEX_IN_A_LONG_FAN if long_fan else SMALLEST_INDEX
        assert min(indexes, default=smallest) >= smallest, (game_id, min(indexes))
        # ... and a game that says its fan is long has one.
        assert not long_fan or min(indexes) < SMALLEST_INDEX, (game_id, min(indexes))
        if game_id in ("clock", "fairie-queen") and deal_on(resized, game_id):
            # Long fans: the indexes stay legible, a fan longer than the screen runs on
            # down the page, which scrolls to it; nothing leaves the sides.
            indexes = resized.evaluate(INDEXES)
            assert min(indexes) >= SMALLEST_INDEX, (game_id, "dealt on", min(indexes))
            seen = resized.evaluate(BOXES)
            lowest = max(box["bottom"] for box in seen["boxes"])
            assert lowest <= seen["scrollHeight"] + 0.5, game_id
            assert all(b["left"] >= -0.5 and b["right"] <= 640.5 for b in seen["boxes"])


def finishing_save() -> tuple[str, engine.Move]:
    """A Fortress game one move before it is won in all but form (the Finish button then
    appears), and that move."""
    line = engine.solve(engine.new_game("fortress", 38), max_states=20_000).moves
    game = engine.new_game("fortress", 38)
    for move in line:
        after = engine.load_game(game.to_json())
        after.play(move)
        if after.finishing_line():
            return game.to_json(), move
        game.play(move)
    raise AssertionError("the winning line never comes to a finish")


@pytest.mark.parametrize("size", [UPRIGHT, SMALL], ids=["390x844", "360x640"])
def test_the_table_stays_put_while_the_facts_grow_and_the_finish_appears(resized, size):
    resized.set_viewport_size(size)
    save, move = finishing_save()
    go(resized, "clock", 1)  # leave the deal, so coming back reads the save
    resized.evaluate(
        "([k, v]) => localStorage.setItem(k, v)", ["cadogan-patience/game/fortress", save]
    )
    resized.evaluate("location.hash = '#fortress/38'")
    resized.wait_for_function("() => document.title.startsWith('Fortress, deal 38')")
    resized.wait_for_selector("#actions button.finish", state="detached")
    before = resized.evaluate(TABLE_BOX)
    # The facts at their longest: three-figure moves, an hour's time, a long counter.
    resized.evaluate(
        """() => {
            document.getElementById('moves').textContent = '1000 moves';
            document.getElementById('timer').textContent = '10:59:59';
            document.getElementById('counters').textContent =
                'Re-deals left: 2 (once no card can go up)';
            document.getElementById('winnable').hidden = false;
        }"""
    )
    assert resized.evaluate(TABLE_BOX) == before, "the facts moved the table"
    perform(resized, dom_piles(resized), move, drag_it=False, touch=True)
    finish = resized.locator("#actions button.finish")
    finish.wait_for()
    assert resized.evaluate(TABLE_BOX) == before, "the Finish button moved the table"
    # The button lies in the strip kept for it, over no card.
    button = finish.bounding_box()
    for box in resized.evaluate(BOXES)["boxes"]:
        apart = (
            button["x"] >= box["right"] or button["x"] + button["width"] <= box["left"]
            or button["y"] >= box["bottom"] or button["y"] + button["height"] <= box["top"]
        )  # fmt: skip
        assert apart, f"Finish lies over {box['what']}"
    finish.click()
    resized.wait_for_selector("html[data-status=won]")


def choose_card_size(page, size: str) -> None:
    page.click("#settings")
    page.select_option("#set-card-size", size)
    page.click("#settings-close")


def test_the_card_size_setting_tells_on_a_phone(resized):
    go(resized, "fortress", DEAL)
    standard = card_width(resized)
    try:
        choose_card_size(resized, "compact")
        assert card_width(resized) < 0.9 * standard, "Compact draws smaller cards"
        resized.set_viewport_size(ON_ITS_SIDE)
        compact = card_width(resized)
        choose_card_size(resized, "standard")
        on_its_side = card_width(resized)
        assert compact < on_its_side
        choose_card_size(resized, "large")
        # Large: larger cards, the table running below the screen (the page scrolls).
        assert card_width(resized) > 1.2 * on_its_side
        seen = resized.evaluate(BOXES)
        assert seen["scrollHeight"] > seen["height"]
        lowest = max(box["bottom"] for box in seen["boxes"])
        assert lowest > seen["height"], "the table runs below the screen"
    finally:
        choose_card_size(resized, "standard")


PILE_BOXES = """() => Object.fromEntries([...document.querySelectorAll('#table [data-pile]')]
    .map(pile => {
        const r = pile.getBoundingClientRect();
        return [pile.dataset.pile, [r.left, r.top, r.width].map(v => Math.round(v))];
    }))"""


def test_the_deal_drawn_before_python_starts_is_laid_out_as_the_page_lays_it(browser, site, phone):
    # Python never comes (its code is refused): what shows is the deal build.py drew,
    # laid out by early.js.  On a phone held upright that is the arrangement the page
    # then draws, so nothing moves when Python is ready.
    context = browser.new_context(viewport=UPRIGHT, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.route("**/python.*", lambda route: route.abort())
        page.goto(site)
        page.wait_for_selector("#table [data-pile]")
        drawn = page.evaluate(PILE_BOXES)
    finally:
        context.close()
    go(phone, "fortress", 38)
    laid = phone.evaluate(PILE_BOXES)
    assert laid.keys() == drawn.keys()
    for pile, box in laid.items():  # within a pixel (the drawing is zoomed, then rounded)
        assert all(abs(a - b) <= 1 for a, b in zip(box, drawn[pile], strict=True)), pile
