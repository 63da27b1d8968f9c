"""The DOM adapter: the only module that touches the browser.

It draws the view model, turns pointer events into the controller's gestures (tap, drag,
double tap) and wires the toolbar, the URL hash and the messages.  Drawing is
incremental: a pile is redrawn only when what it shows has changed.
"""

from __future__ import annotations

import contextlib
import traceback
from html import escape
from typing import TYPE_CHECKING

from pyodide.ffi import create_once_callable, create_proxy, to_js

try:  # Pyodide 0.28 and later hand JavaScript's null over as jsnull, not None.
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover - older Pyodide
    jsnull = None
from pyscript import document, window

import engine
from engine.solver.winnable import is_known_winnable, next_winnable
from ui.access import DIRECTIONS, available_cards, move_advice, move_sentence, neighbour
from ui.controller import Controller, Outcome
from ui.links import format_hash, parse_hash
from ui.markup import cards_html, pile_aria_label, pile_class, pile_html
from ui.records import Records
from ui.statsview import clock_text, stats_html
from ui.storage import Store
from ui.view import PileView, table_view

if TYPE_CHECKING:  # imported when first asked for: the first table does not need them
    from engine.solver.hints import HintSearch

DEFAULT_GAME = "fortress"
DRAG_THRESHOLD = 8  # pixels a pointer travels before a press becomes a drag
DOUBLE_TAP_MS = 350
# A hint thinks in slices of this many seconds, handing the browser back in between,
# and answers once it has thought for HINT_SECONDS in all (or sooner with a verdict).
HINT_SLICE = 0.03
HINT_SECONDS = 0.2


def absent(node) -> bool:
    """Whether a DOM lookup found nothing (JavaScript null or undefined)."""
    return node is None or node is jsnull


def element(element_id: str):
    return document.getElementById(element_id)


class Page:
    def __init__(self) -> None:
        self.game: engine.Game | None = None
        self.controller: Controller | None = None
        self.table = element("table")
        self.pile_elements: dict[str, object] = {}
        self.drawn: dict[str, tuple] = {}
        self.press: dict | None = None
        self.last_tap: tuple[str, int, float] | None = None
        self.message_timer = None
        self.said_now = False  # a message was said during this handler (or the start-up)
        self._proxies = []  # keep event proxies alive for the page's lifetime
        self.store = Store(self.local_storage())
        self.storage_notice_shown = False
        self.records, self.records_problem = self.store.records()
        self.settings = self.store.settings()
        self.view = None  # the table as last drawn
        self.focus_key: tuple[str, int | None] | None = None  # keyboard focus on the table
        self.finish: tuple[object, list | None] = (None, None)  # (table, finishing line)
        # The game under way: a token naming it for the statistics, and its clock.
        self.token = ""
        self.elapsed = 0.0
        self.running_since: float | None = None
        self.hinting: HintSearch | None = None  # the hint's search, kept to go on with
        self.hint_budget = 0.0

    @staticmethod
    def local_storage():
        try:  # reading localStorage itself throws where storage is blocked
            return window.localStorage
        except Exception:
            return None

    # Wiring --------------------------------------------------------------------------
    def guarded(self, handler):
        """Run a handler so that a Python error shows on the page and loses nothing."""

        def run(*args):
            self.said_now = False
            try:
                handler(*args)
            except Exception as error:  # every failure must reach the player
                self.show_error(error)

        return run

    def wire(self) -> None:
        """Listen to the page through one proxy: every call from Python into the browser
        costs the start-up time, and one listener per button took some thirty."""
        self.clicks = {  # a button's id: what a click on it does
            "undo": lambda: self.step(self.game.undo),
            "redo": lambda: self.step(self.game.redo),
            "new": lambda: self.open(self.game.game_id, None, False),
            "restart": lambda: self.step(self.game.restart),
            "games": lambda: self.show_chooser(True),
            "chooser-close": lambda: self.show_chooser(False),
            "rules": lambda: self.show_rules(True),
            "rules-close": lambda: self.show_rules(False),
            "hint": self.show_hint,
            "stats": lambda: self.show_stats(True),
            "stats-close": lambda: self.show_stats(False),
            "stats-export": self.export_stats,
            "stats-reset": self.reset_stats,
            "win-new": lambda: self.open(self.game.game_id, None, False),
            "error-close": self.hide_error,
            "error-copy": self.copy_error,
            "settings": lambda: self.show_settings(True),
            "settings-close": lambda: self.show_settings(False),
        }
        self.handlers = {  # an event's type: what it does
            "pointerdown": self.on_pointer_down,
            "pointermove": self.on_pointer_move,
            "pointerup": self.on_pointer_up,
            "pointercancel": self.on_pointer_cancel,
            "click": self.on_click,
            "change": self.on_change,
            "keydown": self.on_key,
            "visibilitychange": lambda event: self.tick(),
            "hashchange": lambda event: self.open_link(push=False),
            "resize": lambda event: self.render(full=True),
        }
        proxy = create_proxy(self.guarded(lambda event: self.handlers[event.type](event)))
        self._proxies.append(proxy)
        for event in ("pointerdown", "pointermove", "pointerup", "pointercancel"):
            self.table.addEventListener(event, proxy)
        for event in ("click", "change", "keydown", "visibilitychange"):
            document.addEventListener(event, proxy)
        for event in ("hashchange", "resize"):
            window.addEventListener(event, proxy)
        self._interval = create_proxy(self.guarded(lambda: self.tick()))
        window.setInterval(self._interval, 1000)

    def on_click(self, event) -> None:
        button = event.target.closest("button")
        if absent(button):
            return
        action = self.clicks.get(button.id)
        if action is not None:
            action()
        elif not absent(button.closest("#game-list")):
            self.on_choose(button)
        elif not absent(button.closest("#actions")):
            self.on_action(button)

    def on_change(self, event) -> None:
        target = event.target
        if target.id == "stats-import":
            self.import_stats(target)
        elif not absent(target.closest("#settings-panel")):
            self.on_setting()

    def start(self) -> None:
        self.wire()
        self.apply_settings()
        # The deal drawn into index.html at build time, and the taps made on it meanwhile.
        from ui.prerender import start_page

        first_visit = start_page(self)
        if self.records_problem:
            self.say(self.records_problem)
        document.documentElement.dataset.ready = "true"
        if first_visit:
            self.show_chooser(True)

    # Games ---------------------------------------------------------------------------
    def open_link(self, push: bool) -> None:
        link = parse_hash(window.location.hash, engine.GAMES)
        game = self.game
        if game and (link.game_id, link.deal) == (game.game_id, game.deal):
            return
        if game and link.deal is None and link.game_id in (None, game.game_id):
            # A broken link, or one naming no deal, leaves the game under way as it is
            # (reopening it from storage would lose it where storage does not work).
            if link.problem:
                self.say(f"{link.problem} The game under way goes on.")
            window.history.replaceState(None, "", format_hash(game.game_id, game.deal))
            return
        current = game.game_id if game else self.store.last_game() or DEFAULT_GAME
        # The broken link's history entry is replaced, so Back does not lead to it again.
        self.open(link.game_id or current, link.deal, replace=bool(link.problem))
        if link.problem:
            name = self.game.rules.name
            self.say(f"{link.problem} Here is {name}, deal {self.game.deal}, instead.")

    def open(
        self, game_id: str, deal: int | None, resume: bool = True, replace: bool = False
    ) -> None:
        """Open a game: its saved game when that is the deal asked for (or no deal was
        named), else a new deal (a random one when none was named)."""
        game = None
        if resume:
            saved, problem = self.store.saved_game(game_id)
            if problem:
                self.say(problem)
            if saved is not None and deal in (None, saved.deal):
                game = saved
        if game is None:
            if deal is None:
                deal = self.new_deal_number(game_id)
            game = engine.new_game(game_id, deal)
        if self.game is not None:
            self.tick(stop=True)
        self.game = game
        deal = game.deal
        self.controller = Controller(self.game)
        session = self.store.session(game_id)
        if game.moves and session.get("token", "").startswith(f"{deal}@"):
            self.token, self.elapsed = session["token"], session["seconds"]
        else:
            self.token, self.elapsed = f"{deal}@{int(window.Date.now())}", 0.0
        self.running_since = None
        self.keep()
        wanted = format_hash(game_id, deal)
        if replace:
            window.history.replaceState(None, "", wanted)
        elif window.location.hash != wanted:
            window.history.pushState(None, "", wanted)
        element("games").textContent = self.game.rules.name
        games = element("game-list")
        for button in games.querySelectorAll("button[aria-current=true]"):
            button.setAttribute("aria-current", "false")
        games.querySelector(f'button[data-game="{game_id}"]').setAttribute("aria-current", "true")
        element("deal").textContent = f"Deal {deal}"
        element("winnable").hidden = not is_known_winnable(game_id, deal, game.variant)
        document.title = f"{self.game.rules.name}, deal {deal} - Cadogan's Patience"
        self.render(full=True)

    def new_deal_number(self, game_id: str) -> int:
        """A random deal, or with "Winnable deals only" the next one the solver has
        won after the deal in hand (round to the first after the last)."""
        if self.settings.winnable_only:
            current = self.game.deal if self.game and self.game.game_id == game_id else 0
            deal = next_winnable(game_id, current)
            if deal is not None:
                return deal
            name = engine.GAMES[game_id].name
            self.say(f"The solver has not yet won any deal of {name}: here is a random deal.")
        return int(window.Math.floor(window.Math.random() * engine.MAX_DEAL)) + 1

    def show_chooser(self, visible: bool) -> None:
        element("chooser").hidden = not visible
        if visible:
            element("game-list").querySelector("button[aria-current=true]").focus()

    def show_rules(self, visible: bool) -> None:
        panel = element("rules-panel")
        panel.hidden = not visible
        if visible:
            from ui.rulesview import diagram_svg, legend_html, rules_html

            rules = self.game.rules
            plan = rules.plan_for(1.4)
            element("rules-title").textContent = rules.name
            element("rules-diagram").innerHTML = diagram_svg(plan)
            element("rules-legend").innerHTML = legend_html(plan)
            element("rules-text").innerHTML = rules_html(rules.rules_text)
            element("rules-close").focus()

    def show_hint(self) -> None:
        """Ask the solver, a slice of time at a time so the page never freezes; asking
        again from the same position goes on with the same search."""
        if document.documentElement.getAttribute("data-hint") == "thinking":
            return  # a second press while thinking changes nothing
        from engine.solver.hints import HintSearch

        if self.hinting is not None and self.hinting.is_for(self.game):
            if not self.hinting.search.done:
                self.hint_budget = self.hinting.seconds + HINT_SECONDS
        else:
            self.hinting = HintSearch(self.game)
            self.hint_budget = HINT_SECONDS
        element("hint").setAttribute("aria-busy", "true")
        document.documentElement.dataset.hint = "thinking"
        self.think()

    def think(self) -> None:
        try:
            self.think_a_slice()
        except Exception:
            # The error is shown (see guarded); Hint must still answer the next press.
            element("hint").removeAttribute("aria-busy")
            document.documentElement.dataset.hint = "failed"
            raise

    def think_a_slice(self) -> None:
        search = self.hinting
        if search is None or not search.is_for(self.game):
            # A move was made meanwhile: that hint is no longer wanted.
            element("hint").removeAttribute("aria-busy")
            document.documentElement.dataset.hint = "dropped"
            return
        left = self.hint_budget - search.seconds
        if not search.think(min(HINT_SLICE, max(left, 0.0))) and left > HINT_SLICE:
            window.setTimeout(create_once_callable(self.guarded(self.think)), 0)
            return
        element("hint").removeAttribute("aria-busy")
        self.point_at(search.hint())
        document.documentElement.dataset.hint = "shown"

    def point_at(self, advice) -> None:
        self.controller.selection = None
        self.render()
        self.say(advice.told(move_advice))
        move = advice.move
        if move is None:
            return
        for pile_id in (move.source, move.target, *move.more):
            node = self.pile_elements.get(pile_id) if pile_id else None
            if node is None:
                continue
            faces = node.querySelectorAll(".card[data-card]")
            mark = faces.item(faces.length - 1) if faces.length else node
            mark.classList.add("hint")
            self.drawn.pop(pile_id, None)  # the next drawing clears the mark

    def on_choose(self, button) -> None:
        if not button.hasAttribute("data-game"):
            return
        self.show_chooser(False)
        self.open(button.dataset.game, None)

    def step(self, action) -> None:
        action()
        self.controller.selection = None
        self.keep()
        self.tick()
        self.render()

    # The clock and the statistics ----------------------------------------------------
    def seconds(self) -> float:
        if self.running_since is None:
            return self.elapsed
        return self.elapsed + (window.performance.now() - self.running_since) / 1000

    def tick(self, stop: bool = False) -> None:
        """Run the clock while a game is under way and the page is seen; show the time."""
        running = (
            not stop
            and self.game is not None
            and bool(self.game.moves)
            and self.game.status == "playing"
            and document.visibilityState != "hidden"
        )
        if running and self.running_since is None:
            self.running_since = window.performance.now()
        elif not running and self.running_since is not None:
            self.elapsed = self.seconds()
            self.running_since = None
            self.store.keep_session(self.game.game_id, self.token, self.elapsed)
        element("timer").textContent = clock_text(self.seconds())

    def count(self) -> None:
        """After a move: the first move makes the game played; a win is recorded."""
        game_id = self.game.game_id
        changed = self.records.first_move(game_id, self.token)
        self.tick()
        if self.game.status == "won":
            self.records.won(game_id, self.token, self.seconds(), len(self.game.moves))
            changed = True
        if changed:
            self.store.keep_records(self.records)
        self.store.keep_session(game_id, self.token, self.seconds())

    def show_stats(self, visible: bool) -> None:
        element("stats-panel").hidden = not visible
        if visible:
            element("stats-table").innerHTML = stats_html(self.records, engine.GAMES)
            element("stats-close").focus()

    def export_stats(self) -> None:
        options = to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
        blob = window.Blob.new(to_js([self.records.to_json()]), options)
        link = document.createElement("a")
        link.href = window.URL.createObjectURL(blob)
        link.download = "cadogan-patience-statistics.json"
        link.click()
        window.URL.revokeObjectURL(link.href)

    def import_stats(self, chooser) -> None:
        files = chooser.files
        if not files.length:
            return

        def loaded(text) -> None:
            try:
                self.records = Records.from_json(str(text), engine.GAMES)
            except ValueError as problem:
                self.say(f"{problem} Your statistics are unchanged.")
                return
            self.store.keep_records(self.records)
            self.show_stats(True)
            self.say("Statistics imported.")

        proxy = create_proxy(self.guarded(loaded))
        self._proxies.append(proxy)
        files.item(0).text().then(proxy)
        chooser.value = ""

    def reset_stats(self) -> None:
        if window.confirm("Reset the statistics of every game? This cannot be undone."):
            self.records = Records()
            self.store.keep_records(self.records)
            self.show_stats(True)

    def keep(self) -> None:
        """Save the game in progress; say once if this browser cannot keep it."""
        problem = self.store.keep(self.game)
        if problem and not self.storage_notice_shown:
            self.storage_notice_shown = True
            self.say(problem)

    # Gestures ------------------------------------------------------------------------
    def locate(self, event):
        """The pile and card index a pointer event is on (index None: the pile itself)."""
        card = event.target.closest(".card")
        pile_element = event.target.closest("[data-pile]")
        if absent(pile_element):
            return None, None
        pile = pile_element.dataset.pile
        if absent(card) or not card.hasAttribute("data-card"):
            return pile, None
        faces = pile_element.querySelectorAll(".card[data-card]")
        index = next(i for i in range(faces.length) if faces.item(i) == card)
        return pile, index

    def on_pointer_down(self, event) -> None:
        if event.button not in (0, None) or not self.game:
            return
        pile, index = self.locate(event)
        if pile is None:
            return
        self.press = {
            "pile": pile, "index": index, "x": event.clientX, "y": event.clientY,
            "dragging": False, "cards": [],
        }  # fmt: skip
        if index is not None:
            # A synthetic or already finished pointer cannot be captured; that is harmless.
            with contextlib.suppress(Exception):
                event.target.closest(".card").setPointerCapture(event.pointerId)

    def on_pointer_move(self, event) -> None:
        press = self.press
        if not press or press["index"] is None:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["dragging"]:
            if abs(dx) + abs(dy) < DRAG_THRESHOLD:
                return
            if not self.controller.moves_of_card(press["pile"], press["index"]):
                return
            press["dragging"] = True
            faces = self.pile_elements[press["pile"]].querySelectorAll(".card[data-card]")
            press["cards"] = [faces.item(i) for i in range(press["index"], faces.length)]
            for card in press["cards"]:
                card.classList.add("dragging")
        for card in press["cards"]:
            card.style.transform = f"translate({dx}px, {dy}px)"

    def on_pointer_up(self, event) -> None:
        press, self.press = self.press, None
        if not press:
            return
        if press["dragging"]:
            target = document.elementFromPoint(event.clientX, event.clientY)
            pile_element = None if absent(target) else target.closest("[data-pile]")
            pile = None if absent(pile_element) else pile_element.dataset.pile
            self.drawn.pop(press["pile"], None)  # put the dragged cards back in place
            self.after(self.controller.drop(press["pile"], press["index"], pile))
            return
        now = window.performance.now()
        key = (press["pile"], press["index"])
        if (
            press["index"] is not None
            and self.last_tap
            and self.last_tap[:2] == key
            and (now - self.last_tap[2] < DOUBLE_TAP_MS)
        ):
            self.last_tap = None
            self.after(self.controller.double_tap(*key))
            return
        outcome = self.controller.tap(*key)
        # A tap that completed a move never starts a double tap.
        self.last_tap = None if outcome.played else (*key, now)
        self.after(outcome)

    def on_pointer_cancel(self, event) -> None:
        if self.press and self.press["dragging"]:
            self.drawn.pop(self.press["pile"], None)
            self.render()
        self.press = None

    def on_action(self, button) -> None:
        if button.hasAttribute("data-finish"):
            self.finish_game()
            return
        if button.hasAttribute("data-deal-on"):
            self.after(self.controller.deal_on())
            return
        if not button.hasAttribute("data-move"):
            return
        move = self.controller.button_moves()[int(button.dataset.move)]
        self.after(self.controller.press(move))

    def after(self, outcome: Outcome) -> None:
        if outcome.message:
            self.say(outcome.message)
        move = outcome.played
        if move is None:
            self.render()
            return
        before = self.card_rects(move)
        automatic = self.autoplay()
        self.keep()
        self.count()
        self.announce(move_sentence(move), automatic)
        self.render()
        self.glide(move, before)

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

    def finish_game(self) -> None:
        line = self.finishing_line() or []
        for move in line:
            self.game.play(move)
        self.controller.selection = None
        self.keep()
        self.count()
        self.announce(f"Finished: {len(line)} cards played to the foundations.")
        self.render()

    def finishing_line(self) -> list | None:
        table = self.game.table
        if self.finish[0] is not table:
            self.finish = (table, self.game.finishing_line())
        return self.finish[1]

    # Motion --------------------------------------------------------------------------
    def animating(self) -> bool:
        return document.documentElement.dataset.motion == "full"

    def card_rects(self, move) -> list | None:
        """Where the moving cards are on screen before the move is drawn."""
        node = self.pile_elements.get(move.source) if move.source else None
        if node is None or not self.animating():
            return None
        faces = node.querySelectorAll(".card")
        count = min(move.count, faces.length)
        return [faces.item(faces.length - count + i).getBoundingClientRect() for i in range(count)]

    def glide(self, move, before: list | None) -> None:
        """Slide the moved cards from where they were to where they now lie."""
        node = self.pile_elements.get(move.target) if move.target else None
        if not before or node is None:
            return
        faces = node.querySelectorAll(".card")
        if faces.length < len(before):
            return
        for i, old in enumerate(before):
            card = faces.item(faces.length - len(before) + i)
            new = card.getBoundingClientRect()
            card.style.transition = "none"
            card.style.transform = f"translate({old.left - new.left}px, {old.top - new.top}px)"
            card.getBoundingClientRect()  # make the browser take the start position
            card.style.transition = "transform 180ms ease-out"
            card.style.transform = ""

    # Settings ------------------------------------------------------------------------
    def show_settings(self, visible: bool) -> None:
        element("settings-panel").hidden = not visible
        if visible:
            element("set-autoplay").checked = self.settings.autoplay
            element("set-winnable").checked = self.settings.winnable_only
            element("set-card-size").value = self.settings.card_size
            element("set-theme").value = self.settings.theme
            element("set-motion").value = self.settings.motion
            element("set-autoplay").focus()

    def on_setting(self) -> None:
        self.settings = self.settings.changed(
            autoplay=bool(element("set-autoplay").checked),
            winnable_only=bool(element("set-winnable").checked),
            card_size=str(element("set-card-size").value),
            theme=str(element("set-theme").value),
            motion=str(element("set-motion").value),
        )
        problem = self.store.keep_settings(self.settings)
        if problem:
            self.say(problem)
        self.apply_settings()
        if self.settings.autoplay and self.game and self.autoplay():
            self.keep()
            self.count()
        self.render(full=True)

    def apply_settings(self) -> None:
        root = document.documentElement
        if self.settings.theme == "system":
            root.removeAttribute("data-theme")
        else:
            root.dataset.theme = self.settings.theme
        reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        full = self.settings.motion == "full" or (self.settings.motion == "system" and not reduced)
        root.dataset.motion = "full" if full else "reduced"

    # Keyboard ------------------------------------------------------------------------
    def on_key(self, event) -> None:
        key, target = event.key, event.target
        if key == "Escape":
            for panel in ("chooser", "rules-panel", "stats-panel", "settings-panel"):
                element(panel).hidden = True
            if self.controller and self.controller.selection:
                self.controller.selection = None
                self.render()
            return
        if not self.game or not absent(target.closest("input, select, textarea, [role=dialog]")):
            return
        if event.ctrlKey or event.metaKey:
            if key.lower() == "z":
                self.step(self.game.redo if event.shiftKey else self.game.undo)
            elif key.lower() == "y":
                self.step(self.game.redo)
            else:
                return
            event.preventDefault()
            return
        if event.altKey:
            return
        in_table = not absent(target.closest("#table"))
        if in_table and key in DIRECTIONS:
            self.move_focus(key, event.shiftKey)
        elif in_table and key in ("Enter", " ") and self.focus_key:
            self.after(self.controller.tap(*self.focus_key))
        elif in_table and key in ("f", "F") and self.focus_key and self.focus_key[1] is not None:
            self.after(self.controller.double_tap(*self.focus_key))
        elif key in ("u", "U"):
            self.step(self.game.undo)
        elif key in ("y", "Y"):
            self.step(self.game.redo)
        elif key in ("h", "H"):
            self.show_hint()
        elif key == "D" and self.controller.can_deal_on():
            self.after(self.controller.deal_on())
        elif key == "d" and "stock-1" in self.game.piles:
            self.after(self.controller.tap("stock-1", None))
        else:
            return
        event.preventDefault()

    def move_focus(self, key: str, within_pile: bool) -> None:
        pile, index = self.focus_key or (None, None)
        faces = self.face_count(pile) if pile else 0
        if within_pile and pile and key in ("ArrowUp", "ArrowDown") and faces:
            step = -1 if key == "ArrowUp" else 1
            index = max(0, min(faces - 1, (faces - 1 if index is None else index) + step))
        else:
            places = [
                (p.pile, p.x + self.view.card_width / 2, p.y + self.view.card_height / 2)
                for p in self.view.piles
            ]
            pile = neighbour(places, pile, key) or pile
            faces = self.face_count(pile)
            index = faces - 1 if faces else None
        self.focus_key = (pile, index)
        self.put_focus(True)

    def face_count(self, pile: str) -> int:
        node = self.pile_elements.get(pile)
        return node.querySelectorAll(".card[data-card]").length if node is not None else 0

    def put_focus(self, move_it: bool) -> None:
        """Make the focused pile or card the table's one tab stop (and focus it)."""
        if not self.pile_elements:
            return
        if self.focus_key is None or self.focus_key[0] not in self.pile_elements:
            self.focus_key = (next(iter(self.pile_elements)), None)
        pile, index = self.focus_key
        node = self.pile_elements[pile]
        faces = node.querySelectorAll(".card[data-card]")
        if index is not None and index >= faces.length:
            index = faces.length - 1 if faces.length else None
            self.focus_key = (pile, index)
        chosen = node if index is None else faces.item(index)
        for old in self.table.querySelectorAll('[tabindex="0"]'):
            old.setAttribute("tabindex", "-1")
        chosen.setAttribute("tabindex", "0")
        if move_it:
            chosen.focus()

    def announce(self, text: str, automatic: int = 0) -> None:
        if automatic:
            text += f" Auto-play: {automatic} more to the foundations."
        element("announce").textContent = text

    # Drawing -------------------------------------------------------------------------
    def render(self, full: bool = False) -> None:
        """Draw the table: with ``full`` (another game, another size) every pile in one
        write, else only the piles whose drawing has changed."""
        if not self.game:
            return
        self.draw_actions()  # first: where its buttons go changes the room left
        actions = element("actions")
        # On a short screen the buttons stand in a column at the right, beside the table.
        beside = window.getComputedStyle(actions).position == "fixed"
        aside = actions.offsetWidth + 6 if beside and actions.innerHTML else 0
        element("felt").style.paddingRight = f"{aside}px" if aside else ""
        bar = element("bar").offsetHeight + (0 if beside else actions.offsetHeight)
        width = min(window.innerWidth, document.documentElement.clientWidth) - 12 - aside
        felt = window.getComputedStyle(element("felt"))
        sides = (felt.paddingTop, felt.paddingBottom)
        padding = sum(float(side.rstrip("px") or 0) for side in sides)
        height = window.innerHeight - bar - padding
        view = table_view(
            self.game.rules, self.game.piles, width, height, self.settings.max_card_width
        )
        self.view = view
        had_focus = self.table.contains(document.activeElement)
        available = available_cards(self.game.legal_moves())
        style = self.table.style
        style.setProperty("--cw", f"{view.card_width:.1f}px")
        style.setProperty("--ch", f"{view.card_height:.1f}px")
        style.width = f"{view.width:.0f}px"
        style.height = f"{view.height:.0f}px"
        selection = self.controller.selection
        targets = selection.targets if selection else set()
        states = {}
        for pile in view.piles:
            chosen = selection.index if selection and selection.pile == pile.pile else None
            free = tuple((pile.pile, c.code) in available for c in pile.cards)
            states[pile.pile] = (pile, chosen, pile.pile in targets, free)
        if full or not self.pile_elements:
            # One write for the whole table, not a dozen calls into the browser per pile.
            self.table.innerHTML = "".join(pile_html(*state) for state in states.values())
            nodes = self.table.querySelectorAll("[data-pile]")
            self.pile_elements = {}
            for i in range(nodes.length):
                node = nodes.item(i)
                self.pile_elements[node.dataset.pile] = node
            self.drawn = states
        else:
            for pile_id, state in states.items():
                if self.drawn.get(pile_id) != state:
                    self.draw_pile(*state)
                    self.drawn[pile_id] = state
        self.put_focus(had_focus)
        status = self.game.status
        document.documentElement.dataset.status = status
        element("undo").disabled = not self.game.can_undo
        element("redo").disabled = not self.game.can_redo
        element("win").hidden = status != "won"
        element("moves").textContent = f"{len(self.game.moves)} moves"
        element("counters").textContent = " \u00b7 ".join(self.game.rules.counters(self.game.table))

    def draw_pile(
        self, pile: PileView, chosen: int | None, is_target: bool, free: tuple[bool, ...]
    ) -> None:
        """Redraw one pile in its element (kept, with its focus and listeners' target)."""
        node = self.pile_elements[pile.pile]
        node.className = pile_class(pile, is_target)
        node.style.left = f"{pile.x:.1f}px"
        node.style.top = f"{pile.y:.1f}px"
        node.setAttribute("aria-label", pile_aria_label(pile))
        node.innerHTML = cards_html(pile, chosen, free)

    def draw_actions(self) -> None:
        moves = self.controller.button_moves()
        html = "".join(
            f'<button type="button" data-move="{i}">{escape(str(m))}</button>'
            for i, m in enumerate(moves)
        )
        if self.controller.can_deal_on():
            html += (
                '<button type="button" data-deal-on="1" '
                'title="Deal until a card can be played">Deal on</button>'
            )
        line = self.finishing_line()
        if line:
            html += (
                f'<button type="button" class="finish" data-finish="1">'
                f"Finish ({len(line)} to the foundations)</button>"
            )
        box = element("actions")
        if box.innerHTML != html:
            box.innerHTML = html

    # Messages ------------------------------------------------------------------------
    def say(self, text: str) -> None:
        """Show a message for a while.  Messages said by one handler (or the start-up)
        are shown together, so a damaged save and a broken link are both read."""
        box = element("message")
        if self.said_now and box.classList.contains("show") and text not in box.textContent:
            text = f"{box.textContent} {text}"
        self.said_now = True
        box.textContent = text
        box.classList.add("show")
        if self.message_timer is not None:
            window.clearTimeout(self.message_timer)
        self.message_timer = window.setTimeout(
            create_proxy(lambda: box.classList.remove("show")), max(2600, 45 * len(text))
        )

    def show_error(self, error: Exception) -> None:
        details = "".join(traceback.format_exception(error))
        element("error-text").textContent = f"Something went wrong: {error}. Your game is safe."
        element("error-details").textContent = details
        element("error").hidden = False
        window.console.error(details)

    def hide_error(self) -> None:
        element("error").hidden = True

    def copy_error(self) -> None:
        """Copy the details; where the clipboard is refused, show them selected instead,
        and never let a failure here replace the details of the error being reported."""
        details = element("error-details")
        try:
            window.navigator.clipboard.writeText(details.textContent).then(
                create_once_callable(lambda _: self.say("The details are copied.")),
                create_once_callable(lambda _: self.show_details()),
            )
        except Exception:  # no clipboard at all (an old browser, an insecure origin)
            self.show_details()

    def show_details(self) -> None:
        details = element("error-details")
        details.hidden = False
        window.getSelection().selectAllChildren(details)


def start() -> None:
    page = None
    try:
        page = Page()
        page.start()
    except Exception as error:  # show it rather than die silently
        if page is not None:
            page.show_error(error)
        else:  # the page itself could not be set up: still say so
            element("error-text").textContent = f"The page could not start: {error}."
            element("error-details").textContent = "".join(traceback.format_exception(error))
            element("error").hidden = False
        raise
