"""The backward search's time (engine/solver/coach.py): for each game, games lost after 10,
50 and 150 moves, the time until the search answers (p50, p95), the time until it first
offers a win (while it looks for a later one), and what it answered.

A lost game of a deal the solver has won is made in one of two ways, the first that
gives one: the solver's winning line, a blunder (a move off it after which the solver
proves the position lost) as late as the length allows, then fresh random moves (no
position twice) up to the length; else fresh random moves from the start, stopped at a
dead end or a fifth past the length, kept if it is lost (a dead end, or proved lost)
within a fifth of the length.  The last position must be proved lost, as the page's
search starts once Hint has proved it; a deal giving neither is left out, and the next
taken.  The random choices come from the engine's PRNG seeded by the deal, so runs
repeat.  Forgiving games have no blunder early: every other move of the Clock's first
50 on deal 1 still wins, and random play keeps the Nation winnable for 150 moves.
``--lengths end`` asks instead for games played at random (fresh moves) to a dead end,
however long they last: where a player meets the look back without asking.

In CPython by default, with the page's limits (web/ui/coach/coaching.py: PER_POSITION seconds
a position, BUDGET in all, slices of 30 ms).  With ``--page``, in headless Chromium: each
game is opened as the page's saved game; a blocked game starts the search by itself, any
other is asked for a hint until Hint proves it lost (at most four presses; a game whose
hint never does is left out), and the page reports the search's time from the moment it
was asked for to its answer (``html[data-coach-ms]``), the browser's own work between the
slices included.

    python bench/rewind_time.py [--samples 6] [--lengths 10,50,150,end] [--games clock]
                                [--jobs 2] [--page]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from engine.prng import Pcg32  # noqa: E402
from engine.solver.coach import Rewind  # noqa: E402
from engine.solver.winnable import winnable_deals  # noqa: E402
from ui.coach.coaching import BUDGET, PER_POSITION  # noqa: E402

# The positions (and seconds) the solver may take to prove a blunder's position lost,
# and the seconds given to making one game (generous: a busy machine left most out at 8 s).
PROOF = 20_000
MAKING = 10.0
# A "length" that asks for games played at random to a dead end, however long.
DEAD_END = 0
# The won deals tried for each game and length before it is given up.
TRIES = 10


def lost_game(game_id: str, deal: int, length: int) -> engine.Game | None:
    """A game of ``length`` moves that ends lost: the solver's winning line, a blunder
    (a move off the line after which the solver proves the position lost within
    ``PROOF`` positions and half a second) ``k`` moves before the line's end or the
    length, whichever comes first, for the least ``k`` that has one, then
    fresh random moves (no position twice) up to the length; None when there is none.
    The last position is proved lost too, as the page's Hint will have to."""
    start = engine.new_game(game_id, deal)
    line = engine.solve(start, max_seconds=2).moves
    rng = Pcg32(deal)
    given_up = time.perf_counter() + MAKING
    for at in range(min(length, len(line)) - 1, -1, -1):
        game = engine.load_game(start.to_json())
        for move in line[:at]:
            game.play(move)
        others = [m for m in game.legal_moves() if m != line[at]]
        for move in sorted(others, key=lambda m: rng.below(1 << 16)):
            if time.perf_counter() > given_up:
                return None
            after = engine.Game(game.rules, None, game.rules.apply(game.table, move))
            if engine.solve(after, max_states=PROOF, max_seconds=0.5).result == "lost":
                game.play(move)
                break
        else:
            continue
        seen = {game.table}
        while len(game.moves) < length:
            fresh = [m for m in game.legal_moves() if game.rules.apply(game.table, m) not in seen]
            if not fresh:
                break
            game.play(fresh[rng.below(len(fresh))])
            seen.add(game.table)
        if len(game.moves) == length and _proved_lost(game):
            return game
    return None


def played_at_random(game_id: str, deal: int, length: int) -> engine.Game | None:
    """A game of fresh random moves (no position twice) from the deal's start, played
    until no fresh move is left or ``length`` and a fifth more are played: it if it is
    then lost (a dead end, or proved lost) after ``length`` less a fifth moves or more;
    else None."""
    game = engine.new_game(game_id, deal)
    rng = Pcg32(deal * 1000 + length)
    seen = {game.table}
    while len(game.moves) < length * 6 // 5:
        fresh = [m for m in game.legal_moves() if game.rules.apply(game.table, m) not in seen]
        if not fresh:
            break
        game.play(fresh[rng.below(len(fresh))])
        seen.add(game.table)
    return game if len(game.moves) >= length * 4 // 5 and _proved_lost(game) else None


def _proved_lost(game: engine.Game) -> bool:
    if not game.legal_moves():
        return True
    return engine.solve(game, max_states=PROOF, max_seconds=1.0).result == "lost"


def to_a_dead_end(game_id: str, deal: int) -> engine.Game | None:
    """Fresh random moves from the deal's start until none is left: the game if it ends
    with no move at all and not won (where the page looks back by itself), else None."""
    game = engine.new_game(game_id, deal)
    rng = Pcg32(deal)
    seen = {game.table}
    while True:
        fresh = [m for m in game.legal_moves() if game.rules.apply(game.table, m) not in seen]
        if not fresh:
            break
        game.play(fresh[rng.below(len(fresh))])
        seen.add(game.table)
    return game if game.status == "lost" else None


def make_game(job: tuple[str, int, int]) -> str | None:
    game_id, deal, length = job
    if length == DEAD_END:
        game = to_a_dead_end(game_id, deal)
    else:
        game = lost_game(*job) or played_at_random(*job)
    return None if game is None else game.to_json()


WAIT = """(status) => {
    const root = document.documentElement;
    return root.hasAttribute("data-coach-ms") || (status && root.dataset.hint === status);
}"""


def in_page(page, saved: str) -> tuple[float, str, float] | None:
    """Open ``saved`` as the page's saved game; the backward search's time (s), its answer,
    and the time until the sheet first offered a win (or said what it found)."""
    game = engine.load_game(saved)
    # Another game first, so opening the deal reads the save (and nothing overwrites it).
    other = "nation" if game.game_id != "nation" else "clock"
    page.evaluate("h => { location.hash = h }", f"#{other}/1")
    page.wait_for_function("h => location.hash === h", arg=f"#{other}/1")
    page.wait_for_timeout(50)
    page.evaluate(
        "([key, text]) => localStorage.setItem(key, text)",
        [f"cadogan-patience/game/{game.game_id}", saved],
    )
    page.evaluate("h => { location.hash = h }", f"#{game.game_id}/{game.deal}")
    page.wait_for_function(
        "t => document.title.startsWith(t)", arg=f"{game.rules.name}, deal {game.deal}"
    )
    # The look back starts by itself when no move is left, else once Hint proves the
    # position lost; a hint that finds a win ("winnable") leaves the game out.
    coach = "() => document.documentElement.dataset.coach || ''"
    for _ in range(4):
        if page.evaluate(coach):
            break
        page.evaluate("() => { document.documentElement.dataset.hint = 'asked' }")
        page.click("#hint")
        page.wait_for_function(WAIT, arg="shown", timeout=30_000)
    if page.evaluate(coach) in ("", "winnable"):
        return None
    page.wait_for_function(WAIT, arg="", timeout=120_000)
    root = "document.documentElement.dataset"
    ms, first, status = page.evaluate(
        f"() => [Number({root}.coachMs), Number({root}.coachFirstMs || {root}.coachMs), "
        f"{root}.coach]"
    )
    text = page.locator("#coach-text").inner_text()
    if status == "found" and "not decided" in text:
        status = "found, not exact"
    return ms / 1000, status, first / 1000


def run_in_page(games: list[tuple[str, int, str]]) -> list[tuple[str, int, float, str]]:
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    rows = []
    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "#fortress/1")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        for game_id, length, saved in games:
            result = in_page(page, saved)
            if result is not None:
                rows.append((game_id, length, *result, played(saved)))
        browser.close()
    return rows


def played(saved: str) -> int:
    return len(engine.load_game(saved).moves)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def made_games(cells: list[tuple[str, int]], samples: int, jobs: int) -> dict:
    """Per (game, length), up to ``samples`` saved games made from the first ``TRIES`` deals
    the solver has won, ``jobs`` deals at a time."""
    made: dict[tuple[str, int], list[str]] = {cell: [] for cell in cells}
    with ProcessPoolExecutor(jobs) as pool:
        for game_id, length in cells:
            deals = winnable_deals(game_id)[:TRIES]
            for first in range(0, len(deals), jobs):
                batch = [(game_id, deal, length) for deal in deals[first : first + jobs]]
                for saved in pool.map(make_game, batch):
                    if saved is not None and len(made[game_id, length]) < samples:
                        made[game_id, length].append(saved)
                if len(made[game_id, length]) >= samples:
                    break
    return made


def timed_in_cpython(saved: str) -> tuple[float, str, float]:
    game = engine.load_game(saved)
    started = time.perf_counter()
    search = Rewind(game, known_lost=True, per_position=PER_POSITION, budget=BUDGET)
    first = None
    while not search.think(0.03):
        if first is None and search.so_far().status != "searching":
            first = time.perf_counter() - started
    seconds = time.perf_counter() - started
    answer = search.answer
    what = answer.status if answer.status != "found" or answer.exact else "found, not exact"
    return seconds, what, seconds if first is None else first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--lengths", default="10,50,150")
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--page", action="store_true", help="time it in headless Chromium")
    args = parser.parse_args()
    lengths = [DEAD_END if n == "end" else int(n) for n in args.lengths.split(",")]
    cells = [(g, n) for g in args.games.split(",") for n in lengths]
    made = made_games(cells, args.samples, args.jobs)
    games = [(g, n, saved) for (g, n), saved_games in made.items() for saved in saved_games]
    if args.page:
        timings = run_in_page(games)
    else:
        timings = [(g, n, *timed_in_cpython(saved), played(saved)) for g, n, saved in games]
    results: dict[tuple[str, int], list[tuple]] = {cell: [] for cell in cells}
    for game_id, length, seconds, what, first, moves in timings:
        results[game_id, length].append((seconds, what, moves, first))
    where = "headless Chromium" if args.page else f"CPython {sys.version.split()[0]}"
    print(f"{where}; {PER_POSITION} s a position, {BUDGET} s in all")
    print(
        "| Game | About | Moves played | Games | p50 s | p95 s | First offer p50 s | p95 s "
        "| Answers |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for (game_id, length), rows in results.items():
        name = engine.GAMES[game_id].name
        about = "a dead end" if length == DEAD_END else length
        if not rows:
            if made[game_id, length]:
                why = "Hint never proved the games lost"
            elif length == DEAD_END:
                why = f"no game of {TRIES} won deals played at random ended lost"
            else:
                why = f"no lost game of about {length} moves made from {TRIES} won deals"
            print(f"| {name} | {about} | – | 0 | – | – | – | – | {why} |")
            continue
        seconds = [row[0] for row in rows]
        firsts = [row[3] for row in rows]
        answers = ", ".join(f"{n} {w}" for w, n in Counter(row[1] for row in rows).most_common())
        moves = sorted({row[2] for row in rows})
        span = f"{moves[0]}" if len(moves) == 1 else f"{moves[0]}-{moves[-1]}"
        print(
            f"| {name} | {about} | {span} | {len(rows)} | "
            f"{percentile(seconds, 0.5):.2f} | {percentile(seconds, 0.95):.2f} | "
            f"{percentile(firsts, 0.5):.2f} | {percentile(firsts, 0.95):.2f} | {answers} |"
        )


if __name__ == "__main__":
    main()
