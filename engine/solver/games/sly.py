"""Sly as the solver sees it: where to place each dealt card.

In a later deal every card may go on any of twenty packets, and only the packets' top
cards can be played between deals, so a card is best laid on a card the foundations
will want after it: then it comes off first.  The moves are all kept, only ordered: a
card is laid first on the packet whose top is wanted soonest after it, then on an empty
place, then on cards wanted before it (burying them), the least urgent first."""

from __future__ import annotations

from ... import cards
from ...games.sly import ACE_ROW, HAND, KING_ROW
from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge

FAR = 30  # how long a card no foundation can take yet waits, at least


def waits(table: Table, card: str) -> int:
    """How many cards its foundations need before this one: the fewer, the sooner it is
    wanted (the nearer of its suit's two foundations, the one not started counting from
    its ace or king)."""
    suit, rank = cards.suit(card), cards.rank(card)
    best = FAR
    for row, up in ((ACE_ROW, True), (KING_ROW, False)):
        stack = next((table[p] for p in row if table[p][:1] and table[p][0][1] == suit), None)
        if stack is None:
            gap = rank - 1 if up else 13 - rank
            best = min(best, gap + 1)
            continue
        if len(stack) == 13:
            continue
        top = cards.rank(stack[-1])
        gap = rank - top - 1 if up else top - rank - 1
        if gap >= 0:
            best = min(best, gap)
    return best


class Knowledge(SearchKnowledge):
    probe_share = 0.85
    # Its probes all begin at the start: begun on the best line yet (the default), the
    # coach's backward search over a lost game (tests/unit/test_coach.py) found no win
    # within its positions from positions on the solver's own winning line.
    probe_restarts = 0.0

    def search_moves(self, table: Table) -> list[Move]:
        moves = list(super().search_moves(table))
        places = [m for m in moves if m.kind == "place"]
        if len(places) < 2:
            return moves
        card = table.top(HAND) or ""
        mine = waits(table, card)

        def order(move: Move) -> tuple[int, int]:
            top = table.top(move.target or "")
            if top is None:
                return (1, 0)
            later = waits(table, top) - mine
            return (0, later) if later > 0 else (2, -later)

        places.sort(key=order)
        plays = [m for m in moves if (m.target or "").startswith("foundation")]
        others = [m for m in moves if m.kind != "place" and m not in plays]
        return plays + places + others
