"""The Four Corners (two packs).

Twelve packets are laid round an empty centre: a corner packet at each of the four
corners, set diagonally, and a column of four side packets on the left and on the
right.  The centre holds eight foundations in four rows of two.  In each row the left
foundation starts with an ace and climbs to the king, the right one starts with a king
and falls to the ace, both in the row's suit: clubs, spades, hearts, diamonds from the
top.  Each side packet faces the foundation in its own row on its own side.

The deal is made by the player, one card at a time, in rounds of twelve: the top left
corner, the four left side packets from the top down, the bottom left corner, then the
right hand the same way.  Each round covers the one before.

* The first ace and the first king of each suit to appear are foundation cards: they go
  to their places at once, and the next card of the pack is dealt in their stead.
* The card just dealt may be played to a foundation straight away, before the next card
  is dealt; then the next card takes its place.  A card dealt on a corner packet may go
  to any foundation; one dealt on a side packet only to the foundation beside it.  No
  other card may be played during the deal, and nothing is married.
* Once the whole pack is dealt these restrictions end: the top card of every packet may
  go to any foundation it suits, and packet tops may be married, one card at a time, in
  suit and one rank up or down (never king on ace).  Moving a run card by card onto a
  suitable card reverses it.  An emptied packet stays empty.
* Twice, once the pack is dealt and no card can be played to a foundation, the twelve
  packets may be taken up and dealt again in the same way, with the same restrictions.
  The cards are not shuffled.
* The game is won when all 104 cards are on the foundations.

Readings chosen where the book is unclear:

* During the deal only the card just dealt may be played, at the moment it is dealt.
* The foundation spaces are fixed, one suit per row, aces on the left and kings on the
  right, so "the foundation beside a side packet" is always the same one.
* A second ace or king of a suit is an ordinary card: it ends the king- or ace-foundation
  of its suit.
* To re-deal, the packets are taken up in the order they are dealt, each put on top of
  those already in hand and each kept as it lies; the pack is then turned over, so the
  first packet's first card is dealt first.
* A re-deal waits until no card can be played to a foundation (the book's "further
  progress is impossible"): marriages can be shuttled for ever, so only the plays to the
  foundations count.  Under edition 1 of the rules (``engine.editions``) it was offered
  whenever the pack was used up and packets remained; a game saved then plays on so.

Variants:

* ``first-come``: a foundation card goes to the first free space of its column (aces
  left, kings right, from the top), so the suits of the rows are set by the deal.
* ``between-rounds``: as well as the card just dealt, after each full round of twelve
  the top card of any packet may be played, with the same corner and side
  restrictions; such a card is not replaced.
"""

from __future__ import annotations

from .. import cards, editions
from ..gamerules import GameRules
from ..layouts import (
    CENTRE,
    GROUP_GAP,
    PILE_GAP,
    Arrangements,
    Block,
    Column,
    Corners,
    Grid,
    Pile,
    Row,
    Space,
)
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import marriage, transfers
from ..mechanics.dealing import (
    DEAL_AT,
    JUST_DEALT,
    deal_on_schedule,
    just_dealt,
    play_just_dealt,
    scheduled_target,
    stock_of,
)
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.redeal import gather_into_stock
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 8))  # row by row: ace-, king-foundation
ACE_FOUNDATIONS = FOUNDATIONS[0::2]
KING_FOUNDATIONS = FOUNDATIONS[1::2]
PACKETS = tuple(Layout.numbered("tableau", 12))  # in the order of one round of the deal
CORNERS = ("tableau-1", "tableau-6", "tableau-7", "tableau-12")
LEFT_SIDES = PACKETS[1:5]
RIGHT_SIDES = PACKETS[7:11]
STOCK = "stock-1"
ROW_SUITS = ("C", "S", "H", "D")
REDEALS = 2

# Where a card just dealt on each packet may be played during the deal.
DEAL_TIME_TARGETS: dict[str, tuple[str, ...]] = {corner: FOUNDATIONS for corner in CORNERS}
DEAL_TIME_TARGETS.update({side: (ACE_FOUNDATIONS[row],) for row, side in enumerate(LEFT_SIDES)})
DEAL_TIME_TARGETS.update({side: (KING_FOUNDATIONS[row],) for row, side in enumerate(RIGHT_SIDES)})


def _row_foundation(pile: str, suit: str | None) -> Foundation:
    if pile in ACE_FOUNDATIONS:
        return Foundation(direction=1, base_rank=1, suit=suit)
    return Foundation(direction=-1, base_rank=13, suit=suit)


FIXED_FOUNDATIONS = {
    pile: _row_foundation(pile, ROW_SUITS[n // 2]) for n, pile in enumerate(FOUNDATIONS)
}
# The first-come variant: a foundation's suit is that of the card that starts it.
OPEN_FOUNDATIONS = {pile: _row_foundation(pile, None) for pile in FOUNDATIONS}
MARRY = marriage(up=True, down=True)


REDEAL_WAITS = (
    "The packets may be taken up only when no card can be played to a foundation: play those first."
)
# Said beside the re-deals left while one waits for the plays to the foundations.
WAITING = " (once no card can go up)"


class FourCorners(GameRules):
    id = "four-corners"
    name = "The Four Corners"
    decks = 2
    summary = "Deal twelve packets round eight foundations, playing as you deal; marry in suit."
    picture = "005"
    skill = "Mostly skill"
    partners = staticmethod(in_suit_either_side)
    layout = Layout(FOUNDATIONS + PACKETS + (STOCK,))
    variants = {
        "first-come": "Each foundation card takes the first free space of its column.",
        "between-rounds": "After each round of twelve, any packet's top card may also be played.",
    }
    pile_nouns = {"tableau": "packet"}
    build_rule = (
        "A card marries only a card of its own suit one rank above or below it; "
        "an empty packet stays empty."
    )

    # Edition 2 made the re-deal wait until no card can be played to a foundation.
    changed_by = (2,)

    def __init__(self, variant: str | None = None, edition: int = editions.CURRENT) -> None:
        super().__init__(variant)
        self.edition = edition
        self._specs = OPEN_FOUNDATIONS if variant == "first-come" else FIXED_FOUNDATIONS

    # The deal ------------------------------------------------------------------------
    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        return Table.build(self.layout, {STOCK: stock_of(pack)}).with_vars(
            **{DEAL_AT: 0, JUST_DEALT: None, "redeals_left": REDEALS}
        )

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return self._specs

    def foundation_card_place(self, table: Table, card: str) -> str | None:
        """Where a foundation card goes the moment it is dealt (None: not one)."""
        rank = cards.rank(card)
        if rank != 1 and rank != 13:
            return None
        column = ACE_FOUNDATIONS if rank == 1 else KING_FOUNDATIONS
        suit = cards.suit(card)
        if self.variant != "first-come":
            pile = column[ROW_SUITS.index(suit)]
            return pile if not table[pile] else None
        if any(table[pile] and cards.suit(table[pile][0]) == suit for pile in column):
            return None  # its suit has its foundation already: an ordinary card
        return next((pile for pile in column if not table[pile]), None)

    # The moves -----------------------------------------------------------------------
    def _deal_time_plays(self, table: Table, packet: str) -> list[Move]:
        card = table.top(packet)
        if card is None:
            return []
        return [
            Move("move", packet, pile, card=card)
            for pile in DEAL_TIME_TARGETS[packet]
            if table[pile] and self._specs[pile].accepts(table[pile], card)
        ]

    def legal_moves(self, table: Table) -> list[Move]:
        if table[STOCK]:
            moves = [Move("deal", STOCK, scheduled_target(table, PACKETS), card=table[STOCK][-1])]
            fresh = just_dealt(table)
            if fresh is not None:
                moves += self._deal_time_plays(table, fresh)
            if self._between_rounds(table):
                for packet in PACKETS:
                    if packet != fresh:
                        moves += self._deal_time_plays(table, packet)
            return moves
        moves = foundation_plays(table, self._specs, PACKETS)
        if self.variant == "first-come":
            # An empty space is filled only by the rules, with a suit not yet placed.
            moves = [m for m in moves if table[m.target]]
        plays = bool(moves)
        moves += transfers(table, PACKETS, PACKETS, MARRY)
        if self._may_redeal(table, plays):
            left = table.var("redeals_left", 0)
            moves.append(Move("redeal", STOCK, None, label=f"Re-deal ({left} left)"))
        return moves

    def _may_redeal(self, table: Table, plays: bool) -> bool:
        """Whether a re-deal is open, the pack dealt out and ``plays`` telling whether a
        card can be played to a foundation."""
        if not table.var("redeals_left", 0) or not any(table[packet] for packet in PACKETS):
            return False
        return not (plays and editions.redeal_needs_a_dead_end(self.edition))

    def _between_rounds(self, table: Table) -> bool:
        return self.variant == "between-rounds" and table.var(DEAL_AT, 0) == 0

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            return deal_on_schedule(table, PACKETS, self.foundation_card_place)
        if move.kind == "redeal":
            left = int(table.var("redeals_left", 0))
            return gather_into_stock(table, PACKETS, STOCK).with_vars(
                **{DEAL_AT: 0, JUST_DEALT: None, "redeals_left": left - 1}
            )
        if table[STOCK] and move.source == just_dealt(table):
            return play_just_dealt(table, PACKETS, move.source, move.target)
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, self._specs)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # During the deal the next card takes the place of one played; a re-deal
        # gathers the packets as they lie, so what each holds decides the new deal.
        return not table[STOCK] and not table.var("redeals_left")

    def position_key(self, table: Table) -> tuple:
        if table[STOCK] or table.var("redeals_left"):
            return table.key()
        # With no re-deal left the packets' places no longer matter; before, they decide
        # the re-deal, so the packets are alike only from then on (not ``alike``).
        return (table.cards[:8], tuple(sorted(table.cards[8:20])))

    # Refusals in a player's words ------------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "move" and move.source in FOUNDATIONS:
            return "A card played to a foundation stays there."
        if move.kind == "move" and table[STOCK] and move.source in PACKETS and table[move.source]:
            if move.target in PACKETS:
                return "Marriages may be made only once the whole pack is dealt."
            if move.target in FOUNDATIONS:
                allowed = move.source == just_dealt(table) or self._between_rounds(table)
                if not allowed:
                    return "During the deal only the card just dealt may be played."
                if move.target not in DEAL_TIME_TARGETS[move.source]:
                    return (
                        "During the deal a card on a side packet may go only to the "
                        "foundation beside it."
                    )
        if (
            self.variant == "first-come"
            and move.kind == "move"
            and move.target in FOUNDATIONS
            and not table[move.target]
            and move.source in PACKETS
            and table[move.source]
        ):
            return "A foundation space is filled only by its foundation card, as it is dealt."
        if move.kind == "redeal" and table[STOCK]:
            return "The packets may be taken up only once the whole pack is dealt."
        if move.kind == "redeal" and table.var("redeals_left", 0) and self._plays_open(table):
            return REDEAL_WAITS
        return super().explain(table, move)

    def counters(self, table: Table) -> list[str]:
        facts = super().counters(table)
        if facts and not table[STOCK] and table.var("redeals_left") and self._plays_open(table):
            facts[0] += WAITING
        return facts

    def _plays_open(self, table: Table) -> bool:
        return editions.redeal_needs_a_dead_end(self.edition) and any(
            m.target in FOUNDATIONS for m in self.legal_moves(table)
        )

    # The table ------------------------------------------------------------------------
    @property
    def arrangements(self) -> Arrangements:
        # The book's: side packets in two columns facing the foundation rows, a corner
        # packet diagonally beyond each end of them, the pack at the top centre; upright,
        # the corners drawn in to half a card beyond the sides.  On a wide screen the
        # tableau turned on its side: the left packets along the top above the
        # ace-foundations, the right packets along the bottom below the king-foundations,
        # so each side packet still faces its own foundation.
        suits = [
            "" if self.variant == "first-come" else cards.SUIT_SYMBOLS[suit] for suit in ROW_SUITS
        ]
        aces = [
            Pile(pile, label="A" + suit) for pile, suit in zip(ACE_FOUNDATIONS, suits, strict=True)
        ]
        kings = [
            Pile(pile, label="K" + suit) for pile, suit in zip(KING_FOUNDATIONS, suits, strict=True)
        ]
        centre = Row(Column(aces), Column(kings))

        def tableau(corners_out: float, gap: float) -> Block:
            sides = Row(
                Space(corners_out, 0.0),
                Column(LEFT_SIDES),
                centre,
                Column(RIGHT_SIDES),
                Space(corners_out, 0.0),
                gap=gap,
            )
            return Corners(
                Column(STOCK, sides, Space(), align=CENTRE),
                top_left=PACKETS[0],
                top_right=PACKETS[6],
                bottom_left=PACKETS[5],
                bottom_right=PACKETS[11],
            )

        turned = Grid(
            [
                [PACKETS[0], *LEFT_SIDES, PACKETS[5]],
                [None, *aces],
                [None, *kings],
                [PACKETS[6], *RIGHT_SIDES, PACKETS[11]],
            ]
        )
        return Arrangements(
            tableau(corners_out=1.0, gap=GROUP_GAP),
            upright=tableau(corners_out=0.5, gap=PILE_GAP),
            wide=Row(turned, Column(None, STOCK), gap=GROUP_GAP),
        )
