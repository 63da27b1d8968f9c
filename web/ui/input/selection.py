"""The one rule of taps and drags: the places named so far (tapped, or a card's pile and
the pile it is dropped on) and the legal moves they may still name.

Each kind of move says how many places it takes and in which orders they may be named
(``Kind.orders``: a move from one place to another, a pair either way round, an
exchange two by two).  A gesture collects places until a move it fits is named in full;
one move so named is played, and where several are, the page asks which.  A card whose
moves it alone names (a move of one place) is played as it is tapped, unless another
move goes on from it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from engine import Move
from engine.moves import Kind

# One way of naming a move: the move, and its places in one order the kind allows.
Way = tuple[Move, tuple[str, ...]]


@dataclass(slots=True)
class Selection:
    """A card taken up: its pile and place among the pile's cards, the legal moves that
    take it, the places named so far (its pile first) and the ways still open."""

    pile: str
    index: int
    moves: list[Move] = field(default_factory=list)
    path: list[str] = field(default_factory=list)
    ways: list[Way] = field(default_factory=list)

    @property
    def targets(self) -> set[str]:
        """The places whose tap would name a move further."""
        depth = len(self.path)
        return {order[depth] for _, order in self.ways if len(order) > depth}


def ways_of(moves: Iterable[Move], kind_of: Callable[[Move], Kind]) -> list[Way]:
    return [(move, order) for move in moves for order in kind_of(move).orders(move)]


def following(ways: Iterable[Way], path: list[str]) -> list[Way]:
    """The ways that begin with the places named in ``path``, in its order."""
    named = tuple(path)
    return [(move, order) for move, order in ways if order[: len(named)] == named]


def selected(
    pile: str, index: int, moves: list[Move], kind_of: Callable[[Move], Kind]
) -> Selection:
    """A card of ``pile`` taken up, with the legal moves it begins."""
    ways = following(ways_of(moves, kind_of), [pile])
    return Selection(pile, index, list(dict.fromkeys(m for m, _ in ways)), [pile], ways)


@dataclass(slots=True)
class Step:
    """What one more place makes of a selection: the moves now named in full (none, one,
    or several to choose from), or else the selection that goes on (None: no way fits)."""

    named: list[Move]
    going_on: Selection | None


def step(selection: Selection, place: str) -> Step:
    path = [*selection.path, place]
    ways = following(selection.ways, path)
    named = list(dict.fromkeys(move for move, order in ways if len(order) == len(path)))
    if named or not ways:
        return Step(named, None)
    moves = list(dict.fromkeys(move for move, _ in ways))
    return Step([], Selection(selection.pile, selection.index, moves, path, ways))
