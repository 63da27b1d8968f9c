"""The Congress (two packs).

The eight aces are taken out and set in two columns on the right: they are the
foundations, each built up in its suit to the king.  Four cards are dealt in a line low
on the table: the helps.  A row of eight, the rivers, is dealt at the top; each later row
of eight is dealt below the last, partly covering it and blocking it.

* In the rivers a card is available when no card lies below it in its column; taking it
  away releases the card above.  Each help's top card is available.
* Play available cards to the foundations.
* Marry downwards in suit, one card at a time: an available river card onto a help's
  top card one rank higher (a six of hearts on the seven), and a help's top card onto
  another's.  Never a help card onto the rivers, nor a river card onto another.
* While the pack lasts, tapping it refills every vacancy, the rivers' uppermost rows
  first, left to right, then the helps; only when there is none does it deal the next
  row of eight.  A row is dealt whole, so none of its cards can be played before it is
  complete.
* When the pack is used up the helps may grow from four to eight: an available river
  card may be put into any empty help place, when the player likes.  A river vacancy
  then stays empty.  There is no re-deal.
* The game is won when all 104 cards are on the foundations, and lost when the pack is
  used up and no card can be brought to a foundation any more.

Readings chosen where the book is unclear:

* Vacancies are refilled when the pack is tapped, all at once, before any new row, as
  in the Blockade: the book's words are the same.
* While the pack lasts a help's vacancy is filled only from the pack; once it is used
  up, only a single available river card goes into an empty help place, never a help's
  card, and the filling may wait.
* The helps' eight places stand in one line below the rivers; the last four are shut
  until the pack is used up.
* The helps are dealt before the first row of rivers; the last row is as long as the
  pack allows.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Row, piles
from ..mechanics.autoplay import in_suit_below
from ..mechanics.builds import lane, marriage, transfers
from ..mechanics.cover import nothing_below
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.grid import Grid as Rivers
from ..mechanics.grid import (
    deal_row,
    laid_over,
    may_deal_row,
    refill_or_deal_row,
    refuse_first,
    vacancies,
)
from ..mechanics.reach import lost_once_dealt
from ..mechanics.talon import STOCK, lay_out
from ..moves import Move
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
# Eight columns; twelve rows is the most a game can need (a new row is dealt only when
# every place above is filled, and the 92 cards left after the aces and the first four
# helps fill eleven rows and a half).
GRID = Rivers(columns=8, rows=12)
RIVERS = GRID.cells
HELPS = tuple(Layout.numbered("reserve", 8))
FIRST_HELPS, LATER_HELPS = HELPS[:4], HELPS[4:]
# The aces down the left column of two, then the right, two of each suit.
ACES = tuple(cards.code(1, suit) for suit in cards.SUITS * 2)
ACE_UP = {
    pile: Foundation(direction=1, base_rank=None, suit=cards.suit(ace))
    for pile, ace in zip(FOUNDATIONS, ACES, strict=True)
}
MARRY_DOWN = marriage(up=False, down=True)
COVER = nothing_below(GRID, "The {card} is blocked: a card lies below it in its column.")


class Congress(GameRules):
    id = "congress"
    name = "The Congress"
    decks = 2
    summary = "Rows of rivers block the rows above; marry down in suit on the helps."
    picture = "042"
    skill = "Mostly skill"
    partners = staticmethod(in_suit_below)
    layout = Layout(FOUNDATIONS + RIVERS + HELPS + (STOCK,))
    own_counters = (GRID.rows_counter,)
    covers = COVER
    # Foundations of one suit are alike: both are built from their ace to the king of the
    # suit and are named nowhere else, so exchanging them changes no move's sense.
    alike = tuple(FOUNDATIONS[n::4] for n in range(4))
    pile_nouns = {"tableau": "place", "reserve": "help"}
    build_rule = (
        "A card marries only a help's top card of its own suit one rank higher: a river "
        "card or another help's card onto a help, never onto the rivers."
    )

    def deal(self, deal: int) -> Table:
        bases = dict(zip(FOUNDATIONS, ACES, strict=True))
        table = Table.build(self.layout, lay_out(deal, 2, bases, FIRST_HELPS))
        return deal_row(table, GRID)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return ACE_UP

    # The moves ---------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        free = COVER.free(table)
        helps = [help for help in HELPS if table[help]]
        moves = foundation_plays(table, ACE_UP, free + helps)
        moves += transfers(table, free + helps, helps, MARRY_DOWN)
        if table[STOCK]:
            if self._gaps(table):
                moves.append(Move("deal", STOCK, None, label="Refill the vacancies"))
            elif may_deal_row(table, GRID, STOCK):
                moves.append(Move("deal", STOCK, None, label="Deal a row"))
        else:
            moves += transfers(table, free, [h for h in HELPS if not table[h]], lane)
        return moves

    def _gaps(self, table: Table) -> list[str]:
        return vacancies(table, GRID) + [help for help in FIRST_HELPS if not table[help]]

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            return refill_or_deal_row(table, GRID, self._gaps(table), stock=STOCK)
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, ACE_UP)

    def is_lost(self, table: Table) -> bool:
        # Twin cards may pass from help to help for ever once the pack is used up: look
        # for a foundation play within reach (at most 500 positions, as the Blockade).
        return lost_once_dealt(self, table, FOUNDATIONS, STOCK, limit=500)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # While the pack lasts, which places are empty decides where its cards fall.
        return not table[STOCK]

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "deal":
            return "The pack is used up."
        if move.kind != "move" or move.source not in table or move.target not in table:
            return super().explain(table, move)
        if reason := refuse_first(table, move, ACE_UP, COVER.refuse, STOCK):
            return reason
        if move.target in RIVERS:
            return "Nothing is ever laid on the rivers: a vacancy there is filled from the pack."
        if move.target in HELPS and not table[move.target]:
            if table[STOCK]:
                return "While the pack lasts a help's place is filled from the pack."
            if move.source in HELPS:
                return "An empty help place takes a river card, not a help's."
        return super().explain(table, move)

    # The table -------------------------------------------------------------------------
    # The rivers at the top left, the helps in a line below them, the foundations in two
    # columns on the right and the pack beside them.  On a phone held upright the
    # foundations stand above the rivers in two rows of four, the pack beside them.
    arrangements = Arrangements(
        Row(
            Column(laid_over(GRID), Row(piles(HELPS, label="")), gap=GROUP_GAP),
            Grid([[FOUNDATIONS[n], FOUNDATIONS[n + 4]] for n in range(4)]),
            Column(STOCK),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(
                Grid([list(FOUNDATIONS[:4]), list(FOUNDATIONS[4:])]),
                STOCK,
                gap=GROUP_GAP,
                align=CENTRE,
            ),
            laid_over(GRID),
            Row(piles(HELPS)),
            gap=GROUP_GAP,
        ),
        # The rivers' eight places side by side are too wide for cards 48 px wide on a phone held
        # upright.
        crowded=True,
    )
