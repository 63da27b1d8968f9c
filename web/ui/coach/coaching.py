"""The solver as a coach on the page.

The coach speaks in one sheet at the foot of the table (``#coach``):

- a game with no move left says so, offers Undo, Restart and New deal, and looks back
  along the game for the last position a win existed from, offering to go back there;
- when Hint proves the position lost, the same look back, with the same offer;
- when Hint (or the look back) has found a win from the position on the table, it offers
  Show me: the solver's line played on the table, with step, pause and stop; the game
  then counts apart in the statistics.

Every search runs in the solver's worker (``ui.coach.remote``), or, where the worker is
not ready, on the page a slice of time at a time, handing the browser back in between, so
the page never freezes.  The level of a known deal (Easy, Medium, Hard) is shown in the bar.
"""

from __future__ import annotations

from engine.moves import Move
from engine.solver.coach import Answer
from engine.solver.difficulty import NAMES, level_of
from ui.coach.showme import ShowingTheWin
from ui.table.view import cards_unseen
from ui.table.wording import counted

# The searches think in slices of this many seconds between two turns of the browser.
SLICE = 0.03
# The backward search: at most this long on one position, and this long in all.
PER_POSITION = 2.0
BUDGET = 20.0
KNOWS = (
    " The solver knows the order of the cards not yet seen: the win was there for a"
    " player who knew every card."
)


def put(node, name: str, value) -> None:
    """Write ``node.name`` only when it changes.  A lost game whose cards still go to and
    fro looks back anew after every move, and tells the same sheet again: each write of
    the same text or flag (the root's ``data-coach`` above all, which the style sheet's
    rules read) would still have the browser style and lay out the page again, in the
    move's frame."""
    if getattr(node, name, None) != value:  # (a data- attribute not set: none)
        setattr(node, name, value)


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
        self.asked_id: int | None = None  # the worker's backward search, instead
        self.known: Answer | None = None  # the worker's latest answer
        self.known_lost = True  # what the backward search was told of the last position
        self.unseen = False  # whether the worker's win was from a position with cards unseen
        # Asked for on the page and not yet made (whether the position is known lost): it
        # is made in its first slice, not in the time of the tap that lost.
        self.rewind_asked: bool | None = None
        self.asked_at = None  # the table the sheet speaks of
        self.started = 0.0  # when the backward search was asked for (ms)
        self.offered: int | None = None  # the moves back offered while the search goes on
        self.line = None  # a win the solver found from ``asked_at``, for Show me
        self.showing = ShowingTheWin(browser, session, renderer, messages, hinting, guarded)
        self.showing.on_start = self.forget
        self.seen = None  # the table the last refresh saw

    # After every event ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Keep the bar's level; a game with no move left says so and looks back."""
        game = self.session.game
        if game is None:
            return
        if game.table is self.seen:
            return  # nothing moved since: the tap's cost stays the move's own
        self.seen = game.table
        level = level_of(game.game_id, game.deal, game.variant)
        badge = self.browser.element("level")
        put(badge, "hidden", level is None)  # the same all game: the bar is not laid out anew
        put(badge, "textContent", NAMES[level] if level else "")
        if self.showing.busy:
            return
        lost = game.status == "lost"
        if self.asked_at is not None and self.asked_at is not game.table:
            # Still lost, the sheet is told anew at once: not hidden in between.
            self.forget(hide=not lost)
        if lost and self.asked_at is None:
            self.look_back(known_lost=True)

    def forget(self, hide: bool = True) -> None:
        remote = self.hinting.remote
        if remote is not None and self.asked_id is not None:
            remote.cancel(self.asked_id)
        self.rewind = self.asked_at = self.line = self.asked_id = self.known = None
        self.rewind_asked = None
        if hide:
            put(self.browser.element("coach"), "hidden", True)
            put(self.browser.root.dataset, "coach", "")

    def close(self) -> None:
        """The player closes the sheet: it stays closed for this position."""
        self.browser.element("coach").hidden = True

    def on_advice(self, advice) -> None:
        """Hint has answered: a position proved lost looks back for a win; a win found
        from here is offered to be shown."""
        if advice.verdict == "lost":
            self.look_back(known_lost=True)
        elif advice.verdict == "won" and self.hinting.line:
            self.asked_at = self.session.game.table
            self.line = self.hinting.line
            self.browser.root.dataset.coach = "winnable"
            # Only the offer, small (the hint has said its move leads to a win).
            self.tell("A win exists from here.", "", None)

    # Back to a winnable position ---------------------------------------------------------
    def look_back(self, known_lost: bool) -> None:
        game = self.session.game
        asked = (self.rewind, self.rewind_asked, self.asked_id)
        if self.asked_at is game.table and any(a is not None for a in asked):
            return
        self.forget(hide=False)
        self.known_lost = known_lost
        remote = self.hinting.remote
        if remote is not None:
            self.asked_id = remote.ask(
                "look-back",
                self.guarded(self.answered),
                lambda: None,  # a move was made: refresh() tells the sheet anew
                known_lost=known_lost,
                per_position=PER_POSITION,
                budget=BUDGET,
            )
        if self.asked_id is None:
            # The search is made in its first slice: making it replays the game's moves and
            # readies the solver, which the tap that lost would wait for (a lost game whose
            # cards still go to and fro looks back anew after every move).
            self.rewind_asked = known_lost
        self.asked_at = game.table
        self.started = self.browser.now()
        self.browser.root.removeAttribute("data-coach-ms")
        self.browser.root.removeAttribute("data-coach-first-ms")
        self.offered = None
        put(self.browser.root.dataset, "coach", "searching")
        self.tell(self.title(), "Looking back for the last position a win existed from\u2026")
        if self.rewind_asked is not None:
            # The first slice once the sheet is drawn: not in the time of the tap that lost.
            self.browser.after_paint(self.guarded(self.think_back))

    def title(self) -> str:
        game = self.session.game
        if game.status == "lost":
            if game.legal_moves():  # moves that only go back and forth (the rules' is_lost)
                return "No card can reach a foundation any more: this game is lost."
            return "No move is left: this game is lost."
        return "No win exists from here."

    def think_back(self) -> None:
        from engine.solver.coach import Rewind  # the solver, once first needed

        game = self.session.game
        if self.asked_at is not game.table or (self.rewind is None and self.rewind_asked is None):
            return  # a move was made meanwhile
        if self.rewind is None:
            self.rewind = Rewind(game, self.rewind_asked, PER_POSITION, BUDGET)
            self.rewind_asked = None
        search = self.rewind
        if not search.think(SLICE):
            # The next slice in idle time, as the first: the player did not ask for this
            # search, and a tap, its frame and the glide go first (a lost game whose
            # cards still go to and fro looks back again after every move).
            self.browser.after_paint(self.guarded(self.think_back))
            self.tell_so_far(search.so_far())
            return
        self.conclude(search.answer)

    def answered(self, answer: dict) -> None:
        """The worker's answer: a win found while it goes on, or its last."""
        if "failed" in answer:  # the worker stopped: the page looks back itself
            if self.asked_at is self.session.game.table:
                self.asked_id = None
                self.look_back(self.known_lost)
            return
        if "error" in answer:  # shown by the remote
            self.asked_id = None
            put(self.browser.element("coach"), "hidden", True)
            return
        line = tuple(Move.from_list(m) for m in answer["line"])
        found = Answer(answer["status"], answer["moves_back"], answer["exact"], line)
        self.known = found
        self.unseen = bool(answer.get("unseen"))
        if not answer["done"]:
            self.tell_so_far(found)
            return
        self.asked_id = None
        self.conclude(found)

    def conclude(self, answer: Answer) -> None:
        root = self.browser.root
        self.mark_first_answer(answer)
        root.dataset.coachMs = str(round(self.browser.now() - self.started))  # for the bench
        root.dataset.coach = answer.status
        title = self.title()
        if answer.status == "never":
            self.tell(title, "No win was ever possible in this deal: the solver proved it.")
        elif answer.status == "timeout":
            self.tell(title, "The solver found no position with a win within its time.")
        elif answer.moves_back == 0:
            self.line = answer.line or None
            self.tell("A win is still possible from here.", "", None)
        else:
            back = answer.moves_back
            later = "" if answer.exact else " (later positions were not decided in the time)"
            text = f"A win was possible {counted(back, 'move')} ago{later}."
            if self.cards_unseen(back):
                text += KNOWS
            self.tell(title, text, back)

    def tell_so_far(self, answer) -> None:
        """While the search goes on, a win it has found already is offered at once (a
        later one may still come): long games may take the whole time to decide."""
        if answer.status != "found" or answer.moves_back == self.offered:
            return
        self.offered = answer.moves_back
        self.mark_first_answer(answer)
        back = answer.moves_back
        text = f"A win was possible {counted(back, 'move')} ago; looking for a later one\u2026"
        self.tell(self.title(), text, back)

    def mark_first_answer(self, answer) -> None:
        """The time until the sheet first answered, for the bench (``data-coach-first-ms``)."""
        root = self.browser.root
        if answer.status != "searching" and not root.hasAttribute("data-coach-first-ms"):
            root.dataset.coachFirstMs = str(round(self.browser.now() - self.started))

    def cards_unseen(self, back: int) -> bool:
        """Whether the position ``back`` moves ago had cards the player could not see
        (the pack in hand, cards lying face down in a pile): then the solver's win used
        what the player could not know."""
        if self.rewind is None:  # the worker's search: its answer says
            return self.unseen
        tables = self.rewind.tables
        return cards_unseen(self.session.game.rules, tables[len(tables) - 1 - back])

    def tell(self, title: str, text: str, back: int | None = None) -> None:
        """Show the sheet: ``back`` offers to go back that many moves; a game with no move
        left offers Undo, Restart and New deal; a win known from here offers Show me."""
        element = self.browser.element
        put(element("coach"), "hidden", False)
        put(element("coach-title"), "textContent", title)
        put(element("coach-text"), "textContent", text)
        button = element("coach-back")
        put(button, "hidden", back is None)
        if back is not None:
            button.dataset.back = str(back)
            button.textContent = f"Back {counted(back, 'move')}"
            # The name starts with the words shown, so a voice command of them reaches it.
            button.setAttribute(
                "aria-label", f"Back {counted(back, 'move')}, to a winnable position"
            )
        put(element("coach-lost"), "hidden", self.session.game.status != "lost")
        put(element("show-me"), "hidden", self.line is None)

    def go_back(self, turns) -> None:
        answer = self.rewind.so_far() if self.rewind else self.known
        if answer is None or answer.status != "found":
            return
        back, line = answer.moves_back, answer.line
        game = self.session.game

        def undo_back() -> None:
            for _ in range(back):
                game.undo()

        self.forget()
        turns.step(undo_back)
        self.asked_at = game.table
        self.line = tuple(line) if line else None
        self.browser.root.dataset.coach = "back"
        self.tell(
            f"Back {counted(back, 'move')}: a win exists from here.",
            "Play on, or let the solver show you the win.",
        )

    def show_me(self) -> None:
        """Show me, from the sheet: the win known from here, else one looked for."""
        game = self.session.game
        known = self.line if self.asked_at is game.table else None
        self.browser.element("coach").hidden = True
        self.showing.show_me(known)
