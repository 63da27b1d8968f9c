"""A game's table as data, in the book's terms, and the arrangements drawn from it.

A game declares its table once, as the book lays it out, from a few blocks: a ``Pile``
(squared up or fanned), a ``Row`` and a ``Column`` of blocks, a ``Grid`` with holes, a
``Square``, ``Wings`` (two groups of rows facing a centre), a ``Ring`` (the Clock's
face), a ``Frame`` (blocks round the edge of a box) and ``Corners`` (piles in the
corners round a block).  Each block measures itself and places its piles, so no game
writes a coordinate (the blocks are in engine/blocks.py, the figures in
engine/figures.py; a game imports them all from here).

From the book's arrangement the phone arrangements are derived by rule: held upright,
a long row of columns is cut into bands and facing wings are turned a quarter, one group
above the centre and one below; on its side, the wings' rows become columns side by
side; a ring is drawn as a frame, taller or wider.  A game may instead give a phone
arrangement of its own, as another declaration (``Arrangements(book=..., upright=...,
wide=...)``), or none (``None``).

Lengths are card widths (a card is ``CARD_HEIGHT`` widths tall).  A fan's ``room`` is
how far it may reach before it tightens; left as ``FILL``, it is as much as the
arrangement's screen leaves without making the cards smaller (the book's: a laptop's
window; a phone's: its screen held upright or on its side); ``room_for(n)`` is the room
that shows n cards.  The result is a ``Plan`` of ``Place``s, which the page draws.
"""

from __future__ import annotations

from dataclasses import dataclass

from .blocks import (
    CENTRE,
    CLOSE_GAP,
    END,
    FILL,
    GROUP_GAP,
    PILE_GAP,
    ROW_GAP,
    START,
    UPRIGHT_ROW,
    Block,
    Column,
    Grid,
    Item,
    Pile,
    Row,
    Space,
    Square,
    block,
    piles,
    room_for,
    suited,
)
from .figures import Corners, Frame, Ring, Wings
from .naming import names_of
from .plan import CARD_HEIGHT, Place, Plan

__all__ = [
    "CARD_HEIGHT",
    "CENTRE",
    "CLOSE_GAP",
    "DERIVED",
    "END",
    "FILL",
    "GROUP_GAP",
    "LAPTOP",
    "LEAST_ROOM",
    "MOST_ROOM",
    "PILE_GAP",
    "ROW_GAP",
    "SMALL_PHONE",
    "START",
    "UPRIGHT_PHONE",
    "UPRIGHT_ROW",
    "WIDE_PHONE",
    "Arrangements",
    "Block",
    "Column",
    "Corners",
    "Frame",
    "Grid",
    "Item",
    "Pile",
    "Place",
    "Ring",
    "Row",
    "Space",
    "Spaces",
    "Square",
    "Wings",
    "block",
    "piles",
    "plan_of",
    "room_for",
    "suited",
]

# A fan's room left to fill is sought within these bounds.
LEAST_ROOM, MOST_ROOM = 0.6, 6.0
# The spaces (pixels) the page leaves the table on the screens an arrangement is made
# for, as measured on the page (bench/table_share.py), a strip for the buttons of moves
# kept below the table or beside it (web/ui/table/room.py): the book's on a laptop (1280x800),
# a phone's held upright (390x844), on its side (640x360) and a small one held upright
# (360x640).
Spaces = tuple[tuple[float, float], ...]
LAPTOP: Spaces = ((1268, 686), (1164, 738))
UPRIGHT_PHONE: Spaces = ((386, 676), (282, 728))
WIDE_PHONE: Spaces = ((632, 252), (528, 304))
SMALL_PHONE: Spaces = ((356, 472), (252, 524))

DERIVED = "derived"


@dataclass(frozen=True)
class Arrangements:
    """A game's table: the book's arrangement, and the phone's held upright and on its
    side (``DERIVED`` from the book's by rule, another declaration, or None for none),
    and, where neither suits a small phone held upright, a ``small`` one (None unless
    given; ``DERIVED``: the upright rule's).  Which moves have a button is their kind's
    to say (engine/moves.py: ``Kind.button``).

    Facts of a table that its arrangements cannot help, each declared by the game with
    its reason beside it: ``book_too_tall``, the book's arrangement too tall for a
    desktop's window, which shows a phone's instead; ``crowded``, too crowded for cards
    48 px wide on a phone held upright (issue #23 asks for 48; such a table gets 44);
    ``long_fan``, a fan too long for any row of a phone on its side, whose covered cards
    show smaller indexes than the 9 px of every other fan (7 px at the least)."""

    book: Block
    upright: Block | str | None = DERIVED
    wide: Block | str | None = DERIVED
    small: Block | str | None = None
    book_too_tall: bool = False
    crowded: bool = False
    long_fan: bool = False

    def named(self) -> list[tuple[str, Block, Spaces]]:
        """Each arrangement's name (book, upright, wide, small), declaration and the
        screen it is made for, the book's first, then the others where they differ from
        it: the order of ``plans()``."""
        chosen = [("book", self.book, LAPTOP)]
        for name, given, derive, screen in (
            ("upright", self.upright, self.book.upright, UPRIGHT_PHONE),
            ("wide", self.wide, self.book.wide, WIDE_PHONE),
            ("small", self.small, self.book.upright, SMALL_PHONE),
        ):
            arrangement = derive() if given == DERIVED else given
            if arrangement is not None and arrangement != self.book:
                chosen.append((name, arrangement, screen))
        return chosen

    def names(self) -> tuple[str, ...]:
        """The names of the arrangements ``plans()`` gives, in its order."""
        return tuple(name for name, _, _ in self.named())

    def plans(self) -> tuple[Plan, ...]:
        return tuple(plan_of(arrangement, screen) for _, arrangement, screen in self.named())


def plan_of(arrangement: Block, screen: Spaces = LAPTOP) -> Plan:
    """The plan of one arrangement, its fans left to ``FILL`` given the room the
    ``screen`` it is made for leaves them, each pile named by its place in it."""
    fill = _fill(arrangement, screen)
    width, height = arrangement.size(fill)
    laid = tuple(arrangement.places(0.0, 0.0, fill))
    names = names_of(
        arrangement,
        {place.pile: place.label for place in laid},
        {place.pile: place.fan for place in laid},
    )
    places = tuple(
        place.replace(
            x=round(place.x, 3),
            y=round(place.y, 3),
            room=round(place.room, 3),
            name=names[place.pile],
        )
        for place in laid
    )
    return Plan(width=round(width, 3), height=round(height, 3), places=places)


def _fill(arrangement: Block, screen: Spaces) -> float:
    """The most room the fans left to ``FILL`` can have without making the cards smaller
    in either of the screen's spaces: until the table is as tall (or as wide) as one of
    them lets it be."""

    def cards(fill: float) -> list[float]:
        width, height = arrangement.size(fill)
        return [min(across / width, up / height) for across, up in screen]

    least = [card * (1 - 1e-9) for card in cards(LEAST_ROOM)]

    def costs_nothing(fill: float) -> bool:
        return all(card >= floor for card, floor in zip(cards(fill), least, strict=True))

    if costs_nothing(MOST_ROOM):
        return MOST_ROOM
    low, high = LEAST_ROOM, MOST_ROOM
    while high - low > 0.005:
        middle = (low + high) / 2
        low, high = (middle, high) if costs_nothing(middle) else (low, middle)
    return round(low, 2)
