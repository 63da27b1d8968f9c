"""Editions of the engine's rules: when the engine's reading of the book changes, a game
already under way keeps the rules it was started under.

A save names the edition it was played under (``engine.saves``), so a game saved before
a change loads and goes on under the rules that made its moves legal.  A save with no
edition comes from before editions were counted: edition 1.

* Edition 1: the Four Corners and the Nation offered a re-deal at any time while one was
  left.
* Edition 2: they offer it only once no card can be played to a foundation (the book's
  "when further progress is impossible"; rules.md, the Four Corners 6 and the Nation 7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .gamerules import GameRules

FIRST = 1
CURRENT = 2


def edition_of(rules: GameRules) -> int:
    """The edition a rules object plays (a game no edition changed plays the current)."""
    return getattr(rules, "edition", CURRENT)


def rules_under(rules: GameRules, edition: int) -> GameRules:
    """``rules`` as they were under ``edition`` (``rules`` itself when nothing changed
    for its game since then)."""
    if not FIRST <= edition <= CURRENT:
        raise ValueError(f"There is no edition {edition} of the rules.")
    # Only a game an edition since changed is built differently (each game says which
    # editions changed it: ``GameRules.changed_by``).
    if not any(since > edition for since in rules.changed_by):
        return rules
    return type(rules)(rules.variant, edition=edition)  # type: ignore[call-arg]


def redeal_needs_a_dead_end(edition: int) -> bool:
    """Whether a re-deal waits until no card can be played to a foundation."""
    return edition >= 2
