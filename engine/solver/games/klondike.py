"""Klondike as the solver sees it: turn the face-down cards over first, and give up
positions that can no longer be won.

A column's face-down cards are the game's locks: every card under them is out of reach
until the run above is moved away, and the only way to win is to turn them all.  So,
after a play that can never hurt (given alone, as for every game), the search tries the
plays to the foundations, then the moves that turn a face-down card over (from the
column with the most of them first), then the talon's card onto a column, then the
other moves (a run emptying a column), and the stock's next card last.  Every legal
move is still tried: a deal proved lost stays proved.

**Positions that can no longer be won** (``buried``).  Take a card F lying in a column
(face down) or in the talon, and above it, in the same pile, a higher card G of F's own
suit.  One pack: there is one F, and G's foundation takes G only once F is on it, so G
can never reach its foundation while F is in the pile; and F cannot leave the pile while
G lies above it (every card leaves a pile from its top, or in a column with the run of
face-up cards it belongs to).  So G must leave the pile another way first:

* From a column, G leaves only with a column's whole face-up run, moved onto another
  column (the book's rule: a run moves whole or not at all; a card leaves a column alone
  only to a foundation, which G cannot).  F is face down all the while (a card turns
  face up only when it is its column's top card, and G is above it), so the run's lowest
  card B lies above F, and at or below G.  B goes onto a card of the other colour one
  rank higher, the top card of another column, or, when B is a king, into a space.
* From the talon, G leaves only as its top card, to a foundation (it cannot) or onto a
  column: onto a card of the other colour one rank higher, or, a king, into a space.

A card Y cannot be that other column's top card if it lies on a foundation (nothing
comes back) or below B in B's own pile (it could reach another pile only after B had
left this one: in a column, B would have to go first; in the talon likewise).  So when
G's pile offers no card B (G itself in the talon; any card from just above F up to G in
a column) that is a king or has a card of the other colour one rank higher anywhere
else, G can never leave, F never reach its foundation, and the game is lost whatever is
done: such a position is given no moves.  A position dropped so never had a win, and a
``lost`` verdict stays a proof.  (A king always could go into a space, so a king is
never such a B: the test is only ever too cautious.)
"""

from __future__ import annotations

from ... import cards
from ...mechanics.facedown import face_down
from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge
from .klondike_model import KlondikeModel

COLUMNS = tuple(f"tableau-{n}" for n in range(1, 8))
FOUNDATIONS = tuple(f"foundation-{n}" for n in range(1, 5))
TALON = "talon-1"
KING = 13


def _other_colour_above(card: str) -> tuple[str, ...]:
    """The cards a card may be built on: the other colour, one rank higher."""
    rank = cards.rank(card)
    if rank == KING:
        return ()
    suits = "CS" if cards.is_red(card) else "DH"
    return tuple(cards.code(rank + 1, suit) for suit in suits)


# For each card, the two cards it may be built on.
BUILT_ON = {
    card: _other_colour_above(card) for card in (r + s for r in cards.RANKS for s in cards.SUITS)
}


RANK = {card: cards.rank(card) for card in BUILT_ON}
SUIT_AT = {suit: n for n, suit in enumerate(cards.SUITS)}
# The answers for piles seen before (a move changes one or two piles of seven), by the
# pile's cards, its face-down count and the foundations' heights; emptied when large.
_answers: dict[tuple, bool] = {}
REMEMBERED = 200_000


def buried(table: Table) -> bool:
    """Whether some card lies under a higher card of its own suit that can never leave
    their pile (see the module's description): then the position can no longer be won."""
    heights = [0, 0, 0, 0]
    for pile in FOUNDATIONS:
        stack = table[pile]
        if stack:
            heights[SUIT_AT[stack[0][1]]] = len(stack)
    up = tuple(heights)
    hidden = face_down(table)
    answers = _answers
    if len(answers) > REMEMBERED:
        answers.clear()
    for pile in COLUMNS:
        stack = table[pile]
        covered = hidden.get(pile, 0)
        if covered:
            key = (stack, covered, up)
            answer = answers.get(key)
            if answer is None:
                answer = answers[key] = _column_buried(stack, covered, up)
            if answer:
                return True
    talon = table[TALON]
    if len(talon) > 1:
        key = (talon, -1, up)
        answer = answers.get(key)
        if answer is None:
            answer = answers[key] = _talon_buried(talon, up)
        return answer
    return False


def _stays(stack: tuple[str, ...], at: int, up: tuple[int, ...]) -> bool:
    """Whether the card at ``at`` can go onto no other pile's card while it lies there:
    it is no king, and the cards it builds on are up or under it."""
    card = stack[at]
    if RANK[card] == KING:
        return False
    for base in BUILT_ON[card]:
        if RANK[base] > up[SUIT_AT[base[1]]] and base not in stack[:at]:
            return False
    return True


def _column_buried(stack: tuple[str, ...], covered: int, up: tuple[int, ...]) -> bool:
    for low in range(covered):
        card = stack[low]
        suit, rank = card[1], RANK[card]
        for high in range(low + 1, len(stack)):
            other = stack[high]
            if other[1] != suit or RANK[other] <= rank:
                continue
            # Any card from just above the low card up to the high one may be the lowest
            # card of the run that carries the high card away.
            if all(_stays(stack, at, up) for at in range(low + 1, high + 1)):
                return True
    return False


def _talon_buried(talon: tuple[str, ...], up: tuple[int, ...]) -> bool:
    for low, card in enumerate(talon[:-1]):
        suit, rank = card[1], RANK[card]
        for high in range(low + 1, len(talon)):
            other = talon[high]
            if other[1] == suit and RANK[other] > rank and _stays(talon, high, up):
                return True
    return False


class Knowledge(SearchKnowledge):
    # Quick games along these moves find wins a depth-first search reaches late, but
    # most deals undecided at 10 s are losses whose proof wants every position: of the
    # 30 of deals 1-200 left undecided at 10 s of CPU with 0.6 of the work given to
    # probes, a share of 0.2 decided 11 (10 lost, one won: 152), and of the 47 won with
    # 0.6 it still won 46 (not 37) within 10 s.
    probe_share = 0.2
    # The search walks the game's small model (klondike_model.py), the same moves as
    # these, made seven times faster (bench/solver_speed.py --model).
    model = KlondikeModel

    def search_moves(self, table: Table) -> list[Move]:
        if buried(table):
            return []
        moves = list(super().search_moves(table))
        if len(moves) < 2:
            return moves
        hidden = face_down(table)

        def rank(move: Move) -> tuple[int, int]:
            if (move.target or "").startswith("foundation"):
                # A card leaving a column over face-down cards turns one of them over.
                return (0, -hidden.get(move.source or "", 0))
            if move.kind == "deal":
                return (4, 0)
            under = hidden.get(move.source or "", 0)
            if under:
                return (1, -under)
            if (move.source or "").startswith("talon"):
                return (2, 0)
            return (3, 0)

        return sorted(moves, key=rank)
