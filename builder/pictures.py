"""The book's pictures (web/pictures/, one per game, shown in its rules): copied into dist/
but not fetched ahead by the service worker, which keeps each one once the page has
fetched it (web/sw.js): a first visit downloads none."""

from __future__ import annotations

import shutil
from pathlib import Path

from builder.paths import WEB

PICTURES = "pictures"


def copy_pictures(dist: Path) -> None:
    shutil.copytree(WEB / PICTURES, dist / PICTURES)


def fetched_when_seen(name: str) -> bool:
    """Whether the file ``name`` of dist/ is left out of the worker's files."""
    return name.startswith(f"{PICTURES}/")
