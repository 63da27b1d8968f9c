"""Babette (two packs).

Eight foundations stand in a row above the garden: on the left four kings, one of each
suit, each built down in its suit to the ace; on the right four aces, one of each suit,
each built up in its suit to the king.  The suits stand in the order clubs, diamonds,
hearts, spades in both groups.

The garden is dealt in rows of eight, left to right, each row below the one before and
half covering it.  Each row blocks the row above it: a card is available when the place
directly below it is empty, because no card was dealt there or because that card has
been played.  Vacancies in the garden are never refilled, and every new row is dealt in
a fresh line of its own below the last, whatever gaps the rows above it have.

* A row is dealt whole before anything is played from it: tap the pack to deal the next
  row of eight, and play between rows.
* The first ace and the first king of each suit to become available start their
  foundations by themselves.  Any other available card may be played on a foundation of
  its suit that it follows: the second ace of a suit ends its king foundation, the
  second king its ace foundation.  Nothing is built in the garden, and nothing leaves a
  foundation or passes between the two foundations of a suit.
* When the pack is used up and no card can be played, the garden may be taken up and
  dealt again, twice in all.  The columns are taken up one by one from the left, each
  put underneath those already taken, and the pack is turned over without shuffling, so
  the rightmost column comes first: it is dealt out from its top card down, then the
  column before it, and so on.  The new deal goes in rows of eight as before.
* The game is won when all 104 cards are on the foundations.

Readings chosen where the book is unclear:

* A card is blocked only by the place directly below it: a gap releases the card above
  it even when a later row has a card further down that column.  This is what the
  book's care that each row lie "in its proper detached line" is for, and what the half
  covering rows show.
* The book's picture shows no order of suits among the foundations; here each suit has
  its place, clubs, diamonds, hearts, spades, in each group.
* A card that suits both foundations of its suit may go on either, as the player
  chooses (tapped, it goes to the ace foundation).
* A re-deal waits until no card can be played to a foundation; the last row of a
  re-deal is as long as the cards allow.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Row, suited
from ..mechanics.autoplay import no_partners
from ..mechanics.cover import gap_below
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.grid import (
    ROWS,
    Grid,
    deal_row,
    laid_over,
    may_deal_row,
    taken_up_by_columns,
)
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

KING_FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
ACE_FOUNDATIONS = tuple(f"foundation-{n}" for n in range(5, 9))
FOUNDATIONS = KING_FOUNDATIONS + ACE_FOUNDATIONS
GRID = Grid(columns=8, rows=13)
CELLS = GRID.cells
STOCK = "stock-1"
REDEALS = 2
# Each row blocks the one above it: a card waits while the place just below it is filled.
COVER = gap_below(GRID, "The {card} is blocked by the card just below it.")

# The ace foundations first: a card that suits both foundations of its suit goes there
# when tapped.
BABETTE_FOUNDATIONS = {
    **{
        pile: Foundation(direction=1, base_rank=1, suit=suit)
        for pile, suit in zip(ACE_FOUNDATIONS, cards.SUITS, strict=True)
    },
    **{
        pile: Foundation(direction=-1, base_rank=13, suit=suit)
        for pile, suit in zip(KING_FOUNDATIONS, cards.SUITS, strict=True)
    },
}


def _bases_up(table: Table) -> Table:
    """Every available ace or king that starts its foundation goes there, and again for
    the cards each one releases."""
    while True:
        for move in foundation_plays(table, BABETTE_FOUNDATIONS, COVER.free(table)):
            if not table[move.target]:
                table = table.move(move.source, move.target)
                break
        else:
            return table


class Babette(GameRules):
    id = "babette"
    name = "Babette"
    decks = 2
    summary = "A garden of rows of eight, each blocking the row above; aces up, kings down."
    picture = "022"
    skill = "Skill and chance"
    partners = staticmethod(no_partners)
    layout = Layout(FOUNDATIONS + CELLS + (STOCK,))
    own_counters = (GRID.rows_counter,)
    covers = COVER
    pile_nouns = {"tableau": "place"}
    build_rule = "Nothing is built in the garden: cards go only to the foundations."

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        table = Table.build(self.layout, {STOCK: stock_of(pack)}, redeals_left=REDEALS)
        return _bases_up(deal_row(table, GRID))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return BABETTE_FOUNDATIONS

    # The moves ---------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, BABETTE_FOUNDATIONS, COVER.free(table))
        if may_deal_row(table, GRID, STOCK):
            moves.append(Move("deal", STOCK, None, label="Deal a row"))
        elif not moves and self._may_redeal(table):
            left = table.var("redeals_left")
            moves.append(Move("redeal", STOCK, None, label=f"Re-deal ({left} left)"))
        return moves

    @staticmethod
    def _may_redeal(table: Table) -> bool:
        return bool(table.var("redeals_left")) and any(table[cell] for cell in CELLS)

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            table = deal_row(table, GRID, stock=STOCK)
        elif move.kind == "redeal":
            pack = taken_up_by_columns(table, GRID, each_underneath=True)
            left = int(table.var("redeals_left", 0))
            changes = dict.fromkeys(CELLS, ())
            changes[STOCK] = stock_of(pack)
            table = table.put(changes).with_vars(redeals_left=left - 1, **{ROWS: 0})
            table = deal_row(table, GRID, stock=STOCK)
        else:
            table = table.move(move.source, move.target)
        return _bases_up(table)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, BABETTE_FOUNDATIONS)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A re-deal takes the garden up as it lies: while one is left, where every card
        # stands decides the next deal.
        return not table.var("redeals_left")

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "deal":
            return "The pack is used up."
        if move.kind == "redeal":
            if table[STOCK]:
                return "The garden may be taken up only once the pack is dealt."
            if table.var("redeals_left") and self._may_redeal(table):
                return (
                    "The garden may be taken up only when no card can be played to a "
                    "foundation: play those first."
                )
            return "No re-deal is left."
        if move.kind == "move" and move.source in CELLS and move.source in table:
            blocked = COVER.refuse(table, move.source)
            if blocked:
                return blocked
            if move.target in CELLS:
                return self.build_rule
        return super().explain(table, move)

    # The table -------------------------------------------------------------------------
    # The kings' and the aces' foundations in a row above the garden, the pack at the end
    # of that row; the garden's rows each half covering the one above.  On a phone held
    # upright the pack goes below the garden, leaving the table narrower.
    arrangements = Arrangements(
        Column(
            Row(
                Row(suited(KING_FOUNDATIONS, "K")),
                Row(suited(ACE_FOUNDATIONS, "A")),
                STOCK,
                gap=GROUP_GAP,
            ),
            laid_over(GRID),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(suited(KING_FOUNDATIONS, "K"), suited(ACE_FOUNDATIONS, "A")),
            laid_over(GRID),
            STOCK,
            gap=GROUP_GAP,
        ),
        # Thirteen rows of eight, each leaving the index of the row above in sight, make a table too
        # tall for cards 48 px wide on a phone held upright.
        crowded=True,
    )
