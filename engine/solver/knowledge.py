"""What the solver knows of a game beyond its rules: the moves it tries first, and the
shares of its work given to probes and beams.  The defaults here suit any game; a game's
own knowledge (``engine/solver/games/<game>.py``) subclasses ``SearchKnowledge``.

Whatever a game's knowledge leaves out of ``search_moves`` must never be better than a
move it keeps, so that a ``lost`` verdict stays a proof.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import ClassVar

from ..gamerules import GameRules
from ..mechanics import autoplay
from ..moves import COMMON, Move
from ..table import Table


@cache
def _dealing_kinds(game: type[GameRules]) -> frozenset[str]:
    """The names of the game's kinds that deal or re-deal the pack (tried last)."""
    declared = {**COMMON, **game.kinds}
    return frozenset(name for name, kind in declared.items() if kind.deals or kind.redeals)


class SearchKnowledge:
    """The solver's view of one game (one rules object, so one variant)."""

    # Whether the moves that uncover cards the foundations want are tried first.
    dig_for_wanted_cards: ClassVar[bool] = True
    # The share of the solver's work given to probes (probes.py), quick games along
    # ``search_moves`` that find wins a depth-first search is slow to reach.  Half by
    # default: on deals 1-10 of nine of the book's later games (3 s a deal, a busy
    # machine) the depth-first search alone decided 25 deals, with probes 42.  Probes
    # begin only after the first 2,000 positions, so the positions settled sooner, most
    # deals proved lost among them, cost no more than before.
    probe_share: float = 0.5
    # The share of probes that begin on the line to the most progress found so far, at
    # a random point of it, instead of at the start (probes.py).  Three in four: on
    # deals 1-20 of six two-pack games (the Labyrinth, the Great Thirteen, the Salic Law,
    # the Mill, the Constitution, the Terrace; 3 s of CPU a deal) probes from the start
    # alone won 52 deals, with a quarter of them restarted 62, half 63, three quarters
    # 66 (bench/win_finding.py).
    probe_restarts: float = 0.75
    # The share given to beams (beams.py), searches that keep the best few positions at
    # each depth by the scores of ``beam_scores``.
    beam_share: float = 0.0
    # Whether the pack may be turned as one move to each card it brings into play
    # (talon_turns.py): True for a game with a pack and a talon whose turns the
    # differential test (tests/unit/test_solver_talon_turns.py) shows are the engine's; a
    # game whose turning the module does not model says False in its own knowledge.
    turns_the_pack_whole: ClassVar[bool] = True
    # The class of the game's own probes, made as ``Probes`` is and with its methods;
    # None: the default probes, quick games along ``search_moves``.
    quick_games: ClassVar[type | None] = None
    # The class of the game's own model of its positions for the search, cheaper than
    # the engine's tables and with the same moves (``spaces.py``); None: the tables.
    model: ClassVar[type | None] = None

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules

    def position_key(self, table: Table) -> tuple:
        """A key equal for positions that play alike: by default the rules' own, which
        folds the piles they declare alike (``GameRules.alike``)."""
        return self.rules.position_key(table)

    def beam_scores(self) -> tuple[Callable[[Table], float], ...]:
        """How beams judge a position, higher being better; each score gets its own
        beams.  By default, the cards played out."""
        return (self.rules.progress,)

    def search_moves(self, table: Table) -> Iterable[Move]:
        """The moves the solver tries from ``table``, the most promising first.  By
        default a safe play (see ``GameRules.safe_plays``) is given alone, since making
        it can never hurt, provided it changes only its own piles; otherwise every legal
        move: plays to the foundations (or discards) first, the dealing of new cards
        last, and between them the moves that uncover the most cards the foundations
        want next (see ``GameRules.wanted_cards``) and cover the fewest."""
        rules = self.rules
        moves = rules.legal_moves(table)
        if rules.partners is not None:
            safe = autoplay.safe_plays(
                table, moves, rules.foundations(table), rules.partners, rules.decks
            )
            for move in safe:
                if rules.changes_only_its_piles(table, move):
                    return [move]
        ahead, middle, last = [], [], []
        dealing = _dealing_kinds(type(rules))
        for move in moves:
            if (move.target or "").startswith(("foundation", "discard")):
                ahead.append(move)
            elif move.kind in dealing:
                last.append(move)
            else:
                middle.append(move)
        if len(middle) > 1 and self.dig_for_wanted_cards:
            middle.sort(key=self._digging(table))
        return ahead + middle + last

    def _digging(self, table: Table):
        """A sort key putting first the moves that uncover wanted cards and cover none:
        the search then heads for the foundations instead of wandering (in Fortress it
        turned 4 deals in 100 that a 2 s search could not settle into quick wins)."""
        wanted = self.rules.wanted_cards(table)

        def key(move: Move) -> int:
            covered = sum(card in wanted for card in table[move.target]) if move.target else 0
            # The cards under those the move lifts (a run lifts several).
            lifted = max(move.count, 1)
            freed = (
                sum(card in wanted for card in table[move.source][:-lifted]) if move.source else 0
            )
            return covered - freed

        return key
