"""Red and Black as the solver sees it: probes do most of the work.  (Its Volunteers are
alike, and so are the two foundations of a suit: ``RedAndBlack.alike`` says why.)"""

from __future__ import annotations

from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    # Its deals are mostly won, and a win lies far from the depth-first search's first
    # choices: with 80% of the work (30,000 positions a deal, deals 1-10) probes won
    # 8 where half of it won 6.
    probe_share = 0.8
    # Its probes all begin at the start: begun on the best line yet (the default), the
    # coach's backward search over a lost game (tests/unit/test_coach.py) found no win
    # within its positions from positions on the solver's own winning line.
    probe_restarts = 0.0
