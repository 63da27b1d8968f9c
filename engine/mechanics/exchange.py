"""Exchanges between a suit's two foundations, one ascending and one descending.

Where each suit has a foundation going up and one coming down (La Nivernaise's aces
and kings, the Herring-Bone's sequences from the foundation card), the book lets "one
card at a time ... be exchanged from the ascending to the descending sequences, and vice
versa": the top card of one may be moved onto the other of its suit when it follows
there.  Where the two meet (the ascending at six, the descending at seven) a card so
moved changes which card each wants next.

A game names its pairs for the table in hand (ascending pile, descending pile), since
the Herring-Bone's suits find their foundations only as their first cards are placed,
and says whether a card may go straight back where it came from (the Herring-Bone's
reading: not; a counter remembers the exchange just made until any other move).  An
exchange is a move of kind ``exchange``: its ``source`` the foundation the card leaves,
its ``target`` the one it joins, its ``str()`` naming both sides in a player's words.

Moves that only go to and fro between foundations never end a game by themselves, so a
game with exchanges tells when it is lost with ``engine/mechanics/reach.py``, exchanges
counting as shuffling moves (``gets_somewhere``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from .. import cards
from ..moves import TOP, Kind, Move
from ..table import Table
from .counters import Counter, shared
from .foundations import Foundation

EXCHANGE = "exchange"
JUST_EXCHANGED = "just_exchanged"  # (source, target) of the exchange just made, or None

# The kind: the top card of one foundation taken to the other, by tap or drag.
EXCHANGE_KIND = Kind(
    EXCHANGE,
    lifts=TOP,
    verb="exchange",
    advised=("move the {card} to the other foundation of its suit",),
    said="{Card} exchanged to the other foundation of its suit.",
)


def _pair_of_piles(value: object, piles: Mapping) -> bool:
    return value is None or (
        isinstance(value, tuple)
        and len(value) == 2
        and all(isinstance(p, str) and p in piles and p.startswith("foundation") for p in value)
    )


shared(
    Counter(
        JUST_EXCHANGED, "the two foundations of the exchange just made, or none", _pair_of_piles
    )
)

Pairs = Iterable[tuple[str, str]]  # each suit's (ascending, descending) foundation piles
SideName = Callable[[str], str]  # a foundation pile -> its name ("the ace's foundation")


def exchanges(
    table: Table,
    foundations: Mapping[str, Foundation],
    pairs: Pairs,
    side_name: SideName,
    *,
    straight_back: bool = True,
) -> list[Move]:
    """Every exchange open now: the top card of either foundation of a pair onto the
    other, where that one takes it; without ``straight_back``, not the card just moved
    back where it came from."""
    undo = None if straight_back else table.var(JUST_EXCHANGED)
    moves = []
    for ascending, descending in pairs:
        for source, target in ((ascending, descending), (descending, ascending)):
            card = table.top(source)
            if card is None or (target, source) == undo:
                continue
            if foundations[target].accepts(table[target], card):
                label = (
                    f"Exchange the {cards.short(card)} from {side_name(source)} "
                    f"to {side_name(target)}"
                )
                moves.append(Move(EXCHANGE, source, target, card=card, label=label))
    return moves


def exchanged(table: Table, move: Move, *, straight_back: bool = True) -> Table:
    """The table after an exchange (remembered where it may not go straight back)."""
    table = table.move(move.source, move.target)
    if straight_back:
        return table
    return table.with_vars(**{JUST_EXCHANGED: (move.source, move.target)})


def after_other_move(table: Table) -> Table:
    """Any move but an exchange lets the last exchanged card go back again."""
    return table.with_vars(**{JUST_EXCHANGED: None}) if table.var(JUST_EXCHANGED) else table


def refuse_exchange(
    table: Table,
    move: Move,
    foundations: Mapping[str, Foundation],
    pairs: Pairs,
) -> str:
    """Why an exchange is not open, in a player's words."""
    pairs = list(pairs)
    ends = {frozenset(pair) for pair in pairs}
    if frozenset((move.source, move.target)) not in ends:
        return "A card is exchanged only between the two foundations of its suit."
    card = table.top(move.source or "")
    if card is None:
        return "There is no card there to exchange."
    if table.var(JUST_EXCHANGED) == (move.target, move.source):
        return f"The {cards.name(card)} was just exchanged: it may not go straight back."
    need = foundations[move.target].describe_need(table[move.target])
    return f"The {cards.name(card)} does not follow on the other foundation: {need}."


def gets_somewhere(position: Table, move: Move) -> bool:
    """A move that changes what the shuffling moves can reach (``reach``'s ``progress``):
    an exchange does not (it only goes to and fro between foundations)."""
    return move.kind != EXCHANGE and (
        move.kind != "move" or (move.target or "").startswith("foundation")
    )
