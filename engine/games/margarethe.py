"""Margarethe (one pack).

The twelve court cards are taken out of the pack and laid in the shape of an M: the four
kings down its left stroke, the four knaves along the V in the middle, the four queens
down its right stroke.  They are the foundations, and each takes three cards of its own
suit, downwards, from a fixed starting card:

* on a king the ten, then the nine and the eight;
* on a knave the seven, then the six and the five;
* on a queen the four, then the three and the two.

The aces have a packet of their own in the M, under the knaves: every ace goes there by
itself the moment it comes into view.

Nine cards are dealt face up in the shape of an A: the help cards.  Each is available to
the foundations, and a help card's place is filled at once, by the rules themselves, with
the next card of the pack.

* Play a help card or the talon's top card to its foundation whenever it suits.
* Turn the pack one card at a time: an ace goes to its packet, any other card to the
  talon, whose top card may then be played to a foundation.
* When the pack is used up the talon may be turned over, as it lies and unshuffled, and
  dealt again, once.  Help places left empty are filled from it at once.
* The game is won when the thirty-six cards from ten down to two are on the court cards
  and the four aces in their packet: the M then shows the eights, fives and twos.

Readings chosen where the book is unclear:

* The help places are filled from the pack only, never from the talon, as the book says
  "from the pack in hand"; once the pack is used up a place stays empty until the re-deal.
* The talon's top card may be played to a foundation, but never into the A.
* An ace dealt into the A goes to its packet and the next card takes its place.
* Each card has exactly one place to go, so playing it is never worse than keeping it:
  auto-play may play every card that suits.
* The suits along each stroke of the M, top to bottom, are spades, hearts, diamonds,
  clubs; along the V the same, the left side downwards then the right side upwards.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Item, Pile, Row, Space
from ..mechanics.autoplay import no_partners
from ..mechanics.dealing import deal_into
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

SUIT_ORDER = "SHDC"
KINGS = tuple(f"foundation-{n}" for n in range(1, 5))
KNAVES = tuple(f"foundation-{n}" for n in range(5, 9))
QUEENS = tuple(f"foundation-{n}" for n in range(9, 13))
ACES = "foundation-13"
HELPS = tuple(Layout.numbered("reserve", 9))  # left leg from the top, right leg, crossbar
PACK = PackAndTalon(redeals=1)  # the talon turned over as it lies
# Each court card and the ranks its foundation holds, from the court card down.
COURTS = {"K": (13, 10, 9, 8), "J": (11, 7, 6, 5), "Q": (12, 4, 3, 2)}
COURT_CARDS = tuple(court + suit for court in "KJQ" for suit in SUIT_ORDER)
COURT_FOUNDATIONS = {
    pile: Foundation(base_rank=None, suit=cards.suit(card), size=4, ranks=COURTS[card[0]])
    for pile, card in zip(KINGS + KNAVES + QUEENS, COURT_CARDS, strict=True)
}


def _aces_to_their_packet(table: Table, card: str) -> str | None:
    return ACES if cards.rank(card) == 1 else None


def _fill_the_helps(table: Table) -> Table:
    """Every empty help place filled from the pack, aces going to their packet."""
    for place in HELPS:
        if not table[place]:
            table, _ = deal_into(table, place, _aces_to_their_packet, stock=STOCK)
    return table


def _the_m() -> Item:
    """Kings down the left stroke, the knaves' V, queens down the right, the aces'
    packet under the V."""
    left, right = KNAVES[:2], KNAVES[2:]
    v = Grid([[left[0], None, None, right[1]], [None, left[1], right[0], None]], gap=0.0)
    return Row(
        Column(KINGS),
        Column(v, Space(0.0, 1.4), Pile(ACES, label="A"), align=CENTRE),
        Column(QUEENS),
    )


def _the_a() -> Item:
    """The help cards in an A: the legs part downwards from the apex, the crossbar
    between them."""
    left, right, bar = HELPS[:4], HELPS[4:8], HELPS[8]
    return Column(
        Row(left[0], right[0]),
        Row(left[1], Space(0.6, 0.0), right[1]),
        Row(left[2], bar, right[2], gap=0.2),
        Row(left[3], Space(1.6, 0.0), right[3]),
        align=CENTRE,
    )


class Margarethe(GameRules):
    id = "margarethe"
    name = "Margarethe"
    decks = 1
    summary = "Court cards in an M take ten to eight, seven to five, four to two, fed from an A."
    picture = "035"
    skill = "Mostly chance"
    partners = staticmethod(no_partners)
    layout = Layout(KINGS + KNAVES + QUEENS + (ACES,) + HELPS + (STOCK, TALON))
    pile_nouns = {"reserve": "help place"}
    build_rule = "Cards go only to the foundations: nothing is placed on the A or the talon."

    def deal(self, deal: int) -> Table:
        # The court cards laid out first, the help places then filled from the pack.
        courts = dict(zip(COURT_FOUNDATIONS, COURT_CARDS, strict=True))
        table = Table.build(self.layout, lay_out(deal, 1, courts, ()), **PACK.counters(deal))
        return _fill_the_helps(table)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return COURT_FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, COURT_FOUNDATIONS, (*HELPS, TALON))
        # An ace turned up goes to its packet rather than to the talon.
        return moves + PACK.moves(table, lands=_aces_to_their_packet)

    def apply(self, table: Table, move: Move) -> Table:
        return _fill_the_helps(PACK.apply(table, move))

    def is_won(self, table: Table) -> bool:
        return all_complete(table, COURT_FOUNDATIONS) and len(table[ACES]) == 4

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A help place played from is filled from the pack, and a card taken off the
        # talon changes the pack a re-deal makes: the order of the cards still to come
        # then decides where each lands.
        return not table[STOCK] and not table.var("redeals_left")

    def explain(self, table: Table, move: Move) -> str:
        by_hand = move.kind == "move" and move.source in table and table[move.source]
        if by_hand and move.target == ACES:
            return "Only aces go to the aces' packet, and they go there by themselves."
        if reason := PACK.refuse(self, table, move, COURT_FOUNDATIONS):
            return reason
        if move.source == ACES:
            return "A card played to a foundation stays there."
        if move.target in COURT_FOUNDATIONS:
            return refuse_foundation(table, move, COURT_FOUNDATIONS)
        return self.build_rule

    # The book's M beside its A, the pack and the talon under the A; on a phone held
    # upright the A under the M, the pack and the talon beside it.
    arrangements = Arrangements(
        Row(_the_m(), Column(_the_a(), Row(STOCK, TALON), gap=GROUP_GAP, align=CENTRE), gap=1.0),
        upright=Column(
            _the_m(),
            Row(_the_a(), Column(STOCK, TALON), gap=GROUP_GAP),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(_the_m(), _the_a(), Column(STOCK, TALON), gap=GROUP_GAP),
    )
