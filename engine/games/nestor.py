"""Nestor (one pack).

Forty-eight cards are dealt face up in six rows of eight, row by row from the top,
left to right.  No column may hold two cards of the same value: a card that would
repeat a value already dealt higher up its column is put at the bottom of the pack
instead, and the next card is dealt to that place.  The four cards left over are the
reserve, laid aside face down.

* Only the lowest card of each column is available; taking it away frees the card
  above it.
* Any two available cards of equal value (two kings, two fives: the suits do not
  matter) are paired and put aside.  Pairing is never forced: with three available
  cards of one value the player chooses which two.
* When no more pairs can be made, the reserve cards are turned up one at a time.  A
  turned card that cannot be paired is put aside face up and stays available: it may
  be paired later, with a card of the columns or with another card put aside.
* The game is won when all 52 cards are paired, and lost when the reserve is used up
  and no pair can be made.

Readings chosen where the book is unclear:

* The deal can jam: if every card left in the pack repeats a value of the column
  being dealt, the book's way never ends.  Then the pack is shuffled afresh and the
  whole tableau dealt again; the player only ever sees a finished deal.
* The reserve lies face down ("taking them up one by one") and its next card is
  turned only when no pair can be made among the available cards.
* A turned card goes to the first free place beside the reserve, where it waits to be
  paired.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Row, Square, piles
from ..mechanics.pairs import equal_value, pair_moves, take_out
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

COLUMNS = tuple(Layout.numbered("tableau", 8))
ROWS = 6
RESERVE = "stock-1"  # the four cards laid aside face down, turned up one by one
PUT_ASIDE = tuple(Layout.numbered("reserve", 4))  # reserve cards turned and not yet paired
DISCARD = "discard-1"
AVAILABLE = COLUMNS + PUT_ASIDE


def constrained_deal(pack: list[str], columns: int, rows: int) -> list[list[str]] | None:
    """The columns dealt row by row from ``pack`` (first card first), a card whose value
    is already in its column going to the bottom of the pack and the next card dealt in
    its place; what is left of the pack is appended as the last list.  None when the
    deal jams: every card left repeats a value of the column being dealt."""
    pack = list(pack)
    dealt: list[list[str]] = [[] for _ in range(columns)]
    for _ in range(rows):
        for column in dealt:
            values = {card[0] for card in column}
            for _ in range(len(pack)):
                card = pack.pop(0)
                if card[0] not in values:
                    column.append(card)
                    break
                pack.append(card)
            else:
                return None
    return [*dealt, pack]


class Nestor(GameRules):
    id = "nestor"
    name = "Nestor"
    decks = 1
    summary = "Six rows of eight: pair the lowest cards of equal value; four in reserve."
    picture = "023"
    skill = "Mostly chance"
    layout = Layout((*COLUMNS, RESERVE, *PUT_ASIDE, DISCARD))
    build_rule = "Two available cards pair only when they are of equal value."
    pile_nouns = {"stock": "reserve", "reserve": "place for cards put aside"}
    # The book's six rows of eight, each column fanned down so every card shows and the
    # lowest lies whole; centred below, the reserve, the places for the cards put aside
    # and the pairs taken out.  Upright, the columns in two bands of four and the places
    # put aside two by two.
    arrangements = Arrangements(
        Column(
            Row(piles(COLUMNS, "down")),
            Row(RESERVE, Row(piles(PUT_ASIDE)), DISCARD, gap=GROUP_GAP),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Row(piles(COLUMNS[:4], "down")),
            Row(piles(COLUMNS[4:], "down")),
            Row(RESERVE, Square(PUT_ASIDE), DISCARD, gap=GROUP_GAP),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
    )

    def deal(self, deal: int) -> Table:
        # A jammed deal is shuffled afresh, each time from the next stream of the deal's
        # random numbers, so a deal number still means one game.
        stream = 0
        while True:
            pack = shuffled_pack(deal, cards.new_pack(1), stream=stream)
            dealt = constrained_deal(pack, len(COLUMNS), ROWS)
            if dealt is not None:
                break
            stream += 1
        *columns, left = dealt
        piles: dict[str, tuple[str, ...]] = dict(zip(COLUMNS, map(tuple, columns), strict=True))
        # The reserve in pack order: the first card to be turned is its top, the last.
        piles[RESERVE] = tuple(reversed(left))
        return Table.build(self.layout, piles)

    def legal_moves(self, table: Table) -> list[Move]:
        pairs = pair_moves(table, AVAILABLE, equal_value)
        if pairs:
            return pairs
        turn = self._turn(table)
        return [turn] if turn is not None else []

    def _turn(self, table: Table) -> Move | None:
        """Turning up the reserve's next card onto the first free place beside it."""
        free = next((place for place in PUT_ASIDE if table.is_empty(place)), None)
        if free is None or not table[RESERVE]:
            return None
        return Move("deal", RESERVE, free)

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            return table.move(RESERVE, move.target)
        return take_out(table, move.source, move.target, DISCARD)

    def is_won(self, table: Table) -> bool:
        return len(table[DISCARD]) == len(cards.new_pack(1))

    def position_key(self, table: Table) -> tuple:
        # Suits play no part, the cards put aside are alike wherever they wait, and the
        # pairs gone are whatever is not on the table.
        values = tuple("".join(card[0] for card in table[column]) for column in COLUMNS)
        waiting = "".join(sorted(card[0] for place in PUT_ASIDE for card in table[place]))
        reserve = "".join(card[0] for card in table[RESERVE])
        return (values, waiting, reserve)

    def counters(self, table: Table) -> list[str]:
        return [f"Reserve: {len(table[RESERVE])}"]

    # Refusals ---------------------------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "deal":
            if not table[RESERVE]:
                return "The reserve is used up."
            return "A reserve card is turned up only when no pair can be made."
        if move.kind != "pair":
            return "In this game cards are only paired, or reserve cards turned up."
        places = (move.source, move.target)
        if not all(place in AVAILABLE for place in places) or move.source == move.target:
            return "A pair is two available cards: the lowest of a column, or a card put aside."
        first, second = table.top(move.source), table.top(move.target)
        if first is None or second is None:
            return "There is no card there to pair."
        if not equal_value(first, second):
            return f"The {cards.name(first)} and the {cards.name(second)} are not of equal value."
        return f"Name the pair from its earlier place: {move.target} with {move.source}."

    def refuse_kind(self, table: Table, move: Move) -> str:
        return self.explain(table, move)
