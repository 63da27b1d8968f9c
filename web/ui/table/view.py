"""Engine state -> view model: where every pile and card goes, in pixels.

The geometry comes from the game's plan (engine/plan.py); this module only scales it to
the space the page has and spreads each pile's fan, tightening long fans so they fit.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from engine.plan import FAN_STEP
from engine.table import Table
from ui.table.arrangement import plan_for

CARD_RATIO = 1.4
MAX_CARD_WIDTH = 100.0
MIN_FAN_STEP = 0.1
# The least a covered card shows of itself, in pixels, in a fan with nothing beyond it on
# the table: its index stays legible (the corner is sized to the strip, less 2 px), and
# the fan runs on past its room, the table growing (the page then scrolls).
LEGIBLE_STRIP = 11.0
# Below this card width (pixels) a screen counts as small: there the Large card size lets
# the table run past the screen's height.
SMALL_CARD = 64.0
FACE_DOWN_ROLES = frozenset({"stock"})
# Which way each card of a fan lies from the one under it.
FAN_DIRECTIONS = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}


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
    # Its top card is blocked by another card, by the game's rule of cover (``Game.blocked``).
    blocked: bool = False
    name: str = "the {}"  # what the player calls it, "{}" its noun (engine/naming.py)
    turned: bool = False  # its cards lie crossways


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


def fan_offsets(
    fan: str, count: int, room: float, card_width: float, open_end: bool = False
) -> list[tuple[float, float]]:
    """Offsets of each card from the pile's place, bottom card first.  A long fan tightens
    to its room; one with nothing beyond it (``open_end``) no further than a legible
    strip, running on past its room instead."""
    if fan == "none" or count <= 1:
        return [(0.0, 0.0)] * count
    step = FAN_STEP[fan]
    if room and (count - 1) * step > room:
        least = MIN_FAN_STEP
        if open_end:
            least = min(step, max(least, LEGIBLE_STRIP / max(card_width, 1.0)))
        step = max(least, room / (count - 1))
    pixels = step * card_width
    across, down = FAN_DIRECTIONS[fan]
    dx, dy = across and across * pixels, down and down * pixels  # 0 stays 0, as written
    return [(i * dx, i * dy) for i in range(count)]


def open_below(plan) -> frozenset[str]:
    """The piles fanned downwards with no other pile below them: their fans may run on
    past the plan's bottom (found once for a plan: every move draws the table anew)."""
    found = _OPEN_BELOW.get(plan)
    if found is None:
        if len(_OPEN_BELOW) > 64:  # a few plans per game and screen: never many
            _OPEN_BELOW.clear()
        found = _OPEN_BELOW[plan] = _open_below(plan)
    return found


_OPEN_BELOW: dict = {}


def _open_below(plan) -> frozenset[str]:
    return frozenset(
        place.pile
        for place in plan.places
        if place.fan == "down"
        and not any(
            other.y > place.y and other.x < place.x + 1 and place.x < other.x + 1
            for other in plan.places
        )
    )


def table_view(
    rules,
    piles: dict[str, tuple[str, ...]],
    width: float,
    height: float,
    max_card_width: float = MAX_CARD_WIDTH,
    fill: float = 1.0,
    tall: float = 1.0,
    face_down_at: Mapping[str, tuple[int, ...]] | None = None,
    blocked: Collection[str] = (),
) -> TableView:
    """The table fitted to ``width`` x ``height`` pixels.  The card-size setting scales
    it: ``fill`` is the share of the fitted card width shown (Compact draws smaller
    cards, leaving felt round them), ``tall`` how many screens high the table may be
    (Large lets it run below the screen, the page scrolling, for larger cards), which
    only a small screen needs (cards under ``SMALL_CARD``).  ``face_down_at`` (the game's)
    says which cards of a pile are drawn as backs, ``blocked`` (the game's) which piles'
    top cards another card blocks."""
    plan = plan_for(rules, width / max(height, 1.0), max_card_width / max(height, 1.0))
    card_width = card_width_for(plan, width, height, max_card_width / fill) * fill
    if tall > 1 and card_width < SMALL_CARD:
        height *= tall
        plan = plan_for(rules, width / max(height, 1.0), max_card_width / max(height, 1.0))
        card_width = card_width_for(plan, width, height, max_card_width / fill) * fill
    return plan_view(plan, piles, card_width, face_down_at, blocked)


def plan_view(
    plan,
    piles: dict[str, tuple[str, ...]],
    card_width: float,
    face_down_at: Mapping[str, tuple[int, ...]] | None = None,
    blocked: Collection[str] = (),
) -> TableView:
    """The table laid out by ``plan`` with cards ``card_width`` pixels wide, the cards at
    the positions ``face_down_at[pile]`` of a pile (0 the bottom card) drawn as backs,
    the piles ``blocked`` marked so."""
    unbounded = open_below(plan)
    hidden = face_down_at or {}
    views = []
    bottom = plan.height * card_width
    for place in plan.places:
        stack, backs = piles[place.pile], hidden.get(place.pile, ())
        view = pile_view(
            place, stack, card_width, place.pile in unbounded, backs, place.pile in blocked
        )
        if view.cards:
            reach = view.y + CARD_RATIO * card_width + view.cards[-1].y
            if reach > bottom + 0.5:  # a fan running on past the plan
                bottom = reach
        views.append(view)
    return TableView(
        card_width,
        card_width * CARD_RATIO,
        plan.width * card_width,
        bottom,
        tuple(views),
    )


# Each pile's view by what it is drawn from: a move changes a pile or two, and the table is
# drawn anew after each (twice, for the two sides the buttons' strip may take).  The same
# view is then the same object, which the renderer's comparisons find at once.
_PILE_VIEWS: dict[tuple, PileView] = {}


def pile_view(
    place,
    stack: tuple[str, ...],
    card_width: float,
    open_end: bool,
    face_down_at: tuple[int, ...] = (),
    blocked: bool = False,
) -> PileView:
    """One pile of the plan, holding ``stack``, with cards ``card_width`` pixels wide, its
    cards at the positions ``face_down_at`` drawn as backs (a ``CardView`` with no code),
    each in its place in the fan; ``blocked``: its top card blocked by another card."""
    key = (place, stack, card_width, open_end, face_down_at, blocked)
    view = _PILE_VIEWS.get(key)
    if view is not None:
        return view
    role = place.pile.rsplit("-", 1)[0]
    if role in FACE_DOWN_ROLES:
        # The pack in hand shows as one face-down card with its count.
        shown = (CardView(None, 0.0, 0.0),) if stack else ()
    else:
        offsets = fan_offsets(place.fan, len(stack), place.room, card_width, open_end)
        shown = tuple(
            CardView(None if i in face_down_at else c, x, y)
            for i, (c, (x, y)) in enumerate(zip(stack, offsets, strict=True))
        )
    view = PileView(
        place.pile,
        role,
        place.x * card_width,
        place.y * card_width,
        place.label,
        place.fan,
        shown,
        len(stack),
        blocked,
        place.name,
        place.turned,
    )
    if len(_PILE_VIEWS) > 4096:  # a few games' worth of piles
        _PILE_VIEWS.clear()
    _PILE_VIEWS[key] = view
    return view


def cards_unseen(rules, table: Table) -> bool:
    """Whether a position had cards the player could not see (the pack in hand, cards
    lying face down in a pile): a win the solver found from there used what the player
    could not know."""
    if rules.face_down_at(table):
        return True
    return any(cards for pile, cards in table.items() if pile.rsplit("-", 1)[0] in FACE_DOWN_ROLES)
