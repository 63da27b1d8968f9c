"""The Square as the solver sees it: the corners are alike, and so are the square's
places.

Why a position may be folded with one whose corners, or whose square, hold the same
cards in other places (``SearchKnowledge.alike``): the rules name a corner only as "a
corner" (each is built in the suit of its ace up to the king and down again; the first
ace of a suit goes to the first empty corner, and empty corners are alike), and a place
of the square only as "a packet" (any packet's top card may be played or married onto
any other's; a space is filled at once, the first space first, but spaces are alike).
Renaming the corners, or the places, turns every legal move into a legal move and the
position it leads to into one that differs from the renamed one only by which empty
pile took which card, and a position is won exactly when its renamed one is.
"""

from __future__ import annotations

from ...games.square import CORNERS, SQUARE
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (CORNERS, SQUARE)
