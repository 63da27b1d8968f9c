"""Re-deals that take the tableau up in the book's order, without shuffling.

The cards on the table are face up; a pile is picked up as it lies, so its last-dealt
card is uppermost, and when the gathered pack is turned over to be dealt again every
pile's first-dealt card comes before its last.  What differs between games is where
each pile taken up goes:

* on top of those already in hand (the Four Corners: "taken up in order, beginning on
  the left"): the pile taken up first is dealt first again;
* underneath them (the Nation: "the second column being placed underneath the first"):
  the pile taken up last is uppermost after the turn, and is dealt first.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..table import Table
from .counters import count, shared
from .dealing import stock_of

# The counters of every game that deals again (the pack turned over, the talon shuffled,
# the packets gathered): declared here once, read by the talon's and the packets' re-deals.
REDEALS_LEFT = "redeals_left"  # the re-deals still to come
DEAL = "deal"  # the deal number, kept on the table so a re-deal's shuffle can be made again
shared(count(REDEALS_LEFT, "the number of re-deals left"))
shared(count(DEAL, "the number of the deal being played", least=1))


def taken_up(table: Table, piles: Sequence[str], *, each_underneath: bool = False) -> list[str]:
    """The cards of ``piles``, taken up in the order given, as the new pack in the order
    it will be dealt (first card first)."""
    order = reversed(piles) if each_underneath else piles
    return [card for pile in order for card in table[pile]]


def cleared(table: Table, piles: Sequence[str]) -> Table:
    """The table with ``piles`` taken up (empty)."""
    return table.put(dict.fromkeys(piles, ()))


def gather_into_stock(
    table: Table, piles: Sequence[str], stock: str = "stock-1", *, each_underneath: bool = False
) -> Table:
    """Take ``piles`` up into the pack in hand, ready to be dealt again."""
    pack = taken_up(table, piles, each_underneath=each_underneath)
    changes: dict[str, tuple[str, ...]] = dict.fromkeys(piles, ())
    changes[stock] = stock_of(pack)
    return table.put(changes)
