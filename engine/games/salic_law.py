"""The Salic Law (two packs).

One king is taken out of the pack and laid at the left of the bottom row: it begins the
line of eight kings.  The rest of the pack is dealt by the player one card at a time,
face up:

* a king is laid to the right of the last king and begins a new packet;
* an ace is laid at once in the ace line, above the kings, in its first free place: the
  aces are the foundations;
* a queen is laid at once in the queen line, above the aces: queens are out of play,
  there only to complete the final picture;
* any other card is heaped on the packet of the last king that has appeared, each card
  fanned over the one before so that the whole packet can be seen.  Kings that come one
  straight after another stay bare.

The eight foundations are built up from the ace to the knave regardless of suit (eleven
cards each).  Kings and queens never go on them.

Only the surface card of each packet, the last laid on it, is available.  Between any
two cards of the deal the player may play any surface card to a foundation, which
uncovers the card under it.  Once the whole pack is dealt, a bare king (one with no card
on it) may take one surface card from any other packet; that card may be played up
later, or moved on to another bare king.  Nothing else moves: no building on the
packets, no talon, no re-deal.  The game is won when the 88 cards from ace to knave are
all on the foundations: eight queens above, eight knaves in the middle, eight kings
below.

Readings chosen where the book is unclear:

* Aces and queens are placed by the rules as they are dealt, each in the first free
  place of its line.
* A play to a foundation during the deal may be made from the surface of any packet, not
  only the card just dealt; it is never compulsory.
* A bare king takes a single card and nothing may be laid on that card; once that card
  has gone, the king is bare again and may take another.  A king counts as bare whether
  it never received a card or was emptied by plays.
* The card laid on a bare king comes from the surface of any other packet, a card lying
  alone on another king included; never from a foundation.
* Bare kings take cards only once the whole pack is dealt.
* Suit does not matter on the foundations, so when a card fits two of them it makes no
  difference which takes it.
* A card can be moved from bare king to bare king for ever, so the game is lost once the
  pack is dealt and no series of such moves can bring a card to a foundation.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import (
    CENTRE,
    GROUP_GAP,
    Arrangements,
    Column,
    Row,
    Space,
    Square,
    piles,
    room_for,
)
from ..mechanics.builds import transfers
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.played_as_dealt import AsDealt
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Cards, Layout, Table

QUEENS = tuple(Layout.numbered("discard", 8))
FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
KINGS = tuple(Layout.numbered("tableau", 8))
STOCK = "stock-1"
# Ace to knave, of any suits.
ACE_TO_KNAVE = Foundation(direction=1, base_rank=1, size=11, any_suit=True)
KNAVE_FOUNDATIONS = dict.fromkeys(FOUNDATIONS, ACE_TO_KNAVE)


def _first_free(table: Table, line: tuple[str, ...]) -> str:
    return next((pile for pile in line if not table[pile]), line[-1])


def last_king(table: Table) -> str:
    # Kings are laid left to right and never move: the last one heads the rightmost
    # packet that has one.
    return next((pile for pile in reversed(KINGS) if table[pile]), KINGS[0])


def _lands(table: Table, card: str, filled: int) -> str:
    rank = cards.rank(card)
    if rank == 13:
        return _first_free(table, KINGS)
    if rank == 1:
        return _first_free(table, FOUNDATIONS)
    if rank == 12:
        return _first_free(table, QUEENS)
    return last_king(table)


DEAL = AsDealt(places=KINGS, lands=_lands, stock=STOCK)


def _onto_a_bare_king(stack: Cards, card: str) -> bool:
    return len(stack) == 1


class SalicLaw(GameRules):
    id = "salic-law"
    name = "The Salic Law"
    decks = 2
    summary = "Heap the pack on the last king dealt; aces up to knaves in any suit; kings stay."
    picture = "004"
    skill = "Mostly chance"
    layout = Layout(QUEENS + FOUNDATIONS + KINGS + (STOCK,))
    pile_nouns = {"tableau": "packet"}
    build_rule = (
        "Nothing is built on the packets: a card goes only on a bare king, once the deal is over."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        first_king = next(card for card in pack if cards.rank(card) == 13)
        pack.remove(first_king)
        return Table.build(self.layout, {KINGS[0]: (first_king,), STOCK: stock_of(pack)})

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return KNAVE_FOUNDATIONS

    # The moves -------------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, KNAVE_FOUNDATIONS, KINGS)
        if DEAL.dealing(table):
            moves.append(DEAL.tap_move(table))
            return moves
        sources = [pile for pile in KINGS if len(table[pile]) > 1]  # kings stay
        moves += transfers(table, sources, KINGS, _onto_a_bare_king)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        return DEAL.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, KNAVE_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # A lone card can shuttle between bare kings for ever: lost once no line of such
        # moves reaches a play to a foundation (an undecided search counts as playing).
        return DEAL.is_lost(self, table, FOUNDATIONS, key=self.position_key)

    def safe_plays(self, table: Table) -> list[Move]:
        # The eight cards of a rank compete for the foundations that take that rank, so
        # which goes up first can matter (deal 4 is won only by keeping a four back for
        # another foundation).  A card of rank r is safe once no foundation, an empty
        # ace place counted as nothing, stands below r - 1: then every foundation still
        # wanting an r takes it now, all alike, and any win could make this play first.
        lowest = min(len(table[pile]) for pile in FOUNDATIONS)
        return [
            move
            for move in foundation_plays(table, KNAVE_FOUNDATIONS, KINGS)
            if cards.rank(move.card) <= lowest + 1
        ][:1]

    def position_key(self, table: Table) -> tuple:
        # Suit counts nowhere (the foundations take any suit, a bare king any card), so
        # cards are known by rank alone and the foundations by their heights; the queens
        # follow from the pack.  Once the pack is out, which king heads a packet no
        # longer matters either: any bare king takes a card from any packet.
        heights = tuple(sorted(len(table[pile]) for pile in FOUNDATIONS))
        packets = tuple("".join(card[0] for card in table[pile]) for pile in KINGS)
        if not table[STOCK]:
            packets = tuple(sorted(packets))
        return (heights, packets, "".join(card[0] for card in table[STOCK]))

    # Refusals in a player's words ------------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "move" and move.source in KINGS and table[move.source]:
            if len(table[move.source]) == 1:
                return "A king never moves: it stays in the line of kings."
            if move.target in KINGS:
                if DEAL.dealing(table):
                    return "A card may be laid on a bare king only once the deal is over."
                if len(table[move.target]) > 1:
                    return "A card may be laid only on a bare king, one with no card on it."
            if move.target in FOUNDATIONS and move not in self.legal_moves(table):
                card = table[move.source][-1]
                need = ACE_TO_KNAVE.describe_need(table[move.target])
                return f"The {cards.name(card)} cannot go on that foundation: {need}."
        if move.kind == "move" and move.target in QUEENS:
            return "The queens' line takes only queens, as they are dealt."
        return super().explain(table, move)

    # The table ------------------------------------------------------------------------
    # The book's three lines of eight: the queens above, the aces in the middle, the kings
    # below with their packets fanned downwards, with room for twenty cards (the longest
    # packet of a deal holds 21 in the median deal, 32 in one deal in ten: a longer one
    # tightens, then runs on down the page); the pack at the left of the queens.  Held
    # upright: the queens in two rows of four beside the pack, the aces and the kings
    # edge to edge below, the packets running on down the page when they must (nothing
    # lies below them).  On its side: the queens and the
    # aces as columns of four at the left, the packets beside them, the pack at the right.
    arrangements = Arrangements(
        Column(
            Row(STOCK, Row(piles(QUEENS, label="Q")), gap=GROUP_GAP),
            Row(Space(), Row(piles(FOUNDATIONS, label="A")), gap=GROUP_GAP),
            Row(Space(), Row(piles(KINGS, "down", room_for(20), label="K")), gap=GROUP_GAP),
            align=CENTRE,
        ),
        upright=Column(
            Row(STOCK, Square(piles(QUEENS, label="Q"), side=4), gap=GROUP_GAP),
            Row(piles(FOUNDATIONS, label="A"), gap=0),
            Row(piles(KINGS, "down", label="K"), gap=0),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(
            Row(Column(piles(QUEENS[:4], label="Q")), Column(piles(QUEENS[4:], label="Q"))),
            Row(
                Column(piles(FOUNDATIONS[:4], label="A")),
                Column(piles(FOUNDATIONS[4:], label="A")),
            ),
            Row(piles(KINGS, "down", label="K")),
            STOCK,
            gap=GROUP_GAP,
        ),
    )
