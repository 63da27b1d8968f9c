"""The House in the Wood as the solver sees it: the eight foundations are alike, as in
La Belle Lucie (see ``belle_lucie.py`` here for why they may be folded together); with
two packs, two foundations of a suit may take the same card, and without the fold the
same game would be searched once for each.
"""

from __future__ import annotations

from ...games.house_in_the_wood import HouseInTheWood
from ..knowledge import SearchKnowledge


class Knowledge(SearchKnowledge):
    alike = (HouseInTheWood.FOUNDATIONS,)
