"""The Olga (four piquet packs).

Four piquet packs are played with: 128 cards, each suit holding the ace and the seven
to the king.  Forty-nine cards are dealt in seven rows of seven, each row half covering
the one before: the first, third, fifth and seventh rows face up, the second, fourth and
sixth face down.  This is the flower-bed, and its seven upright lines are its columns.

The sixteen aces are the foundations, laid down the left and then down the right of the
bed as they come to hand, each built upwards in its own suit through the seven to the
king: ace, seven, eight, nine, ten, knave, queen, king.

* The lowest card of each column is available.  When it is taken away, the card above
  it is turned face up at once if it lies face down, and is then available.
* Play an available card, or the talon's top card, to its foundation.  This is never
  compulsory (but the aces, below).
* On a column's lowest card a card one rank lower of the other colour may be placed
  (a black eight on a red nine), one card at a time, from another column or the talon.
  The seven takes nothing (the ace goes up), and nothing goes on an ace.
* A column left empty may be filled with any available card of the bed (not from the
  pack or the talon), and is then built on like the others.
* Turn the pack one card at a time onto the talon; its top card is available for the
  same uses.  There is no re-deal.
* The game is won when all 128 cards are on the foundations, and lost when the pack is
  used up and no play to a foundation can be reached any more.

Readings chosen where the book is unclear:

* Aces go to their places by themselves as they come to hand (a column's lowest card,
  the pack's turned card), the left line of places first, top to bottom.
* The book's "any deuces" is a slip for sevens: a piquet pack has no deuces.
* The bed is dealt row by row, the top row first, each from left to right.
* One card moves at a time; there is no wrap (nothing on an ace, a king on nothing).
* Filling an empty column is the player's choice, only from another column's lowest
  card; a column's only card is not moved into another empty column.
* Two foundations of one suit at the same height are alike: a card goes to the first.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Row, piles
from ..mechanics.autoplay import other_colour_below
from ..mechanics.builds import alternate_colours_down, lane, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.facedown import lay_face_down_at, turn_up_tops
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    foundation_plays,
    one_play_per_card,
)
from ..mechanics.reach import out_of_reach
from ..mechanics.runs import reaches_face_down
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

LEFT = tuple(Layout.numbered("foundation", 16))[:8]
RIGHT = tuple(Layout.numbered("foundation", 16))[8:]
FOUNDATION_PLACES = LEFT + RIGHT  # filled down the left line, then down the right
COLUMNS = tuple(Layout.numbered("tableau", 7))
ROWS = 7
FACE_DOWN_ROWS = (1, 3, 5)  # the second, fourth and sixth rows, counted from 0
PACK = PackAndTalon()  # turned once, no re-deal
PIQUET_LADDER = (1, 7, 8, 9, 10, 11, 12, 13)
ACE_TO_KING = Foundation(base_rank=1, size=8, ranks=PIQUET_LADDER)
FOUNDATIONS = dict.fromkeys(FOUNDATION_PLACES, ACE_TO_KING)


def _ace_to_its_place(table: Table, card: str) -> str | None:
    """The foundation an ace goes to by itself: the first empty one."""
    if cards.rank(card) != 1:
        return None
    return next((pile for pile in FOUNDATION_PLACES if not table[pile]), None)


def aces_laid(table: Table) -> Table:
    """Every ace lowest in a column goes to its place, the card above it turned up."""
    while True:
        table = turn_up_tops(table, COLUMNS)
        ace = next((c for c in COLUMNS if (table.top(c) or "")[:1] == "A"), None)
        if ace is None:
            return table
        place = _ace_to_its_place(table, table.top(ace))
        if place is None:  # never: sixteen aces, sixteen places
            return table
        table = table.move(ace, place)


def partners_on_the_bed(card: str) -> tuple[str, ...]:
    """The cards that may be placed on ``card`` (for safe auto-play): one lower of the
    other colour, never an ace."""
    return tuple(c for c in other_colour_below(card) if c[0] != "A")


class Olga(GameRules):
    id = "olga"
    name = "The Olga"
    decks = 4
    pack_size = 32
    summary = (
        "Sixteen aces built up through the sevens, from a flower-bed of seven columns with "
        "face-down rows between the face-up ones."
    )
    picture = "031"
    skill = "Mostly skill"
    partners = staticmethod(partners_on_the_bed)
    layout = Layout(FOUNDATION_PLACES + COLUMNS + (STOCK, TALON))
    # A position plays as one whose foundations hold the same cards in other places: a
    # foundation is named only as "a foundation" (each is built from its ace up in suit,
    # a new ace going to the first empty one, and empty ones are alike).  Renaming them
    # turns every legal move into a legal move and the position it leads to into one that
    # differs from the renamed one only by which empty pile took which ace, and a position
    # is won exactly when its renamed one is.
    alike = (FOUNDATION_PLACES,)
    build_rule = (
        "On the bed a card goes on a card of the other colour one rank higher (a black "
        "eight on a red nine, a seven on an eight); an empty column takes any lowest card "
        "of the bed."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, self.pack())
        columns = {
            column: pack[n : ROWS * len(COLUMNS) : len(COLUMNS)] for n, column in enumerate(COLUMNS)
        }
        table = Table.build(self.layout, {**columns, STOCK: stock_of(pack[ROWS * len(COLUMNS) :])})
        table = lay_face_down_at(table, dict.fromkeys(COLUMNS, FACE_DOWN_ROWS))
        return aces_laid(table)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        started = {pile: spec for pile, spec in FOUNDATIONS.items() if table[pile]}
        moves = one_play_per_card(foundation_plays(table, started, (*COLUMNS, TALON)))
        moves += transfers(table, (*COLUMNS, TALON), COLUMNS, alternate_colours_down)
        moves += [
            move for move in transfers(table, COLUMNS, COLUMNS, lane) if len(table[move.source]) > 1
        ]
        return moves + PACK.moves(table, lands=_ace_to_its_place)

    def apply(self, table: Table, move: Move) -> Table:
        return aces_laid(PACK.apply(table, move))

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # Taking a column's lowest card may turn up the next, an ace that then goes up.
        return move.source not in COLUMNS

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        if table[STOCK]:
            return False
        return out_of_reach(self, table, FOUNDATION_PLACES)

    def explain(self, table: Table, move: Move) -> str:
        used_up = "The pack is used up, and there is no re-deal."
        if reason := PACK.refuse(self, table, move, FOUNDATIONS, used_up):
            return reason
        if reaches_face_down(table, move.source, 1):
            return "A card lying face down cannot be moved."
        if move.target in FOUNDATIONS:
            if not table[move.target]:
                return "The aces go to their places by themselves."
            return refuse_foundation(table, move, FOUNDATIONS)
        if move.target in COLUMNS and not table[move.target]:
            if move.source == TALON:
                return "An empty column is filled only from the bed, not from the talon."
            return "That card is the column's only card: moving it changes nothing."
        return self.build_rule

    # The book's bed between two lines of eight foundations, the pack and talon beside it;
    # on a phone held upright the foundations in four rows of four above the bed, beside
    # the pack and the talon; on its side, in two blocks of two rows either side of it.
    arrangements = Arrangements(
        Row(
            Column(*piles(LEFT, label="A")),
            Row(*piles(COLUMNS, "down")),
            Column(*piles(RIGHT, label="A")),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
        upright=Column(
            Row(
                Column(
                    *(Row(*piles(FOUNDATION_PLACES[n : n + 4], label="A")) for n in range(0, 16, 4))
                ),
                Column(STOCK, TALON),
                gap=GROUP_GAP,
            ),
            Row(*piles(COLUMNS, "down")),
            gap=GROUP_GAP,
        ),
        wide=Row(
            Column(Row(*piles(LEFT[:4], label="A")), Row(*piles(LEFT[4:], label="A"))),
            Row(*piles(COLUMNS, "down")),
            Column(
                Row(*piles(RIGHT[:4], label="A")),
                Row(*piles(RIGHT[4:], label="A")),
                Row(STOCK, TALON),
            ),
            gap=GROUP_GAP,
        ),
    )
