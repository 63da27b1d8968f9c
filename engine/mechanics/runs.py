"""Moving a run: a column's cards lying face up move together, as one move.

Klondike's rule is "all must be moved together or not at all": between columns only
the whole face-up run of a column moves, its lowest card (the run's head) going on a
card the building rule lets it go on.  Such a move is one ``Move`` whose ``count`` is the
run's length and whose ``card`` is the run's head (the card a player takes hold of),
drawn, tapped and undone as one.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..moves import Move
from ..table import Table
from .builds import Accepts
from .facedown import face_up


def whole_run_moves(
    table: Table, sources: Iterable[str], targets: Iterable[str], accepts: Accepts
) -> list[Move]:
    """Every move of a source's whole face-up run onto a target whose cards ``accepts``
    its head.  A pile that is all one run is not moved into an empty pile: that would
    change nothing but its place (and could go to and fro for ever)."""
    targets = tuple(targets)
    # A rule naming its bases is looked up rather than asked (the solver lists these
    # moves in every position it examines).
    bases = getattr(accepts, "bases", None)
    empty_takes = getattr(accepts, "empty_takes", frozenset())
    tops = {target: table.top(target) for target in targets}
    moves = []
    for source in sources:
        run = face_up(table, source)
        if not run:
            continue
        head, whole_pile = run[0], len(run) == len(table[source])
        wanted = bases[head] if bases is not None else None
        for target in targets:
            top = tops[target]
            if target == source or (top is None and whole_pile):
                continue
            if wanted is None:
                fits = accepts(table[target], head)
            else:
                fits = top in wanted if top is not None else head in empty_takes
            if fits:
                moves.append(Move("move", source, target, len(run), card=head))
    return moves


def is_part_of_run(table: Table, pile: str, count: int) -> bool:
    """Whether lifting the top ``count`` cards of ``pile`` would take part of its face-up
    run and leave the rest (a move the whole-run rule forbids)."""
    return 0 < count < len(face_up(table, pile))


def reaches_face_down(table: Table, pile: str, count: int) -> bool:
    """Whether the top ``count`` cards of ``pile`` include a card lying face down."""
    return count > len(face_up(table, pile))
