"""Fortress (one pack).

The whole pack is dealt face up in two groups of five rows, left and right of a
central column kept for the four foundations.  Every row holds five cards except the
bottom row of each group, which has a sixth at its outer end.

Only the outside card of a row is available: the leftmost card of a row in the left
group, the rightmost card of a row in the right group.  A card with another card
outside it cannot be used.

* Aces go to the centre as they become available and are built up in suit to kings.
  Nothing comes back from a foundation.
* An available card may be married to another available card of the same suit, one
  rank higher or lower, in either group, in both directions (no king on ace).
* A row emptied entirely is a lane.  Any available card may be put in a lane, at its
  inner end, and is then built on like any row.  Lanes are the way to reverse a
  sequence, one card at a time.  Refilling a lane is never compulsory.
* There is no stock and no re-deal.  The game is won when all 52 cards are on the
  foundations.

Readings chosen where the book is unclear: the 1914 text says the aces "descend" to
kings, an evident slip for ascend; cards move one at a time; an ace goes to the first
free foundation space (the spaces are alike); the deal runs across row one of both
groups, then row two and so on, the last two cards extending the bottom rows.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import Arrangements, Column, Wings, piles, room_for
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import either, lane, marriage, transfers
from ..mechanics.cover import nothing_outside
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
LEFT_ROWS = tuple(Layout.numbered("tableau", 5))
RIGHT_ROWS = tuple(f"tableau-{n}" for n in range(6, 11))
ROWS = LEFT_ROWS + RIGHT_ROWS
ACE_TO_KING = Foundation(direction=1, base_rank=1)
MARRY_OR_FILL_LANE = either(marriage(up=True, down=True), lane)
# Each row is kept from its inner end to its outer end, so its outside card is its top.
OUTSIDE_CARDS = nothing_outside(ROWS, "The {card} cannot be moved now: a card lies outside it.")


class Fortress(GameRules):
    id = "fortress"
    name = "Fortress"
    decks = 1
    summary = "Two groups of rows face the centre; marry in suit, use lanes, build aces to kings."
    picture = "010"
    skill = "Mostly skill"
    partners = staticmethod(in_suit_either_side)
    layout = Layout(FOUNDATIONS + ROWS)
    covers = OUTSIDE_CARDS
    # A position plays as one whose rows hold the same cards in other places: the rules
    # name a row only as "a row" of either group (any row's outside card may be played,
    # married onto any other row's outside card or put into any lane, and any row takes
    # such a card), and the game is won when the foundations are full, wherever the rows
    # lie.  Renaming the rows turns every legal move into a legal move and the position it
    # leads to into the renamed one, and a position is won exactly when its renamed one is.
    alike = (ROWS,)
    # The book's two groups of rows facing the foundations' column, each row room to
    # show six cards fanned outwards (as dealt; longer rows tighten).
    arrangements = Arrangements(
        Wings(LEFT_ROWS, Column(piles(FOUNDATIONS, label="A")), RIGHT_ROWS, room_for(6, "left"))
    )
    build_rule = (
        "A card marries only a card of its own suit one rank above or below it; "
        "an empty row takes any available card."
    )

    def deal(self, deal: int) -> Table:
        # Each row is kept from its inner end (by the foundations) to its outer end, so
        # the available outside card is always the pile's top.
        pack = shuffled_pack(deal, cards.new_pack(1))
        rows: dict[str, list[str]] = {row: [] for row in ROWS}
        for row_number in range(5):
            for group in (LEFT_ROWS, RIGHT_ROWS):
                dealt = pack[:5]
                del pack[:5]
                # Left to right is outer to inner in the left group, inner to outer in the right.
                rows[group[row_number]] = dealt[::-1] if group is LEFT_ROWS else dealt
        rows[LEFT_ROWS[-1]].append(pack.pop(0))
        rows[RIGHT_ROWS[-1]].append(pack.pop(0))
        return Table.build(self.layout, rows)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return dict.fromkeys(FOUNDATIONS, ACE_TO_KING)

    def legal_moves(self, table: Table) -> list[Move]:
        available = OUTSIDE_CARDS.free(table)
        return foundation_plays(table, self.foundations(table), available) + transfers(
            table, available, ROWS, MARRY_OR_FILL_LANE
        )

    def apply(self, table: Table, move: Move) -> Table:
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, self.foundations(table))
