"""The reading a game is played in (the book's, or a variant of the dossier): its link, the
reading remembered per game, the rules panel's choice, the bar and the statistics."""

import json

import engine
from tests.unit.fakedom import Element
from tests.unit.test_page_parts import Drawing, make_session, said
from ui.navigation import Navigation
from ui.panels.newdeal import NewDeal
from ui.panels.readings import BOOK_READING, Readings, deal_name
from ui.panels.statsview import stats_html
from ui.state.links import Link, format_hash, parse_hash
from ui.state.records import Records
from ui.state.storage import MemoryBackend, Store

STRICT = "blockade-strict"  # the Blockade's one variant


# Links ------------------------------------------------------------------------------------------
def test_a_link_names_a_variant_as_its_third_part():
    games = engine.GAMES
    assert format_hash("blockade", 5, STRICT) == "#blockade/5/blockade-strict"
    assert format_hash("blockade", 5) == format_hash("blockade", 5, None) == "#blockade/5"
    assert parse_hash("#blockade/5/blockade-strict", games) == Link("blockade", 5, variant=STRICT)
    assert parse_hash("#blockade/5", games) == Link("blockade", 5)  # the book's reading
    assert parse_hash("#clock/7/full-packets", games).variant == "full-packets"
    for game_id, rules in games.items():
        for variant in rules.variants:
            link = parse_hash(format_hash(game_id, 12, variant), games)
            assert link == Link(game_id, 12, variant=variant)


def test_a_link_with_an_unknown_variant_says_so_and_keeps_its_deal_by_the_book():
    games = engine.GAMES
    for text in ("#blockade/5/no-such-rule", "#fortress/5/blockade-strict"):
        link = parse_hash(text, games)
        assert link.deal == 5 and link.variant is None
        assert "no variant" in link.problem
    # A broken deal stays broken, whatever follows it.
    link = parse_hash("#blockade/0/blockade-strict", games)
    assert link.problem and link.deal is None and link.variant is None


def test_opening_a_variant_link_plays_it_and_an_unknown_one_plays_the_book():
    browser, messages, session = make_session()
    navigation = Navigation(browser, session, Drawing(), messages)
    browser.hash = "#blockade/5/blockade-strict"
    navigation.open_link(push=False)
    assert (session.game.game_id, session.game.deal, session.game.variant) == (
        "blockade",
        5,
        STRICT,
    )
    # The same deal by the book is another game, not the save of the variant's.
    browser.hash = "#blockade/5"
    navigation.open_link(push=False)
    assert (session.game.deal, session.game.variant) == (5, None)
    browser.hash = "#blockade/6/rules-of-my-own"
    navigation.open_link(push=False)
    assert (session.game.deal, session.game.variant) == (6, None)
    assert "no variant" in said(browser) and "Here is The Blockade, deal 6" in said(browser)
    assert browser.history[-1] == ("replace", "#blockade/6")


# Storage ----------------------------------------------------------------------------------------
def test_the_reading_is_remembered_per_game_and_a_corrupt_one_is_ignored():
    backend = MemoryBackend()
    store = Store(backend)
    assert store.reading("blockade") is None
    store.keep_reading("blockade", STRICT)
    assert Store(backend).reading("blockade") == STRICT
    assert Store(backend).reading("clock") is None  # each game its own
    store.keep_reading("blockade", None)
    assert store.reading("blockade") is None
    backend.setItem("cadogan-patience/reading/blockade", "")
    assert Store(backend).reading("blockade") is None


def test_a_remembered_reading_the_game_does_not_list_is_let_go_when_it_opens():
    # The store reads it without importing the game (its module may not be here yet);
    # the game, once opened, plays by the book and the player is told.
    for corrupt in ("no-such-rule", "{]", "full-packets"):  # the last is the Clock's
        browser, messages, session = make_session()
        session.store.backend.setItem("cadogan-patience/reading/blockade", corrupt)
        navigation = Navigation(browser, session, Drawing(), messages)
        navigation.open("blockade", None, variant=navigation.reading("blockade"))
        assert (session.game.game_id, session.game.variant) == ("blockade", None)
        assert "played by the book" in said(browser)


def test_a_variant_game_is_saved_and_resumed_in_its_reading():
    store = Store(MemoryBackend())
    _browser, _messages, session = make_session(store=store, game_id="blockade", deal=5)
    session.open("blockade", 5, variant=STRICT)
    move = session.game.legal_moves()[0]
    session.game.play(move)
    session.keep()
    session.open("clock", 3)
    session.open("blockade", None)  # the chooser: the game left, in its reading
    assert session.game.variant == STRICT and session.game.moves == [move]


# The rules panel --------------------------------------------------------------------------------
def panel(game_id="blockade", deal=5, store=None):
    browser, messages, session = make_session(store=store, game_id=game_id, deal=deal)
    navigation = Navigation(browser, session, Drawing(), messages)
    new_deal = NewDeal(browser, session, navigation, messages)
    return (
        browser,
        session,
        navigation,
        new_deal,
        Readings(browser, session, navigation, new_deal, messages),
    )


def test_the_choice_is_shown_only_for_a_game_with_variants():
    browser, _session, navigation, _new_deal, readings = panel("fortress", 38)
    readings.fill()
    assert browser.element("rules-reading-row").hidden
    assert browser.element("rules-variant").hidden
    navigation.open("blockade", 5)
    readings.fill()
    assert not browser.element("rules-reading-row").hidden
    options = browser.element("rules-reading").innerHTML
    assert BOOK_READING in options
    assert engine.GAMES["blockade"].variants[STRICT] in options
    assert browser.element("rules-reading").value == ""  # the book's, in hand
    assert browser.element("rules-variant").hidden


def test_choosing_a_variant_starts_a_deal_of_it_remembered_for_next_time():
    store = Store(MemoryBackend())
    browser, session, navigation, _new_deal, readings = panel(store=store)
    readings.fill()
    browser.element("rules-reading").value = STRICT
    readings.choose()
    game = session.game
    assert game.variant == STRICT and game.deal == browser.chance + 1
    assert browser.history[-1] == ("push", f"#blockade/{game.deal}/blockade-strict")
    assert "strict: a new deal" in said(browser)
    assert browser.element("rules-panel").hidden
    readings.fill()  # the panel says the variant and its rule
    line = browser.element("rules-variant")
    assert not line.hidden and engine.GAMES["blockade"].variants[STRICT] in line.textContent
    assert browser.element("rules-reading").value == STRICT
    # New deal, and the chooser, open the reading remembered.
    navigation.new_deal()
    assert session.game.variant == STRICT
    navigation.open("clock", 1)
    store.backend.removeItem("cadogan-patience/game/blockade")
    navigation.choose(chooser_entry("blockade"))
    assert session.game.variant == STRICT
    # Back to the book's reading.
    browser.element("rules-reading").value = ""
    readings.choose()
    assert session.game.variant is None and store.reading("blockade") is None


def chooser_entry(game_id):
    button = Element("entry")
    button.setAttribute("data-game", game_id)
    button.dataset.game = game_id
    return button


def test_choosing_a_reading_with_a_game_under_way_asks_first():
    browser, session, _navigation, new_deal, readings = panel()
    session.game.play(session.game.legal_moves()[0])
    session.count()
    deal = session.game.deal
    browser.element("rules-reading").value = STRICT
    readings.choose()
    assert session.game.deal == deal and session.game.variant is None  # nothing lost yet
    assert not browser.element("new-panel").hidden
    assert not browser.element("new-warning").hidden
    assert "(strict)" in browser.element("new-title").textContent
    assert browser.element("new-easy").disabled  # levels are the book's
    new_deal.deal(None)  # Any deal: the reading chosen
    assert session.game.variant == STRICT


def test_the_bar_names_the_variant():
    assert deal_name("blockade", 38, None) == "Deal 38"
    assert deal_name("blockade", 38, STRICT) == "Deal 38 \u00b7 strict"
    assert deal_name("clock", 2, "full-packets") == "Deal 2 \u00b7 full packets"


# Statistics -------------------------------------------------------------------------------------
def test_a_variant_counts_apart_from_the_book():
    _browser, _messages, session = make_session(game_id="blockade", deal=5)
    session.open("blockade", 6, variant=STRICT)
    session.game.play(session.game.legal_moves()[0])
    session.count()
    records = session.records
    assert records.of(f"blockade/{STRICT}").played == 1
    assert "blockade" not in records.games or records.of("blockade").played == 0
    html = stats_html(records)
    assert "The Blockade (strict)" in html
    # The file reads back with the variant's row; a variant no game lists is dropped.
    data = json.loads(records.to_json())
    data["games"]["blockade/no-such-rule"] = {"played": 3}
    again = Records.from_json(json.dumps(data), engine.GAMES)
    assert again.of(f"blockade/{STRICT}").played == 1
    assert "blockade/no-such-rule" not in again.games


# Variants renamed to the dossier's ids: old links, saves and statistics still open them --------
RENAMED = (
    ("napoleons-square", "single", "napoleons-square-single"),
    ("napoleon-st-helena", "talon-lanes", "napoleon-st-helena-talon-lanes"),
)


def test_an_old_link_naming_a_variant_by_its_former_name_opens_it_under_its_new_one():
    for game_id, old, new in RENAMED:
        assert parse_hash(f"#{game_id}/5/{old}", engine.GAMES) == Link(game_id, 5, variant=new)
        browser, messages, session = make_session()
        navigation = Navigation(browser, session, Drawing(), messages)
        browser.hash = f"#{game_id}/5/{old}"
        navigation.open_link(push=False)
        game = session.game
        assert (game.game_id, game.deal, game.variant) == (game_id, 5, new)
        assert game.table == engine.new_game(game_id, 5, new).table
        # The old entry is rewritten with the new name, never pushed after it.
        assert browser.history[-1] == ("replace", f"#{game_id}/5/{new}")
        assert "no variant" not in said(browser)


def test_an_old_save_naming_a_variant_by_its_former_name_loads_it():
    for game_id, old, new in RENAMED:
        game = engine.new_game(game_id, 9, new)
        game.play(game.legal_moves()[0])
        data = json.loads(game.to_json())
        data["variant"] = old  # as saved before the rename
        loaded = engine.load_game(json.dumps(data))
        assert loaded.variant == new and loaded.moves == game.moves
        assert loaded.table == game.table
        assert engine.new_game(game_id, 9, old).variant == new  # and from Python


def test_statistics_kept_under_a_former_variant_name_count_on_under_the_new_one():
    records = Records()
    records.of("napoleons-square/single").played = 3
    records.of("napoleons-square/single").won = 1
    records.under_way["napoleons-square/single"] = "deal 5"
    loaded = Records.from_json(records.to_json(), engine.GAMES)
    kept = loaded.games["napoleons-square/napoleons-square-single"]
    assert (kept.played, kept.won) == (3, 1)
    assert loaded.under_way == {"napoleons-square/napoleons-square-single": "deal 5"}
