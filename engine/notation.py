"""A compact text notation for positions, so a test reads like a diagram.

One line per pile, ``<pile id>: <cards, bottom first>``; a pile not written is empty
(``-`` also writes an empty pile).  Counters are written ``@<name> <JSON value>``.
Blank lines and ``#`` comments are ignored.  Example (Fortress)::

    foundation-1: AC 2C
    tableau-1: 9H 4C
    tableau-2: 3C
    @note "anything"
"""

from __future__ import annotations

import json

from . import cards
from .table import Layout, Table


def format_table(table: Table, *, skip_empty: bool = False) -> str:
    lines = []
    for pile, stack in table.items():
        if stack or not skip_empty:
            lines.append(f"{pile}: {' '.join(stack) if stack else '-'}")
    for name, value in table.vars:
        lines.append(f"@{name} {json.dumps(value)}")
    return "\n".join(lines)


def _frozen(value):
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def parse_table(layout: Layout, text: str) -> Table:
    piles: dict[str, list[str]] = {}
    variables: dict[str, object] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("@"):
            name, _, value = line[1:].partition(" ")
            variables[name] = _frozen(json.loads(value or "null"))
            continue
        pile, colon, rest = line.partition(":")
        pile = pile.strip()
        if not colon or pile not in layout.index:
            raise ValueError(f"line {number}: expected '<pile id>: <cards>', got {raw!r}")
        codes = [c for c in rest.split() if c != "-"]
        bad = [c for c in codes if not cards.is_card(c)]
        if bad:
            raise ValueError(f"line {number}: {bad[0]!r} is not a card code")
        piles[pile] = codes
    return Table.build(layout, piles, **variables)
