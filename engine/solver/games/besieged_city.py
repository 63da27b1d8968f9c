"""The Besieged City as the solver sees it: the pack turned a card at a time."""

from __future__ import annotations

from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    # Turns of the pack as one move (talon_turns.py) are not this game's: those the module
    # makes differ from the engine's on deal 1 (tests/unit/test_solver_talon_turns.py, which
    # found it); until the reason is found and the module taught it, the pack is turned a
    # card at a time.
    turns_the_pack_whole = False
    # Its probes all begin at the start: begun on the best line yet (the default), the
    # solver no longer found its one known win, deal 148 (won within 20,000 positions with
    # probes from the start), within 200,000.
    probe_restarts = 0.0
