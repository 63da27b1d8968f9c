"""Show me: the solver's win played on the table, a move every so often, with step,
pause and stop (back to normal play at the position reached).  The game it plays in
counts apart in the statistics: a win with Show me is not a win.  The win is the one the
coach already knows from here, else the solver's worker looks for one (or, where it is
not ready, the hint's time-sliced search on the page)."""

from __future__ import annotations

from engine.moves import Move
from ui.state.records import record_key
from ui.table.wording import counted, sentence

# Show me looks for a win for this long (s), in slices (s), then plays a move this often (ms).
SHOW_SECONDS = 3.0
SLICE = 0.03
SHOW_EVERY = 450


class ShowingTheWin:
    def __init__(self, browser, session, renderer, messages, hinting, guarded):
        self.browser = browser
        self.session = session
        self.renderer = renderer
        self.messages = messages
        self.hinting = hinting
        self.guarded = guarded
        self.show = None  # the line being shown (engine.solver.coach.ShowMe)
        self.finding = None  # the search for a win, when none was known
        self.timer = None
        self.paused = False
        self.on_start = lambda: None  # told when the showing starts (the coach's sheet goes)

    @property
    def busy(self) -> bool:
        return self.show is not None or self.finding is not None

    def show_me(self, line: tuple | None) -> None:
        """Play the solver's win from here, a move every so often: ``line`` when the
        coach knows one from this position, else one the hint's search finds in a few
        seconds."""
        from engine.solver.hints import HintSearch  # the hint's time-sliced search

        game = self.session.game
        if line:
            self.start_showing(line)
            return
        remote = self.hinting.remote
        if remote is not None:
            asked = remote.ask(
                "win", self.guarded(self.answered), self.dropped, seconds=SHOW_SECONDS
            )
            if asked is not None:
                self.finding = asked
                self.browser.root.dataset.showme = "searching"
                self.messages.say("Looking for a win\u2026")
                return
        search = self.hinting.search
        if search is None or not search.is_for(game):
            search = HintSearch(game)
        self.finding = search
        self.browser.root.dataset.showme = "searching"
        self.messages.say("Looking for a win\u2026")
        self.find_win()

    def find_win(self) -> None:
        search = self.finding
        if search is None or not search.is_for(self.session.game):
            self.finding = None
            self.browser.root.dataset.showme = ""
            return
        if not search.search.done and search.seconds < SHOW_SECONDS:
            search.think(SLICE)
            self.browser.soon(self.guarded(self.find_win))
            return
        self.finding = None
        verdict = search.search.result()
        self.found(verdict.result, tuple(verdict.moves))

    def found(self, result: str, line: tuple) -> None:
        if result != "won":
            self.browser.root.dataset.showme = ""
            self.messages.say(
                "No win exists from here."
                if result == "lost"
                else "The solver has not found a win from here in its time."
            )
            return
        self.start_showing(line)

    def answered(self, answer: dict) -> None:
        """The worker's answer: its win, played; where the worker stopped, the page
        looks for one itself."""
        self.finding = None
        if "failed" in answer:
            self.show_me(None)
        elif "error" in answer:  # shown by the remote
            self.browser.root.dataset.showme = ""
        else:
            self.found(answer["result"], tuple(Move.from_list(m) for m in answer["line"]))

    def dropped(self) -> None:
        """A move was made while the worker looked: that win is no longer wanted."""
        self.finding = None
        self.browser.root.dataset.showme = ""

    def start_showing(self, line: tuple) -> None:
        from engine.solver.coach import ShowMe

        game, session = self.session.game, self.session
        self.on_start()
        self.show = ShowMe(game, line)
        # The game counts apart: a win with Show me is not a win.
        session.helped_tokens.add(session.token)
        session.records.helped(record_key(game.game_id, game.variant), session.token)
        session.store.keep_records(session.records)
        session.keep_session()
        self.browser.element("show-controls").hidden = False
        self.messages.say(f"Show me: the solver's win, {counted(len(line), 'move')}.")
        self.paused = False
        self.play_on()

    def play_on(self) -> None:
        self.browser.root.dataset.showme = "paused" if self.paused else "playing"
        pause = self.browser.element("show-pause")
        pause.textContent = "Play" if self.paused else "Pause"
        pause.setAttribute("aria-pressed", "true" if self.paused else "false")
        if not self.paused and self.timer is None:
            self.timer = self.browser.after(SHOW_EVERY, self.guarded(self.tick))

    def tick(self) -> None:
        self.timer = None
        if self.paused or self.show is None:
            return
        self.step()
        if self.show is not None:
            self.play_on()

    def step(self) -> None:
        show = self.show
        if show is None:
            return
        move = show.step()
        if move is not None:
            self.session.controller.selection = None
            self.session.keep()
            self.session.tick()
            game = self.session.game
            names = self.renderer.names
            said = sentence(move, game.piles, names, game.rules.kind_of(move))
            self.messages.announce(f"Show me: {said}")
            self.renderer.render(None)
        if not show.playing:
            self.stop()

    def pause(self) -> None:
        if self.show is not None:
            self.paused = not self.paused
            self.play_on()

    def stop(self) -> None:
        """Back to normal play at the position reached."""
        if self.timer is not None:
            self.browser.cancel(self.timer)
            self.timer = None
        self.show = self.finding = None
        self.browser.element("show-controls").hidden = True
        won = self.session.game.status == "won"
        self.browser.root.dataset.showme = "won" if won else "stopped"
        self.renderer.render()
