"""Canfield or Klondike written small for the solver: its positions and the search's moves
between them, made without the engine's tables, and checked against them.

The solver's search spends its time in the engine's generic code, run afresh for every
position and every turn of the pack (listing moves pile by pile, turning cards up,
picking out aces, naming cards by strings).  Here the same game is written once more,
for the search alone, in small integers:

* a card is ``rank * 4 + suit`` (the suits in the order of ``cards.SUITS``);
* a position (``Position``) is the seven columns (their cards bottom first, each pile
  a ``bytes``, whose hash Python keeps, so that a key made of them is cheap to look up),
  how many cards lie face down at the bottom of each, how many cards are left in the
  pack (the pack only ever loses its top card, so the start's pack less its top cards is
  known by its length), the talon, and the foundations' heights by suit; which
  foundation pile each suit went to is carried along (the engine's moves name the pile)
  but is no part of the key, nor are the heights, which the other cards tell; and the
  key takes the columns in order of their cards, each with its face-down count, since
  positions that differ only by which column holds what play alike (every rule treats
  the seven columns alike: renaming them turns each move into a move and each position
  it leads to into the renamed one, and a king may go into any space), so a position
  folded with one already examined has a win exactly when that one has (on deal 22,
  proved lost, 388,452 positions instead of 756,204);
* a move is ``(turned, source, target)``: turn ``turned`` cards of the pack onto the
  talon (an ace that shows there goes up by itself, as the engine plays it), then move
  from ``source`` (a column 0-6, ``TALON_AT``, or ``NOWHERE``: nothing more) to
  ``target`` (a column, or ``FOUNDATION``: the card's own).  A column's move takes its
  whole face-up run, or its top card alone to a foundation.

The moves offered from a position (``search_moves``) are exactly the ones the search
makes on the engine's tables, in the same order: the knowledge of ``klondike.py``
(``Knowledge.search_moves``: no moves where ``buried`` finds a card that can never go
up; a safe play alone; else plays to the foundations, moves turning a face-down card
over, the talon's card onto a column, the other moves, each group ordered as there),
with the turn of the pack written as ``talon_turns.py`` writes it ("turn k cards, then
play", or a card at a time with ``whole`` False).  The proof that those moves lose no
win is there, in ``knowledge.py``, ``talon_turns.py`` and ``klondike.py`` (the test of
buried cards); this module only writes them again more cheaply.  Each move here is
written out as the engine's single moves (``moves_of``, ``expand``), so a winning line
is replayed by the engine, which judges it (``core.Search`` always replays a line found
on a model).  ``tests/unit/test_solver_klondike_model.py`` checks along random games of
many deals that the moves offered here, written out, are the engine-based search's moves
in the same order, that each one leads to the engine's position, and that searches on
either give the same verdicts.
"""

from __future__ import annotations

from collections.abc import Iterable

from ... import cards
from ...mechanics.facedown import face_down_at, lay_face_down
from ...moves import Move
from ...table import Table
from .small_cards import (
    CODE,
    KING,
    NUMBER,
    RANK,
    SIZE,
    SUIT,
    WritesLinesOut,
    foundation_cards,
    foundations_by_suit,
)

COLUMNS = tuple(f"tableau-{n}" for n in range(1, 8))
FOUNDATIONS = tuple(f"foundation-{n}" for n in range(1, 5))
STOCK, TALON = "stock-1", "talon-1"
TALON_AT = 7  # the talon, as a move's source
FOUNDATION = 8  # a move's target: the foundation of the card's suit
NOWHERE = -1  # a move that only turns cards
SEVEN = range(7)

RED_SUIT = [suit in cards.RED_SUITS for suit in cards.SUITS]
RED = [RED_SUIT[n & 3] for n in range(SIZE)]
# The cards each card may be built on (the other colour, one rank higher), and the
# other colour's suits, by suit.
BASES = [
    tuple(
        (RANK[n] + 1) * 4 + s
        for s in range(4)
        if RANK[n] and RANK[n] < KING and RED_SUIT[s] != RED[n]
    )
    for n in range(SIZE)
]
BASE_SET = [frozenset(bases) for bases in BASES]
ONE = [bytes((n,)) for n in range(SIZE)]  # a pile of one card
OTHER_COLOUR = [tuple(s for s in range(4) if RED_SUIT[s] != RED_SUIT[suit]) for suit in range(4)]


class Position:
    """A position of the game (see the module's description); ``key`` tells positions
    apart exactly as far as play goes."""

    __slots__ = ("clear", "columns", "down", "fresh", "heights", "key", "piles", "stock", "talon")

    def __init__(
        self,
        columns: tuple[bytes, ...],
        down: tuple[int, ...],
        stock: int,
        talon: bytes,
        heights: tuple[int, ...],
        piles: tuple[int, ...],
    ) -> None:
        self.columns = columns
        self.down = down
        self.stock = stock
        self.talon = talon
        self.heights = heights
        self.piles = piles  # the suit on each foundation pile, -1 while it is empty
        # The columns in order of their cards (see the module's description).
        self.key = (tuple(sorted(zip(columns, down, strict=True))), stock, talon)
        # ``buried`` found nothing here (set when it is asked); and what a move made from
        # such a position changed, where the foundations stayed as they were: the
        # columns, and how many cards the talon gained on top (None: not known).
        self.clear = False
        self.fresh: tuple[tuple[int, ...], int] | None = None


# The answers of ``buried`` for piles seen before, emptied when large.
_answers: dict[tuple, bool] = {}
REMEMBERED = 200_000


def buried(position: Position) -> bool:
    """``klondike.buried`` on the small position (its proof is there): some card lies
    under a higher card of its own suit that can never leave their pile.

    After a move from a position where it found nothing, with the foundations as they
    were, only the piles the move changed are looked at: the answer for a pile depends
    on its cards, its face-down count and the foundations alone, and a talon that only
    lost its top card keeps every pair of cards it had and the cards beneath them, so
    only pairs whose higher card is new to it are looked at."""
    up = position.heights
    answers = _answers
    if len(answers) > REMEMBERED:
        answers.clear()
    columns, down = position.columns, position.down
    fresh = position.fresh
    changed, grew = (SEVEN, 0) if fresh is None else fresh
    for i in changed:
        covered = down[i]
        if covered:
            stack = columns[i]
            key = (stack, covered, up)
            answer = answers.get(key)
            if answer is None:
                answer = answers[key] = _column_buried(stack, covered, up)
            if answer:
                return True
    talon = position.talon
    if fresh is None and len(talon) > 1:
        key = (talon, -1, up)
        answer = answers.get(key)
        if answer is None:
            answer = answers[key] = _talon_buried(talon, up)
        if answer:
            return True
    elif grew and _talon_buried(talon, up, len(talon) - grew):
        return True
    position.clear = True
    return False


def _stays(stack: bytes, at: int, up: tuple[int, ...]) -> bool:
    card = stack[at]
    if RANK[card] == KING:
        return False
    # Each card it builds on is up, or lies under it.
    return all(RANK[base] <= up[SUIT[base]] or base in stack[:at] for base in BASES[card])


def _column_buried(stack: bytes, covered: int, up: tuple[int, ...]) -> bool:
    for low in range(covered):
        card = stack[low]
        suit, rank = SUIT[card], RANK[card]
        for high in range(low + 1, len(stack)):
            other = stack[high]
            if SUIT[other] != suit or RANK[other] <= rank:
                continue
            if all(_stays(stack, at, up) for at in range(low + 1, high + 1)):
                return True
    return False


def _talon_buried(talon: bytes, up: tuple[int, ...], first: int = 1) -> bool:
    """The talon's pairs, their higher card at ``first`` or above."""
    lowest = [KING + 1] * 4  # the lowest rank of each suit below the card looked at
    for high, card in enumerate(talon):
        suit, rank = SUIT[card], RANK[card]
        if high >= first and rank > lowest[suit] and _stays(talon, high, up):
            return True
        if rank < lowest[suit]:
            lowest[suit] = rank
    return False


class KlondikeModel(WritesLinesOut):
    """The search's space on Canfield or Klondike (see ``engine/solver/spaces.py``):
    positions and moves from one start, the pack turned as one move to each card that
    comes into play (``whole``) or a card at a time."""

    checked = True  # a line found here is replayed by the engine before it is believed
    # A probe begun on a line made on one kind of moves stays in that kind, as when
    # Klondike's figures were measured (docs/win-rates.md); sharing would be sound too,
    # both kinds walking the same positions, but has not been measured.
    shares_positions = False

    def __init__(self, knowledge, start: Table, whole: bool = True) -> None:
        self.rules = knowledge.rules
        self.whole = whole
        self.layout = start.layout
        self.pack = tuple(NUMBER[card] for card in start[STOCK])
        self.start = self.position(start)
        self.key = _key
        self.is_won = _is_won
        self.progress = _progress

    @staticmethod
    def fits(table: Table) -> bool:
        """Whether the model can stand for this table: the game's own piles, counters
        and face-down cards (only at the bottom of columns)."""
        if table.layout.ids != (*FOUNDATIONS, *COLUMNS, STOCK, TALON):
            return False
        if any(name != "face_down" for name, _ in table.vars):
            return False
        return all(
            pile in COLUMNS and where == tuple(range(len(where)))
            for pile, where in face_down_at(table).items()
        )

    # Positions and tables -----------------------------------------------------------
    def position(self, table: Table) -> Position:
        """The small position of an engine's table of this deal."""
        stock = table[STOCK]
        left = len(stock)
        if tuple(NUMBER[card] for card in stock) != self.pack[:left]:
            raise ValueError("the pack is not this deal's pack less its top cards")
        at = face_down_at(table)
        heights, piles = foundations_by_suit(table, FOUNDATIONS)
        return Position(
            tuple(bytes(NUMBER[card] for card in table[pile]) for pile in COLUMNS),
            tuple(len(at.get(pile, ())) for pile in COLUMNS),
            left,
            bytes(NUMBER[card] for card in table[TALON]),
            heights,
            piles,
        )

    def table(self, position: Position) -> Table:
        """The engine's table of a small position."""
        piles = foundation_cards(FOUNDATIONS, position.heights, position.piles)
        for i, pile in enumerate(COLUMNS):
            piles[pile] = tuple(CODE[card] for card in position.columns[i])
        piles[STOCK] = tuple(CODE[card] for card in self.pack[: position.stock])
        piles[TALON] = tuple(CODE[card] for card in position.talon)
        table = Table.build(self.layout, piles)
        return lay_face_down(table, dict(zip(COLUMNS, position.down, strict=True)))

    # Moves ------------------------------------------------------------------------
    def search_moves(self, position: Position) -> list[tuple[int, int, int]]:
        """The moves the search makes from ``position``, in the order it tries them."""
        if buried(position):
            return []
        columns, down, heights, talon = (
            position.columns,
            position.down,
            position.heights,
            position.talon,
        )
        top = talon[-1] if talon else None
        # Plays to the foundations, the first safe one alone (no partner of the card
        # left to be built on it: a two always, else both other-colour cards one rank
        # lower already up).
        ahead = []
        for i in SEVEN:
            column = columns[i]
            if column:
                card = column[-1]
                if RANK[card] == heights[SUIT[card]] + 1:
                    ahead.append((i, card))
        if top is not None and RANK[top] == heights[SUIT[top]] + 1:
            ahead.append((TALON_AT, top))
        for source, card in ahead:
            rank = RANK[card]
            if rank <= 2 or all(heights[s] >= rank - 1 for s in OTHER_COLOUR[SUIT[card]]):
                return [(0, source, FOUNDATION)]
        # Whole runs between columns, then the talon's card onto a column: each run's
        # lowest card looks up the columns topped by a card it may go on (in a column's
        # order, as the engine lists them), or, a king, the spaces.
        tops, spaces = _tops_and_spaces(columns)
        middle = []
        for i in SEVEN:
            column = columns[i]
            if not column:
                continue
            covered = down[i]
            head = column[covered]
            if RANK[head] == KING:
                if covered:
                    middle.extend((i, j) for j in spaces)
                continue
            first, second = BASES[head]
            j, k = tops.get(first), tops.get(second)
            if j is not None:
                if k is not None and k < j:
                    middle.append((i, k))
                    k = None
                middle.append((i, j))
            if k is not None:
                middle.append((i, k))
        if top is not None:
            if RANK[top] == KING:
                middle.extend((TALON_AT, j) for j in spaces)
            else:
                middle.extend((TALON_AT, j) for j in _targets(top, tops))
        dealing = position.stock > 0
        moves: list[tuple[int, int, int]] = [(0, source, FOUNDATION) for source, _ in ahead]
        if len(ahead) + len(middle) + dealing >= 2:
            # Klondike's order (``klondike.Knowledge``): by its groups, the plays up
            # from the columns with most cards face down first; within a group, by how
            # many cards the foundations want a move uncovers and covers
            # (``SearchKnowledge._digging``); then in the engine's order.
            if len(ahead) > 1:
                order = sorted(
                    range(len(ahead)),
                    key=lambda n: -down[ahead[n][0]] if ahead[n][0] < TALON_AT else 0,
                )
                moves = [moves[n] for n in order]
            if middle:
                moves.extend(self._middle_in_order(position, middle))
        else:
            moves.extend((0, source, target) for source, target in middle)
        if dealing:
            if self.whole:
                moves.extend(self._turns(position))
            else:
                moves.append((1, NOWHERE, NOWHERE))
        return moves

    def _middle_in_order(self, position: Position, middle: list) -> list:
        columns, down, talon = position.columns, position.down, position.talon
        digging = len(middle) > 1
        if digging:
            heights = position.heights
            wanted = {(heights[s] + 1) * 4 + s for s in range(4) if heights[s] < KING}
        ranked = []
        for n, (source, target) in enumerate(middle):
            if digging:
                # One pack: a pile holds each card once, so the wanted cards in it are
                # the size of an intersection.
                covered = len(wanted.intersection(columns[target]))
                if source == TALON_AT:
                    freed = len(wanted.intersection(talon[:-1]))
                else:
                    freed = len(wanted.intersection(columns[source][: down[source]]))
                dig = covered - freed
            else:
                dig = 0
            if source == TALON_AT:
                group = (2, 0)
            elif down[source]:
                group = (1, -down[source])
            else:
                group = (3, 0)
            ranked.append((group, dig, n, (0, source, target)))
        ranked.sort()
        return [move for *_, move in ranked]

    def _turns(self, position: Position) -> Iterable[tuple[int, int, int]]:
        """``TalonTurns.turns`` on the small position: for each number of cards turned,
        the turned card's plays, foundation first; an ace ends the turning, going up by
        itself.  (Where a turned card has no play none is offered, as there.)"""
        pack, stock, columns, heights = (
            self.pack,
            position.stock,
            position.columns,
            position.heights,
        )
        moves = []
        tops, spaces = _tops_and_spaces(columns)
        for k in range(1, stock + 1):
            card = pack[stock - k]
            rank = RANK[card]
            if rank == 1:
                moves.append((k, NOWHERE, NOWHERE))
                break
            if rank == heights[SUIT[card]] + 1:
                moves.append((k, TALON_AT, FOUNDATION))
            if rank == KING:
                moves.extend((k, TALON_AT, j) for j in spaces)
            else:
                moves.extend((k, TALON_AT, j) for j in _targets(card, tops))
        return moves

    def apply(self, position: Position, move: tuple[int, int, int]) -> Position:
        """The position after ``move``, the rules' consequences made as the engine makes
        them: an ace that shows goes up by itself to the first empty foundation, and a
        column's top card is turned face up."""
        turned, source, target = move
        columns, down = position.columns, position.down
        stock, talon, heights, piles = (
            position.stock,
            position.talon,
            position.heights,
            position.piles,
        )
        changed_heights = False
        if turned:
            pack = self.pack
            laid = []
            for _ in range(turned):
                stock -= 1
                card = pack[stock]
                if RANK[card] == 1:
                    if not changed_heights:
                        heights, piles, changed_heights = list(heights), list(piles), True
                    _ace_up(card, heights, piles)
                else:
                    laid.append(card)
            talon = talon + bytes(laid)
        if source == NOWHERE:
            if changed_heights:
                return Position(columns, down, stock, talon, tuple(heights), tuple(piles))
            after = Position(columns, down, stock, talon, heights, piles)
            if position.clear:
                after.fresh = ((), len(talon) - len(position.talon))
            return after
        if source == TALON_AT:
            card = talon[-1]
            talon = talon[:-1]
            if target == FOUNDATION:
                heights = list(heights)
                heights[SUIT[card]] += 1
                return Position(columns, down, stock, talon, tuple(heights), tuple(piles))
            columns = list(columns)
            columns[target] = columns[target] + ONE[card]
            if changed_heights:
                return Position(tuple(columns), down, stock, talon, tuple(heights), tuple(piles))
            after = Position(tuple(columns), down, stock, talon, heights, piles)
            if position.clear:
                after.fresh = ((target,), max(len(talon) - len(position.talon), 0))
            return after
        heights, piles = list(heights), list(piles)
        columns = list(columns)
        column = columns[source]
        covered = down[source]
        if target == FOUNDATION:
            heights[SUIT[column[-1]]] += 1
            column = column[:-1]
        else:
            columns[target] = columns[target] + column[covered:]
            column = column[:covered]
        # The card left on top is turned up; an ace there goes up, and so on.
        left = len(column)
        if covered >= left:
            covered = left - 1 if left else 0
            while left and RANK[column[-1]] == 1:
                _ace_up(column[-1], heights, piles)
                column = column[:-1]
                left -= 1
                if covered >= left:
                    covered = left - 1 if left else 0
            down = (*down[:source], covered, *down[source + 1 :])
        columns[source] = column
        after = Position(tuple(columns), down, stock, talon, tuple(heights), tuple(piles))
        if position.clear and target != FOUNDATION and after.heights == position.heights:
            after.fresh = ((source, target), max(len(talon) - len(position.talon), 0))
        return after

    # The engine's moves -------------------------------------------------------------
    def moves_of(self, position: Position, move: tuple[int, int, int]) -> tuple[Move, ...]:
        """The engine's single moves that make ``move`` from ``position``."""
        turned, source, target = move
        pack, stock = self.pack, position.stock
        out = [Move("deal", STOCK, TALON, card=CODE[pack[stock - 1 - n]]) for n in range(turned)]
        if source == NOWHERE:
            return tuple(out)
        if source == TALON_AT:
            card = pack[stock - turned] if turned else position.talon[-1]
            pile, count = TALON, 1
        else:
            column, covered = position.columns[source], position.down[source]
            pile = COLUMNS[source]
            if target == FOUNDATION:
                card, count = column[-1], 1
            else:
                card, count = column[covered], len(column) - covered
        if target == FOUNDATION:
            goes = FOUNDATIONS[position.piles.index(SUIT[card])]
        else:
            goes = COLUMNS[target]
        out.append(Move("move", pile, goes, count, card=CODE[card]))
        return tuple(out)


def _tops_and_spaces(columns: tuple[bytes, ...]) -> tuple[dict[int, int], list[int]]:
    """The column each top card lies on, and the empty columns, in order."""
    tops, spaces = {}, []
    for j in SEVEN:
        column = columns[j]
        if column:
            tops[column[-1]] = j
        else:
            spaces.append(j)
    return tops, spaces


def _targets(card: int, tops: dict[int, int]) -> list[int]:
    """The columns (in order) topped by a card that ``card``, no king, may go on."""
    first, second = BASES[card]
    j, k = tops.get(first), tops.get(second)
    if j is None:
        return [] if k is None else [k]
    if k is None:
        return [j]
    return [j, k] if j < k else [k, j]


def _ace_up(card: int, heights: list[int], piles: list[int]) -> None:
    """An ace goes up by itself, to the first empty foundation."""
    heights[SUIT[card]] = 1
    piles[piles.index(-1)] = SUIT[card]


def _key(position: Position) -> tuple:
    return position.key


def _is_won(position: Position) -> bool:
    return position.heights == (13, 13, 13, 13)


def _progress(position: Position) -> int:
    return sum(position.heights)
