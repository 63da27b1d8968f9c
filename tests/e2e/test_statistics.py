"""Statistics on the page: a lost game counts as played and ends the streak; the
statistics go out to a file and come back from it."""

import json

import engine
from tests.e2e.table import go, perform, stats_row


def test_a_lost_game_counts_as_played_and_ends_the_streak(desktop):
    # Deal 3 of Fortress has two moves and then none: a lost game.
    go(desktop, "fortress", 3)
    before = stats_row(desktop, "fortress")
    game = engine.new_game("fortress", 3)
    while game.legal_moves():
        move = game.legal_moves()[0]
        perform(desktop, game.piles, move, drag_it=False, touch=False)
        game.play(move)
    assert desktop.evaluate("document.documentElement.dataset.status") == "lost"
    # The lost game says so, and offers a new deal.
    assert "No move is left" in desktop.locator("#coach-title").inner_text()
    desktop.click("#coach-new")
    assert desktop.locator("#new-warning").is_hidden()  # a lost game is not under way
    desktop.click("#new-any")  # leaving the lost game
    after = stats_row(desktop, "fortress")
    assert after["Played"] == before["Played"] + 1
    assert after["Won"] == before["Won"]
    assert after["Streak"] == 0


def test_statistics_export_and_import_round_trip(desktop, tmp_path):
    go(desktop, "clock", 2)
    desktop.locator('[data-pile="stock-1"]').click()  # any first move makes a game played
    saved = stats_row(desktop, "clock")
    desktop.click("#stats")
    with desktop.expect_download() as download:
        desktop.click("#stats-export")
    exported = tmp_path / "stats.json"
    download.value.save_as(exported)
    data = json.loads(exported.read_text())
    assert data["games"]["clock"]["played"] == saved["Played"]

    desktop.once("dialog", lambda dialog: dialog.accept())
    desktop.click("#stats-reset")
    desktop.click("#stats-close")
    assert stats_row(desktop, "clock")["Played"] == 0

    desktop.click("#stats")
    desktop.set_input_files("#stats-import", str(exported))
    desktop.wait_for_selector("#message.show")
    desktop.click("#stats-close")
    assert stats_row(desktop, "clock") == saved


def test_a_game_with_a_score_shows_its_best_and_running_total(desktop):
    # Klondike's deal 4242 opens with an ace picked out: -52 + 5 = -47 once a move is made.
    before = stats_row(desktop, "klondike")
    go(desktop, "klondike", 4242)
    game = engine.new_game("klondike", 4242)
    move = game.legal_moves()[0]
    perform(desktop, game.piles, move, drag_it=False, touch=False, face_down_at=game.face_down_at)
    game.play(move)
    assert "Score: -47" in desktop.locator("#counters").inner_text()
    after = stats_row(desktop, "klondike")
    assert after["Played"] == before["Played"] + 1
    assert int(after["Score total"]) == int(before.get("Score total", "0")) - 47
    assert int(after["Best score"]) >= -47
