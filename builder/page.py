"""The page: index.html (the style sheet, PyScript's config and the drawn opening deal
written into it), its scripts as dist/ holds them, and bare.html, the yardstick page."""

from __future__ import annotations

import json
import re
import sys
from html import escape

from builder import snapshot as snapshots
from builder.paths import WEB
from builder.pyscript import PYSCRIPT_DIST, UNUSED_PLUGINS, _named, pyscript_config, pyscript_core
from builder.runtime import package_index

# The page's own scripts: each file of dist/ and the files of web/ it is joined from.
# Every file the page asks for while it starts is one more request, and a server speaking
# HTTP/1.1 answers six at a time: the drawn table's script and the service worker's
# registration, both deferred, run one after the other anyway (sw.js is written with
# the build's hash).
PAGE_FILES = {
    "boot.js": ("boot/unpack.mjs", "boot/interpreter.mjs", "boot.js"),
    "page.js": ("early.js", "offline.js"),
    "pyscript-setup.js": ("pyscript-setup.js",),
    # Not the page's: the solver's worker, which boot.js starts once the page is ready,
    # restoring Python as the page does (the same files, joined the same way).
    "solver-worker.js": ("boot/unpack.mjs", "boot/interpreter.mjs", "solver-worker.js"),
}
# What build.py writes into the page's scripts (see page_scripts).
WRITTEN_IN = {
    "boot.js": ('"__FINDER__"', '"__RESTORED__"', '"__SNAPSHOT__"', '"__LOCK__"', '"__OPENING__"'),
    "page.js": ('"__SNAPSHOT__"',),
    "solver-worker.js": ('"__FINDER__"', '"__RESTORED__"', '"__SNAPSHOT__"', '"__LOCK__"'),
}


def page_scripts(snapshot: str | None = None) -> dict[str, str]:
    """The page's scripts as dist/ holds them: each joined from its files in web/, and
    PyScript imported from its core chunk rather than from core.js, which only re-exports
    that chunk (so the page asks for one file fewer as it starts); boot.js with the Python
    it runs as Python starts (web/boot/), the name of the memory snapshot (None: none) and
    the package index Pyodide is given."""
    chunk, names = pyscript_core()
    written = {
        '"__FINDER__"': json.dumps(snapshots.FINDER.read_text(encoding="utf-8")),
        '"__RESTORED__"': json.dumps(snapshots.RESTORED.read_text(encoding="utf-8")),
        '"__SNAPSHOT__"': json.dumps(snapshot),
        '"__LOCK__"': json.dumps(package_index()),
        '"__OPENING__"': json.dumps(snapshots.OPENING_GAME),
    }

    def from_chunk(found: re.Match) -> str:
        imported = []
        for name, given in _named(found[1]):
            if name not in names:
                raise SystemExit(f"PyScript's core.js exports no {name}")
            imported.append(f"{names[name]} as {given}")
        return f'import {{ {", ".join(imported)} }} from "./pyscript/{chunk}";'

    scripts = {}
    for name, sources in PAGE_FILES.items():
        text = "".join((WEB / source).read_text(encoding="utf-8") for source in sources)
        text = re.sub(r'import \{([^}]*)\} from "\./pyscript/core\.js";', from_chunk, text)
        for placeholder in WRITTEN_IN.get(name, ()):
            if text.count(placeholder) != 1:
                raise SystemExit(f"{name} must hold {placeholder} once")
            text = text.replace(placeholder, written[placeholder])
        scripts[name] = text
    return scripts


def prerendered() -> tuple[str, str]:
    """The #table element with the opening deal drawn in it, by the page's own view model,
    and the entries of the game chooser's list."""
    if str(WEB) not in sys.path:
        sys.path.insert(0, str(WEB))
    from ui.prerender import game_list_html, table_html

    return table_html(), game_list_html()


def page_html() -> str:
    """index.html, with the style sheet written into it (so the drawn table is painted
    as soon as the page has arrived, not once a second file has), the plugin exclusions
    also given to PyScript's MicroPython pass (which otherwise fetches every plugin
    although no MicroPython script is on the page), modulepreloads of PyScript's modules
    (their names carry a hash), the opening deal drawn in #table and the chooser's list."""
    unused = json.dumps({"plugins": [f"!{name}" for name in UNUSED_PLUGINS]})
    html = (WEB / "index.html").read_text(encoding="utf-8")
    sheet = '<link rel="stylesheet" href="./style.css">'
    if html.count(sheet) != 1:
        raise SystemExit("web/index.html needs one link to style.css to write the sheet in")
    css = (WEB / "style.css").read_text(encoding="utf-8")
    if "</style" in css.lower():
        raise SystemExit("web/style.css must not hold </style, which would end it in the page")
    html = html.replace(sheet, f"<style>\n{css}</style>")
    html = html.replace("<!--mpy-config-->", f'<mpy-config type="json">{unused}</mpy-config>')
    # PyScript's config in the page, not in a file PyScript would first have to fetch.
    config = 'config="{PYSCRIPT_CONFIG}"'
    if html.count(config) != 1:
        raise SystemExit(f"web/index.html needs one {config} for PyScript's config")
    html = html.replace(config, f'config="{escape(json.dumps(pyscript_config()))}"')
    chunks = [pyscript_core()[0], *sorted(p.name for p in PYSCRIPT_DIST.glob("error-*.js"))]
    preload = "".join(f'<link rel="modulepreload" href="./pyscript/{name}">' for name in chunks)
    html = html.replace("<!--pyscript-preload-->", preload)
    table, game_list = prerendered()
    for empty, filled in (
        ('<div id="table"></div>', table),
        ('<ul id="game-list"></ul>', f'<ul id="game-list">{game_list}</ul>'),
    ):
        if html.count(empty) != 1:
            raise SystemExit(f"web/index.html needs one {empty} to draw into")
        html = html.replace(empty, filled)
    return html


# A page that only starts Pyodide, from the same files: the yardstick for start-up time.
# It marks the same moments as web/boot.js, for bench/startup.py's table of stages.
BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
performance.mark("python-start");
await loadPyodide();
performance.mark("python-ready");
document.documentElement.dataset.ready = "true";
</script></body></html>
"""
