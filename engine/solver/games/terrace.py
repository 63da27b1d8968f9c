"""The Terrace as the solver sees it: fewer of its probes begin on the best line yet.
(Its foundations are alike, and so are its valley packets: ``Terrace.alike`` says why.)"""

from __future__ import annotations

from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    # One probe in four begun on the best line yet, not the default three: with three,
    # deals 1-20 (3 s of CPU a deal) won 4 where probes from the start won 5, deals 21-24
    # (10 s) 1 where they won 3; with one, 5 and 3 (bench/win_finding.py --games terrace).
    probe_restarts = 0.25
