"""The Empress of India (four packs).

Four packs are played with.  Take out the eight black aces, the eight black queens, the
eight red kings and the eight red knaves.  Seven of the black queens are thrown aside; the
last queen of clubs is the Empress, and the eight red knaves her guard: these nine lie in
the centre of the star and never move.  Round them lie the sixteen foundations:

* the eight black aces (the Admirals), each built up in its suit to the king, the queen
  left out: ace, two ... ten, knave, king, twelve cards;
* the eight red kings (the Generals), each built down in its suit to the ace, the knave
  left out: king, queen, ten ... two, ace, twelve cards.

The other 176 cards are shuffled and turned one at a time: a red card goes to the next
place of the Army (two rows of twelve), a black card to the next place of the Navy (two
rows of twelve).  A red card turned once the Army is full goes onto the red talon, a black
one once the Navy is full onto the black talon; the dealing stops when both are full.

* Every card of the Army and the Navy is available, and cards are played only in pairs:
  one red card onto a red foundation together with one black card onto a black one.
  Nothing is played from the pack or a talon.
* Any single card of the Army may be laid on any single card of the Navy, or one of the
  Navy on one of the Army: the two make a couple, which is never parted nor moved again
  until it is played up as a pair, both its cards at once.
* A place left empty is filled at once: an Army place with a red card, a Navy place with
  a black one, from the top of the talon of its colour, or, that talon being empty, from
  the pack, turning cards until one of the colour comes.
* When the player likes, he turns the rest of the pack, one card at a time: each goes to
  an empty place of its colour, or else onto its talon.  There is no re-deal.
* The game is won when all 176 cards are on the foundations, and lost when the pack is
  used up and neither a pair nor a couple can be made.

Readings chosen where the book is unclear:

* The Army and the Navy are dealt each row from left to right, the upper row first.
* A couple lies on the place of the card it was laid on; the other card's place is the
  one refilled.  A couple played up leaves its place to be refilled with its row's colour.
* Exactly one red and one black card make a pair play; a couple counts as one.
* Pairing is allowed whenever the player likes, a pair play open or not, and pair plays
  are the player's choice.
* The rest of the pack is turned one card per tap of the pack, plays allowed between.
* Two places empty at once: the Army's is filled first.  While the pack is turned to fill
  a place, a card of the other colour goes to an empty place of its own colour if there is
  one, or else onto its talon.
* A card that two foundations of its suit would take goes to the first: two such
  foundations hold the same cards, so it makes no difference.
* The star is laid as the book draws it: the Empress in the centre; round her the eight
  knaves of her guard in four pairs, above, right, below and left of her; beyond them the
  eight ace foundations in four pairs, those above and below upright, those left and
  right lying crossways; outermost the eight king foundations, four at the points of the
  compass beyond the ace pairs and four between them.  The aces are numbered clockwise
  from the left card of the pair above the Empress, the knaves likewise, the kings
  clockwise from the top; each pair holds an ace of spades and one of clubs (a knave of
  hearts and one of diamonds), and the kings go hearts, diamonds, hearts ... round the
  star.  The book cannot tell the knaves from the kings in its picture: the knaves are
  taken to be the ring next to the Empress, her guard.
* The seven queens thrown aside lie under the Empress, out of sight (the book does not
  draw them).  None of these cards ever moves.
* The Army and the Navy, which the book could not find room for in its picture, lie
  beside the star in its four rows of twelve, the pack and the talons below them.  On a
  phone the star is drawn small: five rows of five, all upright, the guard in a ring
  round the Empress, the aces and the kings round it (on a phone held upright each row
  laid over the one above, leaving its cards' rank and suit in sight).
* A couple whose two cards can never be suitable together is the player's risk: nothing
  prevents it.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import (
    CARD_HEIGHT,
    CENTRE,
    CLOSE_GAP,
    GROUP_GAP,
    PILE_GAP,
    ROW_GAP,
    Arrangements,
    Column,
    Grid,
    Pile,
    Row,
    piles,
    room_for,
)
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete
from ..moves import TOP, Kind, Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table

ADMIRALS = tuple(Layout.numbered("foundation", 16))[:8]  # the black aces, A1-A8
GENERALS = tuple(Layout.numbered("foundation", 16))[8:]  # the red kings, K1-K8
FOUNDATION_PLACES = ADMIRALS + GENERALS
PLACES = tuple(Layout.numbered("tableau", 48))
ARMY, NAVY = PLACES[:24], PLACES[24:]
# Numbered from two: talon-1 is, across the house, the one talon a pack is turned onto
# card by card (the solver turns such a pack many cards at once); here the pack's cards
# go to two talons by colour, or to the places.
RED_TALON, BLACK_TALON = "talon-2", "talon-3"
STOCK = "stock-1"
EMPRESS = "discard-1"  # the queen of clubs, on the seven black queens thrown aside
GUARD = tuple(f"discard-{n}" for n in range(2, 10))  # the red knaves round her
ROW = 12
COUPLE_ROOM = room_for(2)  # a place holds one card or one couple

UP_WITHOUT_QUEEN = Foundation(base_rank=None, size=12, ranks=(*range(1, 12), 13))
DOWN_WITHOUT_KNAVE = Foundation(
    direction=-1, base_rank=None, size=12, ranks=(13, 12, *range(10, 0, -1))
)
FOUNDATIONS = {
    **dict.fromkeys(ADMIRALS, UP_WITHOUT_QUEEN),
    **dict.fromkeys(GENERALS, DOWN_WITHOUT_KNAVE),
}

PAIR = Kind(
    "pair",
    ordered=False,
    lifts=TOP,
    verb="play",
    advised=("play the {card} and the {on} up together", "play the couple up"),
    said="{Card} played up with its partner.",
    nothing_now="No red and black cards can go up together now.",
)
COUPLE = Kind(
    "couple",
    lifts=TOP,
    verb="pair",
    advised=("lay the {card} on the {on} as a couple",),
    said="{Card} laid on its partner: a couple.",
)
DEAL = Kind(
    "deal",
    places=1,
    lifts="none",
    deals=True,
    verb="deal",
    said="A card turned from the pack.",
    nothing_now="The pack is used up.",
)


def _one_each(
    places: tuple[str, ...], withdrawn: list[str], first: str
) -> dict[str, tuple[str, ...]]:
    """The withdrawn cards of two suits one to a place, the suits alternating from
    ``first``: each pair of the star one of each suit."""
    ordered = sorted(withdrawn, key=lambda card: card[-1] != first)
    half = len(ordered) // 2
    alternating = [
        card for pair in zip(ordered[:half], ordered[half:], strict=True) for card in pair
    ]
    return {place: (card,) for place, card in zip(places, alternating, strict=True)}


ARMY_PLACES = frozenset(ARMY)


def is_army(place: str) -> bool:
    return place in ARMY_PLACES


def _home(table: Table, card: str) -> str | None:
    """The first foundation that takes ``card`` now."""
    for pile in GENERALS if cards.is_red(card) else ADMIRALS:
        if FOUNDATIONS[pile].accepts(table[pile], card):
            return pile
    return None


def _landing(table: Table, card: str) -> str:
    """Where a card turned from the pack goes: the first empty place of its colour, or
    its talon."""
    red = cards.is_red(card)
    empty = next((p for p in (ARMY if red else NAVY) if not table[p]), None)
    return empty or (RED_TALON if red else BLACK_TALON)


def refilled(table: Table) -> Table:
    """Every empty place filled, the Army's first: from the talon of its colour, or else
    from the pack, turning cards until one of its colour comes."""
    while True:
        for place in PLACES:
            if table[place]:
                continue
            talon = RED_TALON if is_army(place) else BLACK_TALON
            if table[talon]:
                table = table.move(talon, place)
                break
            if table[STOCK]:
                table = table.move(STOCK, _landing(table, table.top(STOCK)))
                break
        else:
            return table


# The talons by their colours, wherever they lie.
TALONS = (Pile(RED_TALON, name="the red {}"), Pile(BLACK_TALON, name="the black {}"))


def _rows(places: tuple[str, ...], length: int, gap: float = CLOSE_GAP) -> list[Row]:
    """Places in rows of ``length``, each place with room for a couple, close together
    (a couple's lower card shows its index at its top left) unless told."""
    return [
        Row(*piles(places[n : n + length], "down", COUPLE_ROOM), gap=gap)
        for n in range(0, len(places), length)
    ]


# The star as the book draws it (picture 014).  The ace foundations are numbered
# clockwise from the left card of the pair above the Empress, as are the knaves of her
# guard, and the king foundations clockwise from the top.  The piles are named by their
# places in it: a pair's cards by the pair; the kings, and on a phone the knaves round
# the Empress, by the points of the compass.
IN_PAIRS = (
    "the left {} of the top pair",
    "the right {} of the top pair",
    "the upper {} of the right pair",
    "the lower {} of the right pair",
    "the right {} of the bottom pair",
    "the left {} of the bottom pair",
    "the lower {} of the left pair",
    "the upper {} of the left pair",
)
ROUND = (
    "the {} at the top",
    "the {} at the top right",
    "the {} on the right",
    "the {} at the bottom right",
    "the {} at the bottom",
    "the {} at the bottom left",
    "the {} on the left",
    "the {} at the top left",
)
# The pairs left and right of the Empress lie crossways.  (The book draws the kings
# beyond them crossways too: upright, they leave the star narrow enough for the Army and
# the Navy beside it on a laptop.)
CROSSWAYS = {pair[n] for pair in (ADMIRALS, GUARD) for n in (2, 3, 6, 7)}
CENTRE_NAME = "the {} in the centre"
# Where the small star's rows are laid over one another, each leaves this much of the
# row above in sight (card widths): its cards' rank and suit, and a strip 25 px tall to
# tap on a small phone (360x640).
STAR_STEP = 0.8


def _star(places: tuple[str, ...], names: tuple[str, ...], book: bool) -> list[Pile]:
    """Piles of the star in the order of their numbers, named; in the book's star those
    left and right of the Empress lying crossways."""
    return [
        Pile(place, name=name, turned=book and place in CROSSWAYS)
        for place, name in zip(places, names, strict=True)
    ]


def _book_star() -> Grid:
    """Round the Empress her guard, in four pairs; beyond them the aces, in four pairs;
    the kings outermost, four at the points of the compass beyond the aces and four
    between."""
    a = _star(ADMIRALS, IN_PAIRS, book=True)
    k = _star(GENERALS, ROUND, book=True)
    j = _star(GUARD, IN_PAIRS, book=True)
    empress = Pile(EMPRESS, name=CENTRE_NAME)
    middle = [k[6], Column(a[7], a[6]), Column(j[7], j[6]), empress]
    middle += [Column(j[2], j[3]), Column(a[2], a[3]), k[2]]
    return Grid(
        [
            [None, None, None, k[0], None, None, None],
            [None, k[7], None, Row(a[0], a[1]), None, k[1], None],
            [None, None, None, Row(j[0], j[1]), None, None, None],
            middle,
            [None, None, None, Row(j[5], j[4]), None, None, None],
            [None, k[5], None, Row(a[5], a[4]), None, k[3], None],
            [None, None, None, k[4], None, None, None],
        ],
        gap=CLOSE_GAP,
        align=CENTRE,
    )


def _small_star(laid_over: bool = False) -> Grid:
    """The star on a phone: five rows of five, all upright, the guard in a ring round the
    Empress (the first knave above her), the aces and the kings round them; held upright
    each row laid over the one above, leaving its cards' rank and suit in sight."""
    a = _star(ADMIRALS, IN_PAIRS, book=False)
    k = _star(GENERALS, ROUND, book=False)
    j = _star(GUARD, ROUND, book=False)
    empress = Pile(EMPRESS, name=CENTRE_NAME)
    return Grid(
        [
            [k[7], a[0], k[0], a[1], k[1]],
            [a[7], j[7], j[0], j[1], a[2]],
            [k[6], j[6], empress, j[2], k[2]],
            [a[6], j[5], j[4], j[3], a[3]],
            [k[5], a[5], k[4], a[4], k[3]],
        ],
        gap=CLOSE_GAP,
        row_gap=STAR_STEP - CARD_HEIGHT if laid_over else ROW_GAP,
    )


class EmpressOfIndia(GameRules):
    id = "empress-of-india"
    name = "The Empress of India"
    decks = 4
    summary = (
        "The Empress and her guard in a star of sixteen foundations, fed only by pairs: a "
        "red card of the Army and a black one of the Navy up at once."
    )
    picture = "014"
    skill = "Mostly chance"
    layout = Layout(FOUNDATION_PLACES + PLACES + (RED_TALON, BLACK_TALON, STOCK, EMPRESS, *GUARD))
    pile_nouns = {
        "tableau": "place",
        "talon": "talon",
        "discard": "ornament",
    }
    kinds = kinds_table(PAIR, COUPLE, DEAL)
    # Two foundations of one suit built the same height hold the same cards, and a card
    # goes to the first that takes it: renaming the Admirals among themselves, or the
    # Generals, turns every legal move into a legal move.
    alike = (ADMIRALS, GENERALS)
    build_rule = (
        "Cards go up only in pairs, one red of the Army with one black of the Navy; a card "
        "of one may be laid on a card of the other as a couple, played up together later."
    )

    def deal(self, deal: int) -> Table:
        pack = self.pack()
        aces = [c for c in pack if c[0] == "A" and not cards.is_red(c)]
        kings = [c for c in pack if c[0] == "K" and cards.is_red(c)]
        queens = [c for c in pack if c[0] == "Q" and not cards.is_red(c)]
        knaves = [c for c in pack if c[0] == "J" and cards.is_red(c)]
        withdrawn = set(aces + kings + queens + knaves)
        rest = shuffled_pack(deal, [c for c in pack if c not in withdrawn])
        queens.sort(key=lambda c: c != "QC")  # a queen of clubs first: the Empress
        piles: dict[str, tuple[str, ...]] = {
            **_one_each(ADMIRALS, aces, "S"),
            **_one_each(GENERALS, kings, "H"),
            **_one_each(GUARD, knaves, "H"),
            EMPRESS: (*queens[1:], queens[0]),
        }
        red, black, turned = [], [], 0
        for card in rest:
            if len(red) >= len(ARMY) and len(black) >= len(NAVY):
                break
            turned += 1
            (red if cards.is_red(card) else black).append(card)
        piles.update({p: (c,) for p, c in zip(ARMY, red, strict=False)})
        piles.update({p: (c,) for p, c in zip(NAVY, black, strict=False)})
        piles[RED_TALON] = tuple(red[len(ARMY) :])
        piles[BLACK_TALON] = tuple(black[len(NAVY) :])
        piles[STOCK] = stock_of(rest[turned:])
        return Table.build(self.layout, piles)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        singles = [p for p in PLACES if len(table[p]) == 1]
        # Each single card's name once: the moves number hundreds (every couple names
        # two cards), and the page lists them after every move.
        short = {p: cards.short(table[p][0]) for p in singles}
        ready = {p for p in singles if _home(table, table[p][0])}
        moves = [
            Move(
                "pair",
                army,
                navy,
                card=table[army][0],
                label=f"Play the {short[army]} and the {short[navy]} up together",
            )
            for army in ARMY
            if army in ready
            for navy in NAVY
            if navy in ready
        ]
        moves += [
            Move(
                "pair",
                place,
                None,
                card=table.top(place),
                label=f"Play the couple {cards.short(table[place][0])} "
                f"{cards.short(table[place][1])} up",
            )
            for place in PLACES
            if len(table[place]) == 2 and all(_home(table, card) for card in table[place])
        ]
        # A couple lays a single card of one side on a single card of the other.
        army_singles = [p for p in singles if p in ARMY_PLACES]
        navy_singles = [p for p in singles if p not in ARMY_PLACES]
        moves += [
            Move(
                "couple",
                source,
                target,
                card=table[source][0],
                label=f"Lay the {short[source]} on the {short[target]}",
            )
            for source in singles
            for target in (navy_singles if source in ARMY_PLACES else army_singles)
        ]
        if table[STOCK]:
            moves.append(Move("deal", STOCK, label="Turn a card from the pack"))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            return table.move(STOCK, _landing(table, table.top(STOCK)))
        if move.kind == "couple":
            return refilled(table.move(move.source, move.target))
        for place in (move.source, move.target):
            if place is None:
                continue
            while table[place]:
                card = table.top(place)
                table = table.move(place, _home(table, card) or place)
        return refilled(table)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        return False

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FOUNDATIONS)

    def explain(self, table: Table, move: Move) -> str:
        if move.source == STOCK and not table[STOCK]:
            return "The pack is used up, and there is no re-deal."
        if move.source in (EMPRESS, *GUARD):
            return "The Empress and her guard are ornaments: they never move."
        if move.source in (RED_TALON, BLACK_TALON, STOCK):
            return "Nothing is played from the pack or a talon: a card must first enter a place."
        if move.target in FOUNDATIONS:
            return "Cards go up only in pairs: a red card of the Army with a black one of the Navy."
        if move.source in PLACES and move.target in PLACES:
            if is_army(move.source) == is_army(move.target):
                return "A couple is one card of the Army with one of the Navy."
            if len(table[move.source]) != 1 or len(table[move.target]) != 1:
                return "Each card can be paired only once: a couple takes no third card."
            return "Both cards must go up at once: each needs a foundation that takes it now."
        return self.build_rule

    # The book's star, and beside it the Army and the Navy (which the book could not find
    # room for), in its four rows of twelve, the pack and the talons below them.  On a
    # phone the star is drawn small, five rows of five.  Held upright, each of its rows
    # is laid over the one above, the pack and the talons beside it, and the places
    # below in rows of eight.  On its side, the places beside it in rows of twelve and
    # the pack and the talons beside them: as wide a table as a phone on its side can
    # hold with cards about 30 px wide (bench/screenshots.py), for a narrower one would
    # show larger cards than the book's star on a laptop and be drawn there instead.
    arrangements = Arrangements(
        Row(
            _book_star(),
            Column(
                Column(*_rows(ARMY, ROW), *_rows(NAVY, ROW), gap=0.1),
                Row(STOCK, *TALONS),
                gap=GROUP_GAP,
                align=CENTRE,
            ),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Row(
                _small_star(laid_over=True),
                Column(STOCK, Row(*TALONS), align=CENTRE),
                gap=GROUP_GAP,
                align=CENTRE,
            ),
            *_rows(ARMY, 8),
            *_rows(NAVY, 8),
            gap=0.05,
            align=CENTRE,
        ),
        wide=Row(
            _small_star(),
            Column(*_rows(ARMY, ROW, PILE_GAP), *_rows(NAVY, ROW, PILE_GAP), gap=0.1),
            Row(STOCK, Column(*TALONS)),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        # The small star above forty-eight places in six rows of eight make a table too
        # tall for cards 48 px wide on a phone held upright (44.8 px on a 390x844 one).
        crowded=True,
    )
