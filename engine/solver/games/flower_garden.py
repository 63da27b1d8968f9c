"""The Flower-Garden as the solver sees it: the default moves (a safe play alone, plays
to the foundations, then the moves that dig for the cards the foundations want), walked
on the game's small model (``flower_garden_model.py``), which makes the same moves
without the engine's tables.  (Its packets, Bouquet places and foundations are alike:
``FlowerGarden.alike`` says why.)"""

from __future__ import annotations

from ..knowledge import SearchKnowledge
from .flower_garden_model import FlowerGardenModel


class Knowledge(SearchKnowledge):
    model = FlowerGardenModel
