"""Helpers that read and drive the table the way a player sees it."""

from __future__ import annotations

import engine
from ui.state.storage import PREFIX

SETTLE = "() => true"


def go(page, game_id: str, deal: int) -> None:
    """Open a deal through its link, without reloading the page, at its first move (a
    saved game of that deal resumes, so the deal is restarted)."""
    clear_message(page)
    page.evaluate("hash => { window.location.hash = hash }", f"#{game_id}/{deal}")
    page.wait_for_function(
        "want => document.title.startsWith(want)",
        arg=f"{engine.GAMES[game_id].name}, deal {deal}",
    )
    page.click("#restart")


def open_saved(page, game: engine.Game) -> None:
    """Open ``game`` (a deal part-played in CPython) as the page's saved game of it."""
    # Leave the game first: the page saves the game it shows when it leaves it, and that
    # save, made after ours, would take its place (the deal then opened afresh).
    other = "fortress" if game.game_id != "fortress" else "clock"
    go(page, other, 1)
    page.evaluate(
        "([key, text]) => localStorage.setItem(key, text)",
        [f"{PREFIX}/game/{game.game_id}", game.to_json()],
    )
    page.evaluate("hash => { window.location.hash = hash }", f"#{game.game_id}/{game.deal}")
    page.wait_for_function(
        "want => document.title.startsWith(want)",
        arg=f"{game.rules.name}, deal {game.deal}",
    )


def dom_piles(page) -> dict[str, tuple[str, ...]]:
    """Pile id -> the face-up cards shown in it, bottom first, as the DOM has them."""
    return {
        pile: tuple(codes)
        for pile, codes in page.evaluate(
            """() => Object.fromEntries(
                [...document.querySelectorAll('[data-pile]')].map(p => [
                    p.dataset.pile,
                    [...p.querySelectorAll('[data-card]')].map(c => c.dataset.card),
                ]))"""
        ).items()
    }


def card(page, pile: str, index: int = -1):
    cards = page.locator(f'[data-pile="{pile}"] [data-card]')
    return cards.nth(cards.count() + index if index < 0 else index)


def pile(page, pile_id: str):
    return page.locator(f'[data-pile="{pile_id}"]')


def clear_message(page) -> None:
    page.evaluate("document.getElementById('message').classList.remove('show')")


def message(page) -> str:
    page.wait_for_selector("#message.show", timeout=5000)
    return page.locator("#message").inner_text()


# A point of an element that a tap there reaches, the middle first: an element partly
# covered (a row of a grid half covered by the next row) is reached where it shows.
SHOWN_POINT = """element => {
    const box = element.getBoundingClientRect();
    const spots = [[0.5, 0.5]];
    for (let y = 0.05; y < 1; y += 0.1) spots.push([0.5, y], [0.15, y], [0.85, y]);
    for (const [fx, fy] of spots) {
        const x = box.left + box.width * fx, y = box.top + box.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === element || element.contains(hit))) return {x, y};
    }
    return {x: box.left + box.width / 2, y: box.top + box.height / 2};
}"""


def shown_point(target) -> tuple[float, float]:
    """Where on the page ``target`` (a locator) can be reached by a tap or a drop."""
    point = target.evaluate(SHOWN_POINT)
    return point["x"], point["y"]


def drag(page, source, target) -> None:
    """Press on ``source``, move in steps, release over ``target`` (pointer events)."""
    start = source.bounding_box()
    x1, y1 = shown_point(target)
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + 12)
    page.mouse.down()
    page.mouse.move(start["x"] + start["width"] / 2 + 15, start["y"] + 20, steps=3)
    page.mouse.move(x1, y1, steps=8)
    page.mouse.up()


def touch_drag(page, source, target) -> None:
    """A finger drag: raw touch events through the DevTools protocol, which Chromium
    turns into pointer events of type touch, as on a phone."""
    start = source.bounding_box()
    x0, y0 = start["x"] + start["width"] / 2, start["y"] + 12
    x1, y1 = shown_point(target)
    session = page.context.new_cdp_session(page)
    try:
        session.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]}
        )
        for step in range(1, 9):
            x, y = x0 + (x1 - x0) * step / 8, y0 + (y1 - y0) * step / 8
            session.send(
                "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]}
            )
        session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        session.detach()


def visible_point(page, pile_id: str, index: int) -> dict:
    """A point on the uncovered part of a card, whichever way its pile fans."""
    fan = page.evaluate(
        "id => document.querySelector(`[data-pile='${id}']`).className.match(/fan-(\\w+)/)[1]",
        pile_id,
    )
    where = card(page, pile_id, index)
    box = where.bounding_box()
    if fan == "none":  # squared up: the middle, or where a row laid over it leaves it
        x, y = shown_point(where)
        return {"x": x - box["x"], "y": y - box["y"]}
    return {
        "down": {"x": box["width"] / 2, "y": 6},
        "right": {"x": 6, "y": box["height"] / 2},
        "left": {"x": box["width"] - 6, "y": box["height"] / 2},
    }[fan]


def press_card(page, pile_id: str, index: int, touch: bool) -> None:
    where = card(page, pile_id, index)
    point = visible_point(page, pile_id, index)
    if touch:
        where.tap(position=point)
    else:
        where.click(position=point)


def tap_target(page, pile_id: str, touch: bool) -> None:
    """Tap a pile as a target: its top card if it has one, else the empty space."""
    cards = page.locator(f'[data-pile="{pile_id}"] [data-card]')
    if cards.count():
        press_card(page, pile_id, cards.count() - 1, touch)
    else:
        where = pile(page, pile_id)
        box = where.bounding_box()
        x, y = shown_point(where)
        point = {"x": x - box["x"], "y": y - box["y"]}
        where.tap(position=point) if touch else where.click(position=point)


def card_index(piles: dict, move) -> int:
    """Which card of the source pile a move takes: the top run, or the named card."""
    stack = piles[move.source]
    index = len(stack) - move.count
    if move.card and stack[index] != move.card:
        index = max(i for i, code in enumerate(stack) if code == move.card)
    return index


def faces_below(index: int, backs: tuple[int, ...]) -> int:
    """The place among a pile's faces (the page's count) of its card at ``index``, the
    cards at the positions ``backs`` lying face down."""
    return index - sum(back < index for back in backs)


def perform(page, piles: dict, move, *, drag_it: bool, touch: bool, face_down_at=None) -> str:
    """Make one engine move the way a player would; returns how ("tap", "drag", "button").
    ``face_down_at``: the game's face-down cards, which the page draws without a face."""
    if move.source is None:
        page.locator("#actions button", has_text=str(move)).first.click()
        return "button"
    if move.source.startswith("stock"):
        target = pile(page, move.source)
        target.tap() if touch else target.click()
        return "tap"
    if move.more:  # a move of more places (an exchange): each tapped in turn
        for place in (move.source, move.target, *move.more):
            tap_target(page, place, touch)
        return "tap"
    # The page's cards of a pile are its faces: those lying face down are not among them.
    index = faces_below(card_index(piles, move), (face_down_at or {}).get(move.source, ()))
    if move.target is None:  # a move of one place (the Labyrinth's grace): the card's tap
        press_card(page, move.source, index, touch)
        return "tap"
    if drag_it:
        source = card(page, move.source, index)
        target = card(page, move.target) if piles[move.target] else pile(page, move.target)
        (touch_drag if touch else drag)(page, source, target)
        choose_if_asked(page, move)
        return "drag"
    press_card(page, move.source, index, touch)
    tap_target(page, move.target, touch)
    choose_if_asked(page, move)
    return "tap"


def choose_if_asked(page, move) -> None:
    """Where the gesture named several moves (the Empress of India's two cards: a pair
    played up, or a couple laid), the page asks which: the player picks this one."""
    if not page.locator("#choice-panel").is_hidden():
        page.locator("#choice-moves button", has_text=str(move)).first.click()


def stats_row(page, game_id: str) -> dict:
    """One game's line of the statistics panel, by column heading."""
    page.click("#stats")
    headings = page.locator("#stats-table tr").first.locator("th").all_inner_texts()
    cells = page.locator(f'#stats-table tr[data-game="{game_id}"] > *').all_inner_texts()
    page.click("#stats-close")
    row = dict(zip(headings, cells, strict=True))
    for key in ("Played", "Won", "Streak", "Best streak"):
        row[key] = int(row[key])
    return row


def shown_names(page) -> dict[str, str]:
    """Each pile's name in hints and sentences, as the page reads it out: the head of each
    pile's spoken label ("The foundation at III, 3 cards, ..."), less any name the pile
    bears ("Sultan: ")."""
    said = page.evaluate(
        """() => [...document.querySelectorAll('#table [data-pile]')].map(p => [
            p.dataset.pile,
            p.getAttribute('aria-label') || '',
            p.querySelector(':scope > .label.tag')?.textContent || '',
        ])"""
    )
    names = {}
    for pile, label, bears in said:
        head = label.removeprefix(f"{bears}: ") if bears else label
        head = head.split(",")[0]
        names[pile] = head[:1].lower() + head[1:]
    return names
