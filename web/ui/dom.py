"""The page's composition root: ``start`` makes the page's parts, each with one job, and
wires the browser's events to them.

    browser.py              the DOM adapter (the only module importing the browser's modules)
    navigation.py           the link, the chooser, New deal, the rules panel
    state/session.py        the game under way, its save, clock, statistics and settings
    state/opening.py        the opening deal, and the taps made on it before Python started
    table/renderer.py       the view model drawn into the page
    input/turns.py          a move's way: controller outcome -> engine -> save -> drawing
    input/gestures.py       pointer presses: tap, drag, double tap
    input/keyboard.py       keys and the focus on the table
    panels/choices.py       the sheet asking which move, where a gesture names several
    panels/newdeal.py       the New deal panel: any, Easy, Medium or Hard; asks before leaving
    panels/readings.py      the reading played: the book's or a variant, chosen in the rules panel
    panels/chooser.py       the chooser's entries, the player's records, the games played lately
    panels/statspanel.py    the statistics panel (import, export, reset)
    panels/settingspanel.py the settings panel
    panels/messages.py, panels/errors.py  what the page says, and its failures
    coach/remote.py         the solver's worker: a request, its answer, stale ones dropped
    coach/hinting.py        the hint: asked of the worker, or searched here in slices
    coach/coaching.py       a lost game's sheet: back to a winnable position, Show me offered
    coach/showme.py         Show me: the solver's win played move by move, counted apart

A tap reads in one direction: the event (``Gestures``) -> the controller's outcome ->
the engine's move (``Turns``) -> the view model -> the renderer.
"""

from __future__ import annotations

from collections.abc import Callable

from ui.browser import Browser
from ui.coach.coaching import Coaching
from ui.coach.hinting import Hinting
from ui.coach.remote import Remote
from ui.input.gestures import Gestures
from ui.input.keyboard import Keyboard
from ui.input.turns import Turns
from ui.navigation import Navigation
from ui.panels.choices import Choices
from ui.panels.errors import Errors, show_start_failure
from ui.panels.messages import Messages
from ui.panels.newdeal import NewDeal
from ui.panels.readings import Readings
from ui.panels.settingspanel import SettingsPanel
from ui.panels.statspanel import StatsPanel
from ui.state.session import Session
from ui.state.storage import Store
from ui.table.renderer import Renderer


class Page:
    """The parts of the page, and the events that reach them."""

    def __init__(self, browser: Browser) -> None:
        self.browser = browser
        self.messages = messages = Messages(browser)
        self.errors = Errors(browser, messages)
        self.session = session = Session(browser, Store(browser.local_storage()), messages.say)
        self.renderer = renderer = Renderer(browser, session)
        session.show_time = renderer.show_time
        self.choices = Choices(browser)
        self.turns = turns = Turns(session, renderer, messages, self.choices)
        self.remote = Remote(browser, session, self.errors.show_text)
        self.hinting = Hinting(
            browser, session, renderer, messages, self.errors.guarded, self.remote
        )
        self.keyboard = Keyboard(browser, session, renderer, turns, self.hinting.show_hint)
        renderer.on_drawn = self.keyboard.put_focus
        self.gestures = Gestures(browser, session, renderer, turns)
        self.navigation = Navigation(browser, session, renderer, messages, self.errors.guarded)
        self.stats = StatsPanel(browser, session, messages, self.errors.guarded)
        self.settings = SettingsPanel(browser, session, renderer, messages)
        self.coaching = coaching = Coaching(
            browser,
            session,
            renderer,
            messages,
            self.hinting,
            self.navigation,
            self.errors.guarded,
        )
        self.hinting.on_advice = coaching.on_advice
        self.new_deal = NewDeal(browser, session, self.navigation, messages)
        self.readings = Readings(browser, session, self.navigation, self.new_deal, messages)

    # What the opening deal's taps (ui.state.opening) reach ----------------------------------
    @property
    def table(self):
        return self.renderer.table

    @property
    def store(self) -> Store:
        return self.session.store

    @property
    def game(self):
        return self.session.game

    @property
    def controller(self):
        return self.session.controller

    def say(self, text: str) -> None:
        self.messages.say(text)

    def open_link(self, push: bool, then: Callable[[], None] | None = None) -> None:
        self.navigation.open_link(push, then)

    def after(self, outcome) -> None:
        self.turns.after(outcome)

    def choose(self, game_id: str, then: Callable[[], None] | None = None) -> None:
        """Open the game chosen before the page was ready, in place of the address's."""
        self.navigation.open(
            game_id, None, replace=True, variant=self.navigation.reading(game_id), then=then
        )

    # Wiring ------------------------------------------------------------------------------
    def wire(self) -> None:
        """Listen to the page through one proxy: every call from Python into the browser
        costs the start-up time, and one listener per button took some thirty."""
        session, turns, navigation = self.session, self.turns, self.navigation
        stats, settings, gestures = self.stats, self.settings, self.gestures
        coaching, new_deal = self.coaching, self.new_deal
        self.clicks = {  # a button's id: what a click on it does
            "undo": lambda: turns.step(session.game.undo),
            "redo": lambda: turns.step(session.game.redo),
            "new": lambda: new_deal.show(True),
            "new-close": lambda: new_deal.show(False),
            "new-any": lambda: new_deal.deal(None),
            "new-easy": lambda: new_deal.deal("easy"),
            "new-medium": lambda: new_deal.deal("medium"),
            "new-hard": lambda: new_deal.deal("hard"),
            "restart": lambda: turns.step(session.game.restart),
            "games": lambda: navigation.show_chooser(True),
            "chooser-close": lambda: navigation.show_chooser(False),
            "rules": self.show_rules,
            "rules-close": lambda: navigation.show_rules(False),
            "hint": self.hinting.show_hint,
            "stats": lambda: stats.show(True),
            "stats-close": lambda: stats.show(False),
            "stats-export": stats.export,
            "stats-reset": stats.reset,
            "win-new": navigation.new_deal,
            "error-close": self.errors.hide,
            "error-copy": self.errors.copy,
            "settings": lambda: settings.show(True),
            "settings-close": lambda: settings.show(False),
            "coach-back": lambda: coaching.go_back(turns),
            "show-me": coaching.show_me,
            "show-step": coaching.showing.step,
            "show-pause": coaching.showing.pause,
            "show-stop": coaching.showing.stop,
            "coach-close": coaching.close,
            "coach-undo": lambda: turns.step(session.game.undo),
            "coach-restart": lambda: turns.step(session.game.restart),
            "coach-new": lambda: new_deal.show(True),
            "choice-close": self.choices.hide,
        }
        self.handlers = {  # an event's type: what it does
            "pointerdown": gestures.on_pointer_down,
            "pointermove": gestures.on_pointer_move,
            "pointerup": gestures.on_pointer_up,
            "pointercancel": gestures.on_pointer_cancel,
            "click": self.on_click,
            "change": self.on_change,
            "keydown": self.keyboard.on_key,
            "visibilitychange": self.on_visibility,
            "pagehide": lambda event: session.flush(),
            "hashchange": lambda event: navigation.open_link(push=False),
            "resize": lambda event: self.renderer.render(full=True),
        }
        browser, guarded = self.browser, self.errors.guarded
        proxy = browser.kept(guarded(self.on_event))
        pointer = ("pointerdown", "pointermove", "pointerup", "pointercancel")
        browser.listen(self.renderer.table, pointer, proxy)
        browser.listen(browser.document, ("click", "change", "keydown", "visibilitychange"), proxy)
        browser.listen(browser.window, ("hashchange", "resize", "pagehide"), proxy)
        browser.watch_size(browser.element("bar"), guarded(self.renderer.room_changed))
        browser.every(1000, guarded(lambda: session.tick()))

    def on_event(self, event) -> None:
        self.handlers[event.type](event)
        if event.type in ("click", "pointerup", "keydown", "hashchange"):
            self.remote.drop_stale()  # the worker's searches for positions left behind
            self.coaching.refresh()  # the level shown; a blocked game looks back for a win

    def on_visibility(self, event) -> None:
        """The clock stops while the page is not seen; what waits to be saved is saved (a
        phone may close a hidden page without another word)."""
        if self.browser.hidden():
            self.session.flush()
        self.session.tick()

    def on_click(self, event) -> None:
        absent = self.browser.absent
        button = event.target.closest("button")
        if absent(button) or self.gestures.is_ghost_click(event.clientX, event.clientY):
            return
        action = self.clicks.get(button.id)
        if action is not None:
            action()
        elif not absent(button.closest("#chooser")):
            self.navigation.choose(button)  # an entry of the lists of games
        elif not absent(button.closest("#actions")):
            self.on_action(button)
        elif not absent(button.closest("#choice-panel")):
            move = self.choices.chosen(button)
            if move is not None:
                self.after(self.controller.press(move))

    def on_change(self, event) -> None:
        target = event.target
        if target.id == "stats-import":
            self.stats.import_from(target)
        elif target.id == "rules-reading":
            self.readings.choose()
        elif not self.browser.absent(target.closest("#settings-panel")):
            self.settings.on_change()

    def show_rules(self) -> None:
        self.navigation.show_rules(True)
        self.readings.fill()

    def on_action(self, button) -> None:
        if button.hasAttribute("data-finish"):
            self.turns.finish_game()
            return
        if button.hasAttribute("data-deal-on"):
            self.after(self.controller.deal_on())
            return
        if not button.hasAttribute("data-move"):
            return
        move = self.controller.button_moves()[int(button.dataset.move)]
        self.after(self.controller.press(move))

    def start(self) -> None:
        self.wire()
        self.settings.apply()
        # The deal drawn into index.html at build time, and the taps made on it meanwhile.
        from ui.state.opening import start_page  # not needed again once the page has started

        # Ready once the first game is on the table: at once, or once its module has come
        # (a game other than the opening one, on a first visit: ui.navigation).
        start_page(self, self.started)

    def started(self) -> None:
        if self.session.records_problem:
            self.say(self.session.records_problem)
        self.coaching.refresh()
        self.browser.root.dataset.ready = "true"
        # Without a link the chooser opens with the page, shown by early.js as the page is
        # first drawn (and maybe closed since): still open, it gets the player's records.
        self.navigation.chooser_shown()


def start() -> None:
    browser = Browser()
    page = None
    try:
        page = Page(browser)
        page.start()
    except Exception as error:  # show it rather than die silently
        if page is not None:
            page.errors.show(error)
        else:  # the page itself could not be set up: still say so
            show_start_failure(browser, error)
        raise
