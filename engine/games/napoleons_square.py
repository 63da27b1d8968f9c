"""Napoleon's Square (two packs).

Twelve packets of four cards, each packet dealt as four cards together, face up, form
three sides of a square: four packets up the left side, four along the top, four down
the right side.  The centre is kept for the eight foundations; the other 56 cards stay
in the pack.

Only the top card of each packet is available; taking it away releases the card
beneath.  Every card of every packet may be looked at.

* The eight aces go to the centre when they appear, on a packet, from the pack or from
  the talon, and each is built up in its suit to the king.  Nothing comes back from a
  foundation.
* An available card may be married to another packet's top card of the same suit one
  rank higher (a descending line: the seven of hearts on the eight of hearts), one card
  at a time.
* When a whole packet has gone, its place may be filled with one card from the talon
  (the card just turned from the pack included), when the player chooses; never with a
  card from the square.  The card put there is a packet like the others.
* The pack is turned one card at a time onto the talon.  The talon's top card may be
  played to a foundation, married onto a packet or put into an empty place; otherwise
  it stays there and is covered by the next card turned.
* There is no re-deal.  The game is won when all 104 cards are on the foundations, and
  lost once the pack is used up and no card can reach a foundation any more.

The book's remedy: if, once the square is dealt, both kings of one suit lie each above a
smaller card of that suit in its packet, the player must either slip one of those kings
to the bottom of its packet, or have the whole square taken up, shuffled with the pack
and dealt again (the check is then made afresh).  Nothing else may be done until then.

In the variant *Single cards* the square is twelve single cards, the pack holds 92, and
the remedy has no place (nothing lies beneath a card).

Readings chosen where the book is unclear: the packets are numbered up the left side
from the bottom, along the top from the left, then down the right side; the first card
of a packet dealt lies at its bottom.  The remedy is offered once, right after the
square is dealt; if both kings of one suit lie in one packet only the upper may be
slipped; where two suits call for it a slip mends one and the choice is offered again.
A re-deal shuffles all 104 cards anew.  The pack may be turned at any time; cards move
one at a time; no play is made for the player.
"""

from __future__ import annotations

from .. import cards
from ..layouts import GROUP_GAP, Arrangements, Column, Row, piles
from ..mechanics.counters import count, flag
from ..mechanics.dealing import stock_of
from ..moves import NONE, Kind, Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table
from .napoleons import FOUNDATIONS, FOUNDATIONS_BY_THE_PACK, MARRY, STOCK, TALON, NapoleonsGame

PACKETS = tuple(Layout.numbered("tableau", 12))
LEFT, TOP, RIGHT = PACKETS[:4], PACKETS[4:8], PACKETS[8:]
SINGLE = "napoleons-square-single"
REDEAL = Move("redeal", None, None, label="Deal the square again")


def blocking_kings(table: Table) -> list[tuple[str, str]]:
    """The kings the remedy may slip: (packet, king) for each suit whose two kings each
    lie above a smaller card of their suit in their packets.  Where both lie in one
    packet, only the upper is named: slipping it under the packet mends the suit."""
    by_suit: dict[str, list[tuple[str, str]]] = {}
    for packet in PACKETS:
        stack = table[packet]
        for depth, card in enumerate(stack):
            suit = cards.suit(card)
            if cards.rank(card) == 13 and any(
                cards.suit(c) == suit and cards.rank(c) < 13 for c in stack[:depth]
            ):
                by_suit.setdefault(suit, []).append((packet, card))
    remedies = []
    for pairs in by_suit.values():
        if len(pairs) == 2:
            (lower_packet, _), upper = pairs
            # Both in one packet: the second found is the upper king, the one to slip.
            remedies += [upper] if lower_packet == upper[0] else pairs
    return remedies


# The remedy's slip of a king under its packet: a button (the king may lie anywhere in
# its packet), named by the king and the packet.
SLIP = Kind("slip", places=1, lifts=NONE, button=True, verb="slip")


def _slip(packet: str, king: str) -> Move:
    label = f"Slip the {cards.name(king)} under packet {packet.rsplit('-', 1)[1]}"
    return Move("slip", None, packet, card=king, label=label)


class NapoleonsSquare(NapoleonsGame):
    id = "napoleons-square"
    name = "Napoleon's Square"
    summary = "Twelve packets round the foundations; marry down in suit, turn the pack once."
    kinds = kinds_table(SLIP)
    picture = "018"
    skill = "Mostly skill"
    variants = {SINGLE: "Single cards: the square is twelve single cards, not packets of four."}
    former_variants = {"single": SINGLE}
    places = PACKETS
    layout = Layout(PACKETS + FOUNDATIONS + (STOCK, TALON))
    own_counters = (
        flag("remedy", "whether the remedy for kings that block each other is due"),
        count("redealt", "how many times the square has been dealt again"),
    )
    # A position plays as one whose foundations hold the same cards in other places: the
    # rules name a foundation only as "a foundation" (all eight are built up in suit from an
    # ace, an ace goes to the first empty one, and the empty ones are alike); the remedy and
    # the re-deal deal the square anew from the whole of both packs, whatever the
    # foundations hold.  Renaming the foundations turns every legal move into a legal move
    # and the position it leads to into the renamed one, and a position is won exactly when
    # its renamed one is.  (The packets are folded too once the remedy is past, by
    # ``position_key`` below.)  With two packs
    # two foundations of a suit may take the same card, and the aces come out in any order:
    # without the fold the same game would be searched once for each way they landed.
    alike = (FOUNDATIONS,)
    # The book's square: the left side fanning outwards to the left, the top fanning
    # down towards the centre, the right side outwards to the right, so every card of
    # a packet shows; the foundations in two rows of four in the centre, the pack and
    # the talon below them in the open side.  Held upright, a phone shows the three
    # sides as three bands of four packets fanning down, the foundations below.
    arrangements = Arrangements(
        Row(
            Column(piles(LEFT[::-1], "left", room=1.2)),
            Column(
                Row(piles(TOP, "down", room=0.9)),
                Row(piles(FOUNDATIONS[:4], label="A")),
                Row(piles(FOUNDATIONS[4:], label="A")),
                Row(STOCK, TALON),
                gap=GROUP_GAP,
                align="centre",
            ),
            Column(piles(RIGHT, "right", room=1.2)),
            gap=GROUP_GAP,
            align="end",
        ),
        upright=Column(
            Row(piles(TOP, "down")),
            Row(piles(LEFT[::-1], "down")),
            Row(piles(RIGHT, "down")),
            FOUNDATIONS_BY_THE_PACK,
            gap=GROUP_GAP,
        ),
    )
    build_rule = (
        "A card goes only on the next higher card of its own suit; "
        "an empty place takes only the talon's top card."
    )

    @property
    def packet_size(self) -> int:
        return 1 if self.variant == SINGLE else 4

    def deal(self, deal: int) -> Table:
        return self._square(shuffled_pack(deal, cards.new_pack(2)), deal=deal, redealt=0)

    def _square(self, pack: list[str], **variables: int) -> Table:
        size = self.packet_size
        piles = {packet: pack[n * size : (n + 1) * size] for n, packet in enumerate(PACKETS)}
        piles[STOCK] = stock_of(pack[size * len(PACKETS) :])
        table = Table.build(self.layout, piles, **variables)
        return table.with_vars(remedy=bool(blocking_kings(table)))

    def legal_moves(self, table: Table) -> list[Move]:
        if table.var("remedy"):
            return [_slip(packet, king) for packet, king in blocking_kings(table)] + [REDEAL]
        return self.plays(table, MARRY)

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "redeal":
            # The whole of both packs shuffled anew, each re-deal with a stream of its own.
            redealt = int(table.var("redealt", 0)) + 1
            pack = shuffled_pack(int(table.var("deal", 1)), cards.new_pack(2), stream=redealt)
            return self._square(pack, deal=int(table.var("deal", 1)), redealt=redealt)
        if move.kind == "slip":
            stack = list(table[move.target])
            depth = len(stack) - 1 - stack[::-1].index(move.card)
            king = stack.pop(depth)
            table = table.put({move.target: (king, *stack)})
            return table.with_vars(remedy=bool(blocking_kings(table)))
        return super().apply(table, move)

    def is_lost(self, table: Table) -> bool:
        return not table.var("remedy") and super().is_lost(table)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        return not table.var("remedy")

    def position_key(self, table: Table) -> tuple:
        # The foundations are alike (``alike``); the packets too once the remedy is past
        # (an empty place takes the talon's card wherever it is), which ``alike`` cannot
        # say: while it is offered, which packet holds which king decides the slips.  The
        # counters say nothing of the play once the remedy is past, and are left out.
        table = self.folded(table)
        if table.var("remedy"):
            return table.key()
        index = table.layout.index
        packets = tuple(sorted(table[packet] for packet in PACKETS))
        return (packets, table.cards[index[FOUNDATIONS[0]] :])

    def explain(self, table: Table, move: Move) -> str:
        if table.var("remedy") and move.kind not in ("slip", "redeal"):
            suits = sorted({cards.suit(king) for _, king in blocking_kings(table)})
            names = " and ".join(f"kings of {cards.SUIT_NAMES[suit]}" for suit in suits)
            return (
                f"Both {names} lie above smaller cards of their suit: slip one of them "
                "under its packet, or deal the square again."
            )
        if move.kind in ("slip", "redeal"):
            return (
                "A king is slipped under its packet, or the square dealt again, only right "
                "after the deal, when both kings of one suit lie above smaller cards of it."
            )
        if reason := self.refuse_play(table, move):
            return reason
        if move.target in PACKETS and table.is_empty(move.target):
            return "An empty place in the square takes only the talon's top card."
        return self.build_rule
