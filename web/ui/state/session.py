"""The game under way and what the page keeps of it: the engine's game and the
controller over it, the saved game, the clock, the statistics and the settings.

Plain Python over the engine and ``Store``: it touches no element (the browser is asked
only for the time, chance and whether the page is seen), so tests run it as it is.
"""

from __future__ import annotations

from collections.abc import Callable

import engine
from engine.solver.winnable import is_known_winnable, next_winnable
from ui.input.controller import Controller
from ui.state.opening import OPENING_GAME
from ui.state.records import Records, record_key
from ui.state.storage import Store


class Session:
    def __init__(self, browser, store: Store, say) -> None:
        self.browser = browser
        self.store = store
        self.say = say
        self.game: engine.Game | None = None
        self.controller: Controller | None = None
        self.storage_notice_shown = False
        self.records, self.records_problem = store.records()
        self.settings = store.settings()
        self.finish: tuple[object, list | None] = (None, None)  # (table, finishing line)
        # The game under way: a token naming it for the statistics, and its clock.
        self.token = ""
        # The games (tokens) Show me has played in: a win there is not counted (kept with
        # the game's session, so a reload does not forget it).
        self.helped_tokens: set[str] = set()
        self.elapsed = 0.0
        self.running_since: float | None = None
        # A move's save waits for the frame that shows the move (``save_after_frame``);
        # the statistics changed by it are written then too.
        self.save_pending = False
        self.records_unsaved = False
        # Shows the clock's seconds (the renderer's, once the page is wired).
        self.show_time: Callable[[float], None] = lambda seconds: None

    # Opening a game ----------------------------------------------------------------------
    def last_game(self) -> str:
        return self.game.game_id if self.game else self.store.last_game() or OPENING_GAME

    def open(
        self, game_id: str, deal: int | None, resume: bool = True, variant: str | None = None
    ) -> None:
        """Open a game: its saved game when that is the deal and reading asked for (or no
        deal was named), else a new deal of ``variant`` (a random one when none was named)."""
        self.flush()  # the game left behind is saved as it was left
        game = None
        if resume:
            saved, problem = self.store.saved_game(game_id)
            if problem:
                self.say(problem)
            if saved is not None and (
                deal is None or (deal, variant) == (saved.deal, saved.variant)
            ):
                game = saved
        if game is None:
            if deal is None:
                deal = self.new_deal_number(game_id, variant)
            game = engine.new_game(game_id, deal, variant)
        if self.game is not None:
            self.tick(stop=True)
        self.game = game
        deal = game.deal
        self.controller = Controller(self.game)
        session = self.store.session(game_id)
        if game.moves and session.get("token", "").startswith(f"{deal}@"):
            self.token, self.elapsed = session["token"], session["seconds"]
            if session["helped"]:  # Show me played in it, before the page was reloaded
                self.helped_tokens.add(self.token)
        else:
            self.token, self.elapsed = f"{deal}@{self.browser.epoch_ms()}", 0.0
        self.running_since = None
        self.keep()

    def new_deal_number(self, game_id: str, variant: str | None = None) -> int:
        """A random deal, or with "Winnable deals only" the next one the solver has
        won after the deal in hand (round to the first after the last).  The solver's
        list is of deals played by the book: a variant's new deal is a random one."""
        if self.settings.winnable_only:
            name = engine.game_name(game_id)
            if variant is not None:
                self.say(
                    f"The solver has won deals of {name} played by the book only: "
                    "here is a random deal of this variant."
                )
                return self.browser.random_below(engine.MAX_DEAL) + 1
            current = self.game.deal if self.game and self.game.game_id == game_id else 0
            deal = next_winnable(game_id, current)
            if deal is not None:
                return deal
            self.say(f"The solver has not yet won any deal of {name}: here is a random deal.")
        return self.browser.random_below(engine.MAX_DEAL) + 1

    def known_winnable(self) -> bool:
        game = self.game
        return is_known_winnable(game.game_id, game.deal, game.variant)

    # Playing -----------------------------------------------------------------------------
    def autoplay(self) -> int:
        """With auto-play on, the plays that can never hurt, one after another."""
        made = 0
        while self.settings.autoplay and made < 200:
            move = self.game.safe_move()
            if move is None:
                break
            self.game.play(move)
            made += 1
        return made

    def finishing_line_known(self) -> bool:
        """Whether ``finishing_line`` has been found for the table as it is (else it costs
        the engine a search)."""
        return self.finish[0] is self.game.table

    def finishing_line(self) -> list | None:
        table = self.game.table
        if self.finish[0] is not table:
            self.finish = (table, self.game.finishing_line())
        return self.finish[1]

    def keep(self) -> None:
        """Save the game in progress; say once if this browser cannot keep it."""
        problem = self.store.keep(self.game)
        if problem and not self.storage_notice_shown:
            self.storage_notice_shown = True
            self.say(problem)

    # The clock and the statistics --------------------------------------------------------
    def seconds(self) -> float:
        if self.running_since is None:
            return self.elapsed
        return self.elapsed + (self.browser.now() - self.running_since) / 1000

    def tick(self, stop: bool = False) -> None:
        """Run the clock while a game is under way and the page is seen; show the time."""
        running = (
            not stop
            and self.game is not None
            and bool(self.game.moves)
            and self.game.status == "playing"
            and not self.browser.hidden()
        )
        if running and self.running_since is None:
            self.running_since = self.browser.now()
        elif not running and self.running_since is not None:
            self.elapsed = self.seconds()
            self.running_since = None
            self.keep_session()
        self.show_time(self.seconds())

    def count(self, save: bool = True) -> None:
        """After a move: the first move makes the game played; a win is recorded.  The
        statistics and the clock are written at once, or with ``save`` false at the next
        ``save``."""
        game_id = record_key(self.game.game_id, self.game.variant)  # a variant counts apart
        if self.token in self.helped_tokens:
            self.tick()
            return
        changed = self.records.first_move(game_id, self.token)
        score = self.game.rules.score(self.game.table)
        if score is not None:
            self.records.scored(game_id, score, fresh=changed)
            changed = True
        self.tick()
        if self.game.status == "won":
            self.records.won(game_id, self.token, self.seconds(), len(self.game.moves))
            changed = True
        self.records_unsaved |= changed
        if save:
            self.save()

    def rescore(self) -> None:
        """After an undo or a redo: the running score total follows the game under way
        (a game that keeps a score), as it does after a move."""
        game = self.game
        score = game.rules.score(game.table) if game is not None else None
        key = record_key(game.game_id, game.variant) if game is not None else ""
        if score is None or self.token in self.helped_tokens:
            return
        if self.records.under_way.get(key) == self.token:
            self.records.scored(key, score, fresh=False)
            self.records_unsaved = True

    def save(self) -> None:
        """Write the game, the statistics changed since they were last written, and the
        game's clock."""
        self.save_pending = False
        self.keep()
        if self.records_unsaved:
            self.records_unsaved = False
            self.store.keep_records(self.records)
        self.keep_session()

    def save_after_frame(self) -> None:
        """Save once the browser has drawn the move: the writes (the whole game as JSON,
        into storage) then cost the player no time between a tap and its card moving.
        ``flush`` saves at once what is still waiting (the page is hidden or left)."""
        if not self.save_pending:
            self.save_pending = True
            self.browser.after_paint(self.flush)

    def flush(self) -> None:
        if self.save_pending:
            self.save()

    def keep_session(self) -> None:
        helped = self.token in self.helped_tokens
        self.store.keep_session(self.game.game_id, self.token, self.seconds(), helped)

    def replace_records(self, records: Records) -> None:
        self.records = records
        self.store.keep_records(records)

    def change_settings(self, **values) -> str:
        """Change and keep the settings; a sentence when they cannot be kept."""
        self.settings = self.settings.changed(**values)
        return self.store.keep_settings(self.settings)
