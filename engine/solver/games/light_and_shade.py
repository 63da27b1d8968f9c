"""Light and Shade as the solver sees it: the foundations are alike, and so are the
Auxiliaries, and the Rivals.

Why a position may be folded with one whose foundations, Auxiliaries or Rivals hold the
same cards in other places of their row (``SearchKnowledge.alike``): the rules name each
pile only by its row.  All eight foundations are built up in alternate colours from an
ace; any Auxiliary's top card may go up, any Rival's card or the talon's may be built on
any Auxiliary, a Rival's card fills any empty Auxiliary and the talon's any empty Rival.
Renaming the piles of a row turns every legal move into a legal move and the position
it leads to into the renamed one, and a position is won exactly when its renamed one is.
"""

from __future__ import annotations

from ...games.light_and_shade import AUXILIARIES, FOUNDATIONS, RIVALS
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (FOUNDATIONS, AUXILIARIES, RIVALS)
