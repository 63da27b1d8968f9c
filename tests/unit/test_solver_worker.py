"""The solver's worker, without a browser: its Python (``ui.coach.desk``) answers the
page's requests, one message each way, and the page (``ui.coach.remote``, Hint, Show me,
the coach) uses the answers, drops those a move has made stale, shows a failure and falls
back to searching itself where the worker stops.  The worker is ``fakedom.LocalSolver``:
the desk run as web/solver-worker.js runs it, messages as JSON text both ways."""

import json

import engine
from engine.moves import Move
from engine.solver.coach import history_tables
from tests.unit.fakedom import LocalSolver
from tests.unit.test_coach import a_lost_game
from tests.unit.test_coaching import make_coach
from ui.coach.desk import Desk


def ask(desk: Desk, **request) -> list[dict]:
    """Post a request and work until it is answered; every answer, in order."""
    answers = json.loads(desk.take(json.dumps(request)))
    while desk.busy:
        answers += json.loads(desk.work(0.05))
    return answers


# The worker's side -----------------------------------------------------------------------------
def test_a_hint_is_answered_with_a_legal_move_and_a_verdict():
    game = engine.new_game("clock", 81)
    answers = ask(Desk(), id=7, kind="hint", save=game.to_json(), seconds=0.5)
    assert len(answers) == 1
    answer = answers[0]
    assert (answer["id"], answer["kind"], answer["done"]) == (7, "hint", True)
    assert Move.from_list(answer["move"]) in game.legal_moves()
    assert answer["verdict"] in ("won", "lost", "unknown")
    if answer["verdict"] == "won":  # the line it gives wins, from its first move
        assert answer["line"][0] == answer["move"]
        for move in answer["line"]:
            game.play(Move.from_list(move))
        assert game.status == "won"


def test_asked_again_from_the_same_position_the_search_goes_on_and_a_move_replays_one():
    desk = Desk()
    game = engine.new_game("napoleon-st-helena", 3)
    ask(desk, id=1, kind="hint", save=game.to_json(), seconds=0.05)
    search = desk.hint_search
    thought = search.seconds
    ask(desk, id=2, kind="hint", save=game.to_json(), seconds=0.05)
    assert desk.hint_search is search and search.seconds > thought
    rebuilt = desk.game
    game.play(game.legal_moves()[0])
    ask(desk, id=3, kind="hint", save=game.to_json(), seconds=0.05)
    # The same game, one move on: rebuilt from the last one, a new search for the new table.
    assert desk.game is rebuilt and desk.game.table == game.table
    assert desk.hint_search is not search
    game.undo()  # and back: the moves in common kept, the other taken back
    ask(desk, id=4, kind="hint", save=game.to_json(), seconds=0.05)
    assert desk.game is rebuilt and desk.game.moves == game.moves


def test_a_cancelled_search_is_dropped_unanswered_and_the_newest_goes_first():
    desk = Desk()
    game = engine.new_game("napoleon-st-helena", 3)
    save = game.to_json()
    for request_id in (1, 2):
        desk.take(json.dumps({"id": request_id, "kind": "win", "save": save, "seconds": 30}))
    assert json.loads(desk.work(0.01)) == []  # request 2 is worked on, not answered yet
    assert desk.take(json.dumps({"id": 2, "kind": "cancel"})) == "[]"
    assert desk.take(json.dumps({"id": 1, "kind": "cancel"})) == "[]"
    assert not desk.busy and desk.work(0.01) == "[]"


def test_a_bad_request_is_answered_with_the_error_and_the_worker_goes_on():
    desk = Desk()
    answers = ask(desk, id=5, kind="hint", save='{"format": "something else"}')
    assert answers[0]["id"] == 5 and answers[0]["done"]
    assert "not a Cadogan's Patience save" in answers[0]["error"]
    assert "Traceback" in answers[0]["details"]
    assert json.loads(desk.take("[1, 2]"))[0]["error"]  # not a request at all
    assert "no such request" in json.loads(desk.take('{"id": 6, "kind": "fly"}'))[0]["error"]
    game = engine.new_game("clock", 81)
    assert "move" in ask(desk, id=8, kind="hint", save=game.to_json(), seconds=0.05)[0]


def test_the_look_back_answers_where_a_win_existed():
    lost, _ = a_lost_game("fourteenth")
    answers = ask(Desk(), id=3, kind="look-back", save=lost.to_json(), known_lost=True)
    last = answers[-1]
    assert last["done"] and last["status"] == "found"
    assert all(not answer["done"] for answer in answers[:-1])
    back = last["moves_back"]
    position = history_tables(lost)[-1 - back]
    # The page says the solver knew the pack only where the pack still held cards then.
    assert last["unseen"] == bool(position["stock-1"])
    game = engine.Game(lost.rules, None, position)
    for move in last["line"]:
        game.play(Move.from_list(move))
    assert game.status == "won"


# The page's side -------------------------------------------------------------------------------
def coach_with_worker(game_id: str, deal: int):
    browser, session, coach, turns = make_coach(game_id, deal)
    from ui.coach.remote import Remote

    errors = []
    remote = Remote(browser, session, lambda what, details: errors.append((what, details)))
    coach.hinting.remote = remote
    coach.hinting.on_advice = coach.on_advice
    browser.solver = LocalSolver()
    return browser, session, coach, turns, errors


def test_the_worker_answers_the_hint_and_the_page_marks_who_answered():
    browser, session, coach, _, _ = coach_with_worker("nation", 3)
    coach.hinting.show_hint()
    root = browser.root
    assert root.dataset.hint == "thinking" and not browser.soon_calls  # nothing on the page
    browser.solver.run()
    assert root.dataset.hint == "shown" and root.dataset.hintBy == "worker"
    assert "leads to a win" in browser.element("message").textContent
    # The win it found is offered, and Show me plays it without searching again.
    assert root.dataset.coach == "winnable" and not browser.element("show-me").hidden
    coach.show_me()
    while browser.timers:
        browser.timers.pop(0)[1]()
    assert session.game.status == "won"


def test_a_search_a_move_makes_stale_is_given_up_and_its_answer_ignored():
    browser, session, coach, turns, _ = coach_with_worker("napoleon-st-helena", 3)
    solver, root = browser.solver, browser.root
    coach.hinting.show_hint()
    turns.step(lambda: session.game.play(session.game.legal_moves()[0]))
    remote = coach.hinting.remote
    remote.drop_stale()  # the page does so after every event
    assert root.dataset.hint == "dropped"
    assert json.loads(solver.inbox[-1]) == {"id": 1, "kind": "cancel"}
    solver.run()
    assert solver.posted == []  # the worker gave it up before answering
    # An answer that crosses the move on its way is ignored.
    coach.hinting.show_hint()
    solver.run()
    answered = solver.posted[-1]
    said = browser.element("message").textContent
    coach.hinting.show_hint()
    solver.inbox.clear()
    session.game.undo()
    remote.heard(json.dumps({**answered, "id": 3}))
    assert root.dataset.hint == "dropped" and browser.element("message").textContent == said


def test_a_failure_in_the_worker_is_shown_and_loses_nothing():
    browser, session, coach, _, errors = coach_with_worker("clock", 81)
    moves = list(session.game.moves)
    original = browser.solver.desk.job
    browser.solver.desk.job = lambda request: 1 / 0
    coach.hinting.show_hint()
    browser.solver.run()
    assert errors and "ZeroDivisionError" in errors[0][0] and "Traceback" in errors[0][1]
    assert browser.root.dataset.hint == "failed" and session.game.moves == moves
    browser.solver.desk.job = original  # the next press asks again, and is answered
    coach.hinting.show_hint()
    browser.solver.run()
    assert browser.root.dataset.hint == "shown"


def test_where_the_worker_stops_the_page_searches_itself():
    browser, _, coach, _, _ = coach_with_worker("clock", 81)
    coach.hinting.show_hint()
    browser.solver.stop()
    assert browser.root.dataset.hint == "thinking"  # asked again, on the page
    browser.run_soon()
    assert browser.root.dataset.hint == "shown" and browser.root.dataset.hintBy == "page"


def test_the_coach_looks_back_in_the_worker_and_goes_back_there():
    lost, _ = a_lost_game("fourteenth")
    browser, session, coach, turns, _ = coach_with_worker("fourteenth", lost.deal)
    for move in lost.moves:
        session.game.play(move)
    coach.refresh()
    assert browser.root.dataset.coach == "searching" and not browser.soon_calls
    browser.solver.run()
    assert browser.root.dataset.coach == "found"
    back = int(browser.element("coach-back").dataset.back)
    coach.go_back(turns)
    assert session.game.moves == lost.moves[: len(lost.moves) - back]
    assert engine.solve(session.game, max_seconds=10).result == "won"


def test_show_me_asks_the_worker_for_a_win_where_none_is_known():
    browser, session, coach, _, _ = coach_with_worker("nation", 3)
    coach.show_me()
    assert browser.root.dataset.showme == "searching"
    browser.solver.run()
    assert [answer["kind"] for answer in browser.solver.posted] == ["win"]
    while browser.timers:
        browser.timers.pop(0)[1]()
    assert session.game.status == "won" and browser.root.dataset.showme == "won"
