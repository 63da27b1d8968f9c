"""The game chooser: what each entry tells a player before choosing, the order and the
filter's keys, the player's own record and the games opened lately; and the book's
picture in the rules."""

import re
import struct
from pathlib import Path

import engine
from engine.gamerules import SKILL_WORDS
from engine.solver.solved import Solved, solved
from tests.unit.fakedom import Element, FakeBrowser, Nodes
from ui.panels.chooser import (
    RECENT_SHOWN,
    Chooser,
    facts,
    findable,
    game_list_html,
    mine_text,
    share_text,
    sort_key,
)
from ui.panels.pictures import SIZES, picture_html
from ui.state.records import Record, Records
from ui.state.storage import PREFIX, MemoryBackend, Store

PICTURES = Path(__file__).resolve().parents[2] / "web" / "pictures"


def test_each_entry_says_packs_skill_and_the_share_of_deals_won():
    html = game_list_html(engine.GAMES)
    entries = re.findall(r"<li (.*?)</li>", html)
    assert [re.search(r'data-game="([^"]+)"', e)[1] for e in entries] == list(engine.GAMES)
    fortress = entries[list(engine.GAMES).index("fortress")]
    said = re.search(r'<span class="facts">([^<]*)</span>', fortress)[1]
    # 187 of 1000 deals won, the other 813 lost.
    assert said == "1 pack · Mostly skill · 19% winnable (95% interval 16-22%)"
    for game_id, rules in engine.GAMES.items():
        assert rules.skill in ("", *SKILL_WORDS), game_id  # "": unsaid, left out
        assert facts(rules, solved(game_id))[0] == f"{rules.decks} pack" + "s" * (rules.decks > 1)
        assert "0-100" not in html


def test_where_most_deals_are_decided_the_share_won_comes_with_its_interval():
    # 98% decided: 490 won, 490 lost, 20 undecided, counted either way in the interval.
    assert share_text(Solved(1000, won="1-490", lost=490)) == "50% winnable (95% interval 45-55%)"
    assert share_text(Solved(1000, won="1-1000")) == "100% winnable (95% interval 99-100%)"
    # Every deal decided won but one undecided: not all.
    assert share_text(Solved(1000, won="1-999")) == "99% winnable (95% interval 99-100%)"
    assert share_text(Solved(1000, lost=1000)) == "0% winnable (95% interval 0-1%)"
    three = Solved(1000, won="7,9,11", lost=997)
    assert share_text(three) == "under 1% winnable (95% interval 0-1%)"


def test_where_few_deals_are_decided_only_what_is_proved_is_said():
    # 5% decided, all won: a floor, never "5-100%".
    assert share_text(Solved(100, won="1-5")) == (
        "at least 5% of deals won; the rest not yet decided"
    )
    # Some proved lost too: said as well.
    assert share_text(Solved(200, won="1-27", lost=31)) == (
        "at least 14% of deals won, 16% lost; the rest not yet decided"
    )
    # Fewer than one in a hundred won: the count.
    assert share_text(Solved(1000, won="40,372,572,709")) == (
        "4 of 1000 deals won; the rest not yet decided"
    )


def test_where_no_deal_is_known_won_nothing_is_said():
    assert share_text(Solved(100)) == ""  # none decided
    assert share_text(Solved(100, lost=3)) == ""  # a few proved lost say nothing of the rest
    assert share_text(None) == ""  # no data: nothing said, not 0%
    assert share_text(solved("zodiac")) == ""


def test_every_game_says_how_far_skill_decides_it():
    skill = {game_id: rules.skill for game_id, rules in engine.GAMES.items()}
    assert skill["fortress"] == "Mostly skill" and skill["sultan"] == "Mostly chance"
    assert set(skill.values()) <= set(SKILL_WORDS)


def test_a_game_without_the_solvers_data_shows_no_share():
    rules = engine.GAMES["fortress"]
    assert solved("no-such-game") is None
    assert facts(rules, None) == ["1 pack", "Mostly skill"]
    unsaid = type("Unsaid", (), {"decks": 2, "skill": ""})()
    assert facts(unsaid, None) == ["2 packs"]  # a game that does not say: left out


def test_the_filter_and_a_to_z_keys():
    assert "fairie" in findable("Spenser's Fairie Queen")
    assert findable('The "Louis" Patience') == "the louis patience"
    assert findable("The Fish-Bone") == "the fish bone"
    names = sorted((rules.name for rules in engine.GAMES.values()), key=sort_key)
    # The Clock under C, between Babette and the Fifteen.
    assert names.index("Babette") < names.index("The Clock") < names.index("The Fifteen")
    assert names.index("The Fifteen") < names.index("Fortress")
    html = game_list_html(engine.GAMES)
    assert 'data-find="spensers fairie queen" data-sort="spensers fairie queen"' in html


def test_the_players_record_shows_only_once_a_game_is_played():
    assert mine_text(None) == mine_text(Record()) == ""
    assert mine_text(Record(played=3)) == "You: played 3, not won yet"
    assert mine_text(Record(played=5, won=2)) == "You: played 5, won 2"


class Session:
    def __init__(self, store, game_id="fortress") -> None:
        self.store = store
        self.records = Records()
        self.game = engine.new_game(game_id, 38)


def chooser_page(store, game_id="fortress"):
    browser = FakeBrowser()
    games = browser.element("game-list")
    copies = {}
    for gid in engine.GAMES:
        entry, button, mine = Element(), Element(), Element()
        button.parentNode = entry
        entry.cloneNode = lambda deep, gid=gid: copies.setdefault(gid, Element(f"copy-{gid}"))
        games.children[f'button[data-game="{gid}"]'] = Nodes([button])
        games.children[f'button[data-game="{gid}"] .mine'] = Nodes([mine])
    session = Session(store, game_id)
    return browser, session, Chooser(browser, session)


def mine_of(browser, game_id):
    return browser.element("game-list").querySelector(f'button[data-game="{game_id}"] .mine')


def test_the_chooser_shows_the_records_and_the_games_opened_lately_first():
    store = Store(MemoryBackend())
    for game_id in ("nation", "clock", "sultan", "fortress", "fifteen"):
        store.keep_recent(game_id)
    browser, session, chooser = chooser_page(store, "fifteen")
    session.records.first_move("clock", "1@1")
    session.records.won("clock", "1@1", 60.0, 100)
    chooser.fill()
    assert mine_of(browser, "clock").textContent == "You: played 1, won 1"
    assert mine_of(browser, "nation").textContent == ""
    recent = browser.element("recent-list").childNodes
    # The last first, the game in hand apart, at most RECENT_SHOWN.
    assert [node.id for node in recent] == ["copy-fortress", "copy-sultan", "copy-clock"]
    assert len(recent) == RECENT_SHOWN and not browser.element("recent").hidden
    # Statistics reset: the records written go.
    session.records = Records()
    chooser.fill()
    assert mine_of(browser, "clock").textContent == ""


def test_a_corrupt_list_of_games_opened_lately_is_ignored():
    for stored in ("not json", "{}", "[[[", '"clock"', "null", '[1, "no-such", null]'):
        backend = MemoryBackend()
        backend.setItem(f"{PREFIX}/recent", stored)
        store = Store(backend)
        assert store.recent_games() == []
        browser, _, chooser = chooser_page(store)
        chooser.fill()
        assert browser.element("recent").hidden
        store.keep_recent("clock")  # and the next game opened starts it again
        assert store.recent_games() == ["clock"]
    backend = MemoryBackend()
    backend.setItem(f"{PREFIX}/recent", '["sultan", 7, "sultan", "gone", "clock"]')
    assert Store(backend).recent_games() == ["sultan", "clock"]
    assert Store(None).recent_games() == []  # no storage at all


def test_each_game_names_its_picture_in_the_book_and_its_size_is_known():
    files = {path.stem: path for path in PICTURES.glob("*.jpg")}
    assert len(files) == 47 == len(SIZES)  # every picture of the book, for the games to come
    for number, path in files.items():
        assert jpeg_size(path.read_bytes()) == SIZES[number], number
    pictures = [rules.picture for rules in engine.GAMES.values() if rules.picture]
    assert all(picture in SIZES for picture in pictures)
    assert len(set(pictures)) == len(pictures)  # each its own
    book = {"003": "fifteen", "005": "four-corners", "009": "clock", "010": "fortress"}
    book |= {"011": "fourteenth", "012": "sultan", "026": "fairie-queen", "039": "nation"}
    assert {number: engine.GAMES[game_id].picture for number, game_id in book.items()} == {
        number: number for number in book
    }


def jpeg_size(data: bytes) -> tuple[int, int]:
    at = 2
    while at < len(data):
        marker, length = data[at + 1], struct.unpack(">H", data[at + 2 : at + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            height, width = struct.unpack(">HH", data[at + 5 : at + 9])
            return width, height
        at += 2 + length
    raise ValueError("no frame header")


def test_the_rules_show_the_books_picture_loaded_only_when_shown():
    html = picture_html("010", "Fortress")
    assert 'src="./pictures/010.jpg"' in html
    assert 'width="512" height="262"' in html and 'loading="lazy"' in html
    assert re.search(r'alt="[^"]*Fortress[^"]*"', html)
    assert "<figcaption>The book's illustration of Fortress" in html
    assert picture_html("", "The House in the Wood") == ""  # a game the book does not picture


def test_the_service_worker_fetches_no_picture_ahead(tmp_path):
    import build

    (tmp_path / "index.html").write_text("page")
    build.copy_pictures(tmp_path)
    assert len(list((tmp_path / "pictures").glob("*.jpg"))) == 47
    build.write_service_worker(tmp_path)
    worker = (tmp_path / "sw.js").read_text()
    assert '"./index.html"' in worker and "./pictures/" not in worker
