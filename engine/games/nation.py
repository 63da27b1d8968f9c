"""The Nation (two packs).

Four aces and four kings, one of each suit, are taken out of the pack and set above the
tableau in two lines: the aces (clubs, diamonds, hearts, spades) on top, the kings of
the same suits below them.  Each ace is built up in its suit to the king, each king
down in its suit to the ace.

The rest of the pack is dealt into twelve columns, left to right, each column from the
top down, counting one to eight as the cards go out.

* A card that suits a foundation when it is counted out is played there at once, and
  the next card takes the following number, so that column ends a card shorter.  A play
  may make the next card suitable too.  Nothing already lying in a column may be moved
  during the deal.
* Once the deal is done, only the lowest card of each column is available.  It may be
  played to a foundation, or married to another column's lowest card of its own suit
  one rank higher or lower (never king on ace), one card at a time.
* A column emptied entirely may take any one available card, which is then built on
  like any column.
* Twice, when no card can be played to a foundation, the columns may be taken up and
  dealt again the same way.  They are taken up
  from the left, each column kept in order and put underneath those already taken up,
  so when the pack is turned over the last column comes first: it is dealt out again
  from its top card down, then the one before it, and so on.
* The game is won when all 104 cards are on the foundations.

Readings chosen where the book is unclear:

* Playing a suitable card during the deal is compulsory, and only the card being counted
  out is played.  When it suits both foundations of its suit it goes to the ace line.
* A re-deal counts the cards into columns of eight as before, from the left, until the
  cards run out: the last column may be short and the columns after it stay empty
  (they are lanes).
* A re-deal waits until no card can be played to a foundation (the book's "when all
  available cards have been played or married"): marriages can be shuttled for ever, so
  only the plays to the foundations count.  Under edition 1 of the rules
  (``engine.editions``) it was offered at any time while one was left; a game saved then
  plays on so.
* Nothing moves from one foundation to another, and nothing leaves a foundation.
"""

from __future__ import annotations

from .. import cards, editions
from ..gamerules import GameRules
from ..layouts import (
    CENTRE,
    CLOSE_GAP,
    GROUP_GAP,
    Arrangements,
    Column,
    Row,
    piles,
    room_for,
)
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import either, lane, marriage, transfers
from ..mechanics.dealing import counted_deal
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    first_foundation_for,
    foundation_plays,
)
from ..mechanics.redeal import cleared, taken_up
from ..mechanics.talon import withdraw
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

SUITS = ("C", "D", "H", "S")
ACE_LINE = tuple(Layout.numbered("foundation", 4))
KING_LINE = tuple(f"foundation-{n}" for n in range(5, 9))
FOUNDATIONS = ACE_LINE + KING_LINE
COLUMNS = tuple(Layout.numbered("tableau", 12))
COUNT = 8
REDEALS = 2

NATION_FOUNDATIONS = {
    **{
        pile: Foundation(direction=1, base_rank=1, suit=suit)
        for pile, suit in zip(ACE_LINE, SUITS, strict=True)
    },
    **{
        pile: Foundation(direction=-1, base_rank=13, suit=suit)
        for pile, suit in zip(KING_LINE, SUITS, strict=True)
    },
}
MARRY_OR_FILL_LANE = either(marriage(up=True, down=True), lane)


def _play_as_counted(table: Table, card: str) -> str | None:
    # The ace line comes first in the book's order, so it wins a card both could take.
    return first_foundation_for(table, NATION_FOUNDATIONS, card)


class Nation(GameRules):
    id = "nation"
    name = "The Nation"
    decks = 2
    summary = "Twelve counted columns under four aces and four kings; marry in suit; two re-deals."
    picture = "039"
    skill = "Mostly skill"
    partners = staticmethod(in_suit_either_side)
    layout = Layout(FOUNDATIONS + COLUMNS)
    build_rule = (
        "A card marries only a card of its own suit one rank above or below it; "
        "an empty column takes any available card."
    )

    # Edition 2 made the re-deal wait until no card can be played to a foundation.
    changed_by = (2,)

    def __init__(self, variant: str | None = None, edition: int = editions.CURRENT) -> None:
        super().__init__(variant)
        self.edition = edition

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        bases = withdraw(
            pack, [cards.code(1, s) for s in SUITS] + [cards.code(13, s) for s in SUITS]
        )
        table = Table.build(
            self.layout, {pile: (card,) for pile, card in zip(FOUNDATIONS, bases, strict=True)}
        )
        return counted_deal(table, pack, COLUMNS, COUNT, _play_as_counted).with_vars(
            redeals_left=REDEALS
        )

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return NATION_FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, NATION_FOUNDATIONS, COLUMNS)
        waits = bool(moves) and editions.redeal_needs_a_dead_end(self.edition)
        moves += transfers(table, COLUMNS, COLUMNS, MARRY_OR_FILL_LANE)
        left = table.var("redeals_left", 0)
        if left and not waits and any(table[column] for column in COLUMNS):
            moves.append(Move("redeal", None, None, label=f"Re-deal ({left} left)"))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "redeal":
            pack = taken_up(table, COLUMNS, each_underneath=True)
            left = int(table.var("redeals_left", 0))
            table = cleared(table, COLUMNS).with_vars(redeals_left=left - 1)
            return counted_deal(table, pack, COLUMNS, COUNT, _play_as_counted)
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, NATION_FOUNDATIONS)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A re-deal counts the columns out again as they lie: while one is left, what
        # each column holds decides where every card falls.
        return not table.var("redeals_left")

    def position_key(self, table: Table) -> tuple:
        if table.var("redeals_left"):
            return table.key()
        # With no re-deal left, any column may take any card once empty, so the
        # columns' places no longer matter; before, they decide the re-deal, so the
        # columns are alike only from then on, which ``alike`` cannot say.
        return (table.cards[:8], tuple(sorted(table.cards[8:])))

    def counters(self, table: Table) -> list[str]:
        facts = super().counters(table)
        if facts and table.var("redeals_left") and self._redeal_waits(table):
            facts[0] += " (once no card can go up)"
        return facts

    def _redeal_waits(self, table: Table) -> bool:
        """Whether a re-deal waits for a card that can be played to a foundation."""
        return editions.redeal_needs_a_dead_end(self.edition) and bool(
            foundation_plays(table, NATION_FOUNDATIONS, COLUMNS)
        )

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "move" and move.source in FOUNDATIONS and move.target in FOUNDATIONS:
            return "A card played to a foundation stays there."
        if move.kind == "redeal" and table.var("redeals_left", 0) and self._redeal_waits(table):
            return (
                "The columns may be taken up only when no card can be played to a "
                "foundation: play those first."
            )
        return super().explain(table, move)

    # The table ------------------------------------------------------------------------
    # The two foundation lines centred above twelve columns that fan downwards (room for
    # a column's eight cards and a run of thirteen married on); held upright, the columns
    # in two bands of six; on its side, the ace line and the king line as two short
    # columns at the left, the twelve columns beside them.
    arrangements = Arrangements(
        Column(
            Row(piles(ACE_LINE, label="A")),
            Row(piles(KING_LINE, label="K")),
            Row(piles(COLUMNS, "down", room_for(21)), gap=CLOSE_GAP),
            align=CENTRE,
        ),
        wide=Row(
            Row(Column(piles(ACE_LINE, label="A")), Column(piles(KING_LINE, label="K"))),
            Row(piles(COLUMNS, "down"), gap=CLOSE_GAP),
            gap=GROUP_GAP,
        ),
    )
