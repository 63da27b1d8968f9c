"""The Carpet as the solver sees it: probes do most of the work."""

from __future__ import annotations

from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    # While a re-deal is left every play changes the talon, so the order the next
    # shuffle gives (as in the Sultan): choices that far apart lead to unrelated games,
    # which a depth-first search rarely sees enough of, and probes reach many.
    probe_share = 0.85
