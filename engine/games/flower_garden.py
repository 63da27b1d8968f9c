"""The Flower-Garden (one pack).

Thirty-six cards are dealt face up in six packets of six, the Garden, each packet
spread so that every card can be read.  The other sixteen cards are the Bouquet, held
in the hand: all face up, and every one of them available.

* The four aces go to the foundations as they become available, and are built up in
  suit to kings.  Nothing comes back from a foundation.
* Available are every card of the Bouquet and the top card of each Garden packet;
  taking a top card away frees the one beneath.
* An available card may be placed on the top card of a Garden packet one rank higher,
  of any suit (a five on any six), and cards may be moved from packet to packet as often
  as the player pleases, one card at a time.
* The Bouquet only gives: a card taken from it never goes back to it.
* A packet emptied entirely may be begun again with any available card, from the
  Bouquet or the Garden; this is the only way to move a king, except to its foundation.
* Nothing is compulsory, and there is one deal only.  The game is won when all 52 cards
  are on the foundations, and lost when no card can reach a foundation any more.

Readings chosen where the book is unclear: cards move one at a time, never as a run;
each packet is six cards dealt one after another, the last dealt on top; an empty
packet takes one card of any rank, and filling it is never compulsory; an ace goes to
the first free foundation (the places are alike).
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Row, Square, piles
from ..mechanics.autoplay import any_suit_below
from ..mechanics.builds import either, lane, next_lower_any_suit, transfers
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

GARDEN = tuple(Layout.numbered("tableau", 6))
FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
BOUQUET = tuple(Layout.numbered("reserve", 16))
PACKET_SIZE = 6
ACE_TO_KING = Foundation(direction=1, base_rank=1)
ONE_LOWER_OR_EMPTY = either(next_lower_any_suit, lane)
AVAILABLE = GARDEN + BOUQUET
# Positions examined, at most, to tell whether a play to a foundation can be reached: a
# few milliseconds a move.  A position not settled within them counts as still in play.
SEARCH_LIMIT = 50


class FlowerGarden(GameRules):
    id = "flower-garden"
    name = "The Flower-Garden"
    decks = 1
    summary = "Six packets and a Bouquet of sixteen, all in view: build down in any suit, aces up."
    picture = "016"
    skill = "Mostly skill"
    layout = Layout(GARDEN + FOUNDATIONS + BOUQUET)
    # A position plays as one whose foundations, Garden packets or Bouquet places hold the
    # same cards in other places: the rules name a foundation only as "a foundation" (all
    # four are built up in suit from an ace, an ace goes to the first free one, and the free
    # ones are alike), a packet only as "a Garden packet" (any packet's top card may go on
    # any other's, an empty one takes any available card) and a card of the Bouquet only as
    # "a card of the Bouquet" (every one is available, and none ever goes back to it).
    # Renaming the foundations, the packets or the Bouquet's places turns every legal move
    # into a legal move and the position it leads to into the renamed one, and a position
    # is won exactly when its renamed one is.
    alike = (FOUNDATIONS, GARDEN, BOUQUET)
    partners = staticmethod(any_suit_below)
    build_rule = (
        "A card goes on a Garden card one rank higher, of any suit; "
        "an empty packet takes any available card."
    )
    pile_nouns = {"reserve": "place in the Bouquet", "tableau": "packet"}
    # The book's Garden, two rows of three packets fanned down, over the row of
    # foundations; the Bouquet (not in the picture: "kept in the hand") in four rows of
    # four beside it.  Upright, the six packets in one row over the foundations and the
    # Bouquet in rows of six; on its side, the foundations two by two beside the
    # packets, the Bouquet in two rows of eight below.
    arrangements = Arrangements(
        Row(
            Column(
                Row(piles(GARDEN[:3], "down", room=1.8)),
                Row(piles(GARDEN[3:], "down", room=1.8)),
                Row(piles(FOUNDATIONS, label="A")),
                gap=GROUP_GAP,
                align=CENTRE,
            ),
            Square(BOUQUET),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(piles(GARDEN, "down", room=2.0)),
            Row(piles(FOUNDATIONS, label="A")),
            Square(BOUQUET, side=6),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Column(
            Row(
                Square(piles(FOUNDATIONS, label="A"), side=2),
                Row(piles(GARDEN, "down")),
                gap=GROUP_GAP,
            ),
            Grid([BOUQUET[:8], BOUQUET[8:]]),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(1))
        piles: dict[str, tuple[str, ...]] = {
            packet: tuple(pack[n * PACKET_SIZE : (n + 1) * PACKET_SIZE])
            for n, packet in enumerate(GARDEN)
        }
        rest = pack[len(GARDEN) * PACKET_SIZE :]
        piles.update({place: (card,) for place, card in zip(BOUQUET, rest, strict=True)})
        return Table.build(self.layout, piles)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return dict.fromkeys(FOUNDATIONS, ACE_TO_KING)

    def legal_moves(self, table: Table) -> list[Move]:
        return foundation_plays(table, self.foundations(table), AVAILABLE) + transfers(
            table, AVAILABLE, GARDEN, ONE_LOWER_OR_EMPTY
        )

    def apply(self, table: Table, move: Move) -> Table:
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, self.foundations(table))

    def is_lost(self, table: Table) -> bool:
        # Cards may go to and fro between packets for ever: the game is lost once no
        # line of moves leads to a play to a foundation.  Most positions answer at once:
        # a card the foundations want is available, or lies under no more cards than
        # there are empty packets to take them.  The rest are searched, and a position
        # too rich to settle in a few dozen positions is still in play.
        foundations = self.foundations(table)
        if foundation_plays(table, foundations, AVAILABLE):
            return False
        wanted = self.wanted_cards(table)
        empty = sum(1 for packet in GARDEN if table.is_empty(packet))
        for packet in GARDEN:
            stack = table[packet]
            for depth, card in enumerate(reversed(stack)):
                if depth > empty:
                    break
                if card in wanted:
                    return False
        return out_of_reach(self, table, FOUNDATIONS, limit=SEARCH_LIMIT)

    def explain(self, table: Table, move: Move) -> str:
        if move.target in BOUQUET and move.source != move.target:
            return "The Bouquet only gives: a card taken from it never goes back."
        return super().explain(table, move)
