"""The Four Corners as the solver sees it: the moves it tries (dead ends dropped, the plan
made before each re-deal followed first, the endgame's thoughtless plays made alone) and
its quick games (``four_corners_finder``).  The reasoning on small numbers, with the
proof of each rule, is in ``four_corners_numbers``."""

from __future__ import annotations

from ...games.four_corners import PACKETS, STOCK
from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge
from . import four_corners_numbers as search
from .four_corners_finder import Finder
from .four_corners_numbers import _move, _pair, _position

REDEAL_MOVE = Move("redeal", STOCK, None)
# The share of the solver's work given to the quick games of four_corners_finder.
FINDER_SHARE = 0.9


def _foundation_first(moves: list[Move]) -> list[Move]:
    return sorted(moves, key=lambda m: (m.kind == "redeal", not m.target or m.target in PACKETS))


class Knowledge(SearchKnowledge):
    # Its deals are won by what the packets hold when they are re-dealt, not by digging:
    # with digging first, the three deals of 1-1000 a 1 s search won stayed unsolved at
    # 10 s.
    dig_for_wanted_cards = False
    quick_games = Finder
    CACHE_LIMIT = 100_000

    @property
    def probe_share(self) -> float:  # type: ignore[override]
        # Most of the work goes to quick games on the solver's small numbers
        # (four_corners_finder), which win where the depth-first search, stuck in the
        # last deal of its first lines, does not; they play the book's rules only.
        return 0.0 if self.rules.variant is not None else FINDER_SHARE

    def search_moves(self, table: Table) -> list[Move]:
        if self.rules.variant is not None:
            return list(super().search_moves(table))
        if table[STOCK]:
            if not table.var("redeals_left") and self._dead_in_last_deal(table):
                return []
            return list(super().search_moves(table))
        if table.var("redeals_left"):
            return self._before_redeal(table)
        return self._endgame(table)

    def _plan_steps(self) -> dict:
        """The next move of each plan made before a re-deal, by position."""
        plans = self.__dict__.get("_redeal_plans")
        if plans is None or len(plans) > self.CACHE_LIMIT:
            plans = self.__dict__["_redeal_plans"] = {}
        return plans

    def _dead_in_last_deal(self, table: Table) -> bool:
        """No re-deal left and the deal under way: a proof that no win is left (the
        cards still in the pack counted as lying alone)."""
        aces, kings, packets = _position(table)
        piles = [packet for packet in packets if packet]
        piles += [(search.NUMBER[card],) for card in table[STOCK]]
        return search.no_win_left(aces, kings, piles)

    def _endgame(self, table: Table) -> list[Move]:
        """The pack dealt and no re-deal left: no moves from a dead end, the safe play
        alone when there is one, else plays to the foundations first."""
        position = _position(table)
        if search.position_dead(position):
            return []
        moves = self.rules.legal_moves(table)
        safe = search.safe_play(position, [_pair(m) for m in moves])
        if safe is not None:
            return [_move(table, *safe)]
        return _foundation_first(moves)

    def _before_redeal(self, table: Table) -> list[Move]:
        """Plays and marriages before a re-deal: those of the plan first (see
        ``four_corners_numbers.plan_before_redeal``), then the re-deal once the plan is
        done, then the rest."""
        rules = self.rules
        plans = self._plan_steps()
        step = plans.get(table.cards)
        moves = rules.legal_moves(table)
        if step is None:
            last = table.var("redeals_left") == 1
            line = search.plan_before_redeal(_position(table), last)
            here = table
            for source, target in line:
                move = _move(here, source, target)
                plans[here.cards] = move
                here = rules.apply(here, move)
            plans[here.cards] = REDEAL_MOVE
            step = plans[table.cards]
        first = [m for m in moves if m == step]
        return first + _foundation_first([m for m in moves if m != step])
