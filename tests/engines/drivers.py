"""One browser of each engine behind one small interface, for the engines suite and
bench/startup.py: WebKit (WebKitGTK's MiniBrowser, through its WebDriver and Selenium)
and Gecko (Firefox, over WebDriver BiDi, spoken here directly).

Each driver opens a URL, runs a function in the page and returns its value as JSON,
sends pointer actions at viewport coordinates, and says what went wrong in the page
(its errors, and every request it made to another origin).  Chromium is driven by
Playwright in tests/e2e and needs none of this."""

from __future__ import annotations

import contextlib
import http.server
import json
import os
import queue
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import warnings
from pathlib import Path
from typing import Any

WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
# Debian's MiniBrowser; Playwright's own WebKit is not driven by WebKitWebDriver.
MINIBROWSER = ("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",)
FIREFOXES = ("firefox-esr", "firefox")
WIDTH, HEIGHT = 1280, 800
# Seconds: a browser that has not come up by then is started once more.  On a busy machine
# MiniBrowser was seen never to come up, and WebKitWebDriver then keeps the request for a
# new session waiting for ever (the suite hung there until killed).
START_TIMEOUT = 90
# Seconds for any WebDriver command: longer than a script may run (set_script_timeout).
COMMAND_TIMEOUT = 180

# Run in the page: the source of a function or an expression, with one JSON argument;
# its value (awaited) comes back as JSON text, or the error it threw.
CALL = """
const source = arguments[0], arg = JSON.parse(arguments[1]);
return Promise.resolve().then(() => {
  const value = (%s);
  return typeof value === "function" ? value(arg) : value;
}).then(
  (value) => JSON.stringify({ value: value === undefined ? null : value }),
  (error) => JSON.stringify({ error: String(error && error.stack || error) }),
);
"""

# WebDriver classic reports nothing of WebKit's page errors: a recorder, put into the
# page after each load (an error before that shows in the page's own #error banner, or
# keeps it from getting ready).
RECORD_ERRORS = """
if (!window.engineErrors) {
  window.engineErrors = [];
  addEventListener("error", (e) => engineErrors.push(`${e.message} (${e.filename}:${e.lineno})`));
  addEventListener("unhandledrejection", (e) => engineErrors.push(`unhandled: ${e.reason}`));
}
"""
TAKE_ERRORS = (
    "() => { const seen = window.engineErrors || []; window.engineErrors = []; return seen; }"
)
# The page's own banner for Python's errors (web/ui/dom.py).
BANNER = """() => {
  const banner = document.getElementById("error");
  return banner && !banner.hidden ? document.getElementById("error-details").textContent
    || document.getElementById("error-text").textContent : null;
}"""

# Firefox's own traffic (updates, telemetry, remote settings, safe browsing) is turned
# off: it would only compete with the page for two cores.
FIREFOX_PREFS = {
    "app.normandy.enabled": False,
    "app.shield.optoutstudies.enabled": False,
    "app.update.auto": False,
    "app.update.enabled": False,
    "browser.aboutwelcome.enabled": False,
    "browser.newtabpage.enabled": False,
    "browser.region.update.enabled": False,
    "browser.safebrowsing.downloads.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "datareporting.healthreport.uploadEnabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "extensions.getAddons.cache.enabled": False,
    "extensions.update.enabled": False,
    "media.gmp-manager.url": "",
    "messaging-system.rsexperimentloader.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "network.dns.disablePrefetch": True,
    "network.prefetch-next": False,
    "services.settings.server": "http://127.0.0.1:9/",
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.server": "",
}


class Unavailable(RuntimeError):
    """This machine cannot run the engine (what is missing, and how to get it)."""


class Driver:
    """What the suite asks of a browser, whatever drives it."""

    name = ""

    def open(self, url: str) -> None: ...
    def reload(self) -> None: ...
    def evaluate(self, source: str, arg: Any = None) -> Any: ...
    def pointer(self, steps: list[tuple[str, float, float]]) -> None:
        """Mouse actions at viewport coordinates: ("move" | "down" | "up", x, y)."""

    def problems(self) -> list[str]:
        """The page's errors since the last call."""
        return []

    def foreign_requests(self) -> list[str]:
        """Every request made to another origin than 127.0.0.1 since the start."""
        return []

    def close(self) -> None: ...


def result(text: str) -> Any:
    answer = json.loads(text)
    if "error" in answer:
        raise RuntimeError(f"in the page: {answer['error']}")
    return answer["value"]


# WebKit --------------------------------------------------------------------------------
class Xvfb:
    """A virtual display of its own (WebKitGTK draws into one even when nobody looks):
    Xvfb picks a free display number and says which."""

    def __init__(self) -> None:
        if not shutil.which("Xvfb"):
            raise Unavailable("no Xvfb (Debian: apt-get install xvfb)")
        read, write = os.pipe()
        self.process = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write),
                "-screen",
                "0",
                f"{WIDTH}x1024x24",
                "-nolisten",
                "tcp",
            ],
            pass_fds=[write],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as said:
            number = said.readline().strip()
        if not number:
            self.process.kill()
            raise Unavailable("Xvfb did not start")
        self.display = f":{number}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait()


class RecordingProxy(http.server.ThreadingHTTPServer):
    """The browser's proxy for every origin but 127.0.0.1: it notes each request and
    refuses it, so a request to another origin is seen and never leaves the machine."""

    daemon_threads = True

    def __init__(self) -> None:
        self.seen: list[str] = []
        proxy = self

        class Refuse(http.server.BaseHTTPRequestHandler):
            def handle_one_request(self) -> None:
                with contextlib.suppress(OSError):
                    super().handle_one_request()

            def refuse(self) -> None:
                proxy.seen.append(f"{self.command} {self.path}")
                self.send_error(502)

            do_GET = do_POST = do_HEAD = do_PUT = do_CONNECT = do_OPTIONS = refuse

            def log_message(self, format: str, *args) -> None:
                pass

        super().__init__(("127.0.0.1", 0), Refuse)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.server_port}"

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


class WebKit(Driver):
    name = "webkit"

    def __init__(self) -> None:
        try:
            from selenium import webdriver
            from selenium.webdriver.common.proxy import Proxy, ProxyType
            from selenium.webdriver.webkitgtk.options import Options
            from selenium.webdriver.webkitgtk.service import Service
        except ImportError as error:
            raise Unavailable(f"no selenium ({error}; pip install selenium)") from error
        if not Path(WEBKIT_DRIVER).exists():
            raise Unavailable(f"no {WEBKIT_DRIVER} (Debian: apt-get install webkit2gtk-driver)")
        browser = next((b for b in MINIBROWSER if Path(b).exists()), None)
        if browser is None:
            raise Unavailable(
                "no WebKitGTK MiniBrowser (Debian: apt-get install webkit2gtk-driver)"
            )
        self.display = Xvfb()
        self.proxy = RecordingProxy()
        options = Options()
        options.binary_location = browser
        options.add_argument("--automation")
        options.proxy = Proxy(
            {
                "proxyType": ProxyType.MANUAL,
                "httpProxy": self.proxy.address,
                "sslProxy": self.proxy.address,
                "noProxy": ["127.0.0.1"],
            }
        )
        # WebKitGTK sandboxes its web process with bubblewrap, which a CI container without
        # user namespaces refuses; the pages here are the site's own.
        sandbox = {"WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1"}
        env = {**sandbox, **os.environ, "DISPLAY": self.display.display}
        for attempt in (1, 2):
            # Selenium reads its requests' timeout from the socket default when the
            # session's connection is made: the new session's request gives up after
            # START_TIMEOUT, then every command gets COMMAND_TIMEOUT.
            before = socket.getdefaulttimeout()
            socket.setdefaulttimeout(START_TIMEOUT)
            try:
                # A process group of its own: MiniBrowser outlives a driver that is stopped.
                self.service = Service(WEBKIT_DRIVER, env=env, popen_kw={"start_new_session": True})
                with warnings.catch_warnings():  # Selenium's own use of a deprecated setting
                    warnings.simplefilter("ignore", DeprecationWarning)
                    self.driver = webdriver.WebKitGTK(options=options, service=self.service)
                break
            except Exception as error:
                self.stop_service()
                if attempt == 2:
                    self.proxy.stop()
                    self.display.stop()
                    raise Unavailable(
                        f"WebKitWebDriver did not start MiniBrowser (twice): {error}"
                    ) from error
            finally:
                socket.setdefaulttimeout(before)
        self.driver.command_executor.client_config.timeout = COMMAND_TIMEOUT
        self.driver.set_window_rect(0, 0, WIDTH, HEIGHT)
        self.driver.set_script_timeout(120)
        self.version = self.driver.capabilities.get("browserVersion", "?")

    def open(self, url: str) -> None:
        self.driver.get(url)
        self.driver.execute_script(RECORD_ERRORS)

    def reload(self) -> None:
        self.driver.refresh()
        self.driver.execute_script(RECORD_ERRORS)

    def evaluate(self, source: str, arg: Any = None) -> Any:
        return result(
            self.driver.execute_script(
                CALL % source, source, json.dumps(arg)
            )  # returns the promise
        )

    def pointer(self, steps: list[tuple[str, float, float]]) -> None:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        actions = ActionBuilder(self.driver, duration=20)
        for kind, x, y in steps:
            if kind == "move":
                actions.pointer_action.move_to_location(round(x), round(y))
            elif kind == "down":
                actions.pointer_action.pointer_down()
            else:
                actions.pointer_action.pointer_up()
        actions.perform()

    def problems(self) -> list[str]:
        found = list(self.evaluate(TAKE_ERRORS) or [])
        banner = self.evaluate(BANNER)
        return [*found, f"#error: {banner}"] if banner else found

    def foreign_requests(self) -> list[str]:
        return list(self.proxy.seen)

    def stop_service(self) -> None:
        """WebKitWebDriver and whatever it started (a MiniBrowser that never came up)."""
        process = getattr(self.service, "process", None)
        if process is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, 9)
            process.wait()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.driver.quit()
        self.stop_service()
        self.proxy.stop()
        self.display.stop()


# Gecko ---------------------------------------------------------------------------------
class Bidi:
    """A WebDriver BiDi session over Firefox's own WebSocket: commands answered by id,
    events handed to one callback, read by a thread of its own."""

    def __init__(self, url: str, on_event) -> None:
        import websocket

        # Firefox refuses a handshake with an Origin header (only clients, not pages,
        # may drive it).
        self.socket = websocket.create_connection(url, suppress_origin=True, timeout=None)
        self.on_event = on_event
        self.answers: dict[int, queue.Queue] = {}
        self.lock = threading.Lock()
        self.next_id = 0
        threading.Thread(target=self.read, daemon=True).start()

    def read(self) -> None:
        with contextlib.suppress(Exception):
            while True:
                message = json.loads(self.socket.recv())
                if "id" in message and message["id"] in self.answers:
                    self.answers[message["id"]].put(message)
                elif message.get("type") == "event":
                    self.on_event(message["method"], message["params"])

    def __call__(self, method: str, timeout: float = 180, **params) -> dict:
        with self.lock:
            self.next_id += 1
            number = self.next_id
            self.answers[number] = queue.Queue()
            self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        try:
            answer = self.answers[number].get(timeout=timeout)
        finally:
            del self.answers[number]
        if answer.get("type") == "error":
            raise RuntimeError(f"{method}: {answer.get('error')}: {answer.get('message')}")
        return answer["result"]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.socket.close()


class Gecko(Driver):
    name = "gecko"

    def __init__(self) -> None:
        try:
            import websocket  # noqa: F401  (selenium's dependency)
        except ImportError as error:
            raise Unavailable(f"no websocket-client ({error}; pip install selenium)") from error
        binary = os.environ.get("FIREFOX_PATH") or next(
            filter(None, map(shutil.which, FIREFOXES)), None
        )
        if not binary:
            raise Unavailable("no Firefox (Debian: apt-get install firefox-esr)")
        self.profile = tempfile.mkdtemp(prefix="engines-firefox-")
        Path(self.profile, "user.js").write_text(
            "".join(
                f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in FIREFOX_PREFS.items()
            )
        )
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-remote", "--profile", self.profile,
             "--remote-debugging-port", "0", "--width", str(WIDTH), "--height", str(HEIGHT)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )  # fmt: skip
        said: queue.Queue[str | None] = queue.Queue()

        def read() -> None:
            # Firefox keeps writing to stderr: read on, or it blocks once the pipe is full.
            for line in self.process.stderr:
                found = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
                if found:
                    said.put(found.group(1))
            said.put(None)  # it has ended

        threading.Thread(target=read, daemon=True).start()
        try:
            address = said.get(timeout=START_TIMEOUT)
        except queue.Empty:  # never waited on for ever, as a WebKit that does not come up
            address = None
        if address is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, 9)
            self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)
            raise Unavailable(f"{binary} did not offer WebDriver BiDi within {START_TIMEOUT} s")
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.bidi = Bidi(address + "/session", self.event)
        self.version = self.bidi("session.new", capabilities={})["capabilities"]["browserVersion"]
        self.bidi("session.subscribe", events=["log.entryAdded", "network.beforeRequestSent"])
        self.context = self.bidi("browsingContext.getTree")["contexts"][0]["context"]
        self.bidi(
            "browsingContext.setViewport",
            context=self.context,
            viewport={"width": WIDTH, "height": HEIGHT},
        )

    def event(self, method: str, params: dict) -> None:
        if method == "network.beforeRequestSent":
            self.requests.append(params["request"]["url"])
        elif method == "log.entryAdded" and (
            params.get("type") == "javascript" or params.get("level") == "error"
        ):
            self.errors.append(f"{params.get('level')}: {params.get('text')}")

    def open(self, url: str) -> None:
        self.bidi("browsingContext.navigate", context=self.context, url=url, wait="complete")

    def reload(self) -> None:
        self.bidi("browsingContext.reload", context=self.context, wait="complete")

    def evaluate(self, source: str, arg: Any = None) -> Any:
        answer = self.bidi(
            "script.callFunction",
            functionDeclaration=f"function () {{ {CALL % source} }}",
            arguments=[
                {"type": "string", "value": source},
                {"type": "string", "value": json.dumps(arg)},
            ],
            target={"context": self.context},
            awaitPromise=True,
        )
        if answer.get("type") == "exception":
            raise RuntimeError(f"in the page: {answer['exceptionDetails'].get('text')}")
        return result(answer["result"]["value"])

    def pointer(self, steps: list[tuple[str, float, float]]) -> None:
        actions = []
        for kind, x, y in steps:
            if kind == "move":
                actions.append(
                    {"type": "pointerMove", "x": round(x), "y": round(y), "duration": 20}
                )
            else:
                actions.append(
                    {"type": "pointerDown" if kind == "down" else "pointerUp", "button": 0}
                )
        self.bidi(
            "input.performActions",
            context=self.context,
            actions=[
                {
                    "type": "pointer",
                    "id": "mouse",
                    "parameters": {"pointerType": "mouse"},
                    "actions": actions,
                }
            ],
        )

    def problems(self) -> list[str]:
        found, self.errors = self.errors, []
        banner = self.evaluate(BANNER)
        return [*found, f"#error: {banner}"] if banner else found

    def foreign_requests(self) -> list[str]:
        return [
            u for u in self.requests if not u.startswith(("http://127.0.0.1:", "data:", "blob:"))
        ]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.bidi("session.end", timeout=10)
        self.bidi.close()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, 15)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=10)
        if self.process.poll() is None:
            os.killpg(self.process.pid, 9)
        shutil.rmtree(self.profile, ignore_errors=True)


ENGINES = {"webkit": WebKit, "gecko": Gecko}


def start(name: str) -> Driver:
    """A browser of that engine; Unavailable says why this machine cannot run it."""
    return ENGINES[name]()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
