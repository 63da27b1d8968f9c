"""Where each pile lies on the table: geometry as data, so the page can draw any game
without knowing its rules.

Units are card widths; a card is ``CARD_HEIGHT`` widths tall.  ``fan`` says which way a
pile spreads so every card shows (``none``: squared up, only the top shows; ``down``,
``right`` or ``left``: the top card is the lowest, rightmost or leftmost); ``room`` is how
far (in card widths) the fan may reach before it must tighten.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

CARD_HEIGHT = 1.4


@dataclass(frozen=True, slots=True)
class Place:
    pile: str
    x: float
    y: float
    fan: str = "none"
    room: float = 0.0
    label: str = ""  # shown on an empty pile (an hour of the Clock, a foundation's start)


@dataclass(frozen=True, slots=True)
class Plan:
    width: float
    height: float
    places: tuple[Place, ...]
    buttons: tuple[str, ...] = field(default=())  # move kinds made by a button, not a drag

    def to_dict(self) -> dict:
        return asdict(self)
