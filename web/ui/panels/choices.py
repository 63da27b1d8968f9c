"""Which move: where one gesture names several legal moves (ui/input/selection.py), the page
asks, a button for each named by the move's ``str()``; Cancel or Escape leaves the table
as it was."""

from __future__ import annotations

from html import escape

from engine import Move
from ui.panels.stack import show_panel


class Choices:
    def __init__(self, browser) -> None:
        self.browser = browser
        self.moves: list[Move] = []  # the moves offered, in their buttons' order

    def show(self, moves: list[Move]) -> None:
        self.moves = list(moves)
        element = self.browser.element
        element("choice-moves").innerHTML = "".join(
            f'<button type="button" data-choice="{number}">{escape(str(move))}</button>'
            for number, move in enumerate(self.moves)
        )
        show_panel(element("choice-panel"), True)
        self.browser.element("choice-moves").querySelector("button").focus()

    def hide(self) -> None:
        self.moves = []
        show_panel(self.browser.element("choice-panel"), False)

    def chosen(self, button) -> Move | None:
        """The move of a button of the sheet (None for any other button); the sheet
        closes."""
        if not button.hasAttribute("data-choice"):
            return None
        number = int(button.dataset.choice)
        move = self.moves[number] if number < len(self.moves) else None
        self.hide()
        return move
