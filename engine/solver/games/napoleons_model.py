"""Napoleon at St. Helena and Napoleon's Square written small for the solver: their
positions and the search's moves between them, made without the engine's tables, and
checked against them.

Both games are the shared rules of ``engine/games/napoleons.py``: eight foundations built
up in suit from the aces, a tableau of places whose top cards marry down in suit one at
a time, a pack turned once onto a talon whose top card has a tableau card's rights, and
nothing played by itself.  They differ in data alone: how many places (ten columns, or
twelve packets), and whether an empty place takes a card from another place or only the
talon's (Napoleon's Square; the variant of Napoleon at St. Helena).  Here they are
written once more, for the search alone, in small integers:

* a card is ``rank * 4 + suit`` (the suits in the order of ``cards.SUITS``; the two
  packs' copies of a card are one number);
* a position (``Position``) is the places (their cards bottom first, each pile a
  ``bytes``), how many cards are left in the pack (it only ever loses its top card, so
  the start's pack less its top cards is known by its length), the talon, and the top
  card of each foundation pile (0 while it is empty: a foundation holds the ace up to
  its top card of one suit);
* a move is ``(turned, source, target)``: turn ``turned`` cards of the pack onto the
  talon, then move the top card of ``source`` (a place, ``TALON_AT``, or ``NOWHERE``:
  nothing more) to ``target`` (a place, or ``FOUNDATION + n``: the n-th foundation).

**The key.**  The engine's key folds the places and the foundations (``alike``: any
place is "a place" to the rules, any foundation "a foundation"), and writes the pack by
its length.  The key here is the places in order of their cards, the pack's length and
the talon, with nothing of the foundations: within one search the cards are always the
same ones, so the cards elsewhere tell how many copies of each card are up, and those
tell the foundations as the fold sees them (of a suit, as many piles as aces up, and as
many at least ``r`` high as copies of its ``r`` up).  So two positions of one search get
equal keys here exactly when the engine's keys are equal.

The moves offered from a position (``search_moves``) are exactly the ones the search
makes on the engine's tables with the default knowledge (``SearchKnowledge``): a safe
play alone (``autoplay.safe_plays``: an ace, or a card both of whose copies one rank
lower are up; the first such in the engine's order); else the plays to the foundations,
the other moves ordered by ``SearchKnowledge._digging`` (how many cards the foundations
want a move covers, less how many it uncovers), and the turn of the pack last, written
as ``talon_turns.py`` writes it ("turn k cards, then play" for each card that can come
into play, its plays to the foundations first; or a card at a time with ``whole``
False).  The proof that those moves lose no win is there; this module only writes them
again more cheaply.  Each move here is written out as the engine's single moves
(``moves_of``, ``expand``), so a winning line is replayed by the engine, which judges it
(``core.Search`` always replays a line found on a model).
``tests/unit/test_solver_napoleons_model.py`` checks along random games of many deals of
both games that the moves offered here, written out, are the engine-based search's moves
in the same order, that each one leads to the engine's position and key, and that
searches on either give the same verdicts.
"""

from __future__ import annotations

from ... import cards
from ...games.napoleons import FOUNDATIONS, STOCK, TALON
from ...moves import Move
from ...table import Layout, Table
from .small_cards import CODE, KING, NUMBER, RANK, SIZE, SUIT, WritesLinesOut

NOWHERE = -1  # a move that only turns cards
TALON_AT = 12  # the talon, as a move's source (the places are 0-11 at most)
FOUNDATION = 13  # a move's target ``FOUNDATION + n``: the foundation pile n (0-7)
EIGHT = range(8)

RANKS = bytes(RANK) + bytes(256 - SIZE)  # a card's rank, as a table for ``translate``
ALL_KINGS = bytes((KING,) * 8)
ACES = tuple(4 + s for s in range(4))
ONE = [bytes((n,)) for n in range(SIZE)]  # a pile of one card
# The card one foundation takes on each top card (a king's: none, -1).
NEXT = [n + 4 if 0 < RANK[n] < KING else -1 for n in range(SIZE)]


class Position:
    """A position of the game (see the module's description); ``key`` tells positions
    of one search apart exactly as the engine's key does."""

    __slots__ = ("columns", "found", "key", "stock", "talon")

    def __init__(self, columns: tuple[bytes, ...], stock: int, talon: bytes, found: bytes) -> None:
        self.columns = columns
        self.stock = stock
        self.talon = talon
        self.found = found  # each foundation pile's top card, 0 while it is empty
        self.key = (tuple(sorted(columns)), stock, talon)


class NapoleonsModel(WritesLinesOut):
    """The search's space on Napoleon at St. Helena or Napoleon's Square (see
    ``engine/solver/spaces.py``): positions and moves from one start, the pack turned as
    one move to each card that comes into play (``whole``) or a card at a time.  The
    game's knowledge says whether an empty place takes another place's card
    (``lanes_from_places``); the rules name the places."""

    checked = True  # a line found here is replayed by the engine before it is believed
    # Both kinds of moves (the pack turned whole, a card at a time) walk the same
    # positions, so a probe begun on a line made in one may go on in the other, as on the
    # engine's tables: the search is then the engine-based search, move for move.
    shares_positions = True

    def __init__(self, knowledge, start: Table, whole: bool = True) -> None:
        self.rules = rules = knowledge.rules
        self.whole = whole
        self.lanes_from_places = knowledge.lanes_from_places
        self.places = tuple(rules.places)
        self.count = len(self.places)
        self.layout = start.layout
        self.vars = start.vars  # counters play leaves as they are (the Square's deal)
        self.pack = bytes(NUMBER[card] for card in start[STOCK])
        self.start = self.position(start)
        self.key = _key
        self.is_won = _is_won
        self.progress = _progress

    @staticmethod
    def fits(table: Table) -> bool:
        """Whether the model can stand for this table: places numbered from one, the
        eight foundations, the pack and the talon; each foundation the ace up to its top
        card of one suit; and no remedy of the Square's due (its slips and re-deal are
        moves the model does not make; its other counters stay as they are in play)."""
        ids = table.layout.ids
        places = ids[: -len(FOUNDATIONS) - 2]
        if ids[len(places) :] != (*FOUNDATIONS, STOCK, TALON):
            return False
        if not places or places != tuple(Layout.numbered("tableau", len(places))):
            return False
        if len(places) > TALON_AT or table.var("remedy"):
            return False
        return all(_built_up(table[pile]) for pile in FOUNDATIONS)

    # Positions and tables -----------------------------------------------------------
    def position(self, table: Table) -> Position:
        """The small position of an engine's table of this deal."""
        stock = table[STOCK]
        left = len(stock)
        if bytes(NUMBER[card] for card in stock) != self.pack[:left]:
            raise ValueError("the pack is not this deal's pack less its top cards")
        return Position(
            tuple(bytes(NUMBER[card] for card in table[pile]) for pile in self.places),
            left,
            bytes(NUMBER[card] for card in table[TALON]),
            bytes(NUMBER[table[pile][-1]] if table[pile] else 0 for pile in FOUNDATIONS),
        )

    def table(self, position: Position) -> Table:
        """The engine's table of a small position."""
        piles: dict[str, tuple[str, ...]] = {}
        for pile, column in zip(self.places, position.columns, strict=True):
            piles[pile] = tuple(CODE[card] for card in column)
        for pile, top in zip(FOUNDATIONS, position.found, strict=True):
            suit = SUIT[top]
            piles[pile] = tuple(CODE[rank * 4 + suit] for rank in range(1, RANK[top] + 1))
        piles[STOCK] = tuple(CODE[card] for card in self.pack[: position.stock])
        piles[TALON] = tuple(CODE[card] for card in position.talon)
        return Table(self.layout, Table.build(self.layout, piles).cards, self.vars)

    # Moves ------------------------------------------------------------------------
    def search_moves(self, position: Position) -> list[tuple[int, int, int]]:
        """The moves the search makes from ``position``, in the order it tries them."""
        columns, found, talon = position.columns, position.found, position.talon
        count = self.count
        facts = _known.get(found)
        if facts is None:
            if len(_known) > REMEMBERED:
                _known.clear()
            facts = _known[found] = _foundations(found)
        takes, safe, mark = facts
        # Plays to the foundations in the engine's order: the places', then the
        # talon's; the first safe one alone.
        ahead = []
        tops = [column[-1] if column else -1 for column in columns]
        for i in range(count):
            goes = takes.get(tops[i])
            if goes is not None:
                ahead.extend((0, i, target) for target in goes)
        top = talon[-1] if talon else -1
        goes = takes.get(top)
        if goes is not None:
            ahead.extend((0, TALON_AT, target) for target in goes)
        for move in ahead:
            card = tops[move[1]] if move[1] < TALON_AT else top
            if RANK[card] <= safe[SUIT[card]]:
                return [move]
        # Marriages and lanes between the places, then the talon's card onto a place.
        middle = []
        present = set(tops)
        lanes = [j for j in range(count) if tops[j] < 0]
        between = lanes if self.lanes_from_places else []  # the lanes another place fills
        for i in range(count):
            card = tops[i]
            if card >= 0 and (between or card + 4 in present):
                middle += [(0, i, j) for j in _onto(card, tops, present, between)]
        if top >= 0:
            middle += [(0, TALON_AT, j) for j in _onto(top, tops, present, lanes)]
        if len(middle) > 1:
            # ``SearchKnowledge._digging``: the cards the foundations want covered, less
            # those uncovered under the card moved; a stable sort.
            # Each pile's wanted cards counted once (its cards marked, 1 where wanted, and
            # the marks counted).
            counted = [-1] * (TALON_AT + 1)  # by place, and the talon's
            ranked = []
            for n, move in enumerate(middle):
                _, source, target = move
                covered = counted[target]
                if covered < 0:
                    covered = counted[target] = columns[target].translate(mark).count(1)
                under = counted[source]
                if under < 0:
                    pile = talon if source == TALON_AT else columns[source]
                    under = counted[source] = pile.translate(mark).count(1)
                # The card moved uncovers nothing by leaving.
                card = top if source == TALON_AT else tops[source]
                ranked.append((covered - under + mark[card], n, move))
            ranked.sort()
            middle = [move for *_, move in ranked]
        moves = ahead + middle
        if position.stock:
            if self.whole:
                moves.extend(self._turns(position, takes, tops, present, lanes))
            else:
                moves.append((1, NOWHERE, NOWHERE))
        return moves

    def _turns(
        self,
        position: Position,
        takes: dict[int, list[int]],
        tops: list[int],
        present: set[int],
        lanes: list[int],
    ) -> list[tuple[int, int, int]]:
        """``TalonTurns.turns`` on the small position: for each number of cards turned,
        the turned card's plays, to the foundations first, then onto the places in
        order.  (No card plays itself here, and a card with no play is offered none.)"""
        pack, stock = self.pack, position.stock
        moves = []
        for k in range(1, stock + 1):
            card = pack[stock - k]
            goes = takes.get(card)
            if goes is not None:
                moves += [(k, TALON_AT, target) for target in goes]
            if lanes or card + 4 in present:
                moves += [(k, TALON_AT, j) for j in _onto(card, tops, present, lanes)]
        return moves

    def apply(self, position: Position, move: tuple[int, int, int]) -> Position:
        """The position after ``move`` (nothing happens by itself in these games)."""
        turned, source, target = move
        columns, stock, talon, found = (
            position.columns,
            position.stock,
            position.talon,
            position.found,
        )
        if turned:
            talon = talon + self.pack[stock - turned : stock][::-1]
            stock -= turned
        if source == NOWHERE:
            return Position(columns, stock, talon, found)
        columns = list(columns)
        if source == TALON_AT:
            card = talon[-1]
            talon = talon[:-1]
        else:
            column = columns[source]
            card = column[-1]
            columns[source] = column[:-1]
        if target >= FOUNDATION:
            n = target - FOUNDATION
            found = found[:n] + ONE[card] + found[n + 1 :]
        else:
            columns[target] = columns[target] + ONE[card]
        return Position(tuple(columns), stock, talon, found)

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
            pile = TALON
        else:
            card = position.columns[source][-1]
            pile = self.places[source]
        goes = FOUNDATIONS[target - FOUNDATION] if target >= FOUNDATION else self.places[target]
        out.append(Move("move", pile, goes, 1, card=CODE[card]))
        return tuple(out)


# What the search needs to know of the foundations, by their top cards: seen before in
# most positions (only a play to a foundation changes them); emptied when large.
_known: dict[bytes, tuple[dict[int, list[int]], tuple[int, ...], bytes]] = {}
REMEMBERED = 100_000


def _foundations(found: bytes) -> tuple[dict[int, list[int]], tuple[int, ...], bytes]:
    """What the foundations whose top cards are ``found`` take: each card to the piles
    that take it, in the foundations' order (the next card of its suit; an ace, to the
    first empty pile); the highest rank of each suit whose plays up are safe
    (``autoplay.safe_plays``: an ace, or a card both copies of whose partner, the card
    one rank lower, are up); and a ``translate`` table marking the cards taken."""
    takes: dict[int, list[int]] = {}
    for n in EIGHT:
        wants = NEXT[found[n]]
        if wants > 0:
            takes.setdefault(wants, []).append(FOUNDATION + n)
    space = found.find(0)
    if space >= 0:
        for ace in ACES:
            takes[ace] = [FOUNDATION + space]
    # The lower of each suit's two piles (none lower than 0, while one is empty).
    low, piles = [13, 13, 13, 13], [0, 0, 0, 0]
    for card in found:
        if card:
            piles[SUIT[card]] += 1
            low[SUIT[card]] = min(low[SUIT[card]], RANK[card])
    safe = tuple(low[suit] + 1 if piles[suit] == 2 else 1 for suit in range(4))
    mark = bytearray(256)
    for card in takes:
        mark[card] = 1
    return takes, safe, bytes(mark)


def _onto(card: int, tops: list[int], present: set[int], lanes: list[int]) -> list[int]:
    """The places ``card`` may go onto, in order: those whose top card it marries (its
    suit, one rank higher), and the empty ones ``lanes``."""
    base = card + 4
    if base not in present:
        return lanes
    onto = [j for j, top in enumerate(tops) if top == base]
    return sorted(onto + lanes) if lanes else onto


def _built_up(stack: tuple[str, ...]) -> bool:
    """Whether a foundation pile is the ace up to its top card, of one suit."""
    return not stack or stack == tuple(cards.code(r, stack[0][1]) for r in range(1, len(stack) + 1))


def _key(position: Position) -> tuple:
    return position.key


def _is_won(position: Position) -> bool:
    return position.found.translate(RANKS) == ALL_KINGS


def _progress(position: Position) -> int:
    return sum(position.found.translate(RANKS))
