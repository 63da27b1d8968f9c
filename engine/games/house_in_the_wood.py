"""The House in the Wood (two packs).

La Belle Lucie played with two packs.  The whole of both packs is dealt face up in
packets of three cards dealt together: thirty-four packets of three and a last packet
of two, thirty-five in all, fanned so that all their cards show, in five rows of seven.
The eight foundations lie in a row below.

Only the uppermost card of each packet is available, until its removal frees the card
beneath.

* The eight aces are the foundations, each built up in its suit to the king.  An ace
  goes to a foundation space by itself as soon as it is uppermost, at the deal and
  later.
* Any other available card may be played to a foundation of its suit when it follows
  the top card there.  With two foundations of a suit, a card may suit both: the player
  chooses.
* Marriages in a descending line: an available card may be placed on the uppermost card
  of another packet when that card is of the same suit and one rank higher.  With two
  packs a card may have two such partners: the player chooses.  One card moves at a
  time, and a king goes only to a foundation.
* A packet emptied entirely stays empty: nothing is ever placed in it.
* When no card can be played to a foundation, the whole tableau may be taken up,
  shuffled and dealt again in packets of three, the last packet holding what remains.
  This may be done twice.
* The game is won when all 104 cards are on the foundations.  It is lost once no
  re-deal is left and no card can reach a foundation any more: a card may go back and
  forth between its two partners for ever, so a move left is not enough to play on.

Readings chosen where the book is unclear: the book asks for "double the number of
packets", but 104 cards dealt in threes make thirty-five packets (the last of two), and
the deal is kept to packets of three; everything else is as in La Belle Lucie (the aces
played by the rules, descending marriages in suit, empty packets staying empty, two
shuffled re-deals once no card can go to a foundation); the packets are placed row by
row, and a re-deal fills the first places in the same order.
"""

from __future__ import annotations

from ..mechanics.foundations import Foundation
from ..mechanics.packets import REDEALS_LEFT
from ..mechanics.reach import foundation_play_reachable
from ..plan import CARD_HEIGHT, Place, Plan
from ..table import Layout, Table
from .belle_lucie import ACE_TO_KING, BelleLucie, packets_on_its_side, packets_upright


class HouseInTheWood(BelleLucie):
    id = "house-in-the-wood"
    name = "The House in the Wood"
    decks = 2
    summary = "La Belle Lucie with two packs: thirty-five fans, eight aces; two shuffled re-deals."
    FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
    PACKETS = tuple(Layout.numbered("tableau", 35))
    LABELS = ("A",) * 8
    FOUNDATION_RULES: dict[str, Foundation] = dict.fromkeys(FOUNDATIONS, ACE_TO_KING)
    layout = Layout(FOUNDATIONS + PACKETS)

    def is_lost(self, table: Table) -> bool:
        # With a re-deal left there is always a way on; without, the marriages left may
        # only shuttle a card between its two partners.
        if table.var(REDEALS_LEFT):
            return False
        found = foundation_play_reachable(table, self.legal_moves, self.apply, self.FOUNDATIONS)
        return found is False

    # Geometry --------------------------------------------------------------------------
    def plans(self) -> tuple[Plan, ...]:
        return (
            self.plan(),
            packets_upright(
                self.PACKETS, self.FOUNDATIONS, self.LABELS, 7, room=0.65, foundation_row=4
            ),
            packets_on_its_side(
                self.PACKETS, self.FOUNDATIONS, self.LABELS, 12, 0.7, foundation_rows=4, fan="down"
            ),
        )

    def plan(self) -> Plan:
        # Five rows of seven packets fanned to the right, the foundations in a row below.
        room, pitch, row_pitch = 0.9, 2.1, CARD_HEIGHT + 0.2
        places = [
            Place(packet, round(n % 7 * pitch, 3), round(n // 7 * row_pitch, 3), "right", room)
            for n, packet in enumerate(self.PACKETS)
        ]
        width = 6 * pitch + 1 + room
        top = 5 * row_pitch + 0.2
        count = len(self.FOUNDATIONS)
        left = (width - ((count - 1) * 1.2 + 1)) / 2
        places += [
            Place(pile, round(left + n * 1.2, 3), round(top, 3), label=label)
            for n, (pile, label) in enumerate(zip(self.FOUNDATIONS, self.LABELS, strict=True))
        ]
        return Plan(
            width=round(width, 3),
            height=round(top + CARD_HEIGHT, 3),
            places=tuple(places),
            buttons=("redeal",),
        )
