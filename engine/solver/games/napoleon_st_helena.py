"""Napoleon at St. Helena as the solver sees it: the default moves (a safe play alone;
else the plays to the foundations, the moves that uncover the cards they want, the pack
last), walked on the game's small model (``napoleons_model.py``) instead of the engine's
tables.  (Its columns and its foundations are alike: ``NapoleonStHelena.alike`` says
why.)"""

from __future__ import annotations

from ..knowledge import SearchKnowledge
from .napoleons_model import NapoleonsModel


class Knowledge(SearchKnowledge):
    # The search walks the small model, the same moves as the default knowledge's on the
    # engine's tables, made faster (bench/solver_speed.py --model; docs/win-rates-notes.md).
    model = NapoleonsModel

    @property
    def lanes_from_places(self) -> bool:
        """Whether an empty column takes another column's card (not in the variant
        where a lane takes only the talon's)."""
        return not self.rules.lanes_from_talon_only
