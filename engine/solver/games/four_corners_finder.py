"""Quick games of the Four Corners played on the solver's small numbers, to find wins.

The solver's depth-first search settles the last choices of a line first: once its first
line has reached the endgame it may spend all its time on the plays of the last deal, or
on the last cards of the last deal, while the win lies behind another plan made before
a re-deal.  These quick games (the solver's *probes* for this game) instead play whole
lines, each a little different, on the compact positions of ``four_corners_numbers``,
which are far cheaper than the engine's tables:

* each deal is dealt playing every card just dealt that may go up, except that now and
  then (at random, never on the first game) a card is kept on its packet, which shifts
  every later card of the deal to another packet;
* before a re-deal the plays and marriages are one of the plans ranked by
  ``four_corners_numbers.ranked_plans``, mostly the best, sometimes one further down;
* the last deal is dealt several ways (the first playing every card, the others keeping
  a few at random), more when its endgames are not dead ends, and each endgame that is
  not a proved dead end is searched a little, depth first, the safe plays made alone.

They prove nothing: a game that fails is simply followed by another.  A game that wins
is replayed through the engine's own rules (``GameRules.legal_moves``) into the engine's
moves, and kept only if that replay ends won, so the line handed to the solver is always
a legal winning line.  The random numbers come from the engine's own generator with a
fixed seed, so for a given amount of work the games are the same on every run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ...gamerules import GameRules
from ...games.four_corners import PACKETS
from ...moves import Move
from ...prng import Pcg32
from ...table import Table
from .. import clock
from ..knowledge import SearchKnowledge
from . import four_corners_numbers as search
from .four_corners_numbers import _pair, _position

# A step of a compact line: a deal of the next card, a re-deal, or a (packet, where) pair
# as in ``four_corners_numbers.endgame_moves``.
DEAL, REDEAL = ("deal",), ("redeal",)
Step = tuple

# The chance (in thousandths) that a card just dealt that could go up is kept instead,
# in every deal but the first game's, and in the other ways of dealing the last deal.
KEEP_CHANCE = 120
# How many ways the last deal is dealt in one game: ``LAST_DEALS``, and ``LIVE_BONUS``
# more for each endgame that is not a dead end, at most ``MOST_LAST_DEALS``.  Most
# endgames are dead ends, and a re-deal whose endgames all are is seldom worth more
# tries (measured on the deals hardest to win: about a tenth less work than twelve ways
# for every re-deal).
LAST_DEALS = 6
LIVE_BONUS = 6
MOST_LAST_DEALS = 48
# How many positions each endgame is searched for: wins not found within this are rare
# enough that a new game is the better use of the work (fifty was far worse, 250 and
# 1,000 no better).
ENDGAME_BUDGET = 150
# Work, counted in positions, charged for a dead-end test and for a plan: about what the
# solver's own positions cost in time, so that the game's probe share is a share of time.
DEAD_TEST_COST = 1
PLAN_COST = 150
# How far plans are looked for before a re-deal (see ``ranked_plans``): further than the
# depth-first search looks, which must answer in a moment; on two sets of the deals
# hardest to win this took a tenth to a quarter less work than the solver's sizes
# (fewer, 800 positions and 60 and 6 judged, took more).
PLAN_SEARCH = {"budget": 2500, "shortlist": 120, "finalists": 12}
# How many of the plans ranked before a re-deal are kept to choose from, and for how many
# positions they are remembered (a new game often deals the first deal the same way).
PLANS_KEPT = 16
PLANS_REMEMBERED = 256


class Stage:
    """Where a quick game stands: a compact position, the pack still to deal (first card
    first), the packet the next card goes on, the packet whose card was just dealt and may
    still be played (or None), and the re-deals left."""

    __slots__ = ("fresh", "pack", "place", "position", "redeals")

    def __init__(self, position: search.Position, pack, place: int, fresh, redeals: int) -> None:
        self.position = position
        self.pack = tuple(pack)
        self.place = place
        self.fresh = fresh
        self.redeals = redeals


def stage_of(table: Table, position: search.Position) -> Stage:
    """The engine's table as a stage (``position`` is the table's compact position)."""
    stock = table["stock-1"]
    pack = [search.NUMBER[card] for card in reversed(stock)]
    place = int(table.var("deal_at", 0) or 0)
    fresh = table.var("just_dealt")
    fresh_place = None
    if stock and isinstance(fresh, str) and table[fresh]:
        fresh_place = int(fresh.rsplit("-", 1)[1]) - 1
    return Stage(position, pack, place, fresh_place, int(table.var("redeals_left", 0) or 0))


def deal_out(stage: Stage, keep: Callable[[], bool]) -> tuple[search.Position, list[Step]]:
    """The rest of the deal under way: every card just dealt that may go up is played (to
    the first foundation it may go to) unless ``keep()`` says to keep it.  Returns the
    position once the pack is dealt and the steps that deal it."""
    aces, kings, packets = stage.position
    aces, kings = list(aces), list(kings)
    piles = [list(packet) for packet in packets]
    steps: list[Step] = []
    pack, place = stage.pack, stage.place
    count = len(pack)
    if stage.fresh is not None and count:
        place = stage.fresh
        card = piles[place][-1]
        targets = search.deal_time_plays(place, card, aces, kings)
        if targets and not keep():
            _raise(aces, kings, card, targets[0])
            piles[place].pop()
            steps.append((place, targets[0]))
        else:
            place = (place + 1) % 12
    index = 0
    while index < count:
        steps.append(DEAL)
        card = None
        while index < count:  # foundation cards go up, the next card in their stead
            candidate = pack[index]
            index += 1
            row, rank = candidate >> 4, candidate & 15
            if rank == 1 and aces[row] == search.ACE_EMPTY:
                aces[row] = 1
            elif rank == 13 and kings[row] == search.KING_EMPTY:
                kings[row] = 13
            else:
                card = candidate
                break
        if card is None:
            break
        piles[place].append(card)
        if index < count:  # the pack not yet used up: the card may go up at once
            targets = search.deal_time_plays(place, card, aces, kings)
            if targets and not keep():
                _raise(aces, kings, card, targets[0])
                piles[place].pop()
                steps.append((place, targets[0]))
                continue  # the next card is dealt in its stead
        place = (place + 1) % 12
    return (tuple(aces), tuple(kings), tuple(tuple(pile) for pile in piles)), steps


def _raise(aces: list[int], kings: list[int], card: int, target: int) -> None:
    if (target - search.FOUNDATION_BASE) & 1:
        kings[card >> 4] = card & 15
    else:
        aces[card >> 4] = card & 15


def redealt(position: search.Position, redeals: int) -> Stage:
    """The stage after a re-deal: the packets taken up in order into the pack."""
    aces, kings, packets = position
    pack = [card for packet in packets for card in packet]
    empty = tuple(() for _ in packets)
    return Stage((aces, kings, empty), pack, 0, None, redeals - 1)


class Finder:
    """Quick games from one table, played a batch at a time, with the methods of the
    solver's probes (``engine/solver/probes.py``)."""

    # Like probes, quick games never run out and never prove a game lost.
    exhausted = False
    lost = False

    def __init__(
        self,
        rules: GameRules,
        start: Table,
        seed: int = 1,
        *,
        # Taken as the probes take it; quick games need none: they play on their numbers.
        knowledge: SearchKnowledge | None = None,
    ) -> None:
        self.rules = rules
        self.start = start
        self.random = Pcg32(seed, stream=23)
        self.positions = 0  # work done, counted in positions
        self.count = 0  # games begun
        self.best_progress = rules.progress(start)
        self._best_steps: list[Step] = []
        self._furthest: tuple[Move, ...] | None = ()
        self._plans: dict = {}
        self._stage = stage_of(start, _position(start))
        self._games = self._play()

    @property
    def furthest(self) -> tuple[Move, ...]:
        """The engine's moves to the position with most cards up a game has reached."""
        if self._furthest is None:
            self._furthest = to_moves(self.rules, self.start, self._best_steps)[0]
        return self._furthest

    def run(self, positions: int, deadline: float | None = None) -> tuple[Move, ...] | None:
        """Play until ``positions`` more positions' work is done or ``deadline`` (a
        ``clock.now()`` reading) has passed; a winning line, or None."""

        stop = self.positions + positions
        while self.positions < stop:
            if deadline is not None and clock.now() > deadline:
                return None
            steps = next(self._games)
            if steps is not None:
                moves, won = to_moves(self.rules, self.start, steps)
                if won:
                    return moves
        return None

    # The games -----------------------------------------------------------------------
    def _play(self) -> Iterator[list[Step] | None]:
        """Game after game; yields None after each piece of work, or a winning line."""
        while True:
            first = self.count == 0
            self.count += 1
            yield from self._game(self._stage, [], first)

    def _chance(self, thousandths: int) -> Callable[[], bool]:
        below = self.random.below
        return lambda: below(1000) < thousandths

    def _game(self, stage: Stage, steps: list[Step], first: bool):
        while True:
            if stage.pack or stage.fresh is not None:
                if stage.redeals == 0:
                    yield from self._last_deal(stage, steps, first)
                    return
                keep = (lambda: False) if first else self._chance(KEEP_CHANCE)
                position, dealt = deal_out(stage, keep)
                steps = steps + dealt
                stage = Stage(position, (), 0, None, stage.redeals)
                self.positions += 1
            if stage.redeals == 0:
                # From an endgame itself each game searches it twice as far as the last,
                # up to eight times (the depth-first search does the rest, and a piece of
                # work must stay short for the page's Hint).
                budget = ENDGAME_BUDGET << min(self.count - 1, 3) if not steps else None
                yield from self._endgame(stage.position, steps, budget)
                return
            plans = self._ranked(stage.position, stage.redeals == 1)
            yield None
            chosen, line = plans[0 if first else self._pick(len(plans))]
            steps = steps + line
            self._note(chosen, steps)
            if search.cards_up(chosen) == 104:
                yield steps
                return
            steps = [*steps, REDEAL]
            stage = redealt(chosen, stage.redeals)

    def _pick(self, count: int) -> int:
        """A plan's rank: the best half the time, else mostly one of the next few."""
        pick = 0
        while pick + 1 < count and self.random.below(2):
            pick += 1 + self.random.below(2)
        return min(pick, count - 1)

    def _ranked(self, position: search.Position, last: bool) -> list[tuple[search.Position, list]]:
        """The best ``PLANS_KEPT`` plans from ``position`` (see ``ranked_plans``), each
        as the position it leads to and its line, remembered for the next games."""
        plans = self._plans
        found = plans.get(position)
        if found is None:
            if len(plans) >= PLANS_REMEMBERED:
                plans.clear()
            ranked, parents = search.ranked_plans(position, last, **PLAN_SEARCH)
            found = [(plan, _line_to(parents, plan)) for plan in ranked[:PLANS_KEPT]]
            plans[position] = found
            self.positions += PLAN_COST
        return found

    def _last_deal(self, stage: Stage, steps: list[Step], first: bool):
        """The last deal dealt ``LAST_DEALS`` ways, and ``LIVE_BONUS`` more for each
        endgame that is not a dead end (a re-deal whose endgames live is worth more
        tries), each endgame searched a little."""
        tried = set()
        ways = LAST_DEALS
        way = 0
        while way < min(ways, MOST_LAST_DEALS):
            keep = (lambda: False) if way == 0 else self._chance(KEEP_CHANCE)
            way += 1
            position, dealt = deal_out(stage, keep)
            self.positions += 1
            if position in tried:
                continue
            tried.add(position)
            live = yield from self._endgame(position, steps + dealt)
            if first:
                return
            ways += LIVE_BONUS * live

    def _endgame(self, position: search.Position, steps: list[Step], budget: int | None = None):
        """Search the endgame; whether it was not a dead end."""
        self._note(position, steps)
        before = self.positions
        line = endgame_line(position, budget or ENDGAME_BUDGET, self._count)
        yield None
        if line is not None:
            yield steps + line
        return self.positions - before > DEAD_TEST_COST

    def _count(self, work: int) -> None:
        self.positions += work

    def _note(self, position: search.Position, steps: list[Step]) -> None:
        up = search.cards_up(position)
        if up > self.best_progress:
            self.best_progress = up
            self._best_steps = steps
            self._furthest = None


def _line_to(parents: dict, position) -> list[Step]:
    line = []
    while parents[position] is not None:
        position, move = parents[position]
        line.append(move)
    line.reverse()
    return line


def endgame_line(
    position: search.Position, budget: int, charge: Callable[[int], None] = lambda work: None
) -> list[Step] | None:
    """A winning line of plays and marriages from an endgame position (no re-deal left),
    searched depth first for at most ``budget`` positions: dead ends dropped (looked for
    after marriages), the safe play made alone, plays first (see ``four_corners_numbers``).
    None if none found."""

    def moves(here: search.Position, test: bool = True) -> list[tuple[int, int]]:
        charge(DEAD_TEST_COST)
        if test and search.position_dead(here):
            return []
        found = search.endgame_moves(here)
        safe = search.safe_play(here, found)
        return [safe] if safe is not None else found

    def key(here: search.Position) -> tuple:
        return here[0], here[1], tuple(sorted(here[2]))

    if search.cards_up(position) == 104:
        return []
    seen = {key(position)}
    path = [(position, iter(moves(position)))]
    line: list[tuple[int, int]] = []
    examined = 0
    while path and examined < budget:
        here, options = path[-1]
        for move in options:
            after = search.endgame_apply(here, move)
            after_key = key(after)
            if after_key in seen:
                continue
            seen.add(after_key)
            examined += 1
            line.append(move)
            if search.cards_up(after) == 104:
                return line
            # A play to a foundation seldom makes a dead end; a marriage, which covers
            # a card, often does: only the positions after marriages are tested.
            path.append((after, iter(moves(after, move[1] < search.FOUNDATION_BASE))))
            break
        else:
            path.pop()
            if line:
                line.pop()
    return None


def to_moves(rules: GameRules, start: Table, steps: list[Step]) -> tuple[tuple[Move, ...], bool]:
    """The engine's moves for a compact line, each picked from the engine's legal moves
    and applied by its rules, and whether they end in a win (a line that cannot be
    followed is cut where it fails)."""
    table, moves = start, []
    for step in steps:
        legal = rules.legal_moves(table)
        if step is DEAL or step == DEAL:
            found = [m for m in legal if m.kind == "deal"]
        elif step == REDEAL:
            found = [m for m in legal if m.kind == "redeal"]
        else:
            found = [
                m
                for m in legal
                if m.kind == "move" and m.source in PACKETS and _pair(m) == tuple(step)
            ]
        if not found:
            return tuple(moves), False
        moves.append(found[0])
        table = rules.apply(table, found[0])
    return tuple(moves), rules.is_won(table)
