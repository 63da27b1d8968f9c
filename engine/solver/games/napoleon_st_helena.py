"""Napoleon at St. Helena as the solver sees it: the columns are alike, and so are the
foundations.

Why a position may be folded with one whose columns, or whose foundations, hold the
same cards in other places (``SearchKnowledge.alike``): every rule of the game names a
column only as "a column" (any column's lowest card may be played, married onto another
column's lowest card or put into any empty one; the talon's card goes onto any column's
lowest card or into any empty one), and every foundation only as "a foundation" (all
eight are built up in suit from an ace; an ace goes to the first empty space, and the
empty spaces are alike).  So renaming the columns, or the foundations, turns every
legal move into a legal move and the position it leads to into the renamed one, and a
position is won exactly when its renamed one is.  Two packs make two foundations of a
suit, and the aces come out in any order, so without the fold the same game would be
searched once for each way the aces happened to land.
"""

from __future__ import annotations

from ...games.napoleon_st_helena import COLUMNS, FOUNDATIONS
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (COLUMNS, FOUNDATIONS)
