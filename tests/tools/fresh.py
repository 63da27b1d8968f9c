"""Running a snippet of Python in a process of its own, from the project's top folder:
for tests of what importing a module brings in, which this process has long imported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_fresh(script: str) -> str:
    """What ``script`` prints, run by a new interpreter (an error fails the test)."""
    shown = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return shown.stdout
