"""The coach on the page, without a browser (the stand-in of ``fakedom``): a game with no
move left says so and offers Undo, Restart and New deal; it says how far back a win
existed and goes back there, from where Show me plays the win; Show me counts apart; the
New deal panel asks before leaving a game under way and opens deals by level."""

import engine
import ui.coach.hinting
from engine.solver.coach import history_tables
from engine.solver.difficulty import deals_of
from tests.helpers.positions import HOPPING
from tests.unit.test_coach import a_lost_game
from tests.unit.test_page_parts import Drawing, make_session
from ui.coach.coaching import Coaching
from ui.coach.hinting import Hinting
from ui.input.turns import Turns
from ui.navigation import Navigation
from ui.panels.newdeal import NewDeal


def make_coach(game_id: str, deal: int):
    browser, messages, session = make_session(game_id=game_id, deal=deal)
    drawing = Drawing()
    hinting = Hinting(browser, session, drawing, messages, lambda handler: handler)
    navigation = Navigation(browser, session, drawing, messages)
    coach = Coaching(browser, session, drawing, messages, hinting, navigation, lambda h: h)
    return browser, session, coach, Turns(session, drawing, messages)


def test_a_game_lost_with_moves_left_says_no_card_can_go_up():
    browser, session, coach, _ = make_coach("napoleon-st-helena", 1)
    session.game = engine.game_from_text("napoleon-st-helena", HOPPING)
    coach.refresh()
    assert session.game.legal_moves() and session.game.status == "lost"
    assert not browser.element("coach").hidden
    assert browser.element("coach-title").textContent == (
        "No card can reach a foundation any more: this game is lost."
    )


def play_out(browser, coach) -> None:
    """Let Show me's timer run until it stops."""
    while browser.timers:
        _, tick = browser.timers.pop(0)
        tick()


def test_a_lost_game_says_so_looks_back_and_goes_back_to_where_a_win_existed():
    lost, _ = a_lost_game("fourteenth")
    browser, session, coach, turns = make_coach("fourteenth", lost.deal)
    for move in lost.moves:
        session.game.play(move)
    coach.refresh()
    sheet = browser.element
    assert not sheet("coach").hidden and not sheet("coach-lost").hidden  # Undo, Restart, New
    assert "No move is left" in sheet("coach-title").textContent
    browser.run_soon()
    assert browser.root.dataset.coach == "found"
    text = sheet("coach-text").textContent
    back = int(sheet("coach-back").dataset.back)
    assert f"A win was possible {back} move" in text
    # The solver's knowledge of the pack is told only where the pack still held cards.
    then = history_tables(session.game)[-1 - back]
    assert ("knew every card" in text) == bool(then["stock-1"])
    coach.go_back(turns)
    assert session.game.moves == lost.moves[: len(lost.moves) - back]
    assert engine.solve(session.game).result == "won"
    # From there, the sheet offers the win it found, and Show me plays it out.
    assert not sheet("coach").hidden and sheet("coach-lost").hidden
    assert not sheet("show-me").hidden and sheet("coach-back").hidden
    coach.refresh()  # the event's end: the sheet stays for the position it speaks of
    assert not sheet("coach").hidden
    coach.show_me()
    play_out(browser, coach)
    assert session.game.status == "won" and browser.root.dataset.showme == "won"


def test_a_long_look_back_offers_a_win_at_once_and_goes_back_there(monkeypatch):
    import ui.coach.coaching
    from tests.unit.test_coach import play_out

    monkeypatch.setattr(ui.coach.coaching, "PER_POSITION", 0.05)  # undecided positions come soon
    deal = engine.solver.winnable.winnable_deals("clock")[0]
    lost = play_out("clock", deal, (), seed=2)
    browser, session, coach, turns = make_coach("clock", deal)
    for move in lost.moves:
        session.game.play(move)
    coach.refresh()
    sheet, root = browser.element, browser.root
    while root.dataset.coach == "searching" and sheet("coach-back").hidden:
        assert browser.run_soon(most=1)
    assert root.dataset.coach == "searching", "offered before the search was over"
    back = int(sheet("coach-back").dataset.back)
    assert "looking for a later one" in sheet("coach-text").textContent
    assert f"A win was possible {back} moves ago" in sheet("coach-text").textContent
    coach.go_back(turns)  # taken at once: the search stops there
    assert session.game.moves == lost.moves[: len(lost.moves) - back]
    assert engine.solve(session.game).result == "won"
    assert root.dataset.coach == "back"


def test_where_every_card_is_seen_the_win_needs_no_knowledge_of_the_pack():
    lost, _ = a_lost_game("fortress")  # every card dealt face up
    browser, session, coach, _ = make_coach("fortress", lost.deal)
    for move in lost.moves:
        session.game.play(move)
    coach.refresh()
    browser.run_soon()
    assert browser.root.dataset.coach == "found"
    assert "A win was possible" in browser.element("coach-text").textContent
    assert "knew every card" not in browser.element("coach-text").textContent


def test_the_sheet_goes_with_a_move_and_stays_closed_when_closed():
    lost, _ = a_lost_game("fourteenth")
    browser, session, coach, turns = make_coach("fourteenth", lost.deal)
    for move in lost.moves:
        session.game.play(move)
    coach.refresh()
    coach.close()
    coach.refresh()
    assert browser.element("coach").hidden  # closed for this position
    turns.step(session.game.undo)
    coach.refresh()
    assert browser.element("coach").hidden and browser.root.dataset.coach == ""


def test_a_hint_that_finds_a_win_offers_show_me(monkeypatch):
    # The hint thinks 0.2 s of wall clock on the page; a busy machine (the browser tests
    # beside this one) may find no win in that time, so here it may think until it does.
    monkeypatch.setattr(ui.coach.hinting, "HINT_SECONDS", 30.0)
    browser, _, coach, _ = make_coach("nation", 3)
    coach.hinting.on_advice = coach.on_advice
    coach.hinting.show_hint()
    browser.run_soon()
    assert browser.root.dataset.coach == "winnable"
    assert not browser.element("show-me").hidden


def test_show_me_plays_a_win_that_counts_apart():
    browser, session, coach, _ = make_coach("nation", 3)
    game = session.game
    game.play(engine.solve(game).moves[0])
    session.count()  # a move of the player's: the game is under way
    coach.show_me()
    browser.run_soon()
    assert browser.root.dataset.showme == "playing"
    coach.showing.pause()
    coach.showing.step()  # a step while paused
    assert browser.root.dataset.showme == "paused" and len(game.moves) == 2
    coach.showing.pause()
    play_out(browser, coach)
    assert game.status == "won" and browser.root.dataset.showme == "won"
    record = session.records.of("nation")
    assert (record.played, record.won, record.helped) == (0, 0, 1)
    session.count()  # the player's next turn does not count it again
    assert (record.played, record.won) == (0, 0)


def test_new_deal_asks_before_leaving_a_game_under_way_and_opens_levels():
    browser, session, coach, _ = make_coach("fortress", 20)
    new = NewDeal(browser, session, coach.navigation, coach.messages)
    new.show(True)
    assert browser.element("new-warning").hidden  # nothing played yet
    new.show(False)
    game = session.game
    game.play(game.legal_moves()[0])
    session.count()
    new.show(True)
    assert not browser.element("new-panel").hidden
    assert not browser.element("new-warning").hidden
    assert game is session.game  # asking opened nothing
    coach.refresh()
    assert browser.element("level").textContent in ("", "Easy", "Medium", "Hard")
    for level, name in (("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")):
        new.deal(level)
        coach.refresh()
        assert session.game.deal in deals_of("fortress", level)
        assert browser.element("level").textContent == name
        assert browser.element("new-panel").hidden
    record = session.records.of("fortress")
    assert (record.played, record.won) == (1, 0)  # the game left counts as played, not won
    new.deal(None)
    assert session.game.game_id == "fortress"


def test_a_game_show_me_played_in_still_counts_apart_after_a_reload():
    browser, session, coach, _ = make_coach("nation", 3)
    game = session.game
    game.play(engine.solve(game).moves[0])
    session.count()
    coach.show_me()
    browser.run_soon()
    coach.showing.pause()
    coach.showing.step()
    session.keep()
    _, _, again = make_session(store=session.store, game_id="nation", deal=3)
    assert again.game.moves == game.moves and again.token == session.token
    for move in engine.solve(again.game).moves:  # the player wins it by hand after the reload
        again.game.play(move)
        again.count()
    assert again.game.status == "won"
    record = again.records.of("nation")
    assert (record.played, record.won, record.helped) == (0, 0, 1)


def test_a_game_lost_with_moves_left_says_no_card_can_reach_a_foundation():
    # The House in the Wood: the six of diamonds may only go back and forth between the
    # two sevens, and nothing else can ever move.
    _, session, coach, _ = make_coach("house-in-the-wood", 1)
    session.game = engine.game_from_text(
        "house-in-the-wood",
        "foundation-1: AC\ntableau-1: 2C 7D\ntableau-2: 7D 6D\n@redeals_left 0",
    )
    assert session.game.legal_moves() and session.game.status == "lost"
    assert coach.title() == "No card can reach a foundation any more: this game is lost."
