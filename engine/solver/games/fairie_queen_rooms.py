"""A dead-end test for Spenser's Fairie Queen once the pack is dealt: a search of a
smaller game that any win of the real one would also win, so that when the smaller
game has no win, neither has the real one.

**The smaller game.**  Take a position once the pack is dealt and call every card now
in a column *unmoved*; a card that leaves its column and is not played up becomes
*loose*.  In the real game each column is then its unmoved cards, topped by a run of
loose cards, and every loose card lies directly on one card: a card one rank higher
(loose, or the column's lowest unmoved card), or a king whose unmoved cards are all
gone.  No card lies directly on two, and no two cards lie directly on one.  So at every
moment the loose cards of each rank ``r`` need places: the loose cards of rank ``r+1``,
the columns whose lowest unmoved card has rank ``r+1``, and the bare kings, each king
used for one rank only.  Counting, the number of bare kings must cover, summed over
the ranks, the loose cards of a rank more than the places of the rank above:

    sum over r of max(0, loose(r) - loose(r+1) - lowest(r+1)) <= bare kings.

(A queen has no card above it, so a loose queen needs a king to itself.)

The smaller game forgets where the loose cards lie and keeps only that count: its
position is how many unmoved cards each column still has and how high each foundation
is.  A move takes a column's lowest unmoved card to the foundation (when a foundation
of its suit stands just below it) or makes it loose, or plays a loose card up; a move
is allowed when the count above still holds after it.  A card made loose must meet
the count as no place for others: in the real game it lands on a place with nothing
on it, and nothing lies on it yet, the other loose cards lying where they were.  Every
move of the real game is one of these, or moves a loose card from one place to
another, which the smaller game does not see; and every real position meets the count.
So a real line that wins is, move for move, a line of the smaller game that wins, and
a smaller game without a win proves the real position lost.

**Plays that need no choice.**  As in the real game (``is_safe_play`` in
``fairie_queen.py``), a card whose suit's two foundations have both reached the
rank below it, and every suit's lower foundation the rank two below, is played up at
once and alone: every card a rank lower then goes up the moment it is free, so no
line ever needs the card as a place (such cards would go up instead of lying on it,
which the count only welcomes), and its twin still finds its foundation ready.

**Positions left aside.**  A position in which some unmoved card can never leave
(``_Search._stuck``, a generous count like ``is_hopeless``) has no win and is not
searched further.

The search is depth first over the smaller game's positions, each examined once; it
gives up, proving nothing, after ``budget`` positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import cards
from ...table import Cards

QUEEN = 12
_SUIT_PLACE = {suit: n for n, suit in enumerate(cards.SUITS)}
# A card as a small number: rank * 4 + suit.
NUMBER = {
    rank + suit: cards.rank(rank + suit) * 4 + _SUIT_PLACE[suit]
    for rank in cards.RANKS
    for suit in cards.SUITS
}

Position = tuple[tuple[int, ...], tuple[int, ...]]  # unmoved counts, foundation heights


def no_win_by_count(
    foundations: Sequence[Cards], columns: Sequence[Cards], budget: int = 5_000
) -> bool:
    """Whether the smaller game (see above) has no win from this position, once the pack
    is dealt: True proves the position lost; False says only that no proof was found
    within ``budget`` positions.  ``columns`` are the columns with their kings."""
    return _Search(foundations, columns).lost(budget)


class _Search:
    def __init__(self, foundations: Sequence[Cards], columns: Sequence[Cards]) -> None:
        # A column no king heads yet takes no card: it is left out.
        self.unmoved = [[NUMBER[card] for card in stack[1:]] for stack in columns if stack]
        heights = [0] * 8  # per suit, the lower foundation then the higher
        found: list[list[int]] = [[] for _ in cards.SUITS]
        for stack in foundations:
            if stack:
                found[_SUIT_PLACE[cards.suit(stack[0])]].append(len(stack))
        for suit, tops in enumerate(found):
            low, high = sorted([*tops, 0, 0])[-2:]
            heights[2 * suit], heights[2 * suit + 1] = low, high
        self.start: Position = (tuple(len(stack) for stack in self.unmoved), tuple(heights))

    # The count ---------------------------------------------------------------------
    def _places(self, left: Sequence[int]) -> tuple[list[int], int]:
        """The columns' lowest unmoved cards counted by rank, and the bare kings, when
        ``left`` unmoved cards remain in each column."""
        lowest = [0] * 15
        kings = 0
        for stack, count in zip(self.unmoved, left, strict=True):
            if count:
                lowest[stack[count - 1] >> 2] += 1
            else:
                kings += 1
        return lowest, kings

    @staticmethod
    def _fits(lowest: Sequence[int], kings: int, loose: Sequence[int]) -> bool:
        """Whether ``loose`` (loose cards per rank) fits the places: the loose cards a
        rank higher, the lowest unmoved cards a rank higher, and ``kings`` bare kings."""
        short = 0
        for rank in range(QUEEN, 0, -1):
            need = loose[rank] - loose[rank + 1] - lowest[rank + 1]
            if need > 0:
                short += need
                if short > kings:
                    return False
        return True

    # The search ----------------------------------------------------------------------
    def lost(self, budget: int) -> bool:
        start = self.start
        seen = {start}
        # Each entry: unmoved counts, heights, loose cards by number, loose cards by rank.
        pending = [(start[0], start[1], (0,) * 52, (0,) * 15)]
        while pending:
            left, heights, loose, by_rank = pending.pop()
            if min(heights) == QUEEN:
                return False  # the smaller game is won: no proof
            for after in self._moves(left, heights, loose, by_rank):
                position = (after[0], after[1])
                if position in seen:
                    continue
                if len(seen) >= budget:
                    return False
                seen.add(position)
                if not self._stuck(after[0], after[1], after[2]):
                    pending.append(after)
        return True

    def _stuck(self, left, heights, loose) -> bool:
        """Whether some unmoved card can never leave its column in the smaller game, so
        that it has no win from here.

        An unmoved card leaves only as its column's lowest, and then goes up (a
        foundation of its suit brought just below it) or becomes loose, which the count
        allows only with a place for it: a loose card or a lowest unmoved card one rank
        higher, or a bare king.  So every card that could ever leave is among those this
        generous count takes, adding cards while it can: a column's lowest card not yet
        taken, if a foundation could be brought just below it with cards up, loose or
        taken, or if a card one rank higher is loose or taken (a queen has none).  A bare
        king, or a column the count empties, would take any card: then nothing is stuck.
        The two foundations of a suit are told apart as in ``is_hopeless``."""
        if 0 in left:
            return False
        high = [max(heights[2 * suit], heights[2 * suit + 1]) for suit in range(4)]
        reach = high.copy()
        second = [heights[2 * suit] for suit in range(4)]
        free = list(loose)  # copies of each card loose or taken
        ranks = [0] * 15
        for card, copies in enumerate(loose):
            if copies:
                ranks[card >> 2] += copies
        deepest = []
        for stack, count in zip(self.unmoved, left, strict=True):
            card = stack[count - 1]
            free[card] += 1
            ranks[card >> 2] += 1
            deepest.append(count - 1)
        for suit in range(4):
            _extend(suit, free, high, reach, second)
        changed = True
        while changed:
            changed = False
            for column, stack in enumerate(self.unmoved):
                place = deepest[column]
                while True:
                    card = stack[place]
                    rank, suit = card >> 2, card & 3
                    ready = reach[suit] if rank > high[suit] else second[suit]
                    if rank > ready + 1 and not (rank < QUEEN and ranks[rank + 1]):
                        break
                    place -= 1
                    if place < 0:
                        return False  # the whole column may be emptied
                    below = stack[place]
                    free[below] += 1
                    ranks[below >> 2] += 1
                    _extend(below & 3, free, high, reach, second)
                    changed = True
                deepest[column] = place
        return True

    def _moves(self, left, heights, loose, by_rank) -> list[tuple]:
        """The positions after each move allowed, the one after a play needing no choice
        alone if there is one; the plays up come last, so they are searched first."""
        ups, digs = [], []
        lowest, kings = self._places(left)
        fits = self._fits
        for column, count in enumerate(left):
            if not count:
                continue
            stack = self.unmoved[column]
            card = stack[count - 1]
            after_left = (*left[:column], count - 1, *left[column + 1 :])
            # The places once the card has left: the card above it, or a bare king.
            after_lowest = lowest.copy()
            after_lowest[card >> 2] -= 1
            after_kings = kings
            if count > 1:
                after_lowest[stack[count - 2] >> 2] += 1
            else:
                after_kings += 1
            raised = _raised(heights, card)
            if raised is not None and fits(after_lowest, after_kings, by_rank):
                if _needs_no_choice(heights, card):
                    return [(after_left, raised, loose, by_rank)]
                ups.append((after_left, raised, loose, by_rank))
            more = list(by_rank)
            more[card >> 2] += 1
            # The card lands on a place of its own with nothing on it yet: it is no
            # place for the others at that moment (see the module's description).
            after_lowest[card >> 2] -= 1
            if fits(after_lowest, after_kings, more):
                freed = list(loose)
                freed[card] += 1
                digs.append((after_left, heights, tuple(freed), tuple(more)))
        for suit in range(4):
            low, high = heights[2 * suit], heights[2 * suit + 1]
            for height in (high, low) if low != high else (high,):
                card = (height + 1) * 4 + suit
                if height == QUEEN or not loose[card]:
                    continue
                fewer = list(by_rank)
                fewer[card >> 2] -= 1
                if fits(lowest, kings, fewer):
                    played = list(loose)
                    played[card] -= 1
                    after = (left, _raised(heights, card), tuple(played), tuple(fewer))
                    if _needs_no_choice(heights, card):
                        return [after]
                    ups.append(after)
        return digs + ups


def _extend(suit: int, free: list[int], high: list[int], reach: list[int], second: list[int]):
    """Bring the suit's higher foundation as far as the cards in ``free`` allow, and its
    lower one through the ranks the higher holds already."""
    while reach[suit] < QUEEN and free[(reach[suit] + 1) * 4 + suit]:
        reach[suit] += 1
    while second[suit] < high[suit] and free[(second[suit] + 1) * 4 + suit]:
        second[suit] += 1


def _raised(heights: tuple[int, ...], card: int) -> tuple[int, ...] | None:
    """The heights after ``card`` is played up, or None if no foundation takes it."""
    rank, suit = card >> 2, card & 3
    low, high = heights[2 * suit], heights[2 * suit + 1]
    if high == rank - 1:
        high = rank
    elif low == rank - 1:
        low = rank
    else:
        return None
    if low > high:
        low, high = high, low
    return (*heights[: 2 * suit], low, high, *heights[2 * suit + 2 :])


def _needs_no_choice(heights: tuple[int, ...], card: int) -> bool:
    rank, suit = card >> 2, card & 3
    if heights[2 * suit] < rank - 1:
        return False
    return all(heights[2 * n] >= rank - 2 for n in range(4))
