"""The Wheel as the solver sees it: packets that leave the same cushion behind are one.

No court card differs from another and suits play no part, so two packets made of the
same values from the same places, or with either of two courts of the same places'
values, leave positions that play alike (the rules' position key says so); only the
first of them is tried.  Packets are tried before the next deal, as the rules allow
nothing else."""

from __future__ import annotations

from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    def search_moves(self, table: Table) -> list[Move]:
        rules = self.rules
        seen: set[tuple] = set()
        moves = []
        for move in rules.legal_moves(table):
            key = rules.position_key(rules.apply(table, move))
            if key not in seen:
                seen.add(key)
                moves.append(move)
        return moves
