"""The Fish-Bone (two packs).

Six cards are dealt face up on the left, in three rows of two: the gridiron.  The top
card of each gridiron packet is available.

* The eight knaves are the foundations, each built down in suit to the ace.  A knave is
  laid in the line down the middle (the spine), below the knaves already there, as soon
  as it appears: the program does it.
* Beside each knave in the spine are its king's place, on the left, and its queen's
  place, on the right, for the king and the queen of its suit.  A king or queen is laid
  in its place as soon as it appears and its knave is in the spine (the program does it);
  one that turns up from the pack before its knave goes onto the talon, and is laid in
  its place once it is the talon's top card again and its knave is there.
* Play an available card (a gridiron packet's top, or the talon's top card) to its knave.
* A card from the talon (a card just turned from the pack is the talon's top) may be
  built on a gridiron packet's top card of its suit one rank lower: a six of hearts on
  the five.  Gridiron cards are never built on one another, and knaves, kings and
  queens never on the gridiron: they wait for their places.
* Turn the pack one card at a time onto the talon.  While a gridiron place is empty, the
  pack's next card goes into the first empty place instead; the talon's top card may be
  moved into any empty place.
* When the pack is used up the talon may be turned over, as it lies and unshuffled, and
  dealt again, once.
* The game is won when all 104 cards are placed: the spine shows eight aces, each between
  the king and the queen of its suit.  It is lost when no move is left.

Readings chosen where the book is unclear:

* The king's place is on the knave's left, the queen's on its right.
* With two knaves of a suit in the spine, a king or queen goes beside the upper one whose
  place is free.
* A king or queen in the opening gridiron whose knave has not appeared stays there until
  it can be placed; nothing is built on it (a king waiting on the talon does not go on
  a queen of its suit there).
* The re-deal is not shuffled, and it is offered as soon as the pack is used up.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles
from ..mechanics.builds import in_suit_step, lane, transfers
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.talon import STOCK, TALON, PackAndTalon, lay_out, refuse_foundation
from ..moves import Move
from ..table import Layout, Table

GRIDIRON = tuple(Layout.numbered("tableau", 6))
SPINE = tuple(f"foundation-{n}" for n in range(1, 9))
KING_PLACES = tuple(f"foundation-{n}" for n in range(9, 17))  # beside spine 1..8
QUEEN_PLACES = tuple(f"foundation-{n}" for n in range(17, 25))
PACK = PackAndTalon(redeals=1)  # the talon turned over as it lies
KNAVE_DOWN = Foundation(direction=-1, base_rank=11, size=11)
NOT_YET = Foundation(closed=True, size=1)  # a court's place beside no knave yet
# Only the cards two to ten marry: knaves, kings and queens wait for their own places.
UP_IN_SUIT = in_suit_step(1, never_on=frozenset({10, 11, 12}))


def _court_place(table: Table, card: str) -> str | None:
    """The free place beside the upper knave of the court card's suit, or None."""
    places = KING_PLACES if cards.rank(card) == 13 else QUEEN_PLACES
    for knave, place in zip(SPINE, places, strict=True):
        bottom = table[knave][:1]
        if bottom and cards.suit(bottom[0]) == cards.suit(card) and not table[place]:
            return place
    return None


def settle(table: Table) -> Table:
    """Lay every available knave in the spine, and every available king and queen in its
    place, until none is left to lay (the book's compulsory placings)."""
    while True:
        for source in (TALON, *GRIDIRON):
            card = table.top(source)
            if card is None:
                continue
            rank = cards.rank(card)
            if rank == 11:
                place = next((p for p in SPINE if not table[p]), None)
            elif rank >= 12:
                place = _court_place(table, card)
            else:
                continue
            if place is not None:
                table = table.move(source, place)
                break
        else:
            return table


def _vacancy(table: Table, card: str = "") -> str | None:
    """The empty gridiron place a card turned from the pack goes to first."""
    return next((p for p in GRIDIRON if not table[p]), None)


class FishBone(GameRules):
    id = "fish-bone"
    name = "The Fish-Bone"
    decks = 2
    summary = "Knaves down the spine built down to the aces, kings and queens beside them."
    picture = "041"
    skill = "Mostly chance"
    layout = Layout(SPINE + KING_PLACES + QUEEN_PLACES + GRIDIRON + (STOCK, TALON))
    pile_nouns = {"tableau": "gridiron packet"}
    build_rule = (
        "On the gridiron only a card from the talon is built, on the card of its suit one "
        "rank lower (a six on a five); an empty place takes the talon's top card."
    )

    def deal(self, deal: int) -> Table:
        piles = lay_out(deal, 2, {}, GRIDIRON)
        return settle(Table.build(self.layout, piles, **PACK.counters(deal)))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        spine = {pile: KNAVE_DOWN for pile in SPINE}
        for places, rank in ((KING_PLACES, 13), (QUEEN_PLACES, 12)):
            for knave, place in zip(SPINE, places, strict=True):
                bottom = table[knave][:1]
                spine[place] = (
                    Foundation(base_rank=rank, suit=cards.suit(bottom[0]), size=1)
                    if bottom
                    else NOT_YET
                )
        return spine

    def legal_moves(self, table: Table) -> list[Move]:
        spine = {pile: KNAVE_DOWN for pile in SPINE}
        moves = foundation_plays(table, spine, (*GRIDIRON, TALON))
        moves += transfers(table, (TALON,), GRIDIRON, UP_IN_SUIT)
        moves += transfers(table, (TALON,), GRIDIRON, lane)
        return moves + PACK.moves(table, lands=_vacancy)

    def apply(self, table: Table, move: Move) -> Table:
        return settle(PACK.apply(table, move))

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A play may uncover a king or a queen that the program then lays in its place.
        return False

    def is_won(self, table: Table) -> bool:
        return all_complete(table, self.foundations(table))

    def explain(self, table: Table, move: Move) -> str:
        foundations = self.foundations(table)
        if reason := PACK.refuse(self, table, move, foundations):
            return reason
        if move.target in KING_PLACES + QUEEN_PLACES:
            return "Kings and queens are laid in their places by the program, beside a knave."
        if move.target in SPINE:
            return refuse_foundation(table, move, foundations)
        if move.source in GRIDIRON:
            return "A gridiron card goes only to a knave: gridiron cards are never built together."
        if move.target in GRIDIRON and (card := table.top(move.source)) and cards.rank(card) > 10:
            return (
                "Knaves, kings and queens are never built on the gridiron: "
                "they wait for their places."
            )
        return self.build_rule

    # The book's fish: the gridiron on the left, the spine down the middle with each
    # knave's king and queen beside it, the pack and talon at the bottom right.
    arrangements = Arrangements(
        Row(
            Grid([list(piles(GRIDIRON[r : r + 2], "down")) for r in range(0, 6, 2)]),
            Grid(
                [
                    [Pile(k, label="K"), Pile(s, label="J"), Pile(q, label="Q")]
                    for k, s, q in zip(KING_PLACES, SPINE, QUEEN_PLACES, strict=True)
                ],
                row_gap=0.05,
            ),
            Column(None, STOCK, TALON),
            gap=GROUP_GAP,
        ),
        # On a phone held on its side the fish lies on its side: the spine a row.
        wide=Row(
            Grid([list(piles(GRIDIRON[r : r + 3], "down")) for r in (0, 3)]),
            Grid(
                [
                    [Pile(p, label=label) for p in places]
                    for places, label in ((KING_PLACES, "K"), (SPINE, "J"), (QUEEN_PLACES, "Q"))
                ],
                gap=0.05,
            ),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
    )
