"""The win-rate table: every game's deals 1-1000 solved from the start.

For each game and deal the solver (engine/solver/) runs with a time limit per deal
(``--max-seconds``, 10 by default) and no limit of positions; its verdict (won, lost,
or unknown when the time ran out) and the seconds it took are appended to
``bench/results/<game>.tsv`` as soon as they are known, so a long run may be stopped and
resumed.  A deal already in that file is not solved again unless ``--fresh`` is given,
or unless it is still unknown and the new time limit is longer than the one it had (or
``--retry-unknown`` is given, after the solver has been made faster).

Then, from all the results on file, it writes

* ``docs/win-rates.md``: per game, won / lost / unknown, the win rate of the decided
  deals with its 95% Wilson interval, the bounds the unknown deals leave on the win
  rate of all the deals, the share of deals decided within the time limit, and the
  median and 95th-percentile seconds per deal;
* ``engine/solver/solved/<game>.py``, for each game it ran (``--games``) and no other: the
  deals proved winnable, for "Winnable deals only", and how many were solved and how many
  proved lost, for the share of deals won that the game chooser shows (the levels there
  are ``bench/difficulty.py``'s, kept as they are).

    python bench/winrates.py [--games clock,fortress] [--deals 1-1000]
                             [--max-seconds 10] [--jobs 2] [--fresh] [--retry-unknown]
                             [--report-only]

A deal decided within a shorter limit is decided within a longer one, so a run with a
short limit gives a lower bound for the share decided within 10 s.

The limit, and the seconds written down, are the CPU time of the process solving the
deal (``--wall-clock``: wall-clock time, as the page's searches count it).  A search
works on one core, so on a quiet machine the two are the same; on a shared one the CPU
time still gives each deal the work of ten seconds of a core, and the rows of runs made
while other work ran are comparable with those of a quiet run.  (Before 2026-11-29 the
runs read the wall clock: their rows were made under loads the notes give, and are
lower bounds of what the CPU-time limit decides.)
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.solver import clock, solved  # noqa: E402
from engine.solver.winnable import format_ranges  # noqa: E402
from engine.stats import wilson_interval  # noqa: E402

RESULTS = ROOT / "bench" / "results"
REPORT = ROOT / "docs" / "win-rates.md"
# Written by hand and kept as they are in the report: what the rows rest on, and the
# commands that made them (runs differ in deals and limits from game to game).
NOTES = ROOT / "docs" / "win-rates-notes.md"
DATA = ROOT / "engine" / "solver" / "solved"
TABLE_HEAD = (
    "| Game | Deals | Won | Lost | Unknown | Win rate of decided deals (95% Wilson) "
    "| Win rate of all deals, unknowns either way | Decided | Limit a deal | Median s | p95 s |\n"
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
)
HEADER = "deal\tresult\tstates\tmoves\tseconds\tlimit\n"


@dataclass(frozen=True)
class Outcome:
    deal: int
    result: str
    states: int
    moves: int
    seconds: float
    limit: float

    def line(self) -> str:
        return (
            f"{self.deal}\t{self.result}\t{self.states}\t{self.moves}\t"
            f"{self.seconds:.3f}\t{self.limit:g}\n"
        )


def solve_deal(job: tuple[str, int, float, bool]) -> Outcome:
    game_id, deal, limit, cpu = job
    clock.read_cpu_time(cpu)
    game = engine.new_game(game_id, deal)
    started = clock.now()
    verdict = engine.solve(game, max_states=10**12, max_seconds=limit)
    seconds = clock.now() - started
    return Outcome(deal, verdict.result, verdict.states, len(verdict.moves), seconds, limit)


def load(game_id: str) -> dict[int, Outcome]:
    path = RESULTS / f"{game_id}.tsv"
    outcomes: dict[int, Outcome] = {}
    if not path.exists():
        return outcomes
    for row in path.read_text().splitlines()[1:]:
        try:
            deal, result, states, moves, seconds, limit = row.split("\t")
            outcomes[int(deal)] = Outcome(
                int(deal), result, int(states), int(moves), float(seconds), float(limit)
            )
        except ValueError:
            continue  # a line cut short when a run was stopped: that deal is solved again
    return outcomes


def save(game_id: str, outcomes: dict[int, Outcome]) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    rows = "".join(outcomes[deal].line() for deal in sorted(outcomes))
    (RESULTS / f"{game_id}.tsv").write_text(HEADER + rows)


def wanted(known: Outcome | None, limit: float, fresh: bool, retry: bool) -> bool:
    if fresh or known is None:
        return True
    return known.result == "unknown" and (retry or limit > known.limit)


def run(
    game_id: str, deals: range, limit: float, jobs: int, fresh: bool, retry: bool, cpu: bool
) -> None:
    outcomes = load(game_id)
    work = [(game_id, d, limit, cpu) for d in deals if wanted(outcomes.get(d), limit, fresh, retry)]
    if not work:
        return
    print(f"{game_id}: solving {len(work)} deals, {limit:g} s each at most", flush=True)
    started = time.perf_counter()
    path = RESULTS / f"{game_id}.tsv"
    save(game_id, outcomes)
    with open(path, "a") as out:

        def record(outcome: Outcome) -> None:
            outcomes[outcome.deal] = outcome
            out.write(outcome.line())
            out.flush()

        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for outcome in pool.map(solve_deal, work, chunksize=1):
                    record(outcome)
        else:
            for job in work:
                record(solve_deal(job))
    save(game_id, outcomes)  # in deal order, one line per deal
    print(f"{game_id}: {time.perf_counter() - started:.0f} s", flush=True)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def summary_row(game_id: str, outcomes: list[Outcome]) -> str:
    n = len(outcomes)
    won = sum(o.result == "won" for o in outcomes)
    lost = sum(o.result == "lost" for o in outcomes)
    unknown = n - won - lost
    decided = won + lost
    low, high = wilson_interval(won, decided)
    rate = f"{won / decided:.1%} ({low:.1%}–{high:.1%})" if decided else "–"
    bounds = f"{won / n:.1%}–{(won + unknown) / n:.1%}"
    seconds = [o.seconds for o in outcomes]
    limits = sorted({o.limit for o in outcomes}, reverse=True)
    limit = "/".join(f"{x:g}" for x in limits)
    # Which deals had which limit (the last run that solved a deal set its limit): the
    # deals where they are a few runs of numbers, else how many (the game's file lists
    # them).
    by_limit = "; ".join(
        f"{x:g} s: {_few_ranges([o.deal for o in outcomes if o.limit == x])}" for x in limits
    )
    return (
        f"| {engine.GAMES[game_id].name} | {format_ranges([o.deal for o in outcomes])} "
        f"| {won} | {lost} | {unknown} | {rate} "
        f"| {bounds} | {decided / n:.1%} within {limit} s | {by_limit} "
        f"| {statistics.median(seconds):.2f} | {percentile(seconds, 0.95):.2f} |"
    )


def _few_ranges(deals: list[int]) -> str:
    written = format_ranges(deals)
    if written.count(",") >= 3:
        return f"{len(deals)} deals"
    return f"deal {written}" if len(deals) == 1 else f"deals {written}"


def write_data(game_id: str, deals: range) -> None:
    """The game's module of engine/solver/solved/: its deals won, how many solved and how
    many lost (its levels kept as they are)."""
    outcomes = [o for d, o in sorted(load(game_id).items()) if d in deals]
    if not outcomes:
        return
    record = solved.with_changes(
        game_id,
        deals=len(outcomes),
        won=format_ranges([o.deal for o in outcomes if o.result == "won"]),
        lost=sum(o.result == "lost" for o in outcomes),
    )
    (DATA / solved.file_name(game_id)).write_text(solved.source(engine.GAMES[game_id].name, record))


def write_report(deals: range) -> None:
    rows = []
    for game_id in engine.GAMES:
        outcomes = [o for d, o in sorted(load(game_id).items()) if d in deals]
        if outcomes:
            rows.append(summary_row(game_id, outcomes))
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(
        f"""# Win rates

Deals {deals.start}-{deals.stop - 1} of every game (default readings), each solved from
the start by the engine's solver with a time limit per deal and no limit of positions.
Made by `bench/winrates.py`; the per-deal verdicts are in `bench/results/<game>.tsv`.

The solver knows the order of the pack still in hand, and the cards lying face down
(Klondike's), as a player who could see every card would: *won* means the deal can be
won by someone who knew every card, *lost* that no sequence of moves wins it, *unknown*
that the time ran out first.  Its search is depth-first with a transposition table.  It
makes a play that can never hurt (the rule auto-play uses) without trying the
alternatives, except where the play also decides where cards still to come will land (a
refill, a deal, a re-deal); and it tries first the moves that uncover cards the
foundations want next.  It takes turns with probes, quick games along its preferred moves
that now and then take another, most of them begun at a point of the best line found so
far (the Four Corners plays its own, whole games with their plans and re-deals), and, in
the Clock, with beams, searches that keep only the best
positions at each depth; these find wins without proving anything lost.  In the games
with a pack turned once onto a talon it turns the pack as one move to each card that can
come into play (`engine/solver/talon_turns.py`).  Canfield or Klondike, the
Flower-Garden, Napoleon at St. Helena and Napoleon's Square are searched on small models
of their own (`engine/solver/games/*_model.py`): the same moves as on the engine's tables,
several times faster, checked against the engine position by position, and every win
found there replayed by the engine.  Some games add their own tests of
positions that can no longer be won (the Clock, the Four Corners once no re-deal is left,
the Fairie Queen, which puts the position its last card would leave to smaller games that
any win would also win; Canfield or Klondike, a card under a higher card of its own suit
that can never leave their pile; General Sedgewick, cards each waiting for the next in a
circle), each with its proof in `engine/solver/games/<game>.py`: a position they drop
never had a win.  *Deals* lists the deals solved, *Limit a deal* the time each was given
(the limit of the last run that solved it; where the deals of one limit are scattered,
how many they are: `bench/results/<game>.tsv` gives each deal's).

{TABLE_HEAD}
{chr(10).join(rows)}

{NOTES.read_text(encoding="utf-8").strip()}

Machine: {platform.python_implementation()} {platform.python_version()}, \
{os.cpu_count()} cores, {platform.machine()}.  Times and limits are per deal: the CPU
time of the process solving it (runs from 2026-11-29 on; wall clock before), with the
deals shared among the worker processes.  A deal decided within a short limit is also
decided within a longer one, so the *Decided* column is a lower bound for any longer
limit.
"""
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--deals", default="1-1000")
    parser.add_argument("--max-seconds", type=float, default=10.0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--fresh", action="store_true", help="solve cached deals again")
    parser.add_argument(
        "--retry-unknown", action="store_true", help="solve unknown deals again (a faster solver)"
    )
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument(
        "--wall-clock",
        action="store_true",
        help="limit each deal's wall-clock time, not its CPU time",
    )
    args = parser.parse_args(argv)
    first, _, last = args.deals.partition("-")
    deals = range(int(first), int(last or first) + 1)
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in engine.GAMES]
    if unknown:
        parser.error(f"no such game: {unknown[0]}")
    if not args.report_only:
        for game_id in games:
            run(
                game_id,
                deals,
                args.max_seconds,
                max(1, args.jobs),
                args.fresh,
                args.retry_unknown,
                not args.wall_clock,
            )
    for game_id in games:
        write_data(game_id, deals)
    write_report(deals)
    for row in REPORT.read_text().splitlines():
        if row.startswith("| ") and not row.startswith("| Game") and "---" not in row:
            print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
