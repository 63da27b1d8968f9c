"""The Fourteenth's square once the hand is used up: one key for squares that play alike.

With no card left to refill the square, reading order no longer matters.  Whether two
cards share a row or a column survives any reordering of the rows, any reordering of
the columns, and turning the square about its diagonal; which cards make fourteen
survives renaming the values pair by pair (ace and king may become five and nine, or
nine and five) as long as seven stays seven.  So a square and every square made from it
by such changes play alike, and the solver need examine only one of them.

``endgame_key`` gives the smallest square, read column by column, that such changes
make, looking at the namings of the values that order the pairs by how their cards lie
(which no reordering changes) and, for each, at the orders of the rows that sort them
by their values, the columns then sorted.  Only where many pairs lie alike are some
namings left out; the key is then still a square made by such changes (so equal keys
always mean squares that play alike) but may differ between two squares that do.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import groupby, permutations, product

SIDE = 5
FOURTEEN = 14
SEVEN = 7
# More namings than this to look at and only the first is used (a key stays sound).
MOST_NAMINGS = 48
# Keys worked out are remembered, the solver meeting the same square again and again;
# past this many the memory is cleared.
MOST_REMEMBERED = 200_000

_TURNED = tuple(column * SIDE + row for row in range(SIDE) for column in range(SIDE))
_remembered: dict[tuple[int, ...], tuple[int, ...]] = {}


def endgame_key(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """The key of a square given as its values row by row, 0 for an empty place."""
    key = _remembered.get(ranks)
    if key is None:
        key = min(_arranged(tuple(naming[v] for v in ranks)) for naming in _namings(ranks))
        if len(_remembered) >= MOST_REMEMBERED:
            _remembered.clear()
        _remembered[ranks] = key
    return key


def _arranged(square: tuple[int, ...]) -> tuple[int, ...]:
    """The smallest square, read column by column, that reordering rows and columns and
    turning the square make."""
    best: tuple[tuple[int, ...], ...] | None = None
    for grid in (square, tuple(square[i] for i in _TURNED)):
        rows = [grid[i : i + SIDE] for i in range(0, SIDE * SIDE, SIDE)]
        for order in _row_orders(rows):
            columns = tuple(sorted(zip(*order, strict=True)))
            if best is None or columns < best:
                best = columns
    assert best is not None
    return tuple(value for column in best for value in column)


def _row_orders(rows: list[tuple[int, ...]]) -> Iterator[list[tuple[int, ...]]]:
    """Every order of the rows that sorts them by their sorted values."""
    marked = sorted((sorted(row), row) for row in rows)
    groups = [[row for _, row in group] for _, group in groupby(marked, key=lambda m: m[0])]
    if all(len(group) == 1 for group in groups):
        yield [group[0] for group in groups]
        return
    for choice in product(*(set(permutations(group)) for group in groups)):
        yield [row for group in choice for row in group]


def _namings(ranks: tuple[int, ...]) -> list[dict[int, int]]:
    """Renamings of the values (value -> new value; 0 and 7 kept) that put the pairs in
    order of how their cards lie, every order of pairs that lie alike included."""
    in_row, in_column = [0] * SIDE, [0] * SIDE
    for place, value in enumerate(ranks):
        if value:
            in_row[place // SIDE] += 1
            in_column[place % SIDE] += 1
    # How a value's cards lie: for each, how full its row and its column are.
    lie: dict[int, list[tuple[int, int]]] = {}
    for place, value in enumerate(ranks):
        if value:
            row, column = in_row[place // SIDE], in_column[place % SIDE]
            lie.setdefault(value, []).append((min(row, column), max(row, column)))
    pairs = []  # (how the pair lies, the ways to name its two values)
    for low in range(1, SEVEN):
        high = FOURTEEN - low
        first, second = sorted(lie.get(low, ())), sorted(lie.get(high, ()))
        if not first and not second:
            continue
        if first < second:
            ways = [(low, high)]
        elif second < first:
            ways = [(high, low)]
        else:
            ways = [(low, high), (high, low)]
        pairs.append((min(first, second), max(first, second), ways))
    pairs.sort(key=lambda pair: pair[:2])
    alike = [list(group) for _, group in groupby(pairs, key=lambda pair: pair[:2])]
    namings = []
    for arrangement in product(*(permutations(group) for group in alike)):
        ordered = [pair for group in arrangement for pair in group]
        for ways in product(*(pair[2] for pair in ordered)):
            naming = {0: 0, SEVEN: SEVEN}
            for name, (low, high) in enumerate(ways, 1):
                naming[low], naming[high] = name, FOURTEEN - name
            namings.append(naming)
            if len(namings) >= MOST_NAMINGS:
                return namings[:1]
    return namings
