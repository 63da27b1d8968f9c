"""The page's side of the solver's worker (web/solver-worker.js, which runs
``ui.coach.desk``): a request sent as one message, its answer handed back to whoever
asked, if the position it was asked for is still the one on the table.

A move makes a search stale: its answer would speak of another position.  After every
event the page tells the worker to give up the searches asked for positions no longer on
the table (``drop_stale``), and an answer that comes for one anyway is ignored; whoever
asked is told it was dropped.  Where the worker is not ready (it starts once the page is
ready, and some browsers have none), ``ask`` says so and the page searches itself, as it
did before there was a worker; where the worker stops, every request waiting is told so
(``failed`` in the answer) and asked again on the page."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Asked:
    game: object  # the game and the position it was asked for
    table: object
    answered: Callable[[dict], None]
    dropped: Callable[[], None]


class Remote:
    def __init__(self, browser, session, show_error: Callable[[str, str], None]) -> None:
        self.browser = browser
        self.session = session
        self.show_error = show_error
        self.pending: dict[int, Asked] = {}
        self.next_id = 1
        self.listening = False

    @property
    def available(self) -> bool:
        return self.browser.solver_state() == "ready"

    def ask(
        self,
        kind: str,
        answered: Callable[[dict], None],
        dropped: Callable[[], None],
        **fields,
    ) -> int | None:
        """Ask the worker about the game on the table; the request's id, or None when the
        worker cannot be asked (the caller then searches on the page)."""
        if not self.available:
            return None
        if not self.listening:
            self.browser.solver_listen(self.heard)
            self.listening = True
        game = self.session.game
        request_id = self.next_id
        self.next_id += 1
        message = {"id": request_id, "kind": kind, "save": game.to_json(), **fields}
        if not self.browser.solver_ask(json.dumps(message)):
            return None
        self.pending[request_id] = Asked(game, game.table, answered, dropped)
        return request_id

    def current(self, asked: Asked) -> bool:
        game = self.session.game
        return game is asked.game and game.table is asked.table

    def heard(self, text: str) -> None:
        """A message from the worker: an answer, or the news that it stopped."""
        answer = json.loads(text)
        if "failed" in answer:  # every request waiting is asked again on the page
            waiting = list(self.pending.values())
            self.pending.clear()
            for asked in waiting:
                asked.answered(answer)
            return
        asked = self.pending.get(answer.get("id"))
        if asked is None:
            return  # given up already: nobody is waiting for it
        if answer.get("done", True):
            del self.pending[answer["id"]]
        if not self.current(asked):
            self.cancel(answer["id"])
            asked.dropped()
            return
        if "error" in answer:
            self.show_error(answer["error"], answer.get("details", ""))
        asked.answered(answer)

    def drop_stale(self) -> None:
        """Give up the searches for positions no longer on the table."""
        for request_id, asked in list(self.pending.items()):
            if not self.current(asked):
                self.cancel(request_id)
                asked.dropped()

    def cancel(self, request_id: int | None) -> None:
        """The worker stops the search ``request_id`` (if it still runs): nobody waits."""
        if request_id is None:
            return
        self.pending.pop(request_id, None)
        self.browser.solver_ask(json.dumps({"id": request_id, "kind": "cancel"}))
