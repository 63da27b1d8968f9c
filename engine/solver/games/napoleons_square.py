"""Napoleon's Square as the solver sees it: the default moves (a safe play alone; else
the plays to the foundations, the moves that uncover the cards they want, the pack
last), walked on the small model it shares with Napoleon at St. Helena
(``napoleons_model.py``) once the remedy for blocking kings is past; while the remedy is
due, on the engine's tables.  (Its foundations are alike, and its packets once the
remedy is past: ``NapoleonsSquare.position_key`` says why.)"""

from __future__ import annotations

from ..knowledge import SearchKnowledge
from .napoleons_model import NapoleonsModel


class Knowledge(SearchKnowledge):
    # The search walks the small model, the same moves as the default knowledge's on the
    # engine's tables, made faster (bench/solver_speed.py --model; docs/win-rates-notes.md).
    model = NapoleonsModel
    # An empty packet takes only the talon's card, never another packet's.
    lanes_from_places = False
