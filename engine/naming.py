"""Each pile's name in the player's words, given by the blocks that lay the table out.

A block knows the shape it gives its piles, so it names them by it: "the top {} on the
left", "the third {} of the top row", "the {} at III", "the second {} clockwise from the
top".  A name is a phrase with ``{}`` where the pile's noun goes ("foundation", the
Clock's "packet"), which the page chooses (web/ui/table/wording.py).  Piles are named among the
piles of their role (the foundations among the foundations), each by the smallest block
that holds all of them, and a block adds to its parts' names only what tells them apart
("on the left", "of the top row").  A game may name a pile itself (``Pile(name=...)``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

ORDINALS = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
    "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second",
    "twenty-third", "twenty-fourth",
)  # fmt: skip
# How a line of piles is named: on its own ("the leftmost {}", "the {} at the top"),
# as one of two sides ("the top {}", then "on the left"), or by its place in a row of
# rows ("the third {}", then "of the top row").
ALONE, SIDED, ORDINAL = "alone", "sided", "ordinal"
AXES = {"down": "down", "up": "down", "left": "across", "right": "across"}
# Groups side by side, two or three of them, by their places.
SIDES = {
    2: (" on the left", " on the right"),
    3: (" on the left", " in the middle", " on the right"),
}
Names = dict[str, str]


class Named(Protocol):
    """What naming needs of a block (engine/blocks.py)."""

    def pile_ids(self) -> tuple[str, ...]: ...

    def given_names(self) -> Names: ...

    def lines(self, ids: frozenset[str]) -> list[list[str]] | None: ...

    def names(self, ids: frozenset[str], style: str = ALONE) -> Names: ...


# A block's parts, each with its row and column among them (a row's parts all in row 0).
Parts = Sequence[tuple[int, int, Named]]


def ordinal(n: int) -> str:
    """The ordinal of ``n`` counted from 0: "first" for 0, "second" for 1 ..."""
    return ORDINALS[n] if n < len(ORDINALS) else f"number {n + 1}"


def role(pile: str) -> str:
    return pile.rsplit("-", 1)[0]


def names_of(block: Named, labels: Mapping[str, str], fans: Mapping[str, str]) -> Names:
    """Every pile of ``block`` by its name among the piles of its role (laid out with
    ``labels`` and ``fans``, by pile).  A pile a game or a dial names keeps its name; a
    lone pile of its role is "the {}"; piles that all bear labels of their own are called
    by them ("the A♣ {}"); otherwise each is named by the shape they lie in."""
    names: Names = {}
    given = block.given_names()
    for ids in by_role(block.pile_ids(), fans):
        group = [pile for pile in block.pile_ids() if pile in ids]
        own = [labels.get(pile, "") for pile in group]
        if len(group) == 1:
            found = {group[0]: "the {}"}
        elif given_among([block], ids):
            found = {}
        elif all(own) and len(set(own)) == len(group):
            found = {pile: f"the {label} {{}}" for pile, label in zip(group, own, strict=True)}
        else:
            found = block.names(ids)
        names.update(found)
        names.update((pile, given[pile]) for pile in group if pile in given)
    return names


def by_role(piles: Iterable[str], fans: Mapping[str, str]) -> list[frozenset[str]]:
    """The piles grouped by their roles (foundations, tableau ...), and among them by the
    way they fan, down or across (a tableau's columns and rows go by different nouns)."""
    groups: dict[tuple[str, str], set[str]] = {}
    for pile in piles:
        groups.setdefault((role(pile), AXES.get(fans.get(pile, ""), "")), set()).add(pile)
    return [frozenset(group) for group in groups.values()]


def along(piles: Sequence[str], across: bool, style: str = ALONE) -> Names:
    """Piles in one line, left to right (``across``) or top to bottom, each by its place
    in it, counted from the nearer end."""
    last = len(piles) - 1
    if style == ORDINAL:
        return {p: f"the {'only' if not last else ordinal(n)} {{}}" for n, p in enumerate(piles)}
    ends = ("left", "right") if across else ("top", "bottom")
    if last == 0:
        return {piles[0]: "the {}"}
    if last == 1 and (style == ALONE or not across):
        return {piles[0]: f"the {ends[0]} {{}}", piles[1]: f"the {ends[1]} {{}}"}
    names = {}
    for n, pile in enumerate(piles):
        end, counted = (ends[0], n) if n <= last / 2 else (ends[1], last - n)
        if counted == 0 and across:
            names[pile] = f"the {end}most {{}}"
        elif counted == 0:
            names[pile] = f"the {end} {{}}" if style == SIDED else f"the {{}} at the {end}"
        elif style == SIDED and not across:
            names[pile] = f"the {{}} {ordinal(counted)} from the {end}"
        else:
            names[pile] = f"the {ordinal(counted)} {{}} from the {end}"
    return names


def by_parts(parts: Parts, ids: frozenset[str], style: str = ALONE) -> Names:
    """The piles ``ids`` of a block made of ``parts`` laid in rows and columns."""
    holding = [(r, c, part, ids.intersection(part.pile_ids())) for r, c, part in parts]
    holding = sorted(
        ((r, c, part, held) for r, c, part, held in holding if held), key=lambda h: h[:2]
    )
    if len(holding) == 1:
        return holding[0][2].names(holding[0][3], style)
    if given := given_among([part for _, _, part, _ in holding], ids):
        return given
    rows = sorted({r for r, _, _, _ in holding})
    columns = sorted({c for _, c, _, _ in holding})
    if len(columns) == 2 and len(rows) > 1 and all(len(held) == 1 for *_, held in holding):
        # Piles one to a part in two columns, a left and a right (a cross's corners).
        down = ([p for _, c, _, held in holding if c == at for p in held] for at in columns)
        return _two_sides(*down)
    lines = lines_of(parts, ids)
    if lines and len(lines) == 1:
        return along(lines[0], across=True, style=style)
    if lines and all(len(line) == 1 for line in lines):
        return along([line[0] for line in lines], across=False, style=style)
    if lines and all(len(line) == 2 for line in lines):
        # Two columns, a left and a right (Fortress's wings, the Divan).
        return _two_sides([line[0] for line in lines], [line[1] for line in lines])
    if lines:
        # Rows one above another: each pile by its place in its row, and the row's.
        return in_rows(lines)
    if len(rows) == 1 and len(holding) in SIDES:
        # Groups side by side (the strokes of Margarethe's M): each named down its own
        # group, and by the group.
        sides = SIDES[len(holding)]
        return _joined(holding, SIDED, lambda n: sides[n])
    return _joined(holding, ORDINAL, lambda n: f" of the {ordinal(n)} group")


def lines_of(parts: Parts, ids: frozenset[str]) -> list[list[str]] | None:
    """The piles ``ids`` of parts laid in rows and columns, in rows of piles from the top,
    each from the left; None where a part's piles lie in no rows (a ring)."""
    rows: dict[int, list[list[str]]] = {}
    for r, _, part in sorted(parts, key=lambda p: p[:2]):
        if held := ids.intersection(part.pile_ids()):
            lines = part.lines(held)
            if lines is None:
                return None
            rows.setdefault(r, []).append(lines)
    found = []
    for side_by_side in rows.values():
        if len({len(lines) for lines in side_by_side}) > 1:
            return None  # blocks of unlike rows side by side: no rows across the table
        # Blocks of as many rows side by side: their rows run on across the table.
        found.extend(
            [pile for lines in row for pile in lines] for row in zip(*side_by_side, strict=True)
        )
    return found


def in_rows(rows: Sequence[Sequence[str]]) -> Names:
    """Piles in rows one above another, each by its place in its row and the row's."""
    names: Names = {}
    for n, row in enumerate(rows):
        for pile, name in along(row, across=True, style=ORDINAL).items():
            names[pile] = f"{name} of the {_which(n, len(rows))} row"
    return names


def given_among(parts: Iterable[Named], ids: frozenset[str]) -> Names:
    """The names the piles ``ids`` are given in ``parts`` (by the game, or a dial's
    hours), if each has one of its own; else none."""
    given: Names = {}
    for part in parts:
        given.update((pile, name) for pile, name in part.given_names().items() if pile in ids)
    if len(given) == len(ids) and len(set(given.values())) == len(given):
        return given
    return {}


def _which(n: int, count: int) -> str:
    return "top" if n == 0 else "bottom" if n == count - 1 else ordinal(n)


def _joined(holding, style: str, suffix: Callable[[int], str]) -> Names:
    names: Names = {}
    for n, (_, _, part, held) in enumerate(holding):
        for pile, name in part.names(held, style).items():
            names[pile] = (name or "the {}") + suffix(n)
    return names


def _two_sides(left: Sequence[str], right: Sequence[str]) -> Names:
    """Piles in two columns, each named down its own side, and by the side."""
    names: Names = {}
    for side, column in (("left", left), ("right", right)):
        for pile, name in along(column, across=False, style=SIDED).items():
            names[pile] = f"{name} on the {side}"
    return names


def round_names(piles: Sequence[str], labels: Sequence[str] = ()) -> Names:
    """Piles round a dial, clockwise, the last at the top: each by the label of its place
    on the dial (the Clock's hours, "the {} at III") where every place bears its own, else
    by its count from the top ("the third {} clockwise from the top")."""
    if labels and all(labels) and len(set(labels)) == len(labels):
        return {pile: f"the {{}} at {label}" for pile, label in zip(piles, labels, strict=False)}
    last = len(piles) - 1
    return {
        pile: "the {} at the top" if n == last else f"the {ordinal(n)} {{}} clockwise from the top"
        for n, pile in enumerate(piles)
    }
