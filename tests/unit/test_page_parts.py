"""The page's parts without a browser (a stand-in from ``fakedom``): the game under way,
gestures, keys, the hint's slices, the statistics and settings panels, the buttons, the
link, and errors.  What is checked is what a player would see or keep."""

import json
import sys
import types

import pytest

import engine
from engine.solver.winnable import next_winnable
from tests.unit.fakedom import Element, FakeBrowser, Nodes
from ui.coach.hinting import HINT_SECONDS, HINT_SLICE, Hinting
from ui.input.gestures import (
    DOUBLE_TAP_MS,
    DRAG_THRESHOLD,
    GHOST_CLICK_MS,
    GHOST_CLICK_PX,
    Gestures,
)
from ui.input.keyboard import PANELS, Keyboard
from ui.input.turns import Turns
from ui.navigation import Navigation
from ui.panels.errors import Errors, details_of
from ui.panels.messages import Messages
from ui.panels.settingspanel import SettingsPanel, motion_of
from ui.panels.statspanel import EXPORT_NAME, StatsPanel
from ui.state.records import Records
from ui.state.session import Session
from ui.state.storage import MemoryBackend, Store
from ui.table.renderer import actions_html


class Drawing:
    """The renderer's part the others use: counts the drawings and forgets piles."""

    def __init__(self) -> None:
        self.pile_elements: dict[str, Element] = {}
        self.drawings = 0
        self.forgotten: list[str] = []
        self.table = Element("table")
        self.view = None
        self.names: dict[str, str] = {}

    def render(self, selection=None, full: bool = False) -> None:
        self.drawings += 1
        self.selection = selection

    def forget(self, pile_id: str) -> None:
        self.forgotten.append(pile_id)

    def card_rects(self, move):
        return None

    def glide(self, move, before) -> None:
        pass

    def show_game(self) -> None:
        self.render(full=True)

    def face_count(self, pile: str) -> int:
        return 0


def make_session(browser=None, store=None, game_id="fortress", deal=38):
    browser = browser or FakeBrowser()
    messages = Messages(browser)
    session = Session(browser, store or Store(MemoryBackend()), messages.say)
    session.open(game_id, deal)
    return browser, messages, session


def said(browser: FakeBrowser) -> str:
    return browser.element("message").textContent


# The game under way ------------------------------------------------------------------------
def test_opening_a_game_resumes_its_save_or_deals_the_deal_asked_for():
    store = Store(MemoryBackend())
    browser, _, session = make_session(store=store)
    game = session.game
    assert (game.game_id, game.deal) == ("fortress", 38)
    assert session.token == f"38@{browser.epoch}"
    game.play(game.legal_moves()[0])
    session.keep()
    session.count()
    _, _, again = make_session(store=store, deal=None)
    assert again.game.moves == game.moves  # the saved game, not a new deal
    assert again.token == session.token  # and the same game for the statistics
    _, _, other = make_session(store=store, deal=39)
    assert other.game.deal == 39 and not other.game.moves


def test_a_new_deal_is_random_or_the_next_winnable_one():
    browser, _, session = make_session()
    browser.chance = 1233
    assert session.new_deal_number("fortress") == 1234
    session.settings = session.settings.changed(winnable_only=True)
    assert session.new_deal_number("fortress") == next_winnable("fortress", 38)
    # The solver's list is of deals played by the book: not offered for a variant's.
    deal = session.new_deal_number("blockade", "blockade-strict")
    assert deal == 1234 and "played by the book only" in said(browser)


def test_the_clock_runs_from_the_first_move_while_the_page_is_seen():
    browser, _, session = make_session()
    shown = []
    session.show_time = shown.append
    session.tick()
    browser.time += 5000
    assert session.seconds() == 0.0  # no move yet
    session.game.play(session.game.legal_moves()[0])
    session.count()
    browser.time += 3000
    assert session.seconds() == pytest.approx(3.0)
    browser.is_hidden = True
    session.tick()
    browser.time += 60_000
    assert session.seconds() == pytest.approx(3.0) and shown[-1] == pytest.approx(3.0)
    assert session.records.of("fortress").played == 1


def test_auto_play_makes_the_safe_plays_only_when_asked():
    _, _, session = make_session()
    assert session.autoplay() == 0 and not session.game.moves
    session.settings = session.settings.changed(autoplay=True)
    made = session.autoplay()
    assert made >= 1 and len(session.game.moves) == made
    assert session.game.safe_move() is None


# A move's way: gestures and keys ------------------------------------------------------------
class Recorder:
    """Turns' stand-in: the outcomes handed on, and the steps taken."""

    def __init__(self) -> None:
        self.outcomes = []
        self.steps = []

    def after(self, outcome) -> None:
        self.outcomes.append(outcome)

    def step(self, action) -> None:
        self.steps.append(action.__name__)
        action()


def pile_with_faces(pile_id: str, count: int) -> tuple[Element, list[Element]]:
    pile = Element(pile_id)
    pile.dataset.pile = pile_id
    faces = [Element(f"{pile_id}-{n}") for n in range(count)]
    for place, face in enumerate(faces):
        face.setAttribute("data-card", "x")
        face.dataset.i = str(place)
        face.parents = {".card": face, "[data-pile]": pile}
    pile.children[".card[data-card]"] = Nodes(faces)
    pile.parents = {"[data-pile]": pile}
    return pile, faces


def pointer(target: Element, x: float = 0, y: float = 0):
    return type("Event", (), {"target": target, "clientX": x, "clientY": y, "button": 0,
                              "pointerId": 1})()  # fmt: skip


def gestures_on(session, browser):
    drawing, recorder = Drawing(), Recorder()
    gestures = Gestures(browser, session, drawing, recorder)
    for pile_id, cards in session.game.piles.items():
        drawing.pile_elements[pile_id] = pile_with_faces(pile_id, len(cards))[0]
    return gestures, drawing, recorder


def test_a_tap_on_a_card_then_on_a_pile_plays_the_move():
    browser, _, session = make_session()
    gestures, drawing, recorder = gestures_on(session, browser)
    move = next(m for m in session.game.legal_moves() if m.target.startswith("tableau"))
    card = drawing.pile_elements[move.source].querySelectorAll(".card[data-card]")[-1]
    for target in (card, drawing.pile_elements[move.target]):
        gestures.on_pointer_down(pointer(target))
        gestures.on_pointer_up(pointer(target))
        browser.time += 1000
    first, second = recorder.outcomes
    assert first.played is None and first.selection_changed
    assert second.played == move and session.game.moves == [move]


def test_two_quick_taps_on_a_card_are_a_double_tap_and_two_slow_ones_are_not():
    for pause, double in ((DOUBLE_TAP_MS - 50, True), (DOUBLE_TAP_MS + 50, False)):
        browser, _, session = make_session()
        gestures, drawing, recorder = gestures_on(session, browser)
        up = session.game.safe_move()  # the ace of spades, to its foundation
        card = drawing.pile_elements[up.source].querySelectorAll(".card[data-card]")[-1]
        for _ in range(2):
            gestures.on_pointer_down(pointer(card))
            gestures.on_pointer_up(pointer(card))
            browser.time += pause
        played = [outcome.played for outcome in recorder.outcomes if outcome.played]
        assert played == ([up] if double else [])


def test_the_click_that_follows_a_table_tap_does_not_press_what_the_tap_drew_there():
    # A tap makes its move on pointerup; the browser's click then lands on whatever is
    # under the finger, such as the win panel's "Deal again", drawn by that very move.
    browser, _, session = make_session()
    gestures, drawing, _ = gestures_on(session, browser)
    card = drawing.pile_elements["tableau-1"].querySelectorAll(".card[data-card]")[-1]
    gestures.on_pointer_down(pointer(card, 100, 200))
    gestures.on_pointer_up(pointer(card, 100, 200))
    browser.time += GHOST_CLICK_MS - 100
    assert gestures.is_ghost_click(103, 202)
    assert not gestures.is_ghost_click(103, 202)  # once only: the next click is the player's
    for later, x in ((GHOST_CLICK_MS + 100, 100), (0, 100 + GHOST_CLICK_PX)):
        gestures.on_pointer_down(pointer(card, 100, 200))
        gestures.on_pointer_up(pointer(card, 100, 200))
        browser.time += later
        assert not gestures.is_ghost_click(x, 200)  # too late, or elsewhere: a click


def test_a_press_that_travels_drags_the_cards_and_drops_them_on_a_pile():
    browser, _, session = make_session()
    gestures, drawing, recorder = gestures_on(session, browser)
    move = next(m for m in session.game.legal_moves() if m.target.startswith("tableau"))
    card = drawing.pile_elements[move.source].querySelectorAll(".card[data-card]")[-1]
    gestures.on_pointer_down(pointer(card, 10, 10))
    gestures.on_pointer_move(pointer(card, 10 + DRAG_THRESHOLD - 1, 10))
    assert "dragging" not in card.classList  # not far enough yet
    gestures.on_pointer_move(pointer(card, 60, 40))
    assert "dragging" in card.classList and card.style.transform == "translate(50px, 30px)"
    browser.element_at = lambda x, y: drawing.pile_elements[move.target]
    gestures.on_pointer_up(pointer(card, 60, 40))
    assert [o.played for o in recorder.outcomes] == [move]
    assert drawing.forgotten == [move.source]  # redrawn, so the dragged cards go back


def key_event(key: str, target: Element | None = None, **mods):
    event = type("Key", (), {"key": key, "target": target or Element("body"), "ctrlKey": False,
                             "metaKey": False, "shiftKey": False, "altKey": False})()  # fmt: skip
    event.prevented = False
    event.preventDefault = lambda: setattr(event, "prevented", True)
    for name, value in mods.items():
        setattr(event, name, value)
    return event


def test_keys_undo_redo_ask_for_a_hint_and_escape_closes_the_panels():
    browser, _, session = make_session()
    hints = []
    drawing, recorder = Drawing(), Recorder()
    keyboard = Keyboard(browser, session, drawing, recorder, lambda: hints.append(1))
    session.game.play(session.game.legal_moves()[0])
    event = key_event("u")
    keyboard.on_key(event)
    assert event.prevented and not session.game.moves
    keyboard.on_key(key_event("z", ctrlKey=True, shiftKey=True))
    assert len(session.game.moves) == 1
    keyboard.on_key(key_event("h"))
    assert hints == [1]
    typing = Element("input")
    typing.parents["input, select, textarea, [role=dialog]"] = typing
    keyboard.on_key(key_event("u", typing))  # typed into a field: not a shortcut
    assert len(session.game.moves) == 1
    for panel in PANELS:
        browser.element(panel).hidden = False
    keyboard.on_key(key_event("Escape"))
    assert all(browser.element(panel).hidden for panel in PANELS)
    assert recorder.steps == ["undo", "redo"]


# The hint ------------------------------------------------------------------------------------
def hinting_for(session, browser, messages):
    drawing = Drawing()
    return Hinting(browser, session, drawing, messages, lambda handler: handler), drawing


def test_a_hint_thinks_in_slices_then_names_a_move():
    browser, messages, session = make_session(game_id="clock", deal=81)
    hinting, _ = hinting_for(session, browser, messages)
    hinting.show_hint()
    assert browser.root.dataset.hint == "thinking"
    assert browser.element("hint").getAttribute("aria-busy") == "true"
    hinting.show_hint()  # a second press while thinking changes nothing
    slices = browser.run_soon()
    assert browser.root.dataset.hint == "shown"
    assert not browser.element("hint").hasAttribute("aria-busy")
    assert said(browser)  # the hint, in words
    assert slices <= HINT_SECONDS / HINT_SLICE + 1
    # It stopped with a verdict, or once it had thought for its whole time (how long a
    # slice overruns is the machine's business, not the page's: no bound on it here).
    assert hinting.search.search.done or hinting.search.seconds >= HINT_SECONDS


def test_a_hint_overtaken_by_a_move_is_dropped():
    browser, messages, session = make_session(game_id="clock", deal=81)
    hinting, _ = hinting_for(session, browser, messages)
    hinting.show_hint()  # deal 81 takes the solver seconds: not settled in one slice
    assert browser.root.dataset.hint == "thinking"
    session.game.play(session.game.legal_moves()[0])
    browser.run_soon()
    assert browser.root.dataset.hint == "dropped"
    assert not browser.element("hint").hasAttribute("aria-busy")


# The statistics and settings panels -----------------------------------------------------------
def test_statistics_export_import_and_reset():
    browser, messages, session = make_session()
    panel = StatsPanel(browser, session, messages, lambda handler: handler)
    session.records.first_move("fortress", "1@1")
    panel.export()
    name, text = browser.downloads[0]
    assert name == EXPORT_NAME and Records.from_json(text, engine.GAMES).of("fortress").played
    chooser = Element("stats-import", files=["not json"])
    panel.import_from(chooser)
    assert "Your statistics are unchanged." in said(browser)
    assert session.records.of("fortress").played == 1
    chooser.files = [text.replace('"played": 1', '"played": 5')]
    panel.import_from(chooser)
    assert session.records.of("fortress").played == 5 and "imported" in said(browser)
    assert not browser.element("stats-panel").hidden  # shown with the new figures
    browser.answer = False
    panel.reset()
    assert session.records.of("fortress").played == 5
    browser.answer = True
    panel.reset()
    assert session.records.of("fortress").played == 0
    assert json.loads(session.store._get("statistics"))["games"] == {}


def test_settings_are_read_from_the_panel_kept_and_applied():
    store = Store(MemoryBackend())
    browser, messages, session = make_session(store=store)
    drawing = Drawing()
    panel = SettingsPanel(browser, session, drawing, messages)
    panel.show(True)
    assert browser.element("set-theme").value == "system"
    browser.element("set-theme").value = "dark"
    browser.element("set-motion").value = "reduced"
    browser.element("set-card-size").value = "large"
    browser.element("set-autoplay").checked = True
    browser.element("set-four-colour").checked = True
    panel.on_change()
    assert store.settings() == session.settings and session.settings.theme == "dark"
    assert browser.root.dataset.theme == "dark" and browser.root.dataset.motion == "reduced"
    assert session.settings.four_colour and browser.root.dataset.deck == "four"
    assert session.game.moves  # auto-play, just turned on, made the safe plays
    assert drawing.drawings == 1
    browser.element("set-theme").value = "system"
    panel.on_change()
    assert not hasattr(browser.root.dataset, "theme")  # the system's theme again


def test_motion_follows_the_system_unless_the_player_chose():
    assert motion_of("system", reduced_by_system=False) == "full"
    assert motion_of("system", reduced_by_system=True) == "reduced"
    assert motion_of("full", reduced_by_system=True) == "full"
    assert motion_of("reduced", reduced_by_system=False) == "reduced"


# Buttons, links, the way of a move, errors ------------------------------------------------------
def test_the_buttons_offer_each_move_deal_on_and_finish():
    move = engine.Move("refill", None, None, label="Refill the packets")
    html = actions_html([move], deal_on=True, finish=[1, 2, 3])
    assert 'data-move="0">Refill the packets</button>' in html
    assert "Deal on" in html and "Finish (3 to the foundations)" in html
    assert actions_html([], deal_on=False, finish=None) == ""


def test_a_link_opens_its_deal_and_a_broken_one_keeps_the_game_under_way():
    browser, messages, session = make_session()
    navigation = Navigation(browser, session, Drawing(), messages)
    browser.hash = "#clock/7"
    navigation.open_link(push=False)
    assert (session.game.game_id, session.game.deal) == ("clock", 7)
    browser.hash = "#clock/0"
    navigation.open_link(push=False)
    assert session.game.deal == 7 and "The game under way goes on." in said(browser)
    assert browser.history[-1] == ("replace", "#clock/7")
    navigation.new_deal()
    assert browser.history[-1] == ("push", f"#clock/{browser.chance + 1}")


def test_a_game_not_here_yet_opens_once_fetched_and_a_failed_download_loses_nothing(
    monkeypatch,
):
    # The memory snapshot holds the opening game's module only: another game's comes with
    # python.code, fetched by the browser when the player first opens that game.
    here = {"fortress"}
    monkeypatch.setattr("ui.navigation.importable", lambda game_id: game_id in here)
    browser, messages, session = make_session()
    session.game.play(session.game.legal_moves()[0])
    navigation = Navigation(browser, session, Drawing(), messages)
    browser.hash = "#nestor/3"
    opened = []
    navigation.open_link(push=False, then=lambda: opened.append(session.game.game_id))
    assert "Fetching Nestor" in said(browser) and session.game.game_id == "fortress"
    assert not opened and len(browser.fetches) == 1
    _done, failed = browser.fetches.pop()
    messages.said_now = False
    failed("HTTP 503")
    assert "Nestor could not be downloaded (HTTP 503). The game under way goes on." in said(browser)
    assert session.game.game_id == "fortress" and len(session.game.moves) == 1
    assert browser.hash == "#fortress/38"

    browser.hash = "#nestor/3"
    navigation.open_link(push=False, then=lambda: opened.append(session.game.game_id))
    done, _failed = browser.fetches.pop()
    here.add("nestor")
    done()
    assert (session.game.game_id, session.game.deal) == ("nestor", 3) and opened == ["nestor"]


def test_a_failure_opening_a_fetched_game_reaches_the_page_and_loses_nothing(monkeypatch):
    # The fetched game opens in a promise's callback, outside the page's handlers: the
    # error box shows its failure as it shows any handler's, and the game under way stays.
    here = {"fortress"}
    monkeypatch.setattr("ui.navigation.importable", lambda game_id: game_id in here)
    browser, messages, session = make_session()
    session.game.play(session.game.legal_moves()[0])
    errors = Errors(browser, messages)
    navigation = Navigation(browser, session, Drawing(), messages, errors.guarded)
    browser.hash = "#nestor/3"
    navigation.open_link(push=False)
    done, _failed = browser.fetches.pop()
    here.add("nestor")

    def broken(*_args, **_kwargs):
        raise RuntimeError("the deal could not be made")

    monkeypatch.setattr(session, "open", broken)
    done()
    assert not browser.element("error").hidden
    assert "the deal could not be made" in browser.element("error-text").textContent
    assert session.game.game_id == "fortress" and len(session.game.moves) == 1


def test_a_first_visit_whose_linked_game_cannot_come_opens_the_opening_game(monkeypatch):
    monkeypatch.setattr("ui.navigation.importable", lambda game_id: game_id == "fortress")
    browser = FakeBrowser()
    messages = Messages(browser)
    session = Session(browser, Store(MemoryBackend()), messages.say)
    navigation = Navigation(browser, session, Drawing(), messages)
    browser.hash = "#nestor/3"
    ready = []
    navigation.open_link(push=False, then=lambda: ready.append(True))
    assert session.game is None and not ready
    browser.fetches.pop()[1]("offline")
    assert session.game.game_id == "fortress" and ready == [True]
    assert "Nestor could not be downloaded (offline). Here is Fortress" in said(browser)


def test_a_played_move_is_kept_counted_and_announced():
    store = Store(MemoryBackend())
    browser, messages, session = make_session(store=store)
    drawing = Drawing()
    turns = Turns(session, drawing, messages)
    move = session.game.legal_moves()[0]
    turns.after(session.controller.press(move))
    assert session.records.of("fortress").played == 1
    assert browser.element("announce").textContent
    # Saved once the move is drawn, not in the tap's time.
    assert store.saved_game("fortress")[0].moves == []
    browser.run_soon()
    assert store.saved_game("fortress")[0].moves == [move]
    assert store.records()[0].of("fortress").played == 1
    turns.step(session.game.undo)
    assert not session.game.moves and store.saved_game("fortress")[0].moves == []


def test_a_move_waiting_to_be_saved_is_saved_when_the_page_is_left_or_another_game_opened():
    store = Store(MemoryBackend())
    _, messages, session = make_session(store=store)
    turns = Turns(session, Drawing(), messages)
    move = session.game.legal_moves()[0]
    turns.after(session.controller.press(move))
    session.flush()  # the page is hidden or left before the frame
    assert store.saved_game("fortress")[0].moves == [move]
    other = session.game.legal_moves()[0]
    turns.after(session.controller.press(other))
    session.open("clock", 3)
    assert store.saved_game("fortress")[0].moves == [move, other]
    assert session.game.game_id == "clock"


def test_an_error_in_a_handler_reaches_the_player_with_its_details():
    browser = FakeBrowser()
    messages = Messages(browser)
    errors = Errors(browser, messages)

    def broken():
        raise ValueError("no such move")

    errors.guarded(broken)()
    assert not browser.element("error").hidden
    assert "no such move" in browser.element("error-text").textContent
    assert "ValueError" in browser.element("error-details").textContent
    browser.clipboard_works = False
    errors.copy()
    assert browser.selected is browser.element("error-details")
    assert not browser.element("error-details").hidden
    errors.hide()
    assert browser.element("error").hidden


# The composition root ----------------------------------------------------------------------------
@pytest.fixture
def page_module(monkeypatch):
    """ui.dom, its browser modules stubbed (the parts are handed a FakeBrowser anyway)."""
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_once_callable = ffi.create_proxy = ffi.to_js = lambda *a, **k: None
    ffi.jsnull = None
    pyscript = types.ModuleType("pyscript")
    pyscript.document = pyscript.window = None
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setitem(sys.modules, "pyscript", pyscript)
    for name in ("ui.dom", "ui.browser"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    import ui.dom

    yield ui.dom
    for name in ("ui.dom", "ui.browser"):
        sys.modules.pop(name, None)


def test_the_page_starts_on_the_opening_deal_and_replays_the_taps_made_meanwhile(page_module):
    from ui.state.opening import OPENING_DEAL, OPENING_GAME, opening_hash

    browser = FakeBrowser()
    browser.element("chooser").hidden = False  # early.js opens it on a page with no link
    page = page_module.Page(browser)
    page.start()
    assert browser.root.dataset.ready == "true"
    assert (page.game.game_id, page.game.deal) == (OPENING_GAME, OPENING_DEAL)
    assert browser.hash == opening_hash() and not browser.element("chooser").hidden
    assert browser.element("recent").hidden  # nothing opened before this game
    # Again, with a tap on a card and one on where it goes made before Python started.
    game = engine.new_game(OPENING_GAME, OPENING_DEAL)
    move = next(m for m in game.legal_moves() if m.source and m.target and m.count == 1)
    index = len(game.piles[move.source]) - 1
    browser = FakeBrowser()
    browser.taps = json.dumps(
        [
            {"pile": move.source, "index": index, "card": game.piles[move.source][-1]},
            {"pile": move.target, "index": None, "time": 500},
        ]
    )
    browser.element("chooser").hidden = True  # as index.html has it
    page = page_module.Page(browser)
    page.start()
    assert page.game.moves == [move]
    assert browser.element("moves").textContent == "1 move"
    assert browser.element("chooser").hidden  # the player is already playing


def test_a_game_chosen_before_the_page_was_ready_opens_once_it_is(page_module):
    browser = FakeBrowser()
    browser.hash = "#fortress/38"  # the link the page was opened with
    browser.chosen = "clock"  # picked in early.js's chooser meanwhile
    browser.element("chooser").hidden = True  # closed by the choice
    page = page_module.Page(browser)
    page.start()
    assert page.game.game_id == "clock" and not page.game.moves
    assert browser.hash == f"#clock/{page.game.deal}"
    assert ("push", browser.hash) not in browser.history  # in place of the link
    assert browser.element("chooser").hidden
    # A choice the page does not know (an edited page) is passed over.
    browser = FakeBrowser()
    browser.hash, browser.chosen = "#fortress/38", "no-such-game"
    page = page_module.Page(browser)
    page.start()
    assert (page.game.game_id, page.game.deal) == ("fortress", 38)


def test_an_error_is_reported_even_where_its_sources_cannot_be_read(monkeypatch):
    # Before the page is ready the standard library's zip is a stand-in: reading a source
    # line from it raises more than linecache expects, and the report must not fail in turn.
    import traceback

    def unreadable(*args, **kwargs):
        raise EOFError("EOF read where not expected")

    try:
        {}["missing"]
    except KeyError as caught:
        error = caught
    monkeypatch.setattr(traceback, "format_exception", unreadable)
    details = details_of(error)
    assert "test_an_error_is_reported_even_where_its_sources_cannot_be_read" in details
    assert details.rstrip().endswith("KeyError: 'missing'")
