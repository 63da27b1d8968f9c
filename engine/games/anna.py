"""Anna (two packs).

Eight cards are dealt face up in the shape of a capital A: the helps, each the start of a
packet.  Only the top card of each packet is available.

Whenever a knave turns up, in the first deal or later, it goes by itself to the right of
the A, where the eight knaves form the letter N.  They are the foundations, and each is
built downwards in its own suit from the knave: ten, nine and so on to the two, then the
ace, and last the king.  No queen ever goes to a foundation.

* Play an available card (a packet's top card, or the talon's top card) to its
  foundation.
* Marry upwards on the helps: a card goes on the top card of a packet of its own suit one
  rank below it (a six on a five), from another packet or from the talon; one card at a
  time.  Nothing is ever placed on a queen: a queen among the helps stays a single card.
* Turn the pack one card at a time onto the talon; its top card is available.  A knave
  turned goes to the N.
* An empty help place may be filled with the talon's top card (a card just turned from
  the pack is the talon's top), whenever the player likes.
* When the pack is used up the talon may be turned over, as it lies and unshuffled, and
  dealt again: twice, three times through the pack in all.
* The game is won when the ninety-six cards from knaves to kings are on the N; the eight
  queens then take the places of the A.  It is lost when the pack is used up, no re-deal
  is left, and no play to a foundation can be reached any more.

Readings chosen where the book is unclear:

* A knave dealt into the A goes to the N and the next card takes its place; the knaves
  fill the N in turn: down its left stroke, down the diagonal, then down its right stroke.
* No marriage puts an ace on a king, though the foundations go from the ace to the king
  (the variant ``wrap`` allows it).
* The talon's top card may be married onto the helps as well as played to a foundation.
* Filling an empty help place is the player's choice, at any time, and only from the
  talon; a help card is never moved into an empty place.
* Queens left in the talon do not stop a win.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Item, Pile, Row
from ..mechanics.builds import in_suit_step, lane, transfers
from ..mechanics.dealing import deal_into, stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

THE_N = tuple(Layout.numbered("foundation", 8))  # left stroke, diagonal, right stroke
HELPS = tuple(Layout.numbered("tableau", 8))  # apex, left leg, right leg, crossbar
PACK = PackAndTalon(redeals=2)  # the talon turned over as it lies
QUEEN = 12
KNAVE_TO_KING = Foundation(direction=-1, base_rank=11, wrap=True, size=12)
FOUNDATIONS = dict.fromkeys(THE_N, KNAVE_TO_KING)
MARRY_UP = in_suit_step(1, never_on=frozenset({QUEEN}))
MARRY_UP_ROUND = in_suit_step(1, never_on=frozenset({QUEEN}), wrap=True)


def _knaves_to_the_n(table: Table, card: str) -> str | None:
    """The place in the N a knave goes to by itself: the first empty one."""
    if cards.rank(card) != 11:
        return None
    return next((pile for pile in THE_N if not table[pile]), None)


def _one_above(card: str) -> tuple[str, ...]:
    """Auto-play's partners: the card married onto this one (none on a queen)."""
    rank = cards.rank(card)
    return () if rank in (QUEEN, 13) else (cards.code(rank + 1, cards.suit(card)),)


def _the_a() -> Item:
    apex, left, right, bar = HELPS[0], HELPS[1:4], HELPS[4:7], HELPS[7]
    return Grid(
        [
            [None, apex, None],
            [left[0], None, right[0]],
            [left[1], bar, right[1]],
            [left[2], None, right[2]],
        ]
    )


def _the_n() -> Item:
    n = [Pile(pile, label="J") for pile in THE_N]
    return Grid([[n[0], n[3], None, n[6]], [n[1], None, n[4], n[7]], [n[2], None, None, n[5]]])


class Anna(GameRules):
    id = "anna"
    name = "Anna"
    decks = 2
    summary = (
        "Eight knaves form an N built down to kings, fed by marriages upwards on an A of helps."
    )
    picture = "047"
    skill = "Skill and chance"
    partners = staticmethod(_one_above)
    layout = Layout(THE_N + HELPS + (STOCK, TALON))
    # A position plays as one whose places of the N, or whose helps, hold the same cards
    # in other places: the rules name a place of the N only as "a foundation" (each is
    # built down in suit from a knave, the king following the ace), and a help only as
    # "a help" (any takes a marriage, an empty one the talon's top).  Renaming the places
    # of a group turns every legal move into a legal move and the position it leads to into
    # the renamed one, and a position is won exactly when its renamed one is.
    alike = (THE_N, HELPS)
    variants = {"wrap": "An ace may be married onto a king on the helps."}
    build_rule = (
        "On the helps a card goes on the card of its own suit one rank below it, never on a "
        "queen; an empty place takes only the talon's top card."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        table = Table.build(self.layout, {STOCK: stock_of(pack)}, **PACK.counters(deal))
        for place in HELPS:
            table, _ = deal_into(table, place, _knaves_to_the_n, stock=STOCK)
        return table

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        available = (*HELPS, TALON)
        moves = foundation_plays(table, FOUNDATIONS, available)
        marry = MARRY_UP_ROUND if self.variant == "wrap" else MARRY_UP
        moves += transfers(table, available, HELPS, marry)
        moves += transfers(table, (TALON,), HELPS, lane)
        return moves + PACK.moves(table, lands=_knaves_to_the_n)

    def apply(self, table: Table, move: Move) -> Table:
        table = PACK.apply(table, move)
        return self._queens_form_the_a(table) if self.is_won(table) else table

    @staticmethod
    def _queens_form_the_a(table: Table) -> Table:
        """The book's picture of success: the eight queens in the places of the A."""
        queens = [card for pile in (*HELPS, TALON, STOCK) for card in table[pile]]
        changes = {pile: () for pile in (TALON, STOCK)}
        changes.update({place: (queen,) for place, queen in zip(HELPS, queens, strict=False)})
        return table.put(changes)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts or a re-deal is left there is always a way on; after, a
        # card may only shuttle between two helps alike.
        if table[STOCK] or table.var("redeals_left"):
            return False
        return out_of_reach(self, table, FOUNDATIONS)

    def explain(self, table: Table, move: Move) -> str:
        if reason := PACK.refuse(self, table, move, FOUNDATIONS):
            return reason
        card = table.top(move.source)
        if move.target in FOUNDATIONS:
            if not table[move.target]:
                return "The N takes only knaves, and they go there by themselves."
            if cards.rank(card) == QUEEN:
                return "No queen ever goes to a foundation."
            return refuse_foundation(table, move, FOUNDATIONS)
        if move.target in HELPS and not table[move.target]:
            return "An empty help place is filled only from the talon."
        if move.target in HELPS and cards.rank(table.top(move.target)) == QUEEN:
            return "Nothing is ever placed on a queen: it stays a single card."
        return self.build_rule

    # The book's A of helps beside its N of knaves, the pack and the talon below; on a
    # phone held upright the N above the A.
    arrangements = Arrangements(
        Column(Row(_the_a(), _the_n(), gap=1.0), Row(STOCK, TALON), gap=GROUP_GAP, align=CENTRE),
        upright=Column(_the_n(), _the_a(), Row(STOCK, TALON), gap=GROUP_GAP, align=CENTRE),
        wide=Row(_the_a(), _the_n(), Column(STOCK, TALON), gap=GROUP_GAP),
    )
