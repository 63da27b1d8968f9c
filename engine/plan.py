"""Where each pile lies on the table: geometry as data, so the page can draw any game
without knowing its rules.

Units are card widths; a card is ``CARD_HEIGHT`` widths tall.  ``fan`` says which way a
pile spreads so every card shows (``none``: squared up, only the top shows; ``down``,
``right`` or ``left``: the top card is the lowest, rightmost or leftmost); ``room`` is how
far (in card widths) the fan may reach before it must tighten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace

CARD_HEIGHT = 1.4


@dataclass(frozen=True, slots=True)
class Place:
    """Where one pile lies; ``label`` is shown on it when empty (an hour of the Clock, a
    foundation's start)."""

    pile: str
    x: float
    y: float
    fan: str = "none"
    room: float = 0.0
    label: str = ""

    def replace(self, **changes) -> Place:
        """A copy with some fields changed (TypeError for a name that is no field)."""
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class Plan:
    """A game's table: its size, every pile's place, and the move kinds made by a button
    rather than a drag (``buttons``)."""

    width: float
    height: float
    places: tuple[Place, ...]
    buttons: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        return {
            "width": self.width,
            "height": self.height,
            "places": tuple(asdict(place) for place in self.places),
            "buttons": self.buttons,
        }

    def fit(self, aspect: float) -> float:
        """How wide a card can be, as a share of the height, when this plan fills a
        space ``aspect`` times as wide as it is tall: the larger, the more legible."""
        return min(aspect / self.width, 1.0 / self.height)


def in_bands(plan: Plan, columns: Sequence[str], bands: int, room: float) -> Plan:
    """The plan with a row of columns split into ``bands`` rows one under the other, each
    column's fan cut to ``room``; what lay below the row moves down with it, and the
    other places are centred on the narrower table.  For a very wide layout on a screen
    held upright: the book's row of fifteen becomes two rows of eight and seven."""
    row = [place for place in plan.places if place.pile in columns]
    pitch = row[1].x - row[0].x
    top = row[0].y
    per_band = -(-len(row) // bands)
    band_height = CARD_HEIGHT + room + 0.25
    old_bottom = top + CARD_HEIGHT + max(place.room for place in row)
    grown = top + bands * band_height - 0.25 - old_bottom
    width = (per_band - 1) * pitch + 1.0
    others = [place for place in plan.places if place.pile not in columns]
    others_width = max((place.x + 1.0 for place in others), default=0.0) - min(
        (place.x for place in others), default=0.0
    )
    width = max(width, others_width)
    shift = (width - others_width) / 2 - min((place.x for place in others), default=0.0)
    band_shift = (width - ((per_band - 1) * pitch + 1.0)) / 2
    places = []
    for n, place in enumerate(row):
        band, slot = divmod(n, per_band)
        places.append(
            place.replace(
                x=round(band_shift + slot * pitch, 3),
                y=round(top + band * band_height, 3),
                room=room,
            )
        )
    for place in others:
        y = place.y + grown if place.y >= old_bottom - 1e-9 else place.y
        places.append(place.replace(x=round(place.x + shift, 3), y=round(y, 3)))
    return Plan(
        width=round(width, 3),
        height=round(plan.height + grown, 3),
        places=tuple(places),
        buttons=plan.buttons,
    )


def foundations_beside(
    foundation_columns: Sequence[Sequence[str]],
    columns: Sequence[str],
    room: float,
    labels: Sequence[str] = (),
    column_label: str = "",
) -> tuple[list[Place], float, float]:
    """A wide screen's arrangement: the foundations stacked in short columns at the left
    (``labels`` name each foundation column's starting card) and the tableau's columns
    side by side beside them, their fans cut to ``room``.  Returns the places, the x just
    after the last column and the height."""
    pitch, row_pitch = 1.1, CARD_HEIGHT + 0.15
    places = [
        Place(pile, round(n * pitch, 3), round(row * row_pitch, 3), label=label)
        for n, (pile_column, label) in enumerate(
            zip(foundation_columns, labels or [""] * len(foundation_columns), strict=True)
        )
        for row, pile in enumerate(pile_column)
    ]
    left = len(foundation_columns) * pitch + 0.3
    places += [
        Place(column, round(left + n * pitch, 3), 0.0, "down", room, label=column_label)
        for n, column in enumerate(columns)
    ]
    tallest = max(len(pile_column) for pile_column in foundation_columns)
    height = max((tallest - 1) * row_pitch + CARD_HEIGHT, CARD_HEIGHT + room)
    return places, round(left + len(columns) * pitch - 0.1, 3), round(height, 3)
