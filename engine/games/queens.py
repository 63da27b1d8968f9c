"""The Queens (two packs).

Thirty-two cards are counted off the pack, face up, into one packet on the left: the
key.  Only its top card shows.  If that card is a queen, she pays: fourteen cards from
the top of the key, the queen among them, go to the bottom of the pack; and again if the
next top card is a queen (a third queen takes the last four cards, and there is no key).
Then seven cards are dealt, four in a row with three below them: the shutter.

The eight kings are the foundations, each built upwards in its own suit through the ace
to the queen: king, ace, two and so on to the queen, thirteen cards.  A king goes to the
row of foundations, left to right, the moment it turns up anywhere (in the shutter, from
the pack, at the top of the key), and never to the talon.

* The key's top card may only be played to a foundation; playing it frees the next.
* Each place of the shutter is a packet whose top card is available: to a foundation,
  or married on another packet's top card of its own suit one rank higher (a six of
  hearts on a seven of hearts), one card at a time.  The talon's top card may be played
  or married the same way.
* A place of the shutter left empty is filled at once, from the pack, or, once the pack
  is used up, from the talon's top card.
* Turn the pack one card at a time onto the talon; its top card is available.
* When the pack is used up, every queen lying on the talon pays for three cards besides
  herself: those cards, taken from the bottom of the talon, and the queens make a fresh
  pack, which is dealt out the same way; then the queens on the talon are counted again.
* The game is won when all 104 cards are on the foundations.

Readings chosen where the book is unclear:

* The key's queens pay only while the key is laid out, before the shutter is dealt; a
  queen who comes to the top of the key later waits for her knave.  The fourteen cards
  are turned over as a block under the pack, so the queen is the pack's very last card.
* A king dealt into the shutter or drawn for a refill goes to the foundations, and the
  place is dealt again.  When the pack and the talon are both empty, an empty place of
  the shutter stays empty.
* The talon's payment takes the queens on it and three other cards for each from its
  bottom (all of it when it holds fewer); the fresh pack, not shuffled, deals the paid
  cards first in the order they were laid on the talon, then the queens in theirs.  The
  payment is made by the player, with the pack's tap or its button, once the pack is used
  up.
* Marriages go downwards only; a key card never marries.  Two foundations of one suit
  at the same height are alike: a card goes to the leftmost.
* The end: the queens are not paid again once as many cards have been turned from the
  pack, since a card last went to a foundation or from the talon to the shutter, as the
  talon holds (a whole circuit without progress).  The game is lost when no payment is
  due and no play to a foundation can be reached.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Pile, Row
from ..mechanics.builds import in_suit_step, transfers
from ..mechanics.counters import count
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    foundation_plays,
    one_play_per_card,
)
from ..mechanics.reach import out_of_reach
from ..mechanics.refusals import first_refusal, laid_on, laid_on_empty, taken_from
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

FOUNDATION_ROW = tuple(Layout.numbered("foundation", 8))  # filled left to right
SHUTTER = tuple(Layout.numbered("tableau", 7))  # the row of four, then the row of three
KEY = "reserve-1"
PACK = PackAndTalon()  # the talon's payments are the game's own, below
KING, QUEEN = 13, 12
KEY_SIZE = 32
KEY_PAYMENT = 14
PAID_PER_QUEEN = 3
KING_TO_QUEEN = Foundation(base_rank=KING, wrap=True, size=13)
FOUNDATIONS = dict.fromkeys(FOUNDATION_ROW, KING_TO_QUEEN)
MARRY_DOWN = in_suit_step(-1)
# Cards turned from the pack since a card last went to a foundation or from the talon to
# the shutter: once it reaches the talon's size a whole circuit has passed in vain.
IDLE = "turned_in_vain"


def _king_to_the_row(table: Table, card: str) -> str | None:
    """The foundation a king goes to by itself: the first empty one."""
    if cards.rank(card) != KING:
        return None
    return next((pile for pile in FOUNDATION_ROW if not table[pile]), None)


def _refill_source(table: Table) -> str | None:
    return STOCK if table[STOCK] else TALON if table[TALON] else None


def settle(table: Table) -> Table:
    """Kings to their row, from the key's top; empty places of the shutter filled at once
    from the pack (or the talon), a king drawn going up and the place dealt again."""
    while True:
        key_top = table.top(KEY)
        row = None if key_top is None else _king_to_the_row(table, key_top)
        if row is not None:
            table = table.move(KEY, row)
            continue
        empty = next((place for place in SHUTTER if not table[place]), None)
        source = None if empty is None else _refill_source(table)
        if empty is None or source is None:
            return table
        card = table.top(source)
        table = table.move(source, _king_to_the_row(table, card) or empty)


def _key_pays(key: list[str], stock: list[str]) -> None:
    """The key's queens pay: while its top card is a queen, fourteen cards from its top
    (all that are left, if fewer), turned over as a block, go under the pack."""
    while key and cards.rank(key[-1]) == QUEEN:
        block = key[-KEY_PAYMENT:]
        del key[-KEY_PAYMENT:]
        stock[:0] = reversed(block)


def _talon_payment(talon: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The fresh pack the talon's queens pay for, in the order it is dealt, and what stays
    on the talon, bottom first."""
    queens = [card for card in talon if cards.rank(card) == QUEEN]
    others = [card for card in talon if cards.rank(card) != QUEEN]
    paid = PAID_PER_QUEEN * len(queens)
    return others[:paid] + queens, others[paid:]


def queens_on(table: Table) -> int:
    return sum(cards.rank(card) == QUEEN for card in table[TALON])


# What the key and the shutter refuse, after the pack's and the foundations' refusals.
KEY_AND_SHUTTER = (
    (taken_from((KEY,)), "The key's top card may only be played to a foundation."),
    (laid_on((KEY,)), "Nothing is ever laid on the key."),
    (
        laid_on_empty(SHUTTER),
        "An empty place of the shutter is filled by itself, from the pack or the talon.",
    ),
)


class Queens(GameRules):
    id = "queens"
    name = "The Queens"
    decks = 2
    summary = (
        "Eight kings built up through the aces to the queens, from a shutter of seven and a "
        "key of thirty-two; the queens pay for fresh cards."
    )
    picture = "029"
    skill = "Mostly chance"
    layout = Layout(FOUNDATION_ROW + SHUTTER + (KEY, STOCK, TALON))
    pile_nouns = {"reserve": "key"}
    own_counters = (count(IDLE, "the cards turned since the last card went up or to the shutter"),)
    # A position plays as one whose foundations, or whose shutter places, hold the same
    # cards in other places: a foundation is named only as "a foundation" (each is built
    # from its king up in suit, a new king going to the first empty one, and empty ones are
    # alike), a shutter place only as "a packet" (any top card marries onto any other's; an
    # empty place is refilled at once, the first first, and empty places are alike).
    # Renaming the places of a group turns every legal move into a legal move and the
    # position it leads to into one that differs from the renamed one only by which empty
    # pile took which card, and a position is won exactly when its renamed one is.
    alike = (FOUNDATION_ROW, SHUTTER)
    build_rule = (
        "On the shutter a card goes on the card of its own suit one rank higher; the key's "
        "cards go only to the foundations."
    )

    def deal(self, deal: int) -> Table:
        pack = list(stock_of(shuffled_pack(deal, cards.new_pack(2))))
        key = [pack.pop() for _ in range(KEY_SIZE)]
        _key_pays(key, pack)
        table = Table.build(self.layout, {STOCK: tuple(pack), KEY: tuple(key)}, **{IDLE: 0})
        return settle(table)

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        started = {pile: spec for pile, spec in FOUNDATIONS.items() if table[pile]}
        moves = one_play_per_card(foundation_plays(table, started, (KEY, *SHUTTER, TALON)))
        moves += transfers(table, (*SHUTTER, TALON), SHUTTER, MARRY_DOWN)
        moves += PACK.moves(table, lands=_king_to_the_row)
        if self._payment_due(table):
            moves.append(Move("redeal", STOCK, None, label=f"Pay the queens ({queens_on(table)})"))
        return moves

    @staticmethod
    def _payment_due(table: Table) -> bool:
        if table[STOCK] or not queens_on(table):
            return False
        return int(table.var(IDLE, 0)) < len(table[TALON])

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "redeal":
            fresh, stays = _talon_payment(table[TALON])
            return settle(table.put({STOCK: stock_of(fresh), TALON: tuple(stays)}))
        progress = move.target in FOUNDATIONS or move.source == TALON
        idle = int(table.var(IDLE, 0))
        after = table.move(move.source, move.target)
        talon_before = len(table[TALON])
        after = settle(after)
        # A refill from the talon takes one of its cards to the shutter too.
        if progress or len(after[TALON]) < talon_before:
            idle = 0
        elif move.kind == "deal" and move.target == TALON:
            idle += 1
        return after.with_vars(**{IDLE: idle})

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # Emptying a shutter place brings a card in; a king uncovered on the key goes up.
        return move.kind != "redeal" and move.source not in (*SHUTTER, KEY, STOCK)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        if table[STOCK] or self._payment_due(table):
            return False
        return out_of_reach(self, table, FOUNDATION_ROW)

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "redeal":
            if table[STOCK]:
                return "The queens pay only when the pack is used up."
            if not queens_on(table):
                return "No queen lies on the talon: there is nothing to pay."
            return "A whole round of the talon has passed without a card going anywhere."
        used_up = "The pack is used up: once it is, the queens on the talon pay for more."
        if reason := PACK.refuse(self, table, move, FOUNDATIONS, used_up):
            return reason
        if move.target in FOUNDATIONS:
            if not table[move.target]:
                return "The kings go to the foundations by themselves."
            return refuse_foundation(table, move, FOUNDATIONS)
        return first_refusal(table, move, KEY_AND_SHUTTER) or self.build_rule

    # The book's row of kings above the shutter of four and three, with the key at the
    # bottom left and the pack and the talon beside it.
    arrangements = Arrangements(
        Column(
            Row(*FOUNDATION_ROW),
            Row(*SHUTTER[:4]),
            Row(*SHUTTER[4:]),
            Row(Pile(KEY, label="Key"), STOCK, TALON, gap=GROUP_GAP),
            align=CENTRE,
        ),
        upright=Column(
            Row(*FOUNDATION_ROW[:4]),
            Row(*FOUNDATION_ROW[4:]),
            Row(*SHUTTER[:4]),
            Row(*SHUTTER[4:]),
            Row(Pile(KEY, label="Key"), STOCK, TALON),
            align=CENTRE,
        ),
        wide=Row(
            Column(Row(*FOUNDATION_ROW[:4]), Row(*FOUNDATION_ROW[4:]), align=CENTRE),
            Column(Row(*SHUTTER[:4]), Row(*SHUTTER[4:]), align=CENTRE),
            Column(Pile(KEY, label="Key"), STOCK, TALON),
            gap=GROUP_GAP,
        ),
    )
