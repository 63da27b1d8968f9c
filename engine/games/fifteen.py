"""The Fifteen (two packs).

The whole double pack is dealt face up, left to right, in rows of fifteen, each row
partly covering the one before: six full rows and a seventh of fourteen.  So the first
fourteen columns hold seven cards and the fifteenth holds six.

Only the lowest card of a column is available: a card with any other card below it
can never be used.

* Eight foundations: four aces built up in suit to kings, and four kings built down in
  suit to aces.  Each is started when its ace or king becomes available.  Nothing comes
  back from a foundation, and nothing passes between the two foundations of one suit.
* An available card may be married to another available card of the same suit, one
  rank higher or lower (no king on ace, no ace on king).
* A column emptied entirely is a lane.  Any available card may be put in a lane and is
  then built on like any column; a sequence is reversed through a lane card by card.
* The opening exception: if the game cannot even begin, because no foundation has been
  started and no ace or king is available, the player may withdraw one ace and one king
  from the sixth row and put them on their foundations.  The cards below each one move
  up to close the gap.  If even this does not help, the game is lost.
* Cards move one at a time.  There is no re-deal.  The game is won when all 104 cards
  are on the foundations.

Readings chosen where the book is unclear:

* The fifteenth column's last card (it lies in the sixth row) is available from the
  start, since no card lies below it.
* "Four aces and four kings" means one of each suit in each set.  Each foundation has a
  fixed suit, clubs, diamonds, hearts, spades in that order: the first four are the ace
  foundations, the last four the king foundations.  The second ace of a suit is an
  ordinary card that ends its king foundation; likewise the second king.
* The opening exception may be used once, only while no foundation has been started
  and no ace or king is available.  It takes at most one ace and at most one king,
  each the sixth card down one of the first fourteen columns with a card below it.  The
  two are taken as one act: the second must come straight after the first, and from
  another column (not the card that has just moved up).  Taking only one is allowed.
* Foundation plays are never forced; no card goes back from a foundation.
"""

from __future__ import annotations

from collections.abc import Mapping

from .. import cards
from ..gamerules import GameRules
from ..layouts import (
    CENTRE,
    CLOSE_GAP,
    DERIVED,
    FILL,
    GROUP_GAP,
    Arrangements,
    Column,
    Row,
    piles,
    room_for,
)
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import either, lane, marriage, transfers
from ..mechanics.counters import Counter
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Cards, Layout, Table

COLUMNS = tuple(Layout.numbered("tableau", 15))
ACE_FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
KING_FOUNDATIONS = tuple(f"foundation-{n}" for n in range(5, 9))
FOUNDATIONS = ACE_FOUNDATIONS + KING_FOUNDATIONS
ROW_LENGTH = 15
SIXTH_ROW = 5  # index of the sixth row's card in a column
# The opening exception reaches only the columns whose sixth card was dealt covered.
EXCEPTION_COLUMNS = COLUMNS[:14]
# After the first withdrawal: (the rank letter taken, the column it came from).
PENDING = "withdrawing"


def _pending(value: object, piles: Mapping[str, Cards]) -> bool:
    """Whether a written ``withdrawing`` counter could be the table's."""
    if value is None:
        return True
    if not (isinstance(value, tuple) and len(value) == 2):
        return False
    rank, column = value
    return rank in ("A", "K") and isinstance(column, str) and column in piles


FIFTEEN_FOUNDATIONS: dict[str, Foundation] = {
    **{
        pile: Foundation(direction=1, base_rank=1, suit=suit)
        for pile, suit in zip(ACE_FOUNDATIONS, cards.SUITS, strict=True)
    },
    **{
        pile: Foundation(direction=-1, base_rank=13, suit=suit)
        for pile, suit in zip(KING_FOUNDATIONS, cards.SUITS, strict=True)
    },
}
MARRY_OR_FILL_LANE = either(marriage(up=True, down=True), lane)
ACES = piles(ACE_FOUNDATIONS, label="A")
KINGS = piles(KING_FOUNDATIONS, label="K")


def _bands(bands: int, room: float | None = FILL) -> Column:
    """The columns in ``bands`` rows one under another."""
    per_band = -(-ROW_LENGTH // bands)
    return Column(
        *(
            Row(piles(COLUMNS[n : n + per_band], "down", room), gap=CLOSE_GAP)
            for n in range(0, ROW_LENGTH, per_band)
        ),
        gap=GROUP_GAP,
    )


_FOUNDATION_INDEXES = range(len(FOUNDATIONS))  # foundations come first in the layout


def foundation_for(card: str) -> str:
    """The foundation an ace or king starts: its own suit's, in C D H S order."""
    offset = cards.SUITS.index(cards.suit(card))
    return (ACE_FOUNDATIONS if card[0] == "A" else KING_FOUNDATIONS)[offset]


class Fifteen(GameRules):
    id = "fifteen"
    name = "The Fifteen"
    decks = 2
    summary = (
        "Seven overlapping rows of fifteen; marry in suit, open lanes, aces up and kings down."
    )
    picture = "003"
    skill = "Mostly skill"
    partners = staticmethod(in_suit_either_side)
    layout = Layout(FOUNDATIONS + COLUMNS)
    own_counters = (
        Counter(PENDING, "the rank withdrawn (A or K) and its column, or none", _pending),
    )
    build_rule = (
        "A card marries only a card of its own suit one rank above or below it; "
        "an empty column takes any available card."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        # Dealt across in rows of fifteen, so card i lands in column i mod 15; each
        # column is kept from its first row down, its last card the available one.
        columns = {column: pack[n::ROW_LENGTH] for n, column in enumerate(COLUMNS)}
        return Table.build(self.layout, columns)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FIFTEEN_FOUNDATIONS

    # The opening exception ---------------------------------------------------------
    def withdrawals(self, table: Table) -> list[Move]:
        """The opening exception's withdrawals open now (see the module's readings)."""
        pending = table.var(PENDING)
        if pending:
            # Straight after the first withdrawal: only the other kind, another column.
            taken, from_column = pending
            wanted = "K" if taken == "A" else "A"
            return self._sixth_row(table, wanted, skip=from_column)
        if any(table.cards[i] for i in _FOUNDATION_INDEXES):
            return []
        for column in COLUMNS:
            top = table.top(column)
            if top is not None and top[0] in "AK":
                return []
        return self._sixth_row(table, "AK")

    @staticmethod
    def _sixth_row(table: Table, ranks: str, skip: str | None = None) -> list[Move]:
        moves = []
        for column in EXCEPTION_COLUMNS:
            stack = table[column]
            if column == skip or len(stack) <= SIXTH_ROW + 1:
                continue
            card = stack[SIXTH_ROW]
            if card[0] in ranks:
                moves.append(
                    Move(
                        "withdraw",
                        column,
                        foundation_for(card),
                        card=card,
                        label=f"Withdraw the {cards.name(card)} from the sixth row",
                    )
                )
        return moves

    # The contract -----------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, FIFTEEN_FOUNDATIONS, COLUMNS)
        moves += transfers(table, COLUMNS, COLUMNS, MARRY_OR_FILL_LANE)
        moves += self.withdrawals(table)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        pending = table.var(PENDING)
        if move.kind == "withdraw":
            stack = table[move.source]
            card = stack[SIXTH_ROW]
            # The cards below close up, the next one taking the withdrawn card's place.
            table = table.put(
                {
                    move.source: stack[:SIXTH_ROW] + stack[SIXTH_ROW + 1 :],
                    move.target: table[move.target] + (card,),
                }
            )
            # A second withdrawal may follow at once; after it the exception is spent.
            return _set_pending(table, None if pending else (card[0], move.source))
        table = table.move(move.source, move.target)
        return _set_pending(table, None) if pending else table

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FIFTEEN_FOUNDATIONS)

    def position_key(self, table: Table) -> tuple:
        # Columns matter by content only, except for the exception's sixth row while it
        # may still be used, i.e. before any foundation is started: alike only from
        # then on, which ``alike`` cannot say.
        if table.vars or not any(table.cards[i] for i in _FOUNDATION_INDEXES):
            return table.key()
        return (table.cards[:8], tuple(sorted(table.cards[8:])))

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "withdraw":
            return self._refuse_withdrawal(table, move)
        return super().explain(table, move)

    def _refuse_withdrawal(self, table: Table, move: Move) -> str:
        pending = table.var(PENDING)
        if pending:
            taken = "ace" if pending[0] == "A" else "king"
            other = "king" if pending[0] == "A" else "ace"
            if move.source == pending[1]:
                return f"The second card must come from another column than the {taken}."
            return f"Only one {taken} may be withdrawn; a {other} from the sixth row may follow."
        if any(table[pile] for pile in FOUNDATIONS):
            return "A card may be withdrawn only at the opening, before any foundation is started."
        if any((table.top(c) or " ")[0] in "AK" for c in COLUMNS):
            return "An ace or king is available already: the game can begin without withdrawing."
        if move.source not in EXCEPTION_COLUMNS:
            return "Only the sixth row of the first fourteen columns can be drawn on."
        stack = table[move.source]
        if len(stack) <= SIXTH_ROW + 1:
            return "That column has no covered card in the sixth row."
        return f"The {cards.name(stack[SIXTH_ROW])} is neither an ace nor a king."

    # The book's: the columns side by side fanning down, the eight foundations in a row
    # below them, aces on the left, kings on the right.  On a phone held upright three
    # bands of five columns, on its side two bands (each column room for the seven cards
    # dealt to it and one married on), the foundations beside them in a column of aces
    # and one of kings; on a small phone held upright the book's row cut into eight and
    # seven, the foundations below.
    arrangements = Arrangements(
        Column(
            Row(piles(COLUMNS, "down"), gap=CLOSE_GAP),
            Row(Row(ACES), Row(KINGS), gap=GROUP_GAP),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Row(_bands(3), Row(Column(ACES), Column(KINGS)), gap=GROUP_GAP),
        wide=Row(_bands(2, room=room_for(8)), Row(Column(ACES), Column(KINGS)), gap=GROUP_GAP),
        small=DERIVED,
    )


def _set_pending(table: Table, pending: tuple[str, str] | None) -> Table:
    """Record (or clear, with None) the first withdrawal of the opening exception."""
    if pending is not None:
        return table.with_vars(**{PENDING: pending})
    kept = tuple(item for item in table.vars if item[0] != PENDING)
    return Table(table.layout, table.cards, kept)
