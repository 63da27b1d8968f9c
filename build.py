"""Build the static site into dist/, or build and serve it.

    python build.py          # write dist/
    python build.py serve    # write dist/, then serve it on http://127.0.0.1:8000
    python build.py --report # write dist/, then print each file's size, raw and gzipped

dist/ holds plain static files with relative URLs only, so it works from any folder of
any static host (a GitHub Pages project site included) and loads nothing from elsewhere:
the page, its CSS, the Python of the engine and of the page (the sources in one archive,
python.zip, which tracebacks quote, and their bytecode, compiled here, in python.code,
which web/boot.js imports from), and only
the Pyodide and PyScript files the page loads, copied from node_modules (installed with
`npm ci` when missing).

It also makes the page quick to show and able to live offline: the table of the opening
deal drawn into index.html (web/ui/prerender.py), the web app manifest and its icons
(PNGs drawn here with the standard library), and the service worker (web/sw.js) with the
list of every file and a hash of the whole build, which names its cache (also written to
version.json).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

# The names the tests and benches use, from the modules that now hold them.
from builder.icons import ICONS, MANIFEST, icon_png
from builder.page import BARE_PAGE, PAGE_FILES, WRITTEN_IN, page_html, page_scripts, prerendered
from builder.paths import DIST, NODE, PYODIDE_FILES, ROOT, WEB, ensure_node_modules
from builder.pictures import copy_pictures, fetched_when_seen
from builder.pyscript import (
    PYSCRIPT_DIST,
    UNUSED_PLUGINS,
    pyscript_chunks,
    pyscript_config,
    pyscript_core,
)
from builder.python import (
    ARCHIVE_PATH,
    PYTHON_ARCHIVE,
    PYTHON_CODE,
    archive_name,
    module_name,
    pyscript_stdlib,
    python_files,
    stdlib_packages,
    write_python_archive,
)
from builder.report import report
from builder.runtime import copy_runtime
from builder.server import Handler, serve
from builder.snapshot import (
    FINDER,
    RESTORED,
    imported_names,
    make_snapshot,
    snapshot_modules,
    snapshot_name,
)
from builder.worker import build_hash, write_service_worker

__all__ = [
    "ARCHIVE_PATH",
    "BARE_PAGE",
    "DIST",
    "FINDER",
    "ICONS",
    "MANIFEST",
    "NODE",
    "PAGE_FILES",
    "PYODIDE_FILES",
    "PYSCRIPT_DIST",
    "PYTHON_ARCHIVE",
    "PYTHON_CODE",
    "RESTORED",
    "ROOT",
    "UNUSED_PLUGINS",
    "WEB",
    "WRITTEN_IN",
    "Handler",
    "archive_name",
    "build",
    "build_hash",
    "copy_pictures",
    "fetched_when_seen",
    "icon_png",
    "imported_names",
    "make_snapshot",
    "module_name",
    "page_html",
    "page_scripts",
    "prerendered",
    "pyscript_chunks",
    "pyscript_config",
    "pyscript_core",
    "pyscript_stdlib",
    "python_files",
    "report",
    "serve",
    "snapshot_modules",
    "snapshot_name",
    "stdlib_packages",
    "write_python_archive",
    "write_service_worker",
]


def build(snapshot: bool = True) -> Path:
    """Write dist/; ``snapshot=False`` (``--no-snapshot``) leaves the memory snapshot out,
    and every visit starts Python afresh."""
    ensure_node_modules()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    copy_runtime(DIST)
    (DIST / "pyscript").mkdir()
    for name in [*pyscript_chunks(), "core.css"]:
        shutil.copy2(PYSCRIPT_DIST / name, DIST / "pyscript" / name)
    sources = write_python_archive(DIST)
    snapshot_file = make_snapshot(DIST, sources) if snapshot else None
    for name, text in page_scripts(snapshot_file).items():
        (DIST / name).write_text(text, encoding="utf-8")
    (DIST / "index.html").write_text(page_html(), encoding="utf-8")
    (DIST / "manifest.webmanifest").write_text(json.dumps(MANIFEST, indent=1), encoding="utf-8")
    for name, (size, maskable) in ICONS.items():
        (DIST / name).write_bytes(icon_png(size, maskable))
    (DIST / "bare.html").write_text(BARE_PAGE)
    copy_pictures(DIST)
    write_service_worker(DIST, snapshot_file)  # last: it lists and hashes every other file
    return DIST


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="Build dist/, and serve it.")
    parser.add_argument("serve", nargs="?", choices=["serve"], help="serve dist/ once built")
    parser.add_argument("port", nargs="?", type=int, default=8000)
    parser.add_argument("--report", action="store_true", help="print each file's size")
    parser.add_argument(
        "--no-snapshot",
        dest="snapshot",
        action="store_false",
        help="leave out the memory snapshot: every visit starts Python afresh",
    )
    args = parser.parse_args(argv)
    build(snapshot=args.snapshot)
    print(f"built {DIST}")
    if args.report:
        report()
    if args.serve:
        serve(args.port)


if __name__ == "__main__":
    main(sys.argv[1:])
