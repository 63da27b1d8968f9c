"""Napoleon's Square as the solver sees it: the eight foundations are alike.

Why a position may be folded with one whose foundations hold the same cards in other
places (``SearchKnowledge.alike``): the rules name a foundation only as "a foundation"
(all eight are built up in suit from an ace, an ace goes to the first empty one, and
the empty ones are alike); the remedy and the re-deal deal the square anew from the
whole of both packs, whatever the foundations hold.  Renaming the foundations turns
every legal move into a legal move and the position it leads to into the renamed one,
and a position is won exactly when its renamed one is.  (The packets are folded by the
rules' own key.)  With two packs two foundations of a suit may take the same card, and
the aces come out in any order: without the fold the same game would be searched once
for each way they landed.
"""

from __future__ import annotations

from ...games.napoleons_square import FOUNDATIONS
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (FOUNDATIONS,)
