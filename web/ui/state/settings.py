"""The player's settings, kept across visits: auto-play, winnable deals only, card size,
theme, motion and a four-colour deck.

Auto-play is off by default, as the book leaves every play to the player; the theme and
motion follow the system unless the player says otherwise.  The four-colour deck (clubs
green, diamonds blue, hearts red, spades black) tells the suits apart by colour alone,
which helps in tight fans; it is off by default, as the book's cards have two colours.
A stored record that cannot be read, or holds values this version does not know, falls
back field by field to the defaults, so a damaged record never costs the rest.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace

# The largest a card may grow, in pixels, for each card size.  A small screen (a phone)
# never lets cards grow that large, so there the size tells otherwise: Compact draws the
# cards at 85% of what fits, leaving felt round the table; Large lets the table run to
# 1.4 screens high (the page scrolls), so the arrangement and the cards are chosen for a
# taller space: larger cards, or longer fans where the width already limits the cards.
CARD_SIZES = {"compact": 72.0, "standard": 100.0, "large": 140.0}
CARD_FILL = {"compact": 0.85, "standard": 1.0, "large": 1.0}
CARD_TALL = {"compact": 1.0, "standard": 1.0, "large": 1.4}
THEMES = ("system", "light", "dark")
MOTIONS = ("system", "full", "reduced")


@dataclass(frozen=True, slots=True)
class Settings:
    autoplay: bool = False
    winnable_only: bool = False  # New deal picks only deals the solver has won
    card_size: str = "standard"
    theme: str = "system"
    motion: str = "system"
    four_colour: bool = False

    @property
    def max_card_width(self) -> float:
        return CARD_SIZES[self.card_size]

    @property
    def card_fill(self) -> float:
        return CARD_FILL[self.card_size]

    @property
    def table_tall(self) -> float:
        return CARD_TALL[self.card_size]

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> Settings:
        try:
            data = json.loads(text) if text else {}
        except (ValueError, TypeError, RecursionError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        return cls().changed(**data)

    def changed(self, **values) -> Settings:
        """These settings with the given ones changed; unknown names and values are
        ignored."""
        allowed = {
            "autoplay": lambda v: isinstance(v, bool),
            "winnable_only": lambda v: isinstance(v, bool),
            "card_size": lambda v: v in CARD_SIZES,
            "theme": lambda v: v in THEMES,
            "motion": lambda v: v in MOTIONS,
            "four_colour": lambda v: isinstance(v, bool),
        }
        kept = {
            name: value
            for name, value in values.items()
            if name in allowed and _hashable(value) and allowed[name](value)
        }
        return replace(self, **kept)


def _hashable(value) -> bool:
    return isinstance(value, str | bool | int | float) or value is None
