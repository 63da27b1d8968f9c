"""Sly (two packs).

Four aces and four kings, one of each suit, are the foundations: each ace is built up in
its suit to the king, each king down in its suit to the ace.  They are not taken out
beforehand: the first ace and the first king of each suit to turn up are laid in their
rows at once (the program does it), wherever they appear; the second ace or king of a
suit is an ordinary card.

The pack is dealt a card at a time into the hand, and from the hand onto the promenade:
twenty packets in two rows of ten.

* The first deal lays twenty cards on the promenade, one in each place in turn, row by
  row from the left.  A card that suits a foundation as it turns up may be played there
  instead; then the next card takes that place.
* Later deals are of twenty cards each, and each card is placed by the player on any
  packet of the promenade, as many on one packet as the player likes (a tap on the hand,
  then on the packet; or a drag).  A card that suits a foundation as it turns up may be
  played there instead, and does not count among the twenty.  The last deal may be
  short.
* While a deal of twenty goes on, no card on the promenade may be touched.  Between
  deals, the top card of every packet is available, to the foundations only: cards are
  never moved from packet to packet, and nothing is built on the promenade.
* Between deals, a packet played off entirely is filled at once from the pack, by the
  program, in the promenade's order; the new card is available at once.
* There is no re-deal.  The game is won when all 104 cards are on the foundations; it is
  lost when the pack is used up and no card can be played.

Readings chosen where the book is unclear:

* Each card turned from the pack waits in the hand until it is played or placed; only
  then is the next card turned.  The count of a deal rises only when a card is placed on
  the promenade.
* In the first deal a card that no foundation takes is laid in the next place by the
  program, since the player has no choice to make for it.
* A packet emptied between deals is refilled at once from the pack, a card at a time in
  the promenade's order; a refill card is part of no deal of twenty, and an ace or king
  among them that starts a foundation goes there, the next card taking its place.
* A card dealt in a later deal may be put on an empty place like any packet (a place
  left empty when the pack ran out during a refill).
* A card that suits both its suit's ace and king foundations goes where the player
  chooses; nothing moves from one foundation to the other.
* Only each packet's top card shows: the player may not look through the packets.
* The book's other arrangement, four rows of five, is the table on a phone held upright;
  the packets are numbered, and the first deal laid, row by row as they are drawn.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles
from ..mechanics.autoplay import no_partners
from ..mechanics.counters import count, flag
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.talon import STOCK, refuse_foundation
from ..moves import TOP, Kind, Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table

ACE_ROW = tuple(Layout.numbered("foundation", 4))
KING_ROW = tuple(f"foundation-{n}" for n in range(5, 9))
FOUNDATIONS = ACE_ROW + KING_ROW
PROMENADE = tuple(Layout.numbered("tableau", 20))
HAND = "talon-1"  # where the card turned from the pack waits to be played or placed
TWENTY = 20
# The table's counters: which deal of twenty it is (1 for the first), whether it goes on
# now, and how many cards it has placed on the promenade.
DEAL_NO, DEALING, PLACED = "deal_no", "dealing", "placed"

# The hand's card laid on a packet of the promenade: a move of its own, counted in the
# deal of twenty.
PLACE = Kind(
    "place",
    lifts=TOP,
    verb="place",
    advised=("place the {card} on the {on}", "place the {card} on an empty place"),
    said="{Card} placed.",
)

NOT_YET = Foundation(closed=True)  # a foundation place no card has started yet


def _foundation(table: Table, pile: str) -> Foundation:
    bottom = table[pile][:1]
    if not bottom:
        return NOT_YET
    if pile in ACE_ROW:
        return Foundation(direction=1, base_rank=1, suit=cards.suit(bottom[0]))
    return Foundation(direction=-1, base_rank=13, suit=cards.suit(bottom[0]))


def sly_foundations(table: Table) -> dict[str, Foundation]:
    return {pile: _foundation(table, pile) for pile in FOUNDATIONS}


def _starts(table: Table, card: str) -> str | None:
    """The empty foundation place this card starts, if it is the first ace or king of
    its suit to appear; None otherwise."""
    rank = cards.rank(card)
    if rank not in (1, 13):
        return None
    row = ACE_ROW if rank == 1 else KING_ROW
    if any(table[p][:1] and cards.suit(table[p][0]) == cards.suit(card) for p in row):
        return None
    return next((p for p in row if not table[p]), None)


def _fits(table: Table, card: str) -> bool:
    return any(spec.accepts(table[p], card) for p, spec in sly_foundations(table).items())


def settle(table: Table) -> Table:
    """What the rules do by themselves: lay a foundation card, lay a first-deal card no
    foundation takes in its place, end a deal of twenty once it is placed (or the pack is
    used up), and fill emptied packets from the pack between deals."""
    while True:
        card = table.top(HAND)
        dealing = table.var(DEALING)
        if card is not None:
            start = _starts(table, card)
            if start is not None:
                table = table.move(HAND, start)
            elif table.var(DEAL_NO) == 1 and not _fits(table, card):
                table = place(table, _next_place(table))
            else:
                return table
        elif dealing and (table.var(PLACED) >= TWENTY or not table[STOCK]):
            table = table.with_vars(**{DEALING: False})
        elif not dealing and table[STOCK] and (empty := _empty(table)):
            table = table.move(STOCK, empty[0])
            start = _starts(table, table[empty[0]][-1])
            if start is not None:
                table = table.move(empty[0], start)
        else:
            return table


def _empty(table: Table) -> list[str]:
    return [p for p in PROMENADE if not table[p]]


def _next_place(table: Table) -> str:
    """The place the first deal lays its next card in."""
    return PROMENADE[int(table.var(PLACED, 0))]


def place(table: Table, packet: str) -> Table:
    """The hand's card laid on a packet, counted among the deal's twenty."""
    return table.move(HAND, packet).with_vars(**{PLACED: int(table.var(PLACED, 0)) + 1})


class Sly(GameRules):
    id = "sly"
    name = "Sly"
    decks = 2
    summary = (
        "Deal twenty at a time onto a promenade of packets you choose; play only between deals."
    )
    picture = "044"
    skill = "Mostly skill"
    partners = staticmethod(no_partners)
    layout = Layout(FOUNDATIONS + PROMENADE + (STOCK, HAND))
    pile_nouns = {"tableau": "packet", "talon": "hand"}
    kinds = kinds_table(PLACE)
    own_counters = (
        count(DEAL_NO, "which deal of twenty it is", least=1),
        flag(DEALING, "whether a deal of twenty goes on"),
        count(PLACED, "how many cards of the deal are on the promenade", most=TWENTY),
    )
    build_rule = "A card from the hand goes on a packet of the promenade while a deal goes on."

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        table = Table.build(
            self.layout, {STOCK: stock_of(pack)}, **{DEAL_NO: 1, DEALING: True, PLACED: 0}
        )
        return settle(table)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return sly_foundations(table)

    def legal_moves(self, table: Table) -> list[Move]:
        foundations = sly_foundations(table)
        card = table.top(HAND)
        if card is not None:
            moves = foundation_plays(table, foundations, (HAND,))
            packets = (_next_place(table),) if table.var(DEAL_NO) == 1 else PROMENADE
            return moves + [Move("place", HAND, packet, card=card) for packet in packets]
        if table.var(DEALING):
            return [Move("deal", STOCK, HAND)] if table[STOCK] else []
        moves = foundation_plays(table, foundations, PROMENADE)
        if table[STOCK]:
            moves.append(Move("deal", STOCK, HAND, label="Deal twenty more"))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "place":
            return settle(place(table, move.target))
        if move.kind == "deal" and not table.var(DEALING):
            # The next deal of twenty begins.
            deal_no = int(table.var(DEAL_NO, 1)) + 1
            table = table.with_vars(**{DEAL_NO: deal_no, DEALING: True, PLACED: 0})
        return settle(table.move(move.source, move.target))

    def is_won(self, table: Table) -> bool:
        return all_complete(table, sly_foundations(table))

    def position_key(self, table: Table) -> tuple:
        if table.var(DEAL_NO) == 1:
            return table.key()
        # After the first deal the packets play alike wherever they lie (but for the
        # order emptied ones are filled in, which gives the same cards to the same
        # number of them).
        return (table.cards[:8], tuple(sorted(table.cards[8:28])), table.cards[28:], table.vars)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A packet played off between deals is filled from the pack.
        return not table[STOCK]

    def counters(self, table: Table) -> list[str]:
        deal_no = table.var(DEAL_NO)
        if table.var(DEALING):
            return [f"Deal {deal_no}: {table.var(PLACED)} of {TWENTY} placed"]
        if table[STOCK]:
            return [f"Deal {deal_no} done: play from the packets, then deal twenty more"]
        return ["The pack is used up"]

    def refuse_lift(self, table: Table, pile: str, index: int) -> str | None:
        if pile in PROMENADE and table.var(DEALING):
            return "No card on the promenade may be played until the deal of twenty is complete."
        if pile in PROMENADE and index < len(table[pile]) - 1:
            return "Only the top card of a packet may be played."
        return None

    def explain(self, table: Table, move: Move) -> str:
        foundations = sly_foundations(table)
        hand = table.top(HAND)
        if move.kind == "deal":
            if not table[STOCK]:
                return "The pack is used up."
            return "Play or place the card in the hand first."
        if move.kind not in ("move", "place"):
            return self.refuse_kind(table, move)
        if move.source not in table or move.target not in table:
            return "There is no such pile on this table."
        card = table.top(move.source)
        if card is None:
            return "There is no card there to move."
        if move.source in FOUNDATIONS:
            return "A card played to a foundation stays there."
        if move.source == STOCK:
            return "Turn the pack's card into the hand; from there it is played or placed."
        if move.source in PROMENADE:
            if table.var(DEALING):
                return (
                    "No card on the promenade may be played until the deal of twenty is complete."
                )
            if move.target in PROMENADE:
                return "Cards are never moved from one packet to another."
        if move.source == HAND and move.target in PROMENADE:
            if table.var(DEAL_NO) == 1:
                return "In the first deal each card goes into the next place in turn."
            return self.build_rule
        if move.target in FOUNDATIONS:
            if foundations[move.target].closed:
                return "The first ace or king of a suit to appear starts that place."
            return refuse_foundation(table, move, foundations)
        if hand is not None and move.source != HAND:
            return "Play or place the card in the hand first."
        return self.build_rule

    # The foundations in a line above the promenade, the aces at the left and the kings at
    # the right, the pack and the hand between them; held upright, the book's other
    # arrangement: four rows of five, the foundations above in two rows of four.
    arrangements = Arrangements(
        Column(
            Row(
                Row(piles(ACE_ROW, label="A")),
                Row(STOCK, Pile(HAND, label="Hand")),
                Row(piles(KING_ROW, label="K")),
                gap=GROUP_GAP,
            ),
            Grid([PROMENADE[:10], PROMENADE[10:]]),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Row(
                Column(Row(piles(ACE_ROW, label="A")), Row(piles(KING_ROW, label="K"))),
                Column(STOCK, Pile(HAND, label="Hand")),
                gap=GROUP_GAP,
            ),
            Grid([PROMENADE[n : n + 5] for n in range(0, 20, 5)]),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
    )
