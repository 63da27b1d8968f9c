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
the deal is kept to packets of three (the variant ``thirty-six-packets`` deals the last
two cards as two packets of one, and its re-deals are dealt in threes as usual);
everything else is as in La Belle Lucie (the aces played by the rules, descending
marriages in suit, empty packets staying empty, two shuffled re-deals once no card can
go to a foundation); the packets are placed row by row, and a re-deal fills the first
places in the same order.  Whether a foundation can still be reached is settled by
trying every marriage left (five hundred positions at most; beyond that the game is left
to the player).
"""

from __future__ import annotations

from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Pile, Row, Square, piles
from ..mechanics.foundations import Foundation
from ..mechanics.packets import REDEALS_LEFT, in_packets
from ..mechanics.reach import out_of_reach
from ..table import Layout, Table
from .belle_lucie import ACE_TO_KING, BelleLucie


def fans_table(packets: tuple[str, ...], foundations: list[Pile]) -> Arrangements:
    """Five rows of seven packets fanned to the right, the foundations in a row below
    (our arrangement: the book has no picture of these games).  On a phone: rows of
    seven packets fanned down, the foundations in two rows of four below, when upright;
    three rows of twelve, the foundations in a block beside them, on its side."""
    return Arrangements(
        Column(
            Square(piles(packets, "right"), side=7),
            Row(foundations),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Square(piles(packets, "down"), side=7),
            Square(foundations, side=4),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(
            Square(piles(packets, "down"), side=12),
            Square(foundations, side=2),
            gap=GROUP_GAP,
        ),
    )


class HouseInTheWood(BelleLucie):
    id = "house-in-the-wood"
    name = "The House in the Wood"
    decks = 2
    summary = "La Belle Lucie with two packs: thirty-five fans, eight aces; two shuffled re-deals."
    picture = ""  # the book draws La Belle Lucie only
    skill = "Skill and chance"
    FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
    PACKETS = tuple(Layout.numbered("tableau", 35))
    FOUNDATION_RULES: dict[str, Foundation] = dict.fromkeys(FOUNDATIONS, ACE_TO_KING)
    layout = Layout(FOUNDATIONS + PACKETS)
    # The eight foundations are alike, as in La Belle Lucie (see ``BelleLucie.alike`` for
    # why they may be folded together); with two packs, two foundations of a suit may take
    # the same card, and without the fold the same game would be searched once for each.
    alike = (FOUNDATIONS,)
    arrangements = fans_table(PACKETS, piles(FOUNDATIONS, label="A"))
    variants = {
        "thirty-six-packets": (
            "The book's double number of packets: thirty-six, the last two cards dealt as "
            "two packets of one."
        )
    }

    def __init__(self, variant: str | None = None) -> None:
        super().__init__(variant)
        if variant == "thirty-six-packets":
            self.PACKETS = tuple(Layout.numbered("tableau", 36))
            self.layout = Layout(self.FOUNDATIONS + self.PACKETS)
            self.arrangements = fans_table(self.PACKETS, piles(self.FOUNDATIONS, label="A"))

    def first_packets(self, pack: list[str]) -> dict[str, tuple[str, ...]]:
        packets = in_packets(pack, self.PACKETS)
        if self.variant == "thirty-six-packets":
            # The short last packet of two becomes two packets of one.
            last, extra = self.PACKETS[-2:]
            packets[last], packets[extra] = packets[last][:1], packets[last][1:]
        return packets

    def is_lost(self, table: Table) -> bool:
        # With a re-deal left there is always a way on; without, the marriages left may
        # only shuttle a card between its two partners.
        if table.var(REDEALS_LEFT):
            return False
        return out_of_reach(self, table, self.FOUNDATIONS)
