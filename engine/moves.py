"""Moves: small immutable values the player (or the UI) hands to ``Game.play``."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import cards


@dataclass(frozen=True, slots=True)
class Move:
    """One thing the player does.

    ``kind`` is a short word (``move``, ``deal``, ``pair``, ``swap``, ``redeal``,
    ``refill``, ``withdraw``, ...); ``source`` and ``target`` are pile ids or None;
    ``count`` is how many cards travel; ``more`` holds further pile ids for moves that
    touch more than two piles (the Fourteenth's exchange).  ``card`` and ``label`` only
    make ``str()`` readable: two moves that differ in them alone are the same move.
    """

    kind: str
    source: str | None = None
    target: str | None = None
    count: int = 1
    more: tuple[str, ...] = ()
    card: str | None = field(default=None, compare=False)
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        if self.label:
            return self.label
        what = cards.short(self.card) if self.card else self.kind
        if self.source and self.target:
            return f"{what}: {self.source} \u2192 {self.target}"
        return f"{what} {self.source or self.target or ''}".strip()

    def to_list(self) -> list:
        """The move as saved: ``[kind, source, target, count, *more]``."""
        return [self.kind, self.source, self.target, self.count, *self.more]

    @classmethod
    def from_list(cls, data: list) -> Move:
        if not isinstance(data, list) or len(data) < 4:
            raise ValueError("a move is a list [kind, source, target, count, ...]")
        kind, source, target, count, *more = data
        if not isinstance(kind, str) or not isinstance(count, int) or isinstance(count, bool):
            raise ValueError("a move's kind is a word and its count a whole number")
        for pile in (source, target, *more):
            if pile is not None and not isinstance(pile, str):
                raise ValueError("a move names piles by their ids")
        return cls(kind, source, target, count, tuple(more))
