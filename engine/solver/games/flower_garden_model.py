"""The Flower-Garden written small for the solver: its positions and the search's moves
between them, made without the engine's tables, and checked against them.

As with Canfield or Klondike (``klondike_model.py``), the search spends its time in the
engine's generic code, run afresh for every position: listing the plays to the
foundations and the moves between piles, folding the interchangeable piles into a key.
Here the same game is written once more, for the search alone, in small integers:

* a card is ``rank * 4 + suit`` (the suits in the order of ``cards.SUITS``), so no card
  is 0;
* a position (``Position``) is the six Garden packets (their cards bottom first, each a
  ``bytes``), the sixteen places of the Bouquet (one ``bytes``, 0 where a place is
  empty), and the foundations' heights by suit; which foundation each suit went to is
  carried along (the engine's moves name the pile) but is no part of the key;
* the key is the packets in order of their cards and the Bouquet's cards in order: the
  game's rules declare the packets, the Bouquet's places and the foundations alike
  (``FlowerGarden.alike`` says why), and the foundations hold whatever lies nowhere
  else, so the key tells apart exactly the positions the engine's folded key does;
* a move is ``(source, target)``: ``source`` a packet 0-5 or a place of the Bouquet
  ``BOUQUET_AT + n``, ``target`` a packet or ``FOUNDATION`` (the card's own).

The moves offered from a position (``search_moves``) are exactly the ones the search
makes on the engine's tables with the default knowledge (``knowledge.py``): a safe play
alone (an ace, or any card whose four partners one rank lower are all up, as
``autoplay.safe_plays`` judges with ``any_suit_below``), else the plays to the
foundations in the rules' order of sources, then the moves between piles ordered by
how many cards the foundations want a move covers and uncovers
(``SearchKnowledge._digging``, a stable sort of the rules' order).  This module only
writes them again more cheaply; the proof that they lose no win is there.  Each move is
the engine's single move (``moves_of``), so a winning line is replayed by the engine
before it is believed.  ``tests/unit/test_solver_flower_garden_model.py`` checks it
position by position against the engine.
"""

from __future__ import annotations

from ...moves import Move
from ...table import Table
from .small_cards import (
    CODE,
    KING,
    NUMBER,
    RANK,
    SUIT,
    WritesLinesOut,
    foundation_cards,
    foundations_by_suit,
)

GARDEN = tuple(f"tableau-{n}" for n in range(1, 7))
FOUNDATIONS = tuple(f"foundation-{n}" for n in range(1, 5))
BOUQUET = tuple(f"reserve-{n}" for n in range(1, 17))
SOURCES = GARDEN + BOUQUET
PACKETS = range(6)
PLACES = range(16)
BOUQUET_AT = 6  # the first Bouquet place, as a move's source
FOUNDATION = 22  # a move's target: the foundation of the card's suit


class Position:
    """A position of the game (see the module's description)."""

    __slots__ = ("bouquet", "garden", "heights", "key", "piles")

    def __init__(
        self,
        garden: tuple[bytes, ...],
        bouquet: bytes,
        heights: tuple[int, ...],
        piles: tuple[int, ...],
        sorted_bouquet: bytes | None = None,
    ) -> None:
        self.garden = garden
        self.bouquet = bouquet
        self.heights = heights
        self.piles = piles  # the suit on each foundation pile, -1 while it is empty
        if sorted_bouquet is None:
            sorted_bouquet = bytes(sorted(bouquet))
        self.key = (tuple(sorted(garden)), sorted_bouquet)


class FlowerGardenModel(WritesLinesOut):
    """The search's space on the Flower-Garden (see ``engine/solver/spaces.py``)."""

    checked = True  # a line found here is replayed by the engine before it is believed

    def __init__(self, knowledge, start: Table, whole: bool = True) -> None:
        # ``whole`` (the pack turned as one move) means nothing here: there is no pack.
        self.rules = knowledge.rules
        self.layout = start.layout
        self.start = self.position(start)
        self.key = _key
        self.is_won = _is_won
        self.progress = _progress

    @staticmethod
    def fits(table: Table) -> bool:
        """Whether the model can stand for this table: the game's own piles, no
        counters, at most one card in each place of the Bouquet."""
        if table.layout.ids != (*GARDEN, *FOUNDATIONS, *BOUQUET) or table.vars:
            return False
        return all(len(table[place]) <= 1 for place in BOUQUET)

    # Positions and tables -----------------------------------------------------------
    def position(self, table: Table) -> Position:
        """The small position of an engine's table."""
        heights, piles = foundations_by_suit(table, FOUNDATIONS)
        return Position(
            tuple(bytes(NUMBER[card] for card in table[packet]) for packet in GARDEN),
            bytes(NUMBER[table[place][0]] if table[place] else 0 for place in BOUQUET),
            heights,
            piles,
        )

    def table(self, position: Position) -> Table:
        """The engine's table of a small position."""
        piles = foundation_cards(FOUNDATIONS, position.heights, position.piles)
        for i, packet in enumerate(GARDEN):
            piles[packet] = tuple(CODE[card] for card in position.garden[i])
        for n, place in enumerate(BOUQUET):
            card = position.bouquet[n]
            piles[place] = (CODE[card],) if card else ()
        return Table.build(self.layout, piles)

    # Moves ------------------------------------------------------------------------
    def search_moves(self, position: Position) -> list[tuple[int, int]]:
        """The moves the search makes from ``position``, in the order it tries them."""
        garden, bouquet, heights = position.garden, position.bouquet, position.heights
        # The available cards, in the rules' order of sources.
        available = [(i, garden[i][-1]) for i in PACKETS if garden[i]]
        available.extend((BOUQUET_AT + n, bouquet[n]) for n in PLACES if bouquet[n])
        ahead = [source for source, card in available if RANK[card] == heights[SUIT[card]] + 1]
        for source in ahead:
            # Safe: its four partners one rank lower are up (an ace has none).
            rank = RANK[available_card(position, source)]
            if rank == 1 or all(height >= rank - 1 for height in heights):
                return [(source, FOUNDATION)]
        # Packets by the rank of their top card, and the empty ones, in order.
        by_rank: dict[int, list[int]] = {}
        spaces = []
        for j in PACKETS:
            packet = garden[j]
            if packet:
                by_rank.setdefault(RANK[packet[-1]], []).append(j)
            else:
                spaces.append(j)
        middle = []
        for source, card in available:
            targets = by_rank.get(RANK[card] + 1, ())
            if spaces:
                targets = sorted((*targets, *spaces)) if targets else spaces
            middle.extend((source, j) for j in targets if j != source)
        moves = [(source, FOUNDATION) for source in ahead]
        if len(middle) > 1:
            wanted = {(heights[s] + 1) * 4 + s for s in range(4) if heights[s] < KING}

            def digging(move: tuple[int, int]) -> int:
                source, target = move
                covered = len(wanted.intersection(garden[target]))
                if source < BOUQUET_AT:
                    return covered - len(wanted.intersection(garden[source][:-1]))
                return covered

            middle.sort(key=digging)
        moves.extend(middle)
        return moves

    def apply(self, position: Position, move: tuple[int, int]) -> Position:
        """The position after ``move``; an ace goes to the first empty foundation."""
        source, target = move
        garden, bouquet = position.garden, position.bouquet
        sorted_bouquet = position.key[1]
        if source < BOUQUET_AT:
            card = garden[source][-1]
            garden = list(garden)
            garden[source] = garden[source][:-1]
        else:
            n = source - BOUQUET_AT
            card = bouquet[n]
            bouquet = bouquet[:n] + b"\0" + bouquet[n + 1 :]
            sorted_bouquet = None
        if target == FOUNDATION:
            heights = list(position.heights)
            suit = SUIT[card]
            heights[suit] += 1
            piles = position.piles
            if heights[suit] == 1:
                piles = list(piles)
                piles[piles.index(-1)] = suit
                piles = tuple(piles)
            return Position(tuple(garden), bouquet, tuple(heights), piles, sorted_bouquet)
        garden = list(garden)
        garden[target] = garden[target] + bytes((card,))
        return Position(tuple(garden), bouquet, position.heights, position.piles, sorted_bouquet)

    # The engine's moves -------------------------------------------------------------
    def moves_of(self, position: Position, move: tuple[int, int]) -> tuple[Move, ...]:
        """The engine's single move that makes ``move`` from ``position``."""
        source, target = move
        card = available_card(position, source)
        if target == FOUNDATION:
            suit = SUIT[card]
            goes = FOUNDATIONS[position.piles.index(suit if RANK[card] > 1 else -1)]
        else:
            goes = GARDEN[target]
        return (Move("move", SOURCES[source], goes, 1, card=CODE[card]),)


def available_card(position: Position, source: int) -> int:
    """The card a move from ``source`` takes."""
    if source < BOUQUET_AT:
        return position.garden[source][-1]
    return position.bouquet[source - BOUQUET_AT]


def _key(position: Position) -> tuple:
    return position.key


def _is_won(position: Position) -> bool:
    return position.heights == (13, 13, 13, 13)


def _progress(position: Position) -> int:
    return sum(position.heights)
