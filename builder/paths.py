"""Where the build reads from and writes to, and the Pyodide files dist/ ships."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
NODE = ROOT / "node_modules"


PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# PyScript plugins the page does not use; disabled in the config, so never fetched.


def ensure_node_modules() -> None:
    if not (NODE / "pyodide" / "pyodide.mjs").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
