"""The Terrace as the solver sees it: the foundations are alike, and so are the valley's
packets.

Why a position may be folded with one whose foundations, or whose valley packets, hold
the same cards in other places (``SearchKnowledge.alike``): the rules name a foundation
only as "a foundation" (all eight are built up in alternate colours from the chosen rank;
a card of that rank goes to the first empty one, and the empty ones are alike; the rank
is read from the first foundation's first card, and every foundation's first card is of
that rank), and a valley packet only as "a valley packet" (any packet's top card may be
played or built on any other's, the talon's on any; a packet used up is filled at once
from the pack or the talon, so at most one is ever empty while cards are left to fill
it, and after that empty places stay empty wherever they are).  Renaming the
foundations, or the packets, turns every legal move into a legal move and the position
it leads to into the renamed one, and a position is won exactly when its renamed one
is.  The first position, where the first foundation is still to be chosen from three
valley places, is never folded with another (its counter differs from every later one).
"""

from __future__ import annotations

from ...games.terrace import LINE, VALLEY
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (LINE, VALLEY)
