"""The page's Python: python.zip (the sources, for tracebacks) and python.code (the bytecode
web/boot/finder.py imports from), compiled for Pyodide's Python under Node."""

from __future__ import annotations

import base64
import json
import marshal
import subprocess
import zipfile
from pathlib import Path

from builder.paths import NODE, ROOT, WEB

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


def python_files() -> list[Path]:
    files = []
    for package in PYTHON_PACKAGES:
        files += sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)
    return files


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
