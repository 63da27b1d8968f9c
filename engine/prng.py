"""The engine's own random numbers, so a deal number means the same deal everywhere.

Python's ``random`` module is not used: its algorithms may change between releases
and builds.  Instead this module implements PCG32 (the "XSH RR" output of a 64-bit
linear congruential generator, as published by M. O'Neill) in plain integer arithmetic,
which gives identical results on CPython and on Pyodide.

* ``Pcg32(seed, stream)``: the generator.  ``seed`` is the deal number; ``stream``
  separates independent uses of one deal (the first shuffle is stream 0, the Sultan's
  re-deals use streams 1 and 2), so a deal number reproduces a whole game.
* ``below(n)``: an unbiased whole number in ``[0, n)`` by rejection sampling.
* ``shuffle(cards)``: Fisher-Yates from the last position down, drawing ``below(i + 1)``.

The golden tests in ``tests/unit/test_prng.py`` pin the output so it can never drift.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_MULTIPLIER = 6364136223846793005


class Pcg32:
    def __init__(self, seed: int, stream: int = 0) -> None:
        self._inc = ((stream << 1) | 1) & _MASK64
        self._state = 0
        self.next_u32()
        self._state = (self._state + seed) & _MASK64
        self.next_u32()

    def next_u32(self) -> int:
        old = self._state
        self._state = (old * _MULTIPLIER + self._inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def below(self, n: int) -> int:
        """A uniform whole number from 0 to n - 1 (n at most 2**32)."""
        if not 0 < n <= 1 << 32:
            raise ValueError("n must be between 1 and 2**32")
        # Reject the top sliver of the 32-bit range that would favour small results.
        threshold = (1 << 32) % n
        while True:
            value = self.next_u32()
            if value >= threshold:
                return value % n

    def shuffle(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy of ``items``."""
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result


def shuffled_pack(deal: int, pack: Sequence[str], stream: int = 0) -> list[str]:
    """The pack as shuffled for this deal number; the first card is dealt first."""
    return Pcg32(deal, stream).shuffle(pack)
