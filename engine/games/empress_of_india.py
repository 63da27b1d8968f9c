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
* The nine ornaments (the Empress on top of her guard) lie in one pile in the centre of
  the star, the seven queens thrown aside in another beside the pack; neither ever moves.
* A couple whose two cards can never be suitable together is the player's risk: nothing
  prevents it.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Ring, Row, piles, room_for
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
EMPRESS = "discard-1"  # the guard of red knaves, the Empress on top
THROWN_ASIDE = "discard-2"  # the seven other black queens
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
    layout = Layout(
        FOUNDATION_PLACES + PLACES + (RED_TALON, BLACK_TALON, STOCK, EMPRESS, THROWN_ASIDE)
    )
    pile_nouns = {
        "tableau": "place",
        "talon": "talon",
        "discard": "cards set aside",
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
            **{pile: (card,) for pile, card in zip(ADMIRALS, sorted(aces), strict=True)},
            **{pile: (card,) for pile, card in zip(GENERALS, sorted(kings), strict=True)},
            EMPRESS: (*knaves, queens[0]),
            THROWN_ASIDE: tuple(queens[1:]),
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
        if move.source in (RED_TALON, BLACK_TALON, STOCK, EMPRESS, THROWN_ASIDE):
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

    # The book's star: the Empress in the centre, the sixteen foundations round her, the
    # Army (two rows of twelve) and the Navy beside it, the pack and the talons at the
    # side; on a phone held upright, the foundations and the places in rows of eight
    # with the pack, the talons and the set-aside cards between.  On its side the
    # book's arrangement serves.
    arrangements = Arrangements(
        Row(
            Ring(piles(FOUNDATION_PLACES), centre=Column(EMPRESS), phase=0.5),
            Column(
                *(Row(*piles(ARMY[n : n + ROW], "down", COUPLE_ROOM)) for n in range(0, 24, ROW)),
                *(Row(*piles(NAVY[n : n + ROW], "down", COUPLE_ROOM)) for n in range(0, 24, ROW)),
                gap=0.1,
            ),
            Column(STOCK, RED_TALON, BLACK_TALON, THROWN_ASIDE),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Row(*piles(ADMIRALS)),
            Row(*piles(GENERALS)),
            Row(STOCK, RED_TALON, BLACK_TALON, EMPRESS, THROWN_ASIDE),
            *(Row(*piles(ARMY[n : n + 8], "down", COUPLE_ROOM)) for n in range(0, 24, 8)),
            *(Row(*piles(NAVY[n : n + 8], "down", COUPLE_ROOM)) for n in range(0, 24, 8)),
            gap=0.05,
            align=CENTRE,
        ),
        wide=None,
        # Sixteen foundations and forty-eight places, nine rows of eight, make a table too tall
        # for cards 48 px wide on a phone held upright.
        crowded=True,
    )
