"""Where each pile lies on the table: geometry as data, so the page can draw any game
without knowing its rules.

Units are card widths; a card is ``CARD_HEIGHT`` widths tall, or as wide where it lies
crossways (``turned``).  ``fan`` says which way a pile spreads so every card shows
(``none``: squared up, only the top shows; ``down``, ``up``, ``right`` or ``left``: the
top card is the lowest, highest, rightmost or leftmost); ``room`` is how far (in card
widths) the fan may reach before it must tighten.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

CARD_HEIGHT = 1.4
# How much of a covered card shows in a fan, in card widths: enough for its index.
FAN_STEP = {"down": 0.3, "up": 0.3, "right": 0.36, "left": 0.36}


@dataclass(frozen=True, slots=True)
class Place:
    """Where one pile lies: (x, y) is the top left corner of its bottom card (a fan to the
    left or upwards spreads from there leftwards or upwards); ``label`` is shown on it
    when empty (an hour of the Clock, a foundation's start); ``name`` is what the player
    calls it, with ``{}`` for its noun ("the {} at III", "the top {} on the left":
    engine/naming.py); its cards lie crossways where it is ``turned`` (the Besieged
    City's ramparts)."""

    pile: str
    x: float
    y: float
    fan: str = "none"
    room: float = 0.0
    label: str = ""
    name: str = "the {}"
    turned: bool = False

    def replace(self, **changes) -> Place:
        """A copy with some fields changed (TypeError for a name that is no field)."""
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class Plan:
    """A game's table: its size and every pile's place."""

    width: float
    height: float
    places: tuple[Place, ...]

    def to_dict(self) -> dict:
        return {
            "width": self.width,
            "height": self.height,
            "places": tuple(asdict(place) for place in self.places),
        }

    def fit(self, aspect: float) -> float:
        """How wide a card can be, as a share of the height, when this plan fills a
        space ``aspect`` times as wide as it is tall: the larger, the more legible."""
        return min(aspect / self.width, 1.0 / self.height)
