"""Mount Olympus (two packs).

The eight aces and the eight twos are taken out of the packs and laid as a pyramid, an
inverted V of two legs of eight cards stepping down from the apex.  Each level holds an
ace and a two of one suit.  They are the foundations, and each is built up in its own suit
by twos:

* on an ace the three, five, seven, nine, knave and king;
* on a two the four, six, eight, ten and queen.

Nine cards are dealt face up inside the pyramid, in a small triangle of one, three and
five: the battery.  The top card of each battery pile is available.

* Play an available card (a battery pile's top, or the talon's top card) to its
  foundation.
* Build on the battery in suit, downwards by twos: a seven on a nine, a ten on a queen.
  The card may come from another battery pile or from the talon; one card at a time.
* Turn the pack one card at a time onto the talon; its top card is available.
* An empty battery place may be filled with the talon's top card (a card just turned
  from the pack is the talon's top), whenever the player likes.
* When the pack is used up the talon may be turned over, as it lies and unshuffled, and
  dealt again, once.
* The game is won when all 104 cards are on the pyramid: it then shows kings and queens
  alternately.  It is lost when the pack is used up, no re-deal is left, and no play to a
  foundation can be reached any more.

Readings chosen where the book is unclear:

* The talon's top card may be built on the battery as well as played to a foundation.
* Filling an empty battery place is the player's choice, at any time, and only from the
  talon (a card turned from the pack lands there first); a battery card is never moved
  into an empty place.
* The suits of the levels, from the apex down, are hearts, spades, diamonds, clubs,
  twice over; the ace of each level is on the left leg at the apex and every other level
  down, the two on the other leg.
* The battery is dealt in reading order: the top card, then the row of three, then the
  row of five.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Item, Pile, Row
from ..mechanics.builds import in_suit_step, lane, transfers
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

LEVEL_SUITS = "HSDCHSDC"  # from the apex down
LEFT_LEG = tuple(f"foundation-{n}" for n in range(1, 9))  # apex down
RIGHT_LEG = tuple(f"foundation-{n}" for n in range(9, 17))
BATTERY = tuple(Layout.numbered("tableau", 9))  # the top card, the row of three, of five
PACK = PackAndTalon(redeals=1)  # the talon turned over as it lies
ODD = (1, 3, 5, 7, 9, 11, 13)
EVEN = (2, 4, 6, 8, 10, 12)


def _base(leg: int, level: int) -> str:
    """The card at a level of a leg: the left leg's ace at the apex, alternating."""
    ace = (level + leg) % 2 == 0
    return cards.code(1 if ace else 2, LEVEL_SUITS[level])


BASES = {
    pile: _base(leg, level)
    for leg, piles in enumerate((LEFT_LEG, RIGHT_LEG))
    for level, pile in enumerate(piles)
}
PYRAMID = {
    pile: Foundation(
        base_rank=None,
        suit=cards.suit(base),
        size=len(ODD if base[0] == "A" else EVEN),
        ranks=ODD if base[0] == "A" else EVEN,
    )
    for pile, base in BASES.items()
}
BUILD = in_suit_step(-2)


def _two_below(card: str) -> tuple[str, ...]:
    """Auto-play's partners: the card built on this one on the battery."""
    rank = cards.rank(card)
    return (cards.code(rank - 2, cards.suit(card)),) if rank > 2 else ()


def _label(pile: str) -> str:
    return "A" if BASES[pile][0] == "A" else "2"


def _pyramid_and_battery() -> Item:
    """The book's pyramid: level by level a leg's card one place further out, the
    battery's rows of one, three and five inside it, the pack and talon at the foot."""
    rows: list[list[Item]] = [[None] * 17 for _ in range(8)]
    for level in range(8):
        rows[level][7 - level] = Pile(LEFT_LEG[level], label=_label(LEFT_LEG[level]))
        rows[level][9 + level] = Pile(RIGHT_LEG[level], label=_label(RIGHT_LEG[level]))
    rows[1][8] = BATTERY[0]
    rows[3][7:10] = BATTERY[1:4]
    rows[5][6:11] = BATTERY[4:]
    rows[7][8], rows[7][9] = STOCK, TALON
    return Grid(rows)


def _square_pyramid() -> Item:
    """For a phone: the pyramid's levels two to a row, each ace beside its two."""
    pairs = [pile for level in range(8) for pile in (LEFT_LEG[level], RIGHT_LEG[level])]
    return Grid([[Pile(p, label=_label(p)) for p in pairs[r : r + 4]] for r in range(0, 16, 4)])


def _triangle() -> Item:
    return Column(Row(BATTERY[0]), Row(BATTERY[1:4]), Row(BATTERY[4:]), align=CENTRE)


class MountOlympus(GameRules):
    id = "mount-olympus"
    name = "Mount Olympus"
    decks = 2
    summary = "Aces and twos in a pyramid built up by twos in suit, from a battery and the talon."
    picture = "036"
    skill = "Skill and chance"
    partners = staticmethod(_two_below)
    layout = Layout(LEFT_LEG + RIGHT_LEG + BATTERY + (STOCK, TALON))
    build_rule = (
        "On the battery a card goes on the card of its own suit two ranks above it "
        "(a seven on a nine); an empty place takes only the talon's top card."
    )

    def deal(self, deal: int) -> Table:
        piles = lay_out(deal, 2, BASES, BATTERY)
        return Table.build(self.layout, piles, **PACK.counters(deal))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return PYRAMID

    def legal_moves(self, table: Table) -> list[Move]:
        available = (*BATTERY, TALON)
        moves = foundation_plays(table, PYRAMID, available)
        moves += transfers(table, available, BATTERY, BUILD)
        moves += transfers(table, (TALON,), BATTERY, lane)
        return moves + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        return PACK.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, PYRAMID)

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts or a re-deal is left there is always a way on; after, a
        # card may only shuttle between two battery piles alike.
        if table[STOCK] or table.var("redeals_left"):
            return False
        return out_of_reach(self, table, PYRAMID)

    def explain(self, table: Table, move: Move) -> str:
        if reason := PACK.refuse(self, table, move, PYRAMID):
            return reason
        if move.target in PYRAMID:
            return refuse_foundation(table, move, PYRAMID)
        if move.target in BATTERY and not table[move.target]:
            return "An empty battery place is filled only from the talon."
        return self.build_rule

    # The book's pyramid with the battery inside it; on a phone the levels two to a row,
    # the battery's triangle beside or under them.
    arrangements = Arrangements(
        _pyramid_and_battery(),
        upright=Column(
            _square_pyramid(), _triangle(), Row(STOCK, TALON), gap=GROUP_GAP, align=CENTRE
        ),
        wide=Row(_square_pyramid(), _triangle(), Column(STOCK, TALON), gap=GROUP_GAP),
    )
