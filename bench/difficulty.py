"""Deals by difficulty: Easy, Medium and Hard among the deals the solver has won.

The measure is the solver's effort per move of its win: the positions it examined before
it found the win (``states`` in ``bench/results/<game>.tsv``, written by
``bench/winrates.py``) divided by the moves of the winning line.  The search tries the
moves a sensible player tries first (plays to the foundations, then the moves that free
the cards they want; ``engine/solver/knowledge.py``), so a ratio near 1 means those
moves won straight away, and a high ratio means the win needed many turns back from
dead ends: its winning lines are narrow.  Positions, not seconds, so the machine does
not matter.  The ratio means different things in different games (a Sultan position has
few moves, a Fortress one many), so each game's deals are ranked against each other and
cut into thirds: the easiest third of a game's won deals is Easy, the hardest Hard.
Ties keep the order of the positions examined, then of the deal numbers.

It writes ``engine/solver/difficulty_data.py`` and prints, per game, the measure's
distribution across the won deals of 1-1000 and the ranges of each level.

    python bench/difficulty.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.solver.winnable import format_ranges  # noqa: E402

RESULTS = ROOT / "bench" / "results"
DATA = ROOT / "engine" / "solver" / "difficulty_data.py"
LEVELS = ("easy", "medium", "hard")


def won_deals(game_id: str) -> list[tuple[float, int, int]]:
    """(effort per move, positions, deal) of each deal of 1-1000 the solver has won."""
    rows = []
    path = RESULTS / f"{game_id}.tsv"
    for line in path.read_text().splitlines()[1:]:
        deal, result, states, moves, *_ = line.split("\t")
        if result == "won" and int(moves) > 0 and 1 <= int(deal) <= 1000:
            rows.append((int(states) / int(moves), int(states), int(deal)))
    return rows


def levels(rows: list[tuple[float, int, int]]) -> dict[str, list[int]]:
    ranked = sorted(rows)
    third = len(ranked) / 3
    return {
        level: sorted(deal for _, _, deal in ranked[round(i * third) : round((i + 1) * third)])
        for i, level in enumerate(LEVELS)
    }


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    data: dict[str, dict[str, str]] = {}
    print(
        "| Game | Won deals | Effort per move: min | p25 | median | p75 | p95 | max "
        "| Easy up to | Medium up to |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for game_id in engine.GAMES:
        rows = won_deals(game_id)
        split = levels(rows)
        data[game_id] = {level: format_ranges(deals) for level, deals in split.items()}
        effort = {deal: ratio for ratio, _, deal in rows}
        ratios = [ratio for ratio, _, _ in rows]
        tops = [max(effort[d] for d in split[level]) for level in LEVELS[:2]]
        cells = [quantile(ratios, q) for q in (0, 0.25, 0.5, 0.75, 0.95)] + [max(ratios)]
        print(
            f"| {engine.GAMES[game_id].name} | {len(rows)} | "
            + " | ".join(f"{value:.2f}" for value in cells + tops)
            + " |"
        )
        print(f"<!-- {game_id}: mean {statistics.fmean(ratios):.2f} -->", file=sys.stderr)
    write(data)


def write(data: dict[str, dict[str, str]]) -> None:
    lines = [
        '"""Made by bench/difficulty.py: do not edit by hand."""',
        "",
        "LEVELS: dict[str, dict[str, str]] = {",
    ]
    for game_id, split in data.items():
        lines.append(f"    {game_id!r}: {{")
        for level, ranges in split.items():
            chunks = [ranges[i : i + 80] for i in range(0, len(ranges), 80)] or [""]
            if len(chunks) == 1:
                lines.append(f"        {level!r}: {chunks[0]!r},")
            else:
                lines.append(f"        {level!r}: (")
                lines.extend(f"            {chunk!r}" for chunk in chunks)
                lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    DATA.write_text("\n".join(lines) + "\n")
    # In the project's format, so a run that changes nothing leaves the file as it was.
    subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(DATA)], check=False)


if __name__ == "__main__":
    main()
