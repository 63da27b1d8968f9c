"""Auto-play and finishing: the foundation plays that can never hurt, and the line that
plays everything up once a game is won in all but form.

The book leaves every play to the player ("not obliged to play"), so auto-play is the
player's option and the engine only answers which plays are safe.  A play to a
foundation can hurt only by taking away a card something else could have been built on
in the tableau.  So a game names, for each card, its *partners*: the cards its
building rule would let be placed on it.  The play is safe once every copy of every
partner is on a foundation already, since nothing can want the card as a base again.

In a one-pack game the partner that the same foundation takes next does not count
either: it can always follow the card up rather than be laid on it (Fortress).  A card
that two different foundations would take is left to the player, who may have a plan for
it; two foundations alike in rule and cards count as one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping

from .. import cards
from ..moves import Move
from ..table import Table
from .foundations import Foundation

Partners = Callable[[str], Iterable[str]]


def in_suit_either_side(card: str) -> tuple[str, ...]:
    """Partners under a marriage rule, same suit, one rank up or down (no wrap)."""
    rank, suit = cards.rank(card), cards.suit(card)
    return tuple(cards.code(r, suit) for r in (rank - 1, rank + 1) if 1 <= r <= 13)


def in_suit_below(card: str) -> tuple[str, ...]:
    """Partners under a marriage rule where a card goes on the next higher of its suit."""
    rank = cards.rank(card)
    return (cards.code(rank - 1, cards.suit(card)),) if rank > 1 else ()


def any_suit_below(card: str) -> tuple[str, ...]:
    """Partners where a card goes on the next higher card of any suit."""
    rank = cards.rank(card)
    return tuple(cards.code(rank - 1, suit) for suit in cards.SUITS) if rank > 1 else ()


def other_colour_below(card: str) -> tuple[str, ...]:
    """Partners where a card goes on the next higher card of the other colour."""
    rank = cards.rank(card)
    if rank == 1:
        return ()
    return tuple(
        cards.code(rank - 1, suit)
        for suit in cards.SUITS
        if (suit in cards.RED_SUITS) != cards.is_red(card)
    )


def no_partners(card: str) -> tuple[str, ...]:
    """Nothing is ever built in the tableau (the Sultan)."""
    return ()


def safe_plays(
    table: Table,
    moves: Iterable[Move],
    foundations: Mapping[str, Foundation],
    partners: Partners,
    decks: int,
) -> list[Move]:
    """The plays among ``moves`` that send a card to a foundation safely."""
    to_foundations = [
        m
        for m in moves
        if m.target in foundations and m.source not in foundations and m.card is not None
    ]
    if not to_foundations:
        return []
    played = Counter(card for pile in foundations for card in table[pile])
    # Two foundations alike in rule and in cards (the Sultan's two kings of clubs) are
    # one choice, not two: either play leads to the same game.
    # Foundations built regardless of suit are alike once they stand at the same height.
    destinations: dict[tuple, set] = {}
    for m in to_foundations:
        spec, stack = foundations[m.target], table[m.target]
        destinations.setdefault((m.source, m.card), set()).add(
            (spec, len(stack) if spec.any_suit else stack)
        )
    safe = []
    for move in to_foundations:
        if len(destinations[(move.source, move.card)]) > 1:
            continue  # two different foundations would take it: the player's choice
        needed = set(partners(move.card))
        if decks == 1:
            needed.discard(foundations[move.target].wants(table[move.target] + (move.card,)))
        if all(played[card] >= decks for card in needed):
            safe.append(move)
    return safe


def finishing_line(
    legal_moves: Callable[[Table], list[Move]],
    apply: Callable[[Table, Move], Table],
    is_won: Callable[[Table], bool],
    table: Table,
    foundations: Iterable[str],
    limit: int = 300,
) -> list[Move] | None:
    """Plays to the foundations, one after another, that win the game from ``table``
    with no choice that matters; None when the game is not won in all but form."""
    foundations = frozenset(foundations)
    line: list[Move] = []
    while not is_won(table):
        if len(line) >= limit:
            return None
        plays = [m for m in legal_moves(table) if m.target in foundations]
        if not plays:
            return None
        line.append(plays[0])
        table = apply(table, plays[0])
    return line or None
