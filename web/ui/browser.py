"""The DOM adapter: the only module that imports the browser's own modules (``pyscript``,
``pyodide``).  The page's parts ask it for elements, clocks, timers and files; each part
is handed a ``Browser``, so a test hands it a stand-in and runs without a browser.  The
table's elements are written by the renderer (``ui.table.renderer``, ``ui.table.piledrawing``), the
second adapter: many small writes a tap, each a call into the browser already.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from pyodide.ffi import create_once_callable, create_proxy, to_js

try:  # Pyodide 0.28 and later hand JavaScript's null over as jsnull, not None.
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover - older Pyodide
    jsnull = None
from pyscript import document, window

IDLE_AT_MOST_MS = 500  # how long work put off until after a frame may wait for idle time


class Browser:
    document = document
    window = window

    def __init__(self) -> None:
        self._proxies = []  # keep event proxies alive for the page's lifetime
        self._timings: dict[float, object] = {}  # a slide's timing, by its length
        # The page's elements by id, found once: each look-up is a call into the browser,
        # a dozen of them a move, and no element with an id is ever replaced.
        self._elements: dict[str, object] = {}
        self._idle_options = None  # requestIdleCallback's, where the browser has it
        if hasattr(window, "requestIdleCallback"):
            self._idle_options = to_js(
                {"timeout": IDLE_AT_MOST_MS}, dict_converter=window.Object.fromEntries
            )

    @staticmethod
    def absent(node) -> bool:
        """Whether a DOM lookup found nothing (JavaScript null or undefined)."""
        return node is None or node is jsnull

    # Found once: each step of a path like ``window.performance.now`` is a call into the
    # browser, and the clock and the page's root are read at every tap.
    @cached_property
    def root(self):
        return document.documentElement

    @cached_property
    def _performance(self):
        return window.performance

    def element(self, element_id: str):
        node = self._elements.get(element_id)
        if node is None:
            node = document.getElementById(element_id)
            if not self.absent(node):
                self._elements[element_id] = node
        return node

    def kept(self, handler: Callable) -> object:
        """``handler`` as a JavaScript function kept alive for the page's lifetime."""
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        return proxy

    def listen(self, node, events: tuple[str, ...], proxy) -> None:
        for event in events:
            node.addEventListener(event, proxy)

    def watch_size(self, node, handler: Callable[[], None]) -> None:
        """Call ``handler`` whenever ``node`` is laid out at another size (and once at the
        start): a ``ResizeObserver``, told after the layout, before the frame is drawn."""
        observer = window.ResizeObserver.new(self.kept(lambda entries, observer: handler()))
        observer.observe(node)

    def every(self, milliseconds: int, handler: Callable) -> None:
        self._interval = create_proxy(handler)
        window.setInterval(self._interval, milliseconds)

    def soon(self, handler: Callable) -> None:
        """Call ``handler`` once, after the browser has had its turn."""
        window.setTimeout(create_once_callable(handler), 0)

    def after_paint(self, handler: Callable) -> None:
        """Call ``handler`` once, after the browser has drawn its next frame, when it has
        nothing more pressing to do (an idle callback: a tap waiting is handled first), or
        half a second later at most.  Where there are no idle callbacks (Safari), in a
        task queued as the next frame begins, with no call into Python in the frame."""
        once = create_once_callable(lambda *_: handler())
        if self._idle_options is not None:
            window.requestIdleCallback(once, self._idle_options)
        else:
            window.requestAnimationFrame(window.setTimeout.bind(window, once, 0))

    def after(self, milliseconds: float, handler: Callable) -> object:
        return window.setTimeout(create_proxy(handler), milliseconds)

    def cancel(self, timer) -> None:
        window.clearTimeout(timer)

    @staticmethod
    def local_storage():
        try:  # reading localStorage itself throws where storage is blocked
            return window.localStorage
        except Exception:
            return None

    # Clocks and chance -------------------------------------------------------------------
    def now(self) -> float:
        """Milliseconds, for measuring (``performance.now``)."""
        return self._performance.now()

    @staticmethod
    def epoch_ms() -> int:
        return int(window.Date.now())

    @staticmethod
    def random_below(count: int) -> int:
        return int(window.Math.floor(window.Math.random() * count))

    @staticmethod
    def hidden() -> bool:
        return document.visibilityState == "hidden"

    @staticmethod
    def reduced_motion() -> bool:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)

    # The address -------------------------------------------------------------------------
    @staticmethod
    def location_hash() -> str:
        return window.location.hash

    @staticmethod
    def replace_hash(wanted: str) -> None:
        window.history.replaceState(None, "", wanted)

    @staticmethod
    def push_hash(wanted: str) -> None:
        window.history.pushState(None, "", wanted)

    # Files, dialogs and the clipboard ----------------------------------------------------
    def download(self, name: str, text: str) -> None:
        options = to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
        blob = window.Blob.new(to_js([text]), options)
        link = document.createElement("a")
        link.href = window.URL.createObjectURL(blob)
        link.download = name
        link.click()
        window.URL.revokeObjectURL(link.href)

    def read_file(self, chooser, handler: Callable[[object], None]) -> None:
        """Hand the text of the file picked in ``chooser`` to ``handler``, when read."""
        files = chooser.files
        if not files.length:
            return
        files.item(0).text().then(self.kept(handler))
        chooser.value = ""

    @staticmethod
    def confirm(question: str) -> bool:
        return bool(window.confirm(question))

    @staticmethod
    def copy_text(text: str, done: Callable[[], None], failed: Callable[[], None]) -> None:
        try:
            window.navigator.clipboard.writeText(text).then(
                create_once_callable(lambda _: done()),
                create_once_callable(lambda _: failed()),
            )
        except Exception:  # no clipboard at all (an old browser, an insecure origin)
            failed()

    @staticmethod
    def select_all(node) -> None:
        window.getSelection().selectAllChildren(node)

    @staticmethod
    def log_error(details: str) -> None:
        window.console.error(details)

    # Motion ------------------------------------------------------------------------------
    def slide(self, node, dx: float, dy: float, milliseconds: float) -> None:
        """Move ``node`` from (dx, dy) pixels away back to its place: its transform
        animated (Web Animations), which the browser runs on the compositor, the node on
        a layer of its own while it moves, without laying out or painting the page again
        (nor calling back into Python when it ends)."""
        entries = window.Object.fromEntries
        frames = to_js(
            [{"transform": f"translate({dx:.1f}px, {dy:.1f}px)"}, {"transform": "none"}],
            dict_converter=entries,
        )
        timing = self._timings.get(milliseconds)
        if timing is None:
            timing = self._timings[milliseconds] = to_js(
                {"duration": milliseconds, "easing": "ease-out"}, dict_converter=entries
            )
        node.animate(frames, timing)

    # Measures ----------------------------------------------------------------------------
    @staticmethod
    def computed_style(node):
        return window.getComputedStyle(node)

    @staticmethod
    def viewport() -> tuple[float, float]:
        """The width and height the page may use."""
        return min(window.innerWidth, document.documentElement.clientWidth), window.innerHeight

    @staticmethod
    def element_at(x: float, y: float):
        return document.elementFromPoint(x, y)

    def fetch_code(self, done: Callable[[], None], failed: Callable[[str], None]) -> None:
        """Every module of the page made importable (web/boot.js fetches python.code and
        hands it to the importer, when a restored interpreter has not had it yet), then
        ``done``; or ``failed`` with the reason, when the download failed."""
        take = getattr(window, "cadoganCode", None)
        if take is None:  # a page started otherwise (bare Pyodide): nothing to fetch
            done()
            return

        def reason(error) -> None:
            failed(str(getattr(error, "message", None) or error))

        take().then(create_once_callable(lambda _=None: done()), create_once_callable(reason))

    # The solver's worker (web/boot.js starts it; ui.coach.remote speaks to it) -------------
    @staticmethod
    def solver_state() -> str:
        """How the solver's worker stands: waiting, starting, ready, failed (none: a page
        started otherwise)."""
        solver = getattr(window, "cadoganSolver", None)
        return str(solver.state) if solver is not None else "none"

    def solver_listen(self, handler: Callable[[str], None]) -> None:
        """Hand ``handler`` each message of the worker (JSON text)."""
        window.cadoganSolver.listen(self.kept(handler))

    @staticmethod
    def solver_ask(message: str) -> bool:
        """Post ``message`` (JSON text) to the worker; False where it is not ready."""
        return bool(window.cadoganSolver.ask(message))

    @staticmethod
    def early_taps() -> str | None:
        """The taps made on the drawn deal before Python started (web/early.js)."""
        early = getattr(window, "cadoganEarly", None)
        return early.take() if early is not None else None

    @staticmethod
    def early_choice() -> str | None:
        """The game chosen in the chooser before Python started (web/early.js), if any."""
        early = getattr(window, "cadoganEarly", None)
        chosen = early.chosen() if early is not None else None
        return chosen if isinstance(chosen, str) else None
