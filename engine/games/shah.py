"""The Shah (two packs).

The eight aces and the eight kings are taken from the pack.  One king, the Shah, is laid
in the centre, where he stays alone: nothing is ever played on him; the other seven are
put aside, out of play.  The eight aces are laid in a circle round the Shah, and each is
built up in its suit to the queen, so that the Shah ends surrounded by eight queens.

From each ace a ray of three places runs outward: the first circle next to the ace, the
second, and the third at the outer end.

* The star is dealt circle by circle, the first circle first, each from the top ray round
  to the right.  Any card of the circle just dealt that suits an ace is played there at
  once and its place filled again from the pack, until none of that circle suits (the
  program does it).
* Only the card at the outer end of each ray is available: the top of its third-circle
  packet; when that place is empty, the second-circle card; when that is gone too, the
  first-circle card.
* An available card may be played to its ace.  A card may be married, in its suit and
  downwards (a six on the seven), onto the top card of a third-circle packet only; the
  card married is the top of another third-circle packet or the talon's top card.  A
  card of the first or second circle, even once released, goes only to an ace.
* The player makes all the plays and marriages wished, then fills the empty places,
  the inner circles first and each from the top ray round to the right, each with the
  talon's top card or the pack's next card (a tap on the pack deals it there).  Every
  empty place must be filled before the next card is turned.
* The grace: when a whole ray is empty, its first-circle place may instead be filled
  with the top card of any third-circle packet; its other two places are then filled as
  usual.
* Turn the pack one card at a time onto the talon; its top card may be played, married
  or used to fill a place.  There is no re-deal.
* The game is won when the eight aces are built up to their queens.  It is lost when no
  move is left, or when no play to an ace can be reached any more (marriages can go to
  and fro between two alike cards for ever).

Readings chosen where the book is unclear:

* Playing a suitable card while the star is dealt is compulsory, and only the circle just
  dealt is concerned; a card that suits two aces of its suit goes to the first of them
  clockwise from the top, and so does a card played later (the two plays are alike).
* The aces lie clockwise from the top in the suits spades, hearts, clubs, diamonds,
  spades, hearts, clubs, diamonds; the Shah is a king of hearts.  Neither changes play.
* Plays and marriages may be made while places stand empty; every place must be filled
  before the next card is turned, and only the first empty place in the book's order may
  be filled next: from the talon or from the pack, as the player chooses (when one is
  used up, from the other; when both are, the place stays empty).
* Marriages move one card at a time; the talon's top card may be married.
* The grace may be used each time a ray is entirely empty and its first place is the
  next to fill (or, once the pack and the talon are used up, at any time); the card taken
  may release the card below it in its ray.
* Nothing goes into an empty place but by a refill or the grace.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row
from ..mechanics.autoplay import in_suit_below
from ..mechanics.builds import marriage, transfers
from ..mechanics.cover import nothing_below
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, first_foundation_for
from ..mechanics.grid import Grid as StarGrid
from ..mechanics.reach import out_of_reach
from ..mechanics.talon import STOCK, TALON, refuse_foundation, withdraw
from ..moves import TOP, Kind, Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table

RAYS = 8
ACES = tuple(Layout.numbered("foundation", RAYS))  # clockwise from the top ray
ACE_SUITS = "SHCDSHCD"
SHAH, ASIDE = "discard-1", "discard-2"
# The places of the star, circle by circle (the order of the deal and of the refills),
# each circle clockwise from the top ray: the place of ray r (1-8) in circle c (1-3) is
# tableau-(8 (c - 1) + r).
PLACES = tuple(Layout.numbered("tableau", 3 * RAYS))
CIRCLES = (PLACES[:RAYS], PLACES[RAYS : 2 * RAYS], PLACES[2 * RAYS :])
OUTER = CIRCLES[2]
RAY_OF = {place: n % RAYS for n, place in enumerate(PLACES)}
# The cover: the rays are the columns of a grid of three circles, the first circle at the
# top, and a card is free when no card lies farther out on its ray (below it in the grid).
STAR_GRID = StarGrid(columns=RAYS, rows=3)
COVER = nothing_below(
    STAR_GRID, "The {card} is blocked: only the card at the outer end of each ray may be moved."
)

# The grace: an outer card laid in the first place of a ray left empty.
GRACE = Kind(
    "grace",
    lifts=TOP,
    verb="move",
    advised=("take the {card} by the grace into the empty ray",),
    said="{Card} taken by the grace.",
)

SHAH_FOUNDATIONS = {
    ace: Foundation(direction=1, base_rank=None, suit=suit, size=12)
    for ace, suit in zip(ACES, ACE_SUITS, strict=True)
}
MARRY_DOWN = marriage(up=False, down=True)


def is_free(table: Table, place: str) -> bool:
    """Whether the card of a star place is available: nothing farther out on its ray."""
    return COVER.is_free(table, place)


def _to_ace(table: Table, card: str) -> str | None:
    """The ace a card is played to: the first clockwise from the top that takes it."""
    return first_foundation_for(table, SHAH_FOUNDATIONS, card)


def _deal_circle(table: Table, circle: tuple[str, ...]) -> Table:
    """Deal one circle of the star, playing every card of it that suits an ace and
    filling its place again from the pack, until none of the circle suits."""
    for place in circle:
        if table[STOCK]:
            table = table.move(STOCK, place)
    while True:
        suited = next(
            (p for p in circle if table[p] and _to_ace(table, table[p][-1]) is not None), None
        )
        if suited is None:
            return table
        table = table.move(suited, _to_ace(table, table[suited][-1]) or "")
        if table[STOCK]:
            table = table.move(STOCK, suited)


def next_empty(table: Table) -> str | None:
    """The first empty place in the order of refilling, while there is a card to fill it."""
    if not table[STOCK] and not table[TALON]:
        return None
    return next((place for place in PLACES if not table[place]), None)


def _is_lane(table: Table, place: str) -> bool:
    """Whether a first-circle place heads a ray left entirely empty."""
    return place in CIRCLES[0] and not any(table[p] for p in PLACES if RAY_OF[p] == RAY_OF[place])


# The star unrolled: each ray a column standing on its ace, the outer circle at the top,
# four rays either side of the Shah, the kings put aside above him.  (The book draws a
# star, each ray running straight out from the Shah; drawn so with single places it is
# nine cards tall, and its cards would be half the size.  It wants the rays drawn as fans
# outward, one of them upward.)
_HALF = (slice(0, 4), slice(4, 8))
THE_STAR = Grid(
    [
        [*CIRCLES[2][_HALF[0]], Pile(ASIDE, label="K"), *CIRCLES[2][_HALF[1]]],
        [*CIRCLES[1][_HALF[0]], None, *CIRCLES[1][_HALF[1]]],
        [*CIRCLES[0][_HALF[0]], None, *CIRCLES[0][_HALF[1]]],
        [
            *(Pile(ace, label="A") for ace in ACES[_HALF[0]]),
            Pile(SHAH, label="Shah"),
            *(Pile(ace, label="A") for ace in ACES[_HALF[1]]),
        ],
    ]
)


def _graces(table: Table, lanes: list[str]) -> list[Move]:
    """The grace: an outer circle's top card into the first place of an empty ray."""
    return [
        Move("grace", outer, lane, card=table.top(outer))
        for lane in lanes
        for outer in OUTER
        if table[outer]
    ]


class Shah(GameRules):
    id = "shah"
    name = "The Shah"
    decks = 2
    summary = "Eight aces round the Shah built to queens; rays of three, only their ends free."
    picture = "007"
    skill = "Mostly chance"
    partners = staticmethod(in_suit_below)
    layout = Layout(ACES + PLACES + (SHAH, ASIDE, STOCK, TALON))
    pile_nouns = {"tableau": "place of the star", "discard": "king"}
    kinds = kinds_table(GRACE)
    covers = COVER
    build_rule = (
        "A card marries only onto the outer circle's top card of its suit one rank higher "
        "(a six on a seven)."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        aces = withdraw(pack, [cards.code(1, suit) for suit in ACE_SUITS])
        kings = withdraw(pack, [cards.code(13, suit) for suit in "HCDS" * 2])
        piles = {ace: (card,) for ace, card in zip(ACES, aces, strict=True)}
        piles.update({SHAH: (kings[0],), ASIDE: tuple(kings[1:]), STOCK: stock_of(pack)})
        table = Table.build(self.layout, piles)
        for circle in CIRCLES:
            table = _deal_circle(table, circle)
        return table

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return SHAH_FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        free = COVER.free(table)
        moves = []
        for source in (*free, TALON):
            card = table.top(source)
            ace = _to_ace(table, card) if card else None
            if ace is not None:
                moves.append(Move("move", source, ace, card=card))
        moves += transfers(table, (*OUTER, TALON), OUTER, MARRY_DOWN)
        place = next_empty(table)
        if place is None:
            if table[STOCK]:
                moves.append(Move("deal", STOCK, TALON, card=table.top(STOCK)))
            # With nothing left to fill from, any empty ray may still take the grace.
            lanes = [p for p in CIRCLES[0] if _is_lane(table, p)]
            return moves + _graces(table, lanes)
        if table[TALON]:
            moves.append(Move("move", TALON, place, card=table.top(TALON)))
        if table[STOCK]:
            moves.append(Move("deal", STOCK, place, card=table.top(STOCK)))
        return moves + _graces(table, [place] if _is_lane(table, place) else [])

    def apply(self, table: Table, move: Move) -> Table:
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, SHAH_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        return out_of_reach(self, table, ACES, key=self.position_key)

    def counters(self, table: Table) -> list[str]:
        place = next_empty(table)
        if place is None:
            return []
        return ["Fill the empty places, inner circle first, before turning the next card"]

    def refuse_lift(self, table: Table, pile: str, index: int) -> str | None:
        if reason := super().refuse_lift(table, pile, index):
            return reason
        if pile in OUTER and index < len(table[pile]) - 1:
            return "Cards are married one at a time: only a packet's top card moves."
        return None

    def explain(self, table: Table, move: Move) -> str:
        source, target = move.source, move.target
        if move.kind == "deal":
            if not table[STOCK]:
                return "The pack is used up."
            return "Only the first empty place, in the book's order, can be filled next."
        if move.kind not in ("move", "grace"):
            return self.refuse_kind(table, move)
        if source not in table or target not in table:
            return "There is no such pile on this table."
        card = table.top(source)
        if card is None:
            return "There is no card there to move."
        if source in (SHAH, ASIDE):
            return "The Shah stays alone, and the other kings are out of play."
        if source in ACES:
            return "A card played to an ace stays there."
        if source == STOCK:
            return "Turn the pack's top card onto the talon; from there it may be used."
        if source in PLACES and not is_free(table, source):
            return COVER.refuse(table, source) or self.build_rule
        if target in ACES:
            return refuse_foundation(table, move, SHAH_FOUNDATIONS)
        if target in (SHAH, ASIDE, STOCK, TALON):
            return "Nothing is ever played there."
        if move.kind == "grace" or (not table[target] and source in OUTER):
            if table[target] or not _is_lane(table, target):
                return "The grace fills the first place of a ray left entirely empty."
            if target != next_empty(table):
                return "Empty places are filled in order: the inner circle first, from the top."
            return "The grace takes the top card of an outer circle's packet."
        if not table[target]:
            if source != TALON:
                return "An empty place is filled from the talon or the pack (or by the grace)."
            return "Empty places are filled in order: the inner circle first, from the top."
        if source in PLACES and source not in OUTER:
            return "A card of the first or second circle goes only to an ace."
        if target not in OUTER:
            return "Cards are married only onto the outer circle's cards."
        return self.build_rule

    # The star unrolled, the pack and the talon beside it; on a phone held upright the
    # rays are rows, ace first, one under another.
    arrangements = Arrangements(
        Row(THE_STAR, Column(STOCK, TALON), gap=GROUP_GAP),
        upright=Row(
            Grid([[Pile(ACES[r], label="A"), *(c[r] for c in CIRCLES)] for r in range(RAYS)]),
            Column(Pile(SHAH, label="Shah"), Pile(ASIDE, label="K"), STOCK, TALON),
            gap=GROUP_GAP,
        ),
    )
