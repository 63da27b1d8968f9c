"""The Fourteenth (two packs).

Twenty-five cards are dealt face up in a square of five rows of five; the rest of the
double pack stays in the hand.

* Any two cards in the same row or the same column, next to each other or not, whose
  values add up to fourteen are paired off and put aside.  An ace counts one, the
  pictures eleven (knave), twelve (queen) and thirteen (king), the others their face
  value: so ace and king, two and queen, three and knave, four and ten, five and nine,
  six and eight, or two sevens.  Diagonals do not count.
* The two places a pair leaves are filled at once from the hand.
* When no fourteen can be made, the player may make an exchange: two cards change
  places with two other cards, so as to make at least one fourteen.  This is the only
  choice the game gives.
* The game is won when all 104 cards are paired off, and lost when no fourteen can be
  made and no exchange makes one.

Readings chosen where the book is unclear:

* The two places are refilled in reading order (row by row, left to right): the earlier
  place takes the next card of the hand.
* When the hand is used up, empty places stay empty; the cards never close up.
* The exchange is two swaps: one card changes places with another, and a third card
  with a fourth (four different cards; an empty place cannot take part).
* The exchange is allowed only when no fourteen can be made, and only if afterwards at
  least one can; so it may be used again each time the square is blocked.  The variant
  "exchange-once" allows it once in the whole game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Row, Square
from ..mechanics.counters import flag
from ..mechanics.pairs import FOURTEEN, take_out
from ..mechanics.refills import refill
from ..moves import TOP, Kind, Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table
from .fourteenth_square import endgame_key

SIDE = 5
PLACES = tuple(Layout.numbered("tableau", SIDE * SIDE))  # the square, row by row
STOCK, DISCARD = "stock-1", "discard-1"
EXCHANGED = "exchanged"  # the variant's counter: the one exchange has been made

# Each place's row and column companions, as a list and as a bit mask over the places.
_LINES: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        q for q in range(SIDE * SIDE) if q != p and (q // SIDE == p // SIDE or q % SIDE == p % SIDE)
    )
    for p in range(SIDE * SIDE)
)
_LINE_MASK: tuple[int, ...] = tuple(sum(1 << q for q in line) for line in _LINES)
# Every two places sharing a row or column, earlier place first.
_LINE_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (p, q) for p in range(SIDE * SIDE) for q in _LINES[p] if q > p
)
_RANK = {code: cards.rank(code) for code in cards.new_pack(1)}


def _ranks(table: Table) -> list[int]:
    """The value at each place of the square, 0 for an empty place."""
    return [_RANK[stack[0]] if stack else 0 for stack in table.cards[: SIDE * SIDE]]


def _pair_places(ranks: list[int]) -> list[tuple[int, int]]:
    return [(p, q) for p, q in _LINE_PAIRS if ranks[p] and ranks[p] + ranks[q] == FOURTEEN]


def _exchanges(ranks: list[int]) -> Iterator[tuple[int, int, int, int]]:
    """Every exchange (a, b, c, d): a<->b and c<->d, a < b, c < d, a < c, four full
    places, after which some fourteen can be made.  Called only on a blocked square.

    A fourteen made by an exchange has a moved card in it.  Its partner either stayed
    put, or is another moved card; the swap that moved it alone cannot pair its own
    two cards (they would have made fourteen before).  So for each single swap the
    unmoved partners its two cards would find are worked out once (``found``), and two
    swaps only need those partners not to be among the other swap's places, or a card
    of one swap to pair with a card of the other in its new place.  They come one at a
    time, so the solver can try the first before the thousandth is found."""
    with_rank = [0] * 14
    full = [p for p in range(SIDE * SIDE) if ranks[p]]
    for p in full:
        with_rank[ranks[p]] |= 1 << p
    swaps = []
    for i, a in enumerate(full):
        line_a, rank_a = _LINE_MASK[a], ranks[a]
        for b in full[i + 1 :]:
            rank_b = ranks[b]
            places = (1 << a) | (1 << b)
            found = (
                (line_a & with_rank[FOURTEEN - rank_b])
                | (_LINE_MASK[b] & with_rank[FOURTEEN - rank_a])
            ) & ~places
            swaps.append((a, b, places, found, rank_a, rank_b))
    for i, (a, b, places_ab, found_ab, rank_a, rank_b) in enumerate(swaps):
        line_a, line_b = _LINE_MASK[a], _LINE_MASK[b]
        for c, d, places_cd, found_cd, rank_c, rank_d in swaps[i + 1 :]:
            if places_ab & places_cd:
                continue
            if found_ab & ~places_cd or found_cd & ~places_ab:
                yield (a, b, c, d)
                continue
            # After the exchange a holds b's card, b a's, c d's and d c's.
            if (
                (line_a >> c & 1 and rank_b + rank_d == FOURTEEN)
                or (line_a >> d & 1 and rank_b + rank_c == FOURTEEN)
                or (line_b >> c & 1 and rank_a + rank_d == FOURTEEN)
                or (line_b >> d & 1 and rank_a + rank_c == FOURTEEN)
            ):
                yield (a, b, c, d)


# The exchange: two swaps of two cards, made by tapping the four cards, one swap after
# the other, either card of a swap first, either swap first.
EXCHANGE = Kind(
    "swap",
    places=4,
    ordered=False,
    in_twos=True,
    lifts=TOP,
    verb="exchange",
    advised=(
        "exchange the {cards[0]} with the {cards[1]}, and the {cards[2]} with the {cards[3]}",
    ),
    said="Exchange made.",
    prompts=(
        "Exchange: tap the card to change places with this one.",
        "Now tap a card of the second swap.",
        "Now tap the card to change places with it.",
    ),
    misfit="That exchange makes no fourteen.",
    cancelled="Exchange cancelled.",
)


def _exchange_moves(table: Table, exchanges: Iterable[tuple[int, int, int, int]]) -> Iterator[Move]:
    grid = table.cards
    short = [cards.short(stack[0]) if stack else "" for stack in grid[: SIDE * SIDE]]
    # Each swap's words are made once: a blocked square may offer thousands of exchanges.
    words: dict[tuple[int, int], tuple[str, str]] = {}
    for a, b, c, d in exchanges:
        first = words.get((a, b))
        if first is None:
            first = words[a, b] = (f"{short[a]}\u2194{short[b]}", f"{a + 1}\u2194{b + 1}")
        second = words.get((c, d))
        if second is None:
            second = words[c, d] = (f"{short[c]}\u2194{short[d]}", f"{c + 1}\u2194{d + 1}")
        yield Move(
            "swap",
            PLACES[a],
            PLACES[b],
            1,
            (PLACES[c], PLACES[d]),
            card=grid[a][0],
            label=f"Exchange {first[0]} and {second[0]} (places {first[1]}, {second[1]})",
        )


class Fourteenth(GameRules):
    id = "fourteenth"
    name = "The Fourteenth"
    decks = 2
    summary = "A square of twenty-five: pair off cards of one row or column that make fourteen."
    picture = "011"
    skill = "Mostly chance"
    layout = Layout((*PLACES, STOCK, DISCARD))
    own_counters = (flag(EXCHANGED, "whether the one exchange has been made"),)
    variants = {"exchange-once": "The exchange of two cards for two others is allowed once a game."}
    build_rule = "Two cards pair off only when they make fourteen in the same row or column."
    kinds = kinds_table(EXCHANGE)

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        piles: dict[str, tuple[str, ...]] = {
            place: (card,) for place, card in zip(PLACES, pack, strict=False)
        }
        # The hand's next card is its top, the pile's last card.
        piles[STOCK] = tuple(reversed(pack[len(PLACES) :]))
        return Table.build(self.layout, piles)

    def exchange_allowed(self, table: Table) -> bool:
        return self.variant != "exchange-once" or not table.var(EXCHANGED, False)

    def legal_moves(self, table: Table) -> list[Move]:
        return list(self.lazy_moves(table))

    def lazy_moves(self, table: Table) -> Iterable[Move]:
        # The legal moves, the exchanges listed lazily: a blocked square may offer
        # thousands, and one who searches may need only the first.
        ranks = _ranks(table)
        pairs = _pair_places(ranks)
        if pairs:
            grid = table.cards
            return [Move("pair", PLACES[p], PLACES[q], 1, card=grid[p][0]) for p, q in pairs]
        if not self.exchange_allowed(table):
            return []
        return _exchange_moves(table, _exchanges(ranks))

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "swap":
            c, d = move.more
            changes = {
                move.source: table[move.target],
                move.target: table[move.source],
                c: table[d],
                d: table[c],
            }
            table = table.put(changes)
            if self.variant == "exchange-once":
                table = table.with_vars(**{EXCHANGED: True})
            return table
        table = take_out(table, move.source, move.target, DISCARD)
        # Source comes before target in reading order, so this fills in reading order.
        return refill(table, (move.source, move.target), (STOCK,))

    def is_won(self, table: Table) -> bool:
        return len(table[DISCARD]) == 2 * len(cards.new_pack(1))

    def position_key(self, table: Table) -> tuple:
        # The pairs put aside, in whatever order they went, are the cards neither in the
        # square nor still in the hand, and suits play no part: the values in the
        # square and how much of the hand is left say it all.  Once the hand is used
        # up, the square plays alike however its rows and columns are reordered.
        ranks = tuple(_ranks(table))
        if table[STOCK]:
            return (ranks, len(table[STOCK]), table.vars)
        return (endgame_key(ranks), table.vars)

    def counters(self, table: Table) -> list[str]:
        if self.variant != "exchange-once":
            return []
        return ["Exchange: used" if table.var(EXCHANGED, False) else "Exchange: still to come"]

    # Refusals ---------------------------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        grid = set(PLACES)
        if move.kind == "pair":
            return self._refuse_pair(table, move, grid)
        if move.kind == "swap":
            return self._refuse_exchange(table, move, grid)
        return "In this game cards are only paired off, or two exchanged for two others."

    def _refuse_pair(self, table: Table, move: Move, grid: set[str]) -> str:
        if move.source not in grid or move.target not in grid or move.source == move.target:
            return "A pair is two cards of the square."
        first, second = table.top(move.source), table.top(move.target)
        if first is None or second is None:
            return "There is no card there to pair."
        p, q = PLACES.index(move.source), PLACES.index(move.target)
        if q not in _LINES[p]:
            return "The two cards must lie in the same row or the same column."
        total = _RANK[first] + _RANK[second]
        if total != FOURTEEN:
            return (
                f"The {cards.name(first)} and the {cards.name(second)} make {total}, not fourteen."
            )
        return f"Name the pair from its earlier place: {move.target} with {move.source}."

    def _refuse_exchange(self, table: Table, move: Move, grid: set[str]) -> str:
        if len(move.more) != 2 or not {move.source, move.target, *move.more} <= grid:
            return "An exchange moves two cards of the square into the places of two others."
        if len({move.source, move.target, *move.more}) != 4:
            return "An exchange takes four different cards."
        if any(table.is_empty(pile) for pile in (move.source, move.target, *move.more)):
            return "An exchange moves cards only: an empty place cannot take part."
        if _pair_places(_ranks(table)):
            return "A fourteen can be made: an exchange is allowed only when none can."
        if not self.exchange_allowed(table):
            return "The one exchange of this game has been made already."
        swapped = self.apply(table, move)
        if not _pair_places(_ranks(swapped)):
            return "That exchange makes no fourteen."
        return "Name the exchange with each swap's earlier place first, the earlier swap first."

    # The square, the hand and the pairs put aside in a column at its right; on a phone
    # held upright, below it.
    arrangements = Arrangements(
        Row(Square(PLACES), Column(STOCK, None, DISCARD), gap=GROUP_GAP),
        upright=Column(Square(PLACES), Row(STOCK, DISCARD), gap=GROUP_GAP, align=CENTRE),
    )
