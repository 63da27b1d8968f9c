"""La Belle Lucie as the solver sees it: the foundations are alike.

Why a position may be folded with one whose foundations hold the same cards in other
places (``SearchKnowledge.alike``): the rules name a foundation only as "a foundation"
(each is built up in suit from an ace, an ace goes to the first empty one, and the empty
ones are alike), and a re-deal takes up the packets alone.  Renaming the foundations
turns every legal move into a legal move and the position it leads to into the renamed
one, and a position is won exactly when its renamed one is.  (The packets are folded by
the rules' own key once no re-deal is left; before, which packet holds what decides the
next shuffle.)
"""

from __future__ import annotations

from ...games.belle_lucie import FOUNDATIONS
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (FOUNDATIONS,)
