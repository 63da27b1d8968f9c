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

import math

from .. import cards
from ..gamerules import GameRules
from ..mechanics.autoplay import in_suit_below
from ..mechanics.builds import marriage, transfers
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
from ..plan import CARD_HEIGHT, Place, Plan
from ..prng import shuffled_pack
from ..table import Layout, Table

HOURS = ("I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
FOUNDATIONS = tuple(Layout.numbered("foundation", 12))
PACKETS = tuple(Layout.numbered("tableau", 12))
STOCK, TALON = "stock-1", "talon-1"
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


class Clock(GameRules):
    id = "clock"
    name = "The Clock"
    decks = 2
    summary = "Twelve foundations round a clock face, each built up in suit to its hour."
    picture = "009"
    skill = "Skill and chance"
    partners = staticmethod(in_suit_below)
    layout = Layout(FOUNDATIONS + PACKETS + (STOCK, TALON))
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
        return table.with_vars(refill_due=False) if self.variant == "strict" else table

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return CLOCK_FOUNDATIONS

    # The moves ---------------------------------------------------------------------
    def _refill_possible(self, table: Table) -> bool:
        return bool(table[STOCK]) and bool(short_places(table, PACKETS, PACKET_SIZE))

    def legal_moves(self, table: Table) -> list[Move]:
        can_refill = self._refill_possible(table)
        if table.var("refill_due") and can_refill:
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
            return table.with_vars(refill_due=False) if self.variant == "strict" else table
        if move.kind == "deal":
            return turn(table, STOCK, TALON)
        table = table.move(move.source, move.target)
        if self.variant == "strict" and move.target in PACKETS:
            table = table.with_vars(refill_due=self._refill_possible(table))
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
        if table.var("refill_due") and can_refill:
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

    # Geometry ------------------------------------------------------------------------
    def plans(self) -> tuple[Plan, ...]:
        # The book's round face, and for a phone the face drawn as a rounded frame: held
        # upright, three hours along the top and bottom and three down each side; on its
        # side, five along the top and bottom and one at either side.
        return (
            self.plan(),
            _framed_face((11, 12, 1), (2, 3, 4), (7, 6, 5), (10, 9, 8), centre_pack=True),
            _framed_face((10, 11, 12, 1, 2), (3,), (8, 7, 6, 5, 4), (9,), centre_pack=False),
        )

    def plan(self) -> Plan:
        # Foundations on an inner ring, the packets on an outer ring fanned downwards,
        # the pack and the talon in the lower corners beside the clock.
        fan_room = 0.6
        inner_x, inner_y, outer_x, outer_y = 3.0, 3.0, 4.3, 5.1
        packet_height = CARD_HEIGHT + fan_room
        centre_x = outer_x + 0.5
        centre_y = outer_y + packet_height / 2
        places = []
        for hour in range(1, 13):
            angle = math.radians(30 * hour)
            across, up = math.sin(angle), math.cos(angle)
            places.append(
                Place(
                    FOUNDATIONS[hour - 1],
                    round(centre_x + inner_x * across - 0.5, 3),
                    round(centre_y - inner_y * up - CARD_HEIGHT / 2, 3),
                    label=HOURS[hour - 1],
                )
            )
            places.append(
                Place(
                    PACKETS[hour - 1],
                    round(centre_x + outer_x * across - 0.5, 3),
                    round(centre_y - outer_y * up - packet_height / 2, 3),
                    "down",
                    fan_room,
                )
            )
        width = 2 * centre_x
        height = 2 * centre_y
        places.append(Place(STOCK, 0.0, round(height - CARD_HEIGHT, 3)))
        places.append(Place(TALON, round(width - 1, 3), round(height - CARD_HEIGHT, 3)))
        return Plan(width=width, height=height, places=tuple(places), buttons=("refill",))


def _framed_face(
    top: tuple[int, ...],
    right: tuple[int, ...],
    bottom: tuple[int, ...],
    left: tuple[int, ...],
    centre_pack: bool,
) -> Plan:
    """The clock face as a frame: each hour's foundation on the inside and its packet
    outside it (above it along the top, below along the bottom, beside it at the sides),
    the hours named left to right along the top and bottom and top to bottom at the
    sides.  The pack and the talon lie inside the frame when there is room
    (``centre_pack``), else in its lower corners as in the book."""
    room, gap, pitch = 0.9, 0.12, 1.1
    packet = CARD_HEIGHT + room
    band = packet + gap + CARD_HEIGHT  # a packet and its foundation, one above the other
    side = 1 + gap + 1  # a packet and its foundation side by side
    first = side + 0.15  # the first column of the top and bottom rows
    width = first + len(top) * pitch - 0.1 + 0.15 + side
    # The side hours spread evenly down the height, as round a dial.
    tallest = len(left) * (packet + 0.2)
    height = max(2 * band + 0.2, tallest * (len(left) + 1) / len(left) - 0.2)
    if centre_pack:
        height = max(height, 2 * band + 2 * 0.3 + CARD_HEIGHT)
    where: dict[int, tuple[float, float, float, float, str]] = {}
    for n, hour in enumerate(top):
        x = first + n * pitch
        where[hour] = (x, band - CARD_HEIGHT, x, 0.0)
    for n, hour in enumerate(bottom):
        x = first + n * pitch
        where[hour] = (x, height - band, x, height - packet)
    right_x = width - side
    for hours, foundation_x, packet_x in (
        (left, 1 + gap, 0.0),
        (right, right_x, right_x + 1 + gap),
    ):
        for n, hour in enumerate(hours):
            y = height * (n + 1) / (len(hours) + 1) - packet / 2
            where[hour] = (foundation_x, y, packet_x, y)
    places = []
    for hour in range(1, 13):
        fx, fy, px, py = where[hour]
        places.append(
            Place(FOUNDATIONS[hour - 1], round(fx, 3), round(fy, 3), label=HOURS[hour - 1])
        )
        places.append(Place(PACKETS[hour - 1], round(px, 3), round(py, 3), "down", room))
    if centre_pack:
        middle_y = round((height - CARD_HEIGHT) / 2, 3)
        places.append(Place(STOCK, round(first, 3), middle_y))
        places.append(Place(TALON, round(first + (len(top) - 1) * pitch, 3), middle_y))
    else:
        places.append(Place(STOCK, 0.0, round(height - CARD_HEIGHT, 3)))
        places.append(Place(TALON, round(width - 1, 3), round(height - CARD_HEIGHT, 3)))
    return Plan(
        width=round(width, 3), height=round(height, 3), places=tuple(places), buttons=("refill",)
    )
