"""Fortress on the page: links, tap and drag moves, refusals, undo and redo, a phone."""

import re

import engine
from tests.e2e.table import card, clear_message, dom_piles, drag, go, message, pile

# Deal 1 opens with the four of diamonds (tableau-5) and five of diamonds (tableau-8)
# able to marry either way, and the ace of diamonds (tableau-10) ready to play.


def test_a_link_reproduces_its_deal(desktop):
    go(desktop, "fortress", 1)
    assert dom_piles(desktop) == engine.new_game("fortress", 1).piles
    assert desktop.evaluate("document.documentElement.dataset.status") == "playing"
    go(desktop, "fortress", 987654321)
    assert dom_piles(desktop) == engine.new_game("fortress", 987654321).piles
    assert desktop.locator("#deal").inner_text() == "Deal 987654321"


def test_tap_a_card_then_a_pile_makes_the_move_and_undo_redo_walk_it(desktop):
    go(desktop, "fortress", 1)
    game = engine.new_game("fortress", 1)
    card(desktop, "tableau-5").click()
    assert "selected" in card(desktop, "tableau-5").get_attribute("class")
    assert "target" in pile(desktop, "tableau-8").get_attribute("class")
    card(desktop, "tableau-8").click()
    game.play(engine.Move("move", "tableau-5", "tableau-8"))
    assert dom_piles(desktop) == game.piles
    assert desktop.locator("#moves").inner_text() == "1 move"

    desktop.click("#undo")
    assert dom_piles(desktop) == engine.new_game("fortress", 1).piles
    desktop.click("#redo")
    assert dom_piles(desktop) == game.piles
    assert desktop.locator("#redo").is_disabled()


def test_drag_a_card_onto_a_foundation(desktop):
    go(desktop, "fortress", 1)
    # Dropped on any foundation space, the ace goes to the space it belongs in.
    drag(desktop, card(desktop, "tableau-10"), pile(desktop, "foundation-3"))
    piles = dom_piles(desktop)
    assert piles["foundation-1"] == ("AD",)
    assert "AD" not in piles["tableau-10"]


def test_an_illegal_move_shows_the_engines_sentence_and_changes_nothing(desktop):
    go(desktop, "fortress", 1)
    before = dom_piles(desktop)
    card(desktop, "tableau-8").click()  # the five of diamonds
    card(desktop, "tableau-1").click()  # onto the three of clubs: no marriage
    assert "own suit" in message(desktop)
    assert dom_piles(desktop) == before
    clear_message(desktop)
    # A covered card: in the left group its uncovered strip is at its right edge.
    covered = card(desktop, "tableau-1", 0)
    covered.click(position={"x": covered.bounding_box()["width"] - 5, "y": 20})
    assert re.search(r"cannot be moved now", message(desktop))


def test_new_deal_and_restart(desktop):
    go(desktop, "fortress", 1)
    card(desktop, "tableau-5").click()
    card(desktop, "tableau-8").click()
    desktop.click("#restart")
    assert dom_piles(desktop) == engine.new_game("fortress", 1).piles
    card(desktop, "tableau-5").click()
    card(desktop, "tableau-8").click()
    desktop.click("#new")  # a game under way: New asks first
    assert desktop.locator("#new-warning").is_visible()
    desktop.click("#new-close")
    assert desktop.evaluate("location.hash") == "#fortress/1"
    desktop.click("#new")
    desktop.click("#new-any")
    desktop.wait_for_function("() => !location.hash.endsWith('/1')")
    game_id, deal = desktop.evaluate("location.hash").lstrip("#").split("/")
    assert game_id == "fortress"
    assert dom_piles(desktop) == engine.new_game("fortress", int(deal)).piles


def test_a_broken_link_gets_a_message_and_a_valid_game(desktop):
    # A deal under way with moves to make: the broken link must leave it playing.
    go(desktop, "fortress", 1)
    before = dom_piles(desktop)
    clear_message(desktop)
    desktop.evaluate("window.location.hash = '#canfield/12'")
    assert "no game" in message(desktop)
    assert desktop.evaluate("document.documentElement.dataset.status") == "playing"
    assert dom_piles(desktop) == before


def test_a_phone_plays_by_touch_without_horizontal_scrolling(phone):
    go(phone, "fortress", 1)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    card(phone, "tableau-8").tap()
    card(phone, "tableau-5").tap()
    game = engine.new_game("fortress", 1)
    game.play(engine.Move("move", "tableau-8", "tableau-5"))
    assert dom_piles(phone) == game.piles
    # Double tap sends a card to its foundation.
    card(phone, "tableau-10").tap()
    card(phone, "tableau-10").tap()
    assert dom_piles(phone)["foundation-1"] == ("AD",)


def test_nothing_is_requested_outside_this_machine(desktop, phone, requests_seen):
    assert requests_seen.urls, "the request log is empty"
    assert requests_seen.foreign() == []
    assert desktop.errors == [] and phone.errors == []
    for page in (desktop, phone):
        assert page.locator("#error").is_hidden(), page.locator("#error-details").text_content()
