"""A stand-in for the browser (``ui.browser.Browser``) and its elements, so the page's
parts run under pytest: elements keep what is written to them, timers wait until a test
runs them, and the clock moves only when a test moves it."""

from __future__ import annotations

import json
from types import SimpleNamespace


class Nodes(list):
    """A NodeList: ``length`` and ``item``, and iterable."""

    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int):
        return self[index]


class ClassList(set):
    def contains(self, name: str) -> bool:
        return name in self

    def remove(self, name: str) -> None:
        self.discard(name)


class Style(SimpleNamespace):
    def setProperty(self, name: str, value: str) -> None:
        setattr(self, name, value)

    def removeProperty(self, name: str) -> None:
        self.__dict__.pop(name, None)


class Element:
    def __init__(self, id: str = "", **attributes) -> None:
        self.id = id
        self.textContent = ""
        self.innerHTML = ""
        self.hidden = False
        self.value = ""
        self.checked = False
        self.dataset = SimpleNamespace()
        self.classList = ClassList()
        self.style = Style()
        self.attributes: dict[str, str] = {}
        self.focused = False
        self.offsetWidth = self.offsetHeight = 0
        self.clientLeft = self.clientTop = 0
        self.parents: dict[str, Element] = {}  # selector -> the element closest() finds
        self.children: dict[str, Nodes] = {}  # selector -> what querySelectorAll finds
        self.__dict__.update(attributes)

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = value

    def getAttribute(self, name: str):
        return self.attributes.get(name)

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)
        if name.startswith("data-"):  # data-x is dataset.x
            self.dataset.__dict__.pop(name[5:], None)

    def hasAttribute(self, name: str) -> bool:
        return name in self.attributes

    def focus(self) -> None:
        self.focused = True

    def closest(self, selector: str):
        return self.parents.get(selector)

    def querySelectorAll(self, selector: str) -> Nodes:
        return self.children.get(selector, Nodes())

    def querySelector(self, selector: str):
        found = self.querySelectorAll(selector)
        return found[0] if found else Element()

    def contains(self, other) -> bool:
        return False

    def getBoundingClientRect(self):
        return SimpleNamespace(left=0, top=0, width=self.offsetWidth, height=self.offsetHeight)

    # The tree, as far as the panels' stacking (ui.panels.stack) walks it.
    parentNode = None

    def appendChild(self, child: Element) -> Element:
        """Put ``child`` last among this element's children (moved if it was one)."""
        self.childNodes = [c for c in getattr(self, "childNodes", []) if c is not child]
        self.childNodes.append(child)
        child.parentNode = self
        return child

    @property
    def lastElementChild(self):
        children = getattr(self, "childNodes", [])
        return children[-1] if children else None

    def isSameNode(self, other) -> bool:
        return self is other


class FakeBrowser:
    def __init__(self) -> None:
        self.elements: dict[str, Element] = {}
        self.root = Element("html")
        self.body = Element("body")  # every element is its child, in the order first asked for
        self.document = SimpleNamespace(title="", activeElement=None)
        self.window = SimpleNamespace()
        self.time = 1000.0  # performance.now(), in milliseconds
        self.epoch = 1_700_000_000_000
        self.chance = 41  # what random_below gives
        self.is_hidden = False
        self.wants_reduced_motion = False
        self.hash = ""
        self.history: list[tuple[str, str]] = []  # ("push" or "replace", hash)
        self.timers: list = []  # handlers waiting for their time
        self.soon_calls: list = []
        self.downloads: list[tuple[str, str]] = []
        self.answer = True  # to confirm()
        self.clipboard_works = True
        self.selected = None
        self.logged: list[str] = []
        self.slides: list[tuple] = []  # (node, dx, dy, milliseconds) of each slide
        self.size_watchers: list[tuple] = []  # (node, handler) of each watch_size
        self.fetches: list[tuple] = []  # (done, failed) of each fetch_code not answered yet
        self.solver: LocalSolver | None = None  # the solver's worker: none unless given

    @staticmethod
    def absent(node) -> bool:
        return node is None

    def element(self, element_id: str) -> Element:
        if element_id not in self.elements:
            self.elements[element_id] = self.body.appendChild(Element(element_id))
        return self.elements[element_id]

    def kept(self, handler):
        return handler

    def listen(self, node, events, proxy) -> None:
        pass

    def every(self, milliseconds, handler) -> None:
        pass

    def watch_size(self, node, handler) -> None:
        self.size_watchers.append((node, handler))

    def soon(self, handler) -> None:
        self.soon_calls.append(handler)

    def after_paint(self, handler) -> None:
        self.soon_calls.append(handler)

    def run_soon(self, most: int = 1000) -> int:
        """Run what was put off, as the browser would, until nothing is left."""
        ran = 0
        while self.soon_calls and ran < most:
            self.soon_calls.pop(0)()
            ran += 1
        return ran

    def after(self, milliseconds, handler):
        self.timers.append((milliseconds, handler))
        return len(self.timers)

    def cancel(self, timer) -> None:
        pass

    @staticmethod
    def local_storage():
        return None

    def now(self) -> float:
        return self.time

    def epoch_ms(self) -> int:
        return self.epoch

    def random_below(self, count: int) -> int:
        return self.chance

    def hidden(self) -> bool:
        return self.is_hidden

    def reduced_motion(self) -> bool:
        return self.wants_reduced_motion

    def location_hash(self) -> str:
        return self.hash

    def replace_hash(self, wanted: str) -> None:
        self.hash = wanted
        self.history.append(("replace", wanted))

    def push_hash(self, wanted: str) -> None:
        self.hash = wanted
        self.history.append(("push", wanted))

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))

    def read_file(self, chooser, handler) -> None:
        if chooser.files:
            handler(chooser.files[0])
            chooser.value = ""

    def confirm(self, question: str) -> bool:
        return self.answer

    def copy_text(self, text: str, done, failed) -> None:
        (done if self.clipboard_works else failed)()

    def select_all(self, node) -> None:
        self.selected = node

    def log_error(self, details: str) -> None:
        self.logged.append(details)

    def slide(self, node, dx: float, dy: float, milliseconds: float) -> None:
        self.slides.append((node, dx, dy, milliseconds))

    def computed_style(self, node):
        return SimpleNamespace(
            position="static",
            paddingTop="6px",
            paddingBottom="6px",
            paddingLeft="6px",
            paddingRight="6px",
            getPropertyValue=lambda name: "",
        )

    def viewport(self) -> tuple[float, float]:
        return 1200.0, 800.0

    def element_at(self, x: float, y: float):
        return None

    def fetch_code(self, done, failed) -> None:
        self.fetches.append((done, failed))

    def solver_state(self) -> str:
        return "none" if self.solver is None else self.solver.state

    def solver_listen(self, handler) -> None:
        self.solver.listener = handler

    def solver_ask(self, message: str) -> bool:
        if self.solver is None or self.solver.state != "ready":
            return False
        self.solver.inbox.append(message)
        return True

    def early_taps(self):
        return self.taps

    taps: str | None = None  # what early.js recorded, as JSON

    def early_choice(self):
        return self.chosen

    chosen: str | None = None  # the game chosen in early.js's chooser


class LocalSolver:
    """The solver's worker, in this process: the messages the page posts wait in ``inbox``
    until ``run`` hands them to the worker's own Python (``ui.coach.desk``) as
    web/solver-worker.js does, a message at a time, with slices of work in between, and
    the answers to the page's listener, as JSON text both ways."""

    def __init__(self) -> None:
        from ui.coach.desk import Desk

        self.desk = Desk()
        self.state = "ready"
        self.inbox: list[str] = []
        self.listener = None
        self.posted: list[dict] = []  # every answer, as the page received it

    def post(self, answers: str) -> None:
        for answer in json.loads(answers):
            self.posted.append(answer)
            self.listener(json.dumps(answer))

    def run(self, slices: int = 10_000, seconds: float = 0.05) -> None:
        """Read the inbox, then work, reading it again between two slices."""
        for _ in range(slices):
            while self.inbox:
                self.post(self.desk.take(self.inbox.pop(0)))
            if not self.desk.busy:
                return
            self.post(self.desk.work(seconds))

    def stop(self, why: str = "crashed") -> None:
        """The worker stops: the page is told, as web/boot.js tells it."""
        self.state = "failed"
        self.listener(json.dumps({"failed": why}))
