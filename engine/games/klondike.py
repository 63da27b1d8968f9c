"""Canfield or Klondike (one pack).

The book quotes this game from an American book of rules of 1897 to 1913.  It is the
game now called Klondike, played with the casino's counters: the player pays 52 for the
pack and is paid 5 for every card he gets onto the foundations.

The deal, row by row: one card face up and six face down to its right; below the first
face-down card one face up and five face down to its right; and so on, until there are
seven cards face up and twenty-eight in all.  Column 1 holds one card; column 7 six face
down under one face up.  The rest of the pack is the stock.

* Aces are picked out as soon as they show and placed above the layout: the
  foundations, each built up in its suit to the king.  Nothing comes back from a
  foundation.
* When the face-up cards of a column are all played away, the next card of that column
  is turned face up at once.
* On the columns, cards are built downwards in alternate colours: a red nine on a black
  ten, and so on down to the two (nothing goes on an ace).
* All the face-up cards of a column move together, or none: a column's whole face-up
  run goes onto another column, its lowest card building on that column's top card.
* The exposed (last) card of a column may be played alone to a foundation.
* A space left by a column is filled only with a king: a king from the talon, or a
  column's whole face-up run headed by a king.  Filling a space is never compulsory.
* Turn the stock one card at a time onto the talon; the talon's top card may go onto a
  column or a foundation.
* The stock is run through once only: there is no re-deal.
* Score: -52 for the pack, +5 for each card on the foundations, so a game won nets
  +208.  The game is won when all 52 cards are on the foundations, and lost when no
  move is left.

Readings chosen where the book is unclear:

* "All must be moved together" is read as written: between columns only a column's
  whole face-up run moves, never a part of it.  This is the main difference from the
  Klondike played today, which lets part of a run move.
* The exposed card alone may still be played to a foundation: the rule's context is
  building on the layout, and forbidding it would block almost every game.
* Aces go to the foundations by themselves whenever they show, at the deal, when a
  card is turned up in a column and when one is turned onto the talon; no other card is
  played for the player.
* A king that already heads a column with nothing under it is not moved into another
  space: that would change nothing.
* The stock and the talon lie above columns 1 and 2, where the book shows nothing.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import FILL, GROUP_GAP, Arrangements, Column, Row, piles, room_for
from ..mechanics.autoplay import other_colour_below
from ..mechanics.builds import alternate_colours_down, either, king_in_space, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.facedown import face_up, lay_face_down, turn_up_tops
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    first_foundation_for,
    foundation_plays,
)
from ..mechanics.runs import is_part_of_run, reaches_face_down, whole_run_moves
from ..mechanics.talon import refuse_foundation
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
COLUMNS = tuple(Layout.numbered("tableau", 7))
STOCK, TALON = "stock-1", "talon-1"
ACE_TO_KING = Foundation(direction=1, base_rank=1)
FOUNDATION_RULES = dict.fromkeys(FOUNDATIONS, ACE_TO_KING)
DOWN_IN_COLOURS_OR_KING_IN_SPACE = either(alternate_colours_down, king_in_space)
# The casino's counters: paid for the pack, and paid back for each card played up.
PRICE_OF_THE_PACK, PAID_PER_CARD = 52, 5


def deal_in_rows(pack: list[str]) -> dict[str, list[str]]:
    """The book's deal: row after row, one card face up then the rest of the row face
    down to its right, each row starting one column further right."""
    columns: dict[str, list[str]] = {column: [] for column in COLUMNS}
    dealt = iter(pack)
    for row in range(len(COLUMNS)):
        for column in COLUMNS[row:]:
            columns[column].append(next(dealt))
    return columns


def partners_on_the_columns(card: str) -> tuple[str, ...]:
    """The cards that may be built on ``card`` (for safe auto-play): the next lower of the
    other colour, but never an ace, which goes up by itself: nothing waits for a two."""
    return tuple(c for c in other_colour_below(card) if c[0] != "A")


def _table(room: float = FILL) -> Column:
    return Column(
        Row(STOCK, TALON, None, piles(FOUNDATIONS, label="A")),
        Row(piles(COLUMNS, "down", room=room)),
        gap=GROUP_GAP,
    )


class Klondike(GameRules):
    id = "klondike"
    name = "Canfield or Klondike"
    decks = 1
    summary = "Seven columns over hidden cards; whole runs move, kings fill spaces; one pass."
    picture = "046"
    skill = "Mostly chance"
    partners = staticmethod(partners_on_the_columns)
    layout = Layout(FOUNDATIONS + COLUMNS + (STOCK, TALON))
    build_rule = (
        "On the columns a card goes on a card of the other colour one rank higher (a red "
        "nine on a black ten); a space takes only a king."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(1))
        dealt: dict[str, tuple[str, ...] | list[str]] = dict(deal_in_rows(pack))
        dealt[STOCK] = stock_of(pack[28:])
        table = Table.build(self.layout, dealt)
        # Column k has k-1 cards face down under its face-up one.
        table = lay_face_down(table, {column: n for n, column in enumerate(COLUMNS)})
        return self._aces_picked_out(table)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FOUNDATION_RULES

    def legal_moves(self, table: Table) -> list[Move]:
        # The exposed card alone to a foundation; whole runs between columns; the talon's
        # top card anywhere it fits; the stock turned while it lasts.
        moves = foundation_plays(table, FOUNDATION_RULES, (*COLUMNS, TALON))
        moves += whole_run_moves(table, COLUMNS, COLUMNS, DOWN_IN_COLOURS_OR_KING_IN_SPACE)
        moves += transfers(table, (TALON,), COLUMNS, DOWN_IN_COLOURS_OR_KING_IN_SPACE)
        card = table.top(STOCK)
        if card is not None:
            moves.append(Move("deal", STOCK, TALON, card=card))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        table = table.move(move.source, move.target, move.count)
        return self._aces_picked_out(turn_up_tops(table, COLUMNS))

    def _aces_picked_out(self, table: Table) -> Table:
        """Every ace showing (a column's exposed card, the talon's top) goes to the first
        empty foundation; a column's next card is then turned up, and may be an ace too."""
        while True:
            showing = ((pile, table.top(pile)) for pile in (*COLUMNS, TALON))
            ace = next(((pile, card) for pile, card in showing if card and card[0] == "A"), None)
            if ace is None:
                return table
            target = first_foundation_for(table, FOUNDATION_RULES, ace[1])
            if target is None:  # never: four aces, four foundations
                return table
            table = turn_up_tops(table.move(ace[0], target), COLUMNS)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FOUNDATION_RULES)

    def score(self, table: Table) -> int:
        played = sum(len(table[pile]) for pile in FOUNDATIONS)
        return PAID_PER_CARD * played - PRICE_OF_THE_PACK

    def counters(self, table: Table) -> list[str]:
        return [f"Score: {self.score(table)}"]

    def refuse_lift(self, table: Table, pile: str, index: int) -> str | None:
        # The exposed card alone is not a part of the run (it may go to a foundation).
        count = len(table[pile]) - index
        if pile in COLUMNS and count > 1 and is_part_of_run(table, pile, count):
            return "All the face-up cards of a column move together, or none."
        return None

    def explain(self, table: Table, move: Move) -> str:
        if move.kind in ("deal", "redeal"):
            if move.kind == "deal" and table[STOCK]:
                return "Turn the stock's top card onto the talon."
            return "The stock has been run through once: that ends it, there is no re-deal."
        if move.kind != "move":
            return self.refuse_kind(table, move)
        source, target, count = move.source, move.target, move.count
        if source not in table or target not in table:
            return "There is no such pile on this table."
        if not table[source]:
            return "There is no card there to move."
        if source in FOUNDATIONS:
            return "A card played to a foundation stays there."
        if source == STOCK:
            return "Turn the stock's top card onto the talon; from there it may be played."
        if target in (STOCK, TALON):
            return "Only a card turned from the stock goes onto the talon."
        if source == target:
            return "The card is already there."
        if source == TALON and count != 1:
            return "Only the talon's top card may be played."
        if reaches_face_down(table, source, count):
            return "A card lying face down cannot be moved."
        head = table[source][-count]
        if target in FOUNDATIONS:
            if count != 1:
                return "Cards go to a foundation one at a time: only the exposed card."
            return refuse_foundation(table, move, FOUNDATION_RULES)
        if source in COLUMNS and is_part_of_run(table, source, count):
            return "All the face-up cards of a column move together, or none."
        if not table[target]:
            if cards.rank(head) != 13:
                return "A space is filled only with a king, or a run headed by a king."
            if count == len(table[source]):
                return "That king already heads a column of its own."
        run = face_up(table, source)
        if len(run) > 1 and count == len(run):
            return f"The run headed by the {cards.name(head)} cannot go there: {self.build_rule}"
        return self.build_rule

    # The stock and talon above columns 1 and 2, the foundations above columns 4 to 7,
    # the seven columns fanned downwards below, with room for twelve cards spread (a
    # laptop and a phone held upright have the height); a phone on its side has not, and
    # its columns take what room there is.
    arrangements = Arrangements(_table(room_for(12)), wide=_table())
