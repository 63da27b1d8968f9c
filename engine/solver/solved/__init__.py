"""What the solver has found of each game's deals, one module per game: ``<game>.py`` here
(the game's id with underscores for hyphens) holds ``SOLVED``, a ``Solved`` record made by
``bench/winrates.py`` (the deals won and how many lost) and ``bench/difficulty.py`` (the
levels of the deals won), each writing only the games it ran.  A game the solver has not
been run on has no module here: no data, which is not a share of 0.

The data is Python, so that the page has it with its modules and fetches nothing more.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import import_module
from importlib.util import find_spec

# The levels of a won deal, easiest first (engine/solver/difficulty.py names them).
LEVELS = ("easy", "medium", "hard")
LINE = 100  # the project's line length (pyproject.toml)
HEADING = (
    '"""The solver\'s verdicts on {name}\'s deals 1-{deals} (default readings): made by\n'
    "bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of\n"
    'the deals won).  Do not edit by hand."""\n'
)


@dataclass(frozen=True)
class Solved:
    """One game's deals 1 to ``deals`` as the solver left them: ``won``, the deals proved
    won as ranges ("1-3,7,9-10"); ``lost``, how many were proved lost (the rest are
    undecided: the solver ran out of time on them); ``levels``, the deals won by level
    (easy, medium, hard), ranges again, where there were enough to rank."""

    deals: int
    won: str = ""
    lost: int = 0
    levels: Mapping[str, str] = field(default_factory=dict)


def module_name(game_id: str) -> str:
    """The import name of a game's module here."""
    return f"{__name__}.{game_id.replace('-', '_')}"


def file_name(game_id: str) -> str:
    """The file name of a game's module here."""
    return f"{module_name(game_id).rpartition('.')[2]}.py"


@cache
def solved(game_id: str) -> Solved | None:
    """What the solver has found of a game's deals; None for a game it has not been run
    on (or an unknown id)."""
    name = module_name(game_id)
    if find_spec(name) is None:
        return None
    return import_module(name).SOLVED


def _ranges(text: str, indent: int, before: str, width: int = 80) -> str:
    """Deal ranges as Python source after ``before`` (``won=``) on a line indented by
    ``indent``: one string where the line fits in 100 columns, else pieces split after a
    comma (never inside a number), so that a new run changes only the lines it must."""
    if indent + len(before) + len(text) + 3 <= LINE:
        return f'"{text}"'
    inner = " " * (indent + 4)
    if len(inner) + len(text) + 2 <= LINE:
        return f'(\n{inner}"{text}"\n' + " " * indent + ")"
    pieces, piece = [], ""
    for part in text.split(","):
        if piece and len(piece) + len(part) + 1 > width:
            pieces.append(piece + ",")
            piece = part
        else:
            piece = f"{piece},{part}" if piece else part
    pieces.append(piece)
    return "(\n" + "".join(f'{inner}"{p}"\n' for p in pieces) + " " * indent + ")"


def source(name: str, record: Solved) -> str:
    """A game's module here, for ``record`` (``name`` is the game's title), written as
    the project's formatter leaves it."""
    lines = [
        HEADING.format(name=name, deals=record.deals),
        "from . import Solved",
        "",
        "SOLVED = Solved(",
        f"    deals={record.deals},",
        f"    won={_ranges(record.won, 4, 'won=')},",
        f"    lost={record.lost},",
    ]
    if record.levels:
        lines.append("    levels={")
        for level, ranges in record.levels.items():
            lines.append(f'        "{level}": {_ranges(ranges, 8, f"{level!r}: ")},')
        lines.append("    },")
    lines.append(")")
    return "\n".join(lines) + "\n"


def with_changes(game_id: str, **changes) -> Solved:
    """A game's record with some fields replaced (a bench script writing its part), from
    the one on file, or a new one."""
    known = solved(game_id)
    return replace(known, **changes) if known is not None else Solved(**changes)
