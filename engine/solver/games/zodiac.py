"""The Zodiac as the solver sees it: the Zodiac's packets are alike, and so are the
Equator's places.

Why a position may be folded with one whose Zodiac, or whose Equator, holds the same
cards in other places (``SearchKnowledge.alike``): the rules name a Zodiac packet only as
"a packet of the Zodiac" (the talon's card or an Equator card marries onto any packet's
top card; at the end any packet's top card goes up) and an Equator place only as "a
place of the Equator" (the talon's card fills any empty one; any Equator card marries
into the Zodiac or, at the end, goes up).  The foundations, one of each suit and kind,
are kept as they lie.  Renaming the packets, or the places, turns every legal move into
a legal move and the position it leads to into the renamed one, and a position is won
exactly when its renamed one is.
"""

from __future__ import annotations

from ...games.zodiac import EQUATOR, ZODIAC
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (ZODIAC, EQUATOR)
