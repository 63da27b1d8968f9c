"""The coach on the page, without a browser (the stand-in of ``fakedom``): a blocked
game says how far back a win existed and goes back there; Show me plays a win and the
game counts apart; Easy / Medium / Hard open a deal of that level and the header says so."""

import engine
from engine.solver.difficulty import deals_of
from tests.unit.test_coach import a_lost_game
from tests.unit.test_page_parts import Drawing, make_session
from ui.coaching import Coaching
from ui.hinting import Hinting
from ui.navigation import Navigation
from ui.turns import Turns


def make_coach(game_id: str, deal: int):
    browser, messages, session = make_session(game_id=game_id, deal=deal)
    drawing = Drawing()
    hinting = Hinting(browser, session, drawing, messages, lambda handler: handler)
    navigation = Navigation(browser, session, drawing, messages)
    coach = Coaching(browser, session, drawing, messages, hinting, navigation, lambda h: h)
    return browser, session, coach, Turns(session, drawing, messages)


def test_a_blocked_game_says_how_far_back_a_win_existed_and_goes_back_there():
    lost, _ = a_lost_game("fourteenth")
    browser, session, coach, turns = make_coach("fourteenth", lost.deal)
    for move in lost.moves:
        session.game.play(move)
    coach.refresh()
    browser.run_soon()
    assert browser.root.dataset.coach == "found"
    text = browser.element("coach-text").textContent
    back = int(browser.element("coach-back").dataset.back)
    assert f"A win was possible {back} move" in text and "knew every card" in text
    assert not browser.element("coach").hidden
    coach.go_back(turns)
    assert session.game.moves == lost.moves[: len(lost.moves) - back]
    assert engine.solve(session.game, max_seconds=10).result == "won"
    assert browser.element("coach").hidden


def test_show_me_plays_a_win_that_counts_apart():
    browser, session, coach, _ = make_coach("nation", 3)
    game = session.game
    game.play(engine.solve(game).moves[0])
    session.count()  # a move of the player's: the game is under way
    coach.show_me()
    browser.run_soon()
    assert browser.root.dataset.showme == "playing"
    coach.pause()
    coach.step()  # a step while paused
    assert browser.root.dataset.showme == "paused" and len(game.moves) == 2
    coach.pause()
    while browser.timers:
        _, tick = browser.timers.pop(0)
        tick()
    assert game.status == "won" and browser.root.dataset.showme == "won"
    record = session.records.of("nation")
    assert (record.played, record.won, record.helped) == (0, 0, 1)
    session.count()  # the player's next turn does not count it again
    assert (record.played, record.won) == (0, 0)


def test_a_level_opens_a_deal_of_that_level_and_the_header_says_so():
    browser, session, coach, _ = make_coach("fortress", 1)
    coach.refresh()
    assert browser.element("level").hidden  # deal 1 is lost: no level
    coach.new_deal("hard")
    coach.refresh()
    assert session.game.deal in deals_of("fortress", "hard")
    assert browser.element("level").textContent == "Hard" and not browser.element("level").hidden
