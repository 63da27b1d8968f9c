"""The positions a search walks and the moves between them: a *space*.

The search (``core.py``) and its probes (``probes.py``) ask a space for a position's
moves in the order to try them (``search_moves``), for the position a move leads to
(``apply``), for the key that tells positions apart (``key``), whether a position is won
(``is_won``), how far it has come (``progress``), and for a line of its moves written
out as the engine's single moves (``expand``), which is what a caller is given.

By default the space is the engine's own tables (``TableSpace``): the moves are the
game's knowledge's ``search_moves``, with the pack turned as one move to each card that
comes into play where the game's pack is turned once (``talon_turns.py``), and the rules
make every successor.  A game's knowledge may declare a model of its own
(``SearchKnowledge.model``): a class made as ``model(knowledge, start, whole)``, whose
positions are cheaper than the engine's tables and whose moves are the same ones, written
out as the engine's moves; its tests compare it with the engine position by position.  A
line found on a model is always replayed by the engine before it is believed
(``checked``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from ..gamerules import GameRules
from ..moves import Move
from ..table import Table
from .knowledge import SearchKnowledge
from .talon_turns import TalonTurns, expand


class Space(Protocol):
    start: Any
    # Whether a winning line found here must be replayed by the engine to be believed.
    checked: bool
    # Whether its positions are positions of the other space of the same search too (the
    # pack turned whole or a card at a time), so that a probe begun on a line made in one
    # may go on in the other (``probes.py``); False where a space leaves it out.
    shares_positions: bool

    def search_moves(self, position: Any) -> Iterable[Any]: ...
    def apply(self, position: Any, move: Any) -> Any: ...
    def key(self, position: Any) -> object: ...
    def is_won(self, position: Any) -> bool: ...
    def progress(self, position: Any) -> int: ...
    def expand(self, line: Iterable[Any]) -> tuple[Move, ...]: ...


class TableSpace:
    """The engine's tables: the knowledge's moves, with ``turns`` the pack turned whole."""

    shares_positions = True  # a table is a table

    def __init__(
        self,
        rules: GameRules,
        knowledge: SearchKnowledge,
        start: Table,
        turns: TalonTurns | None,
        key: Callable[[Table], object],
    ) -> None:
        self.start = start
        self.checked = turns is not None  # a turn of the pack is written out
        self.search_moves = (turns or knowledge).search_moves
        self.apply = rules.apply if turns is None else turns.apply
        self.key = key
        self.is_won = rules.is_won
        self.progress = rules.progress
        self.expand = expand


def spaces(
    rules: GameRules,
    knowledge: SearchKnowledge,
    start: Table,
    turns: TalonTurns | None,
    key: Callable[[Table], object],
) -> tuple[Space, Space]:
    """The spaces of a search from ``start``: with the pack turned a card at a time, and
    as the search turns it (whole with ``turns``); the game's model where it declares
    one that can stand for ``start``, else the engine's tables."""
    model = knowledge.model
    if model is not None and model.fits(start):
        plain = model(knowledge, start, whole=False)
        return plain, (model(knowledge, start, whole=True) if turns is not None else plain)
    plain = TableSpace(rules, knowledge, start, None, key)
    return plain, (TableSpace(rules, knowledge, start, turns, key) if turns is not None else plain)
