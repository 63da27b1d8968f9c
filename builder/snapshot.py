"""The memory snapshot of an interpreter that has started and imported the page's modules,
made and checked under Node (tools/snapshot.mjs)."""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import subprocess
from pathlib import Path

from builder.paths import PYODIDE_FILES, ROOT, WEB
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
CODE_PATH = "/home/pyodide/python.code"


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
