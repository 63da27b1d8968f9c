"""Counters kept on the table, each declared by the mechanism or the game that owns it.

A table holds a few named counters beside its piles (re-deals left, rows dealt, which
cards lie face down).  Whoever reads a counter declares it here once: its name, what it
holds in a player's words, and which values it may take.  A mechanism's counter means
the same in every game that uses the mechanism, so it is ``shared`` by name; a game's own
counter is listed on its rules (``GameRules.own_counters``), where it may also narrow a
shared one (the rows of its grid).  The save checker (``engine.saves``) gathers them so:
a position written into a save is refused, with the counter's meaning, when a counter
holds a value the rules could not read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..table import Cards

# The largest count a written position may hold (a save is not a place for bignums).
MAX_COUNT = 2**32 - 1

Check = Callable[[object, Mapping[str, Cards]], bool]


@dataclass(frozen=True, slots=True)
class Counter:
    """One counter: its ``name`` on the table, what it holds (``meaning``, said when a
    save's value is refused), and ``check``, whether a value could be the table's (given
    the table's piles)."""

    name: str
    meaning: str
    check: Check

    def plausible(self, value: object, piles: Mapping[str, Cards]) -> bool:
        return bool(self.check(value, piles))


def is_count(value: object, least: int = 0, most: int = MAX_COUNT) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and least <= value <= most


def count(name: str, meaning: str, least: int = 0, most: int = MAX_COUNT) -> Counter:
    """A whole number from ``least`` to ``most``."""
    return Counter(name, f"{meaning}, a whole number from {least} to {most}", _count(least, most))


def _count(least: int, most: int) -> Check:
    return lambda value, piles: is_count(value, least, most)


def flag(name: str, meaning: str) -> Counter:
    """True or false."""
    return Counter(name, f"{meaning}, true or false", lambda value, piles: isinstance(value, bool))


def pile_or_none(name: str, meaning: str) -> Counter:
    """A pile of the table, or none."""
    return Counter(
        name,
        f"{meaning}, a pile of the table or none",
        lambda value, piles: value is None or (isinstance(value, str) and value in piles),
    )


# The counters of mechanisms, by name: filled as the mechanisms' modules are imported
# (every game imports those it uses, so a game's are here before its save is read).
SHARED: dict[str, Counter] = {}


def shared(counter: Counter) -> Counter:
    """Declare a mechanism's counter (once: two mechanisms may not give one name two meanings)."""
    known = SHARED.setdefault(counter.name, counter)
    if known.meaning != counter.meaning:
        raise ValueError(f"the counter {counter.name!r} is declared twice")
    return counter


def declared(own: tuple[Counter, ...], name: str) -> Counter | None:
    """The counter called ``name`` for a game whose own counters are ``own``: its own
    declaration first, else the mechanism's; None for a name no one reads."""
    for counter in own:
        if counter.name == name:
            return counter
    return SHARED.get(name)
