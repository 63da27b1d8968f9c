"""The Sultan (two packs).

The eight kings and one ace of hearts are taken out of the pack and laid in a square of
three rows of three: K♣ A♥ K♣ across the top, K♦ K♥ K♦ through the middle, K♠ K♥ K♠
across the bottom.  The king of hearts in the centre is the Sultan: he stays alone and
nothing is ever played on him.  The other eight cards are foundations, each built up in
its own suit to a queen: on a king the ace comes first, then the two and so on to the
queen; on the ace of hearts the two of hearts comes first.  So the Sultan ends
surrounded by eight queens.

Eight cards are dealt beside the square, four on either side: the Divan.  Each Divan
card is available, but only to the foundations; nothing is ever placed on the Divan.

* Play Divan cards to the foundations when they suit.  The first plays, before the pack
  is turned, are the player's choice like all the others: the book says the player
  "can" play them.
* Turn the pack one card at a time onto the talon.  The talon's top card may be played
  to a foundation.
* A space in the Divan is filled at once, by the rules themselves: with the talon's top
  card, or with the pack's next card when the talon is empty.  When both are empty the
  space waits, and is filled as soon as a re-deal gives the pack cards again.
* When the pack is used up the talon may be taken up, shuffled and dealt again, twice in
  all (three times through the pack).
* The game is won when all eight foundations are complete at queens.

Readings chosen where the book is unclear: the talon's top card may be played to the
foundations; a re-deal is allowed only once the pack is used up; the Divan cards go only
to the foundations, never from one Divan place to another; which of the two kings of
hearts is the Sultan, and where each king's suit stands in the square, make no
difference to play.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row, Square
from ..mechanics.autoplay import no_partners
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.refills import refill
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation, talon_plays
from ..moves import Move
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 9))
SULTAN = "foundation-5"
# The square read row by row; the centre king of hearts is the Sultan himself.
SQUARE = ("KC", "AH", "KC", "KD", "KH", "KD", "KS", "KH", "KS")
DIVAN = tuple(Layout.numbered("reserve", 8))  # left column top to bottom, then the right
PACK = PackAndTalon(redeals=2, shuffled=True)
# The two kings of ♣, of ♦ and of ♠ in the square.
TWIN_KINGS = tuple((FOUNDATIONS[a], FOUNDATIONS[b]) for a, b in ((0, 2), (3, 5), (6, 8)))
# The square on the table, each place named by the card it starts from, its cards set
# as far apart as groups are.
THE_SQUARE = Square(
    [
        Pile(pile, label="Sultan" if pile == SULTAN else "A" if base == "AH" else "K")
        for pile, base in zip(FOUNDATIONS, SQUARE, strict=True)
    ],
    gap=GROUP_GAP,
)


def _foundation(base: str, pile: str) -> Foundation:
    if pile == SULTAN:
        return Foundation(base_rank=None, suit=cards.suit(base), size=1, closed=True)
    # Up from the base card to the queen, the ace following the king.
    size = (12 - cards.rank(base)) % 13 + 1
    return Foundation(direction=1, base_rank=None, suit=cards.suit(base), wrap=True, size=size)


SULTAN_FOUNDATIONS = {
    pile: _foundation(base, pile) for pile, base in zip(FOUNDATIONS, SQUARE, strict=True)
}
BASES = dict(zip(FOUNDATIONS, SQUARE, strict=True))


class Sultan(GameRules):
    id = "sultan"
    name = "The Sultan"
    decks = 2
    summary = "Eight foundations round the Sultan, fed from the Divan and the talon; two re-deals."
    picture = "012"
    skill = "Mostly chance"
    partners = staticmethod(no_partners)
    layout = Layout(FOUNDATIONS + DIVAN + (STOCK, TALON))
    # A position plays as one whose Divan places, or whose two foundations on the kings of
    # one suit, hold the same cards in other places: a Divan place only gives, to any
    # foundation, and an empty one is filled from the talon or the pack (the first empty
    # first, but empty places are alike); the two foundations on the kings of one suit are
    # built alike, up in suit from the king, the ace following it, to the queen.
    # Renaming the places of a group turns every legal move into a legal move and the
    # position it leads to into the renamed one, and a position is won exactly when its
    # renamed one is.  (The Sultan, the king of hearts in the middle, never changes.)
    alike = (*TWIN_KINGS, DIVAN)
    pile_nouns = {"reserve": "place in the Divan"}
    build_rule = "Cards go only to the foundations: nothing is placed on the Divan or the talon."

    def deal(self, deal: int) -> Table:
        return Table.build(self.layout, lay_out(deal, 2, BASES, DIVAN), **PACK.counters(deal))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return SULTAN_FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, SULTAN_FOUNDATIONS, DIVAN)
        moves += talon_plays(table, SULTAN_FOUNDATIONS, TALON)
        return moves + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        # A space in the Divan is filled at once: from the talon, else from the pack.
        return refill(PACK.apply(table, move), DIVAN, (TALON, STOCK), up_to=1)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, SULTAN_FOUNDATIONS)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # While a re-deal is left, every play changes the talon that will be shuffled.
        # With none left, a Divan place filled from the talon only makes a card easier
        # to reach.
        return not table.var("redeals_left")

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "redeal" and table[STOCK]:
            return "The talon may be re-dealt only when the pack is used up."
        if reason := PACK.refuse(self, table, move, SULTAN_FOUNDATIONS):
            return reason
        if move.target in SULTAN_FOUNDATIONS:
            return refuse_foundation(table, move, SULTAN_FOUNDATIONS)
        return self.build_rule

    # The square in the centre, the Divan in a column of four on either side, the pack
    # and the talon below the square; on a phone held upright the Divan's halves as rows
    # above and below the square, on its side each half in two columns of two.
    arrangements = Arrangements(
        Row(
            Column(DIVAN[:4]),
            Column(THE_SQUARE, Row(STOCK, TALON, gap=GROUP_GAP), gap=GROUP_GAP, align=CENTRE),
            Column(DIVAN[4:]),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(DIVAN[:4]),
            THE_SQUARE,
            Row(DIVAN[4:]),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(
            Grid([DIVAN[:2], DIVAN[2:4], [STOCK]]),
            THE_SQUARE,
            Grid([DIVAN[4:6], DIVAN[6:], [None, TALON]]),
            gap=GROUP_GAP,
        ),
    )
