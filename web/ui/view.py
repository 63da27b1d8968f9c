"""Engine state -> view model: where every pile and card goes, in pixels.

The geometry comes from the game's plan (engine/plan.py); this module only scales it to
the space the page has and spreads each pile's fan, tightening long fans so they fit.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_RATIO = 1.4
MAX_CARD_WIDTH = 100.0
# How much of a covered card shows in a fan, in card widths: enough for its index.
FAN_STEP = {"down": 0.3, "right": 0.36, "left": 0.36}
MIN_FAN_STEP = 0.1
FACE_DOWN_ROLES = frozenset({"stock"})


@dataclass(frozen=True, slots=True)
class CardView:
    code: str | None  # None for a face-down card
    x: float  # relative to the pile's place
    y: float


@dataclass(frozen=True, slots=True)
class PileView:
    pile: str
    role: str
    x: float
    y: float
    label: str
    fan: str
    cards: tuple[CardView, ...]
    count: int


@dataclass(frozen=True, slots=True)
class TableView:
    card_width: float
    card_height: float
    width: float
    height: float
    piles: tuple[PileView, ...]


def card_width_for(
    plan, width: float, height: float, max_card_width: float = MAX_CARD_WIDTH
) -> float:
    fit = min(width / plan.width, height / (plan.height * 1.0))
    return max(16.0, min(max_card_width, fit))


def fan_offsets(fan: str, count: int, room: float, card_width: float) -> list[tuple[float, float]]:
    """Offsets of each card from the pile's place, bottom card first."""
    if fan == "none" or count <= 1:
        return [(0.0, 0.0)] * count
    step = FAN_STEP[fan]
    if room and (count - 1) * step > room:
        step = max(MIN_FAN_STEP, room / (count - 1))
    pixels = step * card_width
    dx, dy = {"down": (0, pixels), "right": (pixels, 0), "left": (-pixels, 0)}[fan]
    return [(i * dx, i * dy) for i in range(count)]


def table_view(
    rules,
    piles: dict[str, tuple[str, ...]],
    width: float,
    height: float,
    max_card_width: float = MAX_CARD_WIDTH,
) -> TableView:
    plan = rules.plan_for(width / max(height, 1.0), max_card_width / max(height, 1.0))
    card_width = card_width_for(plan, width, height, max_card_width)
    views = []
    for place in plan.places:
        stack = piles[place.pile]
        role = place.pile.rsplit("-", 1)[0]
        if role in FACE_DOWN_ROLES:
            # The pack in hand shows as one face-down card with its count.
            shown = (CardView(None, 0.0, 0.0),) if stack else ()
        else:
            offsets = fan_offsets(place.fan, len(stack), place.room, card_width)
            shown = tuple(CardView(c, x, y) for c, (x, y) in zip(stack, offsets, strict=True))
        views.append(
            PileView(
                place.pile,
                role,
                place.x * card_width,
                place.y * card_width,
                place.label,
                place.fan,
                shown,
                len(stack),
            )
        )
    return TableView(
        card_width,
        card_width * CARD_RATIO,
        plan.width * card_width,
        plan.height * card_width,
        tuple(views),
    )
