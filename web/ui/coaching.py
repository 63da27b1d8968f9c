"""The solver as a coach: back to the last position a win existed from (``Rewind``),
Show me (the solver's line played on the table, with step, pause and stop), and new
deals by difficulty.  Every search runs a slice of time at a time, handing the browser
back in between, so the page never freezes."""

from __future__ import annotations

from engine.solver.difficulty import NAMES, level_of, next_deal

# The searches think in slices of this many seconds between two turns of the browser.
SLICE = 0.03
# The backward search: at most this long on one position, and this long in all.
PER_POSITION = 2.0
BUDGET = 20.0
# Show me looks for a win for this long, then plays a move this often (ms).
SHOW_SECONDS = 3.0
SHOW_EVERY = 450
KNOWS = (
    " The solver knows the order of the cards not yet seen, so this win was there for a"
    " player who knew every card."
)


class Coaching:
    def __init__(self, browser, session, renderer, messages, hinting, navigation, guarded):
        self.browser = browser
        self.session = session
        self.renderer = renderer
        self.messages = messages
        self.hinting = hinting
        self.navigation = navigation
        self.guarded = guarded
        self.rewind = None  # the backward search, for the position it was asked from
        self.asked_at = None
        self.started = 0.0  # when the backward search was asked for (ms)
        self.show = None  # the line being shown (engine.solver.coach.ShowMe)
        self.finding = None  # Show me's search for a win
        self.timer = None
        self.paused = False

    # After every event ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Keep the header's level, and look back for a win when the game is blocked."""
        game = self.session.game
        if game is None:
            return
        level = level_of(game.game_id, game.deal, game.variant)
        badge = self.browser.element("level")
        badge.hidden = level is None
        badge.textContent = NAMES[level] if level else ""
        if self.asked_at is not None and self.asked_at is not game.table:
            self.forget()
        if game.status == "lost" and self.asked_at is None and self.show is None:
            self.look_back(known_lost=True)

    def forget(self) -> None:
        self.rewind = self.asked_at = None
        self.browser.element("coach").hidden = True
        self.browser.root.dataset.coach = ""

    def on_advice(self, advice) -> None:
        """Hint has answered: when it proved the position lost, look back for a win."""
        if advice.verdict == "lost":
            self.look_back(known_lost=True)

    # Back to a winnable position ---------------------------------------------------------
    def look_back(self, known_lost: bool) -> None:
        from engine.solver.coach import Rewind  # the solver, once first needed

        game = self.session.game
        if self.asked_at is game.table:
            return
        self.rewind = Rewind(game, known_lost, PER_POSITION, BUDGET)
        self.asked_at = game.table
        self.started = self.browser.now()
        self.browser.root.removeAttribute("data-coach-ms")
        self.browser.root.dataset.coach = "searching"
        self.tell("Looking back for the last position a win existed from\u2026", None)
        self.think_back()

    def think_back(self) -> None:
        search = self.rewind
        if search is None or self.asked_at is not self.session.game.table:
            return  # a move was made meanwhile
        if not search.think(SLICE):
            self.browser.soon(self.guarded(self.think_back))
            return
        answer = search.answer
        root = self.browser.root
        root.dataset.coachMs = str(round(self.browser.now() - self.started))  # for the bench
        root.dataset.coach = answer.status
        if answer.status == "never":
            self.tell("No win was ever possible in this deal: the solver proved it." + KNOWS, None)
        elif answer.status == "timeout":
            self.tell("No position with a win was found within the time.", None)
        elif answer.moves_back == 0:
            self.tell("A win is still possible from here.", None)
        else:
            back = answer.moves_back
            moves = "move" if back == 1 else "moves"
            later = "" if answer.exact else " (later positions were not decided in the time)"
            self.tell(f"A win was possible {back} {moves} ago{later}." + KNOWS, back)

    def tell(self, text: str, back: int | None) -> None:
        element = self.browser.element
        element("coach").hidden = False
        element("coach-text").textContent = text
        button = element("coach-back")
        button.hidden = back is None
        if back is not None:
            button.dataset.back = str(back)
            moves = "move" if back == 1 else "moves"
            button.textContent = f"Back {back} {moves}"
            button.setAttribute("aria-label", f"Back to a winnable position, {back} {moves} back")

    def go_back(self, turns) -> None:
        back = self.rewind.answer.moves_back if self.rewind and self.rewind.done else 0
        game = self.session.game
        for _ in range(back):
            game.undo()
        self.forget()
        turns.step(lambda: None)
        self.messages.say(f"Back {back} moves: a win exists from here.")

    # Show me -----------------------------------------------------------------------------
    def show_me(self) -> None:
        from engine.solver.hints import HintSearch  # the hint's time-sliced search

        if self.show is not None:
            self.paused = False
            self.play_on()
            return
        game = self.session.game
        search = self.hinting.search
        if search is None or not search.is_for(game):
            search = HintSearch(game)
        self.finding = search
        self.browser.root.dataset.showme = "searching"
        self.find_win()

    def find_win(self) -> None:
        search = self.finding
        if search is None or not search.is_for(self.session.game):
            self.stop()
            return
        if not search.search.done and search.seconds < SHOW_SECONDS:
            search.think(SLICE)
            self.browser.soon(self.guarded(self.find_win))
            return
        from engine.solver.coach import ShowMe

        self.finding = None
        verdict = search.search.result()
        if verdict.result != "won":
            self.browser.root.dataset.showme = ""
            self.messages.say(
                "No win exists from here."
                if verdict.result == "lost"
                else "The solver has not found a win from here in the time."
            )
            return
        game = self.session.game
        self.show = ShowMe(game, verdict.moves)
        self.session.helped_tokens.add(self.session.token)
        self.session.records.helped(game.game_id, self.session.token)
        self.session.store.keep_records(self.session.records)
        self.browser.element("show-controls").hidden = False
        self.messages.say(f"Show me: the solver's win, {len(verdict.moves)} moves.")
        self.paused = False
        self.play_on()

    def play_on(self) -> None:
        self.browser.root.dataset.showme = "paused" if self.paused else "playing"
        self.browser.element("show-pause").textContent = "Play" if self.paused else "Pause"
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
            self.messages.announce(f"Show me: {move}.")
            self.renderer.render()
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

    # New deals by difficulty ---------------------------------------------------------------
    def new_deal(self, level: str) -> None:
        game = self.session.game
        current = game.deal if game.deal is not None else 0
        deal = next_deal(game.game_id, level, current)
        if deal is None:
            self.messages.say(f"No {NAMES[level]} deal is known for {game.rules.name}.")
            return
        self.navigation.open(game.game_id, deal, False)
        self.messages.say(f"{game.rules.name}, deal {deal}: {NAMES[level]}.")
