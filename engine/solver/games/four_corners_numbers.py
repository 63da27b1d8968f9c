"""The Four Corners seen by the solver: dead ends once no re-deal is left, plays that
need no thought in the endgame, and the plays and marriages worth making before each
re-deal.

Cards are small numbers here, ``row * 16 + rank``, the rows of foundations in the book's
order (clubs, spades, hearts, diamonds).  A position is the ranks on top of the four
ace-foundations (0 when empty), on top of the four king-foundations (14 when empty), and
the twelve packets, bottom card first.

**Dead ends** (``no_win_left``).  Once no re-deal is left the packets are never taken up
again, and a card leaves its packet only from the top: to a foundation, or married onto
a partner (its suit, one rank off) lying on top of another packet.  Call a set of cards
*stuck* when every way out for each of them needs first one of these:

* a card of the set, or one lying beneath a card of the set (it cannot be uncovered);
* a card lying beneath it in its own packet;
* for a foundation, some rank on the way whose every copy in play is of the above kinds;
* for a marriage, a partner lying beneath a card of the set or beneath the card itself,
  or its only partner in play when that partner is also the only copy of a rank every
  foundation the card may go to needs first: married there, the card could never move
  again (it has nowhere else to go), so neither could ever go up.

In a winning line every card leaves; the first card of a stuck set to leave would need
something that cannot have happened yet, so if a stuck set exists no line wins.  The
search looks for the largest stuck set (every card, less those with a way out, again
and again), after a quick look for a card stuck on its own.  During the last deal the
cards still in the pack count as lying alone on packets of their own: once dealt they
can only be covered, which only takes ways out away.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import cards
from ...games.four_corners import FOUNDATIONS, PACKETS
from ...moves import Move
from ...table import Table

ROW_SUITS = ("C", "S", "H", "D")
ACE_EMPTY, KING_EMPTY = 0, 14  # the rank "on top" of an empty ace- and king-foundation

# Card code -> number, and back.
NUMBER = {
    rank + suit: row * 16 + cards.rank(rank + suit)
    for row, suit in enumerate(ROW_SUITS)
    for rank in cards.RANKS
}
CODE = {number: code for code, number in NUMBER.items()}

Position = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]


# Dead ends -----------------------------------------------------------------------------
def no_win_left(aces: Sequence[int], kings: Sequence[int], piles: Sequence[Sequence[int]]) -> bool:
    """Whether some set of cards is stuck (see above), so that no line wins; ``piles``
    are the packets in play, bottom card first, and any card still in the pack as a
    pile of its own."""
    deck: list[int] = []  # every card in play, pile by pile from the bottom
    above: list[int] = []  # the index of the card directly above, -1 for a top card
    for pile in piles:
        for place, card in enumerate(pile):
            deck.append(card)
            above.append(len(deck) if place + 1 < len(pile) else -1)
    copies = [0] * 64  # card -> the bit set of its copies
    for index, card in enumerate(deck):
        copies[card] |= 1 << index
    beneath, partners = _beneath_and_partners(deck, above, copies, aces, kings)
    routes = _foundation_routes(deck, aces, kings, copies)
    if any(
        not partners[x] and not _way_out(routes[x], ~beneath[x])
        for x in range(len(deck))
        if beneath[x]
    ):
        return True  # a card stuck on its own
    return bool(_largest_stuck_set(deck, above, beneath, partners, routes))


def _beneath_and_partners(deck, above, copies, aces, kings):
    """For each card: the bit set of the cards beneath it in its pile, and of its
    partners it could ever be married onto (not beneath it, and not a lone partner it
    would bury for good)."""
    beneath = [0] * len(deck)
    partners = [0] * len(deck)
    for x, card in enumerate(deck):
        if x and above[x - 1] == x:
            beneath[x] = beneath[x - 1] | 1 << (x - 1)
        bits = 0
        if card & 15 > 1:
            bits = copies[card - 1]
        if card & 15 < 13:
            bits |= copies[card + 1]
        if bits and not bits & (bits - 1) and _buries(card, bits, aces, kings, copies):
            bits = 0
        partners[x] = bits & ~beneath[x]
    return beneath, partners


def _buries(card: int, partner: int, aces, kings, copies) -> bool:
    """Whether marrying ``card`` onto ``partner`` (the bit of its one partner in play)
    would bury that partner for good: every foundation the card may go to needs the
    partner's rank first, and the partner is the only copy of it in play."""
    other = card - 1 if copies[card - 1] == partner else card + 1
    row, rank, needed = card >> 4, card & 15, other & 15
    return (rank <= aces[row] or aces[row] < needed < rank) and (
        rank >= kings[row] or rank < needed < kings[row]
    )


def _foundation_routes(deck: list[int], aces, kings, copies: list[int]) -> list[list[list[int]]]:
    """For each card in play (by its index), the foundations it could go to, each as the
    bit sets of the copies in play of every rank that foundation needs first (one copy
    of each will do); a foundation missing a rank it needs is left out."""
    by_card: dict[int, list[list[int]]] = {}
    found = []
    for card in deck:
        routes = by_card.get(card)
        if routes is None:
            row, rank = card >> 4, card & 15
            base = card - rank
            routes = by_card[card] = []
            if rank > aces[row]:
                needs = copies[base + aces[row] + 1 : card]
                if 0 not in needs:
                    routes.append(needs)
            if rank < kings[row]:
                needs = copies[card + 1 : base + kings[row]]
                if 0 not in needs:
                    routes.append(needs)
        found.append(routes)
    return found


def _way_out(routes: list[list[int]], allowed: int) -> bool:
    """Whether one of the ``routes`` (see ``_foundation_routes``) needs only copies in
    ``allowed``."""
    for needs in routes:
        for copies in needs:
            if not copies & allowed:
                break
        else:
            return True
    return False


def _largest_stuck_set(deck, above, beneath, partners, routes) -> int:
    """The largest stuck set, as a bit set: start from every card and take out, until
    none is left to take, each card with a way out that needs nothing the set holds."""
    stuck = (1 << len(deck)) - 1
    piles = []  # the bit set of each pile of two cards or more
    for x, y in enumerate(above):
        if y >= 0 and (x == 0 or above[x - 1] != x):
            top = y
            while above[top] >= 0:
                top = above[top]
            piles.append((1 << (top + 1)) - (1 << x))
    changed = True
    while changed:
        changed = False
        covered = 0  # the cards with a card of the set somewhere above them
        for pile in piles:  # in each pile, those beneath its highest card of the set
            held = stuck & pile
            if held:
                covered |= pile & ((1 << (held.bit_length() - 1)) - 1)
        free = ~(stuck | covered)
        bits = stuck
        while bits:
            low = bits & -bits
            bits ^= low
            x = low.bit_length() - 1
            if partners[x] & ~covered:
                stuck ^= low
                changed = True
                continue
            allowed = free & ~beneath[x]
            for needs in routes[x]:  # _way_out, written out: this is the inner loop
                for copies in needs:
                    if not copies & allowed:
                        break
                else:
                    stuck ^= low
                    changed = True
                    break
    return stuck


# The endgame ---------------------------------------------------------------------------
# A move of the endgame: (the packet it leaves, where it goes).  Packets are 0-11; the
# ace-foundation of a row is 12 + 2 * row, its king-foundation one more.
FOUNDATION_BASE = 12


def endgame_moves(position: Position) -> list[tuple[int, int]]:
    """Every legal move once the pack is dealt, plays to the foundations first."""
    aces, kings, packets = position
    plays, marriages = [], []
    # The packets by their top card: the solver's plans list thousands of positions'
    # moves, and a lookup beats comparing every pair of tops.
    where: dict[int, list[int]] = {}
    for place, packet in enumerate(packets):
        if packet:
            where.setdefault(packet[-1], []).append(place)
    for source, packet in enumerate(packets):
        if not packet:
            continue
        card = packet[-1]
        row, rank = card >> 4, card & 15
        if aces[row] == rank - 1:
            plays.append((source, FOUNDATION_BASE + 2 * row))
        if kings[row] == rank + 1:
            plays.append((source, FOUNDATION_BASE + 2 * row + 1))
        above, below = where.get(card + 1), where.get(card - 1)
        if above or below:
            # Targets in the packets' order, as a player reading the table would list them.
            for target in sorted((above or []) + (below or [])):
                marriages.append((source, target))
    return plays + marriages


def endgame_apply(position: Position, move: tuple[int, int]) -> Position:
    aces, kings, packets = position
    source, target = move
    card = packets[source][-1]
    changed = list(packets)
    changed[source] = packets[source][:-1]
    if target < FOUNDATION_BASE:
        changed[target] = (*packets[target], card)
    elif (target - FOUNDATION_BASE) & 1:
        kings = _with(kings, card >> 4, card & 15)
    else:
        aces = _with(aces, card >> 4, card & 15)
    return aces, kings, tuple(changed)


def _with(values: tuple[int, ...], place: int, value: int) -> tuple[int, ...]:
    return (*values[:place], value, *values[place + 1 :])


def position_dead(position: Position) -> bool:
    aces, kings, packets = position
    return no_win_left(aces, kings, [packet for packet in packets if packet])


def settled_row(position: Position, row: int) -> bool:
    """Whether every card of the row's suit still in play has just one foundation it
    can ever go to: the row's two foundations hold thirteen cards or more between them
    (so one of them holds each rank already), and no card of the suit lies twice in the
    packets."""
    aces, kings, packets = position
    if aces[row] < kings[row] - 1:
        return False
    seen = set()
    for packet in packets:
        for card in packet:
            if card >> 4 == row:
                if card in seen:
                    return False
                seen.add(card)
    return True


def safe_play(position: Position, moves: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A play to a foundation that can never hurt, once the pack is dealt and no re-deal
    is left: one of a settled row (see ``settled_row``).

    Why it never hurts: take any line from the position keeping the card back, and play
    the card at once instead; then follow the line move for move, keeping the packets as
    the line's, less some cards of that row that are up already.  A card the line plays
    or marries is up already or on top of the same packet; a foundation the line builds
    is no further on (the row's cards in play are single, each with one foundation, so
    one already up could not be the card the line plays).  When the line marries a card
    onto one already up, the card goes up instead: in a settled row it is the very next
    card that card's foundation takes (or, for the two cards where the two foundations'
    runs meet, the next the other one takes).  So the line's win is matched."""
    packets = position[2]
    for move in moves:
        if move[1] >= FOUNDATION_BASE and settled_row(position, packets[move[0]][-1] >> 4):
            return move
    return None


# Re-deals ------------------------------------------------------------------------------
CORNER_PLACES = (0, 5, 6, 11)  # the corner packets' places in a round of the deal


def deal_time_plays(place: int, card: int, aces: Sequence[int], kings: Sequence[int]) -> list[int]:
    """The foundations (as in ``endgame_moves``) a card just dealt on the packet at
    ``place`` may go to: any on a corner, on a side packet only the one beside it."""
    row, rank = card >> 4, card & 15
    ace_fits = aces[row] == rank - 1 and aces[row] != ACE_EMPTY
    king_fits = kings[row] == rank + 1 and kings[row] != KING_EMPTY
    ace, king = FOUNDATION_BASE + 2 * row, FOUNDATION_BASE + 2 * row + 1
    if place in CORNER_PLACES:
        return [ace] * ace_fits + [king] * king_fits
    if 1 <= place <= 4:
        return [ace] if ace_fits and row == place - 1 else []
    return [king] if king_fits and row == place - 7 else []


def deal_greedily(pack: Sequence[int], aces: Sequence[int], kings: Sequence[int]) -> Position:
    """The position after dealing ``pack`` (first card first) onto twelve empty packets,
    playing every card just dealt that may go up (to the first foundation it may go to)."""
    aces, kings = list(aces), list(kings)
    packets: list[list[int]] = [[] for _ in range(12)]
    place = 0
    last = len(pack) - 1
    for index, card in enumerate(pack):
        row, rank = card >> 4, card & 15
        if rank == 1 and aces[row] == ACE_EMPTY:
            aces[row] = 1  # a foundation card goes up at once
            continue
        if rank == 13 and kings[row] == KING_EMPTY:
            kings[row] = 13
            continue
        if index < last:
            targets = deal_time_plays(place, card, aces, kings)
            if targets:
                if (targets[0] - FOUNDATION_BASE) & 1:
                    kings[row] = rank
                else:
                    aces[row] = rank
                continue  # the next card is dealt in its stead
        packets[place].append(card)
        place = (place + 1) % 12
    return tuple(aces), tuple(kings), tuple(tuple(packet) for packet in packets)


def play_up_greedily(position: Position) -> Position:
    """The position after every play to a foundation available, one after another."""
    aces, kings, packets = position
    aces, kings, piles = list(aces), list(kings), [list(packet) for packet in packets]
    going = True
    while going:
        going = False
        for pile in piles:
            while pile:
                card = pile[-1]
                row, rank = card >> 4, card & 15
                if aces[row] == rank - 1:
                    aces[row] = rank
                elif kings[row] == rank + 1:
                    kings[row] = rank
                else:
                    break
                pile.pop()
                going = True
    return tuple(aces), tuple(kings), tuple(tuple(pile) for pile in piles)


def cards_up(position: Position) -> int:
    aces, kings = position[0], position[1]
    return sum(aces) + sum(KING_EMPTY - king for king in kings)


def _reachable(start: Position, budget: int) -> dict:
    """Positions reachable from ``start`` by plays and marriages (the first ``budget``
    found, depth first), each with the position and move it was reached by."""
    parents: dict[Position, tuple[Position, tuple[int, int]] | None] = {start: None}
    stack = [start]
    while stack and len(parents) < budget:
        position = stack.pop()
        for move in reversed(endgame_moves(position)):
            after = endgame_apply(position, move)
            if after not in parents:
                parents[after] = (position, move)
                stack.append(after)
    return parents


def _can_play(position: Position) -> bool:
    moves = endgame_moves(position)  # plays to the foundations first
    return bool(moves) and moves[0][1] >= FOUNDATION_BASE


def _played_out(parents: dict, position: Position) -> Position:
    """The position after playing to the foundations from ``position`` until no card can
    go up, each step noted in ``parents`` (a position already there keeps its way)."""
    while _can_play(position):
        move = endgame_moves(position)[0]
        after = endgame_apply(position, move)
        parents.setdefault(after, (position, move))
        position = after
    return position


def _redealt(position: Position) -> Position:
    """The position after a re-deal dealt greedily, once what can go is played up."""
    aces, kings, packets = position
    pack = [card for packet in packets for card in packet]
    return play_up_greedily(deal_greedily(pack, aces, kings))


def _up_after_redeal_and_plays(position: Position, budget: int = 600) -> int:
    """How many cards could be up after a re-deal dealt greedily and the plays and
    marriages after it (the best of the first ``budget`` positions)."""
    aces, kings, packets = position
    pack = [card for packet in packets for card in packet]
    return max(map(cards_up, _reachable(deal_greedily(pack, aces, kings), budget)))


def ranked_plans(
    start: Position, last: bool, budget: int = 1500, shortlist: int = 100, finalists: int = 10
) -> tuple[list[Position], dict]:
    """The positions reachable by plays and marriages before a re-deal, the most
    promising first, and the map from each to the position and move it was reached by.

    Of the positions reachable (the first ``budget`` found), those with the most cards
    up (the best ``shortlist``) are judged by a re-deal dealt greedily: before the
    ``last`` re-deal, by the cards it leaves up, those whose endgame is not a dead end
    first (the dead ends looked for only until ``finalists`` live ones are found); before
    another, the ``finalists`` that leave most cards up come first, ordered by how many
    cards their next plays and marriages could put up.  Only an order of trying: the
    solver still tries every move."""
    parents = _reachable(start, budget)
    # A re-deal waits until no card can go up (rules.md, the Four Corners 6): a plan ends
    # only where none can, each of the best positions played out to such an end.
    best = sorted(parents, key=cards_up, reverse=True)[:shortlist]  # ties: found first
    found = list(dict.fromkeys(_played_out(parents, position) for position in best))
    redealt = {position: _redealt(position) for position in found}
    found.sort(key=lambda position: cards_up(redealt[position]), reverse=True)
    if last:
        alive, dead = [], []
        for index, position in enumerate(found):
            if len(alive) >= finalists:
                return alive + dead + found[index:], parents
            (dead if position_dead(redealt[position]) else alive).append(position)
        return alive + dead, parents
    best = sorted(found[:finalists], key=_up_after_redeal_and_plays, reverse=True)
    return best + found[finalists:], parents


def plan_before_redeal(start: Position, last: bool) -> list[tuple[int, int]]:
    """The plays and marriages to make before re-dealing: the line to the most promising
    position of ``ranked_plans``."""
    ranked, parents = ranked_plans(start, last)
    best = ranked[0]
    line = []
    while parents[best] is not None:
        best, move = parents[best]
        line.append(move)
    line.reverse()
    return line


# The engine's tables and moves as numbers, and back ---------------------------------------
def _position(table: Table) -> Position:
    """The table as the solver's numbers."""
    piles = table.cards  # the layout: foundations, packets, pack
    aces = tuple(len(piles[2 * row]) for row in range(4))
    kings = tuple(KING_EMPTY - len(piles[2 * row + 1]) for row in range(4))
    number = NUMBER
    packets = tuple(tuple(number[card] for card in packet) for packet in piles[8:20])
    return aces, kings, packets


def _move(table: Table, source: int, target: int) -> Move:
    """The engine's move for a solver's (packet, destination) pair."""
    pile = PACKETS[source]
    where = PACKETS[target] if target < FOUNDATION_BASE else FOUNDATIONS[target - FOUNDATION_BASE]
    return Move("move", pile, where, 1, card=table.top(pile))


def _pair(move: Move) -> tuple[int, int]:
    source = PACKETS.index(move.source)
    if move.target in FOUNDATIONS:
        return source, FOUNDATION_BASE + FOUNDATIONS.index(move.target)
    return source, PACKETS.index(move.target)
