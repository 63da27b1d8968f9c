"""What a keyboard or a screen reader needs from the table: spoken names for piles and
cards, and which pile lies in each arrow key's direction.

Pure functions over the view model, so they are tested without a browser."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine import Move, cards

ROLE_NAMES = {
    "foundation": "Foundation",
    "tableau": "Tableau pile",
    "reserve": "Divan",
    "stock": "Pack",
    "talon": "Talon",
    "discard": "Pairs taken out",
}
DIRECTIONS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def pile_name(pile: str) -> str:
    role, number = pile.rsplit("-", 1)
    name = ROLE_NAMES.get(role, role.capitalize())
    return name if role in ("stock", "talon", "discard") and number == "1" else f"{name} {number}"


def card_label(code: str, available: bool) -> str:
    return cards.name(code) + (", available" if available else "")


def pile_label(
    pile: str,
    count: int,
    top: str | None,
    face_down: bool = False,
    called: str = "",
    hidden: int = 0,
) -> str:
    """What a screen reader says of a pile: its name (``called``, as the player sees it on
    the table, else one from its id), its cards, how many of them lie face down
    (``hidden``, wherever they lie in it: ``Game.face_down_at``) and the card on top."""
    name = called[:1].upper() + called[1:] if called else pile_name(pile)
    if not count:
        return f"{name}, empty"
    if face_down or top is None:
        return f"{name}, {count} card{'s' if count != 1 else ''}"
    more = f", {count} cards" if count > 1 else ""
    under = f", {hidden} face down" if hidden else ""
    return f"{name}{more}{under}, {cards.name(top)} on top"


def available_cards(moves: Iterable[Move]) -> set[tuple[str, str]]:
    """(pile, card) of every card some legal move takes from its pile."""
    return {(m.source, m.card) for m in moves if m.source and m.card}


def neighbour(places: Sequence[tuple[str, float, float]], current: str, key: str) -> str | None:
    """The pile an arrow key moves to from ``current``: the nearest whose centre lies in
    that direction, a pile straight ahead counting as nearer than one off to the side.
    ``places`` holds (pile, x, y) of each pile's centre."""
    if key not in DIRECTIONS:
        return None
    dx, dy = DIRECTIONS[key]
    here = next(((x, y) for pile, x, y in places if pile == current), None)
    if here is None:
        return places[0][0] if places else None
    best, best_cost = None, float("inf")
    for pile, x, y in places:
        ahead = (x - here[0]) * dx + (y - here[1]) * dy
        if pile == current or ahead <= 1e-6:
            continue
        aside = abs((x - here[0]) * dy) + abs((y - here[1]) * dx)
        cost = ahead + 2.5 * aside
        if cost < best_cost:
            best, best_cost = pile, cost
    return best
