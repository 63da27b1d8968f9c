"""The table: every pile's cards at one moment, plus a few counters (re-deals left, the
phase of a deal).  A ``Table`` never changes; every move makes a new one, sharing the
piles it did not touch, so undo is just going back to an earlier table.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

Cards = tuple[str, ...]
Value = int | str | bool | None | tuple


class Layout:
    """The pile ids of one game, in the book's order, with their positions."""

    __slots__ = ("ids", "index")

    def __init__(self, ids: Iterable[str]) -> None:
        self.ids: tuple[str, ...] = tuple(ids)
        self.index: dict[str, int] = {pile: i for i, pile in enumerate(self.ids)}
        if len(self.index) != len(self.ids):
            raise ValueError("pile ids must be distinct")

    def role(self, role: str) -> tuple[str, ...]:
        """The pile ids of one role (``tableau``, ``foundation`` ...), in order."""
        return tuple(p for p in self.ids if p.rsplit("-", 1)[0] == role)

    @staticmethod
    def numbered(role: str, count: int) -> list[str]:
        return [f"{role}-{n}" for n in range(1, count + 1)]


@dataclass(frozen=True, slots=True, repr=False)
class Table:
    """Two tables are equal when their cards and counters are (the layout is the game's)."""

    layout: Layout = field(compare=False)
    cards: tuple[Cards, ...]
    vars: tuple[tuple[str, Value], ...] = ()

    def __repr__(self) -> str:  # the layout, the same for every table of a game, left out
        return f"Table(cards={self.cards!r}, vars={self.vars!r})"

    @classmethod
    def build(cls, layout: Layout, piles: Mapping[str, Iterable[str]], **variables: Value) -> Table:
        unknown = set(piles) - set(layout.ids)
        if unknown:
            raise KeyError(f"no such pile: {sorted(unknown)[0]}")
        return cls(
            layout,
            tuple(tuple(piles.get(p, ())) for p in layout.ids),
            tuple(sorted(variables.items())),
        )

    # Reading -----------------------------------------------------------------------
    def __getitem__(self, pile: str) -> Cards:
        return self.cards[self.layout.index[pile]]

    def __contains__(self, pile: object) -> bool:
        return pile in self.layout.index

    def top(self, pile: str) -> str | None:
        """The uppermost (last placed) card of a pile, or None when it is empty."""
        stack = self.cards[self.layout.index[pile]]
        return stack[-1] if stack else None

    def is_empty(self, pile: str) -> bool:
        return not self.cards[self.layout.index[pile]]

    @property
    def piles(self) -> dict[str, Cards]:
        return dict(zip(self.layout.ids, self.cards, strict=True))

    def items(self) -> Iterator[tuple[str, Cards]]:
        return zip(self.layout.ids, self.cards, strict=True)

    def var(self, name: str, default: Value = None) -> Value:
        for key, value in self.vars:
            if key == name:
                return value
        return default

    def all_cards(self) -> list[str]:
        return [card for stack in self.cards for card in stack]

    def key(self) -> tuple:
        """A hashable position key (for the solver's transposition table)."""
        return (self.cards, self.vars)

    # Making new tables ---------------------------------------------------------------
    def put(self, changes: Mapping[str, Iterable[str]]) -> Table:
        """A new table with some piles replaced."""
        new = list(self.cards)
        for pile, stack in changes.items():
            new[self.layout.index[pile]] = tuple(stack)
        return Table(self.layout, tuple(new), self.vars)

    def move(self, source: str, target: str, count: int = 1) -> Table:
        """Lift the top ``count`` cards of ``source`` onto ``target``, keeping their order."""
        lifted = self[source][-count:]
        return self.put({source: self[source][:-count], target: self[target] + lifted})

    def with_vars(self, **changes: Value) -> Table:
        merged = dict(self.vars)
        merged.update(changes)
        return Table(self.layout, self.cards, tuple(sorted(merged.items())))
