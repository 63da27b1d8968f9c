"""The import rules of the codebase, read from the sources (README, "Architecture"):

* the engine never imports the page (``ui``) nor the browser (``js``, ``pyscript``,
  ``pyodide``);
* the rules (``engine/games``, ``engine/mechanics`` and the engine's core modules) never
  import the solver (``engine/solver``), which imports them;
* no import cycle in ``engine/`` nor in ``web/ui/``, imports inside functions counted;
* in ``web/ui/`` at most two modules (the DOM adapters) import ``js``, ``pyscript`` or
  ``pyodide``;
* ``web/ui/`` is its rooms (``table``, ``input``, ``state``, ``panels``, ``coach``) and the
  few modules that put them together (``ROOT_MODULES``), which no room imports; and each
  room leaves alone the rooms it has no business with (``ROOMS``): the table is drawn
  knowing nothing of gestures, saves or the solver, what is kept knows nothing of the
  drawing, the coach and the panels are asked, never asking input;
* no class in ``web/ui/`` is longer than 250 lines.

Imports under ``if TYPE_CHECKING:`` are left out: they are never run, only read by type
checkers.  Each detector is also tried on a small tree made to break its rule."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BROWSER = {"js", "pyscript", "pyodide"}
MAX_DOM_ADAPTERS = 2
MAX_CLASS_LINES = 250
# The page's rooms, each with the rooms it never imports; and the modules at the top of
# web/ui/, which put the rooms together (the composition root, the DOM adapter, the
# navigation between games, the build-time drawing of index.html).
ROOMS = {
    "table": {"input", "state", "coach"},
    "input": {"state", "panels", "coach"},
    "state": {"table", "panels", "coach"},
    "panels": {"input", "coach"},
    "coach": {"input", "panels"},
}
ROOT_MODULES = {"ui", "ui.dom", "ui.browser", "ui.navigation", "ui.prerender"}


# Reading the sources ----------------------------------------------------------------------
def modules_under(base: Path, package: str) -> dict[str, Path]:
    """Module name -> file, for the package in ``base / package`` (``engine``, ``ui``)."""
    found = {}
    for path in sorted((base / package).rglob("*.py")):
        parts = path.relative_to(base).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST):
    """Every import statement, at any depth (functions included), but those under ``if
    TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                stack.extend(child.orelse)
                continue
            stack.append(child)


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules the module ``name`` imports: dotted names, relative imports resolved;
    ``from package import name`` counts as importing the submodule when there is one."""
    is_package = path.name == "__init__.py"
    here = name.split(".") if is_package else name.split(".")[:-1]
    found = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        if node.level:
            base = here[: len(here) - node.level + 1]
            origin = ".".join(base + ([node.module] if node.module else []))
        else:
            origin = node.module or ""
        for alias in node.names:
            submodule = f"{origin}.{alias.name}"
            found.add(submodule if submodule in known else origin)
    return found


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    known = set(modules)
    return {name: imports_of(name, path, known) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another, directly or round a loop (the
    strongly connected components of more than one module, or a module importing
    itself), by Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph[node]:
            if target not in graph:
                continue
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1 or node in graph[node]:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def _top(module: str) -> str:
    return module.split(".")[0]


def importers(graph: dict[str, set[str]], targets: set[str]) -> dict[str, set[str]]:
    """Module -> what it imports of ``targets`` (top-level names or packages), for the
    modules that import any."""
    hits = {}
    for name, imported in graph.items():
        bad = {
            module
            for module in imported
            if _top(module) in targets
            or any(module.startswith(f"{t}.") for t in targets)
            or module in targets
        }
        if bad:
            hits[name] = bad
    return hits


def is_rules_side(module: str) -> bool:
    """The rules and the engine's core: everything in ``engine`` but the solver, the
    package's front (``engine.solve`` is part of the public interface) and its command
    line."""
    return module.startswith("engine.") and not (
        module == "engine.__main__"
        or module == "engine.solver"
        or module.startswith("engine.solver.")
    )


def room_of(module: str, rooms: dict[str, set[str]]) -> str | None:
    """The room of a module of the page (``ui.table.view``, ``ui.table``: table), None for
    one at the top (``ui.dom``)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "ui" and parts[1] in rooms else None


def room_breaches(graph: dict[str, set[str]], rooms: dict[str, set[str]]) -> list[str]:
    """Each import of a room into a room it must leave alone, or into the modules at the
    top of the page (which put the rooms together)."""
    found = []
    for name, imported in sorted(graph.items()):
        here = room_of(name, rooms)
        if here is None:
            continue
        for module in sorted(imported):
            if module not in graph:
                continue
            there = room_of(module, rooms)
            if there is None or there in rooms.get(here, ()):
                found.append(f"{name} -> {module}")
    return found


def long_classes(modules: dict[str, Path], most: int) -> list[tuple[str, str, int]]:
    found = []
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                lines = node.end_lineno - node.lineno + 1
                if lines > most:
                    found.append((name, node.name, lines))
    return found


# The rules, on the real sources -----------------------------------------------------------
ENGINE = modules_under(ROOT, "engine")
UI = modules_under(ROOT / "web", "ui")
ENGINE_GRAPH = import_graph(ENGINE)
UI_GRAPH = import_graph(UI)


def test_the_sources_were_found():
    assert {"engine", "engine.game", "engine.solver.core", "engine.games.fortress"} <= set(ENGINE)
    assert {"ui", "ui.table.view", "ui.input.controller"} <= set(UI)


def test_the_engine_never_imports_the_page_or_the_browser():
    assert importers(ENGINE_GRAPH, {"ui", *BROWSER}) == {}


def test_the_rules_never_import_the_solver():
    rules_side = {name: imported for name, imported in ENGINE_GRAPH.items() if is_rules_side(name)}
    assert importers(rules_side, {"engine.solver"}) == {}


@pytest.mark.parametrize("graph", [ENGINE_GRAPH, UI_GRAPH], ids=["engine", "ui"])
def test_no_import_cycles(graph):
    assert cycles(graph) == []


def test_only_the_dom_adapters_import_the_browser():
    adapters = importers(UI_GRAPH, BROWSER)
    assert len(adapters) <= MAX_DOM_ADAPTERS, sorted(adapters)


def test_the_page_is_its_rooms_each_leaving_alone_what_is_none_of_its_business():
    assert {room_of(name, ROOMS) for name in UI} - {None} == set(ROOMS)
    assert {name for name in UI if room_of(name, ROOMS) is None} == ROOT_MODULES
    assert room_breaches(UI_GRAPH, ROOMS) == []


def test_no_class_of_the_page_is_too_long():
    assert long_classes(UI, MAX_CLASS_LINES) == []


# The detectors, on a tree made to break each rule ------------------------------------------
@pytest.fixture
def broken_tree(tmp_path: Path) -> Path:
    files = {
        "engine/__init__.py": "from .game import Game\n",
        "engine/game.py": (
            "from .table import Table\n"
            "def to_json():\n"
            "    from .saves import dump  # a cycle dodged inside a function\n"
        ),
        "engine/saves.py": "from . import game\n",
        "engine/table.py": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from .game import Game  # only for type checkers: no cycle\n"
        ),
        "engine/games/__init__.py": "",
        "engine/games/clock.py": "from ..solver.core import solve\nimport js\n",
        "engine/solver/__init__.py": "",
        "engine/solver/core.py": "from ..game import Game\n",
        "ui/__init__.py": "",
        "ui/a.py": "import js\n",
        "ui/b.py": "from pyscript import document\n",
        "ui/c.py": "def later():\n    from pyodide.ffi import to_js\n",
        "ui/d.py": "class Big:\n" + "    x = 1\n" * 250,
        "ui/dom.py": "from ui.table.view import draw\n",
        "ui/table/__init__.py": "",
        "ui/table/view.py": "from ui.input.gestures import tap\n",
        "ui/input/__init__.py": "",
        "ui/input/gestures.py": "from ui.table import view\nfrom ui import dom\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return tmp_path


def test_the_detectors_find_each_kind_of_breach(broken_tree):
    engine = modules_under(broken_tree, "engine")
    ui = modules_under(broken_tree, "ui")
    graph = import_graph(engine)
    assert graph["engine"] == {"engine.game"}
    assert graph["engine.saves"] == {"engine.game"}  # "from . import game": the module
    assert cycles(graph) == [["engine.game", "engine.saves"]]
    assert importers(graph, {"ui", *BROWSER}) == {"engine.games.clock": {"js"}}
    rules_side = {name: imported for name, imported in graph.items() if is_rules_side(name)}
    assert importers(rules_side, {"engine.solver"}) == {
        "engine.games.clock": {"engine.solver.core"}
    }
    assert len(importers(import_graph(ui), BROWSER)) == 3 > MAX_DOM_ADAPTERS
    assert long_classes(ui, MAX_CLASS_LINES) == [("ui.d", "Big", 251)]
    assert room_breaches(import_graph(ui), {"table": {"input"}, "input": set()}) == [
        "ui.input.gestures -> ui.dom",
        "ui.table.view -> ui.input.gestures",
    ]
    assert long_classes(ui, 251) == []


def test_a_module_importing_itself_is_a_cycle():
    assert cycles({"a": {"a"}, "b": {"a"}}) == [["a"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
