"""A game's table as data, in the book's terms, and the arrangements drawn from it.

A game declares its table once, as the book lays it out, from a few blocks: a ``Pile``
(squared up or fanned), a ``Row`` and a ``Column`` of blocks, a ``Grid`` with holes, a
``Square``, ``Wings`` (two groups of rows facing a centre), a ``Ring`` (the Clock's
face) and ``Corners`` (piles in the corners round a block).  Each block measures itself
and places its piles, so no game writes a coordinate.

From the book's arrangement the phone arrangements are derived by rule: held upright,
a long row of columns is cut into bands and facing wings are turned a quarter, one group
above the centre and one below; on its side, the wings' rows become columns side by
side.  A game may instead give a phone arrangement of its own, as another declaration
(``Arrangements(book=..., upright=..., wide=...)``), or none (``None``).

Lengths are card widths (a card is ``CARD_HEIGHT`` widths tall).  A fan's ``room`` is
how far it may reach before it tightens; left as ``FILL``, it is as much as the
arrangement's shape leaves (the book's: a laptop's window; a phone's: its screen held
upright or on its side).  The result is a ``Plan`` of ``Place``s, which the page draws.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from math import cos, isqrt, radians, sin

from .plan import CARD_HEIGHT, Place, Plan

# The gaps between blocks, in card widths: cards side by side, cards one above another,
# and groups (a tableau and its foundations, the pack and the table).
PILE_GAP = 0.1
ROW_GAP = 0.15
GROUP_GAP = 0.3
# A fan's room left to the arrangement: as much as its shape leaves, within these bounds.
FILL = None
LEAST_ROOM, MOST_ROOM = 0.6, 6.0
# The shapes (width over height) the arrangements are made for: the book's, a laptop's
# window below the bar; a phone's, the space its screen leaves the table held upright
# (390x844) and on its side (640x360).
BOOK_SHAPE = 1.7
UPRIGHT_SHAPE = 0.545
WIDE_SHAPE = 2.07
# A row of more fanned columns than this is cut into bands on a phone held upright.
UPRIGHT_ROW = 8

START, CENTRE, END = "start", "centre", "end"


class Block:
    """Something laid on the table: it measures itself and places its piles at (x, y).
    ``fill`` is the room given to fans declared with ``FILL``."""

    def size(self, fill: float) -> tuple[float, float]:
        raise NotImplementedError

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        raise NotImplementedError

    def upright(self) -> Block:
        """This block as laid out for a phone held upright (by default, unchanged)."""
        return self

    def wide(self) -> Block:
        """This block as laid out for a phone on its side (by default, unchanged)."""
        return self

    def turned(self) -> Block:
        """This block turned a quarter (a row becomes a column and back)."""
        return self


Item = Block | str | None


def block(item: Item) -> Block:
    """A block from a declaration's item: a pile id is a squared-up pile, None a hole."""
    if item is None:
        return Space()
    if isinstance(item, str):
        return Pile(item)
    return item


@dataclass(frozen=True)
class Pile(Block):
    """One pile: ``fan`` is none, down, right or left; ``room`` how far the fan may reach
    (``FILL``: as far as the arrangement allows); ``label`` is shown on it when empty."""

    id: str
    fan: str = "none"
    room: float | None = FILL
    label: str = ""

    def reach(self, fill: float) -> float:
        if self.fan == "none":
            return 0.0
        return fill if self.room is None else self.room

    def size(self, fill: float) -> tuple[float, float]:
        reach = self.reach(fill)
        if self.fan == "down":
            return 1.0, CARD_HEIGHT + reach
        if self.fan in ("left", "right"):
            return 1.0 + reach, CARD_HEIGHT
        return 1.0, CARD_HEIGHT

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        reach = self.reach(fill)
        # A fan to the left spreads from its place leftwards: the place is at its right end.
        left = x + reach if self.fan == "left" else x
        yield Place(self.id, left, y, self.fan, reach, self.label)


def piles(ids: Iterable[str], fan: str = "none", room: float | None = FILL, label: str = ""):
    """Piles alike but for their ids (a tableau's columns, a row of foundations)."""
    return tuple(Pile(pile, fan, room, label) for pile in ids)


@dataclass(frozen=True)
class Space(Block):
    """An empty place on the table, a card's size unless told."""

    width: float = 1.0
    height: float = CARD_HEIGHT

    def size(self, fill: float) -> tuple[float, float]:
        return self.width, self.height

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        return iter(())


def _offset(align: str, room: float, used: float) -> float:
    return {START: 0.0, CENTRE: (room - used) / 2, END: room - used}[align]


@dataclass(frozen=True, init=False)
class Row(Block):
    """Blocks side by side, left to right, ``gap`` apart, lined up along their tops
    (``align``: start), middles (centre) or bottoms (end)."""

    items: tuple[Block, ...]
    gap: float = PILE_GAP
    align: str = START

    def __init__(self, *items: Item, gap: float = PILE_GAP, align: str = START) -> None:
        object.__setattr__(self, "items", tuple(block(item) for item in _flat(items)))
        object.__setattr__(self, "gap", gap)
        object.__setattr__(self, "align", align)

    def size(self, fill: float) -> tuple[float, float]:
        sizes = [item.size(fill) for item in self.items]
        width = sum(w for w, _ in sizes) + self.gap * (len(sizes) - 1)
        return width, max((h for _, h in sizes), default=0.0)

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        height = self.size(fill)[1]
        for item in self.items:
            width, tall = item.size(fill)
            yield from item.places(x, y + _offset(self.align, height, tall), fill)
            x += width + self.gap

    def upright(self) -> Block:
        fans = [item for item in self.items if isinstance(item, Pile) and item.fan == "down"]
        if len(fans) == len(self.items) > UPRIGHT_ROW:
            # Too many columns for a narrow screen: bands one under another, the fans
            # given the room the screen leaves.
            bands = -(-len(fans) // UPRIGHT_ROW)
            per_band = -(-len(fans) // bands)
            filled = [replace(fan, room=FILL) for fan in fans]
            return Column(
                *(
                    Row(*filled[n : n + per_band], gap=self.gap)
                    for n in range(0, len(fans), per_band)
                ),
                gap=GROUP_GAP,
                align=CENTRE,
            )
        return Row(*(item.upright() for item in self.items), gap=self.gap, align=self.align)

    def wide(self) -> Block:
        return Row(*(item.wide() for item in self.items), gap=self.gap, align=self.align)

    def turned(self) -> Block:
        return Column(
            *self.items, gap=ROW_GAP if self.gap == PILE_GAP else self.gap, align=self.align
        )


@dataclass(frozen=True, init=False)
class Column(Block):
    """Blocks one above another, top to bottom, ``gap`` apart, lined up along their left
    edges (``align``: start), middles (centre) or right edges (end)."""

    items: tuple[Block, ...]
    gap: float = ROW_GAP
    align: str = START

    def __init__(self, *items: Item, gap: float = ROW_GAP, align: str = START) -> None:
        object.__setattr__(self, "items", tuple(block(item) for item in _flat(items)))
        object.__setattr__(self, "gap", gap)
        object.__setattr__(self, "align", align)

    def size(self, fill: float) -> tuple[float, float]:
        sizes = [item.size(fill) for item in self.items]
        height = sum(h for _, h in sizes) + self.gap * (len(sizes) - 1)
        return max((w for w, _ in sizes), default=0.0), height

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        width = self.size(fill)[0]
        for item in self.items:
            wide, height = item.size(fill)
            yield from item.places(x + _offset(self.align, width, wide), y, fill)
            y += height + self.gap

    def upright(self) -> Block:
        return Column(*(item.upright() for item in self.items), gap=self.gap, align=self.align)

    def wide(self) -> Block:
        return Column(*(item.wide() for item in self.items), gap=self.gap, align=self.align)

    def turned(self) -> Block:
        return Row(*self.items, align=self.align)


def _flat(items: Sequence) -> Iterator:
    """Items, with any tuple or list among them (``piles(...)``) spread in place."""
    for item in items:
        if isinstance(item, tuple | list):
            yield from item
        else:
            yield item


@dataclass(frozen=True, init=False)
class Grid(Block):
    """Blocks in rows and columns, as the book draws a square or a cross: each row a
    sequence of items, None for a hole.  Columns are as wide as their widest item, rows
    as tall as their tallest."""

    rows: tuple[tuple[Block, ...], ...]
    gap: float = PILE_GAP
    row_gap: float = ROW_GAP

    def __init__(
        self, rows: Sequence[Sequence[Item]], gap: float = PILE_GAP, row_gap: float = ROW_GAP
    ) -> None:
        object.__setattr__(self, "rows", tuple(tuple(block(i) for i in row) for row in rows))
        object.__setattr__(self, "gap", gap)
        object.__setattr__(self, "row_gap", row_gap)

    def _measures(self, fill: float) -> tuple[list[float], list[float]]:
        columns = max(len(row) for row in self.rows)
        widths = [0.0] * columns
        heights = []
        for row in self.rows:
            sizes = [item.size(fill) for item in row]
            for n, (width, _) in enumerate(sizes):
                widths[n] = max(widths[n], width)
            heights.append(max(h for _, h in sizes))
        return widths, heights

    def size(self, fill: float) -> tuple[float, float]:
        widths, heights = self._measures(fill)
        return (
            sum(widths) + self.gap * (len(widths) - 1),
            sum(heights) + self.row_gap * (len(heights) - 1),
        )

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        widths, heights = self._measures(fill)
        top = y
        for row, height in zip(self.rows, heights, strict=True):
            left = x
            for item, width in zip(row, widths, strict=False):
                yield from item.places(left, top, fill)
                left += width + self.gap
            top += height + self.row_gap

    def turned(self) -> Block:
        columns = max(len(row) for row in self.rows)
        padded = [row + (Space(),) * (columns - len(row)) for row in self.rows]
        return Grid(list(zip(*padded, strict=True)), self.gap, self.row_gap)


def Square(items: Sequence[Item], side: int | None = None, **gaps: float) -> Grid:
    """Items in a square (``side`` to a row; by default as near a square as they make),
    row by row from the top left."""
    side = side or isqrt(len(items) - 1) + 1
    return Grid([items[n : n + side] for n in range(0, len(items), side)], **gaps)


@dataclass(frozen=True, init=False)
class Wings(Block):
    """Two groups of rows facing a centre, as Fortress: the left group's rows fan to the
    left, the right group's to the right, the ``centre`` (a column of foundations)
    between them.  Held upright the wings turn a quarter: the left group's rows become
    columns above the centre, turned into a row, and the right group's below it; on its
    side, the rows become columns either side of the centre."""

    left: tuple[str, ...]
    centre: Block
    right: tuple[str, ...]
    room: float | None = FILL
    label: str = ""

    def __init__(
        self,
        left: Sequence[str],
        centre: Item,
        right: Sequence[str],
        room: float | None = FILL,
        label: str = "",
    ) -> None:
        object.__setattr__(self, "left", tuple(left))
        object.__setattr__(self, "centre", block(centre))
        object.__setattr__(self, "right", tuple(right))
        object.__setattr__(self, "room", room)
        object.__setattr__(self, "label", label)

    def _book(self) -> Block:
        return Row(
            Column(piles(self.left, "left", self.room, self.label)),
            self.centre,
            Column(piles(self.right, "right", self.room, self.label)),
            gap=GROUP_GAP,
            align=CENTRE,
        )

    def size(self, fill: float) -> tuple[float, float]:
        return self._book().size(fill)

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        return self._book().places(x, y, fill)

    def _columns(self, rows: Sequence[str]) -> Row:
        return Row(piles(rows, "down", FILL, self.label))

    def upright(self) -> Block:
        return Column(
            self._columns(self.left),
            self.centre.turned(),
            self._columns(self.right),
            gap=GROUP_GAP,
            align=CENTRE,
        )

    def wide(self) -> Block:
        return Row(self._columns(self.left), self.centre, self._columns(self.right), gap=GROUP_GAP)


@dataclass(frozen=True, init=False)
class Ring(Block):
    """Blocks round a circle, clockwise from the top (as the hours of a clock face: the
    first item at one o'clock when there are twelve), an ``inner`` ring inside it (its
    items paired with the outer ones) and a block at the ``centre``.  The circle is as
    small as keeps neighbours apart."""

    items: tuple[Block, ...]
    inner: tuple[Block, ...] = ()
    centre: Block | None = None

    def __init__(
        self, items: Sequence[Item], inner: Sequence[Item] = (), centre: Item = None
    ) -> None:
        object.__setattr__(self, "items", tuple(block(item) for item in items))
        object.__setattr__(self, "inner", tuple(block(item) for item in inner))
        object.__setattr__(self, "centre", None if centre is None else block(centre))

    @staticmethod
    def _angles(count: int) -> list[float]:
        return [radians(360 * (n + 1) / count) for n in range(count)]

    @staticmethod
    def _apart(a: tuple[float, float], b: tuple[float, float], sizes, gap: float) -> bool:
        (w1, h1), (w2, h2) = sizes
        return abs(a[0] - b[0]) >= (w1 + w2) / 2 + gap or abs(a[1] - b[1]) >= (h1 + h2) / 2 + gap

    def _radii(self, fill: float) -> tuple[tuple[float, float], tuple[float, float]]:
        """The inner and outer radii (across, up) of the rings' centres: each as small
        as keeps its items and those of the ring inside it clear of one another."""

        def ring_at(items, radius):
            return [
                (radius[0] * sin(a), -radius[1] * cos(a), item.size(fill))
                for a, item in zip(self._angles(len(items)), items, strict=True)
            ]

        def clear(ring, inside=()):
            pairs = list(zip(ring, ring[1:] + ring[:1], strict=True))
            pairs += [(a, b) for a in ring for b in inside]
            return all(
                self._apart(a[:2], b[:2], (a[2], b[2]), PILE_GAP) for a, b in pairs if a is not b
            )

        def smallest(items, inside, start):
            across, up = start
            # Grow the width and the height in turn, each just until neighbours clear.
            for _ in range(400):
                if clear(ring_at(items, (across, up)), inside):
                    return across, up
                across, up = across + 0.05, up + 0.05 * CARD_HEIGHT
            return across, up

        centre = self.centre.size(fill) if self.centre else (0.0, 0.0)
        core = [(0.0, 0.0, centre)] if self.centre else []
        inner = smallest(self.inner, core, (0.5, 0.5)) if self.inner else (0.0, 0.0)
        inside = ring_at(self.inner, inner) if self.inner else core
        outer = smallest(self.items, inside, inner)
        return inner, outer

    def size(self, fill: float) -> tuple[float, float]:
        _, (across, up) = self._radii(fill)
        width = max(item.size(fill)[0] for item in self.items)
        height = max(item.size(fill)[1] for item in self.items)
        return 2 * across + width, 2 * up + height

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        width, height = self.size(fill)
        middle_x, middle_y = x + width / 2, y + height / 2
        inner, outer = self._radii(fill)
        for items, (across, up) in ((self.inner, inner), (self.items, outer)):
            for angle, item in zip(self._angles(len(items)), items, strict=True):
                w, h = item.size(fill)
                yield from item.places(
                    middle_x + across * sin(angle) - w / 2, middle_y - up * cos(angle) - h / 2, fill
                )
        if self.centre:
            w, h = self.centre.size(fill)
            yield from self.centre.places(middle_x - w / 2, middle_y - h / 2, fill)


@dataclass(frozen=True)
class Corners(Block):
    """A block with piles in the corners of the box round it (the Clock's pack and talon
    beside its face), where the block leaves them room."""

    inside: Block
    top_left: Item = None
    top_right: Item = None
    bottom_left: Item = None
    bottom_right: Item = None

    def size(self, fill: float) -> tuple[float, float]:
        return self.inside.size(fill)

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        width, height = self.size(fill)
        yield from self.inside.places(x, y, fill)
        for item, right, bottom in (
            (self.top_left, False, False),
            (self.top_right, True, False),
            (self.bottom_left, False, True),
            (self.bottom_right, True, True),
        ):
            if item is not None:
                piece = block(item)
                w, h = piece.size(fill)
                yield from piece.places(
                    x + (width - w if right else 0.0), y + (height - h if bottom else 0.0), fill
                )


DERIVED = "derived"


@dataclass(frozen=True)
class Arrangements:
    """A game's table: the book's arrangement, and the phone's held upright and on its
    side (``DERIVED`` from the book's by rule, another declaration, or None for none);
    ``buttons`` are the kinds of move made by a button rather than a drag (the Clock's
    "refill", Nation's "redeal"), for which the page keeps a strip."""

    book: Block
    upright: Block | str | None = DERIVED
    wide: Block | str | None = DERIVED
    buttons: tuple[str, ...] = field(default=())

    def blocks(self) -> list[tuple[Block, float]]:
        """Each arrangement's declaration and the shape it is made for, the book's
        first, then the upright phone's and the wide one's where they differ from it."""
        chosen = [(self.book, BOOK_SHAPE)]
        for given, derive, shape in (
            (self.upright, self.book.upright, UPRIGHT_SHAPE),
            (self.wide, self.book.wide, WIDE_SHAPE),
        ):
            arrangement = derive() if given == DERIVED else given
            if arrangement is not None and arrangement != self.book:
                chosen.append((arrangement, shape))
        return chosen

    def plans(self) -> tuple[Plan, ...]:
        return tuple(
            plan_of(arrangement, shape, self.buttons) for arrangement, shape in self.blocks()
        )


def plan_of(arrangement: Block, shape: float, buttons: tuple[str, ...] = ()) -> Plan:
    """The plan of one arrangement, its fans left to ``FILL`` given the room a space of
    this ``shape`` (width over height) leaves them."""
    fill = _fill(arrangement, shape)
    width, height = arrangement.size(fill)
    places = tuple(
        place.replace(x=round(place.x, 3), y=round(place.y, 3), room=round(place.room, 3))
        for place in arrangement.places(0.0, 0.0, fill)
    )
    return Plan(width=round(width, 3), height=round(height, 3), places=places, buttons=buttons)


def _fill(arrangement: Block, shape: float) -> float:
    """The most room the fans left to ``FILL`` can have without making the cards smaller
    on a space of this shape: until the table is as tall (or as wide) as the space."""

    def card(fill: float) -> float:
        width, height = arrangement.size(fill)
        return min(shape / width, 1.0 / height)

    least = card(LEAST_ROOM) * (1 - 1e-9)
    if card(MOST_ROOM) >= least:
        return MOST_ROOM
    low, high = LEAST_ROOM, MOST_ROOM
    while high - low > 0.005:
        middle = (low + high) / 2
        low, high = (middle, high) if card(middle) >= least else (low, middle)
    return round(low, 2)
