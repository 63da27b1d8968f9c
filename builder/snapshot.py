"""The memory snapshot of an interpreter that has started and imported the page's modules,
made and checked under Node (tools/snapshot.mjs)."""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from builder.paths import NODE, PYODIDE_FILES, ROOT, WEB
from builder.python import ARCHIVE_PATH, PYTHON_CODE

# The page's start, in Python: the finder that imports from python.code, and the step run
# on an interpreter restored from the memory snapshot.  build.py writes both into boot.js,
# and runs the finder before it takes the snapshot.
FINDER = WEB / "boot" / "finder.py"
RESTORED = WEB / "boot" / "restored.py"
# The memory snapshot of an interpreter that has started and imported the page's modules
# (tools/snapshot.mjs makes it under Node).  A returning visit restores it instead of
# starting Python: see make_snapshot.
SNAPSHOT_MAKER = ROOT / "tools" / "snapshot.mjs"
# How the snapshot is packed, and unpacked by the page (build.py writes it into boot.js).
UNPACK = WEB / "boot" / "unpack.mjs"
CODE_PATH = "/home/pyodide/python.code"
# Each step of the snapshot's making, kept for bench/snapshot_size.py (build/ is not
# committed, and not part of dist/).
STEPS = ROOT / "build" / "snapshot-steps"
# The heap must end this far below the 30 MiB of memory that a snapshot cannot outgrow
# (Pyodide restores into the memory its WebAssembly declares; pyodide#6254).
MIN_HEADROOM = 2_000_000


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


def opening_game() -> str:
    """The game a first visit opens (web/ui/state/opening.py), the one game whose module is in
    the snapshot.  The others are imported when first opened, from python.code
    (web/boot/finder.py): every game in the snapshot would outgrow its memory, and
    lengthen every first visit's download."""
    if str(WEB) not in sys.path:
        sys.path.insert(0, str(WEB))
    from ui.state.opening import OPENING_GAME

    return OPENING_GAME


OPENING_GAME = opening_game()
GAMES_PACKAGE = "engine.games."
# Packages whose modules are found by a game's id, each imported when that game is first
# opened or solved: the rules, the solver's knowledge of the game, and its deals solved
# (the chooser's shares of deals won are written into index.html at build time).
PER_GAME_PACKAGES = (GAMES_PACKAGE, "engine.solver.games.", "engine.solver.solved.")
# The module the solver's worker (web/solver-worker.js) starts with: the page never imports
# it, so it and whatever only it imports come with python.code, which the worker hands its
# interpreter, restored from this same snapshot, before it imports them.
WORKER_ENTRY = "ui.coach.desk"
SNAPSHOT_PREPARE = f"""
import engine
engine.GAMES[{OPENING_GAME!r}]  # the opening game's rules, made once
"""
# Run on each restored interpreter (the body of a function; its result must differ from
# one restore to the next): a move, undone, and a hint, as a first visit's player may ask
# before the standard library's zip has come (tools/snapshot.mjs watches their imports).
SNAPSHOT_CHECK = f"""
import random, sys
import engine
from engine.solver.hints import HintSearch
game = engine.new_game({OPENING_GAME!r}, 1)
game.play(game.legal_moves()[0])
search = HintSearch(game)
search.think(0.2)
search.hint()
assert game.undo() and sys.path.count("") == 1, sys.path
return str(random.getrandbits(64))
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


def _importers(imports: dict[str, set[str]], seeds: set[str], browser: bool) -> set[str]:
    """``seeds`` and the modules that import one of them (or, ``browser``, a module holding
    browser objects), directly, through another or through their package."""
    bound = set(seeds)
    changed = True
    while changed:
        changed = False
        for name, used in imports.items():
            if name in bound:
                continue
            # Importing a module imports its package first.
            parent = name.rpartition(".")[0]
            if parent in bound or any(
                (browser and u.split(".")[0] in BROWSER_MODULES) or u in bound for u in used
            ):
                bound.add(name)
                changed = True
    return bound


def _page_imports_graph(sources: dict[tuple[str, bool], str]) -> dict[str, set[str]]:
    return {name: imported_names(text, name, package) for (name, package), text in sources.items()}


def _only_for_later(imports: dict[str, set[str]], later: set[str], kept: set[str]) -> set[str]:
    """``later`` and the modules of ``kept`` that only later modules import (a mechanism
    that only games other than the opening one use), directly or through one another:
    a module stays while one of its own modules stays, as importing it imports its package."""
    importers: dict[str, set[str]] = {name: set() for name in imports}
    for name, used in imports.items():
        for module in used:
            if module in importers and module != name:
                importers[module].add(name)
    later = set(later)
    changed = True
    while changed:
        changed = False
        for name in sorted(kept - later):
            inside = any(n.startswith(name + ".") and n not in later for n in imports)
            if importers[name] and importers[name] <= later and not inside:
                later.add(name)
                changed = True
    return later


def _later_games(imports: dict[str, set[str]]) -> set[str]:
    """The modules of the games other than the opening one (their rules, the solver's
    knowledge of them and its verdicts on their deals), and the solver's worker's own."""
    names = {n.removeprefix(GAMES_PACKAGE) for n in imports if n.startswith(GAMES_PACKAGE)}
    names.discard(OPENING_GAME.replace("-", "_"))
    games = {package + name for package in PER_GAME_PACKAGES for name in names}
    return (games | {WORKER_ENTRY}) & set(imports)


def _later_and_browser(sources: dict[tuple[str, bool], str]) -> tuple[set[str], set[str]]:
    imports = _page_imports_graph(sources)
    games = _later_games(imports)
    browser = _importers(imports, set(), True)
    later = _importers(imports, games, False) - browser
    started = {n for n in imports if n not in later and n not in browser}
    return _only_for_later(imports, later, started), browser


def later_modules(sources: dict[tuple[str, bool], str]) -> list[str]:
    """The games other than the opening one and the solver's knowledge of them, the solver's
    worker's own module (``WORKER_ENTRY``), the modules
    that import one, and those that only such modules import (a mechanism of those
    games alone): not in the snapshot, and not needed to start, their bytecode comes with
    python.code once the page is ready (web/boot/finder.py)."""
    later, browser = _later_and_browser(sources)
    return sorted(later - browser)


def snapshot_modules(sources: dict[tuple[str, bool], str]) -> list[str]:
    """The page's modules that can live in the snapshot: all but the later ones (above),
    the command line's __main__, and those that import a module holding browser objects
    (js, pyscript) or one of the later games, directly, through another or through their
    package."""
    imports = _page_imports_graph(sources)
    bound = _importers(imports, _later_games(imports), True) | _later_and_browser(sources)[0]
    return sorted(n for n in imports if n not in bound and not n.endswith("__main__"))


def snapshot_name(dist: Path, modules: list[str]) -> str:
    """The snapshot's file name, from a hash of what makes it (not of its bytes): the
    runtime files, the page's bytecode, the finder, the maker and what it imports.  The
    same sources give the same name, so a deployment that changes none of them does not
    make players download it again."""
    digest = hashlib.sha256()
    parts = [dist / "pyodide" / name for name in PYODIDE_FILES]
    for path in [*parts, dist / PYTHON_CODE, FINDER, SNAPSHOT_MAKER, UNPACK]:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update(json.dumps([modules, SNAPSHOT_PREPARE]).encode())
    return f"snapshot-{digest.hexdigest()[:16]}.bin"


def in_standard_library() -> set[str]:
    """The top-level names of the modules in Pyodide's standard library zip."""
    with zipfile.ZipFile(NODE / "pyodide" / "python_stdlib.zip") as stdlib:
        return {n.split("/")[0].removesuffix(".py") for n in stdlib.namelist() if n.endswith(".py")}


def page_imports(sources: dict[tuple[str, bool], str]) -> list[str]:
    """Every module of the standard library's zip that the page's Python imports anywhere
    in it (a function's import too), but the command line's __main__: each must be in the
    snapshot already (tools/snapshot.mjs checks), as the zip comes only once the page is
    ready."""
    stdlib = in_standard_library() - {name.split(".")[0] for name, _ in sources}
    names = set()
    for (name, package), text in sources.items():
        if not name.endswith("__main__"):
            names |= imported_names(text, name, package)
    return sorted(n for n in names if n.split(".")[0] in stdlib)


def make_snapshot(dist: Path, sources: dict[tuple[str, bool], str]) -> str:
    """Write dist/<name>.gz, the memory snapshot packed (web/boot/unpack.mjs) and gzipped,
    and return <name> (what the service worker stores it under, unzipped).  A snapshot that
    cannot be made, or that does not restore and run the engine under Node with nothing
    from the standard library's zip, or whose heap leaves too little room, stops the
    build.  Each step of its making is left in build/snapshot-steps/."""
    from builder.runtime import STDLIB_LATER, package_index

    modules = snapshot_modules(sources)
    name = snapshot_name(dist, modules)
    packed = dist / name
    if STEPS.exists():
        shutil.rmtree(STEPS)
    STEPS.mkdir(parents=True)
    job = {
        "indexURL": f"{(dist / 'pyodide').as_posix()}/",
        "codeFile": str(dist / PYTHON_CODE),
        "codePath": CODE_PATH,
        "archivePath": ARCHIVE_PATH,
        "finder": FINDER.read_text(encoding="utf-8"),
        "restored": RESTORED.read_text(encoding="utf-8"),
        "modules": modules,
        "prepare": SNAPSHOT_PREPARE,
        "gameModules": [n for n in modules if n.startswith(GAMES_PACKAGE)],
        "later": later_modules(sources),
        "check": SNAPSHOT_CHECK,
        "imports": page_imports(sources),
        "lock": package_index(),
        "stdlibStub": str(dist / "pyodide" / STDLIB_LATER),
        "minHeadroom": MIN_HEADROOM,
        "steps": str(STEPS),
        "out": str(packed),
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
    made = json.loads(done.stdout)
    (STEPS / "made.json").write_text(json.dumps(made, indent=1))
    data = packed.read_bytes()
    packed.unlink()
    # A fixed time in the header: the same snapshot gives the same file.
    (dist / f"{name}.gz").write_bytes(gzip.compress(data, 9, mtime=0))
    return name
