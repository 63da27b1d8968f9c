"""The Kings (two packs).

The eight aces are taken out of the packs and laid in two columns of four in the middle
of the table, the two aces of one suit side by side in each row: diamonds, clubs,
hearts, spades from the top.  They are the foundations, and each is built up to the king
regardless of suit.

The rest of the pack is dealt, by the player, in columns of four cards, each from the
top down: the first column to the left of the aces, the second to the right, then
alternately left and right, each new column outside the last on its side.  So each row
of the table holds two lines of cards running outward from its aces, one on each side:
eight lines in all, and only the outermost card of a line is available.

* During the deal a card may go to a foundation only in its own row.  A card that
  suits a foundation of its row as it is dealt is played there at once, and the next
  card is dealt in its place.  A card of the newest column on its side that becomes
  suitable through another play is played at once too, but not replaced.  Cards of the
  inner columns are never played during the deal, even when uncovered: each column
  blocks the one before it on its side.  These plays are the rules' own: the player only
  deals.
* Once the deal is over, the row no longer matters.  The outermost card of each line may
  be played to any foundation that takes it, or laid on the outermost card of another
  line one rank higher or lower, of any suit, one card at a time; a sequence is
  reversed by moving it card by card to another line.  A line emptied completely may take
  any available card, and is built on like the others.
* There is no re-deal.  The game is won when all 104 cards are on the foundations.

Readings chosen where the book is unclear:

* Each column is dealt from the top row down; the last column may be short.
* During the deal the card just dealt and the other cards of the newest column on each
  side may be played (the book: "as each column is placed it blocks the preceding
  one"); only a card played the moment it is dealt is replaced.
* When both foundations of the row take a card during the deal it goes to the one on the
  side being dealt; as suit does not count, it makes no difference.
* After the deal a card is built up or down by one at each move, with no fixed direction
  per line and no wrap between king and ace; an empty line takes one card of any rank.
* Nothing comes back from the foundations.
* A card can go back and forth between two lines for ever, so the game is lost once no
  series of moves can bring a card to a foundation.

Variant ``kings-strict`` keeps the row rule after the deal, as the book's Note allows: a
card may go only to a foundation of its own row, and a card moved to another line takes
that line's row.
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
    piles,
)
from ..mechanics.builds import either, lane, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.played_as_dealt import AsDealt
from ..mechanics.talon import withdraw
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Cards, Layout, Table

ROW_SUITS = ("D", "C", "H", "S")
LEFT_ACES = tuple(Layout.numbered("foundation", 4))  # rows 1-4, top to bottom
RIGHT_ACES = tuple(f"foundation-{n}" for n in range(5, 9))
FOUNDATIONS = LEFT_ACES + RIGHT_ACES
LEFT_LINES = tuple(Layout.numbered("tableau", 4))  # rows 1-4, running out to the left
RIGHT_LINES = tuple(f"tableau-{n}" for n in range(5, 9))
LINES = LEFT_LINES + RIGHT_LINES
STOCK = "stock-1"
ROWS = 4
# Ace to king, of any suits; the aces are laid before the deal.
ACE_TO_KING = Foundation(direction=1, base_rank=None, any_suit=True)
KING_FOUNDATIONS = dict.fromkeys(FOUNDATIONS, ACE_TO_KING)


def _row(pile: str) -> int:
    for line in (LEFT_LINES, RIGHT_LINES, LEFT_ACES, RIGHT_ACES):
        if pile in line:
            return line.index(pile)
    raise ValueError(pile)


def _row_foundations(line: str) -> tuple[str, str]:
    """The two foundations of a line's row, the one on the line's side first."""
    row = _row(line)
    if line in LEFT_LINES:
        return LEFT_ACES[row], RIGHT_ACES[row]
    return RIGHT_ACES[row], LEFT_ACES[row]


def _side_dealt(filled: int) -> tuple[str, ...]:
    """The lines of the side the column holding the ``filled``-th place is dealt on."""
    return LEFT_LINES if (filled // ROWS) % 2 == 0 else RIGHT_LINES


def _lands(table: Table, card: str, filled: int) -> str:
    return _side_dealt(filled)[filled % ROWS]


def _in_its_row(table: Table, card: str, line: str) -> str | None:
    """The foundation of the line's row that takes the card, the one on its side first."""
    for pile in _row_foundations(line):
        if ACE_TO_KING.accepts(table[pile], card):
            return pile
    return None


def _new_column(filled: int) -> tuple[str, ...]:
    # A column starting on a side blocks the columns before it on that side.
    return _side_dealt(filled) if filled % ROWS == 0 else ()


DEAL = AsDealt(
    places=LINES,
    lands=_lands,
    at_once=_in_its_row,
    replace=True,
    per_tap=ROWS,
    blocks=_new_column,
    after_card=lambda table, line, card: _in_its_row(table, card, line),
    stock=STOCK,
)


def _one_rank_apart_or_empty(stack: Cards, card: str) -> bool:
    if not stack:
        return True
    return abs(cards.rank(stack[-1]) - cards.rank(card)) == 1


def _either_side(card: str) -> tuple[str, ...]:
    """Partners: a card one rank above or below, of any suit (no wrap)."""
    rank = cards.rank(card)
    return tuple(
        cards.code(other, suit)
        for other in (rank - 1, rank + 1)
        if 1 <= other <= 13
        for suit in cards.SUITS
    )


BUILD = either(_one_rank_apart_or_empty, lane)


class Kings(GameRules):
    id = "kings"
    name = "The Kings"
    decks = 2
    summary = "Deal columns out from eight aces; build up or down in any suit; aces up to kings."
    picture = "021"
    skill = "Mostly skill"
    partners = staticmethod(_either_side)
    covers = DEAL.cover(
        "The {card} lies in an inner column: it is blocked until the whole pack is dealt."
    )
    layout = Layout(FOUNDATIONS + LINES + (STOCK,))
    variants = {"kings-strict": "After the deal too, a card goes up only in its own row."}
    pile_nouns = {"tableau": "line"}
    build_rule = (
        "A card goes on a line's outer card one rank higher or lower, of any suit; "
        "an empty line takes any card."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        aces = withdraw(pack, [cards.code(1, suit) for suit in ROW_SUITS for _ in range(2)])
        placed = {LEFT_ACES[row]: (aces[2 * row],) for row in range(ROWS)}
        placed.update({RIGHT_ACES[row]: (aces[2 * row + 1],) for row in range(ROWS)})
        return Table.build(self.layout, {**placed, STOCK: stock_of(pack)})

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return KING_FOUNDATIONS

    # The moves -------------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        if DEAL.dealing(table):
            # Every play during the deal is the rules' own: the player deals.
            return [DEAL.tap_move(table)]
        moves = foundation_plays(table, KING_FOUNDATIONS, LINES)
        if self.variant == "kings-strict":
            moves = [m for m in moves if m.target in _row_foundations(m.source)]
        moves += transfers(table, LINES, LINES, BUILD)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        return DEAL.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, KING_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # Cards can be moved to and fro between lines for ever: lost once no line of
        # such moves reaches a play to a foundation (an undecided search counts as
        # playing).
        return DEAL.is_lost(self, table, FOUNDATIONS, key=self.position_key)

    def position_key(self, table: Table) -> tuple:
        if DEAL.dealing(table):
            return table.key()
        # Suit counts nowhere, so cards are known by rank and the foundations by their
        # heights; after the deal any line's card may go to any foundation and onto any
        # line, so the lines' places do not matter either (under ``kings-strict`` only
        # within a row, whose two lines and two foundations are alike).
        if self.variant == "kings-strict":
            return tuple(
                (
                    tuple(sorted(len(table[f]) for f in (LEFT_ACES[row], RIGHT_ACES[row]))),
                    tuple(
                        sorted(
                            "".join(c[0] for c in table[line])
                            for line in (LEFT_LINES[row], RIGHT_LINES[row])
                        )
                    ),
                )
                for row in range(ROWS)
            )
        heights = tuple(sorted(len(table[pile]) for pile in FOUNDATIONS))
        return (heights, tuple(sorted("".join(c[0] for c in table[line]) for line in LINES)))

    # Refusals in a player's words ------------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if DEAL.dealing(table) and move.kind == "move":
            return (
                "Nothing is moved by hand during the deal: the cards that suit a "
                "foundation of their row are played as they are dealt."
            )
        if (
            self.variant == "kings-strict"
            and move.kind == "move"
            and move.target in FOUNDATIONS
            and move.source in LINES
            and move.target not in _row_foundations(move.source)
        ):
            return "A card goes up only to a foundation of its own row."
        return super().explain(table, move)

    # The table ------------------------------------------------------------------------
    # The book's: the aces in two columns of four in the middle, each row's lines running
    # out to the left and to the right of them (up to twelve columns a side before any
    # building), the pack above the aces.  Held upright: the foundations in one row,
    # each row's pair side by side, and under each the line of its side, all eight lines
    # fanned down the page.
    arrangements = Arrangements(
        Column(
            STOCK,
            Row(
                Column(piles(LEFT_LINES, "left")),
                Column(piles(LEFT_ACES)),
                Column(piles(RIGHT_ACES)),
                Column(piles(RIGHT_LINES, "right")),
                gap=GROUP_GAP,
            ),
            align=CENTRE,
        ),
        upright=Column(
            STOCK,
            Row(piles(FOUNDATIONS[row] for row in (0, 4, 1, 5, 2, 6, 3, 7)), gap=0),
            Row(piles((LINES[row] for row in (0, 4, 1, 5, 2, 6, 3, 7)), "down"), gap=0),
            align=CENTRE,
        ),
        wide=None,
    )
