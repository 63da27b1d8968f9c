"""La Belle Lucie as the solver sees it: probes do most of the work.  (Its foundations are
alike: ``BelleLucie.alike`` says why.)"""

from __future__ import annotations

from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    # Its deals are mostly won, and a win lies far from the depth-first search's first
    # choices: with 80% of the work (30,000 positions a deal, deals 1-10) probes won
    # 9 where half of it won 8.
    probe_share = 0.8
    # Its probes all begin at the start: with three in four begun on the best line yet
    # (the default), deals 6 and 10 were left unknown at 3 s of CPU, won in 1.2 and 0.3 s
    # without (bench/win_finding.py --games belle-lucie --deals 1-10).
    probe_restarts = 0.0
