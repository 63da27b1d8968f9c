"""The Blockade as the solver sees it: the eight foundations are alike.

Why a position may be folded with one whose foundations hold the same cards in other
places (``SearchKnowledge.alike``): the rules name a foundation only as "a foundation"
(all eight are built up in suit from an ace, an ace goes to the first empty one, and
the empty ones are alike), and nothing in the rows, the refills or the pack depends on
which foundation holds what.  Renaming the foundations turns every legal move into a
legal move and the position it leads to into the renamed one, and a position is won
exactly when its renamed one is.  (The rows are not alike: a refill goes to the
uppermost vacancy first, and a card is blocked by the one below it.)
"""

from __future__ import annotations

from ...games.blockade import FOUNDATIONS
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (FOUNDATIONS,)
