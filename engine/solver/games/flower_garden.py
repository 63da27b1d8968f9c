"""The Flower-Garden as the solver sees it: the four foundations are alike.

Why a position may be folded with one whose foundations hold the same cards in other
places (``SearchKnowledge.alike``): the rules name a foundation only as "a foundation"
(all four are built up in suit from an ace, an ace goes to the first free one, and the
free ones are alike).  Renaming the foundations turns every legal move into a legal
move and the position it leads to into the renamed one, and a position is won exactly
when its renamed one is.  (The Garden's packets and the Bouquet are folded by the rules'
own key.)
"""

from __future__ import annotations

from ...games.flower_garden import FOUNDATIONS
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (FOUNDATIONS,)
