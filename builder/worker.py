"""The service worker (web/sw.js) written with the build's hash and the list of its files."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from builder.paths import WEB
from builder.pictures import fetched_when_seen

SNAPSHOT_FILE = re.compile(r"snapshot-[0-9a-f]{16}\.bin\.gz")


NOT_CACHED = ("sw.js", "version.json")


def build_hash(dist: Path) -> str:
    """A hash of every file the service worker caches, names and contents; the snapshot by
    its name alone, which is a hash of what makes it (its bytes differ from build to build
    in timestamps and entropy that Python's start gathers)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        name = path.relative_to(dist).as_posix()
        if name in NOT_CACHED:
            continue
        content = b"" if SNAPSHOT_FILE.fullmatch(name) else path.read_bytes()
        digest.update(name.encode() + b"\0" + hashlib.sha256(content).digest())
    return digest.hexdigest()[:16]


def write_service_worker(dist: Path, snapshot: str | None = None) -> str:
    """sw.js with the build's hash and files, and the snapshot it unpacks into its cache
    (gzipped in dist/, so not among the files it keeps as they are)."""
    version = build_hash(dist)
    packed = f"{snapshot}.gz" if snapshot else None
    files = sorted(
        f"./{p.relative_to(dist).as_posix()}"
        for p in dist.rglob("*")
        if p.is_file()
        and p.relative_to(dist).as_posix() not in (*NOT_CACHED, packed)
        and not fetched_when_seen(p.relative_to(dist).as_posix())
    )
    source = (WEB / "sw.js").read_text(encoding="utf-8")
    for placeholder in ('"__BUILD_HASH__"', "__BUILD_FILES__", '"__SNAPSHOT__"'):
        if source.count(placeholder) != 1:
            raise SystemExit(f"web/sw.js must hold {placeholder} once")
    source = source.replace('"__BUILD_HASH__"', json.dumps(version))
    source = source.replace("__BUILD_FILES__", json.dumps(files, indent=1))
    source = source.replace('"__SNAPSHOT__"', json.dumps(snapshot))
    (dist / "sw.js").write_text(source, encoding="utf-8")
    (dist / "version.json").write_text(json.dumps({"version": version}) + "\n")
    return version
