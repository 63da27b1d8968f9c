"""The Wheel (two packs).

The eight aces are taken out and laid in a cross in the middle of the table: they take no
further part.  Twelve cards are dealt face up below it in two rows of six: the cushion.
The top card of each cushion place is available.

* Three available pip cards (two to ten) of three different values whose pips make
  eighteen, crowned by an available court card (knave, queen or king), are taken up
  together, the court card on top, and laid as one packet on the next free place of the
  wheel round the cross: 2-6-10, 2-7-9, 3-5-10, 3-6-9, 3-7-8, 4-5-9, 4-6-8 or 5-6-7.
  Without a court card the three cannot be taken; a court card counts for nothing.
* In the first deal each place a packet leaves is filled at once from the pack.
* When no packet can be made, twelve more cards are dealt, one on each cushion place,
  covering the card there or filling an empty place; from then on places are no longer
  filled.  There is no re-deal.
* The game is won when all twenty-four court cards crown twenty-four packets round the
  wheel: every card but the aces used.  It is lost when the pack is used up and no
  packet can be made.

Readings chosen where the book is unclear:

* A packet may be made or not, but the next twelve cards are dealt only when none can be
  made.
* The court card must be available, on top of its place, like the three pip cards.
* In the first deal the places a packet leaves are filled in cushion order (the top row
  left to right, then the bottom row).
* A deal of twelve goes on the places in that order; the last deal, short, fills them
  from the first until the pack runs out.
* The wheel's places are filled in turn, clockwise from the top.
"""

from __future__ import annotations

from itertools import combinations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Ring, Row, piles
from ..mechanics.counters import flag
from ..moves import TOP, Kind, Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table

WHEEL = tuple(f"foundation-{n}" for n in range(1, 25))  # clockwise from the top
CROSS = tuple(f"discard-{n}" for n in range(1, 9))  # the aces: top arm, right, bottom, left
CUSHION = tuple(Layout.numbered("tableau", 12))  # two rows of six, row by row
STOCK = "stock-1"
EIGHTEEN = 18
REFILLING = "refilling"  # the first deal: places a packet leaves are filled at once
PACKET = 4  # three pip cards and their court card

CROWN = Kind(
    "crown",
    places=4,
    ordered=False,
    lifts=TOP,
    verb="crown",
    advised=("crown the {cards[0]}, {cards[1]} and {cards[2]} with the {cards[3]}",),
    said="Packet laid on the wheel.",
    prompts=(
        "Tap two more pip cards making eighteen with this one, and a court card.",
        "Now one more pip card, or the court card.",
        "Now the last card of the packet.",
    ),
    misfit="Those cards make no packet: three pip cards of different values making "
    "eighteen, and a court card.",
    cancelled="Packet cancelled.",
)


def is_pip(card: str) -> bool:
    return 2 <= cards.rank(card) <= 10


def is_court(card: str) -> bool:
    return cards.rank(card) > 10


def _next_place(table: Table) -> str | None:
    return next((place for place in WHEEL if not table[place]), None)


def _crowns(table: Table) -> list[Move]:
    """Every packet the cushion's top cards make: three pip cards of different values
    making eighteen, and a court card."""
    tops = [(place, table.top(place)) for place in CUSHION]
    pips = [(place, card) for place, card in tops if card and is_pip(card)]
    courts = [(place, card) for place, card in tops if card and is_court(card)]
    if not courts or _next_place(table) is None:
        return []
    moves = []
    for three in combinations(pips, 3):
        values = {cards.rank(card) for _, card in three}
        if len(values) != 3 or sum(values) != EIGHTEEN:
            continue
        names = ", ".join(cards.short(card) for _, card in three)
        for court, crown in courts:
            moves.append(
                Move(
                    "crown",
                    three[0][0],
                    three[1][0],
                    1,
                    (three[2][0], court),
                    card=three[0][1],  # the card taken up first, at the move's source
                    label=f"Crown {names} with the {cards.short(crown)}",
                )
            )
    return moves


class Wheel(GameRules):
    id = "wheel"
    name = "The Wheel"
    decks = 2
    summary = "Three pip cards making eighteen, crowned by a court card, round a cross of aces."
    picture = "037"
    skill = "Mostly chance"
    layout = Layout(WHEEL + CROSS + CUSHION + (STOCK,))
    pile_nouns = {"tableau": "cushion place", "foundation": "place of the wheel"}
    own_counters = (flag(REFILLING, "whether the first deal's places are still filled at once"),)
    build_rule = (
        "Three pip cards of different values making eighteen go together, with a court card."
    )
    kinds = kinds_table(CROWN)

    def deal(self, deal: int) -> Table:
        pack = [c for c in shuffled_pack(deal, cards.new_pack(2)) if cards.rank(c) != 1]
        aces = [c for c in cards.new_pack(2) if cards.rank(c) == 1]
        piles: dict[str, tuple[str, ...]] = {
            place: (card,) for place, card in zip(CUSHION, pack, strict=False)
        }
        piles.update({place: (ace,) for place, ace in zip(CROSS, aces, strict=True)})
        # The pack's next card is its top, the pile's last card.
        piles[STOCK] = tuple(reversed(pack[len(CUSHION) :]))
        return Table.build(self.layout, piles, **{REFILLING: True})

    def legal_moves(self, table: Table) -> list[Move]:
        moves = _crowns(table)
        if not moves and table[STOCK]:
            moves.append(Move("deal", STOCK, None, label="Deal twelve cards"))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            stock = list(table[STOCK])
            changes: dict[str, tuple[str, ...]] = {}
            for place in CUSHION:
                if not stock:
                    break
                changes[place] = (*table[place], stock.pop())
            changes[STOCK] = tuple(stock)
            return table.put(changes).with_vars(**{REFILLING: False})
        places = (move.source, move.target, *move.more)
        packet = tuple(table.top(place) for place in places)
        target = _next_place(table)
        assert target is not None
        changes = {place: table[place][:-1] for place in places}
        changes[target] = packet
        table = table.put(changes)
        if table.var(REFILLING, False):
            stock = list(table[STOCK])
            refills = {}
            for place in CUSHION:
                if place in places and stock and not table[place]:
                    refills[place] = (stock.pop(),)
            refills[STOCK] = tuple(stock)
            table = table.put(refills)
        return table

    def is_won(self, table: Table) -> bool:
        return all(len(table[place]) == PACKET for place in WHEEL)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        return not table.var(REFILLING, False)

    def position_key(self, table: Table) -> tuple:
        # Suits play no part, and no court card differs from another; the wheel's
        # packets never move again: the cushion's and the pack's values say it all.
        def values(stack: tuple[str, ...]) -> tuple[int, ...]:
            return tuple(min(cards.rank(card), 11) for card in stack)

        return (
            tuple(values(table[place]) for place in CUSHION),
            values(table[STOCK]),
            table.vars,
        )

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "deal":
            if not table[STOCK]:
                return "The pack is used up: there is no re-deal."
            return "Twelve more cards are dealt only when no packet can be made."
        if move.kind != "crown":
            return "Cards go to the wheel only as packets: three pip cards and a court card."
        places = (move.source, move.target, *move.more)
        if len(places) != PACKET or len(set(places)) != PACKET or not set(places) <= set(CUSHION):
            return "A packet is four top cards of the cushion."
        tops = [table.top(place) for place in places]
        if any(card is None for card in tops):
            return "There is no card there."
        pips = [card for card in tops if card and is_pip(card)]
        courts = [card for card in tops if card and is_court(card)]
        if len(courts) != 1 or len(pips) != 3:
            return "A packet is three pip cards, two to ten, and one court card."
        values = [cards.rank(card) for card in pips]
        if len(set(values)) != 3:
            return "The three pip cards must be of three different values."
        if sum(values) != EIGHTEEN:
            return f"Those pips make {sum(values)}, not eighteen."
        return "Name the packet with its pip cards in cushion order and the court card last."

    # The book's wheel: the cross of aces inside the circle of twenty-four places, the
    # cushion beside it (the book's is below: beside, the table is wider than tall).  On a
    # phone the circle cannot hold cards wide enough to read: the wheel is unrolled into
    # rows, filled as the circle is, from the top left.
    arrangements = Arrangements(
        Row(
            # A ring's first item stands one step clockwise of the top, its last at the
            # top: the wheel's first place is at the top.
            Ring(
                piles(WHEEL[1:] + WHEEL[:1]),
                centre=Grid(
                    [
                        [None, None, CROSS[0], None, None],
                        [None, None, CROSS[1], None, None],
                        [CROSS[6], CROSS[7], None, CROSS[2], CROSS[3]],
                        [None, None, CROSS[5], None, None],
                        [None, None, CROSS[4], None, None],
                    ],
                    gap=0.02,
                    row_gap=0.02,
                ),
            ),
            Column(Grid([list(CUSHION[:6]), list(CUSHION[6:])]), STOCK, gap=GROUP_GAP),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Grid([list(WHEEL[n : n + 6]) for n in range(0, 24, 6)]),
            Row(
                Grid([list(CROSS[:4]), list(CROSS[4:])]),
                STOCK,
                gap=GROUP_GAP,
            ),
            Grid([list(CUSHION[:6]), list(CUSHION[6:])]),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(
            Grid([list(WHEEL[n : n + 6]) for n in range(0, 24, 6)]),
            Column(
                Grid([list(CROSS[:4]), list(CROSS[4:])]),
                Grid([list(CUSHION[:6]), list(CUSHION[6:])]),
                STOCK,
                gap=GROUP_GAP,
                align=CENTRE,
            ),
            gap=GROUP_GAP,
        ),
        # The circle of twenty-four places is fourteen cards tall: too tall for a desktop's
        # window.
        book_too_tall=True,
    )
