"""Rules help for every game, and a hint that is a legal move, on the page."""

import engine
from tests.e2e.table import go, message


def test_rules_help_opens_for_every_game(desktop):
    for game_id, rules in engine.GAMES.items():
        go(desktop, game_id, 3)
        desktop.click("#rules")
        panel = desktop.locator("#rules-panel")
        assert panel.is_visible()
        assert desktop.locator("#rules-title").inner_text() == rules.name
        assert desktop.locator("#rules-diagram svg rect title").count() == len(rules.layout.ids)
        first_words = rules.rules_text.split("\n\n")[1].split()[:4]
        assert " ".join(first_words) in desktop.locator("#rules-text").inner_text()
        desktop.click("#rules-close")
        assert panel.is_hidden()


def test_a_hint_points_at_a_legal_move(desktop):
    go(desktop, "fortress", 38)
    desktop.click("#hint")
    text = message(desktop)
    marked = desktop.locator(".hint")
    assert marked.count() >= 2, text
    game = engine.new_game("fortress", 38)
    sources = {m.source for m in game.legal_moves()}
    hinted_piles = desktop.evaluate(
        "[...document.querySelectorAll('.hint')].map(e => e.closest('[data-pile]').dataset.pile)"
    )
    assert sources & set(hinted_piles)
    assert "leads to a win" in text or text.startswith("Try")
