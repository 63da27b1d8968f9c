"""Fixtures for the whole suite: ``dist/`` built once per run and shared by both browser
suites (tests/e2e in Chromium, tests/engines in WebKit and Firefox), or, with
``CADOGAN_DIST`` set to a folder ``build.py`` has written, that folder as it is, so that a
run of a few browser tests need not build the site again (the build, snapshot included,
is a minute or more: ``python3 build.py`` once, then ``CADOGAN_DIST=dist pytest ...``)."""

from __future__ import annotations

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
