"""Pointer gestures on the table: a press that travels becomes a drag, a press released
in place a tap, two taps on one card in quick succession a double tap.  Each is handed
to the controller, whose outcome goes on its way (``Turns.after``)."""

from __future__ import annotations

import contextlib

DRAG_THRESHOLD = 8  # pixels a pointer travels before a press becomes a drag
DOUBLE_TAP_MS = 350
# A tap on the table makes its move on pointerup; the browser then sends a click to what
# lies under the finger, perhaps a button the move has just drawn there ("Deal on", the
# win panel's "Deal again"): a click this soon after, this near, is that tap's, not one.
GHOST_CLICK_MS, GHOST_CLICK_PX = 800, 12


class Gestures:
    def __init__(self, browser, session, renderer, turns) -> None:
        self.browser = browser
        self.session = session
        self.renderer = renderer
        self.turns = turns
        self.press: dict | None = None
        self.last_tap: tuple[str, int, float] | None = None
        self.lifted: tuple[float, float, float] | None = None  # the last table tap's end

    def locate(self, event):
        """The pile and card index a pointer event is on (index None: the pile itself)."""
        absent = self.browser.absent
        card = event.target.closest(".card")
        pile_element = event.target.closest("[data-pile]")
        if absent(pile_element):
            return None, None
        pile = pile_element.dataset.pile
        if absent(card) or not card.hasAttribute("data-card"):
            return pile, None
        return pile, int(card.dataset.i)

    def on_pointer_down(self, event) -> None:
        if event.button not in (0, None) or not self.session.game:
            return
        pile, index = self.locate(event)
        if pile is None:
            return
        self.press = {
            "pile": pile, "index": index, "x": event.clientX, "y": event.clientY,
            "dragging": False, "cards": [],
        }  # fmt: skip
        if index is not None:
            # A synthetic or already finished pointer cannot be captured; that is harmless.
            with contextlib.suppress(Exception):
                event.target.closest(".card").setPointerCapture(event.pointerId)

    def on_pointer_move(self, event) -> None:
        press = self.press
        if not press or press["index"] is None:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["dragging"]:
            if abs(dx) + abs(dy) < DRAG_THRESHOLD:
                return
            if not self.session.controller.moves_of_card(press["pile"], press["index"]):
                return
            press["dragging"] = True
            pile = self.renderer.pile_elements[press["pile"]]
            faces = pile.querySelectorAll(".card[data-card]")
            press["cards"] = [faces.item(i) for i in range(press["index"], faces.length)]
            for card in press["cards"]:
                card.classList.add("dragging")
        for card in press["cards"]:
            card.style.transform = f"translate({dx}px, {dy}px)"

    def is_ghost_click(self, x: float, y: float) -> bool:
        """Whether a click at (x, y) is the one the browser sends after a table tap that
        has already made its move (so it must not press what that move drew there)."""
        lifted, self.lifted = self.lifted, None
        return bool(
            lifted
            and self.browser.now() - lifted[2] < GHOST_CLICK_MS
            and abs(x - lifted[0]) + abs(y - lifted[1]) < GHOST_CLICK_PX
        )

    def on_pointer_up(self, event) -> None:
        press, self.press = self.press, None
        if not press:
            return
        self.lifted = (event.clientX, event.clientY, self.browser.now())
        controller, absent = self.session.controller, self.browser.absent
        if press["dragging"]:
            target = self.browser.element_at(event.clientX, event.clientY)
            pile_element = None if absent(target) else target.closest("[data-pile]")
            pile = None if absent(pile_element) else pile_element.dataset.pile
            self.renderer.forget(press["pile"])  # put the dragged cards back in place
            self.turns.after(controller.drop(press["pile"], press["index"], pile))
            return
        now = self.browser.now()
        key = (press["pile"], press["index"])
        if (
            press["index"] is not None
            and self.last_tap
            and self.last_tap[:2] == key
            and (now - self.last_tap[2] < DOUBLE_TAP_MS)
        ):
            self.last_tap = None
            self.turns.after(controller.double_tap(*key))
            return
        outcome = controller.tap(*key)
        # A tap that completed a move never starts a double tap.
        self.last_tap = None if outcome.played else (*key, now)
        self.turns.after(outcome)

    def on_pointer_cancel(self, event) -> None:
        if self.press and self.press["dragging"]:
            self.renderer.forget(self.press["pile"])
            self.renderer.render()
        self.press = None
