"""Caesar as the solver sees it: the exchanges that bring the square nearest a finished
one first.

There are eight finished squares (one, turned and reflected), and the fewest exchanges
that turn a square into a given one is nine less the number of cycles in which its
cards must change places.  Each exchange can bring the square one nearer, so trying the
exchanges that do first leads the search straight to a win, by the fewest exchanges."""

from __future__ import annotations

from ...games.caesar import SIDE, SYMMETRIES, values
from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge

# The finished square the book's reader finds first, and its seven images.
_LO_SHU = (2, 7, 6, 9, 5, 1, 4, 3, 8)
FINISHED = tuple(tuple(_LO_SHU[i] for i in symmetry) for symmetry in SYMMETRIES)


def exchanges_to(square: tuple[int, ...], finished: tuple[int, ...]) -> int:
    """The fewest exchanges that turn ``square`` into ``finished``."""
    where = {value: place for place, value in enumerate(finished)}
    seen = [False] * len(square)
    cycles = 0
    for start in range(len(square)):
        if seen[start]:
            continue
        cycles += 1
        place = start
        while not seen[place]:
            seen[place] = True
            place = where[square[place]]
    return len(square) - cycles


def exchanges_left(square: tuple[int, ...]) -> int:
    """The fewest exchanges that finish ``square``."""
    return min(exchanges_to(square, finished) for finished in FINISHED)


class Knowledge(SearchKnowledge):
    def search_moves(self, table: Table) -> list[Move]:
        square = values(table)
        if sorted(square) != list(range(1, SIDE * SIDE + 1)):
            # Not the nine cards ace to nine (a position written by hand): no finished
            # square to head for.
            return self.rules.legal_moves(table)
        index = {f"tableau-{n + 1}": n for n in range(SIDE * SIDE)}

        def after(move: Move) -> int:
            swapped = list(square)
            a, b = index[move.source or ""], index[move.target or ""]
            swapped[a], swapped[b] = swapped[b], swapped[a]
            return exchanges_left(tuple(swapped))

        return sorted(self.rules.legal_moves(table), key=after)
