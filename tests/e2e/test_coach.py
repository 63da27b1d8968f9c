"""The solver as a coach on the page: a lost game says so and offers to go back to a
winnable position, from which the solver wins; Show me plays a win on a phone, counted
apart; New deal asks before leaving a game, and its Easy / Medium / Hard deals open."""

import json

import engine
from engine.solver.difficulty import deals_of
from tests.e2e.table import go, open_saved
from tests.unit.test_coach import a_lost_game
from ui.state.storage import PREFIX


def saved(page, game_id: str):
    text = page.evaluate("key => localStorage.getItem(key)", f"{PREFIX}/game/{game_id}")
    return engine.load_game(text)


def test_a_lost_game_says_so_and_goes_back_to_a_winnable_position(desktop):
    lost, _ = a_lost_game("fourteenth")
    assert lost.status == "lost"
    open_saved(desktop, lost)
    sheet = desktop.locator("#coach")
    assert "No move is left" in sheet.locator("h2").inner_text()
    for name in ("Undo", "Restart", "New deal"):
        assert sheet.get_by_role("button", name=name, exact=True).is_visible()
    desktop.wait_for_selector("html[data-coach=found]", timeout=60_000)
    text = desktop.locator("#coach-text").inner_text()
    assert "A win was possible" in text
    back = desktop.get_by_role("button", name="to a winnable position")
    moves_back = int(back.get_attribute("data-back"))
    assert f"{moves_back} move" in text
    back.click()
    now = saved(desktop, "fourteenth")
    assert now.moves == lost.moves[: len(lost.moves) - moves_back]
    assert engine.solve(now, max_seconds=10).result == "won"
    # From there the sheet offers to show the win it found.
    assert desktop.get_by_role("button", name="Show me the win").is_visible()
    desktop.click("#coach-close")
    assert sheet.is_hidden()


def test_show_me_plays_a_win_on_a_phone(phone):
    go(phone, "fourteenth", 2)
    stats = phone.evaluate("key => localStorage.getItem(key)", f"{PREFIX}/statistics")
    won_before = (json.loads(stats or "{}").get("games") or {}).get("fourteenth", {}).get("won", 0)
    phone.tap("#hint")
    phone.wait_for_selector("html[data-coach=winnable]", timeout=20_000)
    phone.tap("#show-me")
    phone.wait_for_selector("html[data-showme=playing]", timeout=20_000)
    phone.tap("#show-pause")
    phone.wait_for_selector("html[data-showme=paused]")
    played = len(saved(phone, "fourteenth").moves)
    phone.tap("#show-step")
    for _ in range(50):  # the step is played on the next turn of the page
        if len(saved(phone, "fourteenth").moves) > played:
            break
        phone.wait_for_timeout(100)
    assert len(saved(phone, "fourteenth").moves) == played + 1
    phone.tap("#show-pause")  # play on
    phone.wait_for_selector("html[data-showme=won]", timeout=60_000)
    assert saved(phone, "fourteenth").status == "won"
    assert phone.locator("#show-controls").is_hidden()
    stats = phone.evaluate("key => localStorage.getItem(key)", f"{PREFIX}/statistics")
    record = json.loads(stats)["games"]["fourteenth"]
    assert record["helped"] >= 1 and record["won"] == won_before  # counted apart


def test_new_deal_asks_first_and_easy_medium_and_hard_deals_open(desktop):
    go(desktop, "fortress", 20)
    for level, name in (("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")):
        before = desktop.title()
        desktop.click("#new")
        assert desktop.locator("#new-panel").is_visible()
        desktop.get_by_role("button", name=f"{name} deal").click()
        desktop.wait_for_function("before => document.title !== before", arg=before)
        title = desktop.title()
        deal = int(title.split("deal ")[1].split()[0].rstrip(",:"))
        assert deal in deals_of("fortress", level), title
        assert desktop.locator("#level").inner_text() == name
