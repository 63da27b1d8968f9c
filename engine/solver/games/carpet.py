"""The Carpet as the solver sees it: probes do most of the work."""

from __future__ import annotations

from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    # While a re-deal is left every play changes the talon, so the order the next
    # shuffle gives (as in the Sultan): choices that far apart lead to unrelated games,
    # which a depth-first search rarely sees enough of, and probes reach many.
    probe_share = 0.85
    # Turns of the pack as one move (talon_turns.py) are not this game's: those the module
    # makes differ from the engine's on deal 1 (tests/unit/test_solver_talon_turns.py), the
    # re-deals shuffling the talon back being the likely reason; the pack is turned a card
    # at a time.
    turns_the_pack_whole = False
