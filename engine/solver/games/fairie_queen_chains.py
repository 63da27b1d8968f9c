"""Two searches for Spenser's Fairie Queen once the pack is dealt that look at the runs
of cards moved onto the columns by their length alone: one to find a win quickly, one
to prove a position lost.

Call the cards in the columns at the start *unmoved*, and a card that has left its
place and not gone up *loose*.  A column is then its unmoved cards with a run of loose
cards on the lowest of them, each a rank below the one it lies on (or, on a king whose
unmoved cards are all gone, a run from any rank down).  The search of the real game
spends most of its time moving loose cards from run to run: the same unmoved cards,
the same foundations, the runs of the same lengths, only their suits in other orders.

**Finding a win** (``plan_win``).  A depth-first search of the real game, each move a
real one, that examines only one position of each such family: two positions with the
same unmoved cards, foundations and run lengths (and the same first rank for a run on a
king) share a key.  That folding may lose wins (the suits in the runs matter when they
go up), so this search never proves anything lost; but a line it finds is a real
winning line, which the solver then follows (the tests replay it through the game's
own moves).

**Proving a position lost** (``no_win_by_chains``).  A smaller game in which loose cards
have no suits: a loose card is a rank only.  Its positions are the unmoved cards left
in each column, the length of each run (and its first rank on a king), and the
foundations; the loose cards are known as a whole, since they are the cards no longer
unmoved and not gone up.  A move takes a run's last card onto a column whose lowest
card is one rank higher or onto a bare king, or plays it up as a card of any suit a
loose card of that rank has (the foundation of that suit standing just below it); or
takes a column's lowest unmoved card up, onto such a column or onto a bare king.
Every real move is one of these with the suits forgotten, so a real win gives a win of
the smaller game, and when the smaller game has none the real position is lost.

Both searches drop a position the generous count of ``fairie_queen_rooms`` shows stuck
(some unmoved card can never leave even if loose cards went wherever they are wanted):
such a position has no win in either game.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...table import Cards
from .fairie_queen_rooms import QUEEN, _raised, _Search

# A move: (the column it leaves, the column it joins or FOUNDATION), columns counted among
# those a king heads, in the table's order.
FOUNDATION = -1
Step = tuple[int, int]


def plan_win(
    foundations: Sequence[Cards], columns: Sequence[Cards], budget: int
) -> list[Step] | None:
    """A winning line from this position once the pack is dealt, found by the folded
    search described above within ``budget`` positions, or None."""
    rooms = _Search(foundations, columns)
    width = len(rooms.unmoved)
    left, heights = rooms.start
    start = (left, tuple(tuple(stack) for stack in rooms.unmoved), heights, (0,) * 52)
    start_key = _folded_key(start[0], start[1], heights)
    parents: dict[tuple, tuple[tuple, Step] | None] = {start_key: None}
    pending = [(start, start_key)]
    while pending:
        (left, runs, heights, loose), key = pending.pop()
        if min(heights) == QUEEN:
            line: list[Step] = []
            while parents[key] is not None:
                key, step = parents[key]  # type: ignore[misc]
                line.append(step)
            line.reverse()
            return line
        for step, after in reversed(_real_moves(left, runs, heights, loose, width)):
            after_key = _folded_key(after[0], after[1], after[2])
            if after_key in parents:
                continue
            if len(parents) >= budget:
                return None
            parents[after_key] = (key, step)
            if not rooms._stuck(after[0], after[2], after[3]):
                pending.append((after, after_key))
    return None


def _folded_key(left: tuple, runs: tuple, heights: tuple) -> tuple:
    # Columns with unmoved cards keep their places (their unmoved cards differ); a run
    # on a bare king is its first rank and length, and such columns are alike.
    if 0 not in left:
        return left, tuple(map(len, runs)), heights
    kept = tuple(len(stack) if count else -1 for stack, count in zip(runs, left, strict=True))
    on_kings = tuple(
        sorted(
            (stack[0] >> 2, len(stack)) if stack else (0, 0)
            for stack, count in zip(runs, left, strict=True)
            if not count
        )
    )
    return left, kept, on_kings, heights


def _real_moves(left, runs, heights, loose, width) -> list[tuple[Step, tuple]]:
    """Every legal move once the pack is dealt (a card alone on its king is not offered
    another bare king, which gives the same game), and the position after it: plays up
    first, then moves of unmoved cards, then moves of loose cards."""
    ups, digs, shifts = [], [], []
    bare = next((column for column in range(width) if not runs[column]), None)
    for source in range(width):
        stack = runs[source]
        if not stack:
            continue
        card = stack[-1]
        is_loose = len(stack) > left[source]
        after_left = left
        if not is_loose:
            after_left = (*left[:source], left[source] - 1, *left[source + 1 :])
        shorter = stack[:-1]
        raised = _raised(heights, card)
        if raised is not None:
            after_loose = loose
            if is_loose:
                after_loose = (*loose[:card], loose[card] - 1, *loose[card + 1 :])
            changed = (*runs[:source], shorter, *runs[source + 1 :])
            ups.append(((source, FOUNDATION), (after_left, changed, raised, after_loose)))
        after_loose = loose
        if not is_loose:
            after_loose = (*loose[:card], loose[card] + 1, *loose[card + 1 :])
        moves = digs if not is_loose else shifts
        targets = [
            target
            for target in range(width)
            if target != source and runs[target] and runs[target][-1] >> 2 == (card >> 2) + 1
        ]
        if bare is not None and len(stack) > 1:
            targets.append(bare)
        for target in targets:
            changed = list(runs)
            changed[source] = shorter
            changed[target] = (*runs[target], card)
            moves.append(((source, target), (after_left, tuple(changed), heights, after_loose)))
    return ups + digs + shifts


def no_win_by_chains(foundations: Sequence[Cards], columns: Sequence[Cards], budget: int) -> bool:
    """Whether the smaller game without suits on loose cards (see above) has no win from
    this position once the pack is dealt: True proves the position lost; False says
    only that no proof was found within ``budget`` positions."""
    rooms = _Search(foundations, columns)
    unmoved = rooms.unmoved
    width = len(unmoved)
    left, heights = rooms.start
    # A position: unmoved cards left, run lengths, first rank + 1 of a run on a bare
    # king (0 for none), heights, loose cards by number.
    start = (left, (0,) * width, (0,) * width, heights, (0,) * 52)
    seen = {_chains_key(*start[:4])}
    pending = [start]
    while pending:
        position = pending.pop()
        if min(position[3]) == QUEEN:
            return False  # the smaller game is won: no proof
        for after in reversed(_chain_moves(unmoved, width, *position)):
            key = _chains_key(*after[:4])
            if key in seen:
                continue
            if len(seen) >= budget:
                return False
            seen.add(key)
            if not rooms._stuck(after[0], after[3], after[4]):
                pending.append(after)
    return True


def _chains_key(left, lengths, heads, heights) -> tuple:
    if 0 not in left:
        return left, lengths, heights  # no run on a bare king, no king alone
    kept = tuple(length if count else -1 for count, length in zip(left, lengths, strict=True))
    on_kings = tuple(
        sorted(
            (head, length)
            for count, length, head in zip(left, lengths, heads, strict=True)
            if not count
        )
    )
    return left, kept, on_kings, heights


def _chain_moves(unmoved, width, left, lengths, heads, heights, loose) -> list[tuple]:
    """The moves of the smaller game and the positions after them: plays up first, then
    moves of unmoved cards, then moves of loose cards."""
    tops = []  # the rank of each column's lowest card (QUEEN + 1 on a bare king)
    bare = None
    for column in range(width):
        count, length = left[column], lengths[column]
        if count:
            tops.append((unmoved[column][count - 1] >> 2) - length)
        elif length:
            tops.append(heads[column] - length)
        else:
            tops.append(QUEEN + 1)
            if bare is None:
                bare = column
    ups, digs, shifts = [], [], []
    for source in range(width):
        count, length = left[source], lengths[source]
        if length:
            rank = tops[source]
            shorter = (*lengths[:source], length - 1, *lengths[source + 1 :])
            # A run on a king that empties leaves a bare king.
            emptied = heads if count or length > 1 else (*heads[:source], 0, *heads[source + 1 :])
            for suit in range(4):
                card = rank * 4 + suit
                raised = _raised(heights, card) if loose[card] else None
                if raised is not None:
                    fewer = (*loose[:card], loose[card] - 1, *loose[card + 1 :])
                    ups.append((left, shorter, emptied, raised, fewer))
            for target in range(width):
                if (
                    target != source
                    and tops[target] == rank + 1
                    and (left[target] or lengths[target])
                ):
                    longer = list(shorter)
                    longer[target] += 1
                    shifts.append((left, tuple(longer), emptied, heights, loose))
            if bare is not None and (count or length > 1):
                longer = list(shorter)
                longer[bare] = 1
                headed = list(emptied)
                headed[bare] = rank + 1
                shifts.append((left, tuple(longer), tuple(headed), heights, loose))
        elif count:
            card = unmoved[source][count - 1]
            rank = card >> 2
            after_left = (*left[:source], count - 1, *left[source + 1 :])
            raised = _raised(heights, card)
            if raised is not None:
                ups.append((after_left, lengths, heads, raised, loose))
            more = (*loose[:card], loose[card] + 1, *loose[card + 1 :])
            for target in range(width):
                if (
                    target != source
                    and tops[target] == rank + 1
                    and (left[target] or lengths[target])
                ):
                    longer = list(lengths)
                    longer[target] += 1
                    digs.append((after_left, tuple(longer), heads, heights, more))
            if bare is not None:
                longer = list(lengths)
                longer[bare] = 1
                headed = list(heads)
                headed[bare] = rank + 1
                digs.append((after_left, tuple(longer), tuple(headed), heights, more))
    return ups + digs + shifts
