"""Cards as small integers, for the solver's models of games (``*_model.py``): a card is
``rank * 4 + suit`` (ace 1 to king 13, the suits in the order of ``cards.SUITS``), so no
card is 0, and its rank and suit are a shift and a mask."""

from __future__ import annotations

from ... import cards

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
