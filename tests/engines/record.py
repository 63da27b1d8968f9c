"""What the engines suite notes as it goes, for its summary at the end of the run: which
engines could not be tested, and how the interpreter started at each load.  (A module of
its own: pytest imports conftest.py under a name of its own, the tests import this.)
Run in parallel (pytest-xdist), the browser tests' worker hands its notes to the process
that writes the summary (``notes``, ``take``)."""

from __future__ import annotations

from tests.engines.page import Page

READY = "html[data-ready=true]"
# How the interpreter started, as web/boot.js says once the snapshot issue is in
# (data-start="snapshot" or "fresh", with data-start-reason for a fallback).
START = "() => (({ start, startReason }) => [start, startReason])(document.documentElement.dataset)"

missing: dict[str, str] = {}  # engine -> why it was not tested
started: dict[str, list[str]] = {}  # engine -> "<load>: <how the interpreter started>"
versions: dict[str, str] = {}


def notes() -> dict:
    """What was noted, to hand to another process."""
    return {"missing": missing, "started": started, "versions": versions}


def take(noted: dict) -> None:
    """Add what another process noted (``notes``)."""
    missing.update(noted.get("missing", {}))
    for name, loads in noted.get("started", {}).items():
        started.setdefault(name, []).extend(loads)
    versions.update(noted.get("versions", {}))


def summary(terminalreporter, names: tuple[str, ...]) -> None:
    """The banner at the end of the run: each engine's version and starts, or, loudly, why
    it was not tested."""
    if not (started or missing):
        return
    write = terminalreporter.write_line
    terminalreporter.section("browser engines")
    for name in names:
        if name in missing:
            write(
                f"!!! {name.upper()} NOT TESTED on this machine: {missing[name]}",
                red=True,
                bold=True,
            )
        elif name in started:
            write(f"{name} {versions.get(name, '')}: " + "; ".join(started[name]))


def ready(name: str, page: Page, load: str, timeout: float = 120) -> None:
    """Wait until the page takes moves, and note how its interpreter started."""
    page.wait_for_selector(READY, timeout=timeout * 1000)
    how, why = page.evaluate(START)
    assert how in (None, "snapshot", "fresh"), f"data-start={how!r}"
    said = f"{how} ({why})" if why else how or "unmarked (no data-start)"
    started.setdefault(name, []).append(f"{load}: {said}")
