"""The keyboard: shortcuts (undo, redo, hint, deal), the arrow keys moving the focus over
piles and cards, Enter or Space tapping what has the focus, F sending it to a
foundation, Escape closing the panels; and the table's single tab stop, kept on the pile
or card that has the focus whenever the table is redrawn."""

from __future__ import annotations

from ui.table.access import DIRECTIONS, neighbour

PANELS = ("chooser", "rules-panel", "stats-panel", "settings-panel", "new-panel", "choice-panel")


class Keyboard:
    def __init__(self, browser, session, renderer, turns, show_hint) -> None:
        self.browser = browser
        self.session = session
        self.renderer = renderer
        self.turns = turns
        self.show_hint = show_hint
        self.focus_key: tuple[str, int | None] | None = None  # keyboard focus on the table

    def on_key(self, event) -> None:
        key, target = event.key, event.target
        session, turns, absent = self.session, self.turns, self.browser.absent
        controller = session.controller
        if key == "Escape":
            for panel in PANELS:
                self.browser.element(panel).hidden = True
            if controller and controller.selection:
                controller.selection = None
                self.renderer.render(None)
            return
        game = session.game
        if not game or not absent(target.closest("input, select, textarea, [role=dialog]")):
            return
        if event.ctrlKey or event.metaKey:
            if key.lower() == "z":
                turns.step(game.redo if event.shiftKey else game.undo)
            elif key.lower() == "y":
                turns.step(game.redo)
            else:
                return
            event.preventDefault()
            return
        if event.altKey:
            return
        in_table = not absent(target.closest("#table"))
        if in_table and key in DIRECTIONS:
            self.move_focus(key, event.shiftKey)
        elif in_table and key in ("Enter", " ") and self.focus_key:
            turns.after(controller.tap(*self.focus_key))
        elif in_table and key in ("f", "F") and self.focus_key and self.focus_key[1] is not None:
            turns.after(controller.double_tap(*self.focus_key))
        elif key in ("u", "U"):
            turns.step(game.undo)
        elif key in ("y", "Y"):
            turns.step(game.redo)
        elif key in ("h", "H"):
            self.show_hint()
        elif key == "D" and controller.can_deal_on():
            turns.after(controller.deal_on())
        elif key == "d" and controller.pack:
            turns.after(controller.tap(controller.pack, None))
        else:
            return
        event.preventDefault()

    def move_focus(self, key: str, within_pile: bool) -> None:
        renderer = self.renderer
        pile, index = self.focus_key or (None, None)
        faces = renderer.face_count(pile) if pile else 0
        if within_pile and pile and key in ("ArrowUp", "ArrowDown") and faces:
            step = -1 if key == "ArrowUp" else 1
            index = max(0, min(faces - 1, (faces - 1 if index is None else index) + step))
        else:
            view = renderer.view
            across, down = view.card_width / 2, view.card_height / 2
            # Each pile by its bottom card's centre (a crossways card's lies further along).
            places = [
                (p.pile, p.x + (down if p.turned else across), p.y + (across if p.turned else down))
                for p in view.piles
            ]
            pile = neighbour(places, pile, key) or pile
            faces = renderer.face_count(pile)
            index = faces - 1 if faces else None
        self.focus_key = (pile, index)
        self.put_focus(True)

    def put_focus(self, move_it: bool) -> None:
        """Make the focused pile or card the table's one tab stop (and focus it)."""
        elements = self.renderer.pile_elements
        if not elements:
            return
        if self.focus_key is None or self.focus_key[0] not in elements:
            self.focus_key = (next(iter(elements)), None)
        pile, index = self.focus_key
        node = elements[pile]
        faces = node.querySelectorAll(".card[data-card]")
        if index is not None and index >= faces.length:
            index = faces.length - 1 if faces.length else None
            self.focus_key = (pile, index)
        chosen = node if index is None else faces.item(index)
        # Only this function gives a tab stop, taking it from any other: a chosen element
        # that has it is the only one (pile or card drawn afresh has none).
        if chosen.getAttribute("tabindex") != "0":
            for old in self.renderer.table.querySelectorAll('[tabindex="0"]'):
                old.setAttribute("tabindex", "-1")
            chosen.setAttribute("tabindex", "0")
        if move_it:
            chosen.focus()
