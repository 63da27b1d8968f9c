"""Two Rings (two packs).

The eight sevens and the eight sixes are taken out of the packs and laid as two rings:
the sevens in the left ring, the sixes in the right.  They are the foundations, built in
suit: each seven up to the king (seven cards), each six down to the ace (six cards).

Eight cards are dealt face up in a row below the rings: the bracelet.

* Play a bracelet card, or the talon's top card, to its foundation.
* A place the bracelet leaves empty is filled at once from the pack; once the pack is
  used up, from the talon's top card.
* Turn the pack one card at a time onto the talon; its top card is available.
* Nothing is built on the bracelet.
* When the pack is used up and no card can be played to a foundation, the talon may be
  turned over, as it lies and unshuffled, and dealt again, once.
* The game is won when all 104 cards are on the rings, a ring of eight kings and a ring
  of eight aces; it is lost when no move is left.

Readings chosen where the book is unclear:

* The bracelet is refilled at once and by the program, from the pack (the book names no
  source; its sister game Red and Black fills "from the cards in hand"), and from the
  talon only when the pack is used up; with both used up the place stays empty.
* The re-deal is not shuffled: the first card laid on the talon is dealt first again.
* The rings hold two sevens (or sixes) of each suit: spades, spades, hearts, hearts,
  clubs, clubs, diamonds, diamonds, clockwise from the top right.
"""

from __future__ import annotations

from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Ring, Row, Square, piles
from ..mechanics.autoplay import no_partners
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.refills import refill
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

RING_SUITS = "SSHHCCDD"  # clockwise round each ring, from the top right
SEVENS = tuple(f"foundation-{n}" for n in range(1, 9))
SIXES = tuple(f"foundation-{n}" for n in range(9, 17))
BRACELET = tuple(Layout.numbered("tableau", 8))
PACK = PackAndTalon(redeals=1)  # the talon turned over as it lies
RINGS = {
    **{
        pile: Foundation(base_rank=None, suit=suit, size=7)
        for pile, suit in zip(SEVENS, RING_SUITS, strict=True)
    },
    **{
        pile: Foundation(direction=-1, base_rank=None, suit=suit, size=6)
        for pile, suit in zip(SIXES, RING_SUITS, strict=True)
    },
}
BASES = {
    **{pile: f"7{suit}" for pile, suit in zip(SEVENS, RING_SUITS, strict=True)},
    **{pile: f"6{suit}" for pile, suit in zip(SIXES, RING_SUITS, strict=True)},
}


def _ring_plays(table: Table) -> list[Move]:
    return foundation_plays(table, RINGS, (*BRACELET, TALON))


class TwoRings(GameRules):
    id = "two-rings"
    name = "Two Rings"
    decks = 2
    summary = "Sevens built up to the kings and sixes down to the aces, from a bracelet of eight."
    picture = "038"
    skill = "Mostly chance"
    partners = staticmethod(no_partners)
    layout = Layout(SEVENS + SIXES + BRACELET + (STOCK, TALON))
    pile_nouns = {"tableau": "bracelet place"}
    build_rule = "Nothing is built on the bracelet: its cards go only to the rings."

    def deal(self, deal: int) -> Table:
        return Table.build(self.layout, lay_out(deal, 2, BASES, BRACELET), **PACK.counters(deal))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return RINGS

    def legal_moves(self, table: Table) -> list[Move]:
        moves = _ring_plays(table)
        # The talon is re-dealt only when no card can be played to a ring.
        return moves + PACK.moves(table, redeal=not moves)

    def apply(self, table: Table, move: Move) -> Table:
        # An empty place of the bracelet is filled at once: from the pack, or from the
        # talon once the pack is used up.
        return refill(PACK.apply(table, move), BRACELET, (STOCK, TALON))

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A play from the bracelet brings the pack's (or the talon's) next card in.
        return move.source not in BRACELET or not (table[STOCK] or table[TALON])

    def is_won(self, table: Table) -> bool:
        return all_complete(table, RINGS)

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "redeal" and PACK.may_redeal(table) and _ring_plays(table):
            return "The talon may be re-dealt only when no card can be played to a ring."
        if reason := PACK.refuse(self, table, move, RINGS):
            return reason
        if move.target in RINGS:
            return refuse_foundation(table, move, RINGS)
        return self.build_rule

    # The book's two rings side by side, the bracelet below with the pack at its left;
    # upright on a phone, each ring and the bracelet in two rows of four.
    arrangements = Arrangements(
        Column(
            Row(Ring(piles(SEVENS, label="7")), Ring(piles(SIXES, label="6")), gap=GROUP_GAP),
            Row(STOCK, TALON, Row(BRACELET), gap=GROUP_GAP),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(STOCK, TALON),
            Square(piles(SEVENS, label="7"), side=4),
            Square(piles(SIXES, label="6"), side=4),
            Square(BRACELET, side=4),
            gap=GROUP_GAP,
        ),
    )
