"""The book's figures, built of blocks (engine/blocks.py): two wings of rows facing a
centre (Fortress), a ring (the Clock's face), a frame round the edge of a box (the
Clock's face on a phone) and piles in the corners round a block.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from math import cos, radians, sin

from .blocks import (
    CENTRE,
    FILL,
    GROUP_GAP,
    PILE_GAP,
    ROW_GAP,
    Block,
    Column,
    Item,
    Pile,
    Row,
    block,
    piles,
)
from .naming import ALONE, SIDED, Names, along, given_among, ordinal, round_names
from .plan import Place

# The radii of a ring are sought in steps of this (card widths), so many of them.
RING_STEP, RING_STEPS = 0.05, 200


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

    def parts(self) -> tuple[tuple[int, int, Block], ...]:
        return self._book().parts()

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
    items paired with the outer ones, or, with a ``phase`` of 0.5, sitting half a step
    round from them, as the inner points of a star) and a block at the ``centre``.  The
    circle is as small as keeps neighbours apart.  Its piles are named by the labels of
    their places on the dial ("the {} at III"; an inner pile by its outer partner's),
    else counted clockwise from the top."""

    items: tuple[Block, ...]
    inner: tuple[Block, ...] = ()
    centre: Block | None = None
    phase: float = 0.0

    def __init__(
        self,
        items: Sequence[Item],
        inner: Sequence[Item] = (),
        centre: Item = None,
        phase: float = 0.0,
    ) -> None:
        object.__setattr__(self, "items", tuple(block(item) for item in items))
        object.__setattr__(self, "inner", tuple(block(item) for item in inner))
        object.__setattr__(self, "centre", None if centre is None else block(centre))
        object.__setattr__(self, "phase", phase)

    @staticmethod
    def _angles(count: int, phase: float = 0.0) -> list[float]:
        return [radians(360 * (n + 1 + phase) / count) for n in range(count)]

    def pile_ids(self) -> tuple[str, ...]:
        inside = (self.centre,) if self.centre else ()
        return tuple(
            pile for item in (*self.inner, *self.items, *inside) for pile in item.pile_ids()
        )

    def _dial(self) -> list[tuple[tuple[Block, ...], list[str], str]]:
        """Each ring, with the hours its places bear (the labels of one ring's piles, each
        its own, which the other ring shares when paired with it) or none."""
        rings = [self.items, self.inner]
        hours: list[str] = []
        for ring in rings if not self.phase else rings[:1]:
            labels = [_label(item) for item in ring]
            if ring and all(labels) and len(set(labels)) == len(labels):
                hours = labels
                break
        return [
            (self.items, hours if len(hours) == len(self.items) else [], " of the outer ring"),
            (self.inner, [] if self.phase else hours, " of the inner ring"),
        ]

    def given_names(self) -> Names:
        # The piles of a dial whose places bear hours, by them; and any names its piles
        # are given.
        names: Names = {}
        for item in (*self.items, *self.inner, *((self.centre,) if self.centre else ())):
            names.update(item.given_names())
        for ring, hours, _ in self._dial():
            if ring and hours:
                dial = round_names([_pile(item) for item in ring], hours)
                names.update((pile, name) for pile, name in dial.items() if pile)
        return names

    def lines(self, ids: frozenset[str]) -> list[list[str]] | None:
        return None  # round, not in rows

    def names(self, ids: frozenset[str], style: str = ALONE) -> Names:
        names: Names = {}
        held = [(ring, hours, which) for ring, hours, which in self._dial() if _piles(ring) & ids]
        for ring, hours, which in held:
            given = round_names([_pile(item) for item in ring], hours)
            if len(held) > 1:
                given = {pile: name + which for pile, name in given.items()}
            names.update((pile, name) for pile, name in given.items() if pile in ids)
        if self.centre and (inside := ids.intersection(self.centre.pile_ids())):
            names.update(self.centre.names(inside, style))
        return names

    def _radii(self, fill: float) -> tuple[tuple[float, float], tuple[float, float]]:
        """The inner and outer radii (across, up) of the rings' centres."""
        return _ring_radii(self, fill)

    def size(self, fill: float) -> tuple[float, float]:
        _, (across, up) = self._radii(fill)
        width = max(item.size(fill)[0] for item in self.items)
        height = max(item.size(fill)[1] for item in self.items)
        return 2 * across + width, 2 * up + height

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        width, height = self.size(fill)
        middle_x, middle_y = x + width / 2, y + height / 2
        inner, outer = self._radii(fill)
        for items, (across, up), phase in (
            (self.inner, inner, self.phase),
            (self.items, outer, 0.0),
        ):
            for angle, item in zip(self._angles(len(items), phase), items, strict=True):
                w, h = item.size(fill)
                yield from item.places(
                    middle_x + across * sin(angle) - w / 2, middle_y - up * cos(angle) - h / 2, fill
                )
        if self.centre:
            w, h = self.centre.size(fill)
            yield from self.centre.places(middle_x - w / 2, middle_y - h / 2, fill)

    def framed(self, along: int, down: int) -> Frame:
        """The ring drawn as a frame: ``along`` items on the top and on the bottom,
        ``down`` on each side, going round clockwise with the top row centred on twelve
        o'clock; each inner item inside its outer one."""
        count = len(self.items)
        first = count - (along - 1) // 2 - 1  # the top row's first item, clockwise
        order = [(first + n) % count for n in range(count)]
        items, inner = self.items, self.inner
        pairs = {}
        for n in order:
            pairs[n] = (items[n], inner[n]) if inner else (items[n],)
        top = order[:along]
        right = order[along : along + down]
        bottom = order[along + down : 2 * along + down][::-1]
        left = order[2 * along + down :][::-1]
        return Frame(
            top=[Column(*pairs[n]) for n in top],
            right=[Row(*pairs[n][::-1]) for n in right],
            bottom=[Column(*pairs[n][::-1]) for n in bottom],
            left=[Row(*pairs[n]) for n in left],
            centre=self.centre,
            ring=self,  # its piles named as on the dial
        )

    def upright(self) -> Block:
        # As many along the top and bottom as down each side.
        return self.framed(along=len(self.items) // 4, down=len(self.items) // 4)

    def wide(self) -> Block:
        # One at either side, the rest along the top and the bottom.
        return self.framed(along=(len(self.items) - 2) // 2, down=1)


def _pile(item: Block) -> str:
    ids = item.pile_ids()
    return ids[0] if len(ids) == 1 else ""


def _piles(items: Sequence[Block]) -> frozenset[str]:
    return frozenset(pile for item in items for pile in item.pile_ids())


def _label(item: Block) -> str:
    return item.label if isinstance(item, Pile) else ""


@lru_cache(maxsize=64)
def _ring_radii(ring: Ring, fill: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """A ring's inner and outer radii (across, up): each ring as round and small as keeps
    its items clear of one another and of what lies inside it."""

    def spots(items, radius, phase=0.0):
        angles = Ring._angles(len(items), phase)
        return [
            (radius[0] * sin(a), -radius[1] * cos(a), *item.size(fill))
            for a, item in zip(angles, items, strict=True)
        ]

    def smallest(items, inside, start, phase=0.0):
        angles = Ring._angles(len(items), phase)
        units = [(sin(a), -cos(a), *item.size(fill)) for a, item in zip(angles, items, strict=True)]
        # Two items of the ring are clear when their centres are far enough apart across
        # or up: a width apart, or a height apart (with a gap).
        pairs = [
            (abs(s1 - s2), abs(c1 - c2), (w1 + w2) / 2 + PILE_GAP, (h1 + h2) / 2 + PILE_GAP)
            for n, (s1, c1, w1, h1) in enumerate(units)
            for s2, c2, w2, h2 in units[n + 1 :]
        ]

        def clear(across: float, up: float) -> bool:
            if not all(across * ds >= wide or up * dc >= tall for ds, dc, wide, tall in pairs):
                return False
            return all(
                abs(across * s - x) >= (w + w2) / 2 + PILE_GAP
                or abs(up * c - y) >= (h + h2) / 2 + PILE_GAP
                for s, c, w, h in units
                for x, y, w2, h2 in inside
            )

        def least(ok, low: int, high: int) -> int:
            # The fewest steps from ``low`` for which ``ok`` holds (it holds at ``high``
            # and keeps holding as the steps grow).
            while low < high:
                middle = (low + high) // 2
                low, high = (middle + 1, high) if not ok(middle) else (low, middle)
            return high

        def at(step: int, least_radius: float) -> float:
            return max(least_radius, step * RING_STEP)

        # The roundest ring: the least radius r that clears with both radii at most r;
        # then the one radius kept at r and the other made as small as clears, whichever
        # makes the smaller box.
        top = RING_STEPS + int(max(start) / RING_STEP)
        r = least(lambda n: clear(at(n, start[0]), at(n, start[1])), 0, top)
        while not clear(at(r, start[0]), at(r, start[1])):
            r += 1  # an item of the ring inside stepped over: further out
        across, up = at(r, start[0]), at(r, start[1])
        w, h = max(u[2] for u in units), max(u[3] for u in units)
        narrow = at(least(lambda n: clear(at(n, start[0]), up), 0, r), start[0])
        low = at(least(lambda n: clear(across, at(n, start[1])), 0, r), start[1])
        if clear(narrow, up) and (2 * narrow + w) * (2 * up + h) <= (2 * across + w) * (
            2 * low + h
        ):
            return round(narrow, 3), round(up, 3)
        if clear(across, low):
            return round(across, 3), round(low, 3)
        return round(across, 3), round(up, 3)

    core = [(0.0, 0.0, *ring.centre.size(fill))] if ring.centre else []
    inner = smallest(ring.inner, core, (0.0, 0.0), ring.phase) if ring.inner else (0.0, 0.0)
    inside = spots(ring.inner, inner, ring.phase) if ring.inner else core
    return inner, smallest(ring.items, inside, inner)


# How a frame's parts are told apart, in the order of ``Frame.parts``.
FRAME_SIDES = (" of the top row", " down the right side", " of the bottom row")
FRAME_SIDES += (" down the left side", " in the middle")


@dataclass(frozen=True, init=False)
class Frame(Block):
    """Blocks round the edge of a box: a row along the ``top`` and the ``bottom`` (left to
    right), a column down the ``left`` and the ``right`` side (top to bottom), spread
    evenly down the height as round a dial, and a block in the ``centre``.  The sides
    stand beside the top and bottom rows, which lie between them.  A frame drawn from a
    ``ring`` names its piles as the ring does."""

    top: tuple[Block, ...] = ()
    right: tuple[Block, ...] = ()
    bottom: tuple[Block, ...] = ()
    left: tuple[Block, ...] = ()
    centre: Block | None = None
    gap: float = ROW_GAP
    ring: Ring | None = None

    def __init__(
        self,
        top: Sequence[Item] = (),
        right: Sequence[Item] = (),
        bottom: Sequence[Item] = (),
        left: Sequence[Item] = (),
        centre: Item = None,
        gap: float = ROW_GAP,
        ring: Ring | None = None,
    ) -> None:
        for name, items in (("top", top), ("right", right), ("bottom", bottom), ("left", left)):
            object.__setattr__(self, name, tuple(block(item) for item in items))
        object.__setattr__(self, "centre", None if centre is None else block(centre))
        object.__setattr__(self, "gap", gap)
        object.__setattr__(self, "ring", ring)

    def pile_ids(self) -> tuple[str, ...]:
        inside = (self.centre,) if self.centre else ()
        every = (*self.top, *self.right, *self.bottom, *self.left, *inside)
        return tuple(pile for item in every for pile in item.pile_ids())

    def parts(self) -> tuple[tuple[int, int, Block], ...]:
        sides = ((0, 1, Row(*self.top)), (1, 2, Column(*self.right)))
        sides += ((2, 1, Row(*self.bottom)), (1, 0, Column(*self.left)))
        return (*sides, *(((1, 1, self.centre),) if self.centre else ()))

    def lines(self, ids: frozenset[str]) -> list[list[str]] | None:
        return None  # round the edge, not in rows

    def given_names(self) -> Names:
        return self.ring.given_names() if self.ring else super().given_names()

    def names(self, ids: frozenset[str], style: str = ALONE) -> Names:
        # A ring drawn as a frame keeps its piles' names on the dial (the Clock's hours,
        # or counted clockwise from the top); others are counted along the top and
        # bottom rows and down each side.
        if self.ring:
            return self.ring.names(ids, style)
        held = [(part, ids.intersection(part.pile_ids())) for _, _, part in self.parts()]
        sides = zip(held, FRAME_SIDES[: len(held)], strict=True)
        held = [(part, there, where) for (part, there), where in sides if there]
        if len(held) == 1:
            return held[0][0].names(held[0][1], style)
        if given := given_among([part for part, _, _ in held], ids):
            return given
        names: Names = {}
        for part, there, where in held:
            line = [pile for pile in part.pile_ids() if pile in there]
            if isinstance(part, Row):
                own = {pile: f"the {ordinal(n)} {{}}" for n, pile in enumerate(line)}
            elif isinstance(part, Column):
                own = along(line, across=False, style=SIDED)
            else:
                own = part.names(there, style)
            names.update((pile, (name or "the {}") + where) for pile, name in own.items())
        return names

    def _parts(self, fill: float):
        top, bottom = Row(*self.top), Row(*self.bottom)
        sides = [Column(*self.left), Column(*self.right)]
        middle = self.centre.size(fill) if self.centre else (0.0, 0.0)
        across = max(top.size(fill)[0], bottom.size(fill)[0], middle[0])
        rows = top.size(fill)[1] + bottom.size(fill)[1]
        height = rows + self.gap + (middle[1] + 2 * GROUP_GAP if self.centre else 0.0)
        for side in (self.left, self.right):
            if side:
                # Each side's items an even step apart, with the step's room round them.
                tallest = max(item.size(fill)[1] for item in side)
                height = max(height, (len(side) + 1) * (tallest + self.gap) - self.gap)
        widths = [side.size(fill)[0] for side in sides]
        return top, bottom, widths, across, height

    def size(self, fill: float) -> tuple[float, float]:
        _, _, (left, right), across, height = self._parts(fill)
        return left + right + across + 2 * self.gap, height

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        top, bottom, (left, right), across, height = self._parts(fill)
        inside = x + left + self.gap
        for row, row_y in ((top, y), (bottom, y + height - bottom.size(fill)[1])):
            yield from row.places(inside + (across - row.size(fill)[0]) / 2, row_y, fill)
        for items, side_x, width in (
            (self.left, x, left),
            (self.right, inside + across + self.gap, right),
        ):
            for n, item in enumerate(items):
                w, h = item.size(fill)
                middle = y + height * (n + 1) / (len(items) + 1)
                yield from item.places(side_x + (width - w) / 2, middle - h / 2, fill)
        if self.centre:
            w, h = self.centre.size(fill)
            yield from self.centre.places(inside + (across - w) / 2, y + (height - h) / 2, fill)


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

    def parts(self) -> tuple[tuple[int, int, Block], ...]:
        corners = (
            (0, 0, self.top_left),
            (0, 2, self.top_right),
            (2, 0, self.bottom_left),
            (2, 2, self.bottom_right),
        )
        return ((1, 1, self.inside), *((r, c, block(i)) for r, c, i in corners if i is not None))

    def upright(self) -> Block:
        return replace(self, inside=self.inside.upright())

    def wide(self) -> Block:
        return replace(self, inside=self.inside.wide())

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
