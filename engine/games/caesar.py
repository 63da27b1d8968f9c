"""Caesar (nine cards from one pack).

From one pack take one card of each rank from the ace to the nine, of any suits, and lay
them out face up in a square of three rows of three, in no order.  The rest of the pack
takes no part: it lies aside.

* An ace counts one, every other card the number of its pips.
* A move exchanges the places of any two cards of the square.  There is no limit to the
  moves.
* The game is won when every row, every column and both diagonals make fifteen: eight
  fifteens in all.  The book leaves the player to find out how (the five must end in the
  middle).  The game cannot be lost: the player may give up or begin again.

Readings chosen where the book is unclear:

* The book says only that the cards are to be arranged "by changing their position": a
  move is an exchange of two cards (there is no free place to move one card into).
* The suit of each of the nine cards is drawn at random; suits play no part.
* The nine cards are laid in a random order, drawn again if they already make the
  eight fifteens (eight of the 362 880 orders do).
* The cards the game does not use lie aside in a pile of their own, face up, and take
  no part.
* Beside the square the program shows how many of the eight lines make fifteen.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Row, Square
from ..moves import TOP, Kind, Move, kinds_table
from ..prng import Pcg32
from ..table import Layout, Table

SIDE = 3
PLACES = tuple(Layout.numbered("tableau", SIDE * SIDE))  # the square, row by row
DISCARD = "discard-1"  # the forty-three cards the game does not use
FIFTEEN = 15

# The eight lines of the square: three rows, three columns, two diagonals.
LINES: tuple[tuple[int, ...], ...] = (
    *(tuple(r * SIDE + c for c in range(SIDE)) for r in range(SIDE)),
    *(tuple(r * SIDE + c for r in range(SIDE)) for c in range(SIDE)),
    (0, 4, 8),
    (2, 4, 6),
)

# The square's eight symmetries (turns and reflections), as a permutation of its places:
# each carries the eight lines onto the eight lines.
_TURN = (6, 3, 0, 7, 4, 1, 8, 5, 2)
_MIRROR = (2, 1, 0, 5, 4, 3, 8, 7, 6)


def _symmetries() -> tuple[tuple[int, ...], ...]:
    found = []
    for mirror in (tuple(range(9)), _MIRROR):
        current = mirror
        for _ in range(4):
            found.append(current)
            current = tuple(current[i] for i in _TURN)
    return tuple(found)


SYMMETRIES = _symmetries()

EXCHANGE = Kind(
    "exchange",
    ordered=False,
    lifts=TOP,
    verb="exchange",
    advised=("exchange the {card} with the {on}",),
    said="{Card} exchanged.",
)


def values(table: Table) -> tuple[int, ...]:
    """The value of the card at each place of the square, row by row."""
    return tuple(cards.rank(stack[0]) for stack in table.cards[: SIDE * SIDE])


def fifteens(table: Table) -> int:
    """How many of the eight lines make fifteen."""
    square = values(table)
    return sum(sum(square[i] for i in line) == FIFTEEN for line in LINES)


def _pick_nine(random: Pcg32) -> list[str]:
    """One card of each rank from the ace to the nine, each of a random suit, in a random
    order."""
    nine = [cards.code(rank, cards.SUITS[random.below(4)]) for rank in range(1, 10)]
    return random.shuffle(nine)


class Caesar(GameRules):
    id = "caesar"
    name = "Caesar"
    decks = 1
    summary = "Nine cards, ace to nine, in a square: exchange them until every line makes fifteen."
    picture = "032"
    skill = "Mostly skill"
    layout = Layout((*PLACES, DISCARD))
    pile_nouns = {"tableau": "place", "discard": "cards set aside"}
    build_rule = "Any two cards of the square may change places; the cards set aside take no part."
    kinds = kinds_table(EXCHANGE)
    # Any two cards may always change places, and exchanges bring any square to one of the
    # eight finished squares, so no position is lost (as the book says).
    can_be_lost = False

    def deal(self, deal: int) -> Table:
        random = Pcg32(deal)
        while True:
            nine = _pick_nine(random)
            piles: dict[str, tuple[str, ...]] = {
                place: (card,) for place, card in zip(PLACES, nine, strict=True)
            }
            piles[DISCARD] = tuple(c for c in cards.new_pack(1) if c not in nine)
            table = Table.build(self.layout, piles)
            if not self.is_won(table):
                return table

    def legal_moves(self, table: Table) -> list[Move]:
        grid = table.cards
        return [
            Move(
                "exchange",
                PLACES[a],
                PLACES[b],
                card=grid[a][0],
                label=f"Exchange the {cards.short(grid[a][0])} and the {cards.short(grid[b][0])}",
            )
            for a in range(SIDE * SIDE)
            for b in range(a + 1, SIDE * SIDE)
        ]

    def apply(self, table: Table, move: Move) -> Table:
        return table.put({move.source: table[move.target], move.target: table[move.source]})

    def is_won(self, table: Table) -> bool:
        return fifteens(table) == len(LINES)

    def position_key(self, table: Table) -> tuple:
        # Suits play no part and the cards set aside never change, so the values in the
        # square say it all; and a square turned or reflected plays alike (its lines go
        # onto its lines, its exchanges onto exchanges), so the least of its eight
        # images stands for all of them.
        square = values(table)
        return min(tuple(square[i] for i in symmetry) for symmetry in SYMMETRIES)

    def progress(self, table: Table) -> int:
        return fifteens(table)

    def counters(self, table: Table) -> list[str]:
        return [f"Fifteens: {fifteens(table)} of 8"]

    def explain(self, table: Table, move: Move) -> str:
        if move.kind != "exchange":
            return "In this game two cards of the square change places; nothing else moves."
        if move.source not in PLACES or move.target not in PLACES:
            return "The cards set aside take no part: exchange two cards of the square."
        if move.source == move.target:
            return "Tap another card of the square to exchange it with this one."
        return "Name the exchange from its earlier place."

    # The square, and the cards set aside at its right; on a phone held upright, below it.
    arrangements = Arrangements(
        Row(Square(PLACES), Column(DISCARD), gap=GROUP_GAP),
        upright=Column(Square(PLACES), Row(DISCARD), gap=GROUP_GAP, align=CENTRE),
    )
