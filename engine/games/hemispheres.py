"""The Hemispheres (two packs).

The four red aces and the four black kings are taken out of the packs and laid in a
cross in the middle of the table: the foundations.  The aces are built up in suit to the
kings, the kings down in suit to the aces.  Round the cross lies a circle.  Four cards
lie crossways on it, at its left, top, right and bottom: the barriers, the king of
hearts, the ace of spades, the king of diamonds and the ace of clubs.  They divide the
circle into four Races of three places each, dealt clockwise from the king of hearts:
the European and the Asiatic above, the northern hemisphere, which belongs to the red
cards; the Australian and the African below, the southern, which belongs to the black.

* A card is available only when it is the top card of its place and lies in its own
  hemisphere (a red card in the north, a black card in the south).  A card in the wrong
  hemisphere cannot be used at all, until it is exchanged.
* Available cards and the talon's top card may be played to the foundations of their
  suit.  Nothing comes back from a foundation.
* Marriages, one card at a time: a red card goes on the card of its suit one rank higher,
  a black card on the card of its suit one rank lower.  A card of the circle marries only
  within its own Race; the talon's top card may marry an available card of any Race.
* A black card lying in the north and a red card lying in the south may exchange places
  (drag one onto the other), whenever the player likes; each then belongs to its new Race.
* Tap the pack to deal its next card: into the first empty place of the circle, in the
  order of the deal, or onto the talon when there is none.  Only the pack fills a place.
  There is no re-deal.
* When the pack is used up and the talon is too, or its top card can neither be played
  nor married, a card in the wrong hemisphere may cross into its own: into an empty place
  there, or onto an available card there that it marries, in any Race.
* When every other card is on the foundations the barriers complete them, by themselves:
  the kings on the red foundations at their queens, the aces on the black ones at their
  twos.  Then the game is won; it is lost when no card can reach a foundation any more.

Readings chosen where the book is unclear:

* The deal goes clockwise from the king of hearts at the left: the European, Asiatic,
  Australian and African Races; refills follow the same order, one card at each tap of
  the pack, before any card goes to the talon.  Talon cards never fill a place.
* An exchange swaps two cards each lying in the wrong hemisphere (such a card is always
  alone in its place: nothing can be married onto it).
* "The talon is exhausted": the pack is empty and the talon is either empty or its top
  card has nowhere to go.  Once the crossing is allowed it stays allowed.
* A card may not move into an empty place of its own Race; a place is filled only by the
  pack, an exchange or the crossing at the end.
* The barriers are played only at the very end, by the program; this never stands in the
  way of a win.
* The foundations' suits round the cross (hearts and spades north and south, diamonds and
  clubs east and west) are the book's picture as far as it can be read.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Ring, Row
from ..mechanics.autoplay import Partners
from ..mechanics.counters import flag
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    first_foundation_for,
    foundation_plays,
)
from ..mechanics.reach import lost_once_dealt
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

ACES = tuple(f"foundation-{n}" for n in range(1, 5))  # north, east, south, west arms
KINGS = tuple(f"foundation-{n}" for n in range(5, 9))
BARRIERS = tuple(Layout.numbered("reserve", 4))  # left, top, right, bottom
PLACES = tuple(Layout.numbered("tableau", 12))
RACES = {
    "European": PLACES[0:3],
    "Asiatic": PLACES[3:6],
    "Australian": PLACES[6:9],
    "African": PLACES[9:12],
}
RACE_OF = {place: race for race, places in RACES.items() for place in places}
NORTH, SOUTH = PLACES[:6], PLACES[6:]
BASES = {
    ACES[0]: "AH",
    ACES[1]: "AD",
    ACES[2]: "AH",
    ACES[3]: "AD",
    KINGS[0]: "KS",
    KINGS[1]: "KC",
    KINGS[2]: "KS",
    KINGS[3]: "KC",
    BARRIERS[0]: "KH",
    BARRIERS[1]: "AS",
    BARRIERS[2]: "KD",
    BARRIERS[3]: "AC",
}
HEMISPHERE_FOUNDATIONS = {
    **{pile: Foundation(direction=1, base_rank=None, suit=BASES[pile][1]) for pile in ACES},
    **{pile: Foundation(direction=-1, base_rank=None, suit=BASES[pile][1]) for pile in KINGS},
}
PACK = PackAndTalon()
CROSSING = "crossing"
LEFT_BARRIER = Pile(BARRIERS[0], turned=True, label="K")
RIGHT_BARRIER = Pile(BARRIERS[2], turned=True, label="K")
NORTH_ROW = (*PLACES[0:3], Pile(BARRIERS[1], turned=True, label="A"), *PLACES[3:6])
SOUTH_ROW = (
    *PLACES[9:12][::-1],
    Pile(BARRIERS[3], turned=True, label="A"),
    *PLACES[6:9][::-1],
)  # whether a card may now cross into its own hemisphere


def at_home(card: str, place: str) -> bool:
    """Whether ``card`` lies in its own hemisphere at ``place``."""
    return cards.is_red(card) == (place in NORTH)


def marries(card: str, other: str) -> bool:
    """Whether ``card`` may be laid on ``other``: red down, black up, in suit."""
    if cards.suit(card) != cards.suit(other):
        return False
    step = 1 if cards.is_red(card) else -1
    return cards.rank(other) == cards.rank(card) + step


def _partners(card: str) -> tuple[str, ...]:
    rank, suit = cards.rank(card), cards.suit(card)
    below = rank - 1 if cards.is_red(card) else rank + 1
    return (cards.code(below, suit),) if 1 <= below <= 13 else ()


partners: Partners = _partners


def _available(table: Table) -> list[str]:
    """The places whose top card lies in its own hemisphere."""
    return [p for p in PLACES if table[p] and at_home(table[p][-1], p)]


def _strangers(table: Table) -> list[str]:
    """The places whose card lies in the wrong hemisphere."""
    return [p for p in PLACES if table[p] and not at_home(table[p][-1], p)]


def _vacancy(table: Table, card: str = "") -> str | None:
    return next((p for p in PLACES if not table[p]), None)


def _talon_moves(table: Table, available: list[str]) -> list[Move]:
    card = table.top(TALON)
    if card is None:
        return []
    moves = foundation_plays(table, HEMISPHERE_FOUNDATIONS, (TALON,))
    moves += [
        Move("move", TALON, place, card=card)
        for place in available
        if marries(card, table[place][-1])
    ]
    return moves


def _settle(table: Table) -> Table:
    """Mark the crossing allowed once the pack and talon are done with, and play the
    barriers when nothing else is left."""
    if not table[STOCK] and not table.var(CROSSING) and not _talon_moves(table, _available(table)):
        table = table.with_vars(**{CROSSING: True})
    if not table[STOCK] and not table[TALON] and not any(table[p] for p in PLACES):
        for barrier in BARRIERS:
            if table[barrier]:
                card = table[barrier][-1]
                target = first_foundation_for(table, HEMISPHERE_FOUNDATIONS, card)
                if target is not None:
                    table = table.move(barrier, target)
    return table


class Hemispheres(GameRules):
    id = "hemispheres"
    name = "The Hemispheres"
    decks = 2
    summary = "Red cards rule the north, black the south; exchange the strangers across."
    picture = "017"
    skill = "Mostly chance"
    partners = staticmethod(_partners)
    layout = Layout(ACES + KINGS + BARRIERS + PLACES + (STOCK, TALON))
    own_counters = (flag(CROSSING, "whether a card may cross into its own hemisphere"),)
    pile_nouns = {"tableau": "place", "reserve": "barrier"}
    build_rule = (
        "A red card marries the next higher card of its suit, a black card the next lower, "
        "in its own Race (a talon card in any Race)."
    )

    def deal(self, deal: int) -> Table:
        piles = lay_out(deal, 2, BASES, PLACES)
        return Table.build(self.layout, piles, **{CROSSING: False})

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return HEMISPHERE_FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        available = _available(table)
        moves = foundation_plays(table, HEMISPHERE_FOUNDATIONS, available)
        for source in available:
            card = table[source][-1]
            for target in RACES[RACE_OF[source]]:
                if target != source and target in available and marries(card, table[target][-1]):
                    moves.append(Move("move", source, target, card=card))
        moves += _talon_moves(table, available)
        strangers = _strangers(table)
        for north in (p for p in strangers if p in NORTH):
            for south in (p for p in strangers if p in SOUTH):
                moves.append(Move("move", north, south, card=table[north][-1]))
                moves.append(Move("move", south, north, card=table[south][-1]))
        if table.var(CROSSING) or (not table[STOCK] and not _talon_moves(table, available)):
            for source in strangers:
                card = table[source][-1]
                home = SOUTH if source in NORTH else NORTH
                for target in home:
                    if not table[target] or (
                        target in available and marries(card, table[target][-1])
                    ):
                        moves.append(Move("move", source, target, card=card))
        return moves + PACK.moves(table, lands=_vacancy)

    def apply(self, table: Table, move: Move) -> Table:
        source, target = move.source, move.target
        exchange = (
            move.kind == "move"
            and source in PLACES
            and target in PLACES
            and table[target]
            and not at_home(table[source][-1], source)
            and not at_home(table[target][-1], target)
        )
        if exchange:
            table = table.put({source: table[target], target: table[source]})
        else:
            table = PACK.apply(table, move)
        return _settle(table)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, HEMISPHERE_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts it can be tapped; after, a card may pass between two
        # twins of its Race for ever, so look for a foundation play within reach.
        return lost_once_dealt(self, table, (*ACES, *KINGS), STOCK, limit=500)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # While the pack lasts, which places are empty decides where its cards fall.
        return not table[STOCK]

    def explain(self, table: Table, move: Move) -> str:
        if move.source in BARRIERS or move.target in BARRIERS:
            return "The barriers stay where they are until the end of the game."
        if reason := PACK.refuse(self, table, move, HEMISPHERE_FOUNDATIONS):
            return reason
        source, target = move.source, move.target
        card = table.top(source or "")
        if source in PLACES and card and not at_home(card, source):
            if target in PLACES and table[target] and not at_home(table[target][-1], target):
                return "Two strangers exchange only across the equator, one from each hemisphere."
            if not table.var(CROSSING):
                return (
                    f"The {cards.name(card)} lies in the wrong hemisphere: it can only be "
                    "exchanged, until the pack and the talon are done with."
                )
        if target in HEMISPHERE_FOUNDATIONS:
            return refuse_foundation(table, move, HEMISPHERE_FOUNDATIONS)
        if target in PLACES and not table[target]:
            return "Only the pack fills an empty place (and, at the end, a card crossing home)."
        if source in PLACES and target in PLACES and RACE_OF[source] != RACE_OF[target]:
            return "A card of the circle marries only within its own Race."
        if target in PLACES and table[target] and not at_home(table[target][-1], target):
            return "Nothing goes on a card lying in the wrong hemisphere."
        return self.build_rule

    # The book's circle: the barriers crossways at nine, twelve, three and six o'clock,
    # three places of a Race between each two, the cross of foundations in the middle
    # (each arm a king inside and an ace outside), the pack and talon beside it.
    arrangements = Arrangements(
        Row(
            Ring(
                [
                    *PLACES[3:6],
                    Pile(BARRIERS[2], turned=True, label="K"),
                    *PLACES[6:9],
                    Pile(BARRIERS[3], turned=True, label="A"),
                    *PLACES[9:12],
                    Pile(BARRIERS[0], turned=True, label="K"),
                    *PLACES[0:3],
                    Pile(BARRIERS[1], turned=True, label="A"),
                ],
                centre=Grid(
                    [
                        [None, None, ACES[0], None, None],
                        [None, None, KINGS[0], None, None],
                        [ACES[3], KINGS[3], None, KINGS[1], ACES[1]],
                        [None, None, KINGS[2], None, None],
                        [None, None, ACES[2], None, None],
                    ],
                    gap=0.05,
                    row_gap=0.05,
                ),
            ),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
        # On a phone held upright the circle becomes a frame: the north's two Races in a
        # row above, the ace of spades between them; the south's below, the ace of clubs
        # between them, each Race in the order of the deal round the circle; the kings of
        # hearts and diamonds at the ends of the cross between.  On its side the cross
        # lies flat, its west arm on the left and its east arm on the right.
        upright=Column(
            Row(*NORTH_ROW),
            Grid(
                [
                    [None, None, ACES[0], KINGS[0], None, None],
                    [LEFT_BARRIER, ACES[3], KINGS[3], KINGS[1], ACES[1], RIGHT_BARRIER],
                    [None, None, KINGS[2], ACES[2], None, None],
                ]
            ),
            Row(*SOUTH_ROW),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(
            Column(
                Row(*NORTH_ROW),
                Row(
                    LEFT_BARRIER,
                    ACES[3],
                    KINGS[3],
                    *ACES[0::2],
                    *KINGS[0::2],
                    KINGS[1],
                    ACES[1],
                    RIGHT_BARRIER,
                ),
                Row(*SOUTH_ROW),
                gap=GROUP_GAP,
            ),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
    )
