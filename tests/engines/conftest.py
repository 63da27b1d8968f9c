"""The engines suite's fixtures: dist/ (built once for both browser suites,
tests/conftest.py) served by a server that a test can stop (the offline start) and start
again on the same address, and one browser per engine for the whole run (WebKit, Gecko),
each opened once on the page.

A machine without an engine skips that engine's tests, each with the reason, and says so
again in a banner at the end of the run (tests/conftest.py); with CADOGAN_REQUIRE_ENGINES=1
(CI) a missing engine fails instead."""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import socket
import threading
from pathlib import Path

import pytest

from tests.engines import drivers, record
from tests.engines.page import Page
from tests.engines.record import missing, ready, versions

ENGINE_NAMES = tuple(drivers.ENGINES)


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/engines" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.engines)


class Site:
    """dist/ on 127.0.0.1, stoppable: stop() also closes the connections kept open, so
    the browser finds nobody there (its service worker must serve it)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.port = drivers.free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.server: http.server.ThreadingHTTPServer | None = None
        self.start()

    def start(self) -> None:
        connections: set[socket.socket] = set()

        class Server(http.server.ThreadingHTTPServer):
            daemon_threads = True
            allow_reuse_address = True

            def get_request(self):
                connection, address = super().get_request()
                connections.add(connection)
                return connection, address

        import build

        handler = functools.partial(build.Handler, directory=str(self.directory))
        self.server = Server(("127.0.0.1", self.port), handler)
        self.server.connections = connections
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is None:
            return
        self.server.shutdown()
        self.server.server_close()
        for connection in self.server.connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
                connection.close()
        self.server = None

    @contextlib.contextmanager
    def stopped(self):
        self.stop()
        try:
            yield
        finally:
            self.start()


@pytest.fixture(scope="session")
def engines_site(dist):
    # dist/ as tests/conftest.py gives it: built once for both browser suites.
    site = Site(dist)
    yield site
    site.stop()


@pytest.fixture(scope="session", params=ENGINE_NAMES)
def engine_browser(request, engines_site):
    """(engine name, a page of the site open in it, ready): one browser per engine."""
    name = request.param
    if name in missing:
        pytest.skip(f"ENGINE NOT TESTED: {name}: {missing[name]}")
    try:
        driver = drivers.start(name)
    except drivers.Unavailable as why:
        missing[name] = str(why)
        if os.environ.get("CADOGAN_REQUIRE_ENGINES") == "1":
            pytest.fail(f"{name} is required here (CADOGAN_REQUIRE_ENGINES=1): {why}")
        pytest.skip(f"ENGINE NOT TESTED: {name}: {why}")
    versions[name] = getattr(driver, "version", "?")
    page = Page(driver)
    try:
        driver.open(engines_site.url + "#fortress/1")
        ready(name, page, "first visit")
        yield name, page
    finally:
        driver.close()


def pytest_sessionfinish(session):
    # A worker of a parallel run (pytest-xdist) hands its notes to the main process, whose
    # summary (tests/conftest.py) says them.
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["engines"] = json.dumps(record.notes())
