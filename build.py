"""Build the static site into dist/, or build and serve it.

    python build.py          # write dist/
    python build.py serve    # write dist/, then serve it on http://127.0.0.1:8000

dist/ holds plain static files with relative URLs only, so it works from any folder of
any static host (a GitHub Pages project site included) and loads nothing from elsewhere:
the page, its CSS, the Python of the engine and of the page (listed in the PyScript
config so it imports), and only the Pyodide and PyScript files the page loads, copied
from node_modules (installed with `npm ci` when missing).
"""

from __future__ import annotations

import functools
import http.server
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
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
UNUSED_PLUGINS = (
    "codemirror",
    "deprecations-manager",
    "donkey",
    "py-editor",
    "py-game",
    "py-terminal",
)
# Chunks only those plugins (or MicroPython, or TOML configs) import.
UNUSED_CHUNKS = re.compile(r"^(codemirror|xterm|py-editor|py-game|py-terminal|donkey|mpy|toml)")
PYTHON_PACKAGES = (ROOT / "engine", WEB / "ui")


def ensure_node_modules() -> None:
    if not (NODE / "pyodide" / "pyodide.mjs").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def pyscript_chunks() -> list[str]:
    """core.js and every chunk it can import, less the unused plugins' chunks."""
    source = NODE / "@pyscript" / "core" / "dist"
    wanted, queue = set(), ["core.js"]
    while queue:
        name = queue.pop()
        if name in wanted or UNUSED_CHUNKS.match(name):
            continue
        wanted.add(name)
        text = (source / name).read_text(encoding="utf-8")
        queue.extend(re.findall(r"\./([\w.-]+\.js)", text))
    return sorted(wanted)


def python_files() -> list[Path]:
    files = []
    for package in PYTHON_PACKAGES:
        files += sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)
    return files


def pyscript_config() -> dict:
    return {
        # A relative URL: the page finds Pyodide beside itself, never on a CDN.
        "interpreter": "./pyodide/pyodide.mjs",
        "plugins": [f"!{name}" for name in UNUSED_PLUGINS],
        "files": {
            f"./{p.relative_to(WEB if p.is_relative_to(WEB) else ROOT).as_posix()}": (
                p.relative_to(WEB if p.is_relative_to(WEB) else ROOT).as_posix()
            )
            for p in python_files()
        },
    }


def page_html() -> str:
    """index.html, with the plugin exclusions also given to PyScript's MicroPython pass,
    which otherwise fetches every plugin although no MicroPython script is on the page."""
    unused = json.dumps({"plugins": [f"!{name}" for name in UNUSED_PLUGINS]})
    html = (WEB / "index.html").read_text(encoding="utf-8")
    return html.replace("<!--mpy-config-->", f'<mpy-config type="json">{unused}</mpy-config>')


def build() -> Path:
    ensure_node_modules()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    for name in ("style.css", "main.py"):
        shutil.copy2(WEB / name, DIST / name)
    (DIST / "index.html").write_text(page_html())
    for path in python_files():
        relative = path.relative_to(WEB if path.is_relative_to(WEB) else ROOT)
        (DIST / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, DIST / relative)
    (DIST / "pyscript.json").write_text(json.dumps(pyscript_config(), indent=1))
    (DIST / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, DIST / "pyodide" / name)
    (DIST / "pyscript").mkdir()
    core = NODE / "@pyscript" / "core" / "dist"
    for name in [*pyscript_chunks(), "core.css"]:
        shutil.copy2(core / name, DIST / "pyscript" / name)
    (DIST / "bare.html").write_text(BARE_PAGE)
    return DIST


# A page that only starts Pyodide, from the same files: the yardstick for start-up time.
BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
await loadPyodide();
document.documentElement.dataset.ready = "true";
</script></body></html>
"""


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args) -> None:
        # Only failed requests are worth a line.
        if len(args) > 1 and str(args[1])[:1] in "45":
            super().log_message(format, *args)


def serve(port: int = 8000) -> None:
    handler = functools.partial(Handler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Serving dist/ on http://127.0.0.1:{port}/ (Ctrl+C stops)")
        server.serve_forever()


if __name__ == "__main__":
    build()
    print(f"built {DIST}")
    if sys.argv[1:2] == ["serve"]:
        serve(int(sys.argv[2]) if len(sys.argv) > 2 else 8000)
