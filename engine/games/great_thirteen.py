"""The Great Thirteen (two packs).

The pack is dealt into eight packets of thirteen cards, in a line, face up and squared:
the ground packets, numbered one to eight from the left.  A king lying on top of a
packet after this first deal is slipped underneath it, until no packet shows a king.
Then the top card of each packet is laid in a line above: the balcony.  The balcony's
cards never move.

* Suits play no part: only values count, an ace one, a knave eleven, a queen twelve and
  a king thirteen.
* Below each balcony card a numeral packet is built of its multiples, thirteen taken
  off whenever a value passes thirteen.  The first card doubles the balcony card (under
  a seven an ace: fourteen less thirteen); each card after it adds the balcony card's
  value to the one below (under a seven, the ace, then the eight, then the two...).
  Every numeral packet takes twelve cards and ends with a king.
* Only the top card of each ground packet is available; any packet may be looked
  through.  An available card may go to a numeral packet that needs its value next.
* While an available card can start an empty numeral packet (double its balcony card),
  only such cards may be played: doubling comes before addition.
* When no card can be played, the ground packets are re-dealt, once, one after the
  other from the first: the packet is taken up and dealt, its bottom card first, one
  card on each position in turn from the next one on, round and round, on empty
  positions and on its own too.  After each packet the player may play what is
  available, and asks for the next packet to be dealt.  A position left empty when its
  turn comes is passed over.
* The game is won when every numeral packet ends with its king: all 104 cards placed.
  It is lost when the last packet has been re-dealt and nothing more can be played.

Readings chosen where the book is unclear:

* Kings are slipped under again and again until no packet shows one, and only in the
  first deal; a king coming to the top later stays there.
* Rule II's order of processes is read strongly: while any available card can start an
  empty numeral packet, no card is added to a started one.
* A card that two numeral packets want may go to either: the player chooses.
* The re-deal is offered once no card can be played.  Each packet is dealt as its
  position stands when its turn comes, cards just dealt on it included; each position
  is taken up once.
* After a packet is dealt the player may play or ask for the next packet at will.
* The program deals the first packet's thirteen cards to the first packet (the first
  card dealt at the bottom), the next thirteen to the second, and so on.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Row, piles, room_for
from ..mechanics.counters import count
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

COLUMNS = 8
BALCONY = tuple(f"foundation-{n}" for n in range(1, COLUMNS + 1))
NUMERALS = tuple(f"foundation-{n}" for n in range(COLUMNS + 1, 2 * COLUMNS + 1))
GROUND = tuple(Layout.numbered("tableau", COLUMNS))
KING = 13
NUMERAL_SIZE = 12
# The position the re-deal takes up next: 0 before the re-deal, 1-8 during it, 9 once
# every position has been taken up.
REDEAL_AT = "redeal_at"
DONE = COLUMNS + 1
SPREAD = room_for(12)  # a ground packet's fan: the twelve cards left after the deal
# On a phone held upright, a fan whose covered cards show a strip of 11 px, enough for
# their indexes (the page's legible strip) on cards 50 px wide or more.
SQUEEZED = 2.2


def multiple(value: int) -> int:
    """A value brought back into one to thirteen (thirteen taken off as often as need be)."""
    return (value - 1) % KING + 1


def due(table: Table, column: int) -> int | None:
    """The value numeral packet ``column`` (0-7) needs next, None once it is finished."""
    base = cards.rank(table[BALCONY[column]][0])
    stack = table[NUMERALS[column]]
    if len(stack) >= NUMERAL_SIZE:
        return None
    if not stack:
        return multiple(2 * base)
    return multiple(cards.rank(stack[-1]) + base)


def short_value(value: int) -> str:
    """A value as a card's corner shows it: A, 2 ... 10, J, Q, K."""
    return "10" if value == 10 else cards.RANKS[value - 1]


def _slip_kings_under(packets: list[list[str]]) -> None:
    """Slip every king showing on a packet underneath it, until none shows."""
    for packet in packets:
        for _ in range(len(packet)):
            if cards.rank(packet[-1]) != KING:
                break
            packet.insert(0, packet.pop())


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "ae" else f"a {word}"


def redeal_packet(table: Table, position: int) -> Table:
    """Take up the packet at ``position`` (0-7) and deal it, its bottom card first, one
    card on each position in turn from the next one on, its own included."""
    packet = table[GROUND[position]]
    changes = {pile: list(table[pile]) for pile in GROUND}
    changes[GROUND[position]] = []
    for n, card in enumerate(packet):
        changes[GROUND[(position + 1 + n) % COLUMNS]].append(card)
    return table.put({pile: tuple(stack) for pile, stack in changes.items()})


class GreatThirteen(GameRules):
    id = "great-thirteen"
    name = "The Great Thirteen"
    decks = 2
    summary = "Eight balcony cards; build their multiples, thirteen off, up to the kings."
    picture = "045"
    skill = "Mostly chance"
    layout = Layout(BALCONY + NUMERALS + GROUND)
    pile_nouns = {"tableau": "ground packet"}
    own_counters = (
        count(REDEAL_AT, "the ground packet the re-deal takes up next (0: not begun)", 0, DONE),
    )
    build_rule = "A card goes only on a numeral packet that needs its value next."

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        packets = [pack[13 * k : 13 * k + 13] for k in range(COLUMNS)]
        _slip_kings_under(packets)
        piles: dict[str, tuple[str, ...]] = {}
        for balcony, ground, packet in zip(BALCONY, GROUND, packets, strict=True):
            piles[balcony] = (packet[-1],)
            piles[ground] = tuple(packet[:-1])
        return Table.build(self.layout, piles, **{REDEAL_AT: 0})

    # The numerals ---------------------------------------------------------------
    def numeral_plays(self, table: Table) -> list[Move]:
        needs = [due(table, column) for column in range(COLUMNS)]
        starts, additions = [], []
        for ground in GROUND:
            card = table.top(ground)
            if card is None:
                continue
            value = cards.rank(card)
            for column, need in enumerate(needs):
                if need == value:
                    move = Move("move", ground, NUMERALS[column], card=card)
                    (additions if table[NUMERALS[column]] else starts).append(move)
        return starts or additions

    def _next_redeal(self, table: Table) -> int | None:
        """The position (0-7) the re-deal takes up next, None when none is left."""
        at = int(table.var(REDEAL_AT, 0))
        for position in range(max(at, 1) - 1, COLUMNS):
            if table[GROUND[position]]:
                return position
        return None

    def legal_moves(self, table: Table) -> list[Move]:
        moves = self.numeral_plays(table)
        at = int(table.var(REDEAL_AT, 0))
        if at == DONE or (at == 0 and moves):
            return moves
        position = self._next_redeal(table)
        if position is not None:
            label = f"Re-deal ground packet {position + 1}"
            moves.append(Move("redeal", None, None, label=label))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "redeal":
            position = self._next_redeal(table)
            assert position is not None
            table = redeal_packet(table, position)
            return table.with_vars(**{REDEAL_AT: position + 2})
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return all(len(table[pile]) == NUMERAL_SIZE for pile in NUMERALS)

    def wanted_cards(self, table: Table) -> set[str]:
        return {
            cards.code(need, suit)
            for column in range(COLUMNS)
            if (need := due(table, column)) is not None
            for suit in cards.SUITS
        }

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        return move.kind != "redeal"

    def counters(self, table: Table) -> list[str]:
        needs = [due(table, column) for column in range(COLUMNS)]
        words = " ".join("done" if need is None else short_value(need) for need in needs)
        at = int(table.var(REDEAL_AT, 0))
        stage = (
            "Re-deal: still to come"
            if at == 0
            else "Re-deal: over"
            if at == DONE or self._next_redeal(table) is None
            else f"Re-deal: packet {self._next_redeal(table) + 1} next"
        )
        return [f"Numerals want: {words}", stage]

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "redeal":
            at = int(table.var(REDEAL_AT, 0))
            if at == 0:
                return "The packets are re-dealt only when no card can be played."
            return "Every ground packet has been re-dealt: the re-deal is over."
        if move.source in BALCONY + NUMERALS:
            return "The balcony's cards and those on the numerals never move."
        if move.source not in GROUND or move.target not in NUMERALS:
            return "A card goes from the top of a ground packet to a numeral packet."
        card = table.top(move.source)
        if card is None:
            return "There is no card there to move."
        column = NUMERALS.index(move.target)
        need = due(table, column)
        if need is None:
            return "That numeral packet is finished: it ends with its king."
        if need != cards.rank(card):
            return f"That numeral packet needs {_a(cards.RANK_NAMES[need - 1])} next."
        if table[move.target]:
            return "An empty numeral packet can be started now: doubling comes before addition."
        return self.build_rule

    # The book's three lines of eight: the balcony, the numerals under it, the ground
    # packets below, fanned so they can be looked through.  On a phone held upright the
    # eight columns stand in two rows of four.
    arrangements = Arrangements(
        Column(
            Row(piles(BALCONY)),
            Row(piles(NUMERALS)),
            Row(piles(GROUND, "down", room=SPREAD)),
            gap=GROUP_GAP,
        ),
        upright=Column(
            *(
                Row(
                    *(
                        Column(
                            BALCONY[c], NUMERALS[c], piles(GROUND[c : c + 1], "down", room=SQUEEZED)
                        )
                        for c in range(half, half + 4)
                    )
                )
                for half in (0, 4)
            ),
            gap=GROUP_GAP,
        ),
    )
