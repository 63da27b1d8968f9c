"""Random play at scale: many random playouts of every game, checking the engine's
invariants as they go, and a count per game of what happened.

Each playout deals a random deal and plays random legal moves (the engine's own PRNG, so
a playout is reproduced from the seed, the game and its number) until the game is won,
lost, or ``--max-moves`` moves have been made ("stopped": some games can go round in
circles for ever).  The invariants are those of tests/unit/test_registry_properties.py:

* at every step: every card of the game's packs is on the table exactly once; a game
  still playing offers a move and a game over offers none unless won; no move is
  listed twice; a move survives its save form (``to_list``/``from_list``); the chosen
  move plays;
* at sampled steps (every ``--check-every``-th step, from a random offset), because
  they cost a lot more: every listed move plays and keeps every card once, and undo then
  redo give back exactly the positions before and after;
* on sampled playouts (every ``--save-every``-th), at the end, with a few moves undone
  so the redo history is saved too: the save round-trips (same piles, status, history
  and text), and undoing to the start and redoing to the end walks the same positions.

It prints, per game: playouts, moves played, won / lost / stopped, invariant failures
and the CPU time, then the first failures with what reproduces them.  The exit status
is 1 when any invariant failed.

    python bench/playouts.py [--playouts 10000] [--games clock,fortress] [--jobs 2]
                             [--max-moves 500] [--check-every 20] [--save-every 10]

One playout again, by hand: ``python -c "from bench.playouts import playout;
print(playout('clock', 1, 1234))"`` (game, seed, playout number).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.prng import Pcg32  # noqa: E402

CHUNK = 50  # playouts per task handed to a worker


@dataclass
class Result:
    """What one playout (or a batch of them) came to."""

    playouts: int = 0
    moves: int = 0
    outcomes: Counter = field(default_factory=Counter)  # won / lost / stopped / failed
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, other: Result) -> None:
        self.playouts += other.playouts
        self.moves += other.moves
        self.outcomes.update(other.outcomes)
        self.failures.extend(other.failures)
        self.seconds += other.seconds


class Broken(AssertionError):
    """An invariant does not hold."""


def check(condition: bool, what: str) -> None:
    if not condition:
        raise Broken(what)


def playout(
    game_id: str,
    seed: int,
    number: int,
    max_moves: int = 500,
    check_every: int = 20,
    save_every: int = 10,
) -> Result:
    """Playout ``number`` of ``game_id`` under ``seed``: deal, play, check."""
    began = time.process_time()
    pick = Pcg32(seed, stream=number)
    deal = 1 + pick.below(engine.MAX_DEAL)
    result = Result(playouts=1)
    step = 0
    try:
        game = engine.new_game(game_id, deal)
        rules = game.rules
        expected = Counter(engine.cards.new_pack(rules.decks))
        offset = pick.below(check_every)
        tables = [game.table]
        outcome = "stopped"
        for step in range(max_moves + 1):
            table = game.table
            check(Counter(table.all_cards()) == expected, "a card is missing or doubled")
            moves = game.legal_moves()
            status = game.status
            if status != "playing":
                check(status == "won" or not moves, f"{status} with moves left")
                outcome = status
                break
            check(bool(moves), "playing with no move offered")
            if step == max_moves:
                break
            check(len(set(moves)) == len(moves), "a move is listed twice")
            move = moves[pick.below(len(moves))]
            again = engine.Move.from_list(move.to_list())
            check(again == move and hash(again) == hash(move), f"{move} does not survive saving")
            sampled = step % check_every == offset
            if sampled:
                for other in moves:
                    after = rules.apply(table, other)
                    check(Counter(after.all_cards()) == expected, f"{other} loses or adds a card")
            game.play(move)
            result.moves += 1
            tables.append(game.table)
            if sampled:
                after = game.table
                check(game.undo() and game.table == table, f"undo of {move} is not exact")
                check(game.redo() and game.table == after, f"redo of {move} is not exact")
        if number % save_every == 0:
            check_history(game, tables, pick)
        result.outcomes[outcome] += 1
    except Exception as error:  # any exception is a failure to report, not a crash
        result.outcomes["failed"] += 1
        where = traceback.extract_tb(error.__traceback__)[-1]
        result.failures.append(
            f"{game_id} seed {seed} playout {number} (deal {deal}), step {step}: "
            f"{type(error).__name__}: {error} [{Path(where.filename).name}:{where.lineno}]"
        )
    result.seconds = time.process_time() - began
    return result


def check_history(game: engine.Game, tables: list, pick: Pcg32) -> None:
    """The whole history: undo to the start and redo to the end walk the same positions,
    and a save with some moves undone round-trips."""
    for table in reversed(tables[:-1]):
        check(game.undo() and game.table == table, "undo does not walk back the positions")
    check(not game.undo(), "undo goes past the start")
    for table in tables[1:]:
        check(game.redo() and game.table == table, "redo does not walk forward the positions")
    check(not game.redo(), "redo goes past the end")
    for _ in range(pick.below(4)):
        game.undo()
    saved = game.to_json()
    restored = engine.load_game(saved)
    check(restored.piles == game.piles, "a save does not restore the piles")
    check(restored.status == game.status, "a save does not restore the status")
    check(restored._history() == game._history(), "a save does not restore the history")
    check(restored.to_json() == saved, "a save does not round-trip")


def batch(task: tuple) -> tuple[str, Result]:
    game_id, seed, first, count, max_moves, check_every, save_every = task
    total = Result()
    for number in range(first, first + count):
        total.add(playout(game_id, seed, number, max_moves, check_every, save_every))
    return game_id, total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--playouts", type=int, default=10_000, help="per game")
    parser.add_argument("--games", default=",".join(engine.GAMES), help="game ids, by commas")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--max-moves", type=int, default=500, help="cap per playout")
    parser.add_argument("--check-every", type=int, default=20, help="sampled step interval")
    parser.add_argument("--save-every", type=int, default=10, help="sampled playout interval")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    unknown = [g for g in games if g not in engine.GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; the games are {', '.join(engine.GAMES)}")
    if min(args.playouts, args.jobs, args.max_moves, args.check_every, args.save_every) < 1:
        parser.error("--playouts, --jobs, --max-moves, --check-every, --save-every must be >= 1")

    tasks = [
        (game_id, args.seed, first, min(CHUNK, args.playouts - first), args.max_moves,
         args.check_every, args.save_every)
        for game_id in games
        for first in range(0, args.playouts, CHUNK)
    ]  # fmt: skip
    print(
        f"{args.playouts} random playouts per game, seed {args.seed}, at most "
        f"{args.max_moves} moves each, {args.jobs} job(s); every listed move, undo and "
        f"redo checked every {args.check_every} steps, the whole history and a save "
        f"round-trip on every {args.save_every}th playout",
        flush=True,
    )
    results = {game_id: Result() for game_id in games}
    began = time.perf_counter()
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for game_id, result in pool.imap_unordered(batch, tasks):
            results[game_id].add(result)
            done = results[game_id].playouts
            if done == args.playouts or done % 1000 == 0:
                print(f"  {game_id}: {done}/{args.playouts}", file=sys.stderr, flush=True)
    wall = time.perf_counter() - began

    header = f"{'game':<14}{'playouts':>9}{'moves':>11}{'won':>7}{'lost':>7}{'stopped':>8}"
    print(f"\n{header}{'failures':>9}{'cpu s':>9}")
    total = Result()
    for game_id in games:
        r = results[game_id]
        total.add(r)
        print(_row(game_id, r))
    print(_row("all", total))
    print(f"wall time {wall:.1f} s")
    if total.failures:
        print(f"\n{len(total.failures)} invariant failure(s); the first ones:")
        for line in total.failures[:20]:
            print("  " + line)
    return 1 if total.failures else 0


def _row(name: str, r: Result) -> str:
    o = r.outcomes
    return (
        f"{name:<14}{r.playouts:>9}{r.moves:>11}{o['won']:>7}{o['lost']:>7}{o['stopped']:>8}"
        f"{o['failed']:>9}{r.seconds:>9.1f}"
    )


class _Serial:
    """A stand-in for the pool with one job: the same loop, in this process."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *exc) -> None:
        return None

    @staticmethod
    def imap_unordered(function, tasks):
        return map(function, tasks)


if __name__ == "__main__":
    sys.exit(main())
