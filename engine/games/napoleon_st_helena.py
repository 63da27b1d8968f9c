"""Napoleon at St. Helena (two packs).

Forty cards are dealt face up, left to right, in four rows of ten: ten columns of four
cards, row one at the top.  The other 64 cards stay in the pack.  Below the tableau are
eight spaces for the foundations.

Only the lowest card of each column is available; taking it away releases the card
above it.

* The eight aces go to the foundation spaces when they can be placed, and each is built
  up in its suit to the king.  Nothing comes back from a foundation.
* An available card may be married to another column's lowest card of the same suit one
  rank higher (a descending line: the seven of hearts on the eight of hearts), one card
  at a time.  It then blocks the card it lies on.
* A column emptied entirely is a lane.  It may be filled with any available card, the
  lowest card of another column or the talon's top card, when the player chooses: it
  need not be filled at once.  The card put there is treated like a column's own card:
  it may be played, married onto and moved again.
* The pack is turned one card at a time onto the talon.  The talon's top card may be
  played to a foundation, married onto a column's lowest card or put into a lane;
  otherwise it stays there and is covered by the next card turned.
* There is no re-deal.  The game is won when all 104 cards are on the foundations, and
  lost once the pack is used up and no card can reach a foundation any more, whatever
  cards are moved between the columns.

In the variant *Lanes from the talon* ("some players only allow the vacancy to be
filled from the talon"), a lane takes only the talon's top card, never a card from
another column.

Readings chosen where the book is unclear: the pack may be turned at any time, even
while plays remain in the tableau (the book's "when there are no more available cards to
play" is advice, and turning early only hurts the player); the card just turned is the
talon's top card, so it may go into a lane in both readings; cards move one at a time,
never a run together; no play is made for the player; an ace goes to the first free
foundation space (the spaces are alike).
"""

from __future__ import annotations

from .. import cards
from ..layouts import GROUP_GAP, Arrangements, Column, Row, piles
from ..mechanics.dealing import stock_of
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table
from .napoleons import (
    FOUNDATIONS,
    FOUNDATIONS_BY_THE_PACK,
    MARRY,
    MARRY_OR_FILL,
    STOCK,
    TALON,
    NapoleonsGame,
)

COLUMNS = tuple(Layout.numbered("tableau", 10))
ROWS = 4
TALON_LANES = "napoleon-st-helena-talon-lanes"


class NapoleonStHelena(NapoleonsGame):
    id = "napoleon-st-helena"
    name = "Napoleon at St. Helena"
    summary = "Four rows of ten; marry down in suit, open lanes, turn the pack once."
    picture = "002"
    skill = "Skill and chance"
    variants = {TALON_LANES: "Lanes from the talon: an empty column takes only the talon's card."}
    former_variants = {"talon-lanes": TALON_LANES}
    places = COLUMNS
    layout = Layout(COLUMNS + FOUNDATIONS + (STOCK, TALON))
    # A position plays as one whose columns, or whose foundations, hold the same cards in
    # other places: every rule of the game names a column only as "a column" (any column's
    # lowest card may be played, married onto another column's lowest card or put into any
    # empty one; the talon's card goes onto any column's lowest card or into any empty one),
    # and every foundation only as "a foundation" (all eight are built up in suit from an
    # ace; an ace goes to the first empty space, and the empty spaces are alike).  So
    # renaming the columns, or the foundations, turns every legal move into a legal move and
    # the position it leads to into the renamed one, and a position is won exactly when its
    # renamed one is.  Two packs make two foundations of a suit, and the aces come out in
    # any order, so without the fold the same game would be searched once for each way the
    # aces happened to land.
    alike = (COLUMNS, FOUNDATIONS)
    # The book's picture: the ten columns, the eight foundation spaces in a row below
    # them; the pack and the talon at their right.  Held upright, a phone shows the
    # columns in two bands of five and the foundations in two rows of four.
    arrangements = Arrangements(
        Column(
            Row(piles(COLUMNS, "down")),
            Row(Row(piles(FOUNDATIONS, label="A")), Row(STOCK, TALON), gap=GROUP_GAP),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(piles(COLUMNS[:5], "down")),
            Row(piles(COLUMNS[5:], "down")),
            FOUNDATIONS_BY_THE_PACK,
            gap=GROUP_GAP,
        ),
    )
    build_rule = (
        "A card goes only on the next higher card of its own suit; "
        "an empty column takes any available card."
    )

    @property
    def lanes_from_talon_only(self) -> bool:
        return self.variant == TALON_LANES

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        dealt, rest = pack[: ROWS * len(COLUMNS)], pack[ROWS * len(COLUMNS) :]
        # Row by row, left to right: a column's first card is its top row's.
        piles = {column: dealt[n :: len(COLUMNS)] for n, column in enumerate(COLUMNS)}
        piles[STOCK] = stock_of(rest)
        return Table.build(self.layout, piles)

    def legal_moves(self, table: Table) -> list[Move]:
        return self.plays(table, MARRY if self.lanes_from_talon_only else MARRY_OR_FILL)

    def explain(self, table: Table, move: Move) -> str:
        if reason := self.refuse_play(table, move):
            return reason
        if (
            self.lanes_from_talon_only
            and move.source in COLUMNS
            and move.target in COLUMNS
            and table.is_empty(move.target)
        ):
            return "In this reading an empty column takes only the talon's top card."
        return self.build_rule
