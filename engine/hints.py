"""Hints: the solver's first move when it finds a win within a small budget, the news
that no win exists when it proves that, and otherwise the best-looking move by a simple
rule (a play to a foundation first), so a hint is always legal and always quick."""

from __future__ import annotations

from dataclasses import dataclass

from .game import Game
from .moves import Move
from .solver import solve


@dataclass(frozen=True)
class Hint:
    move: Move | None
    verdict: str  # "won" (the move is on a winning line), "lost", "unknown", or "none"

    @property
    def sentence(self) -> str:
        if self.move is None:
            return (
                "There is no move to make."
                if self.verdict == "none"
                else "No win exists from here."
            )
        if self.verdict == "won":
            return f"Try {self.move}: it leads to a win."
        if self.verdict == "lost":
            return f"No win exists from here, but {self.move} can still be played."
        return f"Try {self.move}."


def heuristic_move(game: Game) -> Move | None:
    moves = game.legal_moves()
    if not moves:
        return None
    to_foundation = [m for m in moves if (m.target or "").startswith("foundation")]
    return (to_foundation or moves)[0]


def hint(game: Game, max_states: int = 3000) -> Hint:
    if not game.legal_moves():
        return Hint(None, "none")
    verdict = solve(game, max_states=max_states)
    if verdict.result == "won" and verdict.moves:
        return Hint(verdict.moves[0], "won")
    return Hint(heuristic_move(game), verdict.result)
