"""General Sedgewick as the solver sees it: the cross's places are alike, and so are the
corners.

Why a position may be folded with one whose cross, or whose corners, hold the same
cards in other places (``SearchKnowledge.alike``): the rules name a place of the cross
only as "a packet of the cross" (any packet's top card may be played or built on any
other's, the talon's on any, and an empty place takes the talon's card), and a corner
only as "a corner" (each is built up in the suit of its first card from the rank every
corner starts with, read from the first corner's first card: every corner's first card
is of that rank; a card of that rank goes to the first empty corner, and empty corners
are alike).  Renaming the places, or the corners, turns every legal move into a legal
move and the position it leads to into the renamed one, and a position is won exactly
when its renamed one is.
"""

from __future__ import annotations

from ...games.general_sedgewick import CORNERS, CROSS
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (CROSS, CORNERS)
