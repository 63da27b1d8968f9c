"""The Labyrinth (two packs).

An ace and a king of each suit are taken out and laid in a line above: the foundations.
The aces are built up in suit to the kings and the kings down in suit to the aces, so
each suit's twenty-six cards fill its two foundations.

* Deal a row of ten cards face up.  Play what can be played, then deal the next row of
  ten below it, and so on: no card of a row may be played before the row is complete.
* Only the highest and the lowest card of each column are available: a card is free
  when no card lies above it in its column, or none lies below it.  So the whole top
  row and the whole row just dealt are free; a gap inside a column frees nothing.
* An available card may be played to a foundation of its suit that takes it.  There is
  no other move.
* An empty place in the row last dealt is refilled from the pack at once, left to
  right, and the card that fills it may be played in its turn.  Places emptied in the
  higher rows are never refilled, so the labyrinth fills with gaps.
* When the pack is used up and no card can be played, the player has one grace in the
  game: any one card of the labyrinth may be taken out, free or not, and laid aside,
  from where it may go to a foundation when it can.
* There is no re-deal.  The game is won when all 104 cards are on the foundations, and
  lost when no move is left.

Readings chosen where the book is unclear:

* The book speaks of refilling "from the pack or talon", but this game never makes a
  talon: the refills come from the pack.
* The refilling is done by the program, at once: a gap the player could leave open to
  free the card above it would be a second point of skill, and the book allows only
  the grace.
* The next row is dealt when the player taps the pack.
* The last row is complete when the pack runs out.
* The card taken out by the grace lies in a place of its own and is played from there,
  or the game could never be won.  The grace is offered only once the pack is used up
  and no play to a foundation remains.
* A card that both foundations of its suit would take goes to either, as the player
  likes; the foundations are laid aces first, then kings, hearts, clubs, diamonds,
  spades.
* The variant of the book's note, the aces and kings left in the pack to start the
  foundations as they appear, is not played here.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles
from ..mechanics.autoplay import no_partners
from ..mechanics.counters import flag
from ..mechanics.cover import column_ends
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.grid import Grid as Rows
from ..mechanics.grid import deal_row, laid_over, may_deal_row, rows_dealt
from ..mechanics.refills import refill
from ..mechanics.talon import STOCK, lay_out
from ..moves import TOP, Kind, Move, kinds_table
from ..table import Layout, Table

SUITS = "HCDS"
FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
ACE_LINE, KING_LINE = FOUNDATIONS[:4], FOUNDATIONS[4:]
BASES = tuple(cards.code(1, suit) for suit in SUITS) + tuple(cards.code(13, suit) for suit in SUITS)
BUILT = {
    pile: Foundation(direction=1 if pile in ACE_LINE else -1, base_rank=None, suit=cards.suit(base))
    for pile, base in zip(FOUNDATIONS, BASES, strict=True)
}
# Ten columns; the 96 cards dealt fill at most ten rows, the refills going back into
# the row last dealt.
GRID = Rows(columns=10, rows=10)
PLACES = GRID.cells
GRACE = "reserve-1"  # the card taken out by the grace
GRACE_USED = "grace_used"
HAIR = 0.02  # the gap between the book's ten columns, in card widths
COVER = column_ends(
    GRID, "The {card} is blocked: cards lie both above it and below it in its column."
)


def _refill_last_row(table: Table) -> Table:
    """Fill the empty places of the row last dealt from the pack, left to right."""
    row = rows_dealt(table)
    if not row:
        return table
    return refill(table, [p for p in GRID.row(row) if not table[p]], (STOCK,))


class Labyrinth(GameRules):
    id = "labyrinth"
    name = "The Labyrinth"
    decks = 2
    summary = "Only each column's highest and lowest cards are free: one grace at the end."
    picture = "025"
    skill = "Mostly chance"
    partners = staticmethod(no_partners)
    layout = Layout(FOUNDATIONS + PLACES + (GRACE, STOCK))
    own_counters = (GRID.rows_counter, flag(GRACE_USED, "whether the grace is used"))
    covers = COVER
    pile_nouns = {"tableau": "place"}
    kinds = kinds_table(
        # Tapping the card takes it out: the grace has one place to name, the card's.
        Kind(
            "grace",
            places=1,
            lifts=TOP,
            verb="take out",
            advised=("take out the {card} by the grace",),
            said="{Card} taken out by the grace.",
            nothing_now=(
                "The grace comes once a game, when the pack is used up and no card can be played."
            ),
        )
    )
    build_rule = "Cards go only to the foundations, each to one of its own suit."

    def deal(self, deal: int) -> Table:
        bases = dict(zip(FOUNDATIONS, BASES, strict=True))
        table = Table.build(self.layout, lay_out(deal, 2, bases, ()), **{GRACE_USED: False})
        return deal_row(table, GRID)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return BUILT

    # The moves ---------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, BUILT, [*COVER.free(table), GRACE])
        if may_deal_row(table, GRID, STOCK):
            moves.append(Move("deal", STOCK, None, label="Deal a row"))
        if not moves and not table.var(GRACE_USED):
            moves = [
                Move("grace", place, None, card=table.top(place))
                for place in PLACES
                if table[place]
            ]
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            return deal_row(table, GRID, stock=STOCK)
        if move.kind == "grace":
            return table.move(move.source, GRACE).with_vars(**{GRACE_USED: True})
        return _refill_last_row(table.move(move.source, move.target))

    def is_won(self, table: Table) -> bool:
        return all_complete(table, BUILT)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A play from the row last dealt brings the pack's next card into its place.
        return not table[STOCK]

    def counters(self, table: Table) -> list[str]:
        return ["Grace used" if table.var(GRACE_USED) else "Grace: not yet used"]

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "deal":
            return "The pack is used up."
        if move.kind == "grace" or move.target == GRACE:
            return self.kinds["grace"].nothing_now
        if move.kind != "move" or move.source not in table or move.target not in table:
            return super().explain(table, move)
        if move.source == STOCK:
            return "Tap the pack to deal the next row."
        blocked = COVER.refuse(table, move.source)
        if blocked:
            return blocked
        if move.target in PLACES:
            return self.build_rule
        return super().explain(table, move)

    # The table -------------------------------------------------------------------------
    # The foundations in a line above, aces then kings, the grace's place and the pack at
    # its end; the ten columns below, each row laid over the lower part of the one above,
    # a hair apart (ten columns side by side then show 34 px cards on a small phone).
    # On a phone held upright the columns are cut into two bands of five, the line of
    # foundations standing beside them; on its side, the foundations stand in two
    # columns beside the ten.
    arrangements = Arrangements(
        Column(
            Row(piles(ACE_LINE, label="A"), piles(KING_LINE, label="K"), GRACE, STOCK, gap=HAIR),
            laid_over(GRID, gap=HAIR),
            gap=GROUP_GAP,
        ),
        upright=Row(
            Column(laid_over(GRID, range(1, 6)), laid_over(GRID, range(6, 11)), gap=GROUP_GAP),
            Column(piles(ACE_LINE, label="A"), piles(KING_LINE, label="K"), GRACE, STOCK),
            gap=GROUP_GAP,
        ),
        wide=Row(
            laid_over(GRID),
            Grid(
                [
                    [Pile(ace, label="A"), Pile(king, label="K")]
                    for ace, king in zip(ACE_LINE, KING_LINE, strict=True)
                ]
                + [[GRACE, STOCK]]
            ),
            gap=GROUP_GAP,
        ),
        # Ten rows, even cut into two bands of five, make a table too tall for cards 48 px wide on
        # a phone held upright.
        crowded=True,
    )
