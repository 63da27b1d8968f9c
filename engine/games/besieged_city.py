"""The Besieged City (two packs).

Twelve cards are dealt face up in four rows of three: the Reserve, the city.  Round it
fourteen cards are laid crossways, the Ramparts: three above its three columns, three
below them, four to the left of its four rows and four to the right.  Each row and each
column of the Reserve is a line, and the two Ramparts at its ends are that line's ends.
The other 78 cards are the pack.

* The foundations are the four corners of the frame, one for each suit.  The first ace
  of a suit to be played starts one, and it then takes the 26 cards of its suit in this
  order: ace, king, two, queen, three, knave, four, ten, five, nine, six, eight, seven,
  seven, eight, six, nine, five, ten, four, knave, three, queen, two, king, ace.
* Only a Rampart's top card, or the card just turned from the pack, is ever played to a
  foundation.
* A card may be laid on a Rampart's top card of its own suit when the two are neighbours
  in rank (one up or down) or in the foundations' order (a queen on a two, a knave on a
  three, a seven on a seven, a king on a two...), directions mixed at will.  A Rampart's
  top card may go on another Rampart on the same terms, one card at a time.
* A Reserve card may go, on the same terms, only onto the four Ramparts at the ends of
  its row and of its column.
* A Rampart whose packet is gone must be filled at once with a card of the line at whose
  end it stands, the player choosing which, whatever its suit and rank; nothing else may
  be done until it is.  A place of the Reserve left empty is filled at once from the
  talon's top card, or from the pack when there is no talon.
* Tap the pack to turn its top card: it goes to its foundation if it fits there, and
  otherwise onto the talon, whose cards serve only to fill the Reserve.  There is no
  re-deal.
* Once the pack and the talon are used up, the Reserve's cards may be transposed: any
  two exchanged (drag one onto the other), or one moved to an empty place of the Reserve.
* The game is won when all 104 cards are on the foundations, and lost when no card can
  be brought to a foundation any more.

Readings chosen where the book is unclear:

* "Neighbours in the order in which they will be played" is read both ways: same suit,
  and ranks one apart or adding up to fourteen or fifteen (so a king goes on an ace or a
  two, a seven on a seven).
* All twelve Reserve cards are available at all times; each reaches the two ends of its
  row and the two ends of its column (the book's note: the card at the top left corner
  reaches A, B, C and D).
* A Rampart's vacancy is filled before anything else; when its line holds one card only,
  that card goes by itself.  When its line is empty (only at the end) the place stays
  empty until a transposition brings a card into the line, which then fills it.
* The card turned from the pack is played for the player when it fits its foundation (the
  order is fixed, one foundation a suit: playing it can never hurt); a card that comes
  from the pack to refill the Reserve is placed there, not played.
* The opening play is optional: the pack may be turned whenever the player likes.
* Transposition is allowed only at the end, when the pack and the talon are used up.
* The second ace of a suit is an ordinary card until its foundation reaches its last
  king; a card played to a foundation stays there.  The first ace of a suit to be played
  goes to the first empty corner: top left, top right, bottom left, bottom right.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import lost_once_dealt
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
RESERVE = tuple(Layout.numbered("reserve", 12))
RAMPARTS = tuple(Layout.numbered("tableau", 14))
STOCK, TALON = "stock-1", "talon-1"

# The foundations' order: the ascending line and the descending line interleaved.
ORDER = (1, 13, 2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7, 7, 8, 6, 9, 5, 10, 4, 11, 3, 12, 2, 13, 1)
CITY_FOUNDATION = Foundation(suit=None, size=26, sequence=ORDER)
CITY_FOUNDATIONS = dict.fromkeys(FOUNDATIONS, CITY_FOUNDATION)


def _cell(row: int, column: int) -> str:
    """The Reserve's place in row 1-4 (top to bottom), column 1-3 (left to right)."""
    return RESERVE[(row - 1) * 3 + column - 1]


# The Ramparts clockwise from the top left: three above the columns, four right of the
# rows, three below the columns (right to left), four left of the rows (bottom to top).
TOP = RAMPARTS[0:3]
RIGHT = RAMPARTS[3:7]
BOTTOM = RAMPARTS[7:10][::-1]  # left to right
LEFT = RAMPARTS[10:14][::-1]  # top to bottom
ROWS = tuple(tuple(_cell(r, c) for c in range(1, 4)) for r in range(1, 5))
COLUMNS = tuple(tuple(_cell(r, c) for r in range(1, 5)) for c in range(1, 4))
# Each Rampart is the end of one line: the Reserve places of that line.
LINE_OF = {
    **{TOP[c]: COLUMNS[c] for c in range(3)},
    **{BOTTOM[c]: COLUMNS[c] for c in range(3)},
    **{LEFT[r]: ROWS[r] for r in range(4)},
    **{RIGHT[r]: ROWS[r] for r in range(4)},
}
# Each Reserve place reaches the four Ramparts at the ends of its row and its column.
ENDS_OF = {
    place: tuple(rampart for rampart in RAMPARTS if place in LINE_OF[rampart]) for place in RESERVE
}


def neighbours(card: str, other: str) -> bool:
    """Whether ``card`` may lie on ``other``: same suit, next in rank or in the
    foundations' order (ranks adding up to 14 or 15), either way."""
    if cards.suit(card) != cards.suit(other):
        return False
    a, b = cards.rank(card), cards.rank(other)
    return abs(a - b) == 1 or a + b in (14, 15)


def partners(card: str) -> tuple[str, ...]:
    """The cards that may be laid on ``card`` (for the auto-play's safety)."""
    rank, suit = cards.rank(card), cards.suit(card)
    ranks = {rank - 1, rank + 1, 14 - rank, 15 - rank}
    return tuple(cards.code(r, suit) for r in sorted(ranks) if 1 <= r <= 13)


def _suits_started(table: Table) -> set[str]:
    return {cards.suit(table[pile][0]) for pile in FOUNDATIONS if table[pile]}


def _foundation_for(table: Table, card: str) -> str | None:
    """The foundation that takes ``card`` now: its suit's, or the first empty corner for
    the first ace of a suit."""
    started = _suits_started(table)
    for pile in FOUNDATIONS:
        stack = table[pile]
        if not stack and cards.suit(card) in started:
            continue
        if CITY_FOUNDATION.accepts(stack, card):
            return pile
    return None


def _vacancy(table: Table) -> str | None:
    """The first Rampart that is empty while its line holds a card: it must be filled."""
    return next((r for r in RAMPARTS if not table[r] and any(table[p] for p in LINE_OF[r])), None)


def _settle(table: Table) -> Table:
    """Fill what the rules fill at once: a Reserve place from the talon, else the pack;
    a Rampart from its line when the line holds a single card."""
    while True:
        for place in RESERVE:
            if not table[place]:
                source = TALON if table[TALON] else STOCK
                if table[source]:
                    table = table.move(source, place)
        rampart = _vacancy(table)
        if rampart is None:
            return table
        line = [p for p in LINE_OF[rampart] if table[p]]
        if len(line) > 1:
            return table
        table = table.move(line[0], rampart)


class BesiegedCity(GameRules):
    id = "besieged-city"
    name = "The Besieged City"
    decks = 2
    summary = "Twelve cards besieged by fourteen ramparts; foundations climb A K 2 Q 3 J ... to A."
    picture = "015"
    skill = "Mostly skill"
    partners = staticmethod(partners)
    layout = Layout(FOUNDATIONS + RESERVE + RAMPARTS + (STOCK, TALON))
    pile_nouns = {"tableau": "rampart"}
    build_rule = (
        "A card goes only on a rampart's card of its own suit, next to it in rank or in the "
        "foundations' order (ranks adding up to 14 or 15)."
    )

    def deal(self, deal: int) -> Table:
        pack = list(shuffled_pack(deal, cards.new_pack(2)))
        piles = {place: [pack.pop(0)] for place in RESERVE + RAMPARTS}
        return Table.build(self.layout, {**piles, STOCK: stock_of(pack)})

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return CITY_FOUNDATIONS

    # The moves ---------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        vacancy = _vacancy(table)
        if vacancy is not None:
            return [
                Move("move", place, vacancy, card=table[place][-1])
                for place in LINE_OF[vacancy]
                if table[place]
            ]
        started = _suits_started(table)
        moves = [
            move
            for move in foundation_plays(table, CITY_FOUNDATIONS, RAMPARTS)
            if table[move.target] or move.card is None or cards.suit(move.card) not in started
        ]
        tops = {r: table[r][-1] for r in RAMPARTS if table[r]}
        for source, card in tops.items():
            for target, other in tops.items():
                if source != target and neighbours(card, other):
                    moves.append(Move("move", source, target, card=card))
        for place in RESERVE:
            if not table[place]:
                continue
            card = table[place][-1]
            for target in ENDS_OF[place]:
                if target in tops and neighbours(card, tops[target]):
                    moves.append(Move("move", place, target, card=card))
        if table[STOCK]:
            moves.append(Move("deal", STOCK, None, label="Turn the pack"))
        elif not table[TALON]:
            moves += self._transpositions(table)
        return moves

    def _transpositions(self, table: Table) -> list[Move]:
        moves = []
        for i, first in enumerate(RESERVE):
            for second in RESERVE[i + 1 :]:
                if table[first] and table[second]:
                    moves.append(Move("move", first, second, card=table[first][-1]))
                elif table[first] or table[second]:
                    source, target = (first, second) if table[first] else (second, first)
                    moves.append(Move("move", source, target, card=table[source][-1]))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            card = table[STOCK][-1]
            foundation = _foundation_for(table, card)
            return table.move(STOCK, foundation or TALON)
        if move.source in RESERVE and move.target in RESERVE and table[move.target]:
            return table.put({move.source: table[move.target], move.target: table[move.source]})
        return _settle(table.move(move.source, move.target))

    def is_won(self, table: Table) -> bool:
        return all_complete(table, CITY_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts it can always be turned; after, a card may pass between two
        # Ramparts for ever, so look for a foundation play within reach (at most 500
        # positions, a quarter of a second: the page asks after every move).
        return lost_once_dealt(self, table, FOUNDATIONS, STOCK, limit=500, key=self.position_key)

    def position_key(self, table: Table) -> tuple:
        # Once the pack and the talon are used up, any two Reserve cards may be exchanged,
        # so positions whose Reserve holds the same cards in the same places (filled or
        # empty) reach each other, and play alike: the cards are sorted over the filled
        # places.  (Moving a card to an empty place may fill a Rampart, so which places
        # are empty still counts; while a Rampart waits to be filled nothing is exchanged.)
        piles = list(table.cards)
        if not table[STOCK] and not table[TALON] and _vacancy(table) is None:
            index = table.layout.index
            filled = [index[p] for p in RESERVE if table[p]]
            for place, stack in zip(filled, sorted(piles[i] for i in filled), strict=True):
                piles[place] = stack
        return (tuple(piles), table.vars)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # While the talon or the pack lasts, a Reserve place is refilled from them.
        return not table[STOCK] and not table[TALON]

    # Refusals in a player's words ----------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        vacancy = _vacancy(table)
        if vacancy is not None and not (move.target == vacancy and move.source in RESERVE):
            return "The empty rampart must be filled first, with a card of its line of the city."
        if move.kind != "move" or move.source not in table or move.target not in table:
            return super().explain(table, move)
        if move.source in CITY_FOUNDATIONS:
            return "A card played to a foundation stays there."
        if move.source in (STOCK, TALON):
            return "The talon's cards only fill the places of the city."
        if move.source in RESERVE and move.target in RESERVE:
            return "The city's cards may be transposed only when the pack and talon are used up."
        if move.source in RESERVE and move.target in set(RAMPARTS) - set(ENDS_OF[move.source]):
            return (
                "A card of the city goes only to the ramparts at the ends of its row "
                "and of its column."
            )
        if move.source in RESERVE and move.target in CITY_FOUNDATIONS:
            return "A card of the city goes to a rampart first, never straight to a foundation."
        if move.target in RAMPARTS and table[move.source] and table[move.target]:
            return self.build_rule
        return super().explain(table, move)

    # The table -------------------------------------------------------------------------
    # The book's frame: the foundations in the four corners, the Ramparts crossways along
    # its sides, the city in the middle; the pack and the talon beside it.  On a phone on
    # its side the frame is turned a quarter about its diagonal (rows become columns, so
    # every Rampart still stands at the end of its line), its crossways cards lying low,
    # and the foundations sit beside it.
    arrangements = Arrangements(
        Row(
            Grid(
                [
                    [FOUNDATIONS[0], *(Pile(p, turned=True) for p in TOP), FOUNDATIONS[1]],
                    *(
                        [Pile(LEFT[r], turned=True), *ROWS[r], Pile(RIGHT[r], turned=True)]
                        for r in range(4)
                    ),
                    [FOUNDATIONS[2], *(Pile(p, turned=True) for p in BOTTOM), FOUNDATIONS[3]],
                ]
            ),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Grid(
                [
                    [FOUNDATIONS[0], *(Pile(p, turned=True) for p in TOP), FOUNDATIONS[1]],
                    *(
                        [Pile(LEFT[r], turned=True), *ROWS[r], Pile(RIGHT[r], turned=True)]
                        for r in range(4)
                    ),
                    [FOUNDATIONS[2], *(Pile(p, turned=True) for p in BOTTOM), FOUNDATIONS[3]],
                ]
            ),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
        ),
        wide=Row(
            Grid(
                [
                    [None, *(Pile(p, turned=True) for p in LEFT), None],
                    *(
                        [Pile(TOP[c], turned=True), *COLUMNS[c], Pile(BOTTOM[c], turned=True)]
                        for c in range(3)
                    ),
                    [None, *(Pile(p, turned=True) for p in RIGHT), None],
                ]
            ),
            Grid(
                [[FOUNDATIONS[0], FOUNDATIONS[1]], [FOUNDATIONS[2], FOUNDATIONS[3]], [STOCK, TALON]]
            ),
            gap=GROUP_GAP,
        ),
    )
