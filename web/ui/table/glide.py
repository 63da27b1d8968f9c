"""The glide: a moved card slides from where it lay to where it now lies.

Where it lay is read from the page before the move is drawn (``lifted``: the last frame's
layout, so nothing is laid out); where it now lies is the view model's (the table's
corner, ``landing``, and the card's place in it), not read back from the page: reading
it would lay the table out at once, in the tap's time, rather than in the frame.  The
slide is a transform animated on the compositor (``Browser.slide``): nothing is laid out
as it moves."""

from __future__ import annotations

from typing import NamedTuple

from ui.table.view import PileView

GLIDE_MS = 180  # a moved card's glide into place


class Lift(NamedTuple):
    """Where the moving cards and the table lay on screen before the move."""

    cards: list[tuple[float, float]]  # each moving card's corner, bottom card first
    border: tuple[float, float]  # the width of a pile's border: its cards' origin
    table: tuple[float, float, float]  # the table's left, top and width
    shift: float  # how far the table was moved left, clear of a column of buttons


def lifted(node, count: int, table, shift: float) -> Lift | None:
    """The top ``count`` cards of the pile ``node``, and the ``table``, as they lie."""
    faces = node.querySelectorAll(".card")
    count = min(count, faces.length)
    rects = [faces.item(faces.length - count + i).getBoundingClientRect() for i in range(count)]
    box = table.getBoundingClientRect()
    # A card hidden under others (a squared pile's) has no box: it does not glide.
    cards = [(rect.left, rect.top) for rect in rects if rect.width]
    if not cards:
        return None
    return Lift(cards, (node.clientLeft, node.clientTop), (box.left, box.top, box.width), shift)


def landing(lift: Lift, room: float, width: float, shift: float) -> Lift:
    """``lift`` with the table where it lies once drawn ``width`` wide and ``shift``ed in
    a room ``room`` wide: centred, it moves by half the change of its width (and lies
    against the room's left side when wider than it)."""
    left, top, was = lift.table

    def margin(table_width: float) -> float:
        return max(0.0, (room - table_width) / 2)

    left += margin(width) - margin(was) + lift.shift - shift
    return lift._replace(table=(left, top, width), shift=shift)


def glide(browser, node, pile: PileView, lift: Lift, milliseconds: float) -> None:
    """Slide the top cards of ``pile`` (drawn in ``node``, the table where ``lift`` has it)
    from where ``lift`` had them."""
    faces = node.querySelectorAll(".card")
    before = lift.cards
    if faces.length != len(pile.cards) or len(pile.cards) < len(before):
        return
    left, top, _ = lift.table
    border_x, border_y = lift.border
    moved = len(pile.cards) - len(before)
    for i, (old_x, old_y) in enumerate(before):
        card = pile.cards[moved + i]
        x = left + pile.x + border_x + card.x
        y = top + pile.y + border_y + card.y
        browser.slide(faces.item(moved + i), old_x - x, old_y - y, milliseconds)
