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
import ast
import base64
import functools
import gzip
import hashlib
import http.server
import json
import marshal
import re
import shutil
import struct
import subprocess
import sys
import zipfile
import zlib
from html import escape
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
# Chunks (by the start of their names) only those plugins import, or their terminal
# (xterm), MicroPython, a TOML config, packages to install (pyodide_graph) or archives
# to unpack (zip), none of which the page's config has.
UNUSED_CHUNKS = re.compile(
    "^(" + "|".join((*UNUSED_PLUGINS, "xterm", "mpy", "toml", "pyodide_graph", "zip")) + ")"
)
PYTHON_PACKAGES = (ROOT / "engine", WEB / "ui")
# The page's Python, in one archive of sources: one request instead of fifty.  Where
# web/boot.js writes it, once Pyodide is ready; each module is compiled under its file
# name there, so tracebacks quote its lines.
PYTHON_ARCHIVE = "python.zip"
ARCHIVE_PATH = "/home/pyodide/python.zip"
# Each module's bytecode, compiled here for Pyodide's Python so the page does not compile
# it, in one marshalled dict (module name: (is a package, the code marshalled)).
# web/boot.js imports from it with a finder of its own: Python's zip importer, reading
# the archive, unmarshalled a module twice (once only to find its file name) and opened
# the archive for each read, which cost the page about a third of its importing.
PYTHON_CODE = "python.code"
# Python that every page load imports besides the page's own and that Pyodide would
# compile from source on each visit (its standard library holds no bytecode): PyScript's
# "pyscript" package, which PyScript writes out and imports before the page's runs, and the
# standard library's "html", which that package imports.  Their bytecode is in
# PYTHON_CODE too, imported before the copies Python would compile.
PYSCRIPT_STDLIB = NODE / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
STDLIB_PACKAGES = ("html",)
# The page's own scripts: each file of dist/ and the files of web/ it is joined from.
# Every file the page asks for while it starts is one more request, and a server speaking
# HTTP/1.1 answers six at a time: the drawn table's script and the service worker's
# registration, both deferred, run one after the other anyway (sw.js is written with
# the build's hash).
PAGE_FILES = {
    "boot.js": ("boot.js",),
    "page.js": ("early.js", "offline.js"),
    "pyscript-setup.js": ("pyscript-setup.js",),
}
# What build.py writes into the page's scripts (see page_scripts).
WRITTEN_IN = {
    "boot.js": ('"__FINDER__"', '"__RESTORED__"', '"__SNAPSHOT__"'),
    "page.js": ('"__SNAPSHOT__"',),
}
PYSCRIPT_DIST = NODE / "@pyscript" / "core" / "dist"
# The page's start, in Python: the finder that imports from python.code, and the step run
# on an interpreter restored from the memory snapshot.  build.py writes both into boot.js,
# and runs the finder before it takes the snapshot.
FINDER = WEB / "boot" / "finder.py"
RESTORED = WEB / "boot" / "restored.py"
# The memory snapshot of an interpreter that has started and imported the page's modules
# (tools/snapshot.mjs makes it under Node).  A returning visit restores it instead of
# starting Python: see make_snapshot.
SNAPSHOT_MAKER = ROOT / "tools" / "snapshot.mjs"
CODE_PATH = "/home/pyodide/python.code"
SNAPSHOT_FILE = re.compile(r"snapshot-[0-9a-f]{16}\.bin\.gz")
FELT = "#1f5f3a"  # the table's colour (web/style.css --felt)
ICONS = {  # file name: (size in pixels, maskable)
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, False),
}
MANIFEST = {
    "name": "Cadogan's Patience",
    "short_name": "Patience",
    "description": "The games of patience of Lady Cadogan's Illustrated Games of Patience.",
    "lang": "en",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "orientation": "any",
    "background_color": FELT,
    "theme_color": FELT,
    "icons": [
        {"src": "icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        {
            "src": "icon-maskable-512.png",
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        },
    ],
}
# Not cached by the service worker: itself, and the file that says which build is live.
NOT_CACHED = ("sw.js", "version.json")


def ensure_node_modules() -> None:
    if not (NODE / "pyodide" / "pyodide.mjs").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def _named(listed: str) -> list[tuple[str, str]]:
    """The names of an import or export list ("a as b, c"): (name, name given), each."""
    pairs = []
    for item in listed.split(","):
        name, _, given = (part.strip() for part in item.partition(" as "))
        pairs.append((name, given or name))
    return pairs


@functools.cache
def pyscript_core() -> tuple[str, dict[str, str]]:
    """The chunk PyScript's core.js re-exports, and its exports: name as PyScript's docs
    give it -> name in the chunk.  The page imports the chunk itself, one request fewer."""
    text = (PYSCRIPT_DIST / "core.js").read_text(encoding="utf-8")
    found = re.search(r'export\s*\{([^}]*)\}\s*from\s*"\./([\w.-]+\.js)"', text)
    if not found:
        raise SystemExit("@pyscript/core's core.js no longer re-exports one chunk")
    return found[2], {given: name for name, given in _named(found[1])}


def pyscript_chunks() -> list[str]:
    """PyScript's core chunk and every chunk it can import, less the unused plugins'."""
    wanted, queue = set(), [pyscript_core()[0]]
    while queue:
        name = queue.pop()
        if name in wanted or UNUSED_CHUNKS.match(name):
            continue
        wanted.add(name)
        text = (PYSCRIPT_DIST / name).read_text(encoding="utf-8")
        queue.extend(re.findall(r"\./([\w.-]+\.js)", text))
    return sorted(wanted)


def python_files() -> list[Path]:
    files = []
    for package in PYTHON_PACKAGES:
        files += sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)
    return files


def pyscript_config() -> dict:
    return {
        # A relative URL: the page's Python comes from beside it, never from a CDN.  Not
        # Pyodide's own module but web/boot.js, which starts Pyodide as the page loads
        # and hands it to PyScript with the page's modules importable.
        "interpreter": "./boot.js",
        "plugins": [f"!{name}" for name in UNUSED_PLUGINS],
    }


def page_scripts(snapshot: str | None = None) -> dict[str, str]:
    """The page's scripts as dist/ holds them: each joined from its files in web/, and
    PyScript imported from its core chunk rather than from core.js, which only re-exports
    that chunk (so the page asks for one file fewer as it starts); boot.js with the Python
    it runs as Python starts (web/boot/) and the name of the memory snapshot (None: none)."""
    chunk, names = pyscript_core()
    written = {
        '"__FINDER__"': json.dumps(FINDER.read_text(encoding="utf-8")),
        '"__RESTORED__"': json.dumps(RESTORED.read_text(encoding="utf-8")),
        '"__SNAPSHOT__"': json.dumps(snapshot),
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


def archive_name(path: Path) -> str:
    """A module's path in the archive: engine/... from the root, ui/... from web/."""
    return path.relative_to(WEB if path.is_relative_to(WEB) else ROOT).as_posix()


def pyscript_stdlib() -> dict[str, str]:
    """PyScript's "pyscript" package as PyScript writes it before the page's Python runs (path in
    the archive: source), when PyScript's built chunk holds exactly these sources; else
    nothing, and PyScript's own copy is imported (and compiled) instead."""
    text = PYSCRIPT_STDLIB.read_text(encoding="utf-8")
    tree = json.loads(text.partition("export default")[2].strip().rstrip(";"))
    files = {}

    def walk(folder: str, node: dict) -> None:
        for name, value in node.items():
            if isinstance(value, str):
                files[f"{folder}{name}"] = value
            else:
                walk(f"{folder}{name}/", value)

    walk("", tree)
    dist = NODE / "@pyscript" / "core" / "dist"
    chunk = "".join(p.read_text(encoding="utf-8") for p in dist.glob("core-*.js"))
    if not files or any(json.dumps(v, ensure_ascii=False) not in chunk for v in files.values()):
        print("note: PyScript's Python differs from its stdlib source; left uncompiled")
        return {}
    return files


def stdlib_packages() -> dict[str, str]:
    """The standard library packages of STDLIB_PACKAGES, from Pyodide's own library."""
    with zipfile.ZipFile(NODE / "pyodide" / "python_stdlib.zip") as stdlib:
        return {
            name: stdlib.read(name).decode("utf-8")
            for name in stdlib.namelist()
            if name.endswith(".py") and name.split("/")[0] in STDLIB_PACKAGES
        }


# Run by Node with Pyodide from node_modules: compiles each module given on stdin into the
# .pyc that Python's zip importer takes in place of the source, one that Python uses
# without checking the source (PEP 552, unchecked hash), the code's file name being the
# module's path inside the archive on the page.
COMPILE_SCRIPT = """
import { loadPyodide } from "./node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
const sources = JSON.parse(fs.readFileSync(0, "utf8"));
const pyodide = await loadPyodide({ indexURL: "./node_modules/pyodide/" });
pyodide.globals.set("sources", pyodide.toPy(sources));
process.stdout.write(pyodide.runPython(`
import base64, json, pathlib, py_compile
out = {}
for name, text in sources.items():
    path = pathlib.Path("/tmp/source.py")
    path.write_text(text)
    cfile = "/tmp/compiled.pyc"
    py_compile.compile(
        str(path), cfile=cfile, dfile="ARCHIVE/" + name, doraise=True,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
    out[name] = base64.b64encode(pathlib.Path(cfile).read_bytes()).decode()
json.dumps(out)
`));
"""


def compiled_for_pyodide(sources: dict[str, str]) -> dict[str, bytes]:
    """Each module's bytecode as Pyodide's Python compiles it; nothing when Node cannot
    run Pyodide here (the page then compiles the modules itself, a little more slowly)."""
    try:
        done = subprocess.run(
            ["node", "--input-type=module", "-e", COMPILE_SCRIPT.replace("ARCHIVE", ARCHIVE_PATH)],
            input=json.dumps(sources),
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=300,
            check=True,
        )
        result = json.loads(done.stdout)
    except (OSError, subprocess.SubprocessError, ValueError) as error:
        print(f"note: modules not compiled for Pyodide ({error}); the page compiles them")
        return {}
    return {name: base64.b64decode(data) for name, data in result.items()}


def module_name(path: str) -> tuple[str, bool]:
    """A module's import name from its path in the archive, and whether it is a package."""
    parts = path.removesuffix(".py").split("/")
    package = parts[-1] == "__init__"
    return ".".join(parts[:-1] if package else parts), package


def write_python_archive(dist: Path) -> dict[tuple[str, bool], str]:
    """python.zip, the page's modules as source, and python.code, the bytecode of those
    and of PyScript's and the standard library's modules that the page imports too
    (without Node to compile them it is empty, and Python compiles the sources).  Returns
    every module's source by its import name and whether it is a package."""
    own = {archive_name(p): p.read_text(encoding="utf-8") for p in python_files()}
    others = pyscript_stdlib() | stdlib_packages()
    compiled = compiled_for_pyodide(own | others)
    # Stored, not deflated: without python.code the zip importer reads each module twice,
    # and inflating it each time would cost more than the bytes saved.  A fixed date
    # keeps the archive, and so the build's hash, the same for the same sources.
    with zipfile.ZipFile(dist / PYTHON_ARCHIVE, "w", zipfile.ZIP_STORED) as archive:
        for name, text in own.items():
            archive.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), text)
    # Only the code of each .pyc (after its 16-byte header), left marshalled, so the page
    # unmarshals the modules it imports and no others.  Marshal's format for a dict of
    # tuples of bools and bytes is the same in every Python 3.
    code = {}
    for name, data in sorted(compiled.items()):
        module, package = module_name(name)
        code[module] = (package, data[16:])
    (dist / PYTHON_CODE).write_bytes(marshal.dumps(code))
    return {module_name(name): text for name, text in (own | others).items()}


# The memory snapshot ------------------------------------------------------------------
# Starting Python is most of the page's wait: a returning visit restores instead the memory
# of an interpreter that has started and imported the page's modules (Pyodide's private
# snapshot API, tied to the exact Pyodide build pinned by package-lock.json).  It is made
# here under Node from the files dist/ ships, checked by restoring it, and shipped gzipped
# (a static host such as GitHub Pages sends it as it is); the service worker unpacks it
# once, in the background after a first visit, and web/boot.js restores it when it finds
# it in that cache, else starts Python as before.
BROWSER_MODULES = (
    "js",
    "pyscript",
    "polyscript",
    "pyodide",
)  # what holds browser objects: not in a snapshot
SNAPSHOT_PREPARE = """
import engine
for game_id in engine.GAMES:
    engine.GAMES[game_id]  # each game's rules, made once
"""
SNAPSHOT_CHECK = """
import random, sys
import engine
game = engine.new_game("fortress", 1)
game.play(game.legal_moves()[0])
assert game.undo() and sys.path.count("") == 1, sys.path
str(random.getrandbits(64))
"""


def imported_names(source: str, module: str, is_package: bool) -> set[str]:
    """The modules a module's source imports (anywhere in it), with relative names
    made absolute."""
    names = set()
    parts = module.split(".")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                # Relative to the package the module is in (a package's own __init__
                # is in the package itself).
                stem = parts[: len(parts) - node.level + is_package]
                base = ".".join([*stem, base] if base else stem)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def snapshot_modules(sources: dict[tuple[str, bool], str]) -> list[str]:
    """The page's modules that can live in the snapshot: all but those that import a
    module holding browser objects (js, pyscript), directly, through another or through
    their package, and the command line's __main__."""
    imports = {
        name: imported_names(text, name, package) for (name, package), text in sources.items()
    }
    bound = set()
    changed = True
    while changed:
        changed = False
        for name, used in imports.items():
            if name in bound:
                continue
            # Importing a module imports its package first.
            parent = name.rpartition(".")[0]
            if parent in bound or any(
                u.split(".")[0] in BROWSER_MODULES or u in bound for u in used
            ):
                bound.add(name)
                changed = True
    return sorted(n for n in imports if n not in bound and not n.endswith("__main__"))


def snapshot_name(dist: Path, modules: list[str]) -> str:
    """The snapshot's file name, from a hash of what makes it (not of its bytes): the
    runtime files, the page's bytecode, the finder, the maker and what it imports.  The
    same sources give the same name, so a deployment that changes none of them does not
    make players download it again."""
    digest = hashlib.sha256()
    parts = [dist / "pyodide" / name for name in PYODIDE_FILES]
    for path in [*parts, dist / PYTHON_CODE, FINDER, SNAPSHOT_MAKER]:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update(json.dumps([modules, SNAPSHOT_PREPARE]).encode())
    return f"snapshot-{digest.hexdigest()[:16]}.bin"


def make_snapshot(dist: Path, sources: dict[tuple[str, bool], str]) -> str:
    """Write dist/<name>.gz, the memory snapshot gzipped, and return <name> (what the
    service worker stores it under, unpacked).  A snapshot that cannot be made, or that
    does not restore and run the engine under Node, stops the build."""
    modules = snapshot_modules(sources)
    name = snapshot_name(dist, modules)
    raw = dist / name
    job = {
        "indexURL": f"{(dist / 'pyodide').as_posix()}/",
        "codeFile": str(dist / PYTHON_CODE),
        "codePath": CODE_PATH,
        "archivePath": ARCHIVE_PATH,
        "finder": FINDER.read_text(encoding="utf-8"),
        "restored": RESTORED.read_text(encoding="utf-8"),
        "modules": modules,
        "prepare": SNAPSHOT_PREPARE,
        "check": SNAPSHOT_CHECK,
        "out": str(raw),
    }
    try:
        done = subprocess.run(
            ["node", str(SNAPSHOT_MAKER)],
            input=json.dumps(job),
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=300,
        )
    except (OSError, subprocess.SubprocessError) as error:
        raise SystemExit(f"The memory snapshot could not be made: {error}") from error
    if done.returncode:
        raise SystemExit(
            "The memory snapshot could not be made or did not restore (build with "
            f"--no-snapshot to do without it):\n{done.stderr.strip()[-3000:]}"
        )
    data = raw.read_bytes()
    raw.unlink()
    # A fixed time in the header: the same snapshot gives the same file.
    (dist / f"{name}.gz").write_bytes(gzip.compress(data, 9, mtime=0))
    return name


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


# Icons ------------------------------------------------------------------------------
# Two cards on the felt: a card's back, and a face with a red diamond.  Each shape is a
# rounded rectangle or a diamond, in units of the icon's size, painted row by row with
# its edges blended (standard library only: no imaging package).
CREAM, BACK, SHADE, RED = (255, 253, 247), (123, 29, 43), (18, 51, 32), (192, 24, 43)
ICON_SHAPES = (  # (kind, centre x, centre y, half width, half height, corner radius), colour
    (("rect", 0.575, 0.44, 0.22, 0.308, 0.03), CREAM),
    (("rect", 0.575, 0.44, 0.195, 0.283, 0.015), BACK),
    (("rect", 0.44, 0.56, 0.228, 0.316, 0.036), SHADE),
    (("rect", 0.44, 0.56, 0.22, 0.308, 0.03), CREAM),
    (("diamond", 0.44, 0.56, 0.09, 0.13, 0.0), RED),
)
MASKABLE_SCALE = 0.7  # a maskable icon keeps its drawing within the central circle


def _hex_colour(text: str) -> tuple[int, int, int]:
    return tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))


def _paint(row: bytearray, left: float, right: float, colour: tuple, cover: float) -> None:
    """Paint the part of a row of pixels between ``left`` and ``right`` (pixel units),
    ``cover`` being how much of the row's height the shape covers."""
    size = len(row) // 3
    first, last = max(0, int(left)), min(size, int(right) + 1)
    solid = bytes(colour)
    x = first
    while x < last:
        alpha = (min(right, x + 1) - max(left, x)) * cover  # how much of the pixel is covered
        if alpha >= 1:  # the inside of the span, in one stroke
            end = max(x + 1, min(last, int(right)))
            row[3 * x : 3 * end] = solid * (end - x)
            x = end
            continue
        if alpha > 0:
            old = row[3 * x : 3 * x + 3]
            row[3 * x : 3 * x + 3] = bytes(
                round(o + (c - o) * alpha) for o, c in zip(old, colour, strict=True)
            )
        x += 1


def icon_png(size: int, maskable: bool) -> bytes:
    scale = MASKABLE_SCALE if maskable else 1.0
    felt = bytes(_hex_colour(FELT))
    rows = []
    for y in range(size):
        row = bytearray(felt * size)
        for (kind, cx, cy, hx, hy, radius), colour in ICON_SHAPES:
            cx, cy = (0.5 + (cx - 0.5) * scale) * size, (0.5 + (cy - 0.5) * scale) * size
            hx, hy, radius = hx * scale * size, hy * scale * size, radius * scale * size
            dy = abs(y + 0.5 - cy)
            if kind == "diamond":
                half, cover = hx * (1 - dy / hy), 1.0
            else:
                cover = max(0.0, min(1.0, hy - dy + 0.5))
                corner = min(dy, hy) - (hy - radius)
                half = hx - radius + max(0.0, radius**2 - corner**2) ** 0.5 if corner > 0 else hx
            if half > 0 and cover > 0:
                _paint(row, cx - half, cx + half, colour, cover)
        rows.append(b"\0" + bytes(row))  # filter type 0: the row as it is

    def chunk(kind: bytes, data: bytes) -> bytes:
        check = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + check

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


# The service worker ----------------------------------------------------------------
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


# The book's pictures (web/pictures/, one per game, shown in its rules): copied into dist/
# but not fetched ahead by the service worker, which keeps each one once the page has
# fetched it (web/sw.js): a first visit downloads none.
PICTURES = "pictures"


def copy_pictures(dist: Path) -> None:
    shutil.copytree(WEB / PICTURES, dist / PICTURES)


def fetched_when_seen(name: str) -> bool:
    """Whether the file ``name`` of dist/ is left out of the worker's files."""
    return name.startswith(f"{PICTURES}/")


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


def build(snapshot: bool = True) -> Path:
    """Write dist/; ``snapshot=False`` (``--no-snapshot``) leaves the memory snapshot out,
    and every visit starts Python afresh."""
    ensure_node_modules()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    (DIST / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, DIST / "pyodide" / name)
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


def report(dist: Path = DIST) -> None:
    """Every file of dist/ with its size, raw and gzipped (as a server would send it),
    largest first, and the totals."""
    rows = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        data = path.read_bytes()
        rows.append((path.relative_to(dist).as_posix(), len(data), len(gzip.compress(data, 9))))
    rows.sort(key=lambda row: -row[1])
    width = max(len(name) for name, _, _ in rows)
    print(f"{'file':<{width}}  {'bytes':>10}  {'gzipped':>10}")
    for name, raw, packed in rows:
        print(f"{name:<{width}}  {raw:>10,}  {packed:>10,}")
    total, packed = sum(row[1] for row in rows), sum(row[2] for row in rows)
    print(f"{f'total ({len(rows)} files)':<{width}}  {total:>10,}  {packed:>10,}")


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


class Handler(http.server.SimpleHTTPRequestHandler):
    # Connections kept open, as every real static host keeps them: Python's default,
    # HTTP/1.0, opens a new connection for each file, and with the browser's six at a
    # time the page's dozen files at start queued behind one another (its first visit
    # then took some 2-5% longer against a bare Pyodide page, which asks for five).
    protocol_version = "HTTP/1.1"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
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
