"""Foundations whose rank is not fixed by the book but set by the first card laid.

General Sedgewick's corners and the Terrace's line all start with the rank of the first
card laid on the first of them (dealt there, or chosen by the player); every other
foundation then takes only a card of that rank, the first empty one first, and each is
built up round the corner (the ace following the king) to thirteen cards: in suit, or in
alternate colours.  Until the first card is down no foundation takes anything."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .. import cards
from ..table import Table
from .foundations import Foundation


@cache
def _foundations(piles: tuple[str, ...], colours: bool, base: int | None) -> dict[str, Foundation]:
    return dict.fromkeys(piles, Foundation(base_rank=base, wrap=True, colours=colours))


@dataclass(frozen=True, slots=True)
class FirstCardsRank:
    """A row of foundations started by the rank of the first card on ``piles[0]``."""

    piles: tuple[str, ...]
    colours: bool = False  # built in alternate colours rather than in suit

    def base_rank(self, table: Table) -> int | None:
        """The rank every foundation starts with: the first foundation's first card's."""
        first = table[self.piles[0]]
        return cards.rank(first[0]) if first else None

    def foundations(self, table: Table) -> dict[str, Foundation]:
        """The foundations as they stand (before the first card, none takes anything)."""
        return _foundations(self.piles, self.colours, self.base_rank(table))

    def place_for(self, table: Table, card: str) -> str | None:
        """Where a card of the foundations' rank goes by itself: the first empty
        foundation; None for any other card."""
        if cards.rank(card) != self.base_rank(table):
            return None
        return next((pile for pile in self.piles if not table[pile]), None)
