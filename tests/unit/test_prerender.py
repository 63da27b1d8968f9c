"""What build.py writes besides the copied files: the opening deal drawn into index.html,
the manifest and its icons, the service worker; and the replay of early taps."""

import functools
import http.client
import http.server
import json
import marshal
import re
import struct
import threading
import zipfile
import zlib
from html import unescape
from html.parser import HTMLParser

import build
import builder.python
import engine
from ui.input.controller import Controller
from ui.state.opening import OPENING_DEAL, OPENING_GAME, opening_hash, replay
from ui.table.arrangement import plan_for


class TableReader(HTMLParser):
    """The piles inside #table: pile id -> card codes, bottom first; and #table's attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.table: dict[str, str] = {}
        self.piles: dict[str, list[str]] = {}
        self.depth = 0  # elements open inside #table (0: outside it)
        self.pile: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if self.depth:
            self.depth += tag not in ("meta", "link", "br", "img", "input")
            if "data-pile" in attrs:
                self.pile = attrs["data-pile"]
                self.piles[self.pile] = []
            if "data-card" in attrs:
                self.piles[self.pile].append(attrs["data-card"])
        elif attrs.get("id") == "table":
            self.table, self.depth = attrs, 1

    def handle_endtag(self, tag):
        if self.depth:
            self.depth -= 1


def read_table(html: str) -> TableReader:
    reader = TableReader()
    reader.feed(html)
    return reader


def test_index_html_shows_the_opening_deal_as_the_engine_deals_it():
    reader = read_table(build.page_html())
    assert reader.table["data-opening"] == opening_hash() == f"#{OPENING_GAME}/{OPENING_DEAL}"
    game = engine.new_game(OPENING_GAME, OPENING_DEAL)
    assert {pile: tuple(codes) for pile, codes in reader.piles.items()} == game.piles
    plan_width, plan_height = map(float, reader.table["data-plan"].split())
    plan = plan_for(game.rules, 1.6)
    assert (plan_width, plan_height) == (round(plan.width, 4), round(plan.height, 4))


def test_index_html_lists_every_game_in_the_chooser():
    html = build.page_html()
    listed = re.search(r'<ul id="game-list">(.*?)</ul>', html, re.S)[1]
    assert re.findall(r'data-game="([^"]+)" aria-current="false"', listed) == list(engine.GAMES)
    for rules in engine.GAMES.values():
        assert f"<strong>{rules.name}</strong>" in unescape(listed)


def script_sources(html: str) -> list[str]:
    return re.findall(r'<script(?: type="module")? src="\./([^"]+)"', html)


def test_the_page_runs_no_inline_script_and_compiles_nothing_from_text():
    html = build.page_html()
    assert "<script>" not in html and '<script type="module">' not in html
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)[1]
    assert "default-src 'self';" in policy
    assert "script-src 'self' 'wasm-unsafe-eval';" in policy  # no 'unsafe-eval'
    assert "unsafe-eval'" not in policy.replace("'wasm-unsafe-eval'", "")
    # PyScript's set-up (which keeps it from compiling text) is the page's way into PyScript.
    assert "pyscript/core.js" not in script_sources(html)
    setup = build.page_scripts()["pyscript-setup.js"]
    assert "onBeforeRunAsync.clear()" in setup
    # Imported from the chunk PyScript's core.js only re-exports: one request fewer.
    chunk, names = build.pyscript_core()
    assert f'import {{ {names["hooks"]} as hooks }} from "./pyscript/{chunk}";' in setup
    assert f'<link rel="modulepreload" href="./pyscript/{chunk}">' in html
    assert "core.js" not in build.pyscript_chunks()


def test_the_style_sheet_is_in_the_page_so_the_table_paints_at_once():
    html = build.page_html()
    assert "style.css" not in html and "style.css" not in build.PAGE_FILES
    sheet = (build.WEB / "style.css").read_text()
    assert f"<style>\n{sheet}</style>" in html
    assert html.index("<style>") < html.index("<script") < html.index('<div id="table"')


def test_python_starts_as_the_page_is_parsed_and_pyscript_runs_on_it():
    html = build.page_html()
    # Python starts as soon as boot.js is here, without holding back the first drawing
    # of the page (the chooser or the table shows before Pyodide's files arrive); the
    # deferred scripts run in order after it, PyScript setting up while Pyodide downloads
    # and compiles.
    assert script_sources(html) == ["boot.js", "page.js", "pyscript-setup.js"]
    scripts = build.page_scripts()
    early, offline = ((build.WEB / name).read_text() for name in ("early.js", "offline.js"))
    # (with the memory snapshot's name written in: none here)
    assert scripts["page.js"] == (early + offline).replace('"__SNAPSHOT__"', "null")
    boot = '<script type="module" src="./boot.js" fetchpriority="high" async>'
    assert boot in html and not re.search(r"<script[^>]*blocking=", html)
    assert all(name in build.PAGE_FILES for name in script_sources(html))
    config = build.pyscript_config()
    assert config["interpreter"] == "./boot.js" and "files" not in config
    # Nothing to install or unpack: the chunks that would do it are not shipped.
    assert "packages" not in config and "fetch" not in config
    shipped = build.pyscript_chunks()
    assert not [name for name in shipped if name.startswith(("zip-", "pyodide_graph-"))]
    # PyScript's config is in the page: no file to fetch before PyScript can go on.
    written = re.search(r'<script type="py" config="([^"]*)">', html)[1]
    assert json.loads(unescape(written)) == config
    assert "pyscript.json" not in html
    # boot.js (boot/interpreter.mjs) puts the archive where its modules were compiled to be.
    assert f'"{build.ARCHIVE_PATH}"' in (build.WEB / "boot" / "interpreter.mjs").read_text()
    # What Pyodide fetches is fetched at once, in the way it asks for it.
    assert '<link rel="preload" href="./pyodide/pyodide.asm.wasm" as="fetch" crossorigin>' in html
    # Not needed before the page is ready (a restore is given a stand-in and the index).
    assert "python_stdlib.zip" not in html and "pyodide-lock.json" not in html
    # The module Python's start imports comes before them.
    assert '<link rel="modulepreload" href="./pyodide/pyodide.mjs" fetchpriority="high">' in html
    assert '<link rel="modulepreload" href="./pyodide/pyodide.asm.mjs">' in html
    assert 'rel="manifest" href="./manifest.webmanifest"' in html


def test_the_archive_holds_the_sources_and_python_code_their_bytecode(tmp_path, monkeypatch):
    # Compiling needs Node and Pyodide (the end-to-end tests run the real thing): here
    # each module's "bytecode" is a 16-byte header and its name.
    monkeypatch.setattr(
        builder.python,
        "compiled_for_pyodide",
        lambda sources: {n: bytes(16) + n.encode() for n in sources},
    )
    build.write_python_archive(tmp_path)
    with zipfile.ZipFile(tmp_path / build.PYTHON_ARCHIVE) as archive:
        names = set(archive.namelist())
        assert {i.compress_type for i in archive.infolist()} == {zipfile.ZIP_STORED}
    own = {build.archive_name(p) for p in build.python_files()}
    assert {"engine/__init__.py", "ui/dom.py", "ui/table/markup.py"} <= own
    assert names == own  # the sources, for tracebacks (and imported if python.code fails)
    code = marshal.loads((tmp_path / build.PYTHON_CODE).read_bytes())
    # Each module's code (after the .pyc header) by its import name, and whether it is
    # a package; PyScript's package and the standard library's html, which the page
    # imports too, are there, found before the copies Python would compile.
    assert code["ui.dom"] == (False, b"ui/dom.py")
    assert code["engine"] == (True, b"engine/__init__.py")
    assert code["engine.games.clock"] == (False, b"engine/games/clock.py")
    assert code["pyscript"][0] and code["html.entities"] == (False, b"html/entities.py")
    assert set(code) >= {build.module_name(name)[0] for name in own}
    # boot.js (and the solver's worker) read it from where they write it.
    assert f'"{build.PYTHON_CODE}"' in (build.WEB / "boot" / "interpreter.mjs").read_text()


def test_the_archive_takes_pyscripts_python_as_pyscript_writes_it():
    files = build.pyscript_stdlib()
    assert "pyscript/__init__.py" in files and "pyscript/display.py" in files
    chunks = (build.NODE / "@pyscript" / "core" / "dist").glob("core-*.js")
    chunk = "".join(path.read_text(encoding="utf-8") for path in chunks)
    assert all(json.dumps(text, ensure_ascii=False) in chunk for text in files.values())
    html = build.stdlib_packages()
    assert set(html) == {"html/__init__.py", "html/entities.py", "html/parser.py"}


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    width, height = struct.unpack(">II", data[16:24])
    zlib.decompress(data[data.index(b"IDAT") + 4 : data.index(b"IEND") - 8])
    return width, height


def test_icons_are_pngs_of_their_sizes_and_the_manifest_names_them():
    for name, (size, maskable) in build.ICONS.items():
        assert png_size(build.icon_png(size, maskable)) == (size, size), name
    manifest = json.loads(json.dumps(build.MANIFEST))
    assert manifest["name"] == "Cadogan's Patience" and manifest["display"] == "standalone"
    assert manifest["theme_color"] == "#1f5f3a" and manifest["start_url"] == "./"
    icons = {icon["src"]: icon for icon in manifest["icons"]}
    assert set(icons) <= set(build.ICONS)
    assert {icon["purpose"] for icon in icons.values()} == {"any", "maskable"}
    for src, icon in icons.items():
        assert icon["sizes"] == "{0}x{0}".format(build.ICONS[src][0])


def test_the_build_hash_follows_every_cached_file(tmp_path):
    (tmp_path / "a.txt").write_text("one")
    (tmp_path / "sw.js").write_text("ignored")
    first = build.build_hash(tmp_path)
    (tmp_path / "sw.js").write_text("still ignored")
    assert build.build_hash(tmp_path) == first
    (tmp_path / "a.txt").write_text("two")
    assert build.build_hash(tmp_path) != first


class FakePage:
    """The two things replay() uses of the DOM adapter's Page."""

    def __init__(self, game) -> None:
        self.game = game
        self.controller = Controller(game)
        self.outcomes = []

    def after(self, outcome) -> None:
        self.outcomes.append(outcome)


def first_move():
    game = engine.new_game(OPENING_GAME, OPENING_DEAL)
    move = next(m for m in game.legal_moves() if m.count == 1 and m.card)
    return game, move


def test_taps_made_before_the_page_was_ready_are_carried_out():
    game, move = first_move()
    index = len(game.piles[move.source]) - 1
    page = FakePage(game)
    taps = [
        {"pile": move.source, "index": index, "card": move.card, "time": 1000},
        {"pile": move.target, "index": None, "card": None, "time": 2000},
    ]
    assert replay(page, taps)
    assert [o.played for o in page.outcomes] == [None, move]
    assert list(game.moves) == [move]


def test_early_taps_on_another_table_are_dropped():
    game, move = first_move()
    index = len(game.piles[move.source]) - 1
    tap = {"pile": move.source, "index": index, "card": "XX", "time": 0}
    page = FakePage(game)
    assert not replay(page, [tap])  # the card is not the one drawn there
    other = FakePage(engine.new_game(OPENING_GAME, OPENING_DEAL + 1))
    assert not replay(other, [{**tap, "card": move.card}])  # another deal opened
    assert not game.moves and not other.game.moves


def test_the_local_server_keeps_a_connection_open_for_the_next_file(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>")
    (tmp_path / "boot.js").write_text("export {};")
    handler = functools.partial(build.Handler, directory=str(tmp_path))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1])
        for name, kind in (("/", "text/html"), ("/boot.js", "text/javascript")):
            connection.request("GET", name)
            socket = connection.sock
            response = connection.getresponse()
            body = response.read()
            assert response.status == 200 and body
            assert response.getheader("Content-Type").startswith(kind)
            # The same connection answers the next request: none is closed after a file.
            assert not response.will_close and connection.sock is socket
        connection.request("GET", "/gone.js")
        assert connection.getresponse().status == 404
        connection.close()
    finally:
        server.shutdown()
        server.server_close()
