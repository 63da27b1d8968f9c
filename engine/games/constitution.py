"""The Constitution (two packs, kings and queens set aside).

The kings, queens and aces are taken out of the two packs.  The queen of diamonds, the
Sovereign, sits in the centre with the eight kings round her (the black kings her
Bishops, the red kings her Judges): they are ornaments and never move, and the other
seven queens are thrown aside.  The eight aces, the Government, stand round them: they
are the foundations, each built up in its suit from the ace to the knave.

* The other eighty cards (twos to knaves) are the pack.  Four rows of eight are dealt
  from it, the lowest first: the People at the bottom, then the House of Commons, the
  House of Lords and, on top, nearest the Government, the Privy Council.
* Only the top card of each packet is available, and only the Privy Council's cards go
  to the foundations: every other card must climb there division by division.
* A card climbs by being placed on the top card of a packet in the division
  immediately above its own, one rank lower and of the other colour (a red nine on a
  black ten), one card at a time.  Never sideways, never two divisions up, never down.
* A place whose packet is gone must be filled at once with a card of the division
  immediately below (any of its top cards: the player chooses; the program does it
  when there is only one).  That may leave a place empty there, filled the same way in
  turn; an empty place among the People is filled by the program with the talon's top
  card or, when there is no talon, with the pack's next card.
* Tap the pack to turn its cards one at a time onto the talon.  The talon's cards are
  used only to fill the People's empty places.
* There is no re-deal.  The game is won when all eighty cards are on the foundations,
  each ace under its knave, and lost when no move is left.

Readings chosen where the book is unclear:

* The filling card is any top card of the whole division below, not only of the place
  beneath, and it need not follow in sequence.
* While a place in the Privy Council, the Lords or the Commons waits to be filled, no
  other move may be made.  If the division below has no card left, the place waits
  until one comes there, and play goes on meanwhile.
* A card taken from a packet of several cards leaves its place filled: the filling
  goes no further down.
* Making a vacancy is never forced: the player may wait for the pack to bring the card
  the Commons or the People need.
* Which of the two queens of diamonds is the Sovereign makes no difference; the
  foundations are numbered clockwise from the top of the ring, the rows' places row by
  row from the top-left.
"""

from __future__ import annotations

from itertools import pairwise

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles
from ..mechanics.autoplay import other_colour_below
from ..mechanics.builds import alternate_colours_down, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.refills import refill
from ..mechanics.talon import STOCK, TALON, refuse_foundation, turn_move, withdraw
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
PLACES = tuple(Layout.numbered("tableau", 32))
# The four divisions from the top down: the Privy Council, the House of Lords, the House
# of Commons and the People, eight places each.
DIVISIONS = tuple(PLACES[n : n + 8] for n in range(0, 32, 8))
PRIVY_COUNCIL, LORDS, COMMONS, PEOPLE = DIVISIONS
DIVISION_NAMES = ("the Privy Council", "the House of Lords", "the House of Commons", "the People")
DIVISION_OF = {place: n for n, division in enumerate(DIVISIONS) for place in division}
DISCARD = "discard-1"  # the Sovereign on top of the kings and the queens thrown aside
# The aces laid round the ring, clockwise from the top, two of each suit.
ACES = tuple(cards.code(1, suit) for suit in cards.SUITS * 2)
# Kings and queens out of play, the Sovereign (a queen of diamonds) last, on top.
SET_ASIDE = tuple(cards.code(13, suit) for suit in cards.SUITS * 2) + tuple(
    cards.code(12, suit) for suit in "CDHSCHS" + "D"
)
ACE_TO_KNAVE = {
    pile: Foundation(direction=1, base_rank=None, suit=cards.suit(ace), size=11)
    for pile, ace in zip(FOUNDATIONS, ACES, strict=True)
}
CLIMB = alternate_colours_down

# The Government round the Sovereign, as the book draws it.
EMBLEM = Grid(
    [
        [Pile(FOUNDATIONS[n], label="A") if n is not None else DISCARD for n in row]
        for row in ((7, 0, 1), (6, None, 2), (5, 4, 3))
    ]
)
DIVISION_ROWS = Grid([piles(division) for division in DIVISIONS])


def waiting(table: Table) -> list[str]:
    """The empty places above the People that must be filled now, from the top division
    down, left to right: those whose division below has a card to give."""
    return [
        place
        for n, division in enumerate(DIVISIONS[:-1])
        if any(table[below] for below in DIVISIONS[n + 1])
        for place in division
        if not table[place]
    ]


def _fills(table: Table, place: str) -> list[Move]:
    below = DIVISIONS[DIVISION_OF[place] + 1]
    return [
        Move("move", source, place, card=table.top(source)) for source in below if table[source]
    ]


def settle(table: Table) -> Table:
    """Fill what the program fills by itself: the People's empty places from the talon,
    else the pack, and a waiting place that only one card can fill."""
    while True:
        table = refill(table, PEOPLE, (TALON, STOCK))
        for place in waiting(table):
            fills = _fills(table, place)
            if len(fills) == 1:
                table = table.move(fills[0].source, place)
                break
        else:
            return table


class Constitution(GameRules):
    id = "constitution"
    name = "The Constitution"
    decks = 2
    summary = "Cards climb from the People through Commons and Lords to the Privy Council."
    picture = "019"
    skill = "Mostly skill"
    partners = staticmethod(other_colour_below)
    layout = Layout(FOUNDATIONS + PLACES + (DISCARD, STOCK, TALON))
    pile_nouns = {"tableau": "place"}
    # Foundations of one suit are alike: both are built from their ace to the knave of
    # the suit and are named nowhere else, so exchanging them changes no move's sense.
    # The places of one division are alike: every rule names a division, never a place in
    # it (a card climbs onto any top card of the division above, a vacancy takes any top
    # card of the division below, the People's vacancies are filled as they come, one at
    # a time while there is a card to fill them), save that where only one card can fill
    # two waiting places the program fills the leftmost, which exchanging the places turns
    # into the same position exchanged.  So renaming the places of a division turns every
    # legal move into a legal move and its position into the renamed one, and a position
    # is won exactly when the renamed one is.
    alike = tuple(FOUNDATIONS[n::4] for n in range(4)) + DIVISIONS
    build_rule = (
        "A card climbs only onto the top card of a packet in the division just above its "
        "own, one rank lower and of the other colour (a red nine on a black ten)."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        aces = withdraw(pack, list(ACES))
        set_aside = withdraw(pack, list(SET_ASIDE))
        piles = {pile: (ace,) for pile, ace in zip(FOUNDATIONS, aces, strict=True)}
        piles[DISCARD] = tuple(set_aside)
        # The lowest row first: the People, then the Commons, the Lords, the Council.
        order = PEOPLE + COMMONS + LORDS + PRIVY_COUNCIL
        piles.update({place: (card,) for place, card in zip(order, pack, strict=False)})
        piles[STOCK] = stock_of(pack[len(order) :])
        return Table.build(self.layout, piles)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return ACE_TO_KNAVE

    # The moves ---------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        vacant = waiting(table)
        if vacant:
            return [move for place in vacant for move in _fills(table, place)]
        moves = foundation_plays(table, ACE_TO_KNAVE, PRIVY_COUNCIL)
        for above, below in pairwise(DIVISIONS):
            moves += transfers(table, below, above, CLIMB)
        turn = turn_move(table)
        if turn is not None:
            moves.append(turn)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        return settle(table.move(move.source, move.target))

    def is_won(self, table: Table) -> bool:
        return all_complete(table, ACE_TO_KNAVE)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # Emptying a place sets the filling going, from the pack among the People.
        return move.source is None or len(table[move.source]) > 1

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        vacant = waiting(table)
        if vacant:
            n = DIVISION_OF[vacant[0]]
            return (
                f"The empty place in {DIVISION_NAMES[n]} must be filled first, with a card "
                f"of {DIVISION_NAMES[n + 1]}."
            )
        if move.kind != "move" or move.source not in table or move.target not in table:
            return super().explain(table, move)
        if move.source in (TALON, STOCK):
            return "The talon's cards only fill the People's empty places, and the program does it."
        if move.source == DISCARD or move.target == DISCARD:
            return "The Sovereign and her court are ornaments: they never move."
        if move.target in ACE_TO_KNAVE:
            if move.source in PLACES and move.source not in PRIVY_COUNCIL:
                return "Only the Privy Council's cards go to the foundations."
            return refuse_foundation(table, move, ACE_TO_KNAVE)
        if move.source in PLACES and move.target in PLACES:
            if not table[move.target]:
                return "An empty place is filled only when its packet goes."
            if DIVISION_OF[move.target] != DIVISION_OF[move.source] - 1:
                return "A card climbs only to the division just above its own."
        return super().explain(table, move)

    # The table -------------------------------------------------------------------------
    # The Government round the Sovereign above, the four divisions below it, the Privy
    # Council on top; the pack and the talon beside the People.  On a phone held on its
    # side the emblem stands on the left of the divisions.
    arrangements = Arrangements(
        Row(EMBLEM, DIVISION_ROWS, Column(None, None, STOCK, TALON), gap=GROUP_GAP),
        upright=Column(
            Row(EMBLEM, Column(STOCK, TALON), gap=GROUP_GAP, align=CENTRE),
            DIVISION_ROWS,
            gap=GROUP_GAP,
        ),
        wide=Row(EMBLEM, DIVISION_ROWS, Column(STOCK, TALON), gap=GROUP_GAP),
        # The divisions' rows of eight places side by side are too wide for cards 48 px wide on a
        # phone held upright.
        crowded=True,
    )
