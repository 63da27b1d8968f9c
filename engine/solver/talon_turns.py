"""Turning the pack as one move: "turn k cards, then play" (the "K+" moves of Bjarnason,
Tadepalli and Fern, 2007), for the games whose pack is turned once onto a talon.

Most of a one-pass talon game's positions, searched move by move, differ only by how
many cards have been turned: in Klondike four positions in five were made by a turn.
Here the search never turns a card for its own sake.  In place of the turn, a position
offers one move for each card of the pack that can come into play: turn the pack down
to that card, then play it (to a foundation or the tableau); a turned card that plays
itself (Klondike's aces, the Terrace's and General Sedgewick's foundation cards) ends
the turning by itself; and a move that refills a pile from the pack (the Terrace's
valley) is offered after each number of turns, since which card refills it depends on
how far the pack has been turned.

Why no win is lost, so that a ``lost`` verdict stays a proof. Call a move *blind to the
pack* when its legality and its outcome do not depend on the pack or the talon, nor the
pack's turning on it: it does not leave the talon, and either the game says it changes
nothing but its own piles (``changes_only_its_piles``) and it empties no pile, or, made
now, it leaves the pack and the talon as they were and the next turn as it was (not onto
the space it leaves, not forbidden until a refill). The other moves, and a re-deal once
the pack is used up, *read the pack*. Turning a card that does not play itself only
moves the pack's top card onto the talon. So a turn followed by a move blind to the pack
may be exchanged: the move was legal before the turn (nothing it depends on changed),
the turn is legal after the move (the pack is still there: the move took nothing from
it) and both orders give the same position. Take any winning line from a position. While
some turn is followed by a move blind to the pack, exchange them; each exchange carries
a turn one place later, so this ends. A won game has every card on the foundations, so
the line does not end with a turn onto the talon; in the line we end with, every run of
turns is therefore followed by a move that reads the pack (a play from the talon, a
refill, a re-deal) or ends with a card that played itself: exactly the moves offered
here. The other moves of the line are the position's own, offered as before. So whenever
a win is reachable by single moves, one is reachable by the moves offered here, and an
exhaustive search over them proves a loss as one over single moves does. (A position
where the game's knowledge offers one safe play alone keeps its own argument: that play
is offered as before.)

The cards that can come into play are found without turning the pack through the engine
card by card: the order of the pack is known, so the table after k turns is written
directly, and the engine's ``legal_moves`` is asked only where the k-th card could be
taken somewhere (one of the cards the foundations want, or one that builds on a pile's
top card by the game's ``partners``, or any card while a pile is empty or the game has
no ``partners``).  A card that might play itself when turned (one the foundations want,
or any card where a foundation is not among the rules' ``foundations``) is turned by the
engine (``rules.legal_moves``, ``rules.apply``), which says whether it does.  Every
successor is made by the engine's ``apply``; every move of a winning line is a legal
single move, which ``expand`` gives and ``replays`` checks.
``tests/unit/test_solver_talon_turns.py`` compares these moves with the ones made by
turning the pack through the engine card by card, and checks the exchange of turns and
moves blind to the pack, along random games of every game with a pack and a talon.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from weakref import WeakKeyDictionary

from ..gamerules import GameRules
from ..mechanics.talon import STOCK, TALON
from ..moves import Move
from ..table import Table
from .knowledge import SearchKnowledge


class TalonTurn:
    """Turning the pack ``len(moves) - 1`` or ``len(moves)`` times and then playing:
    ``moves`` are the single moves, ``after`` the position they lead to."""

    __slots__ = ("after", "moves")
    kind = "deal"

    def __init__(self, moves: tuple[Move, ...], after: Table) -> None:
        self.moves = moves
        self.after = after

    @property
    def target(self) -> str | None:
        return self.moves[-1].target

    @property
    def source(self) -> str | None:
        return STOCK

    def __repr__(self) -> str:
        return " then ".join(str(move) for move in self.moves)


def expand(line: Iterable[Move | TalonTurn]) -> tuple[Move, ...]:
    """A line with its turns of the pack written out as single moves."""
    out: list[Move] = []
    for move in line:
        if type(move) is TalonTurn:
            out.extend(move.moves)
        else:
            out.append(move)
    return tuple(out)


def replays(rules: GameRules, start: Table, line: Sequence[Move]) -> bool:
    """Whether ``line`` is a line of legal moves from ``start`` that wins the game."""
    table = start
    for move in line:
        if move not in rules.legal_moves(table):
            return False
        table = rules.apply(table, move)
    return rules.is_won(table)


class TalonTurns:
    """The moves a search makes in one game: the game's knowledge's own, with turns of a
    pack that is turned once replaced by "turn k cards, then play"."""

    def __init__(self, rules: GameRules, knowledge: SearchKnowledge) -> None:
        self.rules = rules
        self.knowledge = knowledge
        index = rules.layout.index
        # Only a game with a pack and a talon; the others get their moves as they are.
        self.on = STOCK in index and TALON in index and knowledge.turns_the_pack_whole
        self._stock = index.get(STOCK, -1)
        self._talon = index.get(TALON, -1)
        self._foundations = tuple(p for p in rules.layout.ids if p.startswith("foundation"))
        self._partners: dict[str, tuple[str, ...]] = {}  # the game's partners, by card
        # The piles a card of the talon could be built on (the foundations are asked
        # what they want instead).
        self._builds = tuple(
            i
            for i, pile in enumerate(rules.layout.ids)
            if pile not in (STOCK, TALON) and not pile.startswith(("foundation", "discard"))
        )

    def apply(self, table: Table, move: Move | TalonTurn) -> Table:
        if type(move) is TalonTurn:
            return move.after
        return self.rules.apply(table, move)

    def search_moves(self, table: Table) -> Iterable[Move | TalonTurn]:
        """The knowledge's moves, the turn of the pack replaced by turns and plays.  The
        knowledge is asked at once, as the search would ask it (a game's knowledge may
        weigh the time left); the turns are made as they are asked for."""
        moves = self.knowledge.search_moves(table)
        if not self.on:
            return moves
        return self._with_turns(table, moves_of(moves))

    def _with_turns(self, table: Table, moves: list[Move]) -> Iterator[Move | TalonTurn]:
        for move in moves:
            if move.kind == "deal" and move.source == STOCK:
                yield from self.turns(table, move, moves)
            else:
                yield move

    def turns(self, table: Table, deal: Move, offered: list[Move]) -> Iterator[TalonTurn]:
        """Every "turn k cards, then play" from ``table``, whose first turn is ``deal``,
        by the number of cards turned, and for each number the plays to the foundations
        first.  Made as they are asked for: a search that takes the first new one (a
        probe, a search going deeper) makes no more."""
        rules = self.rules
        apply, legal_moves = rules.apply, rules.legal_moves
        layout, piles, vars_ = table.layout, table.cards, table.vars
        si, ti = self._stock, self._talon
        stock, talon = piles[si], piles[ti]
        wanted = rules.wanted_cards(table)
        takes = self._taken_somewhere(table, wanted)
        # A card may play itself only onto a foundation; where the rules describe every
        # foundation, only onto one that wants it.
        described = rules.foundations(table)
        every = any(pile not in described for pile in self._foundations)
        refills = self._refills(table, offered, deal)
        turned: list[Move] = []
        before = table  # the table after k - 1 turns
        for k in range(1, len(stock) + 1):
            card = stock[-k]
            cards = list(piles)
            cards[si] = stock[:-k]
            cards[ti] = talon + stock[-1 : -k - 1 : -1]
            now = Table(layout, tuple(cards), vars_)
            if k == 1 or every or card in wanted:
                # It may play itself: let the engine turn it.
                if k > 1:
                    deals = [m for m in legal_moves(before) if m.kind == "deal"]
                    if not deals or deals[0].source != STOCK:
                        return  # the pack may not be turned further now
                    deal = deals[0]
                after = apply(before, deal)
                if after != now:
                    yield TalonTurn((*turned, deal), after)
                    return
            turned.append(Move("deal", STOCK, TALON, card=card))
            last = k == len(stock)
            listed = None
            if k == 1 and not last:
                # A game that forbids the next turn until the card is placed (the Sly's
                # hand) is not turned here beyond one card: the search goes on from there
                # as it would a card at a time.
                listed = legal_moves(now)
                if not any(m.kind == "deal" and m.source == STOCK for m in listed):
                    yield TalonTurn((deal,), now)
                    return
            if takes is None or card in takes or last:
                # The pack used up, a re-deal reads the talon too.
                plays = [
                    move
                    for move in (listed if listed is not None else legal_moves(now))
                    if move.source == TALON or (last and move.kind == "redeal")
                ]
                plays.sort(key=_not_to_a_foundation)
                for move in plays:
                    yield TalonTurn((*turned, move), apply(now, move))
            for move in refills:
                yield TalonTurn((*turned, move), apply(now, move))
            before = now

    def _taken_somewhere(self, table: Table, wanted: set[str]) -> set[str] | None:
        """The cards that could leave the talon now (a superset), None for any card:
        the cards the foundations want and those building on a pile's top card."""
        partners = self.rules.partners
        if partners is None:
            return None
        known = self._partners
        takes = set(wanted)
        piles = table.cards
        for i in self._builds:
            stack = piles[i]
            if not stack:
                return None
            top = stack[-1]
            below = known.get(top)
            if below is None:
                below = known[top] = partners(top)
            takes.update(below)
        return takes

    def _refills(self, table: Table, offered: list[Move], deal: Move) -> list[Move]:
        """The moves offered that read the pack: that take a card from it (a refill of
        the pile they leave), or after which the pack is turned otherwise (onto the
        space they leave, or not until a refill).  Which card comes depends on how many
        have been turned, so each is offered after every number of turns.  A move the
        game says changes nothing but its own piles reads nothing, unless it empties a
        pile (a space the pack may fill: the game is asked by the move made)."""
        rules = self.rules
        found = []
        si, ti = self._stock, self._talon
        stock, talon = table.cards[si], table.cards[ti]
        for move in offered:
            if move.kind == "deal" or move.source == TALON:
                continue
            emptied = move.source is not None and len(table[move.source]) == move.count
            if not emptied and rules.changes_only_its_piles(table, move):
                continue
            after = rules.apply(table, move)
            untouched = after.cards[si] == stock and after.cards[ti] == talon
            if not untouched or deal not in rules.legal_moves(after):
                found.append(move)
        return found


def _not_to_a_foundation(move: Move) -> bool:
    return not (move.target or "").startswith("foundation")


def moves_of(moves: Iterable[Move]) -> list[Move]:
    """The moves as a list (the knowledge's may be any iterable)."""
    return moves if isinstance(moves, list) else list(moves)


_turns: WeakKeyDictionary[SearchKnowledge, TalonTurns] = WeakKeyDictionary()


def talon_turns(knowledge: SearchKnowledge) -> TalonTurns:
    """The search moves of this knowledge's game, with turns of the pack as one move."""
    turns = _turns.get(knowledge)
    if turns is None:
        turns = _turns[knowledge] = TalonTurns(knowledge.rules, knowledge)
    return turns
