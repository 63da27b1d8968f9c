"""The Square (two packs).

Sixteen cards are dealt face up in a square of four rows of four.  The first ace of each
suit to appear is laid at once outside a corner of the square, and its place dealt again:
the aces take the corners in the order they appear, top left, top right, bottom left,
bottom right.  They are the foundations, each built in its suit up to the king, then the
second king of its suit, and down again to the second ace: twenty-six cards.

* The top card of each packet of the square is available.
* Play an available card, or the talon's top card, to its foundation.
* Marry the square's top cards to one another, in suit, one rank up or down: a five of
  hearts on a six or a four of hearts.  One card at a time: a run is reversed by moving
  it card by card onto another packet.
* A space in the square is filled at once, before anything else, with the pack's next
  card or the talon's top card, as the player chooses.
* Turn the pack one card at a time onto the talon; its top card may be played to a
  foundation or fill a space.
* There is no re-deal.  The game is won when all 104 cards are on the foundations, each
  ending with an ace.  It is lost when the pack is used up and no play to a foundation
  can be reached any more.

Readings chosen where the book is unclear:

* The first ace of a suit goes to its corner at once wherever it appears (the deal, a
  refill, the talon, uncovered in the square); the second ace of a suit is an ordinary
  card, the last of its foundation.
* Only the square's cards marry one another: a card from the pack or the talon goes to a
  foundation, a space or the talon.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import marriage, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

SQUARE = tuple(Layout.numbered("tableau", 16))  # row by row
CORNERS = tuple(Layout.numbered("foundation", 4))  # top left, top right, bottom left, right
PACK = PackAndTalon()  # turned once, no re-deal
UP_AND_DOWN = Foundation(suit=None, size=26, turns=True)
FOUNDATIONS = {pile: UP_AND_DOWN for pile in CORNERS}
MARRIAGE = marriage()


def _first_ace(table: Table, card: str) -> str | None:
    """The corner a card takes at once: the next free one, for the first ace of a suit."""
    if cards.rank(card) != 1:
        return None
    started = {cards.suit(table[c][0]) for c in CORNERS if table[c]}
    if cards.suit(card) in started:
        return None
    return next((c for c in CORNERS if not table[c]), None)


def settle(table: Table) -> Table:
    """Lay every available first ace of its suit in the next free corner."""
    while True:
        for source in (TALON, *SQUARE):
            card = table.top(source)
            corner = None if card is None else _first_ace(table, card)
            if corner is not None:
                table = table.move(source, corner)
                break
        else:
            return table


def _ace(n: int) -> Pile:
    return Pile(CORNERS[n], label="A")


def _corners(first: int) -> list:
    """A row of the book's grid beyond the square: two corners, four gaps between."""
    return [_ace(first), None, None, None, None, _ace(first + 1)]


def _space(table: Table) -> str | None:
    return next((place for place in SQUARE if not table[place]), None)


class Square(GameRules):
    id = "square"
    name = "The Square"
    decks = 2
    summary = "Four aces built up to the kings and down again, from a square of sixteen."
    picture = "034"
    skill = "Mostly skill"
    partners = staticmethod(in_suit_either_side)
    layout = Layout(CORNERS + SQUARE + (STOCK, TALON))
    # A position plays as one whose corners, or whose square, hold the same cards in other
    # places: the rules name a corner only as "a corner" (each is built in the suit of its
    # ace up to the king and down again; the first ace of a suit goes to the first empty
    # corner, and empty corners are alike), and a place of the square only as "a packet"
    # (any packet's top card may be played or married onto any other's; a space is filled at
    # once, the first space first, but spaces are alike).  Renaming the corners, or the
    # places, turns every legal move into a legal move and the position it leads to into one
    # that differs from the renamed one only by which empty pile took which card, and a
    # position is won exactly when its renamed one is.
    alike = (CORNERS, SQUARE)
    build_rule = (
        "In the square a card goes on the card of its suit one rank above or below it; "
        "a space is filled only from the pack or the talon."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        table = Table.build(self.layout, {STOCK: stock_of(pack)})
        while _space(table) is not None and table[STOCK]:
            card = table.top(STOCK)
            table = table.move(STOCK, _first_ace(table, card) or _space(table))
        return table

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        space = _space(table)
        if space is not None and (table[STOCK] or table[TALON]):
            # A space is filled before anything else, from the pack or the talon.
            moves = []
            if table[STOCK]:
                moves.append(Move("deal", STOCK, space, card=table.top(STOCK)))
            if table[TALON]:
                moves.append(Move("move", TALON, space, card=table.top(TALON)))
            return moves
        started = {pile: spec for pile, spec in FOUNDATIONS.items() if table[pile]}
        moves = foundation_plays(table, started, (*SQUARE, TALON))
        moves += transfers(table, SQUARE, SQUARE, MARRIAGE)
        return moves + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        return settle(PACK.apply(table, move))

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # Emptying a place brings the pack's next card in.
        return move.source not in SQUARE or len(table[move.source]) > 1

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts there is always a way on; after, cards may only be married
        # back and forth.
        if table[STOCK]:
            return False
        return out_of_reach(self, table, CORNERS)

    def explain(self, table: Table, move: Move) -> str:
        used_up = "The pack is used up, and there is no re-deal."
        if reason := PACK.refuse_turn(table, move, self.legal_moves, used_up):
            return reason
        if _space(table) is not None and (table[STOCK] or table[TALON]):
            return "A space in the square is filled first, from the pack or the talon."
        if reason := PACK.refuse(self, table, move, FOUNDATIONS):
            return reason
        if move.target in FOUNDATIONS:
            if not table[move.target]:
                return "A corner takes only the first ace of a suit, laid there by the program."
            return refuse_foundation(table, move, FOUNDATIONS)
        if move.source == TALON:
            return "The talon's top card goes only to a foundation or a space."
        return self.build_rule

    # The book's square with an ace beyond each corner, the pack and talon below; on a
    # phone held on its side, the aces beside the square and the pack at the right.
    arrangements = Arrangements(
        Column(
            Grid(
                [_corners(0)]
                + [[None, *SQUARE[r : r + 4], None] for r in range(0, 16, 4)]
                + [_corners(2)]
            ),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(
            Column(_ace(0), None, None, _ace(2)),
            Grid([list(SQUARE[r : r + 4]) for r in range(0, 16, 4)]),
            Column(_ace(1), None, None, _ace(3)),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
    )
