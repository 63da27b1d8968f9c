"""The table's piles as HTML: one drawing for the page (``dom``), which sets a whole
table in one write and redraws a changed pile's cards, and for the opening deal that
``build.py`` draws into index.html (``prerender``)."""

from __future__ import annotations

from html import escape

from ui.access import card_label, pile_label
from ui.cardface import back_html, face_html
from ui.view import PileView


def pile_class(pile: PileView, is_target: bool = False) -> str:
    return f"pile {pile.role} fan-{pile.fan}" + (" target" if is_target else "")


def pile_aria_label(pile: PileView) -> str:
    top = pile.cards[-1].code if pile.cards else None
    return pile_label(pile.pile, pile.count, top, face_down=pile.role == "stock")


def cards_html(pile: PileView, chosen: int | None, free: tuple[bool, ...]) -> str:
    """What a pile holds: its label, its cards (``chosen`` the selected one, ``free[i]``
    whether card i can be moved now, which its spoken label says) and its count."""
    parts = [f'<span class="label">{escape(pile.label)}</span>'] if pile.label else []
    strip = fan_strip(pile)
    for i, card in enumerate(pile.cards):
        if card.code is None:
            parts.append(back_html(card.x, card.y))
        else:
            selected = " selected" if i == chosen else ""
            label = card_label(card.code, free[i])
            parts.append(face_html(card.code, card.x, card.y, selected, label, strip))
    if pile.role in ("stock", "talon") and pile.count:
        parts.append(f'<span class="count">{pile.count}</span>')
    return "".join(parts)


def fan_strip(pile: PileView) -> float | None:
    """The height (a fan downwards) or width (a fan sideways) in pixels of the strip a
    covered card shows, None for a pile not fanned: the cards' indexes are sized to it."""
    if pile.fan == "none" or len(pile.cards) < 2:
        return None
    first, second = pile.cards[0], pile.cards[1]
    return abs(second.y - first.y) if pile.fan == "down" else abs(second.x - first.x)


def pile_html(pile: PileView, chosen: int | None, is_target: bool, free: tuple[bool, ...]) -> str:
    """A whole pile: the element the page finds by its ``data-pile``, and its cards."""
    return (
        f'<div data-pile="{escape(pile.pile)}" role="group" tabindex="-1" '
        f'class="{pile_class(pile, is_target)}" aria-label="{escape(pile_aria_label(pile))}" '
        f'style="left:{pile.x:.1f}px;top:{pile.y:.1f}px">{cards_html(pile, chosen, free)}</div>'
    )
