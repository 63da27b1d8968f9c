"""How build.py makes and names the memory snapshot, and writes it into the page's scripts
(the start from it is tested in the browser: tests/e2e/test_start.py)."""

import json
import re

import pytest

import build
import builder.runtime
import builder.snapshot

SOURCES = {  # (module, is a package): source
    ("game", True): "",
    ("game.rules", False): "import json\nfrom . import cards",
    ("game.cards", False): "X = 1",
    ("game.page", False): "import js",
    ("game.table", False): "from .page import draw",  # through a module of the page
    ("game.__main__", False): "import argparse",
    ("pyscript", True): "import polyscript",
    ("pyscript.util", False): "X = 2",  # its package holds browser objects
    ("tools", True): "from pyscript import display",
}


def test_the_snapshot_holds_every_module_but_those_of_the_browser():
    assert build.snapshot_modules(SOURCES) == ["game", "game.cards", "game.rules"]


def test_relative_imports_are_read_from_the_modules_package():
    assert "game.cards" in build.imported_names("from . import cards", "game.rules", False)
    assert "game.cards" in build.imported_names("from . import cards", "game", True)
    assert "game.page" in build.imported_names("from .page import draw", "game.table", False)


def test_the_pages_own_modules_that_touch_the_browser_are_imported_after_the_restore():
    chosen = build.snapshot_modules(
        {build.module_name(build.archive_name(p)): p.read_text() for p in build.python_files()}
    )
    assert {"engine", "engine.registry", "ui.table.view", "ui.input.controller"} <= set(chosen)
    assert "ui.dom" not in chosen and "engine.__main__" not in chosen


def test_the_snapshot_is_named_by_what_makes_it_and_the_build_hash_by_that_name(tmp_path):
    (tmp_path / "pyodide").mkdir()
    for name in build.PYODIDE_FILES:
        (tmp_path / "pyodide" / name).write_bytes(name.encode())
    (tmp_path / build.PYTHON_CODE).write_bytes(b"code")
    name = build.snapshot_name(tmp_path, ["engine"])
    assert re.fullmatch(r"snapshot-[0-9a-f]{16}\.bin", name)
    assert build.snapshot_name(tmp_path, ["engine"]) == name
    assert build.snapshot_name(tmp_path, ["engine", "ui"]) != name
    (tmp_path / build.PYTHON_CODE).write_bytes(b"other code")
    assert build.snapshot_name(tmp_path, ["engine"]) != name
    # Two builds of the same sources differ in the snapshot's bytes (timestamps, entropy),
    # not in the build's hash: players do not download the site again for nothing.
    packed = tmp_path / f"{name}.gz"
    packed.write_bytes(b"one build")
    version = build.build_hash(tmp_path)
    packed.write_bytes(b"another build")
    assert build.build_hash(tmp_path) == version
    packed.rename(tmp_path / "snapshot-0123456789abcdef.bin.gz")
    assert build.build_hash(tmp_path) != version


def test_the_page_is_told_the_snapshots_name_or_that_there_is_none():
    named = build.page_scripts("snapshot-0123456789abcdef.bin")
    for script in ("boot.js", "page.js", "solver-worker.js"):
        assert 'const SNAPSHOT = "snapshot-0123456789abcdef.bin";' in named[script]
        assert "const SNAPSHOT = null;" in build.page_scripts(None)[script]
    # boot.js runs the finder and the after-restore step from web/boot/, as build.py does.
    assert json.dumps(build.FINDER.read_text()) in named["boot.js"]
    assert json.dumps(build.RESTORED.read_text()) in named["boot.js"]
    assert "__" + "FINDER__" not in named["boot.js"]


def test_a_snapshot_that_cannot_be_made_stops_the_build_with_a_clear_message(tmp_path):
    builder.runtime.copy_runtime(tmp_path)
    (tmp_path / build.PYTHON_CODE).write_bytes(b"not marshalled code")
    with pytest.raises(SystemExit, match="memory snapshot could not be made") as stopped:
        build.make_snapshot(tmp_path, {("engine", True): ""})
    assert "--no-snapshot" in str(stopped.value) and "marshal" in str(stopped.value)
    assert not list(tmp_path.glob("snapshot-*"))


def test_a_restore_that_would_repeat_the_builds_random_numbers_stops_the_build(
    tmp_path, monkeypatch
):
    # Every restore starts from the same memory: without web/boot/restored.py's reseeding,
    # two visits would draw the same numbers, and the build's own check says so.
    builder.runtime.copy_runtime(tmp_path)
    sources = build.write_python_archive(tmp_path)
    unseeded = tmp_path / "restored.py"
    unseeded.write_text("def after_restore(seed, language):\n    pass\n")
    monkeypatch.setattr(builder.snapshot, "RESTORED", unseeded)
    with pytest.raises(SystemExit, match="two restores drew the same random numbers"):
        build.make_snapshot(tmp_path, sources)


def test_a_snapshot_that_needs_the_standard_librarys_zip_before_ready_stops_the_build(
    tmp_path, monkeypatch
):
    # A first visit restores with a stand-in for the zip until the page is ready: a module
    # of the page that imports from it (here tomllib, which nothing imports at start)
    # would fail there, and the build says so.
    builder.runtime.copy_runtime(tmp_path)
    sources = build.write_python_archive(tmp_path)
    monkeypatch.setattr(builder.snapshot, "page_imports", lambda sources: ["json", "tomllib"])
    with pytest.raises(SystemExit, match=r"imports \['tomllib'\], not in the snapshot"):
        build.make_snapshot(tmp_path, sources)


def test_a_heap_too_near_the_memorys_end_stops_the_build(tmp_path, monkeypatch):
    builder.runtime.copy_runtime(tmp_path)
    sources = build.write_python_archive(tmp_path)
    monkeypatch.setattr(builder.snapshot, "MIN_HEADROOM", 31_000_000)
    with pytest.raises(SystemExit, match="a snapshot cannot outgrow"):
        build.make_snapshot(tmp_path, sources)


def test_the_page_imports_checked_are_the_standard_librarys_only():
    sources = {
        build.module_name(build.archive_name(p)): p.read_text() for p in build.python_files()
    }
    names = builder.snapshot.page_imports(sources)
    assert {"json", "re", "traceback", "pyodide.ffi"} <= set(names)
    assert not [n for n in names if n.split(".")[0] in ("engine", "ui", "js", "pyscript")]
    assert "argparse" not in names  # engine/__main__.py's, which the page never imports


def page_modules() -> list[str]:
    return build.snapshot_modules(
        {build.module_name(build.archive_name(p)): p.read_text() for p in build.python_files()}
    )


def test_the_snapshot_holds_the_opening_game_only_of_the_games():
    chosen = page_modules()
    assert [n for n in chosen if n.startswith("engine.games.")] == ["engine.games.fortress"]
    # The solver's knowledge of a game imports that game: it waits for it.
    assert "engine.solver.games.four_corners" not in chosen
    # The solver's knowledge of a game, found by the game's id, waits for that game too.
    assert "engine.solver.games.clock" not in chosen
    assert "engine.solver.solved.clock" not in chosen and "engine.solver.solved.fortress" in chosen
    assert {"engine.solver.games", "engine.solver.hints", "ui.navigation"} <= set(chosen)


def test_a_mechanism_only_later_games_use_waits_for_them_and_one_the_opening_game_uses_not():
    chosen = page_modules()
    # The Empress's and the Herring-Bone's exchanges, the Kings' deal: games opened later.
    assert "engine.mechanics.exchange" not in chosen
    assert "engine.mechanics.played_as_dealt" not in chosen
    # Fortress's own mechanisms, and the package of those that wait, are in it.
    assert {"engine.mechanics", "engine.mechanics.foundations"} <= set(chosen)
    sources = {
        ("engine", True): "",
        ("engine.games", True): "",
        ("engine.games.fortress", False): "from ..mechanics import shared",
        ("engine.games.kings", False): "from ..mechanics import dealt",
        ("engine.mechanics", True): "",
        ("engine.mechanics.shared", False): "X = 1",
        ("engine.mechanics.dealt", False): "from . import helper",
        ("engine.mechanics.helper", False): "Y = 2",
    }
    assert build.snapshot_modules(sources) == [
        "engine",
        "engine.games",
        "engine.games.fortress",
        "engine.mechanics",
        "engine.mechanics.shared",
    ]
    assert builder.snapshot.later_modules(sources) == [
        "engine.games.kings",
        "engine.mechanics.dealt",
        "engine.mechanics.helper",
    ]


def test_the_solver_workers_own_module_waits_for_python_code():
    # The page never imports the worker's desk: the worker, restored from the page's
    # snapshot, gets it with python.code, so a first visit does not download it twice.
    worker = (build.ROOT / "web" / "solver-worker.js").read_text()
    assert f"from {builder.snapshot.WORKER_ENTRY} import" in worker
    assert builder.snapshot.WORKER_ENTRY not in page_modules()
    # What the page's coach shares with the worker stays.
    assert {"engine.solver.coach", "engine.saves", "ui.table.view"} <= set(page_modules())


def test_importing_the_pages_start_imports_no_game_but_the_opening_one():
    # What build.py imports into the snapshot, then the snapshot's preparation, under
    # CPython: of the games, only the opening one is imported.
    import subprocess
    import sys
    from pathlib import Path

    root = Path(build.__file__).parent
    script = (
        "import importlib, sys\n"
        f"sys.path[:0] = [{str(root)!r}, {str(root / 'web')!r}]\n"
        f"for name in {page_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        f"{builder.snapshot.SNAPSHOT_PREPARE}\n"
        "print(sorted(m for m in sys.modules if m.startswith('engine.games.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "['engine.games.fortress']"
