"""The table's piles as HTML: one drawing for the page (``dom``), which sets a whole
table in one write and redraws a changed pile's cards, and for the opening deal that
``build.py`` draws into index.html (``prerender``)."""

from __future__ import annotations

import re
from html import escape

from ui.table.access import card_label, pile_label
from ui.table.cardface import back_html, face_html
from ui.table.view import PileView


def pile_class(pile: PileView, is_target: bool = False) -> str:
    blocked = " blocked" if pile.blocked else ""
    turned = " turned" if pile.turned else ""
    return f"pile {pile.role} fan-{pile.fan}{turned}{blocked}" + (" target" if is_target else "")


# A label that gives the card a pile starts with ("A", "K♠") is shown only on the
# empty pile; any other names the pile itself (an hour of the Clock, the Sultan) and
# stays shown, as a tag on its cards.
STARTING_CARD = re.compile(r"(A|K|Q|J|10|[2-9])[♣♦♥♠]?")


def names_the_pile(label: str) -> bool:
    return bool(label) and not STARTING_CARD.fullmatch(label)


def pile_aria_label(pile: PileView, called: str = "") -> str:
    """The pile's spoken name: ``called`` as the player sees it ("the third column of the
    top row", ``ui.table.wording.pile_names``), else by its id; and any name it bears."""
    top = pile.cards[-1].code if pile.cards else None
    stock = pile.role == "stock"
    hidden = 0 if stock else sum(card.code is None for card in pile.cards)
    said = pile_label(pile.pile, pile.count, top, face_down=stock, called=called, hidden=hidden)
    # A name the pile bears (the Sultan) is said first, unless its place already says it.
    bears = names_the_pile(pile.label) and pile.label not in called
    return f"{pile.label}: {said}" if bears else said


def cards_html(pile: PileView, chosen: int | None, free: tuple[bool, ...]) -> str:
    """What a pile holds: its label, its cards (``chosen`` the selected one, ``free[i]``
    whether card i can be moved now, which its spoken label says) and its count."""
    parts = []
    if pile.label:
        tag = " tag" if names_the_pile(pile.label) else ""
        parts.append(f'<span class="label{tag}">{escape(pile.label)}</span>')
    strip = fan_strip(pile)
    faces = 0
    for i, card in enumerate(pile.cards):
        parts.append(card_html(pile, i, chosen, free, strip, faces))
        faces += card.code is not None
    parts.append(count_html(pile))
    return "".join(parts)


def card_html(
    pile: PileView,
    i: int,
    chosen: int | None,
    free: tuple[bool, ...],
    strip: float | None,
    faces: int,
) -> str:
    """Card ``i`` of the pile, a face (the ``faces``-th of the pile's) or a back."""
    card = pile.cards[i]
    if card.code is None:
        return back_html(card.x, card.y)
    selected = " selected" if i == chosen else ""
    label = card_label(card.code, free[i])
    return face_html(card.code, card.x, card.y, selected, label, strip, faces)


def face_or_back_html(pile: PileView, i: int, chosen: int | None, free: tuple[bool, ...]) -> str:
    """Card ``i`` of the pile, drawn as ``cards_html`` draws it among the others."""
    faces = sum(card.code is not None for card in pile.cards[:i])
    return card_html(pile, i, chosen, free, fan_strip(pile), faces)


def count_html(pile: PileView) -> str:
    """The count shown on the pack in hand and the talon (none when they are empty)."""
    if pile.role in ("stock", "talon") and pile.count:
        return f'<span class="count">{pile.count}</span>'
    return ""


def fan_strip(pile: PileView) -> float | None:
    """The height (a fan downwards or upwards) or width (a fan sideways) in pixels of the
    strip a covered card shows, None for a pile not fanned: the cards' indexes are sized
    to it."""
    if pile.fan == "none" or len(pile.cards) < 2:
        return None
    first, second = pile.cards[0], pile.cards[1]
    return abs(second.y - first.y) if pile.fan in ("down", "up") else abs(second.x - first.x)


def pile_html(
    pile: PileView,
    chosen: int | None,
    is_target: bool,
    free: tuple[bool, ...],
    called: str = "",
) -> str:
    """A whole pile: the element the page finds by its ``data-pile``, and its cards."""
    label = escape(pile_aria_label(pile, called))
    return (
        f'<div data-pile="{escape(pile.pile)}" role="group" tabindex="-1" '
        f'class="{pile_class(pile, is_target)}" aria-label="{label}" '
        f'style="left:{pile.x:.1f}px;top:{pile.y:.1f}px">{cards_html(pile, chosen, free)}</div>'
    )
