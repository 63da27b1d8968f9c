"""Helpers that read and drive the table the way a player sees it."""

from __future__ import annotations

import engine

SETTLE = "() => true"


def go(page, game_id: str, deal: int) -> None:
    """Open a deal through its link, without reloading the page, from its first move."""
    clear_message(page)
    wanted = f"#{game_id}/{deal}"
    if page.evaluate("location.hash") == wanted:
        page.click("#restart")
    page.evaluate("hash => { window.location.hash = hash }", wanted)
    page.wait_for_function(
        "want => document.title.startsWith(want)",
        arg=f"{engine.GAMES[game_id].name}, deal {deal}",
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


def drag(page, source, target) -> None:
    """Press on ``source``, move in steps, release over ``target`` (pointer events)."""
    start, end = source.bounding_box(), target.bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + 12)
    page.mouse.down()
    page.mouse.move(start["x"] + start["width"] / 2 + 15, start["y"] + 20, steps=3)
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=8)
    page.mouse.up()


def touch_drag(page, source, target) -> None:
    """A finger drag: raw touch events through the DevTools protocol, which Chromium
    turns into pointer events of type touch, as on a phone."""
    start, end = source.bounding_box(), target.bounding_box()
    x0, y0 = start["x"] + start["width"] / 2, start["y"] + 12
    x1, y1 = end["x"] + end["width"] / 2, end["y"] + end["height"] / 2
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


def tap_target(page, pile_id: str, touch: bool) -> None:
    """Tap a pile as a target: its top card if it has one, else the empty space."""
    cards = page.locator(f'[data-pile="{pile_id}"] [data-card]')
    where = cards.nth(cards.count() - 1) if cards.count() else pile(page, pile_id)
    where.tap() if touch else where.click()


def play_by_hand(page, move, *, drag_it: bool, touch: bool) -> None:
    """Make one engine move the way a player would: tap-tap, or drag."""
    source = card(page, move.source)
    if drag_it:
        (touch_drag if touch else drag)(page, source, pile(page, move.target))
    else:
        source.tap() if touch else source.click()
        tap_target(page, move.target, touch)
