"""The Clock (two packs), later known as Big Ben.

Twelve foundation cards are taken out of the pack and set round a clock face, one
against each hour: 6♣ at I, 7♥ at II, 8♠ at III, 9♦ at IIII, 10♣ at V, J♥ at VI, Q♠ at
VII, K♦ at VIII, 2♣ at IX, 3♥ at X, 4♠ at XI and 5♦ at XII.  Each foundation is built
up in its own suit, the ace following the king, until its top card shows its hour
(the ace at I, the knave at XI, the queen at XII): nine cards on each of the hours I to
VIII, eight on IX to XII.

Round the foundations lies a circle of twelve packets of three cards, one packet per
hour, spread so every card shows.  Only the top card of a packet is available.

* Play an available packet card to its foundation whenever it suits; playing is never
  compulsory.
* Marry in a descending line within the circle: a packet's top card may go onto the top
  card of another packet that is the next higher card of the same suit.  Packets may
  grow beyond three cards this way.  Only circle cards marry: nothing from the pack or
  the talon is ever put on the circle.
* Refill the packets: every packet holding fewer than three cards is topped up to three
  from the pack, packet I first and round to XII, never from the talon.  All short
  packets are refilled together, by one move.
* While no packet is short, turn the pack one card at a time onto the talon.  The
  talon's top card may be played to a foundation and nowhere else.
* There is no re-deal.  Once the pack is used up a packet that empties stays empty.
* The game is won when all 104 cards are on the foundations.

Readings chosen where the book is unclear:

* The twelve foundation cards and their hours are read from the book's Tableau No. 1.
* The packets are dealt "together": packet I gets the first three cards, packet II the
  next three, and so on.
* No marriage puts an ace on a king (the book's sequences run from ace to king); the
  foundations alone wrap from king to ace.
* Plays and marriages may be made in any order while packets are short; the refill is
  the player's move, and no card is turned onto the talon while a packet is short and
  the pack still has cards.  The player may start turning the pack whenever no packet is
  short.
* A card may be married onto a packet of any size, even one short of three.

Variants:

* ``strict``: after a marriage, while a packet is short and the pack has cards, nothing
  may be played or married until the packets are refilled.
* ``full-packets``: a card may be married only onto a packet of three or more cards.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Corners, Item, Pile, Ring, Row, piles, room_for
from ..mechanics.autoplay import in_suit_below
from ..mechanics.builds import marriage, transfers
from ..mechanics.counters import flag
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.refills import refill, short_places
from ..mechanics.talon import (
    refuse_foundation,
    refuse_move,
    talon_plays,
    turn,
    turn_move,
    withdraw,
)
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

HOURS = ("I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
FOUNDATIONS = tuple(Layout.numbered("foundation", 12))
PACKETS = tuple(Layout.numbered("tableau", 12))
STOCK, TALON = "stock-1", "talon-1"
REFILL_DUE = "refill_due"  # the strict reading's counter: short packets wait to be refilled
# The card set against each hour, I to XII.
HOUR_CARDS = ("6C", "7H", "8S", "9D", "TC", "JH", "QS", "KD", "2C", "3H", "4S", "5D")
PACKET_SIZE = 3


def _attains_the_hour(base: str, hour: int) -> Foundation:
    # Counting up from the base card, with the king followed by the ace, to the hour.
    size = (hour - cards.rank(base)) % 13 + 1
    return Foundation(direction=1, base_rank=None, suit=cards.suit(base), wrap=True, size=size)


CLOCK_FOUNDATIONS = {
    pile: _attains_the_hour(base, hour)
    for hour, (pile, base) in enumerate(zip(FOUNDATIONS, HOUR_CARDS, strict=True), 1)
}
MARRY_DOWN = marriage(up=False, down=True)


def _marry_onto_full_packet(stack: tuple[str, ...], card: str) -> bool:
    return len(stack) >= PACKET_SIZE and MARRY_DOWN(stack, card)


REFILL = Move("refill", None, None, label="Refill the packets")


def _face(packet: int, centre: Item = None) -> Ring:
    """The dial: each hour's packet, room to show ``packet`` cards, on the outer ring, its
    foundation (named by the hour) inside it."""
    return Ring(
        piles(PACKETS, "down", room_for(packet)),
        inner=[Pile(pile, label=hour) for pile, hour in zip(FOUNDATIONS, HOURS, strict=True)],
        centre=centre,
    )


class Clock(GameRules):
    id = "clock"
    name = "The Clock"
    decks = 2
    summary = "Twelve foundations round a clock face, each built up in suit to its hour."
    picture = "009"
    skill = "Skill and chance"
    partners = staticmethod(in_suit_below)
    layout = Layout(FOUNDATIONS + PACKETS + (STOCK, TALON))
    own_counters = (flag(REFILL_DUE, "whether the short packets are to be refilled first"),)
    variants = {
        "strict": "After a marriage, refill the packets before playing or marrying again.",
        "full-packets": "A card may be married only onto a packet of three or more cards.",
    }
    pile_nouns = {"tableau": "packet"}
    build_rule = (
        "In the circle a card marries only the next higher card of its own suit, on another packet."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        foundations = withdraw(pack, list(HOUR_CARDS))
        piles: dict[str, tuple[str, ...]] = {
            pile: (card,) for pile, card in zip(FOUNDATIONS, foundations, strict=True)
        }
        for n, packet in enumerate(PACKETS):
            piles[packet] = tuple(pack[n * PACKET_SIZE : (n + 1) * PACKET_SIZE])
        piles[STOCK] = stock_of(pack[len(PACKETS) * PACKET_SIZE :])
        table = Table.build(self.layout, piles)
        return table.with_vars(**{REFILL_DUE: False}) if self.variant == "strict" else table

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return CLOCK_FOUNDATIONS

    # The moves ---------------------------------------------------------------------
    def _refill_possible(self, table: Table) -> bool:
        return bool(table[STOCK]) and bool(short_places(table, PACKETS, PACKET_SIZE))

    def legal_moves(self, table: Table) -> list[Move]:
        can_refill = self._refill_possible(table)
        if table.var(REFILL_DUE) and can_refill:
            return [REFILL]
        moves = foundation_plays(table, CLOCK_FOUNDATIONS, PACKETS)
        moves += talon_plays(table, CLOCK_FOUNDATIONS, TALON)
        accepts = _marry_onto_full_packet if self.variant == "full-packets" else MARRY_DOWN
        moves += transfers(table, PACKETS, PACKETS, accepts)
        if can_refill:
            moves.append(REFILL)
        else:
            turning = turn_move(table, STOCK, TALON)
            if turning is not None:
                moves.append(turning)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "refill":
            table = refill(table, PACKETS, (STOCK,), up_to=PACKET_SIZE)
            return table.with_vars(**{REFILL_DUE: False}) if self.variant == "strict" else table
        if move.kind == "deal":
            return turn(table, STOCK, TALON)
        table = table.move(move.source, move.target)
        if self.variant == "strict" and move.target in PACKETS:
            table = table.with_vars(**{REFILL_DUE: self._refill_possible(table)})
        return table

    def is_won(self, table: Table) -> bool:
        return all_complete(table, CLOCK_FOUNDATIONS)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A packet played from while the pack lasts is refilled: which packets are
        # short decides where each card of the pack goes.
        return move.source == TALON or not table[STOCK]

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        can_refill = self._refill_possible(table)
        if move.kind == "deal" and can_refill:
            return self._refill_due(table)
        if move.kind == "refill" and not can_refill:
            if not table[STOCK]:
                return "The pack is used up: an empty packet stays empty."
            return "No packet is short of three cards."
        if move.kind != "move":
            return self.refuse_kind(table, move)
        if move.source in (STOCK, TALON) and move.target in PACKETS and table[move.source]:
            return "Nothing from the pack or the talon goes onto the circle."
        reason = refuse_move(table, move, CLOCK_FOUNDATIONS)
        if reason:
            return reason
        if table.var(REFILL_DUE) and can_refill:
            return "After a marriage the packets must be refilled before playing or marrying."
        if move.target in CLOCK_FOUNDATIONS:
            return refuse_foundation(table, move, CLOCK_FOUNDATIONS)
        card = table.top(move.source)
        if (
            self.variant == "full-packets"
            and MARRY_DOWN(table[move.target], card)
            and len(table[move.target]) < PACKET_SIZE
        ):
            return "A card may be married only onto a packet of three or more cards."
        return self.build_rule

    @staticmethod
    def _refill_due(table: Table) -> str:
        """What must be done before the pack is turned: which packets are short, by how
        many cards, and from where they are topped up."""
        short = short_places(table, PACKETS, PACKET_SIZE)
        wanted = sum(PACKET_SIZE - len(table[packet]) for packet in short)
        hours = [HOURS[PACKETS.index(packet)] for packet in short]
        where = hours[0] if len(hours) == 1 else ", ".join(hours[:-1]) + " and " + hours[-1]
        packets = "packet" if len(hours) == 1 else "packets"
        take = "takes" if len(hours) == 1 else "take"
        cards_due = "card" if wanted == 1 else "cards"
        return (
            f"Refill the short packets before turning a card from the pack: the {packets} "
            f"at {where} {take} {wanted} {cards_due} from the pack, never from the talon. "
            "Press “Refill the packets”."
        )

    # The table ------------------------------------------------------------------------
    # The book's round face: the foundations on an inner ring, the packets on an outer
    # one fanned downwards, the pack and the talon in the lower corners beside the
    # clock.  For a phone the face is drawn as a frame, each hour's packet outside its
    # foundation: held upright three hours along the top and bottom and three down each
    # side, the pack and the talon inside; on its side five along the top and bottom and
    # one at either side, the pack and the talon in the corners.
    # A packet has room for its cards on the face, and for one more on a phone.
    arrangements = Arrangements(
        Corners(_face(PACKET_SIZE), bottom_left=STOCK, bottom_right=TALON),
        upright=_face(PACKET_SIZE + 1, centre=Row(STOCK, TALON, gap=GROUP_GAP)).upright(),
        wide=Corners(_face(PACKET_SIZE + 1).wide(), bottom_left=STOCK, bottom_right=TALON),
    )
