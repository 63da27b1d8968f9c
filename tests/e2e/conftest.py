"""End-to-end fixtures: dist/ (built once for both browser suites, tests/conftest.py)
served on 127.0.0.1, one browser for the whole run, and one page load per viewport shared
by the tests (a cold start of Pyodide costs seconds; tests move between deals through the
URL hash instead of reloading).

The browser is Playwright's own Chromium where it is installed (a contributor's
laptop), otherwise the system's Chromium (Debian's /usr/bin/chromium, as in CI)."""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BROWSER_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Shared memory in a container may be a few megabytes; Chromium's renderer then
    # crashes under load ("Target crashed"). Temporary files serve instead.
    "--disable-dev-shm-usage",
]
READY = "html[data-ready=true]"


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/e2e" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.e2e)


def chromium_executable(playwright) -> str | None:
    """None means Playwright's own Chromium; else a system Chromium found on this machine."""
    if Path(playwright.chromium.executable_path).exists():
        return None
    for candidate in (
        os.environ.get("CHROMIUM_PATH"),
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
    ):
        if candidate and Path(candidate).exists():
            return candidate
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    pytest.fail("No Chromium: install Debian's chromium or run `playwright install chromium`.")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, playwright):
    args = {**browser_type_launch_args, "args": BROWSER_FLAGS}
    executable = chromium_executable(playwright)
    if executable:
        args["executable_path"] = executable
    return args


@pytest.fixture(scope="session")
def site(dist) -> str:
    """dist/ (tests/conftest.py: built once for both browser suites), served on a free
    port of 127.0.0.1."""
    import build

    handler = functools.partial(build.Handler, directory=str(dist))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


class Requests:
    """Every URL the browser asked for, to prove nothing leaves 127.0.0.1."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def foreign(self) -> list[str]:
        return [
            u for u in self.urls
            if not u.startswith(("http://127.0.0.1:", "data:", "blob:", "about:"))
        ]  # fmt: skip


@pytest.fixture(scope="session")
def requests_seen() -> Requests:
    return Requests()


CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"


def come_back(page) -> None:
    """Reload the page as a returning player opens it: served by the service worker, which
    is active once it has kept every file and unpacked the memory snapshot, so Python is
    restored from the snapshot rather than started."""
    page.wait_for_function(CONTROLLED, timeout=90_000)
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.start") == "snapshot"


def open_page(browser, site, requests_seen, returning=False, fresh=False, **context_args):
    """A page of the site at Fortress deal 1, on a first visit (Python restored from the
    memory snapshot it downloads) or, ``returning``, on a return (restored from the
    snapshot the service worker keeps); ``fresh``: a first visit whose snapshot download
    fails, so Python starts afresh (the fallback)."""
    # Cards that glide would be pressed in mid-flight by a test that acts at once; the
    # shared pages ask for reduced motion, and test_players checks the motion itself.
    context_args.setdefault("reduced_motion", "reduce")
    context = browser.new_context(**context_args)
    page = context.new_page()
    page.on("request", lambda request: requests_seen.urls.append(request.url))
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    if fresh:  # the page's download only: the service worker still keeps the snapshot
        page.route("**/snapshot-*.bin.gz", lambda route: route.abort())
    page.goto(site + "#fortress/1")
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.start") == (
        "fresh" if fresh else "snapshot"
    )
    if fresh:
        page.unroute("**/snapshot-*.bin.gz")
    if returning:
        come_back(page)
    page.errors = errors
    return context, page


@pytest.fixture(scope="session")
def desktop(browser, site, requests_seen):
    context, page = open_page(
        browser, site, requests_seen, fresh=True, viewport={"width": 1280, "height": 800}
    )
    yield page
    context.close()


# The two shared pages start Python both ways, so every test that uses them runs once on
# each: the desktop's started afresh (a first visit whose snapshot did not download, the
# fallback), the phone's restored from the memory snapshot as a returning player's.
@pytest.fixture(scope="session")
def phone(browser, site, requests_seen):
    phone_size = {"width": 390, "height": 844}
    context, page = open_page(
        browser,
        site,
        requests_seen,
        returning=True,
        viewport=phone_size,
        has_touch=True,
        is_mobile=True,
    )
    yield page
    context.close()
