"""Refills: empty or short places topped up from the pack (or the talon) in a fixed order.

The Clock tops up every short packet to three, from hour I round to XII; the Sultan
fills a vacancy in the divan from the talon, or from the pack when there is no talon;
the Fourteenth fills the two places a pair leaves, in reading order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..table import Table


def short_places(table: Table, places: Iterable[str], up_to: int = 1) -> list[str]:
    return [place for place in places if len(table[place]) < up_to]


def refill(table: Table, places: Iterable[str], sources: Sequence[str], up_to: int = 1) -> Table:
    """Top up each place in the order given to ``up_to`` cards, each card taken from the
    top of the first source that still has one.  Places stay short when all run out."""
    piles = {pile: list(table[pile]) for pile in sources}
    changes: dict[str, list[str]] = {}
    for place in places:
        stack = list(table[place])
        while len(stack) < up_to:
            source = next((s for s in sources if piles[s]), None)
            if source is None:
                break
            stack.append(piles[source].pop())
        if len(stack) != len(table[place]):
            changes[place] = stack
    if not changes:
        return table
    changes.update(piles)
    return table.put(changes)
