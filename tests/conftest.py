"""Fixtures for the whole suite: ``dist/`` built once per run and shared by both browser
suites (tests/e2e in Chromium, tests/engines in WebKit and Firefox), or, with
``CADOGAN_DIST`` set to a folder ``build.py`` has written, that folder as it is, so that a
run of a few browser tests need not build the site again (the build, snapshot included,
is a minute or more: ``python3 build.py`` once, then ``CADOGAN_DIST=dist pytest ...``)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def dist() -> Path:
    """The built site: ``CADOGAN_DIST`` where given, else ``dist/`` freshly built."""
    given = os.environ.get("CADOGAN_DIST")
    if given:
        folder = Path(given).resolve()
        if not (folder / "index.html").is_file() or not (folder / "sw.js").is_file():
            pytest.fail(f"CADOGAN_DIST={given} holds no built site: run `python3 build.py` first")
        return folder
    import build

    return build.build()


# How a parallel run (scripts/test: pytest-xdist, ``--dist loadgroup``) shares out the
# tests: the browser tests (Chromium's in tests/e2e, WebKit's and Firefox's in
# tests/engines) as one group, on one worker, which builds dist/ once and keeps each
# browser's page loaded from test to test, while the other worker runs the unit, property
# and games' tests beside them, a module at a time (a module's tests share what it keeps
# between them: the solver's lines, the lost games the coach's tests rewind).
BROWSER_SUITES = ("tests/e2e/", "tests/engines/")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    for item in items:
        module = item.nodeid.split("::")[0]
        browsers = any(module.startswith(suite) for suite in BROWSER_SUITES)
        item.add_marker(pytest.mark.xdist_group("browsers" if browsers else module))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """A worker of a parallel run is done: what it noted of the browser engines."""
    noted = getattr(node, "workeroutput", {}).get("engines")
    if noted:
        from tests.engines import record

        record.take(json.loads(noted))


def pytest_terminal_summary(terminalreporter):
    """Each browser engine's version and starts, or, loudly, why it was not tested."""
    from tests.engines import drivers, record

    record.summary(terminalreporter, tuple(drivers.ENGINES))
