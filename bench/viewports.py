"""The four screens the layout is judged on, and what a bench reads of the table on them:
a phone held upright (390x844, and a small one, 360x640), a phone on its side (640x360)
and a laptop (1280x800).  Shared by bench/table_share.py and bench/screenshots.py.

    with pages(sizes) as each: for size, page in each(): go(page, "clock", 5) ...
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402

PHONE = {"has_touch": True, "is_mobile": True, "device_scale_factor": 3}
SIZES = {
    "390x844": {"viewport": {"width": 390, "height": 844}, **PHONE},
    "360x640": {"viewport": {"width": 360, "height": 640}, **PHONE},
    "640x360": {"viewport": {"width": 640, "height": 360}, **PHONE},
    "1280x800": {"viewport": {"width": 1280, "height": 800}, "device_scale_factor": 1},
}
DEAL = 5
READY = "html[data-ready=true]"

# What the table covers: the card width, the space below the bar (the viewport under the
# bar and the row of buttons above the felt), and the box holding every pile and card.
MEASURE = """() => {
    const table = document.getElementById('table');
    const felt = document.getElementById('felt').getBoundingClientRect();
    const boxes = [...table.querySelectorAll('[data-pile], [data-pile] .card')]
        .map(node => node.getBoundingClientRect());
    const left = Math.min(...boxes.map(b => b.left)), top = Math.min(...boxes.map(b => b.top));
    const right = Math.max(...boxes.map(b => b.right));
    const bottom = Math.max(...boxes.map(b => b.bottom));
    const card = table.querySelector('.card') || table.querySelector('[data-pile]');
    const below = felt.top, width = innerWidth, height = innerHeight - below;
    const fonts = [...table.querySelectorAll('[data-pile]:not(.fan-none) .card b span')]
        .map(span => parseFloat(getComputedStyle(span).fontSize));
    return {
        card: card.getBoundingClientRect().width,
        bar: below,
        share: (right - left) * (bottom - top) / (width * height),
        outside: left < -0.5 || top < below - 0.5 || right > width + 0.5
            || bottom > innerHeight + 0.5,
        index: fonts.length ? Math.min(...fonts) : null,
    };
}"""


def go(page, game_id: str, deal: int = DEAL) -> None:
    """Open a deal through its link, without reloading, at its first move."""
    page.evaluate("hash => { window.location.hash = hash }", f"#{game_id}/{deal}")
    page.wait_for_function(
        "want => document.title.startsWith(want)",
        arg=f"{engine.GAMES[game_id].name}, deal {deal}",
    )
    page.click("#restart")
    page.evaluate("document.getElementById('message').classList.remove('show')")


def deal_out(page, most: int = 110) -> None:
    """Deal the pack on (a tap on it, or the Clock's deal button) as far as it goes, so
    the fans are as long as a game makes them."""
    count = """() => Number(
        document.querySelector('[data-pile="stock-1"] .count')?.textContent || 0)"""
    for _ in range(most):
        if not page.evaluate(count):
            return
        button = page.locator("#actions button", has_text="Deal")
        if button.count():
            button.first.click()
        else:
            page.locator('[data-pile="stock-1"]').click()


@contextlib.contextmanager
def pages(sizes: list[str]) -> Iterator[Callable[[], Iterator[tuple[str, object]]]]:
    """dist/ built and served, and a browser: yields a function that opens a page of each
    size in turn (one load each) and yields (size, page)."""
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)

        def each() -> Iterator[tuple[str, object]]:
            for size in sizes:
                context = browser.new_context(reduced_motion="reduce", **SIZES[size])
                page = context.new_page()
                page.goto(base + f"#fortress/{DEAL}")
                page.wait_for_selector(READY, timeout=90_000)
                try:
                    yield size, page
                finally:
                    context.close()

        try:
            yield each
        finally:
            browser.close()
