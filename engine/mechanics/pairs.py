"""Pairs taken out: two available cards that match are lifted off together and put
aside on the discard pile, for good.

The Fourteenth pairs two cards of one row or column that make fourteen; Nestor pairs
any two available cards of equal value.  What they share lives here: the two matching
rules, the pair moves among the available cards (each pair named once, from its earlier
place), and the taking out.  Where a card may pair (which places are available, which
lines count) is the game's to say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import cards
from ..moves import Move
from ..table import Table

Matches = Callable[[str, str], bool]
FOURTEEN = 14


def equal_value(card: str, other: str) -> bool:
    """Two kings, two fives ...: the suits do not matter."""
    return card[0] == other[0]


def make_fourteen(card: str, other: str) -> bool:
    """Ace and king, two and queen, three and knave ... or two sevens."""
    return cards.rank(card) + cards.rank(other) == FOURTEEN


def pair_moves(table: Table, places: Sequence[str], matches: Matches) -> list[Move]:
    """Every pair of top cards of ``places`` that ``matches``, named once each, from its
    earlier place in the order given: ``Move("pair", earlier, later)``."""
    tops = [(place, table.top(place)) for place in places]
    full = [(place, card) for place, card in tops if card is not None]
    moves = []
    for i, (place, card) in enumerate(full):
        for other_place, other in full[i + 1 :]:
            if matches(card, other):
                moves.append(Move("pair", place, other_place, 1, card=card))
    return moves


def can_pair(table: Table, places: Sequence[str], matches: Matches) -> bool:
    """Whether any two top cards of ``places`` make a pair."""
    full = [card for card in (table.top(place) for place in places) if card is not None]
    return any(matches(card, other) for i, card in enumerate(full) for other in full[i + 1 :])


def take_out(table: Table, first: str, second: str, discard: str = "discard-1") -> Table:
    """The table with the top cards of ``first`` and ``second`` put on the discard pile,
    the first place's card first."""
    one, other = table[first], table[second]
    return table.put(
        {first: one[:-1], second: other[:-1], discard: table[discard] + one[-1:] + other[-1:]}
    )
