"""The Clock as the solver sees it: positions that can no longer be won, plays that need
no thought, the moves tried first, and which positions play alike.

The pack's order is known to the solver, and every card ends on a foundation, so a
card that can only ever leave its place for a foundation, and whose foundations must
first take a card lying under it, blocks the game for good.  Every talon card is such
a card (the talon feeds nothing but the foundations), and so is a packet card that can
never be married again (see ``pinned``).  A position with one is given no moves, and a
move that would make one is not offered (``search_moves``).  Both only ever drop
positions from which no win exists, so a ``lost`` verdict stays a proof.

The proofs of the plays made alone are with ``thoughtless_plays``; the ordering of the
other moves (``_ranking``) is a heuristic and only orders.

Everything here reasons from the foundations' runs: the cards a foundation still
takes, from its top up to its hour.  In a position dealt and played by the rules the
cards off the foundations are exactly the cards the foundations still need; a position
where they are not can never be won, so no reasoning here can lose a win there either.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from ... import cards
from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge

HOUR_CARDS = ("6C", "7H", "8S", "9D", "TC", "JH", "QS", "KD", "2C", "3H", "4S", "5D")
HOURS = len(HOUR_CARDS)
FOUNDATIONS = tuple(f"foundation-{n}" for n in range(1, HOURS + 1))
PACKETS = tuple(f"tableau-{n}" for n in range(1, HOURS + 1))
STOCK, TALON = "stock-1", "talon-1"
# Places of the piles in the layout: foundations, packets, the pack, the talon.
FIRST_PACKET, STOCK_AT, TALON_AT = HOURS, 2 * HOURS, 2 * HOURS + 1
PACKET_AT = {packet: FIRST_PACKET + n for n, packet in enumerate(PACKETS)}
PACKET_SIZE = 3
REFILL = Move("refill", None, None, label="Refill the packets")


def _run(base: str, hour: int) -> tuple[str, ...]:
    rank, suit = cards.rank(base), cards.suit(base)
    size = (hour - rank) % 13 + 1
    return tuple(cards.code((rank - 1 + i) % 13 + 1, suit) for i in range(size))


# Each foundation's cards from its base up to its hour.
RUNS = tuple(_run(base, hour) for hour, base in enumerate(HOUR_CARDS, 1))
# For each card, the foundations whose runs hold it, with its place in the run.
HOLDERS: dict[str, tuple[tuple[int, int], ...]] = {}
for _f, _cards_up in enumerate(RUNS):
    for _place, _card in enumerate(_cards_up):
        HOLDERS[_card] = (*HOLDERS.get(_card, ()), (_f, _place))


def _neighbour(card: str, step: int) -> str | None:
    rank = cards.rank(card) + step
    return cards.code(rank, cards.suit(card)) if 1 <= rank <= 13 else None


_ALL = [rank + suit for suit in cards.SUITS for rank in cards.RANKS]
# The card a card is married onto (the next higher of its suit; none for a king), and
# the card that is married onto it (none for an ace): marriages never join king and ace.
BASE = {card: _neighbour(card, 1) for card in _ALL}
PARTNER = {card: _neighbour(card, -1) for card in _ALL}


class Foundations:
    """What the foundations take, worked out once for each state of them, with the
    answers of the dead-end tests for that state (they depend on nothing else but the
    piles they name)."""

    __slots__ = ("heights", "left", "packets", "sound", "talons", "wants")

    def __init__(self, piles: tuple) -> None:
        self.heights = heights = tuple(map(len, piles))
        # Whether every foundation holds the start of its run; a written position may
        # not, and then nothing here is used.
        self.sound = all(
            0 < h <= len(RUNS[f]) and piles[f][-1] == RUNS[f][h - 1] for f, h in enumerate(heights)
        )
        wants: dict[str, tuple[str, ...]] = {}
        left = dict.fromkeys(HOLDERS, 0)
        for f, h in enumerate(heights):
            run = RUNS[f]
            if h < len(run):
                wants[run[h]] = (*wants.get(run[h], ()), FOUNDATIONS[f])
            for card in run[h:]:
                left[card] += 1
        self.wants = wants  # card -> the foundations that take it now
        self.left = left  # card -> how many copies the foundations still take
        self.talons: dict[tuple, bool] = {}  # talon -> whether it blocks the game
        # packet -> the places in it of cards no foundation can take while the cards
        # under them stay (they block the game if they are pinned there)
        self.packets: dict[tuple, tuple[int, ...]] = {}

    def later(self, card: str) -> bool:
        """Whether some foundation takes ``card`` after cards it has not yet had."""
        heights = self.heights
        return any(heights[f] < place for f, place in HOLDERS[card])

    def reachable(self, card: str, under) -> bool:
        """Whether some foundation can still take ``card`` while the cards counted by
        ``under`` (card -> copies) stay where they are: one that needs it and for each
        card it takes first has a copy elsewhere."""
        heights, left = self.heights, self.left
        for f, place in HOLDERS[card]:
            height = heights[f]
            if height > place:
                continue
            for needed in RUNS[f][height:place]:
                if under(needed) >= left[needed]:
                    break
            else:
                return True
        return False

    # The dead-end tests, remembered ---------------------------------------------------
    def talon_blocks(self, talon: tuple) -> bool:
        """Whether some talon card can never be played: each must go before every card
        under it, so it must find a foundation that needs none of them first."""
        known = self.talons.get(talon)
        if known is None:
            known = len(talon) > 1 and (
                self.talon_blocks(talon[:-1]) or not self.reachable(talon[-1], talon[:-1].count)
            )
            self.talons[talon] = known
        return known

    def packet_blocks(self, packet: tuple, talon: tuple) -> bool:
        """Whether a pinned card of ``packet`` (see ``pinned``) can never be played."""
        risky = self.packets.get(packet)
        if risky is None:
            risky = self.packets[packet] = tuple(
                i for i in range(1, len(packet)) if not self.reachable(packet[i], packet[:i].count)
            )
        return any(self.pinned(packet[i], packet[:i], talon) for i in risky)

    def pinned(self, card: str, under: tuple, talon: tuple) -> bool:
        """Whether ``card``, lying on the cards ``under`` it in a packet, can leave only
        for a foundation: it is a king (married onto nothing), or every copy of the card
        it marries onto that the foundations still take lies in the talon (which never
        gives to the circle) or under it (which cannot come to the top while it stays)."""
        base = BASE[card]
        return base is None or under.count(base) + talon.count(base) >= self.left[base]

    def blocked(self, piles: tuple) -> bool:
        talon = piles[TALON_AT]
        if self.talon_blocks(talon):
            return True
        return any(
            self.packet_blocks(piles[at], talon)
            for at in range(FIRST_PACKET, STOCK_AT)
            if len(piles[at]) > 1
        )


_STATES: dict[tuple, Foundations] = {}
# The states of the foundations remembered at most (each with its dead-end answers).
REMEMBERED = 50_000


def foundations_of(piles: tuple) -> Foundations:
    """The record for the foundations' state in ``piles`` (a table's ``cards``)."""
    key = piles[:HOURS]
    state = _STATES.get(key)
    if state is None:
        if len(_STATES) >= REMEMBERED:
            _STATES.clear()
        state = _STATES[key] = Foundations(key)
    return state


# The moves ---------------------------------------------------------------------------
_MOVES: dict[tuple[str, str, str], Move] = {}


def _move(source: str, target: str, card: str) -> Move:
    move = _MOVES.get((source, target, card))
    if move is None:
        move = _MOVES[(source, target, card)] = Move("move", source, target, 1, card=card)
    return move


def legal_moves(piles: tuple, state: Foundations) -> list[Move]:
    """The legal moves of the book's reading (no variant), as ``Clock.legal_moves``
    lists them but worked out from the foundations' record: plays to the foundations,
    marriages, then the refill or the turn of the pack."""
    wants = state.wants
    moves = []
    tops: list[str | None] = []
    short = False
    for packet, at in PACKET_AT.items():
        stack = piles[at]
        if len(stack) < PACKET_SIZE:
            short = True
        card = stack[-1] if stack else None
        tops.append(card)
        for target in wants.get(card, ()):
            moves.append(_move(packet, target, card))
    talon = piles[TALON_AT]
    if talon:
        for target in wants.get(talon[-1], ()):
            moves.append(_move(TALON, target, talon[-1]))
    showing = set(tops)
    for n, card in enumerate(tops):
        base = BASE[card] if card is not None else None
        if base is not None and base in showing:
            for m, top in enumerate(tops):
                if top == base and m != n:
                    moves.append(_move(PACKETS[n], PACKETS[m], card))
    stock = piles[STOCK_AT]
    if stock:
        moves.append(REFILL if short else Move("deal", STOCK, TALON, card=stock[-1]))
    return moves


def thoughtless_plays(piles: tuple, state: Foundations, moves: list[Move]) -> list[Move]:
    """Plays that are never worse than any other move, as the only moves to try; empty
    when there are none.

    The talon's top card, when every foundation that still takes its card takes it now:
    in any win that card goes, at some point, to one of those foundations, which takes
    nothing before it; playing it there at once changes nothing else the win does (the
    cards later turned onto the talon are played off it before it, and the foundation
    takes nothing else meanwhile), so the same win follows.  The win's foundation is not
    known, so where two take the card both plays are offered.

    A packet's top card likewise, when moreover no card can ever be married onto it
    (every copy of the card one lower that the foundations still take is in the talon,
    which never gives to the circle, or it is an ace), so it is nobody's base; and either
    the pack is used up (no refill is left for the packet's length to change), or the
    packet keeps three cards or more and the card can never be married elsewhere (every
    copy of its base that the foundations still take is in the talon, or it is a king),
    so the refills find the same packets short as in the win.  In any win the card then
    stays on top of its packet, or of packets it is married onto, with nothing on it,
    until it is played; playing it at once leaves the win's other moves as they were."""
    plays = [m for m in moves if m.kind == "move" and m.target in state.wants.get(m.card, ())]
    if not plays:
        return []
    talon = piles[TALON_AT]
    pack_left = bool(piles[STOCK_AT])
    for move in plays:
        card = move.card
        if state.later(card):
            continue
        alike = [m for m in plays if m.source == move.source]
        if move.source == TALON:
            return alike
        partner = PARTNER[card]
        if partner is not None and talon.count(partner) < state.left[partner]:
            continue
        if pack_left:
            if len(piles[PACKET_AT[move.source]]) <= PACKET_SIZE:
                continue
            base = BASE[card]
            if base is not None and talon.count(base) < state.left[base]:
                continue
        return alike
    return []


def dooms(piles: tuple, state: Foundations, move: Move) -> bool:
    """Whether the position after ``move`` fails the dead-end test (a play to a
    foundation is left to the test of the position it makes)."""
    kind = move.kind
    talon = piles[TALON_AT]
    if kind == "move":
        if move.target in FOUNDATIONS:
            return False
        target = piles[PACKET_AT[move.target]]
        return state.packet_blocks((*target, move.card), talon)
    stock = piles[STOCK_AT]
    if kind == "deal":
        card = stock[-1]
        turned = (*talon, card)
        if state.talon_blocks(turned):
            return True
        # A card married onto nothing but this card's suit fellows may now be pinned.
        partner = PARTNER[card]
        return partner is not None and any(
            partner in piles[at][1:] and state.packet_blocks(piles[at], turned)
            for at in range(FIRST_PACKET, STOCK_AT)
        )
    # The refill: the pack's cards laid on the short packets, hour I first.
    left = len(stock)
    for at in range(FIRST_PACKET, STOCK_AT):
        packet = piles[at]
        if len(packet) < PACKET_SIZE and left:
            laid = stock[max(0, left - (PACKET_SIZE - len(packet))) : left][::-1]
            left -= len(laid)
            if state.packet_blocks(packet + laid, talon):
                return True
    return False


def _ranking(piles: tuple, state: Foundations):
    """A sort key for the moves: plays to the foundations first (the talon's first), the
    turn of a card a foundation takes at once, then marriages that uncover a card a
    foundation takes, the refill, the other marriages, and the turn of the pack last."""
    wants = state.wants
    stock = piles[STOCK_AT]

    def rank(move: Move) -> int:
        kind = move.kind
        if kind == "deal":
            return 2 if stock[-1] in wants else 9
        if kind == "refill":
            return 5
        if move.source == TALON:
            return 0
        if move.target in FOUNDATIONS:
            return 1
        stack = piles[PACKET_AT[move.source]]
        return 3 if len(stack) > 1 and stack[-2] in wants else 6

    return rank


def search_moves(rules, table: Table) -> list[Move]:
    """The moves the solver tries from ``table`` (see the module's description)."""
    piles = table.cards
    state = foundations_of(piles)
    if not state.sound:
        return rules.legal_moves(table)
    moves = legal_moves(piles, state) if rules.variant is None else rules.legal_moves(table)
    if state.blocked(piles):
        return []
    alone = thoughtless_plays(piles, state, moves)
    if alone:
        return alone
    moves = [move for move in moves if not dooms(piles, state, move)]
    moves.sort(key=_ranking(piles, state))
    return moves


def position_key(table: Table) -> tuple:
    """A key equal for positions that play alike.  Within one search every position
    comes from the same start, so a foundation's height says which cards it holds, and
    the pack's size says which of its cards are left (they are taken from its top).  Once
    the pack is used up no packet is ever refilled, and every rule treats the packets
    alike, so their order does not matter."""
    piles = table.cards
    packets = piles[FIRST_PACKET:STOCK_AT]
    if not piles[STOCK_AT]:
        packets = tuple(sorted(packets))
    return (
        tuple(map(len, piles[:HOURS])),
        packets,
        len(piles[STOCK_AT]),
        piles[TALON_AT],
        table.vars,
    )


# How beams judge a position ------------------------------------------------------------
# Each score counts the cards played up, three points a card, less what stands in the
# way of the cards on the talon: three ways of weighing it give beams that go wrong in
# different places, so together they win more deals than any one.
def _wait(heights: tuple[int, ...], card: str) -> int:
    """How many cards some foundation must take before ``card`` (99: none takes it)."""
    waits = (place - heights[f] for f, place in HOLDERS[card] if heights[f] <= place)
    return min(waits, default=99)


def score_talon_size(table: Table) -> float:
    """Cards up, less one for each card on the talon."""
    piles = table.cards
    return 3 * sum(map(len, piles[:HOURS])) - len(piles[TALON_AT])


def score_talon_waits(table: Table) -> float:
    """Cards up, less how long the talon's cards must wait for their foundations."""
    piles = table.cards
    heights = tuple(map(len, piles[:HOURS]))
    return 3 * sum(heights) - sum(min(_wait(heights, card), 8) for card in piles[TALON_AT]) / 4


def score_talon_order(table: Table) -> float:
    """Cards up, less one for each talon card, and one more for each that must wait
    longer than the card it covers (the talon gives its top card first)."""
    piles = table.cards
    heights = tuple(map(len, piles[:HOURS]))
    talon = piles[TALON_AT]
    waits = [_wait(heights, card) for card in talon]
    disorder = sum(above > below for below, above in itertools.pairwise(waits))
    return 3 * sum(heights) - len(talon) - disorder


BEAM_SCORES = (score_talon_size, score_talon_waits, score_talon_order)


class Knowledge(SearchKnowledge):
    # Most of the work goes to beams and probes: most deals are won, and they find the
    # win long before a depth-first search gets out of the first wrong choice it made.
    # Beams judge positions by the cards up and by the talon (``BEAM_SCORES``); with
    # them the solver won 23 of the 30 deals in 1000 that it had left unknown within
    # 10 s with probes alone, most in under a second.
    probe_share = 0.3
    beam_share = 0.6

    def beam_scores(self) -> tuple[Callable[[Table], float], ...]:
        return BEAM_SCORES

    def search_moves(self, table: Table) -> list[Move]:
        return search_moves(self.rules, table)

    def position_key(self, table: Table) -> tuple:
        return position_key(table)
