"""Building on the tableau: marriages, sequences regardless of suit, and lanes.

The book's *marriage* is a card placed on the next card above or below it in value,
of the same suit; some games allow only one direction.  Sequences in the book run
from ace to king, so no build joins king and ace.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .. import cards
from ..moves import Move
from ..table import Cards, Table

Accepts = Callable[[Cards, str], bool]


def marries(card: str, onto: str, *, up: bool = True, down: bool = True) -> bool:
    """Whether ``card`` may be married onto ``onto``: same suit, one rank apart.
    ``down`` allows the next lower card (a descending line), ``up`` the next higher."""
    if cards.suit(card) != cards.suit(onto):
        return False
    step = cards.rank(card) - cards.rank(onto)
    return (down and step == -1) or (up and step == 1)


def marriage(*, up: bool = True, down: bool = True) -> Accepts:
    """A pile rule: a non-empty pile takes a marriage onto its top card."""

    def accepts(stack: Cards, card: str) -> bool:
        return bool(stack) and marries(card, stack[-1], up=up, down=down)

    return accepts


def next_lower_any_suit(stack: Cards, card: str) -> bool:
    """A pile rule: a non-empty pile takes a card one rank lower, of any suit."""
    return bool(stack) and cards.rank(card) == cards.rank(stack[-1]) - 1


def lane(stack: Cards, card: str) -> bool:
    """A pile rule: an empty row or column (a lane) takes any available card."""
    return not stack


def either(*rules: Accepts) -> Accepts:
    def accepts(stack: Cards, card: str) -> bool:
        return any(rule(stack, card) for rule in rules)

    return accepts


def transfers(
    table: Table, sources: Iterable[str], targets: Iterable[str], accepts: Accepts
) -> list[Move]:
    """Every move of one available card (a source's top) onto a target pile it suits."""
    targets = tuple(targets)
    moves = []
    for source in sources:
        card = table.top(source)
        if card is None:
            continue
        for target in targets:
            if target != source and accepts(table[target], card):
                moves.append(Move("move", source, target, 1, card=card))
    return moves
