"""One pile drawn into its element: what it shows (``PileDrawing``), and the writes that
bring its element from one drawing to the next.

This module and ``ui.table.renderer`` are the page's second DOM adapter, beside
``ui.browser``: they write the table's elements (handed to them, as JavaScript objects)
directly.  Each write is a call from Python into the browser, and new cards cost the
browser their parsing, styling and layout, so a pile is redrawn by the fewest writes
that make it right: a card played onto a pile is added to it, a card taken off is
removed, and only a pile whose cards all moved (a fan tightening) is written afresh.
"""

from __future__ import annotations

from typing import NamedTuple

from ui.table.access import card_label
from ui.table.markup import cards_html, count_html, face_or_back_html, fan_strip, pile_aria_label
from ui.table.markup import pile_class as class_of
from ui.table.view import PileView


class PileDrawing(NamedTuple):
    """What one pile shows."""

    pile: PileView  # its place and cards (``ui.table.view``)
    chosen: int | None  # the index of the selected card, if it lies in this pile
    is_target: bool  # the selected card may be played here
    free: tuple[bool, ...]  # for each card, whether it can be moved now (its label says so)
    called: str  # its name as the player sees it ("the third column of the top row")

    @property
    def pile_class(self) -> str:
        return class_of(self.pile, self.is_target)

    @property
    def label(self) -> str:
        return pile_aria_label(self.pile, self.called)

    def cards_html(self) -> str:
        return cards_html(self.pile, self.chosen, self.free)


def kept_cards(before: PileView, now: PileView) -> int | None:
    """How many cards at the bottom of the pile ``now`` are drawn as ``before`` drew
    them, so that only the cards above them need writing; None where the pile must be
    written afresh (its label or the strip its cards show changed, or a count came or
    went, or hardly a card is kept)."""
    if before.label != now.label or fan_strip(before) != fan_strip(now):
        return None
    if bool(count_html(before)) != bool(count_html(now)):
        return None
    kept = 0
    for old, new in zip(before.cards, now.cards, strict=False):
        if old != new:
            break
        kept += 1
    changed = len(before.cards) - kept + len(now.cards) - kept
    return kept if kept and changed <= kept else None


def draw_pile(node, now: PileDrawing, before: PileDrawing | None = None) -> None:
    """Bring the pile's element ``node`` (kept, with its focus and the listeners' target)
    from the drawing ``before`` (None: unknown) to ``now``."""
    if before is None or before.pile_class != now.pile_class:
        node.className = now.pile_class
    pile = now.pile
    if before is None or (before.pile.x, before.pile.y) != (pile.x, pile.y):
        node.style.left = f"{pile.x:.1f}px"
        node.style.top = f"{pile.y:.1f}px"
    if before is None or before.label != now.label:
        node.setAttribute("aria-label", now.label)
    if before is None:
        node.innerHTML = now.cards_html()
        return
    old = before.pile
    if (old.cards, old.label, old.count) == (pile.cards, pile.label, pile.count):
        if (before.chosen, before.free) != (now.chosen, now.free):
            _mark_cards(node.querySelectorAll(".card"), before, now, len(pile.cards))
        return
    kept = kept_cards(old, pile)
    if kept is None:
        node.innerHTML = now.cards_html()
        return
    faces = node.querySelectorAll(".card")
    for i in range(len(old.cards) - 1, kept - 1, -1):  # the cards taken off, top first
        faces.item(i).remove()
    _mark_cards(faces, before, now, kept)
    if len(pile.cards) > kept:
        added = "".join(
            face_or_back_html(pile, i, now.chosen, now.free) for i in range(kept, len(pile.cards))
        )
        count = node.querySelector(".count") if count_html(pile) else None
        if count is not None:
            count.insertAdjacentHTML("beforebegin", added)
        else:
            node.insertAdjacentHTML("beforeend", added)
    if count_html(pile) != count_html(old):
        node.querySelector(".count").textContent = str(pile.count)


def _mark_cards(faces, before: PileDrawing, now: PileDrawing, kept: int) -> None:
    """Of the ``kept`` cards (drawn before and still there), select or let go the chosen
    one, and say which became free or not (their spoken names)."""
    if before.chosen != now.chosen:
        if before.chosen is not None and before.chosen < kept:
            faces.item(before.chosen).classList.remove("selected")
        if now.chosen is not None and now.chosen < kept:
            faces.item(now.chosen).classList.add("selected")
    cards = now.pile.cards
    for i, (was, is_free) in enumerate(zip(before.free[:kept], now.free[:kept], strict=True)):
        code = cards[i].code
        if was != is_free and code is not None:
            faces.item(i).setAttribute("aria-label", card_label(code, is_free))
