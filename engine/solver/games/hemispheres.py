"""The Hemispheres as the solver sees it: the pack turned a card at a time."""

from __future__ import annotations

from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    # Turns of the pack as one move (talon_turns.py) are not this game's: those the module
    # makes differ from the engine's on deal 1 (tests/unit/test_solver_talon_turns.py, which
    # found it); until the reason is found and the module taught it, the pack is turned a
    # card at a time.
    turns_the_pack_whole = False
