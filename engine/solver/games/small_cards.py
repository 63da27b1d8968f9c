"""Cards as small integers, for the solver's models of games (``*_model.py``): a card is
``rank * 4 + suit`` (ace 1 to king 13, the suits in the order of ``cards.SUITS``), so no
card is 0, and its rank and suit are a shift and a mask."""

from __future__ import annotations

from collections.abc import Iterable

from ... import cards
from ...moves import Move
from ...table import Table

KING = 13
# The cards as numbers and back.
NUMBER = {
    rank + suit: r * 4 + s
    for s, suit in enumerate(cards.SUITS)
    for r, rank in enumerate(cards.RANKS, start=1)
}
SIZE = max(NUMBER.values()) + 1
CODE = [""] * SIZE
for _code, _n in NUMBER.items():
    CODE[_n] = _code
RANK = [n >> 2 for n in range(SIZE)]
SUIT = [n & 3 for n in range(SIZE)]


def foundations_by_suit(
    table: Table, foundations: tuple[str, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """One pack's foundations built up in suit from the ace: each suit's height, and the
    suit on each foundation pile (-1 while it is empty)."""
    heights, piles = [0, 0, 0, 0], []
    for pile in foundations:
        stack = table[pile]
        suit = SUIT[NUMBER[stack[0]]] if stack else -1
        piles.append(suit)
        if stack:
            heights[suit] = len(stack)
    return tuple(heights), tuple(piles)


def foundation_cards(
    foundations: tuple[str, ...], heights: tuple[int, ...], piles: tuple[int, ...]
) -> dict[str, tuple[str, ...]]:
    """The engine's foundation piles of ``foundations_by_suit``'s heights and suits."""
    out = {}
    for pile, suit in zip(foundations, piles, strict=True):
        height = heights[suit] if suit >= 0 else 0
        out[pile] = tuple(CODE[rank * 4 + suit] for rank in range(1, height + 1))
    return out


class WritesLinesOut:
    """A model whose lines are written out as the engine's single moves: it has a
    ``start``, ``apply`` and ``moves_of`` (a move from a position as the engine's moves)."""

    def expand(self, line: Iterable) -> tuple[Move, ...]:
        """A line of moves from the start, as the engine's single moves."""
        out: list[Move] = []
        position = self.start
        for move in line:
            out.extend(self.moves_of(position, move))
            position = self.apply(position, move)
        return tuple(out)
