"""Pyodide's files as dist/ ships them: copied from node_modules, with a stand-in for the
standard library's zip that a restored start is given (web/boot.js writes the real one in
once the page is ready), and the package index that every start is given inline rather
than download (pyodide-lock.json, of which Pyodide checks only the ABI version)."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

from builder.paths import NODE, PYODIDE_FILES

# In dist/pyodide/: an empty zip (22 bytes).  Pyodide downloads whatever it is told is the
# standard library, and waits for it, even when it restores a snapshot that needs none.
STDLIB_LATER = "stdlib-later.zip"


def copy_runtime(dist: Path) -> None:
    (dist / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, dist / "pyodide" / name)
    with zipfile.ZipFile(dist / "pyodide" / STDLIB_LATER, "w"):
        pass


def package_index() -> dict:
    """The package index Pyodide is given: its lock file's ``info`` and no packages (the
    page installs none)."""
    lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    return {"info": lock["info"], "packages": {}}
