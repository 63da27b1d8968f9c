"""Cards lying face down in a pile: at its bottom (Klondike's columns) or anywhere in it
(rows dealt face down between face-up rows).

The table keeps, for each pile that has any, which of its cards lie face down: a game
counter (``face_down``) holding (pile id, where) pairs, so that a position's key, its
written form and a save's replay carry it like any other counter.  ``where`` is a count
when the face-down cards are the pile's bottom ones (the common case, written as Klondike
has always written it), else the tuple of their positions, 0 being the bottom card.  So
one set of face-down cards has one written form, and two positions alike are equal.

Only the cards above the uppermost face-down card are face up and free to move, so a
move never takes a face-down card, and the rules turn the card left on top face up
themselves (``turn_up_tops``).  The pile's cards are listed in full all the same: the
solver, like a player who could see every card, knows them; the page draws them as backs,
each in its place in the pile.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..table import Cards, Table
from .counters import Counter, shared

FACE_DOWN = "face_down"

Positions = tuple[int, ...]


def _positions(where: int | Positions) -> Positions:
    return tuple(range(where)) if isinstance(where, int) else tuple(where)


def _written(positions: Iterable[int]) -> int | Positions:
    """The counter's form of a set of positions: a count for a bottom run, else the tuple."""
    ordered = tuple(sorted(set(positions)))
    return len(ordered) if ordered == tuple(range(len(ordered))) else ordered


def face_down_at(table: Table) -> dict[str, Positions]:
    """Pile id -> the positions of its face-down cards, 0 the bottom card (only piles that
    have any)."""
    return {pile: _positions(where) for pile, where in table.var(FACE_DOWN) or ()}


def face_down(table: Table) -> dict[str, int]:
    """Pile id -> how many of its bottom cards lie face down, counting only an unbroken
    run from the bottom (only piles that have one)."""
    counts = {pile: bottom_run(positions) for pile, positions in face_down_at(table).items()}
    return {pile: count for pile, count in counts.items() if count}


def bottom_run(positions: Iterable[int]) -> int:
    """How many of ``positions`` run unbroken from the bottom card (0, 1, 2 ...)."""
    held, count = set(positions), 0
    while count in held:
        count += 1
    return count


def lay_face_down(table: Table, counts: Mapping[str, int]) -> Table:
    """The table with these counts of face-down cards at the bottom of piles (a count of 0
    is left out)."""
    return lay_face_down_at(table, {pile: range(n) for pile, n in counts.items()})


def lay_face_down_at(table: Table, positions: Mapping[str, Iterable[int]]) -> Table:
    """The table with the cards at these positions of their piles face down (a pile with
    none is left out)."""
    written = ((pile, _written(where)) for pile, where in positions.items())
    kept = tuple(sorted((pile, where) for pile, where in written if where))
    return table.with_vars(**{FACE_DOWN: kept})


def hidden(table: Table, pile: str) -> int:
    """How many cards of ``pile`` lie at or below its uppermost face-down card: the cards
    that cannot move (all of them face down in Klondike's columns)."""
    for name, where in table.var(FACE_DOWN) or ():
        if name == pile:
            return where if isinstance(where, int) else max(where) + 1
    return 0


def face_up(table: Table, pile: str) -> Cards:
    """The cards of ``pile`` lying face up above its uppermost face-down card, bottom first."""
    return table[pile][hidden(table, pile) :]


def hidden_cards(table: Table) -> set[str]:
    """Every card lying face down (for tests that the page never names one)."""
    return {table[pile][i] for pile, positions in face_down_at(table).items() for i in positions}


def turn_up_tops(table: Table, piles: Iterable[str]) -> Table:
    """Turn face up the top card of each of ``piles`` that lies face down (the rules do
    it at once, no move of the player's)."""
    held = face_down_at(table)
    changed = False
    for pile in piles:
        positions, size = held.get(pile), len(table[pile])
        if positions and max(positions) >= size - 1:
            held[pile] = tuple(i for i in positions if i < size - 1)
            changed = True
    return lay_face_down_at(table, held) if changed else table


def plausible(value: object, piles: Mapping[str, Cards]) -> bool:
    """Whether a written ``face_down`` counter could be the table's: distinct piles of
    the table, each with a count from 1 to its number of cards less one, or increasing
    positions below its top card (which lies face up), in the one form the table writes."""
    if not isinstance(value, tuple):
        return False
    seen = set()
    for pair in value:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            return False
        pile, where = pair
        if not isinstance(pile, str) or pile not in piles or pile in seen:
            return False
        top = len(piles[pile]) - 1
        if isinstance(where, tuple):
            if not all(isinstance(i, int) and not isinstance(i, bool) for i in where):
                return False
            if not where or _written(where) != where or where[0] < 0 or where[-1] >= top:
                return False
        elif not isinstance(where, int) or isinstance(where, bool) or not 1 <= where <= top:
            return False
        seen.add(pile)
    return True


COUNTER = shared(
    Counter(
        FACE_DOWN,
        "the face-down cards of piles on the table, each pile's below its top card",
        plausible,
    )
)
