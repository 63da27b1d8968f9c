"""Spenser's Fairie Queen (two packs).

One king is taken out of the pack and laid at the top left: it heads the first column.
The player then deals the pack one card at a time, each card half covering the one
before it, always onto the column of the last king turned up.  A king that turns up is
laid to the right of the last one and heads a new column; when kings come one after the
other the earlier ones get no cards and stay single.  So there are eight columns of
very different lengths, each headed by its king.

* An ace goes at once to a foundation space as it is dealt.  The eight aces are built
  up, each in its own suit, to the queen; kings are never played.
* During the deal the lowest card of any column may be played to a foundation when it
  suits, the card just dealt included; nothing else moves until the pack is dealt.
* Once the deal is complete, only the lowest card of a column is available.  It may be
  played to a foundation, moved onto another column's lowest card that is one rank
  higher in any suit, or moved onto a single king (a king with no card below it), where
  it starts a column built on like the others.  One card moves at a time; playing a card
  is never compulsory.
* Kings never move, so there are never empty columns.  There is no re-deal.
* The game is won when all eight foundations run from ace to queen: 96 cards played,
  the eight kings left heading their columns.

Readings chosen where the book is unclear:

* The king taken out first is the first king in the shuffled pack.
* Aces are placed by the rules, not by the player, each in the first free space.
* Cards move from column to column, or onto a single king, only once the deal is done;
  a column cleared back to its king is a single king again.
* No king follows a queen and nothing leaves a foundation.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import (
    CENTRE,
    GROUP_GAP,
    Arrangements,
    Column,
    Row,
    Square,
    piles,
    room_for,
)
from ..mechanics.autoplay import any_suit_below
from ..mechanics.builds import next_lower_any_suit, transfers
from ..mechanics.dealing import deal_into, stock_of
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    first_foundation_for,
    foundation_plays,
)
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Cards, Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
COLUMNS = tuple(Layout.numbered("tableau", 8))
STOCK = "stock-1"
# Ace to queen in the suit of the ace that starts it; two foundations for each suit.
ACE_TO_QUEEN = Foundation(direction=1, base_rank=1, size=12)
QUEEN_FOUNDATIONS = dict.fromkeys(FOUNDATIONS, ACE_TO_QUEEN)


def _onto_next_higher_or_single_king(stack: Cards, card: str) -> bool:
    return len(stack) == 1 or next_lower_any_suit(stack, card)


def _ace_placement(table: Table, card: str) -> str | None:
    if cards.rank(card) != 1:
        return None
    return first_foundation_for(table, QUEEN_FOUNDATIONS, card)


ACES = piles(FOUNDATIONS, label="A")


class FairieQueen(GameRules):
    id = "fairie-queen"
    name = "Spenser's Fairie Queen"
    decks = 2
    summary = "Deal onto the last king turned up; build down in any suit; aces up to queens."
    picture = "026"
    skill = "Skill and chance"
    partners = staticmethod(any_suit_below)
    layout = Layout(FOUNDATIONS + COLUMNS + (STOCK,))
    build_rule = (
        "A card goes only on the next higher card, of any suit, or on a king standing alone."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        first_king = next(card for card in pack if cards.rank(card) == 13)
        pack.remove(first_king)
        return Table.build(self.layout, {COLUMNS[0]: (first_king,), STOCK: stock_of(pack)})

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return QUEEN_FOUNDATIONS

    # The deal --------------------------------------------------------------------------
    @staticmethod
    def _last_kings_column(table: Table) -> str:
        # Columns are headed left to right as kings turn up and kings never move, so the
        # last king placed heads the rightmost column that has one.
        for column in reversed(COLUMNS):
            if table[column]:
                return column
        return COLUMNS[0]

    @staticmethod
    def _next_column(table: Table) -> str | None:
        return next((column for column in COLUMNS if not table[column]), None)

    def deal_move(self, table: Table) -> Move:
        card = table[STOCK][-1]
        if cards.rank(card) == 13:
            target = self._next_column(table)
        else:
            target = _ace_placement(table, card) or self._last_kings_column(table)
        return Move("deal", STOCK, target, card=card)

    # The moves -------------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, QUEEN_FOUNDATIONS, COLUMNS)
        if table[STOCK]:
            moves.append(self.deal_move(table))
            return moves
        sources = [column for column in COLUMNS if len(table[column]) > 1]  # kings stay
        moves += transfers(table, sources, COLUMNS, _onto_next_higher_or_single_king)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            card = table[STOCK][-1]
            if cards.rank(card) == 13:
                next_column = self._next_column(table)
                if next_column is not None:
                    return table.move(STOCK, next_column)
            table, _ = deal_into(
                table, self._last_kings_column(table), _ace_placement, replace=False
            )
            return table
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, QUEEN_FOUNDATIONS)

    # Refusals in a player's words ------------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "move" and move.source in COLUMNS and table[move.source]:
            if len(table[move.source]) == 1:
                return "A king never moves: it heads its column to the end."
            if table[STOCK] and move.target in COLUMNS:
                return "Cards move from column to column only once the deal is complete."
        return super().explain(table, move)

    # The table ------------------------------------------------------------------------
    # The pack at the top left, the foundations in a row beside it, and below them eight
    # columns with room for long runs (a column may hold thirty cards or more).  Held
    # upright: the foundations in two rows of four beside the pack, the columns edge to
    # edge below, their fans running on down the page past their room when they must
    # (nothing lies below them).  On its side: the foundations in two columns of four at
    # the left, the columns beside them with shorter fans, the pack at the right.
    arrangements = Arrangements(
        Column(
            Row(STOCK, Row(ACES), gap=GROUP_GAP),
            Row(piles(COLUMNS, "down", room_for(38), label="K")),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Row(STOCK, Square(ACES, side=4), gap=GROUP_GAP),
            Row(piles(COLUMNS, "down", room_for(21), label="K"), gap=0),
            gap=GROUP_GAP,
        ),
        wide=Row(
            Row(
                Column(piles(FOUNDATIONS[:4], label="A")), Column(piles(FOUNDATIONS[4:], label="A"))
            ),
            Row(piles(COLUMNS, "down", label="K")),
            STOCK,
            gap=GROUP_GAP,
        ),
        # The long columns make the book's arrangement far taller than wide: too tall for a
        # desktop's window.
        book_too_tall=True,
    )
