"""The solver's desk: what runs in the solver's worker (web/solver-worker.js), an
interpreter of its own restored from the page's memory snapshot, so that a tap never
waits for a search and a search can take the time it needs.

The page and the worker speak in messages, one per request and one per answer, plain data
(JSON text here; web/solver-worker.js posts it as an object).  A request names itself by a
number (``id``), says what it wants (``kind``) and carries the game as a save
(``engine.savefile``: the game, the reading, the deal and the moves up to the undo cursor),
from which the worker rebuilds the position; the page keeps nothing in the worker it could
lose.  The kinds, and what their answer holds besides ``id``, ``kind`` and ``done``:

- ``hint`` (``seconds``: how long to think): ``move`` (a move as saved, or null),
  ``verdict`` (``engine.solver.hints.Hint``) and, for a win, ``line``, the winning moves.
  Asked again from the same position, the same search goes on.
- ``win`` (Show me; ``seconds``): ``result`` (won, lost or unknown) and ``line``.
- ``look-back`` (``known_lost``, ``per_position``, ``budget``): the coach's backward
  search (``engine.solver.coach.Rewind``): ``status``, ``moves_back``, ``exact``,
  ``line`` and ``unseen`` (``cards_unseen`` of the position a win was found from); a win
  found while it goes on is answered at once with ``done`` false, the last answer with
  ``done`` true.
- ``cancel``: the request ``id`` is no longer wanted (the page made a move meanwhile): its
  search is dropped, and nothing is answered.

A request that fails (a damaged save, a fault in the solver) is answered with ``error``,
the traceback, for the page to show; the worker goes on.  The newest request is worked on
first, a slice at a time (``work``), the worker reading its messages between two slices.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Callable

from engine import saves
from engine.game import Game
from engine.moves import Move
from engine.solver.coach import Rewind
from engine.solver.hints import HintSearch
from engine.table import Table
from ui.table.view import cards_unseen

KINDS = ("hint", "win", "look-back")


def saved(move: Move) -> list:
    return move.to_list()


class Job:
    """One request at work: ``step(seconds)`` thinks that long at most and gives the
    answers it has (the last with ``done`` true)."""

    def __init__(self, request: dict, step: Callable[[float], list[dict]]) -> None:
        self.request = request
        self.step = step
        self.finished = False


class Desk:
    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.jobs: dict[int, Job] = {}  # in the order asked: the newest is worked on first
        self.game: Game | None = None  # the last game rebuilt, to rebuild the next from
        self.deal: tuple = ()  # what it was dealt from (game, reading, deal, start, rules)
        self.hint_search: HintSearch | None = None  # kept to go on with from one position
        self.clock = clock

    @property
    def busy(self) -> bool:
        return bool(self.jobs)

    @property
    def unasked(self) -> bool:
        """Whether the request worked on next is one the player did not ask for (the
        coach's look back, after a move): the worker then leaves the machine to the page
        for a while after each slice (web/solver-worker.js)."""
        return bool(self.jobs) and next(reversed(self.jobs.values())).request["kind"] == "look-back"

    # Messages from the page -----------------------------------------------------------------
    def take(self, text: str) -> str:
        """A message from the page; the answers to post at once (JSON: a list)."""
        answers = []
        request = None
        try:
            request = json.loads(text)
            if not isinstance(request, dict) or not isinstance(request.get("id"), int):
                raise ValueError("a request is an object with a whole number as its id")
            kind = request.get("kind")
            if kind == "cancel":
                self.jobs.pop(request["id"], None)
            elif kind in KINDS:
                self.jobs[request["id"]] = self.job(request)
            else:
                raise ValueError(f"no such request: {kind!r}")
        except Exception as error:
            answers.append(failed(request, error))
        return json.dumps(answers)

    def work(self, seconds: float) -> str:
        """A slice of at most ``seconds`` on the newest request; its answers (JSON)."""
        if not self.jobs:
            return "[]"
        request_id, job = next(reversed(self.jobs.items()))
        try:
            answers = job.step(seconds)
        except Exception as error:
            answers = [failed(job.request, error)]
        if any(answer["done"] for answer in answers):
            del self.jobs[request_id]
        return json.dumps(answers)

    # The requests -----------------------------------------------------------------------------
    def job(self, request: dict) -> Job:
        game = self.position(request.get("save"))
        kind = request["kind"]
        if kind == "look-back":
            return self.look_back(request, game)
        search = self.hint_search
        if search is None or search.table is not game.table:
            # A game of its own, at this position: the desk's game moves on with the
            # next request, while this search may still be asked for its best guess.
            search = self.hint_search = HintSearch(Game(game.rules, game.deal, game.table))
        budget = search.seconds + float(request.get("seconds", 0.2))
        answer = self.hint_answer if kind == "hint" else self.win_answer

        def step(seconds: float) -> list[dict]:
            left = budget - search.seconds
            if not search.think(min(seconds, max(left, 0.0))) and left > seconds:
                return []
            return [{**answer(search), "id": request["id"], "kind": kind, "done": True}]

        return Job(request, step)

    @staticmethod
    def hint_answer(search: HintSearch) -> dict:
        hint = search.hint()
        answer = {"move": saved(hint.move) if hint.move else None, "verdict": hint.verdict}
        if hint.verdict == "won":
            answer["line"] = [saved(m) for m in search.search.result().moves]
        return answer

    @staticmethod
    def win_answer(search: HintSearch) -> dict:
        verdict = search.search.result()
        line = [saved(m) for m in verdict.moves] if verdict.result == "won" else []
        return {"result": verdict.result, "line": line}

    def look_back(self, request: dict, game: Game) -> Job:
        rewind = Rewind(
            game,
            bool(request.get("known_lost")),
            float(request.get("per_position", 2.0)),
            float(request.get("budget", 20.0)),
        )
        told = [None]  # the moves back of the last win told while searching

        def step(seconds: float) -> list[dict]:
            done = rewind.think(seconds)
            answer = rewind.answer if done else rewind.so_far()
            if not done and (answer.status != "found" or answer.moves_back == told[0]):
                return []
            told[0] = answer.moves_back
            found = answer.status == "found"
            then = rewind.tables[len(rewind.tables) - 1 - answer.moves_back] if found else None
            return [
                {
                    "id": request["id"],
                    "kind": "look-back",
                    "done": done,
                    "status": answer.status,
                    "moves_back": answer.moves_back,
                    "exact": answer.exact,
                    "line": [saved(m) for m in answer.line],
                    "unseen": found and cards_unseen(game.rules, then),
                }
            ]

        return Job(request, step)

    # The position ------------------------------------------------------------------------
    def position(self, save: object) -> Game:
        """The game of a save, at its undo cursor: rebuilt from the last game where the
        save goes on from it (the moves in common kept, the others played), so a request
        a move after the last replays one move, not the game."""
        if not isinstance(save, str):
            raise ValueError("a request carries the game as a save (text)")
        data = json.loads(save)
        game = self.game
        if game is not None and dealt(data) == self.deal:
            wanted = data["moves"][: data["cursor"]]
            made = [saved(m) for m in game.moves]
            common = 0
            while common < min(len(made), len(wanted)) and made[common] == wanted[common]:
                common += 1
            while len(game.moves) > common:
                game.undo()
            for move in wanted[common:]:
                game.play(Move.from_list(move))
        else:
            game = self.game = saves.load(save)
            self.deal = dealt(data)
        return game


def dealt(data: dict) -> tuple:
    """What a save's game was dealt from: two saves alike in it differ only in moves."""
    return tuple(json.dumps(data.get(key)) for key in ("game", "variant", "deal", "start", "rules"))


def failed(request: object, error: BaseException) -> dict:
    request_id = request.get("id") if isinstance(request, dict) else None
    kind = request.get("kind") if isinstance(request, dict) else None
    return {
        "id": request_id,
        "kind": kind,
        "done": True,
        "error": f"{type(error).__name__}: {error}",
        "details": "".join(traceback.format_exception(error)),
    }
