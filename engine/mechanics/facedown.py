"""Cards lying face down at the bottom of a pile (Klondike's columns).

The table keeps, for each pile that has any, how many of its bottom cards lie face down:
a game counter (``face_down``) holding (pile id, count) pairs, so that a position's key,
its written form and a save's replay carry it like any other counter.  Only the cards
above them are face up; only those can move, so a move never changes the count of the
pile it leaves, and the rules turn the card left on top face up themselves
(``turn_up_tops``).  The pile's cards are listed in full all the same: the solver, like
a player who could see every card, knows them; the page draws them as backs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..table import Cards, Table

FACE_DOWN = "face_down"


def face_down(table: Table) -> dict[str, int]:
    """Pile id -> how many of its bottom cards lie face down (only piles that have any)."""
    return dict(table.var(FACE_DOWN) or ())


def lay_face_down(table: Table, counts: Mapping[str, int]) -> Table:
    """The table with these counts of face-down cards (a count of 0 is left out)."""
    kept = tuple(sorted((pile, int(n)) for pile, n in counts.items() if n))
    return table.with_vars(**{FACE_DOWN: kept})


def hidden(table: Table, pile: str) -> int:
    """How many bottom cards of ``pile`` lie face down."""
    for name, count in table.var(FACE_DOWN) or ():
        if name == pile:
            return count
    return 0


def face_up(table: Table, pile: str) -> Cards:
    """The cards of ``pile`` lying face up, bottom first."""
    return table[pile][hidden(table, pile) :]


def hidden_cards(table: Table) -> set[str]:
    """Every card lying face down (for tests that the page never names one)."""
    return {card for pile, count in face_down(table).items() for card in table[pile][:count]}


def turn_up_tops(table: Table, piles: Iterable[str]) -> Table:
    """Turn face up the top card of each of ``piles`` that lies face down (the rules do
    it at once, no move of the player's)."""
    counts = face_down(table)
    changed = False
    for pile in piles:
        count, size = counts.get(pile, 0), len(table[pile])
        if count and count >= size:
            counts[pile] = max(size - 1, 0)
            changed = True
    return lay_face_down(table, counts) if changed else table


def plausible(value: object, piles: Mapping[str, Cards]) -> bool:
    """Whether a written ``face_down`` counter could be the table's: distinct piles of
    the table, each with a count from 1 to its number of cards less one (its top card
    lies face up)."""
    if not isinstance(value, tuple):
        return False
    seen = set()
    for pair in value:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            return False
        pile, count = pair
        if pile not in piles or pile in seen:
            return False
        if not isinstance(count, int) or isinstance(count, bool):
            return False
        if not 1 <= count < max(len(piles[pile]), 1):
            return False
        seen.add(pile)
    return True
