"""Dead ends that say something, on a phone: the re-deal is a button where a game has
one (pressed too early it says why), the Fifteen's opening exception is offered by
buttons and its hint marks the card it names, and the Clock's hours and the Sultan stay
named on their cards."""

import engine
from engine import Move
from tests.e2e.table import clear_message, go, message, pile

KEY = "cadogan-patience"


def open_saved(page, game: engine.Game) -> None:
    """Open ``game`` as a saved game of its deal, reached by its link (no reload)."""
    go(page, "fortress", 1)
    page.evaluate(
        "([key, text]) => localStorage.setItem(key, text)",
        [f"{KEY}/game/{game.game_id}", game.to_json()],
    )
    page.evaluate("hash => { window.location.hash = hash }", f"#{game.game_id}/{game.deal}")
    page.wait_for_function(
        "want => document.title.startsWith(want)", arg=f"{game.rules.name}, deal {game.deal}"
    )
    page.wait_for_function(
        "n => document.getElementById('moves').textContent == n", arg=f"{len(game.moves)} moves"
    )


def dealt_out(game_id: str, deal: int) -> engine.Game:
    game = engine.new_game(game_id, deal)
    while deal_move := next((m for m in game.legal_moves() if m.kind == "deal"), None):
        game.play(deal_move)
    return game


def redeal_button(page):
    return page.locator("#actions button", has_text="Re-deal")


def test_the_sultans_redeal_is_a_button_once_the_pack_is_used_up(phone):
    go(phone, "sultan", 1)
    assert redeal_button(phone).count() == 0  # the pack is in hand
    game = dealt_out("sultan", 1)
    open_saved(phone, game)
    button = redeal_button(phone)
    assert button.is_visible() and button.inner_text() == "Re-deal (2 left)"
    assert pile(phone, "stock-1").locator(".card").count() == 0
    button.click()
    phone.wait_for_function("() => document.querySelector('[data-pile=\"stock-1\"] .card')")
    game.play(Move("redeal", "stock-1", None))
    assert phone.locator('[data-pile="stock-1"] .count').inner_text() == str(
        len(game.piles["stock-1"])
    )
    assert "Re-deals left: 1" in phone.locator("#counters").inner_text()
    assert redeal_button(phone).count() == 0  # the pack is in hand again


def test_a_four_corners_redeal_too_early_says_why_and_then_redeals(phone):
    for deal in range(1, 200):
        game = dealt_out("four-corners", deal)
        plays = [m for m in game.legal_moves() if (m.target or "").startswith("foundation")]
        if plays:
            break
    open_saved(phone, game)
    button = redeal_button(phone)
    assert button.is_visible() and button.inner_text() == "Re-deal (2 left)"
    clear_message(phone)
    button.click()
    assert "only when no card can be played to a foundation" in message(phone)
    assert phone.locator("#counters").inner_text().startswith("Re-deals left: 2")


def test_the_fifteens_opening_exception_is_offered_and_its_hint_marks_the_card(phone):
    go(phone, "fifteen", 22)
    game = engine.new_game("fifteen", 22)
    withdrawals = [m for m in game.legal_moves() if m.kind == "withdraw"]
    buttons = phone.locator("#actions button", has_text="Withdraw the")
    assert buttons.all_inner_texts() == [str(m) for m in withdrawals]
    # The solver's line starts with a withdrawal (engine.solve wins deal 22 so); asking
    # again thinks on, should a busy machine cut the first hint short.
    for _ in range(3):
        clear_message(phone)
        phone.evaluate("document.documentElement.dataset.hint = 'asked'")
        phone.click("#hint")
        phone.wait_for_selector("html[data-hint=shown]")
        said = message(phone)
        named = next((m for m in withdrawals if str(m).lower() in said.lower()), None)
        if named is not None:
            break
    assert named is not None, said
    marked = phone.locator(f'[data-pile="{named.source}"] .card.hint')
    assert marked.get_attribute("data-card") == named.card
    column = phone.locator(f'[data-pile="{named.source}"] [data-card]')
    assert column.nth(5).get_attribute("class").split().count("hint") == 1  # the sixth row
    # The button makes the withdrawal: the king goes up, the card below takes its place.
    buttons.nth(withdrawals.index(named)).click()
    game.play(named)
    phone.wait_for_function(
        "([p, n]) => document.querySelectorAll(`[data-pile='${p}'] [data-card]`).length == n",
        arg=[named.target, 1],
    )
    assert (
        phone.locator(f'[data-pile="{named.target}"] [data-card]').get_attribute("data-card")
        == named.card
    )


def test_the_clocks_hours_and_the_sultan_are_shown_on_their_cards(phone):
    go(phone, "clock", 1)
    hours = ["I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
    shown = phone.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('[data-pile^="foundation"]')]
            .map((pile) => [pile.dataset.pile, pile.querySelector('.label.tag')?.innerText]))"""
    )
    assert shown == {f"foundation-{n}": hour for n, hour in enumerate(hours, 1)}
    tag = phone.locator('[data-pile="foundation-3"] .label.tag')
    assert tag.is_visible()
    box, card = tag.bounding_box(), phone.locator('[data-pile="foundation-3"] .card').bounding_box()
    assert card["y"] < box["y"] < card["y"] + card["height"]  # on the card, not lost under it
    go(phone, "sultan", 1)
    sultan = phone.locator('[data-pile="foundation-5"] .label.tag')
    assert sultan.is_visible() and sultan.inner_text() == "Sultan"
    assert (
        phone.locator('[data-pile="foundation-5"]')
        .get_attribute("aria-label")
        .startswith("Sultan: ")
    )


def test_the_nations_rules_diagram_has_the_rows_the_phone_shows(phone):
    go(phone, "nation", 1)
    table_rows = phone.evaluate(
        """new Set([...document.querySelectorAll('[data-pile^="tableau"]')]
            .map(p => p.style.top)).size"""
    )
    phone.click("#rules")
    diagram_rows = phone.evaluate(
        """() => new Set([...document.querySelectorAll('#rules-diagram rect')]
            .filter(r => r.querySelector('title')?.textContent.startsWith('tableau'))
            .map(r => r.getAttribute('y'))).size"""
    )
    phone.click("#rules-close")
    assert table_rows == diagram_rows == 2
