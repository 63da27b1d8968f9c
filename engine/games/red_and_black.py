"""Red and Black (two packs).

The eight aces are taken out of the pack and laid in a row, in pairs of alternate
colours: two diamonds, two clubs, two hearts, two spades.  They are the foundations, and
each is built upwards in its own suit to the king.

Eight cards are dealt in a row beneath them: the Volunteers, each the start of a packet.
Only the top card of each packet is available.

* Play an available card (a packet's top card, or the talon's top card) to a foundation
  of its suit.
* Build on the Volunteers downwards in alternate colours: a card goes on a card of the
  other colour one rank higher (a red three on a black four), from another packet or from
  the talon; one card at a time.  Nothing is placed on an ace.
* A packet that is used up is filled at once from the pack.
* Turn the pack one card at a time onto the talon; its top card is available.
* When the pack is used up the talon may be taken up, shuffled, and dealt again, once.
* The game is won when the hundred and four cards are on the foundations; it is lost
  when the pack is used up, no re-deal is left, and no play to a foundation can be
  reached any more.

Readings chosen where the book is unclear:

* Once the pack is used up an emptied Volunteer place stays empty; after the re-deal the
  new pack fills it at once.  Nothing else is ever put into an empty place.
* The re-deal may be taken whenever the pack is used up, stuck or not.
* Where both foundations of a suit would take a card the player chooses.
* The re-deal's shuffle is made from the deal's number, so a deal plays the same way
  every time.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Row, piles
from ..mechanics.autoplay import other_colour_below
from ..mechanics.builds import alternate_colours_down, transfers
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..mechanics.refills import refill
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

SUIT_ORDER = "DDCCHHSS"  # the picture's pairs of alternate colours, left to right
ACES = tuple(Layout.numbered("foundation", 8))
VOLUNTEERS = tuple(Layout.numbered("tableau", 8))
PACK = PackAndTalon(redeals=1, shuffled=True)
FOUNDATIONS = {pile: Foundation(suit=suit) for pile, suit in zip(ACES, SUIT_ORDER, strict=True)}
BASES = {pile: cards.code(1, suit) for pile, suit in zip(ACES, SUIT_ORDER, strict=True)}
# The two foundations of each suit.
ACES_BY_SUIT = tuple(
    tuple(pile for pile, its in zip(ACES, SUIT_ORDER, strict=True) if its == suit)
    for suit in dict.fromkeys(SUIT_ORDER)
)


class RedAndBlack(GameRules):
    id = "red-and-black"
    name = "Red and Black"
    decks = 2
    summary = "Eight aces built up in suit, fed by Volunteers built down in alternate colours."
    picture = "033"
    skill = "Skill and chance"
    partners = staticmethod(other_colour_below)
    layout = Layout(ACES + VOLUNTEERS + (STOCK, TALON))
    # A position plays as one whose Volunteers, or whose two foundations of a suit, hold the
    # same cards in other places: the rules name a Volunteer only as "a packet" (any
    # packet's top card may be played, or built on any other's, the talon's on any; a packet
    # used up is filled at once from the pack, and after the re-deal the new pack fills the
    # empty places, the first one first, but empty places are alike, so the packets hold the
    # same cards either way), and the two foundations of a suit only as "a foundation of its
    # suit" (both start with an ace of the suit and are built up in suit).  The re-deal
    # shuffles the talon alone.  Renaming the piles of a group turns every legal move into a
    # legal move and the position it leads to into one that differs from the renamed one
    # only by which empty place took which card, and a position is won exactly when its
    # renamed one is.
    alike = (*ACES_BY_SUIT, VOLUNTEERS)
    build_rule = (
        "On the Volunteers a card goes on a card of the other colour one rank higher; an "
        "empty place is filled from the pack by itself."
    )

    def deal(self, deal: int) -> Table:
        dealt = lay_out(deal, 2, BASES, VOLUNTEERS)
        return Table.build(self.layout, dealt, **PACK.counters(deal))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        available = (*VOLUNTEERS, TALON)
        moves = foundation_plays(table, FOUNDATIONS, available)
        moves += transfers(table, available, VOLUNTEERS, alternate_colours_down)
        return moves + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        # An emptied Volunteer place is filled at once, from the pack only.
        return refill(PACK.apply(table, move), VOLUNTEERS, (STOCK,))

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts or the re-deal is left there is a way on; after, a card may
        # go to and fro between two packets whose tops are alike.
        if table[STOCK] or (table.var("redeals_left") and table[TALON]):
            return False
        return out_of_reach(self, table, FOUNDATIONS)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A play from a Volunteer brings the pack's next card into its place, and while
        # the re-deal is left every play changes the talon that will be shuffled.
        return not table[STOCK] and not table.var("redeals_left")

    def explain(self, table: Table, move: Move) -> str:
        if reason := PACK.refuse(self, table, move, FOUNDATIONS):
            return reason
        if move.target in FOUNDATIONS:
            return refuse_foundation(table, move, FOUNDATIONS)
        if move.target in VOLUNTEERS and not table[move.target]:
            return "An empty Volunteer place is filled only from the pack, by itself."
        return self.build_rule

    # The aces in a row, the Volunteers beneath them, the pack and the talon below; on a
    # phone held upright, too narrow for eight cards, each row of eight as two of four,
    # the pack and the talon beside the aces.
    arrangements = Arrangements(
        Column(
            Row(piles(ACES, label="A")),
            Row(piles(VOLUNTEERS, "down")),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Row(Grid([ACES[:4], ACES[4:]]), Column(STOCK, TALON), gap=GROUP_GAP),
            Row(piles(VOLUNTEERS[:4], "down")),
            Row(piles(VOLUNTEERS[4:], "down")),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
    )
