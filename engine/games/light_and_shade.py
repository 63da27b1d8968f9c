"""Light and Shade (two packs).

The eight aces are taken out of the packs and laid in a row: the foundations.  Each is
built up to the king in alternate colours, whatever the suit: on a red ace a black two,
then a red three, and so on; on a black ace a red two.

Eight cards are dealt face up in two rows of four below the aces:

* the upper row, the Auxiliaries: cards are built on them downwards in alternate
  colours (a black six on a red seven), whatever the suit; only the top card of each is
  available;
* the lower row, the Rivals: single cards, on which nothing is built.

* Only an Auxiliary's top card may be played to a foundation: a Rival's card or the
  talon's must first pass into the Auxiliaries.
* A Rival's card may be built on an Auxiliary, or fill an empty Auxiliary: an empty
  Auxiliary is filled only from the Rivals.
* Turn the pack one card at a time onto the talon; its top card (a card just turned is
  the talon's top) may be built on an Auxiliary, or fill an empty Rival.
* There is no re-deal.  The game is won when all 104 cards are on the foundations, and
  lost when the pack is used up and no move is left.

Readings chosen where the book is unclear:

* The talon's top card may go straight onto an Auxiliary; the book names no source for
  the cards built there and treats the Rivals and the talon alike.
* Filling an empty place is the player's choice, at any time: an empty Auxiliary waits
  for the Rival the player picks, an empty Rival for the talon's top card.
* A card on an Auxiliary never moves to another Auxiliary.
* The Auxiliaries are dealt left to right, then the Rivals.  The book's text puts the two
  rows above the foundations, its picture below them: we follow the picture.  The aces'
  suits, from the picture, are hearts, hearts, spades, spades, clubs, clubs, diamonds,
  diamonds.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles
from ..mechanics.builds import alternate_colours, lane, transfers
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

ACES = ("AH", "AH", "AS", "AS", "AC", "AC", "AD", "AD")
FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
AUXILIARIES = tuple(Layout.numbered("tableau", 4))
RIVALS = tuple(Layout.numbered("reserve", 4))
PACK = PackAndTalon()  # turned once, no re-deal
# Pre-placed aces, built up in alternate colours whatever the suit.
ROW_OF_ACES = {pile: Foundation(base_rank=None, colours=True) for pile in FOUNDATIONS}
DOWN_IN_COLOURS = alternate_colours(-1)
BASES = dict(zip(FOUNDATIONS, ACES, strict=True))


_ACES_IN_TWO_ROWS = Grid([[Pile(p, label="A") for p in FOUNDATIONS[r : r + 4]] for r in (0, 4)])


def _other_colour_below(card: str) -> tuple[str, ...]:
    """Auto-play's partners: the cards built on this one on an Auxiliary."""
    rank = cards.rank(card)
    if rank == 1:
        return ()
    suits = "CS" if cards.is_red(card) else "DH"
    return tuple(cards.code(rank - 1, suit) for suit in suits)


class LightAndShade(GameRules):
    id = "light-and-shade"
    name = "Light and Shade"
    decks = 2
    summary = "Aces built up in alternate colours from four Auxiliaries, fed by four Rivals."
    picture = "024"
    skill = "Mostly chance"
    partners = staticmethod(_other_colour_below)
    layout = Layout(FOUNDATIONS + AUXILIARIES + RIVALS + (STOCK, TALON))
    # A position plays as one whose foundations, Auxiliaries or Rivals hold the same cards
    # in other places of their row: the rules name each pile only by its row.  All eight
    # foundations are built up in alternate colours from an ace; any Auxiliary's top card
    # may go up, any Rival's card or the talon's may be built on any Auxiliary, a Rival's
    # card fills any empty Auxiliary and the talon's any empty Rival.  Renaming the piles of
    # a row turns every legal move into a legal move and the position it leads to into the
    # renamed one, and a position is won exactly when its renamed one is.
    alike = (FOUNDATIONS, AUXILIARIES, RIVALS)
    pile_nouns = {"tableau": "Auxiliary", "reserve": "Rival"}
    build_rule = (
        "On an Auxiliary a card goes on the next higher card of the other colour "
        "(a black six on a red seven); an empty Auxiliary takes only a Rival's card."
    )

    def deal(self, deal: int) -> Table:
        return Table.build(self.layout, lay_out(deal, 2, BASES, AUXILIARIES + RIVALS))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return ROW_OF_ACES

    def legal_moves(self, table: Table) -> list[Move]:
        moves = foundation_plays(table, ROW_OF_ACES, AUXILIARIES)
        moves += transfers(table, (*RIVALS, TALON), AUXILIARIES, DOWN_IN_COLOURS)
        moves += transfers(table, RIVALS, AUXILIARIES, lane)
        moves += transfers(table, (TALON,), RIVALS, lane)
        return moves + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        return PACK.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, ROW_OF_ACES)

    def explain(self, table: Table, move: Move) -> str:
        used_up = "The pack is used up, and there is no re-deal."
        if reason := PACK.refuse(self, table, move, ROW_OF_ACES, used_up):
            return reason
        if move.target in ROW_OF_ACES:
            if move.source not in AUXILIARIES:
                return "Only an Auxiliary's top card may be played to a foundation."
            return refuse_foundation(table, move, ROW_OF_ACES)
        if move.source in AUXILIARIES:
            return "A card on an Auxiliary goes only to a foundation."
        if move.target in RIVALS:
            if table[move.target]:
                return "Nothing is built on a Rival."
            if move.source != TALON:
                return "An empty Rival is filled only from the talon."
        if move.target in AUXILIARIES and not table[move.target]:
            return "An empty Auxiliary is filled only with a Rival's card."
        return self.build_rule

    # The book's picture: the pack at the top, the row of aces, the Auxiliaries and the
    # Rivals below; upright on a phone, the aces in two rows of four.
    arrangements = Arrangements(
        Column(
            Row(STOCK, TALON),
            Row(piles(FOUNDATIONS, label="A")),
            Row(piles(AUXILIARIES, "down")),
            Row(RIVALS),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Row(STOCK, TALON),
            _ACES_IN_TWO_ROWS,
            Row(piles(AUXILIARIES, "down")),
            Row(RIVALS),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
    )
