"""The Zodiac (two packs).

Eight cards are dealt face up in a row across the middle of the table: the Equator.
Round it a circle of twenty-four cards is dealt, the Zodiac.  The other 72 cards are the
pack.  Inside the circle, above and below the Equator, stand the places of the eight
foundations: four aces above, built up in suit to the kings, and four kings below,
built down in suit to the aces, clubs, diamonds, hearts and spades from the left.

The game has two parts.  First every card must be placed in the Zodiac or the Equator;
only then are the foundations formed.

* Turn the pack one card at a time onto the talon.  The talon's top card may be married
  to a card of the Zodiac: laid on it when it is of the same suit and one rank higher or
  lower.  Up and down may be mixed in one packet.
* An Equator card may be married into the Zodiac the same way, and the talon's top card
  may fill an empty place of the Equator.  Nothing is ever done before the player
  chooses: a space may wait for a card worth putting there.
* Zodiac cards never move while the pack lasts, nor marry each other; Equator cards do
  not marry each other, and nothing from the Zodiac goes to the Equator.
* When the pack is used up, the talon is turned over to make the pack again, as often as
  needed, without shuffling.
* Once the pack and the talon are both empty every card lies in the Zodiac or the
  Equator, and the foundations are formed: the top card of each Zodiac packet and every
  Equator card may be played to the foundations, and an Equator card may still be
  married into the Zodiac.
* The game is won when all 104 cards are on the foundations.  It is lost when some cards
  can never be placed (no card left in the pack or the talon fits the Zodiac, no Equator
  card marries into it and the Equator has no space), or, at the end, when no card can
  go up.

Readings chosen where the book is unclear:

* The Equator is dealt first, left to right, then the Zodiac clockwise from the top.
  On the screen the circle is drawn as a frame round the Equator: eight packets along
  the top, four down the right side, eight along the bottom and four up the left.
* The card turned from the pack lies on the talon and is used from there: the book's
  "from the talon, or, where there is no talon, from the pack".
* No card, not even an ace, goes to a foundation before every card is placed.  Then the
  first ace of a suit starts its ace foundation and the second ends its king
  foundation; likewise the kings.  A card that suits both foundations of its suit goes
  on either, as the player chooses.
* The talon may be turned over whenever the pack is used up.  The book says the game
  "has already failed" when the cards cannot all be placed: here it is lost as soon as
  no card still to place could ever be placed, since turning the talon over again and
  again would change nothing.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, PILE_GAP, Arrangements, Column, Frame, Row, piles, suited
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import marriage, marries, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.talon import turn, turn_move
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

ACE_FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
KING_FOUNDATIONS = tuple(f"foundation-{n}" for n in range(5, 9))
FOUNDATIONS = ACE_FOUNDATIONS + KING_FOUNDATIONS
ZODIAC = tuple(Layout.numbered("tableau", 24))  # clockwise from the top
EQUATOR = tuple(Layout.numbered("reserve", 8))  # left to right
STOCK, TALON = "stock-1", "talon-1"

ZODIAC_FOUNDATIONS = {
    **{
        pile: Foundation(direction=1, base_rank=1, suit=suit)
        for pile, suit in zip(ACE_FOUNDATIONS, cards.SUITS, strict=True)
    },
    **{
        pile: Foundation(direction=-1, base_rank=13, suit=suit)
        for pile, suit in zip(KING_FOUNDATIONS, cards.SUITS, strict=True)
    },
}
MARRY = marriage(up=True, down=True)
REDEAL = Move("redeal", STOCK, None, label="Turn the talon over")


def _placing(table: Table) -> bool:
    """Whether cards are still to be placed (the first part of the game)."""
    return bool(table[STOCK] or table[TALON])


class Zodiac(GameRules):
    id = "zodiac"
    name = "The Zodiac"
    decks = 2
    summary = "Place every card in a circle of 24 and an Equator of 8; then build aces and kings."
    picture = "020"
    skill = "Skill and chance"
    partners = staticmethod(in_suit_either_side)
    layout = Layout(FOUNDATIONS + ZODIAC + EQUATOR + (STOCK, TALON))
    # A position plays as one whose Zodiac, or whose Equator, holds the same cards in other
    # places: the rules name a Zodiac packet only as "a packet of the Zodiac" (the talon's
    # card or an Equator card marries onto any packet's top card; at the end any packet's
    # top card goes up) and an Equator place only as "a place of the Equator" (the talon's
    # card fills any empty one; any Equator card marries into the Zodiac or, at the end,
    # goes up).  The foundations, one of each suit and kind, are kept as they lie.  Renaming
    # the packets, or the places, turns every legal move into a legal move and the position
    # it leads to into the renamed one, and a position is won exactly when its renamed one
    # is.
    alike = (ZODIAC, EQUATOR)
    pile_nouns = {"tableau": "Zodiac packet", "reserve": "Equator place"}
    build_rule = "A card marries a Zodiac card of its own suit one rank above or below it."

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        piles: dict[str, tuple[str, ...]] = {}
        for n, place in enumerate(EQUATOR + ZODIAC):
            piles[place] = (pack[n],)
        piles[STOCK] = stock_of(pack[len(EQUATOR) + len(ZODIAC) :])
        return Table.build(self.layout, piles)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return ZODIAC_FOUNDATIONS

    # The moves ---------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        if not _placing(table):
            moves = foundation_plays(table, ZODIAC_FOUNDATIONS, ZODIAC + EQUATOR)
            return moves + transfers(table, EQUATOR, ZODIAC, MARRY)
        moves = transfers(table, (TALON, *EQUATOR), ZODIAC, MARRY)
        card = table.top(TALON)
        if card is not None:
            spaces = [place for place in EQUATOR if not table[place]]
            moves += [Move("move", TALON, place, card=card) for place in spaces]
        turning = turn_move(table, STOCK, TALON)
        moves.append(turning if turning is not None else REDEAL)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            return turn(table, STOCK, TALON)
        if move.kind == "redeal":
            # The talon turned over as it lies: its first card is dealt first again.
            return table.put({STOCK: stock_of(table[TALON]), TALON: ()})
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, ZODIAC_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # While cards are still to place the pack can always be turned; the cards can
        # never all be placed once no placing move can ever come, since nothing on the
        # table changes until one does.
        if not _placing(table):
            return False
        if any(not table[place] for place in EQUATOR):
            return False
        tops = [table.top(place) for place in ZODIAC]
        to_place = [*table[STOCK], *table[TALON], *(table.top(p) for p in EQUATOR)]
        return not any(marries(card, top) for card in to_place for top in tops if top)

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "deal":
            return "The pack is used up: turn the talon over."
        if move.kind == "redeal":
            if table[STOCK]:
                return "The talon is turned over only once the pack is used up."
            return "Every card is placed: the talon is empty."
        if move.kind != "move" or move.source not in table or move.target not in table:
            return super().explain(table, move)
        card = table.top(move.source)
        if card is None:
            return "There is no card there to move."
        if move.source in ZODIAC_FOUNDATIONS:
            return "A card played to a foundation stays there."
        if move.target in ZODIAC_FOUNDATIONS and _placing(table):
            return (
                "The foundations are formed only at the end, once every card lies in "
                "the Zodiac or the Equator."
            )
        if move.source in ZODIAC and move.target not in ZODIAC_FOUNDATIONS:
            return "Zodiac cards never move, except to the foundations at the end."
        if move.source == STOCK:
            return "Turn the pack's top card onto the talon; from there it may be placed."
        if move.target in EQUATOR:
            if table[move.target]:
                return "An Equator place holds one card."
            return "An Equator space is filled only from the talon."
        if move.target in (STOCK, TALON):
            return "Only a card turned from the pack goes onto the talon."
        return super().explain(table, move)

    # The table -------------------------------------------------------------------------
    # The Zodiac round the table as a frame, clockwise from the top left: eight along the
    # top, four down the right, eight along the bottom, four up the left.  Inside it the
    # aces' row, the Equator and the kings' row, and the pack and the talon below them.
    arrangements = Arrangements(
        Frame(
            top=piles(ZODIAC[:8], "down", room=0.6),
            right=piles(ZODIAC[8:12], "down", room=0.6),
            bottom=piles(ZODIAC[19:11:-1], "down", room=0.6),
            left=piles(ZODIAC[:19:-1], "down", room=0.6),
            centre=Column(
                Row(suited(ACE_FOUNDATIONS, "A")),
                Row(piles(EQUATOR)),
                Row(suited(KING_FOUNDATIONS, "K")),
                Row(STOCK, TALON, gap=GROUP_GAP),
                gap=GROUP_GAP,
                align="centre",
            ),
        ),
        # A phone held upright: six packets on each side of the frame, the Equator in two
        # rows of four.
        upright=Frame(
            top=piles(ZODIAC[:6], "down", room=0.45),
            right=piles(ZODIAC[6:12], "down", room=0.45),
            bottom=piles(ZODIAC[17:11:-1], "down", room=0.45),
            left=piles(ZODIAC[:17:-1], "down", room=0.45),
            centre=Column(
                Row(suited(ACE_FOUNDATIONS, "A")),
                Row(piles(EQUATOR[:4])),
                Row(piles(EQUATOR[4:])),
                Row(suited(KING_FOUNDATIONS, "K")),
                Row(STOCK, TALON, gap=GROUP_GAP),
                gap=GROUP_GAP,
                align="centre",
            ),
            gap=PILE_GAP,
        ),
        # The frame of twenty-four packets round the Equator and the foundations is too wide for
        # cards 48 px wide on a phone held upright.
        crowded=True,
    )
