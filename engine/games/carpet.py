"""The Carpet (two packs).

Four aces and four kings, one of each suit, are taken out of the packs and laid in a row
above the table: the foundations.  The aces are built up in suit to the kings, the kings
down in suit to the aces.  Sixty-four cards are then dealt face up in eight rows of
eight, woven like a carpet: upright and crossways cards alternate along every row and
every column, the top left card upright.  The other 32 cards are the pack.

* A carpet card is available only when one of its narrow ends is free: the top or the
  bottom of an upright card, the left or the right end of a card lying crossways.  An end
  is free when the lane beyond it, straight to the carpet's edge, is empty.  At the start
  sixteen cards round the edge are available.  Taking a card away never frees the card
  next to it in the same line, which shows it a long side, but it opens lanes for others.
* Available carpet cards, the card turned from the pack and the talon's top card may be
  played to the foundations; nothing comes back from a foundation.
* Tap the pack to turn its top card onto the talon.  Once there is a talon, any available
  carpet card may be laid on its top card when it is of the same suit and one rank
  higher or lower; ups and downs may alternate.  Places of the carpet are never refilled.
* When the pack is used up the talon may be taken up, shuffled and dealt again, twice in
  all.  The carpet is never re-dealt.
* The game is won when all 104 cards are on the foundations, and lost when the pack is
  used up, no re-deal is left and no card can move.

Readings chosen where the book is unclear:

* An end is free only when every place beyond it, in a straight line to the edge, is
  empty: the book's inner cards are freed "by a clear lane having been opened out".  The
  variant ``carpet-adjacent`` frees an end as soon as the place next to it is empty.
* Building on the talon goes one rank up or down in suit, each card tested against the
  talon's top card alone; the ace and the king do not follow each other.  Nothing may be
  laid there until a card has been turned from the pack.
* The talon may be re-dealt whenever the pack is used up; the cards laid on it from the
  carpet are shuffled into the new pack with the rest.
* A card that both foundations of its suit would take goes where the player chooses; no
  card passes from one foundation to another.  Nothing is played for the player.
* The book's advice for the third deal (to build only downwards on the talon once a
  foundation of the suit is finished) is advice, not a rule.
* The four aces and four kings are set out in the order clubs, diamonds, hearts, spades.
* On a phone the carpet's cards are all drawn upright, in the same eight rows of eight
  (a woven carpet is too wide for cards a thumb can hit): the page marks the cards that
  are blocked, so which card blocks which still shows.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import marriage, transfers
from ..mechanics.cover import Cover, narrow_end
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.grid import Grid as Places
from ..mechanics.grid import laid_over
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

ACES = tuple(f"foundation-{n}" for n in range(1, 5))
KINGS = tuple(f"foundation-{n}" for n in range(5, 9))
CARPET = Places(columns=8, rows=8)
PLACES = CARPET.cells
PACK = PackAndTalon(redeals=2, shuffled=True)
BASES = {
    **{pile: cards.code(1, suit) for pile, suit in zip(ACES, cards.SUITS, strict=True)},
    **{pile: cards.code(13, suit) for pile, suit in zip(KINGS, cards.SUITS, strict=True)},
}
CARPET_FOUNDATIONS = {
    **{
        pile: Foundation(direction=1, base_rank=None, suit=cards.suit(BASES[pile])) for pile in ACES
    },
    **{
        pile: Foundation(direction=-1, base_rank=None, suit=cards.suit(BASES[pile]))
        for pile in KINGS
    },
}
ON_THE_TALON = marriage()  # same suit, one rank up or down
ADJACENT = "carpet-adjacent"


def crossways(row: int, column: int) -> bool:
    """Whether the carpet's card at ``row``, ``column`` lies crossways (the top left card
    stands upright, and the two kinds alternate along rows and columns)."""
    return (row + column) % 2 == 1


BLOCKED = "The {card} is blocked: neither of its narrow ends has a clear lane to the edge."
LANES = narrow_end(CARPET, crossways, BLOCKED)
NEXT_PLACE = narrow_end(
    CARPET,
    crossways,
    "The {card} is blocked: a card lies next to each of its narrow ends.",
    lane=False,
)


class Carpet(GameRules):
    id = "carpet"
    name = "The Carpet"
    decks = 2
    summary = "Free the cards of a woven carpet by their narrow ends; build them on the talon."
    picture = "040"
    skill = "Mostly skill"
    partners = staticmethod(in_suit_either_side)
    layout = Layout(ACES + KINGS + PLACES + (STOCK, TALON))
    variants = {ADJACENT: "A narrow end is free when the place next to it is empty."}
    pile_nouns = {"tableau": "place"}
    build_rule = (
        "A carpet card goes on the talon only on a card of its own suit one rank higher or lower."
    )

    @property
    def covers(self) -> Cover:  # type: ignore[override]
        return NEXT_PLACE if self.variant == ADJACENT else LANES

    def deal(self, deal: int) -> Table:
        return Table.build(self.layout, lay_out(deal, 2, BASES, PLACES), **PACK.counters(deal))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return CARPET_FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        free = self.covers.free(table)
        moves = foundation_plays(table, CARPET_FOUNDATIONS, (*free, TALON))
        if table[TALON]:
            moves += transfers(table, free, (TALON,), ON_THE_TALON)
        return moves + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        return PACK.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, CARPET_FOUNDATIONS)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # While a re-deal is left, every play changes the talon that will be shuffled.
        return not table.var("redeals_left")

    def explain(self, table: Table, move: Move) -> str:
        if move.source in PLACES and (blocked := self.covers.refuse(table, move.source)):
            return blocked
        if move.source in PLACES and move.target == TALON and not table[TALON]:
            return "Nothing is laid on the talon until a card has been turned from the pack."
        if move.source in PLACES and move.target == TALON and table[move.source]:
            return self.build_rule
        if reason := PACK.refuse(self, table, move, CARPET_FOUNDATIONS):
            return reason
        if move.target in CARPET_FOUNDATIONS:
            return refuse_foundation(table, move, CARPET_FOUNDATIONS)
        if move.target in PLACES:
            return "A place of the carpet is never refilled."
        if move.source == TALON:
            return "The talon's top card goes only to a foundation."
        return self.build_rule

    # The book's carpet: the aces and the kings in a row above it, the pack and the talon
    # below it, its cards woven upright and crossways.  On a phone held upright all its
    # cards stand upright in the same eight rows; on its side each row lies over the lower
    # part of the one above, the foundations and the pack beside it.
    arrangements = Arrangements(
        Row(
            Grid(
                [
                    [
                        Pile(CARPET.cell(r, c), turned=crossways(r, c))
                        for c in range(1, CARPET.columns + 1)
                    ]
                    for r in range(1, CARPET.rows + 1)
                ],
                gap=0.05,
                row_gap=0.05,
            ),
            Column(
                Grid([[a, k] for a, k in zip(ACES, KINGS, strict=True)]),
                Row(STOCK, TALON),
                gap=GROUP_GAP,
            ),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(*ACES, *KINGS, gap=0.05),
            Grid([CARPET.row(r) for r in range(1, CARPET.rows + 1)], gap=0.05, row_gap=0.05),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
        ),
        wide=Row(
            laid_over(CARPET),
            Column(Grid([[a, k] for a, k in zip(ACES, KINGS, strict=True)]), gap=GROUP_GAP),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
        # Eight rows of eight under the eight foundations make a table too tall for cards 48 px wide
        # on a phone held upright.
        crowded=True,
    )
