"""The building blocks of a table's layout: a pile, a row and a column of blocks, a grid
with holes, a square.  Each block measures itself and places its piles at a point, in
card widths (a card is ``CARD_HEIGHT`` widths tall), so no game writes a coordinate; each
says how it is laid out for a phone held upright (``upright``) or on its side (``wide``).
The book's larger figures (wings, a ring, a frame, corners) are in engine/figures.py, and
a game's arrangements in engine/layouts.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from math import isqrt

from . import cards
from .naming import ALONE, Names, by_parts, lines_of
from .plan import CARD_HEIGHT, FAN_STEP, Place

# The gaps between blocks, in card widths: cards side by side, cards one above another,
# and groups (a tableau and its foundations, the pack and the table).
PILE_GAP = 0.1
ROW_GAP = 0.15
GROUP_GAP = 0.3
# Columns of a long row may stand closer: a covered card's index shows at its top left,
# clear of its neighbour.
CLOSE_GAP = 0.05
# A fan's room left to the arrangement: as much as its screen leaves (engine/layouts.py).
FILL = None
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

    def parts(self) -> tuple[tuple[int, int, Block], ...]:
        """The blocks this one is made of, each with its row and column among them (by
        default, none)."""
        return ()

    def pile_ids(self) -> tuple[str, ...]:
        """The piles this block lays out, in the order it places them."""
        return tuple(pile for _, _, part in self.parts() for pile in part.pile_ids())

    def given_names(self) -> Names:
        """The names its piles are given, each telling its pile from the others of its
        role on its own (a game's, a dial's hours): none but those of its parts."""
        names: Names = {}
        for _, _, part in self.parts():
            names.update(part.given_names())
        return names

    def lines(self, ids: frozenset[str]) -> list[list[str]] | None:
        """The piles ``ids`` in rows from the top, each from the left, where they lie in
        rows (by default, as its parts lie in rows and columns)."""
        return lines_of(self.parts(), ids)

    def names(self, ids: frozenset[str], style: str = ALONE) -> Names:
        """The piles ``ids`` (all of one role, all in this block) by their places in it, as
        engine/naming.py says: by default by the rows and columns of its parts."""
        return by_parts(self.parts(), ids, style)

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
    """One pile: ``fan`` is none, down, up, right or left; ``room`` how far the fan may
    reach (``FILL``: as far as the arrangement allows); ``label`` is shown on it when
    empty; ``name`` is its name in the player's words where the game or a figure gives
    one ("the {} at III": engine/naming.py), else its block names it by its place;
    ``turned``: its cards lie crossways, as wide as a card is tall."""

    id: str
    fan: str = "none"
    room: float | None = FILL
    label: str = ""
    name: str = ""
    turned: bool = False

    def pile_ids(self) -> tuple[str, ...]:
        return (self.id,)

    def given_names(self) -> Names:
        return {self.id: self.name} if self.name else {}

    def lines(self, ids: frozenset[str]) -> list[list[str]] | None:
        return [[self.id]] if self.id in ids else []

    def names(self, ids: frozenset[str], style: str = ALONE) -> Names:
        return {self.id: self.name}

    def reach(self, fill: float) -> float:
        if self.fan == "none":
            return 0.0
        return fill if self.room is None else self.room

    def card(self) -> tuple[float, float]:
        """One of its cards' width and height, upright or crossways."""
        return (CARD_HEIGHT, 1.0) if self.turned else (1.0, CARD_HEIGHT)

    def size(self, fill: float) -> tuple[float, float]:
        reach = self.reach(fill)
        width, height = self.card()
        if self.fan in ("down", "up"):
            return width, height + reach
        if self.fan in ("left", "right"):
            return width + reach, height
        return width, height

    def places(self, x: float, y: float, fill: float) -> Iterator[Place]:
        reach = self.reach(fill)
        # A fan to the left (upwards) spreads from its place leftwards (upwards): the
        # place is at its right (bottom) end.
        left = x + reach if self.fan == "left" else x
        top = y + reach if self.fan == "up" else y
        yield Place(self.id, left, top, self.fan, reach, self.label, turned=self.turned)


def room_for(count: int, fan: str = "down") -> float:
    """The room a fan needs to show ``count`` cards in full spread (each covered card's
    index showing as much as the page ever shows it)."""
    return round((count - 1) * FAN_STEP[fan], 3)


def piles(
    ids: Iterable[str],
    fan: str = "none",
    room: float | None = FILL,
    label: str = "",
    turned: bool = False,
):
    """Piles alike but for their ids (a tableau's columns, a row of foundations)."""
    return tuple(Pile(pile, fan, room, label, turned=turned) for pile in ids)


def suited(ids: Iterable[str], rank: str) -> tuple[Pile, ...]:
    """Foundations of one rank, a suit each in the pack's order (clubs, diamonds, hearts,
    spades), each labelled with its starting card ("A\u2663" ...)."""
    return tuple(
        Pile(pile, label=rank + cards.SUIT_SYMBOLS[suit])
        for pile, suit in zip(ids, cards.SUITS, strict=True)
    )


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

    def parts(self) -> tuple[tuple[int, int, Block], ...]:
        return tuple((0, n, item) for n, item in enumerate(self.items))

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

    def parts(self) -> tuple[tuple[int, int, Block], ...]:
        return tuple((n, 0, item) for n, item in enumerate(self.items))

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
    as tall as their tallest; each item lies in the top left corner of its cell
    (``align``: start) or in its middle (centre: a card among cards lying crossways)."""

    rows: tuple[tuple[Block, ...], ...]
    gap: float = PILE_GAP
    row_gap: float = ROW_GAP
    align: str = START

    def __init__(
        self,
        rows: Sequence[Sequence[Item]],
        gap: float = PILE_GAP,
        row_gap: float = ROW_GAP,
        align: str = START,
    ) -> None:
        object.__setattr__(self, "rows", tuple(tuple(block(i) for i in row) for row in rows))
        object.__setattr__(self, "gap", gap)
        object.__setattr__(self, "row_gap", row_gap)
        object.__setattr__(self, "align", align)

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
                if self.align == START:
                    yield from item.places(left, top, fill)
                else:
                    wide, tall = item.size(fill)
                    yield from item.places(
                        left + _offset(self.align, width, wide),
                        top + _offset(self.align, height, tall),
                        fill,
                    )
                left += width + self.gap
            top += height + self.row_gap

    def parts(self) -> tuple[tuple[int, int, Block], ...]:
        return tuple((r, c, item) for r, row in enumerate(self.rows) for c, item in enumerate(row))

    def turned(self) -> Block:
        columns = max(len(row) for row in self.rows)
        padded = [row + (Space(),) * (columns - len(row)) for row in self.rows]
        return Grid(list(zip(*padded, strict=True)), self.gap, self.row_gap, self.align)


def Square(items: Sequence[Item], side: int | None = None, **gaps: float) -> Grid:
    """Items in a square (``side`` to a row; by default as near a square as they make),
    row by row from the top left."""
    side = side or isqrt(len(items) - 1) + 1
    return Grid([items[n : n + side] for n in range(0, len(items), side)], **gaps)
