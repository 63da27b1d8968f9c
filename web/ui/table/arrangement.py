"""Which of a game's arrangements the page draws on a screen: the book's, or one made for
a phone (the game declares them, engine/layouts.py; this is the page's choice).

``web/early.js`` makes the same choice for the deal drawn before Python starts, from the
two thresholds written into the page (``BOOK_ENOUGH``, ``SMALL_PREFERENCE``): keep them
in step.
"""

from __future__ import annotations

from engine.plan import Plan

# How much larger another arrangement's cards must be to displace the book's layout.
BOOK_PREFERENCE = 1.25
# A window at least as wide as tall where the book's cards come out at this share of the
# largest allowed or more is a desktop's: it keeps the book's layout whatever another would
# show (the Clock's round face, 60 px cards of 100 on a laptop).  Elsewhere (a phone) an
# arrangement made for the screen displaces the book's when it shows cards a tenth larger.
BOOK_ENOUGH = 0.55
SMALL_PREFERENCE = 1.1


def plan_for(rules, aspect: float, largest: float | None = None) -> Plan:
    """The arrangement of ``rules``'s table that shows the largest cards on a space of
    this width-to-height ratio, cards being no wider than ``largest`` (a share of the
    height; None: no limit).  A desktop window (wide, the book's cards large enough:
    ``BOOK_ENOUGH``) keeps the book's layout; elsewhere another displaces it when it
    shows cards a tenth larger; with no limit given, a quarter larger."""

    def shown(plan: Plan) -> float:
        fit = plan.fit(aspect)
        return fit if largest is None else min(fit, largest)

    book, *others = rules.plans()
    best = max(others, key=shown, default=book)
    if largest is None:
        return best if shown(best) > BOOK_PREFERENCE * shown(book) else book
    if aspect >= 1 and shown(book) >= BOOK_ENOUGH * largest:
        return book
    return best if shown(best) > SMALL_PREFERENCE * shown(book) else book
