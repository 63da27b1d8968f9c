"""The Herring-Bone (two packs).

Twenty-eight cards are dealt face up from the top of the table downward: a fan of
three, a single card half covering it, another fan of three half covering the single,
and so on, seven fans and seven singles: the herring-bone.  It is one stack: only the
last card dealt is available, and taking it frees the one before.  On each side of it
stand four side scenes in a column, with a bar laid crosswise above and below the
column: eight side scenes and four bars, every one available.

The forty-first card is the first foundation, and the eight cards of its rank are the
foundations: for each suit one ascending and one descending, the ascending on the right
and the descending on the left, each built in suit and round the corner (from an eight
the ascending run goes 8, 9 ... king, ace ... 7, the descending 8, 7 ... ace, king ...
9), thirteen cards each.

* A foundation card turned from the pack is placed at once by the program; one lying
  available in the tableau is placed by the player.  The first card of a suit may go to
  either side, at the player's choice (the program puts it on the ascending side); the
  second of that suit goes to the other side.
* Any available card (the herring-bone's top, a side scene, a bar, the talon's top) may
  be played to a foundation of its suit where it follows.  Nothing is built in the
  tableau.
* An empty bar is filled at once with the herring-bone's available card; once the
  herring-bone is used up, the bars stay empty.
* An empty side scene is filled from the pack or the talon: while one is empty, the
  pack's next card goes into the first empty side scene instead of onto the talon, and
  the talon's top card may be moved into any empty side scene.
* The pack is turned one card at a time onto the talon.
* The top card of one foundation may be moved onto the other foundation of its suit
  where it follows there, one card at a time, but not straight back.
* When the pack is used up the talon may be taken up, shuffled and dealt again, twice.
* The game is won when all 104 cards are on the eight foundations, and lost once no
  card can reach a foundation any more.

In the variant *German* the herring-bone is dealt from one pack alone, shuffled by
itself; the other twenty-four cards of that pack are then shuffled with the second pack
and dealt on as usual, so the herring-bone holds no two cards alike.

Readings chosen where the book is unclear:

* The side scenes are dealt left top to bottom, then right; then the bars, left top and
  bottom, right top and bottom; then the forty-first card, placed on the ascending side.
* The foundations run round the corner (the only way a suit's twenty-six cards fill its
  two), and each suit has one ascending and one descending foundation.
* A foundation card's side is the player's choice, except where the program places it.
* An exchange may not be undone by the next move: the card does not go straight back.
* Side scenes are filled first from the pack while one is empty; once the pack is used
  up, from the talon when the player chooses.  Bars never take a card from the pack or
  the talon.
* A re-deal is offered as soon as the pack is used up.
"""

from __future__ import annotations

from functools import cache

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row
from ..mechanics import exchange, reach
from ..mechanics.autoplay import no_partners
from ..mechanics.builds import lane, transfers
from ..mechanics.counters import count
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, foundation_plays
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation
from ..moves import Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table

BONE = "tableau-1"
SIDE_SCENES = tuple(Layout.numbered("reserve", 8))
LEFT_SCENES, RIGHT_SCENES = SIDE_SCENES[:4], SIDE_SCENES[4:]
BARS = ("reserve-9", "reserve-10", "reserve-11", "reserve-12")  # left top, left bottom ...
DESCENDING = tuple(f"foundation-{n}" for n in range(1, 5))  # on the left
ASCENDING = tuple(f"foundation-{n}" for n in range(5, 9))  # on the right
FOUNDATIONS = DESCENDING + ASCENDING
BONE_SIZE = 28
PACK = PackAndTalon(redeals=2, shuffled=True)
GERMAN = "herring-bone-german"
GERMAN_STREAM = 3  # the second shuffle of the German deal (re-deals use 1 and 2)
BASE = "base"  # the table's counter: the foundations' rank


@cache
def _spec(direction: int, base: int, suit: str | None) -> Foundation:
    return Foundation(direction=direction, base_rank=base, suit=suit, wrap=True)


def _side(pile: str) -> tuple[str, ...]:
    return ASCENDING if pile in ASCENDING else DESCENDING


def _suit_on(table: Table, pile: str) -> str | None:
    bottom = table[pile][:1]
    return cards.suit(bottom[0]) if bottom else None


def side_name(pile: str, suit: str | None = None) -> str:
    """A foundation as the player names it: "the ascending ♥ foundation (right)"."""
    up = pile in ASCENDING
    symbol = cards.SUIT_SYMBOLS[suit] + " " if suit else ""
    where = "ascending" if up else "descending"
    return f"the {where} {symbol}foundation ({'right' if up else 'left'})"


def suit_pairs(table: Table) -> list[tuple[str, str]]:
    """Each suit's (ascending, descending) foundations, where both are started."""
    down = {_suit_on(table, p): p for p in DESCENDING if table[p]}
    return [(p, down[s]) for p in ASCENDING if (s := _suit_on(table, p)) in down]


def base_place(table: Table, card: str, side: tuple[str, ...]) -> str | None:
    """The empty foundation of ``side`` a foundation card of this suit may start, or
    None (its suit has one on that side, or the card is not of the foundations' rank)."""
    if cards.rank(card) != table.var(BASE):
        return None
    suit = cards.suit(card)
    if any(_suit_on(table, p) == suit for p in side):
        return None
    return next((p for p in side if not table[p]), None)


def _placed_by_the_program(table: Table, card: str) -> str | None:
    """Where a card turned from the pack goes by itself: a foundation card to its
    foundation, the ascending side first; else the first empty side scene; else None
    (the talon)."""
    for side in (ASCENDING, DESCENDING):
        place = base_place(table, card, side)
        if place is not None:
            return place
    return next((p for p in SIDE_SCENES if not table[p]), None)


def bars_filled(table: Table) -> Table:
    """Each empty bar, in turn, given the herring-bone's available card while it lasts."""
    for bar in BARS:
        if not table[bar] and table[BONE]:
            table = table.move(BONE, bar)
    return table


class HerringBone(GameRules):
    id = "herring-bone"
    name = "The Herring-Bone"
    decks = 2
    summary = "Free the herring-bone card by card; foundations up and down from the 41st card."
    picture = "030"
    skill = "Mostly chance"
    variants = {GERMAN: "German: the herring-bone dealt from one pack alone, no two cards alike."}
    layout = Layout((BONE, *SIDE_SCENES, *BARS, *FOUNDATIONS, STOCK, TALON))
    pile_nouns = {"tableau": "herring-bone", "reserve": "side scene or bar"}
    build_rule = (
        "Nothing is built in the tableau: an empty side scene takes the talon's top card, "
        "and an empty bar the herring-bone's."
    )
    partners = staticmethod(no_partners)
    kinds = kinds_table(exchange.EXCHANGE_KIND)
    own_counters = (count(BASE, "the rank the foundations start from", least=1, most=13),)
    # The side scenes are alike (each holds one card, any of them may go to a foundation,
    # an empty one takes the talon's card wherever it lies; the pack's card goes to the
    # first empty one, and empty ones are alike), and so are the bars (each holds one
    # card, an empty one takes the herring-bone's, the first empty one first).
    alike = (SIDE_SCENES, BARS)

    def deal(self, deal: int) -> Table:
        if self.variant == GERMAN:
            first = shuffled_pack(deal, cards.new_pack(1))
            rest = shuffled_pack(deal, first[BONE_SIZE:] + cards.new_pack(1), stream=GERMAN_STREAM)
            pack = first[:BONE_SIZE] + rest
        else:
            pack = shuffled_pack(deal, cards.new_pack(2))
        piles: dict[str, tuple[str, ...]] = {BONE: tuple(pack[:BONE_SIZE])}
        places = SIDE_SCENES + BARS
        for place, card in zip(places, pack[BONE_SIZE:], strict=False):
            piles[place] = (card,)
        first_foundation = pack[BONE_SIZE + len(places)]
        piles[ASCENDING[0]] = (first_foundation,)
        piles[STOCK] = stock_of(pack[BONE_SIZE + len(places) + 1 :])
        counters = PACK.counters(deal) | {BASE: cards.rank(first_foundation)}
        return Table.build(self.layout, piles, **counters)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        base = int(table.var(BASE, 1))
        return {
            pile: _spec(1 if pile in ASCENDING else -1, base, _suit_on(table, pile))
            for pile in FOUNDATIONS
        }

    def _plays(self, table: Table) -> list[Move]:
        sources = (BONE, *SIDE_SCENES, *BARS, TALON)
        specs = self.foundations(table)
        started = {p: spec for p, spec in specs.items() if table[p]}
        moves = [
            Move("move", m.source, m.target, card=m.card, label=f"{short} on {name}")
            for m in foundation_plays(table, started, sources)
            if (short := cards.short(m.card or ""))
            and (name := side_name(m.target, suit=cards.suit(m.card or "")))
        ]
        for source in sources:
            card = table.top(source)
            if card is None:
                continue
            for side, where in ((ASCENDING, "an ascending"), (DESCENDING, "a descending")):
                place = base_place(table, card, side)
                if place is not None:
                    right = "right" if side is ASCENDING else "left"
                    label = f"{cards.short(card)} to start {where} foundation ({right})"
                    moves.append(Move("move", source, place, card=card, label=label))
        return moves

    def legal_moves(self, table: Table) -> list[Move]:
        moves = self._plays(table)
        moves += transfers(table, (TALON,), SIDE_SCENES, lane)
        specs = self.foundations(table)
        moves += exchange.exchanges(
            table,
            specs,
            suit_pairs(table),
            lambda pile: side_name(pile, suit=_suit_on(table, pile)),
            straight_back=False,
        )
        return moves + PACK.moves(table, lands=_placed_by_the_program)

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == exchange.EXCHANGE:
            return exchange.exchanged(table, move, straight_back=False)
        table = exchange.after_other_move(PACK.apply(table, move))
        return bars_filled(table)

    def is_won(self, table: Table) -> bool:
        return all(len(table[p]) == 13 for p in FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        if table[STOCK] or PACK.may_redeal(table):
            return False
        return reach.out_of_reach(
            self, table, FOUNDATIONS, key=self.position_key, progress=exchange.gets_somewhere
        )

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A card played from a bar has the herring-bone's card laid there by the program.
        return move.source not in BARS

    def counters(self, table: Table) -> list[str]:
        rank = cards.RANK_NAMES[int(table.var(BASE, 1)) - 1]
        plural = "sixes" if rank == "six" else f"{rank}s"
        return [f"Foundations: the {plural}", *super().counters(table)]

    def explain(self, table: Table, move: Move) -> str:
        specs = self.foundations(table)
        if move.kind == exchange.EXCHANGE or (
            move.kind == "move" and move.source in FOUNDATIONS and move.target in FOUNDATIONS
        ):
            return exchange.refuse_exchange(table, move, specs, suit_pairs(table))
        if reason := PACK.refuse(self, table, move, specs):
            return reason
        if move.target in FOUNDATIONS:
            card = table.top(move.source or "") or ""
            if not table[move.target]:
                if cards.rank(card) != table.var(BASE):
                    need = cards.RANK_NAMES[int(table.var(BASE, 1)) - 1]
                    return (
                        f"An empty foundation takes only a card of the foundations' rank: {need}."
                    )
                return (
                    f"The {cards.SUIT_NAMES[cards.suit(card)]} have their foundation on that "
                    "side already: this one starts the other side."
                )
            return refuse_foundation(table, move, specs)
        if move.target in BARS:
            return "An empty bar is filled by the program, with the herring-bone's card."
        if move.target in SIDE_SCENES:
            if table[move.target]:
                return "A side scene holds one card: only an empty one is filled."
            return "An empty side scene is filled only from the pack or the talon."
        if move.target == BONE:
            return "Nothing is placed on the herring-bone."
        return self.build_rule

    # The book's picture: the herring-bone down the middle, on each side a bar, four side
    # scenes and a bar, the descending foundations outermost on the left and the
    # ascending on the right; the pack and the talon below.
    arrangements = Arrangements(
        Column(
            Row(
                Column(*DESCENDING),
                Column(BARS[0], *LEFT_SCENES, BARS[1]),
                Pile(BONE, "down"),
                Column(BARS[2], *RIGHT_SCENES, BARS[3]),
                Column(*ASCENDING),
                gap=GROUP_GAP,
            ),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
            align="centre",
        ),
        # On a phone held on its side: the side scenes and the foundations in pairs above
        # the herring-bone, which fans to the right across the screen.
        wide=Column(
            Row(
                Grid([list(DESCENDING[:2]), list(DESCENDING[2:])]),
                Grid([list(BARS[:2]), list(LEFT_SCENES[:2]), list(LEFT_SCENES[2:])]),
                Grid([list(BARS[2:]), list(RIGHT_SCENES[:2]), list(RIGHT_SCENES[2:])]),
                Grid([list(ASCENDING[:2]), list(ASCENDING[2:])]),
                Column(STOCK, TALON),
                gap=GROUP_GAP,
            ),
            Pile(BONE, "right"),
            gap=GROUP_GAP,
        ),
        # The twenty-eight cards dealt face up in one stack, fanned across a phone on its side
        # (640 px), leave each a strip of about 22 px, where the index is drawn at 7.4 px (15 to
        # 22 device pixels: still a rank and a suit apart).
        long_fan=True,
    )
