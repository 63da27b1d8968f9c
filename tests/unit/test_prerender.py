"""What build.py writes besides the copied files: the opening deal drawn into index.html,
the manifest and its icons, the service worker; and the replay of early taps."""

import json
import re
import struct
import zlib
from html.parser import HTMLParser

import build
import engine
from ui.controller import Controller
from ui.prerender import OPENING_DEAL, OPENING_GAME, opening_hash, replay


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
    plan = game.rules.plan_for(1.6)
    assert (plan_width, plan_height) == (round(plan.width, 4), round(plan.height, 4))


def test_the_page_loads_nothing_inline_and_preloads_what_pyodide_fetches():
    html = build.page_html()
    assert "<script>" not in html and '<script type="module">' not in html
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)[1]
    assert "default-src 'self';" in policy and "script-src 'self' 'wasm-unsafe-eval'" in policy
    assert "unsafe-inline" not in policy.split("script-src")[1].split(";")[0]
    for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert f'<link rel="preload" href="./pyodide/{name}" as="fetch" crossorigin>' in html
    for name in ("pyodide.mjs", "pyodide.asm.mjs"):
        assert f'<link rel="modulepreload" href="./pyodide/{name}">' in html
    assert 'rel="manifest" href="./manifest.webmanifest"' in html


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
