"""The Blockade (two packs).

Twelve cards are dealt face up in a row, left to right.  Each later row of twelve is
dealt below the last, and each row blocks the one above it: a card is available only
when no card lies anywhere below it in its column.  Taking a card away from a lower row
releases the card just above it.

* The eight aces are the foundations.  Each goes up as it becomes available and is built
  up in its suit to the king.  Nothing comes back from a foundation.
* While a row is being dealt nothing may be played except the aces: an ace is played
  the moment it is dealt, and the next card takes its place, so the row still gets
  twelve cards.
* Between rows, play to the foundations and marry: an available card may be laid on
  another available card of its own suit one rank higher (a descending line), squared
  up on it, one card at a time.  The card under it stays where it was dealt; the two
  make one packet whose top card is the one that counts.
* A place whose whole packet has gone is a vacancy.  Vacancies must be refilled from the
  pack, the uppermost row first and left to right along a row, before another row may be
  dealt.  Tapping the pack refills every vacancy, one card each; only when there is none
  does it deal the next row.  A refilled card may be played at once.
* Go on until the pack is used up.  Then a vacancy stays empty, and no card may be put
  into one.  There is no re-deal.
* The game is won when all 104 cards are on the foundations, and lost when the pack is
  used up and no card can be brought to a foundation any more.

Readings chosen where the book is unclear:

* The book wants vacancies "immediately refilled", but also warns that vacancies "will
  often be made in the higher rows" and must be refilled first, which could never happen
  if each were refilled the instant it appeared.  So plays and marriages may go on,
  each removal releasing the card above, and the refill comes with the next tap of the
  pack, all vacancies at once, before any new row.  The variant ``blockade-strict``
  refills every vacancy at once after each move instead.
* An ace is played as it is dealt in a row (it can never take a card in a descending
  marriage, so playing it cannot hurt); an ace that comes by a refill waits for the
  player like any other card.
* A new row may be dealt whenever there is no vacancy, even while plays are left: the
  book's "when neither can be done" is advice.
* The last row is as long as the pack allows; a refill that uses up the pack ends there.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Row, piles
from ..mechanics.autoplay import in_suit_below
from ..mechanics.builds import marriage, transfers
from ..mechanics.cover import nothing_below
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    first_foundation_for,
    foundation_plays,
)
from ..mechanics.grid import (
    Grid,
    deal_row,
    laid_over,
    may_deal_row,
    refill_or_deal_row,
    refuse_first,
    vacancies,
)
from ..mechanics.reach import lost_once_dealt
from ..mechanics.refills import refill
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
# Twelve columns; nine rows is the most a game can need (a new row is dealt only when
# every place above is filled, and 104 cards fill at most eight rows and a part).
GRID = Grid(columns=12, rows=9)
CELLS = GRID.cells
STOCK = "stock-1"
ACE_UP = Foundation(direction=1, base_rank=1)
BLOCKADE_FOUNDATIONS = dict.fromkeys(FOUNDATIONS, ACE_UP)
MARRY_DOWN = marriage(up=False, down=True)
# Each row blocks the one above it: a card with any card below it in its column waits.
COVER = nothing_below(GRID, "The {card} is blocked: a card lies below it in its column.")
STRICT = "blockade-strict"


def _ace_as_dealt(table: Table, card: str) -> str | None:
    if cards.rank(card) != 1:
        return None
    return first_foundation_for(table, BLOCKADE_FOUNDATIONS, card)


class Blockade(GameRules):
    id = "blockade"
    name = "The Blockade"
    decks = 2
    summary = "Rows of twelve block the rows above; marry downwards in suit, refill the gaps first."
    picture = "008"
    skill = "Skill and chance"
    partners = staticmethod(in_suit_below)
    layout = Layout(FOUNDATIONS + CELLS + (STOCK,))
    own_counters = (GRID.rows_counter,)
    covers = COVER
    # A position plays as one whose foundations hold the same cards in other places: the
    # rules name a foundation only as "a foundation" (all eight are built up in suit from an
    # ace, an ace goes to the first empty one, and the empty ones are alike), and nothing in
    # the rows, the refills or the pack depends on which foundation holds what.  Renaming
    # the foundations turns every legal move into a legal move and the position it leads to
    # into the renamed one, and a position is won exactly when its renamed one is.  (The
    # rows are not alike: a refill goes to the uppermost vacancy first, and a card is
    # blocked by the one below it.)
    alike = (FOUNDATIONS,)
    variants = {STRICT: "Every vacancy is refilled from the pack as soon as it is made."}
    pile_nouns = {"tableau": "place"}
    build_rule = (
        "A card marries only the next higher card of its own suit, and both must be free "
        "(no card below them in their columns)."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        table = Table.build(self.layout, {STOCK: stock_of(pack)})
        return deal_row(table, GRID, _ace_as_dealt)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return BLOCKADE_FOUNDATIONS

    # The moves ---------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        free = COVER.free(table)
        moves = foundation_plays(table, BLOCKADE_FOUNDATIONS, free)
        moves += transfers(table, free, free, MARRY_DOWN)
        pack = self._pack_move(table)
        if pack is not None:
            moves.append(pack)
        return moves

    def _pack_move(self, table: Table) -> Move | None:
        if not table[STOCK]:
            return None
        if vacancies(table, GRID):
            return Move("deal", STOCK, None, label="Refill the vacancies")
        if may_deal_row(table, GRID, STOCK):
            return Move("deal", STOCK, None, label="Deal a row")
        return None

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            return refill_or_deal_row(
                table, GRID, vacancies(table, GRID), _ace_as_dealt, stock=STOCK
            )
        table = table.move(move.source, move.target)
        if self.variant == STRICT:
            table = refill(table, vacancies(table, GRID), (STOCK,))
        return table

    def is_won(self, table: Table) -> bool:
        return all_complete(table, BLOCKADE_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts it can always be tapped; after, twin cards may pass a
        # card back and forth for ever, so look for a foundation play within reach.
        # At most 500 positions, a quarter of a second on a busy machine: the page asks
        # after every move; beyond that the game is taken to go on.
        return lost_once_dealt(self, table, FOUNDATIONS, STOCK, limit=500)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # While the pack lasts, which places are empty decides where its cards fall.
        return not table[STOCK]

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "deal":
            return "The pack is used up: a vacancy now stays empty."
        if move.kind != "move" or move.source not in table or move.target not in table:
            return super().explain(table, move)
        if reason := refuse_first(table, move, BLOCKADE_FOUNDATIONS, COVER.refuse, STOCK):
            return reason
        if move.target in CELLS and not table[move.target]:
            return "Only the pack fills a vacancy."
        blocked = COVER.refuse(table, move.target)
        if blocked:
            return blocked
        if move.source in CELLS and move.target in CELLS and move.source != move.target:
            return self.build_rule
        return super().explain(table, move)

    # The table -------------------------------------------------------------------------
    # The foundations in a row above the grid, the pack at the end of that row; the rows
    # of twelve below, each covering the lower part of the one above.  On a phone held
    # upright the twelve columns are cut into two bands of six, the pack beside the first.
    arrangements = Arrangements(
        Column(
            Row(piles(FOUNDATIONS, label="A"), STOCK, gap=GROUP_GAP),
            laid_over(GRID, range(1, 13)),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(piles(FOUNDATIONS, label="A")),
            Row(laid_over(GRID, range(1, 7)), STOCK, gap=GROUP_GAP),
            laid_over(GRID, range(7, 13)),
            gap=GROUP_GAP,
        ),
        # The rows of twelve places, each leaving the index of the row above in sight, make a
        # table too tall for cards 48 px wide on a phone held upright.
        crowded=True,
    )
