"""The Salic Law as the solver sees it: a safe play up is made alone.

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
"""

from __future__ import annotations

from collections.abc import Iterable

from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    def search_moves(self, table: Table) -> Iterable[Move]:
        safe = self.rules.safe_plays(table)
        if safe:
            return safe
        return super().search_moves(table)
