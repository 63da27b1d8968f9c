"""The few calls of Playwright's Page that tests/e2e/table.py makes, on top of a driver of
tests/engines/drivers.py, so the same helpers read and play the table in every engine.

Before each press it waits until no card glides (a card moves for 180 ms after a move,
and a press in mid-flight would land where the card no longer is): the page keeps its
motion, as a player has it, rather than asking the engine for reduced motion.  After each
press it waits until the page has handled it: a driver may answer first."""

from __future__ import annotations

import time
from typing import Any

from tests.engines.drivers import Driver

# The layout is read first: WebKit's getAnimations() does not bring styles up to date, so
# a transition just asked for (a card dealt a moment ago) is not there yet without it.
STILL = """() => {
  document.documentElement.getBoundingClientRect();
  return document.getAnimations().every(a => a.playState !== "running");
}"""
# How many pointerup events the page has seen: WebKit's driver answers before the page
# has handled the events it sent, so each press waits until the page has seen them (its
# handlers then ran in the same task, the move drawn and its glide begun).
RELEASES = """() => {
  if (!window.engineReleases) {
    window.engineReleases = { seen: 0 };
    addEventListener("pointerup", () => { engineReleases.seen += 1; }, true);
  }
  return engineReleases.seen;
}"""
# The element a locator names: its bounding box in the viewport, after scrolling it into
# view as Playwright does before a press.
# A box is read until it stays put for 40 ms and a frame, as Playwright waits for an
# element to be stable: a card may move after the page has drawn it (a second drawing in
# the next frame, when a ResizeObserver sees the bar change size); on a busy machine a
# frame takes longer than 40 ms.  A page that draws no frame is waited on for 250 ms.
FIND = """async ({selector, text, index, scroll}) => {
  const frame = () => Promise.race([
    new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    new Promise((done) => setTimeout(done, 250)),
  ]);
  const pause = () => Promise.all([frame(), new Promise((done) => setTimeout(done, 40))]);
  const all = [...document.querySelectorAll(selector)]
    .filter(e => text === null || e.textContent.toLowerCase().includes(text.toLowerCase()));
  if (index === null) return all.length;
  const element = all[index < 0 ? all.length + index : index];
  if (!element) return null;
  if (scroll) element.scrollIntoView({block: "nearest", inline: "nearest"});
  let box = element.getBoundingClientRect();
  for (let tries = 0; tries < 50; tries += 1) {
    await pause();
    const again = element.getBoundingClientRect();
    if (["left", "top", "width", "height"].every((side) => again[side] === box[side])) break;
    box = again;
  }
  return {x: box.left, y: box.top, width: box.width, height: box.height,
          text: element.innerText, content: element.textContent,
          hidden: element.hidden || !element.getClientRects().length};
}"""


def wait_until(check, timeout: float, what: str, every: float = 0.05) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout:.0f} s for {what}")
        time.sleep(every)


class Mouse:
    """Presses and moves, sent as one chain of actions when the button is released."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.x = self.y = 0.0
        self.steps: list[tuple[str, float, float]] = []

    def move(self, x: float, y: float, steps: int = 1) -> None:
        for step in range(1, steps + 1):
            self.steps.append(
                ("move", self.x + (x - self.x) * step / steps, self.y + (y - self.y) * step / steps)
            )
        self.x, self.y = x, y
        if not any(kind == "down" for kind, _, _ in self.steps):
            self.steps = self.steps[-1:]  # where the press starts is all that counts yet

    def down(self) -> None:
        self.page.settle()
        self.steps.append(("down", self.x, self.y))

    def up(self) -> None:
        self.steps.append(("up", self.x, self.y))
        steps, self.steps = self.steps, []
        self.page.press(steps)


class Locator:
    def __init__(self, page: Page, selector: str, text: str | None = None, index: int = 0) -> None:
        self.page, self.selector, self.text, self.index = page, selector, text, index

    def find(self, scroll: bool = False) -> dict | None:
        return self.page.evaluate(
            FIND,
            {"selector": self.selector, "text": self.text, "index": self.index, "scroll": scroll},
        )

    @property
    def first(self) -> Locator:
        return Locator(self.page, self.selector, self.text, 0)

    def nth(self, index: int) -> Locator:
        return Locator(self.page, self.selector, self.text, index)

    def count(self) -> int:
        return self.page.evaluate(
            FIND, {"selector": self.selector, "text": self.text, "index": None, "scroll": False}
        )

    def box(self, scroll: bool = False) -> dict:
        return wait_until(lambda: self.find(scroll), 10, f"{self.selector} #{self.index}")

    def bounding_box(self) -> dict:
        self.page.settle()  # a gliding card's box is where it passes, not where it lands
        return self.box()

    def click(self, position: dict | None = None) -> None:
        self.page.settle()
        box = self.box(scroll=True)
        where = position or {"x": box["width"] / 2, "y": box["height"] / 2}
        x, y = box["x"] + where["x"], box["y"] + where["y"]
        self.page.press([("move", x, y), ("down", x, y), ("up", x, y)])

    tap = click  # the engines here are driven with a mouse

    def inner_text(self) -> str:
        return self.box()["text"]

    def text_content(self) -> str:
        return self.box()["content"]

    def is_hidden(self) -> bool:
        found = self.find()
        return found is None or found["hidden"]

    def evaluate(self, source: str, arg: Any = None) -> Any:
        """``source`` (a function of the element and ``arg``) run on this element, as
        Playwright's ``Locator.evaluate`` runs it."""
        self.box()  # there, and still
        call = (
            "({selector, text, index, arg}) => {"
            "  const all = [...document.querySelectorAll(selector)].filter("
            "    e => text === null || e.textContent.toLowerCase().includes(text.toLowerCase()));"
            f"  return ({source})(all[index < 0 ? all.length + index : index], arg);"
            "}"
        )
        return self.page.evaluate(
            call, {"selector": self.selector, "text": self.text, "index": self.index, "arg": arg}
        )


class Page:
    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.mouse = Mouse(self)

    def evaluate(self, source: str, arg: Any = None) -> Any:
        return self.driver.evaluate(source, arg)

    def settle(self) -> None:
        wait_until(lambda: self.evaluate(STILL), 10, "the cards to come to rest")

    def press(self, steps: list[tuple[str, float, float]]) -> None:
        """Send pointer actions, and return once the page has handled them."""
        before = self.evaluate(RELEASES)
        self.driver.pointer(steps)
        after = before + sum(kind == "up" for kind, _, _ in steps)
        wait_until(lambda: self.evaluate(RELEASES) >= after, 10, "the page to take the press")

    def locator(self, selector: str, has_text: str | None = None) -> Locator:
        return Locator(self, selector, has_text)

    def click(self, selector: str) -> None:
        self.locator(selector).click()

    def wait_for_function(self, source: str, arg: Any = None, timeout: float = 30_000) -> Any:
        return wait_until(lambda: self.evaluate(source, arg), timeout / 1000, source)

    def wait_for_selector(self, selector: str, timeout: float = 30_000) -> None:
        wait_until(
            lambda: self.evaluate("s => !!document.querySelector(s)", selector),
            timeout / 1000,
            selector,
            every=0.25,  # a slow wait (a start): asking often would only slow the page
        )
