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

Where the solver's effort cannot tell deals apart, a player's can.  In the Nation and
most of the Fairie Queen the solver's first try wins (effort per move 1.00-1.03): its
ordering of moves is nearly perfect there, and the ratio ranks nothing.  So in a game whose
middle half of deals lies within 5% of effort, deals whose
ratios agree to two decimals (a hundredth of a position per move is the noise of the
search's order, not difficulty) are ranked by how far a sensible player who does not plan
gets: the mean share of the cards played out over ``--playouts`` playouts (6) that play to a
foundation whenever they can and otherwise a random move to a position not seen before
(the engine's PRNG seeded by the deal, so runs repeat).  A deal such a player wins often
is easier than one where it stalls early.  These shares are kept in
``bench/results/<game>-playouts.tsv``, made once (``--again`` makes them anew).
Remaining ties keep the order of the positions examined, then of the deal numbers.

It writes the levels into each game's module of ``engine/solver/solved/`` (for the games
it ran, ``--games``, and no other; the rest of the module is ``bench/winrates.py``'s) and
prints, per game, the measure's distribution across the won deals of 1-1000 and the
ranges of each level.

    python bench/difficulty.py [--games clock,fortress] [--playouts 10] [--again] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.prng import Pcg32  # noqa: E402
from engine.solver import solved  # noqa: E402
from engine.solver.winnable import format_ranges  # noqa: E402

RESULTS = ROOT / "bench" / "results"
DATA = ROOT / "engine" / "solver" / "solved"
LEVELS = solved.LEVELS
# A game's effort is flat when its third quartile is within this factor of its first.
FLAT = 1.05
# A playout ends when it is won, has no move to a new position, or after this many moves.
PLAYOUT_MOVES = 1000


def playout_share(game_id: str, deal: int, seed: int) -> float:
    """The share of the cards a sensible player who does not plan plays out (1.0: won):
    a move to a foundation whenever there is one, else a random move, never back to a
    position seen before."""
    game = engine.new_game(game_id, deal)
    rules, table = game.rules, game.table
    cards = sum(len(pile) for _, pile in table.items())
    rng = Pcg32(deal, seed)
    seen = {table}
    for _ in range(PLAYOUT_MOVES):
        if rules.is_won(table):
            return 1.0
        moves = list(rules.legal_moves(table))
        played_out = [m for m in moves if (m.target or "").startswith("foundation")]
        following = None
        for move in rng.shuffle(played_out) + rng.shuffle(moves):
            after = rules.apply(table, move)
            if after not in seen:
                following = after
                break
        if following is None:
            break
        table = following
        seen.add(table)
    return rules.progress(table) / cards


def mean_share(job: tuple[str, int, int]) -> tuple[int, float]:
    game_id, deal, playouts = job
    return deal, statistics.fmean(playout_share(game_id, deal, n) for n in range(playouts))


def playout_shares(
    game_id: str, deals: list[int], playouts: int, again: bool, jobs: int
) -> dict[int, float]:
    """Each deal's mean playout share, from its file or made (and kept)."""
    path = RESULTS / f"{game_id}-playouts.tsv"
    kept: dict[int, float] = {}
    if path.exists() and not again:
        for line in path.read_text().splitlines()[1:]:
            deal, share, count = line.split("\t")
            if int(count) == playouts:
                kept[int(deal)] = float(share)
    wanted = [(game_id, deal, playouts) for deal in deals if deal not in kept]
    if wanted:
        with ProcessPoolExecutor(jobs) as pool:
            kept.update(pool.map(mean_share, wanted, chunksize=4))
        lines = ["deal\tshare\tplayouts"]
        lines += [f"{deal}\t{kept[deal]:.4f}\t{playouts}" for deal in sorted(kept)]
        path.write_text("\n".join(lines) + "\n")
    return kept


def won_deals(game_id: str) -> list[tuple[float, int, int]]:
    """(effort per move, positions, deal) of each deal of 1-1000 the solver has won."""
    rows = []
    path = RESULTS / f"{game_id}.tsv"
    for line in path.read_text().splitlines()[1:]:
        deal, result, states, moves, *_ = line.split("\t")
        if result == "won" and int(moves) > 0 and 1 <= int(deal) <= 1000:
            rows.append((int(states) / int(moves), int(states), int(deal)))
    return rows


def levels(rows: list[tuple[float, int, int]], shares: dict[int, float]) -> dict[str, list[int]]:
    """Thirds of the deals ranked by effort per move (to two decimals), then by the
    playouts' share (a higher share is easier), then positions and deal number."""
    ranked = sorted(rows, key=lambda r: (round(r[0], 2), -shares.get(r[2], 0.0), r[1], r[2]))
    third = len(ranked) / 3
    return {
        level: sorted(deal for _, _, deal in ranked[round(i * third) : round((i + 1) * third)])
        for i, level in enumerate(LEVELS)
    }


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=6, help="playouts per tied deal")
    parser.add_argument("--again", action="store_true", help="make the playouts anew")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    args = parser.parse_args()
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if solved.solved(g) is None]
    if unknown:
        parser.error(f"no win-rate data for {unknown[0]}: run bench/winrates.py first")
    print(
        "| Game | Won deals | Effort per move: min | p25 | median | p75 | p95 | max "
        "| Easy up to | Medium up to | Playouts' share: Easy | Medium | Hard "
        "| Deals ranked by playouts |"
    )
    print("| --- " * 14 + "|")
    for game_id in games:
        rows = won_deals(game_id)
        # No deal won yet (the Zodiac), or too few to make a third of them a level (Light
        # and Shade, the Square: one each in their first run): no levels to offer.
        if len(rows) < len(LEVELS):
            print(f"| {engine.GAMES[game_id].name} | {len(rows)} |" + " – |" * 12)
            write(game_id, {})
            continue
        # Playouts only where the effort ranks nothing: a game whose middle half of deals
        # lies within 5% of effort, and there only the deals tied with another.
        ratios = [ratio for ratio, _, _ in rows]
        rounded = Counter(round(ratio, 2) for ratio in ratios)
        flat = quantile(ratios, 0.75) < FLAT * quantile(ratios, 0.25)
        tied_deals = [deal for ratio, _, deal in rows if flat and rounded[round(ratio, 2)] > 1]
        shares = playout_shares(game_id, tied_deals, args.playouts, args.again, args.jobs)
        split = levels(rows, shares)
        write(game_id, {level: format_ranges(deals) for level, deals in split.items()})
        effort = {deal: ratio for ratio, _, deal in rows}
        tops = [max(effort[d] for d in split[level]) for level in LEVELS[:2]]
        cells = [quantile(ratios, q) for q in (0, 0.25, 0.5, 0.75, 0.95)] + [max(ratios)]
        # The playouts' mean share per level, and how many deals the effort alone left tied
        # with another (ranked by the playouts instead).
        by_level = [
            statistics.fmean([shares[d] for d in split[level] if d in shares] or [float("nan")])
            for level in LEVELS
        ]
        tied = len(tied_deals)
        print(
            f"| {engine.GAMES[game_id].name} | {len(rows)} | "
            + " | ".join(f"{value:.2f}" for value in cells + tops)
            + " | "
            + " | ".join("\u2013" if math.isnan(v) else f"{v:.2f}" for v in by_level)
            + f" | {tied} |"
        )
        print(f"<!-- {game_id}: mean {statistics.fmean(ratios):.2f} -->", file=sys.stderr)


def write(game_id: str, levels: dict[str, str]) -> None:
    """The levels into the game's module of engine/solver/solved/ (the rest kept)."""
    record = solved.with_changes(game_id, levels=levels)
    (DATA / solved.file_name(game_id)).write_text(solved.source(engine.GAMES[game_id].name, record))


if __name__ == "__main__":
    main()
