"""General Sedgewick (one pack).

Five cards are dealt face up in the form of a cross: the top, the left arm, the centre,
the right arm, the foot.  The next card turned goes to the upper left corner of the
square round the cross: it is the first foundation, and its rank is the rank every
foundation starts with.  The three other cards of that rank go to the other corners, in
turn, as they appear.

Each foundation is built upwards in its own suit from that rank, the ace following the
king, until it holds thirteen cards: on a foundation of sevens, the eight, nine and so on
to the king, then the ace, two and so on to the six.

* The top card of each packet of the cross, and the talon's top card, are available.
* Play an available card to its foundation.
* Place an available card on the top card of a packet of the cross one rank higher, of
  any suit (a six on a seven), one card at a time; nothing goes on an ace.
* Turn the pack one card at a time onto the talon; a card of the foundations' rank goes
  to its corner by itself.
* An empty place of the cross may be filled with the talon's top card (a card just
  turned from the pack is the talon's top), whenever the player likes.
* There is no re-deal.  The game is won when the fifty-two cards are on the
  foundations; it is lost when the pack is used up and no play to a foundation can be
  reached any more.

Readings chosen where the book is unclear:

* The cross is dealt top, left, centre, right, foot; the other corners fill upper
  right, lower left, lower right.
* A card of the foundations' rank dealt into the cross, before that rank was known,
  goes to its corner by itself as soon as it is known; its place stays empty.
* The foundations go round the corner from king to ace, or they could not be finished;
  the cross does not (the variant ``wrap`` lets a king go on an ace).
* An empty place of the cross is filled only from the talon, never from another packet.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Corners, Grid, Item, Pile, Row
from ..mechanics.autoplay import Partners, any_suit_below
from ..mechanics.builds import lane, next_lower_any_suit, next_lower_any_suit_round, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.first_rank import FirstCardsRank
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

CORNERS = tuple(
    Layout.numbered("foundation", 4)
)  # upper left, upper right, lower left, lower right
CROSS = tuple(Layout.numbered("tableau", 5))  # top, left, centre, right, foot
PACK = PackAndTalon()  # turned once, no re-deal
# The corners start with the rank of the sixth card dealt, built up in suit round the corner.
THE_CORNERS = FirstCardsRank(CORNERS)


def _one_above_round(card: str) -> tuple[str, ...]:
    """Auto-play's partners in the variant ``wrap``: a king goes on an ace as well."""
    rank = cards.rank(card)
    return tuple(cards.code((rank - 2) % 13 + 1, suit) for suit in cards.SUITS)


def _cross() -> Item:
    top, left, centre, right, foot = (Pile(pile, "down") for pile in CROSS)
    return Grid([[None, top, None], [left, centre, right], [None, foot, None]])


def _cross_in_its_corners() -> Item:
    upper_left, upper_right, lower_left, lower_right = CORNERS
    return Corners(
        _cross(),
        top_left=upper_left,
        top_right=upper_right,
        bottom_left=lower_left,
        bottom_right=lower_right,
    )


class GeneralSedgewick(GameRules):
    id = "general-sedgewick"
    name = "General Sedgewick"
    decks = 1
    summary = (
        "A cross of five packets built down any suit feeds four corners built up round the corner."
    )
    picture = "028"
    skill = "Mostly chance"
    layout = Layout(CORNERS + CROSS + (STOCK, TALON))
    # A position plays as one whose cross, or whose corners, hold the same cards in other
    # places: the rules name a place of the cross only as "a packet of the cross" (any
    # packet's top card may be played or built on any other's, the talon's on any, and an
    # empty place takes the talon's card), and a corner only as "a corner" (each is built up
    # in the suit of its first card from the rank every corner starts with, read from the
    # first corner's first card: every corner's first card is of that rank; a card of that
    # rank goes to the first empty corner, and empty corners are alike).  Renaming the
    # places, or the corners, turns every legal move into a legal move and the position it
    # leads to into the renamed one, and a position is won exactly when its renamed one is.
    alike = (CROSS, CORNERS)
    variants = {"wrap": "A king may be placed on an ace in the cross."}
    build_rule = (
        "In the cross a card goes on a card one rank higher, of any suit; an empty place "
        "takes only the talon's top card."
    )

    @property
    def partners(self) -> Partners:  # type: ignore[override]
        return _one_above_round if self.variant == "wrap" else any_suit_below

    def deal(self, deal: int) -> Table:
        pack = stock_of(shuffled_pack(deal, cards.new_pack(1)))
        table = Table.build(self.layout, {STOCK: pack})
        for place in (*CROSS, CORNERS[0]):
            table = table.move(STOCK, place)
        # Cards of the foundations' rank in the cross go to their corners now it is known.
        for place in CROSS:
            corner = THE_CORNERS.place_for(table, table[place][0])
            if corner is not None:
                table = table.move(place, corner)
        return table

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return THE_CORNERS.foundations(table)

    def legal_moves(self, table: Table) -> list[Move]:
        foundations = self.foundations(table)
        available = (*CROSS, TALON)
        moves = foundation_plays(table, foundations, available)
        build = next_lower_any_suit_round if self.variant == "wrap" else next_lower_any_suit
        moves += transfers(table, available, CROSS, build)
        moves += transfers(table, (TALON,), CROSS, lane)
        return moves + PACK.moves(table, lands=THE_CORNERS.place_for)

    def apply(self, table: Table, move: Move) -> Table:
        return PACK.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, self.foundations(table))

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts it can be turned; after, a card may go to and fro between
        # two packets whose tops are alike in rank.
        if table[STOCK]:
            return False
        return out_of_reach(self, table, self.foundations(table))

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "redeal":
            return "There is no re-deal in General Sedgewick."
        foundations = self.foundations(table)
        if reason := PACK.refuse(self, table, move, foundations):
            return reason
        if move.target in foundations:
            if not table[move.target]:
                return "A corner is started only by a card of the foundations' rank, by itself."
            return refuse_foundation(table, move, foundations)
        if move.target in CROSS and not table[move.target]:
            return "An empty place of the cross is filled only from the talon."
        return self.build_rule

    # The book's cross inside the square of its four corners, the pack and the talon
    # below, or beside them on a phone held on its side.
    arrangements = Arrangements(
        Column(_cross_in_its_corners(), Row(STOCK, TALON), gap=GROUP_GAP, align=CENTRE),
        wide=Row(_cross_in_its_corners(), Column(STOCK, TALON), gap=GROUP_GAP),
    )
