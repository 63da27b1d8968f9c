"""The Salic Law as the solver sees it: a safe play up is made alone, and during the
deal a play that can wait is left for later.

A play is safe by the rule of ``SalicLaw.safe_plays``: a card of rank r when no
foundation stands below r - 1.  Why no win is lost: the foundations still wanting an r
are then exactly those standing at r - 1 (each of the eight foundations takes one card
of every rank, so as many still want an r as there are r's left), and they are alike,
suit counting nowhere.  Take any win; rename its foundations so that the one it gives
this card is the one the play chooses; that foundation takes nothing before the card
(it wants an r, and this card is its r).  Playing the card first and leaving out its
moves on the way (onto bare kings and off) keeps every later move legal: a card gone
only uncovers the card below it and leaves a king bare, and nothing in the rules needs
a card covered or a king occupied.  So the position after the play is won whenever
the position before it is, and the other moves need not be tried.

During the deal a card of the pack lands only on the packet of the last king (an ace,
a queen or a king goes to a place of its own), so no other packet is ever covered
again.  A play can therefore wait, in any win, until just before the first move that
needs it (a play onto the same foundation, or from under it in the same packet): the
deal needs neither, unless the card dealt next covers the packet the play is made from.
So a win may be put in a form where, between two cards of the deal, every play is on
the way to a play from the packet the next card will cover, made before that card:

* when the next card is an ace, a queen or a king, no packet is covered and no play is
  tried, only the deal;
* otherwise a play from another packet can be on that way only if its card, or a card
  under it in its packet, is lower than the covered packet's top card: a foundation
  climbs one rank at a time, so only lower cards bring one to the rank below that top
  card, and higher ones serve only to uncover lower ones.  The other plays wait.
"""

from __future__ import annotations

from collections.abc import Iterable

from ... import cards
from ...games.salic_law import STOCK, last_king
from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge

# Aces, queens and kings go to places of their own as they are dealt.
OWN_PLACES = frozenset((1, 12, 13))


def plays_that_cannot_wait(table: Table, moves: list[Move]) -> list[Move]:
    """The deal, and the plays that may be on the way to a play from the packet the next
    card of the pack will cover before it does."""
    if cards.rank(table[STOCK][-1]) in OWN_PLACES:
        return [move for move in moves if move.kind == "deal"]
    covered = last_king(table)
    stack = table[covered]
    if len(stack) < 2:
        return [move for move in moves if move.kind == "deal"]
    below = cards.rank(stack[-1])
    return [
        move
        for move in moves
        if move.kind == "deal"
        or move.source == covered
        or any(cards.rank(card) < below for card in table[move.source][1:])
    ]


class Knowledge(SearchKnowledge):
    def search_moves(self, table: Table) -> Iterable[Move]:
        safe = self.rules.safe_plays(table)
        if safe:
            return safe
        moves = list(super().search_moves(table))
        if table[STOCK]:
            return plays_that_cannot_wait(table, moves)
        return moves
