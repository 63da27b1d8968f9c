"""How the solver looks at Spenser's Fairie Queen: which moves it tries, in what order,
and which positions it takes to be the same.

The rules live in ``fairie_queen.py``; nothing here changes what is legal.  The search
(``engine/solver/core.py``) asks ``search_moves`` for the moves worth trying from a position
and ``position_key`` for a key equal for positions that play alike.  Every move left
out here is left out because a move kept is never worse, so a ``lost`` verdict stays a
proof; each such rule says why below.

Most of the work is done as the pack's last card is about to be dealt: the position
that deal leaves is put to four tests that can prove it lost, the cheapest first (the
dead-end test ``is_hopeless``; a short search of the moves listed here; the count of
room of ``fairie_queen_rooms``; the search without suits of ``fairie_queen_chains``),
and to a search for a winning line (``fairie_queen_chains.plan_win``) that the solver
then follows.  After the deal the moves are listed as ``after_deal_moves`` says.

Piles are read by their places in ``Table.cards``: the eight foundations, the eight
columns (each headed by its king), then the pack.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import cards
from ...games.fairie_queen import STOCK
from ...moves import Move
from ...table import Cards, Table
from ..core import time_left
from ..knowledge import SearchKnowledge
from .fairie_queen_chains import FOUNDATION, no_win_by_chains, plan_win
from .fairie_queen_rooms import no_win_by_count

FOUNDATION_IDS = tuple(f"foundation-{n}" for n in range(1, 9))
COLUMN_IDS = tuple(f"tableau-{n}" for n in range(1, 9))
FIRST_COLUMN = 8  # place of tableau-1 in Table.cards
STOCK_PLACE = 16
QUEEN = 12
# Positions the count of room (fairie_queen_rooms) examines before giving up, each time
# the pack's last card is about to be dealt.
ROOM_BUDGET = 6_000
# And positions the solver's own moves examine first, in a short search of its own.
SHORT_SEARCH = 1_000
# Positions the search for a winning line (fairie_queen_chains.plan_win) examines, and
# then the search without suits trying to prove the position lost.
PLAN_BUDGET = 60_000
CHAINS_BUDGET = 60_000

_CODES = tuple(r + s for s in cards.SUITS for r in cards.RANKS)
RANK = {code: cards.rank(code) for code in _CODES}
SUIT = {code: cards.suit(code) for code in _CODES}
# The card a foundation takes on top of this one (None on a queen: kings are never played).
FOLLOWING = {
    code: cards.code(RANK[code] + 1, SUIT[code]) if RANK[code] < QUEEN else None for code in _CODES
}
# The card this one is played on (None for an ace).
PRECEDING = {
    code: cards.code(RANK[code] - 1, SUIT[code]) if RANK[code] > 1 else None for code in _CODES
}


# Foundations -------------------------------------------------------------------------
def suit_heights(foundations: Sequence[Cards]) -> dict[str, tuple[int, int]]:
    """For each suit, the heights of its two foundations, lower first (0: not started)."""
    heights: dict[str, list[int]] = {suit: [] for suit in cards.SUITS}
    for stack in foundations:
        if stack:
            heights[SUIT[stack[0]]].append(len(stack))
    return {suit: _two(found) for suit, found in heights.items()}


def _two(found: list[int]) -> tuple[int, int]:
    found = sorted([*found, 0, 0])[-2:]
    return found[0], found[1]


def is_safe_play(card: str, heights: dict[str, tuple[int, int]]) -> bool:
    """Whether playing ``card`` up now can never be worse than keeping it in play.

    A card in a column is of use only as a base for a card one rank lower, of any suit
    (it covers what lies under it, and only leaves to be played up in the end).  When
    both foundations of every suit have reached two ranks below the card, each card one
    rank lower can be played up the moment it is free: some foundation of its suit
    stands just below it, for only its twin could have gone there first, and then the
    other foundation is the one below it.  Played up it does all a card on a base could
    do, since nothing of two ranks lower is left to lay on it.  So from any line won
    with the card kept, playing it now, each card that line laid on it played up
    instead, and the moves of those cards left out, wins too.  Two copies of each card
    ask one thing more: both foundations of the card's own suit must have reached the
    rank below it, so that its twin, still in play, still finds a foundation ready for
    it however the line played the two copies up (otherwise playing this copy first
    could take the twin's foundation and leave the twin, and what it covers, stuck).
    """
    rank, suit = RANK[card], SUIT[card]
    if min(heights[suit]) < rank - 1:
        return False
    return all(low >= rank - 2 for low, _ in heights.values())


def foundation_targets(foundations: Sequence[Cards]) -> tuple[dict[str, int], int | None]:
    """The card each foundation takes next, mapped to the first foundation taking it (two
    foundations of one suit at one height are alike: either play gives the same game),
    and the first empty foundation (any ace starts it), or None."""
    wants: dict[str, int] = {}
    empty = None
    for place, stack in enumerate(foundations):
        if stack:
            card = FOLLOWING[stack[-1]]
            if card is not None and card not in wants:
                wants[card] = place
        elif empty is None:
            empty = place
    return wants, empty


def _up_move(column: int, foundation: int, card: str) -> Move:
    return Move("move", COLUMN_IDS[column], FOUNDATION_IDS[foundation], 1, card=card)


def _plays_up(foundations: Sequence[Cards], columns: Sequence[Cards]) -> list[Move]:
    """Every column's lowest card that a foundation takes, once for alike foundations."""
    wants, empty = foundation_targets(foundations)
    plays = []
    for column, stack in enumerate(columns):
        if len(stack) < 2:
            continue  # a king never moves
        card = stack[-1]
        place = wants.get(card)
        if place is None and empty is not None and RANK[card] == 1:
            place = empty
        if place is not None:
            plays.append(_up_move(column, place, card))
    return plays


def _first_safe(plays: list[Move], foundations: Sequence[Cards]) -> Move | None:
    if not plays:
        return None
    heights = suit_heights(foundations)
    return next((move for move in plays if is_safe_play(move.card, heights)), None)


# Position keys -------------------------------------------------------------------------
def _under_king(stack: Cards) -> Cards | tuple[str]:
    # The king heading a column never moves and, alone, takes any card whatever its
    # suit: only the cards below it matter.  A column no king heads yet takes nothing.
    return stack[1:] if stack else ("-",)


def position_key(table: Table) -> tuple:
    """Positions that play alike share a key.

    After the deal the columns' places do not matter, nor their kings' suits; and the
    foundations hold exactly the cards no longer in the columns (the search only ever
    moves cards between the piles of one deal), whose counts per rank and suit give each
    suit's two heights.  So the columns' contents, sorted, are the whole key.  During
    the deal the pack's next cards go on the last king's column, so that column is kept
    apart; the others may be sorted, and so may the foundations (the aces are placed in
    the first empty one, and empty foundations are alike).  The pack still in hand is
    a suffix of the same pack throughout a search, so its length names it."""
    piles = table.cards
    columns = piles[FIRST_COLUMN:STOCK_PLACE]
    stock = piles[STOCK_PLACE]
    if not stock:
        # Every column has its king once the pack is dealt.
        return tuple(sorted([stack[1:] for stack in columns]))
    last = _last_headed(columns)
    others = sorted(_under_king(stack) for n, stack in enumerate(columns) if n != last)
    return ("deal", len(stock), last, columns[last], tuple(others), tuple(sorted(piles[:8])))


def _last_headed(columns: Sequence[Cards]) -> int:
    for place in range(len(columns) - 1, -1, -1):
        if columns[place]:
            return place
    return 0


# The deal --------------------------------------------------------------------------------
def could_go_up_before_next_deal(
    card: str, foundations: Sequence[Cards], others: Sequence[Cards]
) -> bool:
    """Whether ``card`` might be played up by plays from the ``other`` columns alone,
    judged generously: a card counts as playable once either copy of the card below
    it in suit is up (where the real game needs a foundation standing just below it).
    What this says is playable includes all that is, and playing a card only makes more
    playable, so playing all it can gives the most the columns could give."""
    up = {code for stack in foundations for code in stack}
    piles = [list(stack[1:]) for stack in others]
    changed = True
    while changed:
        changed = False
        for pile in piles:
            while pile and (PRECEDING[pile[-1]] is None or PRECEDING[pile[-1]] in up):
                up.add(pile.pop())
                changed = True
    below = PRECEDING[card]
    return below is None or below in up


def deal_phase_moves(table: Table, deal: Move, plans: dict | None = None) -> list[Move]:
    """The moves worth trying while the pack is being dealt (see ``deal_choices``).

    Before the last card is dealt, the position that deal leaves is looked at first
    (every position once the pack is dealt follows such a deal).  When it is proved
    lost (by the plain dead-end test ``is_hopeless``, a short search of the solver's own
    moves, the count of room of ``fairie_queen_rooms`` or the search without suits of
    ``fairie_queen_chains``), the deal is left out: nothing winnable is dropped.  When
    a winning line from it is found (``fairie_queen_chains.plan_win``), the deal comes
    first and the line's moves are put in ``plans``, where ``after_deal_moves`` finds
    them."""
    moves = deal_choices(table, deal)
    if moves[-1] is deal and len(table.cards[STOCK_PLACE]) == 1:
        foundations, columns = _dealt_out(table)
        # The quick tests first: they settle many such positions for less.
        if (
            is_hopeless(foundations, columns)
            or no_win_within(foundations + columns, _budget(SHORT_SEARCH))
            or no_win_by_count(foundations, columns, _budget(ROOM_BUDGET))
        ):
            moves.pop()
        elif plans is not None and _plan(foundations + columns, plans):
            moves.insert(0, moves.pop())
        elif no_win_by_chains(foundations, columns, _budget(CHAINS_BUDGET)):
            moves.pop()
    return moves


def _budget(most: int) -> int:
    """``most`` positions, or fewer when the solver's time is running out: at most the
    positions half the time left allows (these searches examine some 20,000 a second
    in CPython), so that a slice of thinking in the page stays short."""
    # Imported here: the page loads the solver only when a Hint first asks for it.
    left = time_left()
    if left is None:
        return most
    return max(1, min(most, int(left * 10_000)))


def _plan(piles: list[Cards], plans: dict) -> bool:
    """Whether a winning line from ``piles`` (the foundations, then the columns, the
    pack dealt) is known, looking for one if need be; each position on it is put in
    ``plans`` with the line's move from it.

    The line found may come back to a position it has been at (the search that finds
    it tells a card moved and put back from one never moved); the solver would not go
    there twice, so such a stretch is cut out, the rest of the line then read on the
    columns as they stand (they hold the same cards, perhaps in other places)."""
    start = tuple(piles)
    if start in plans:
        return True
    line = plan_win(piles[:FIRST_COLUMN], piles[FIRST_COLUMN:], _budget(PLAN_BUDGET))
    if line is None:
        return False
    # The plan counts only the columns a king heads (all of them once the pack is
    # dealt, but not always in a constructed position).
    headed = [FIRST_COLUMN + n for n, stack in enumerate(piles[FIRST_COLUMN:]) if stack]
    theirs = list(piles)  # the position on the line as found
    here = list(piles)  # the position on the line as the solver will play it
    column_of = dict(zip(headed, headed, strict=True))  # theirs -> here
    path = [start]
    steps: list[Move] = []
    where = {_dealt_key(start): 0}
    for source, target in line:
        source = headed[source]
        card = theirs[source][-1]
        if target == FOUNDATION:
            played = _moved(theirs, source, _foundation_for(theirs, card))
            onto = _foundation_for(here, card)
        else:
            played = _moved(theirs, source, headed[target])
            onto = column_of[headed[target]]
        move = Move("move", PILE_IDS[column_of[source]], PILE_IDS[onto], 1, card=card)
        theirs = played
        here = _moved(here, column_of[source], onto)
        key = _dealt_key(here)
        back = where.get(key)
        if back is None:
            steps.append(move)
            path.append(tuple(here))
            where[key] = len(steps)
            continue
        for dropped in path[back + 1 :]:
            del where[_dealt_key(dropped)]
        del path[back + 1 :], steps[back:]
        here = list(path[back])
        column_of = _same_columns(theirs, here, headed)
    for position, move in zip(path, steps, strict=False):
        plans[position] = move
    return True


PILE_IDS = FOUNDATION_IDS + COLUMN_IDS


def _moved(piles: list[Cards], source: int, target: int) -> list[Cards]:
    after = list(piles)
    after[target] = (*after[target], after[source][-1])
    after[source] = after[source][:-1]
    return after


def _foundation_for(piles: list[Cards], card: str) -> int:
    """The first foundation that takes ``card`` (an ace: the first empty one)."""
    below = PRECEDING[card]
    for place, stack in enumerate(piles[:FIRST_COLUMN]):
        if (stack[-1] == below) if stack else below is None:
            return place
    raise ValueError(f"no foundation takes {card}")


def _same_columns(theirs: list[Cards], here: list[Cards], headed: list[int]) -> dict[int, int]:
    """A column of ``here`` holding the same cards below its king for each column of
    ``theirs`` (the two positions share a key, so there is one for each)."""
    free = list(headed)
    matched = {}
    for column in headed:
        twin = next(place for place in free if here[place][1:] == theirs[column][1:])
        free.remove(twin)
        matched[column] = twin
    return matched


# Where each pile id sits in Table.cards.
PLACE = {pile: n for n, pile in enumerate(FOUNDATION_IDS + COLUMN_IDS)}


def no_win_within(piles: Sequence[Cards], budget: int) -> bool:
    """Whether a search of the positions after ``piles`` (the foundations then the
    columns, the pack dealt), trying the moves ``moves_once_dealt`` gives, finds every
    position reachable without a win: True proves the position lost, as the solver's
    own search would; False says only that ``budget`` positions did not settle it."""
    start = tuple(piles)
    seen = {_dealt_key(start)}
    path = [iter(moves_once_dealt(start))]
    tables = [start]
    while path:
        for move in path[-1]:
            after = list(tables[-1])
            source, target = PLACE[move.source], PLACE[move.target]
            after[target] = (*after[target], after[source][-1])
            after[source] = after[source][:-1]
            if all(len(stack) == QUEEN for stack in after[:8]):
                return False
            key = _dealt_key(after)
            if key in seen:
                continue
            if len(seen) >= budget:
                return False
            seen.add(key)
            tables.append(after)
            path.append(iter(moves_once_dealt(after)))
            break
        else:
            path.pop()
            tables.pop()
    return True


def _dealt_key(piles: Sequence[Cards]) -> tuple:
    # As ``position_key`` once the pack is dealt.
    return tuple(sorted([stack[1:] for stack in piles[FIRST_COLUMN:]]))


def _dealt_out(table: Table) -> tuple[list[Cards], list[Cards]]:
    """The foundations and columns once the pack's last card is dealt (as the rules
    deal it: an ace to the first empty foundation, a king to head the next column,
    any other card onto the last king's column)."""
    piles = table.cards
    foundations = list(piles[:FIRST_COLUMN])
    columns = list(piles[FIRST_COLUMN:STOCK_PLACE])
    card = piles[STOCK_PLACE][-1]
    if RANK[card] == 1:
        place = foundations.index(())
        foundations[place] = (card,)
    elif RANK[card] == 13 and () in columns:
        columns[columns.index(())] = (card,)
    else:
        last = _last_headed(columns)
        columns[last] = (*columns[last], card)
    return foundations, columns


def deal_choices(table: Table, deal: Move) -> list[Move]:
    """The moves worth trying while the pack is being dealt.

    Only a play up may be made besides dealing, and a play from a column the next card
    does not cover gives the same table whether made before that card is dealt or after
    (the deal leaves that column and its foundation as they are: an ace dealt goes to
    an empty foundation, a king dealt heads an empty column).  So a play needs to be
    tried before the next deal only if the next card covers the last king's column
    (it is neither an ace nor a king) and that column's lowest card might be played
    first, with the other columns' help; otherwise dealing alone is tried, and the
    plays are still there to be made later, after the deal if need be."""
    piles = table.cards
    columns = piles[FIRST_COLUMN:STOCK_PLACE]
    next_card = piles[STOCK_PLACE][-1]
    if RANK[next_card] in (1, 13):
        return [deal]
    last = _last_headed(columns)
    stack = columns[last]
    if len(stack) < 2:
        return [deal]
    others = [column for n, column in enumerate(columns) if n != last and column]
    if not could_go_up_before_next_deal(stack[-1], piles[:8], others):
        return [deal]
    plays = _plays_up(piles[:8], columns)
    safe = _first_safe(plays, piles[:8])
    if safe is not None:
        return [safe]
    return [*plays, deal]


# After the deal ------------------------------------------------------------------------
def after_deal_moves(table: Table, plans: dict | None = None) -> list[Move]:
    """The moves worth trying once the pack is dealt, the most promising first: the
    move of a winning line found before (see ``deal_phase_moves``) if there is one, then
    as ``moves_once_dealt`` gives them."""
    piles = table.cards[:STOCK_PLACE]
    moves = moves_once_dealt(piles)
    step = plans.get(piles) if plans else None
    if step is None:
        return moves
    return [step, *(move for move in moves if move != step)]


def moves_once_dealt(piles: Sequence[Cards]) -> list[Move]:
    """``after_deal_moves`` for the piles alone (the foundations, then the columns)."""
    foundations = piles[:8]
    columns = piles[FIRST_COLUMN:STOCK_PLACE]
    wants, empty = foundation_targets(foundations)
    plays = []
    for column, stack in enumerate(columns):
        if len(stack) > 1:  # a king never moves
            card = stack[-1]
            place = wants.get(card)
            if place is None and empty is not None and RANK[card] == 1:
                place = empty
            if place is not None:
                plays.append(_up_move(column, place, card))
    safe = _first_safe(plays, foundations)
    if safe is not None:
        return [safe]
    if is_hopeless(foundations, columns):
        return []
    return plays + _transfers(columns, wants)


def _transfers(columns: Sequence[Cards], wants: dict[str, int]) -> list[Move]:
    """Moves of a column's lowest card onto another column: onto a card one rank higher,
    or onto a king standing alone.  All kings standing alone are alike (the key ignores
    their suits and places), so a card is offered the first of them only, and a card
    alone on its king is not offered another: that would give the same game.

    Tried first are the moves that uncover the most cards the foundations want next and
    bury the fewest."""
    single = None
    bases: dict[int, list[int]] = {}
    wanted_in = []  # cards the foundations want next, per column
    for place, stack in enumerate(columns):
        # tuple.count runs in C: quicker than testing every card of a long column.
        wanted_in.append(sum([stack.count(card) for card in wants]))
        if len(stack) == 1:
            if single is None:
                single = place
        elif stack:
            bases.setdefault(RANK[stack[-1]], []).append(place)
    scored = []
    for source, stack in enumerate(columns):
        if len(stack) < 2:
            continue
        card = stack[-1]
        freed = wanted_in[source] - (card in wants)
        for target in bases.get(RANK[card] + 1, ()):
            if target != source:
                scored.append((wanted_in[target] - freed, source, target, card))
        if single is not None and len(stack) > 2:
            scored.append((-freed, source, single, card))
    scored.sort(key=_first)  # stable: equal scores keep the order listed
    return [
        Move("move", COLUMN_IDS[source], COLUMN_IDS[target], 1, card=card)
        for _, source, target, card in scored
    ]


def _first(item: tuple) -> int:
    return item[0]


# A dead end ----------------------------------------------------------------------------
_SUIT_PLACE = {suit: n for n, suit in enumerate(cards.SUITS)}
# Each card as a small number, for counting copies in a list.
CARD_NUMBER = {code: n for n, code in enumerate(_CODES)}


def is_hopeless(foundations: Sequence[Cards], columns: Sequence[Cards]) -> bool:
    """Whether some card in the columns can never leave its column, so that the game
    can no longer be won (every card must be played up in the end).

    A card leaves its column only once every card above it has left, and then only to
    a foundation (when one of its suit stands just below it), onto another column's
    lowest card one rank higher (a card that has itself become uncovered, where it lay
    or after moving), or onto a king standing alone (a column all of whose cards have
    left).  So every card that could ever leave is among those this generous count
    takes, adding cards while it can: the deepest card of a column not yet taken, once
    every card above it is taken, if a foundation could be brought just below it with
    cards up or uncovered, or if a card one rank higher is uncovered anywhere (a queen
    has none), or if a whole column is taken.  A king standing alone, or a column the
    count empties, would take any card, so then nothing is hopeless; otherwise the
    count stops short of some card, which can never leave.

    The two foundations of a suit are told apart: a card whose twin is already up (on
    the higher foundation) can only go on the lower one, which needs, for each rank
    between, the copy the higher foundation does not hold; any other card needs the
    higher foundation brought up to it, a copy of each rank between being enough."""
    stacks = []
    for stack in columns:
        if len(stack) == 1:
            return False  # a king standing alone takes any card
        if stack:
            stacks.append(stack)
    found: list[list[int]] = [[], [], [], []]
    for stack in foundations:
        if stack:
            found[_SUIT_PLACE[SUIT[stack[-1]]]].append(len(stack))
    high = [max(heights, default=0) for heights in found]
    # How far each suit's higher foundation could be brought with the cards up or
    # uncovered, and its lower one through the ranks the higher one holds already.
    reach = high.copy()
    second = [min(heights) if len(heights) == 2 else 0 for heights in found]
    uncovered = [0] * len(_CODES)  # copies of each card uncovered so far
    uncovered_ranks = [0] * 14  # and by rank: the bases for cards a rank lower
    deepest = []  # place of the deepest uncovered card in each column
    for stack in stacks:
        deepest.append(len(stack) - 1)
    for stack in stacks:
        _uncover(stack[-1], uncovered, uncovered_ranks, high, reach, second)
    changed = True
    while changed:
        changed = False
        for n, stack in enumerate(stacks):
            place = deepest[n]
            while True:
                card = stack[place]
                rank = RANK[card]
                suit = _SUIT_PLACE[SUIT[card]]
                ready = reach[suit] if rank > high[suit] else second[suit]
                if rank > ready + 1 and not (rank < QUEEN and uncovered_ranks[rank + 1]):
                    break
                place -= 1
                if place == 0:
                    return False  # the whole column may be cleared to its king
                _uncover(stack[place], uncovered, uncovered_ranks, high, reach, second)
                changed = True
            deepest[n] = place
    return True


def _uncover(
    card: str,
    uncovered: list[int],
    uncovered_ranks: list[int],
    high: list[int],
    reach: list[int],
    second: list[int],
) -> None:
    """Count ``card`` as uncovered, and how much further its suit's foundations could
    be brought."""
    number = CARD_NUMBER[card]
    uncovered[number] += 1
    uncovered_ranks[RANK[card]] += 1
    suit = _SUIT_PLACE[SUIT[card]]
    first = number - RANK[card] + 1  # the suit's ace
    while reach[suit] < QUEEN and uncovered[first + reach[suit]]:
        reach[suit] += 1
    while second[suit] < high[suit] and uncovered[first + second[suit]]:
        second[suit] += 1


class Knowledge(SearchKnowledge):
    CACHE_LIMIT = 200_000
    # The depth-first search alone, as measured: its dead-end tests prove most of the
    # deals it settles lost, and probes, which never prove anything, would slow them.
    probe_share = 0.0

    def position_key(self, table: Table) -> tuple:
        return position_key(table)

    def search_moves(self, table: Table) -> list[Move]:
        plans = self._plan_steps()
        if table[STOCK]:
            return deal_phase_moves(table, self.rules.deal_move(table), plans)
        return after_deal_moves(table, plans)

    def _plan_steps(self) -> dict:
        """The next move of each winning line the solver has found once the pack is
        dealt, by position (see ``deal_phase_moves``)."""
        plans = self.__dict__.get("_win_plans")
        if plans is None or len(plans) > self.CACHE_LIMIT:
            plans = self.__dict__["_win_plans"] = {}
        return plans
