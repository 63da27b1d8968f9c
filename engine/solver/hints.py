"""Hints: the first move of a winning line when the solver finds one, the news that no
win exists when it proves that, and otherwise its best guess.

A hint must come quickly (the page asks for one in a fraction of a second), so the
search is time-capped and may run in slices: ``HintSearch.think(seconds)`` does a slice
of work and says whether it has finished.  When the time runs out the hint is the first
move towards the furthest position the search reached (the one with most cards played),
or, before it has got anywhere, a play to a foundation if there is one.  Asking again
from the same position goes on with the same search, so a second hint sees further.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..moves import Move
from . import clock
from .core import Search

# A hint's search is bounded by time; this many positions is only a safety net.
MAX_STATES = 10**9


@dataclass(frozen=True, slots=True)
class Hint:
    move: Move | None
    verdict: str  # "won" (the move is on a winning line), "lost", "unknown", or "none"

    @property
    def sentence(self) -> str:
        return self.told(lambda move: f"play {move}")

    def told(self, advice: Callable[[Move], str]) -> str:
        """What the hint says, ``advice`` giving the move as a phrase that follows "you
        can" (the page gives a player's words; the engine only knows the piles)."""
        if self.move is None:
            return (
                "There is no move to make."
                if self.verdict == "none"
                else "No win exists from here."
            )
        phrase = advice(self.move)
        if self.verdict == "won":
            return f"{phrase[0].upper()}{phrase[1:]} \u2014 it leads to a win."
        if self.verdict == "lost":
            return f"No win exists from here, but you can still {phrase}."
        return f"Try this: {phrase}."


def heuristic_move(game: Game) -> Move | None:
    moves = game.legal_moves()
    if not moves:
        return None
    to_foundation = [m for m in moves if (m.target or "").startswith("foundation")]
    return (to_foundation or moves)[0]


class HintSearch:
    """The solver at work on one position, for a hint, a slice of time at a time."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.table = game.table  # the position the hint is for
        self.search = Search(game.rules, game.table)
        self.seconds = 0.0  # time spent thinking so far

    def is_for(self, game: Game) -> bool:
        return game is self.game and game.table is self.table

    def think(self, seconds: float) -> bool:
        """Search for at most ``seconds`` more; True once the search has a verdict."""
        started = clock.now()
        self.search.run(MAX_STATES, started + seconds)
        self.seconds += clock.now() - started
        return self.search.done

    def hint(self) -> Hint:
        """The best hint so far.  Every line the search holds starts with a legal move,
        so the legal moves need not be listed again (in a blocked Fourteenth that
        would take longer than the search)."""
        verdict = self.search.result()
        if verdict.result == "won":
            return Hint(verdict.moves[0], "won") if verdict.moves else Hint(None, "none")
        if self.search.furthest:
            return Hint(self.search.furthest[0], verdict.result)
        move = heuristic_move(self.game)
        return Hint(move, verdict.result if move else "none")


def hint(game: Game, max_seconds: float = 0.25) -> Hint:
    """A hint from ``game``'s position, thinking for at most ``max_seconds``."""
    search = HintSearch(game)
    search.think(max_seconds)
    return search.hint()
