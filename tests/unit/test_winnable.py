"""The list of deals known to be winnable: its reading, its order, and that its deals
really are won by the solver, whose line replays to a win."""

from pathlib import Path

import pytest

import engine
from engine.solver import solved, winnable
from engine.solver.solved import Solved
from engine.solver.winnable import format_ranges, is_known_winnable, next_winnable, parse_ranges

RESULTS = Path(__file__).resolve().parents[2] / "bench" / "results"


def test_deal_ranges_round_trip():
    deals = [1, 2, 3, 7, 9, 10, 1000]
    assert format_ranges(deals) == "1-3,7,9-10,1000"
    assert parse_ranges(format_ranges(deals)) == tuple(deals)
    assert parse_ranges("") == ()


def test_the_next_winnable_deal_goes_round_to_the_first(monkeypatch):
    monkeypatch.setattr(winnable, "solved", {"fortress": Solved(1000, won="5,9-10")}.get)
    winnable.winnable_deals.cache_clear()
    try:
        assert next_winnable("fortress", 0) == 5
        assert next_winnable("fortress", 5) == 9
        assert next_winnable("fortress", 9) == 10
        assert next_winnable("fortress", 10) == 5
        assert next_winnable("fortress", 4_000_000) == 5
        assert is_known_winnable("fortress", 9) and not is_known_winnable("fortress", 8)
        # The list is of the default reading's deals only.
        assert not is_known_winnable("fortress", 9, variant="some-variant")
    finally:
        winnable.winnable_deals.cache_clear()


def test_a_game_with_no_known_winnable_deal_gives_none(monkeypatch):
    monkeypatch.setattr(winnable, "solved", {"clock": Solved(1000, won="", lost=1000)}.get)
    winnable.winnable_deals.cache_clear()
    try:
        assert next_winnable("clock", 1) is None
    finally:
        winnable.winnable_deals.cache_clear()


def results(game_id: str) -> list[list[str]]:
    """The win-rate run's verdicts: deal, result, states, moves, seconds, limit."""
    rows = (RESULTS / f"{game_id}.tsv").read_text().splitlines()[1:]
    return [row.split("\t") for row in rows]


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_the_list_holds_exactly_the_deals_the_win_rate_run_won(game_id):
    won = sorted(int(row[0]) for row in results(game_id) if row[1] == "won")
    assert winnable.winnable_deals(game_id) == tuple(won)
    assert all(1 <= d <= 1000 for d in won)


def test_each_games_data_is_in_a_module_of_its_own_as_the_bench_scripts_write_it():
    # bench/winrates.py and bench/difficulty.py write a game's module with ``source``: a
    # module written otherwise (by hand, or reformatted) would change at their next run.
    folder = Path(solved.__file__).parent
    modules = {path.stem for path in folder.glob("*.py")} - {"__init__"}
    assert modules == {solved.module_name(g).rpartition(".")[2] for g in engine.GAMES}
    for game_id, rules in engine.GAMES.items():
        record = solved.solved(game_id)
        text = (folder / f"{solved.module_name(game_id).rpartition('.')[2]}.py").read_text()
        assert text == solved.source(rules.name, record), game_id
        assert record.lost + len(winnable.winnable_deals(game_id)) <= record.deals
        assert tuple(record.levels) in ((), solved.LEVELS)
    assert solved.solved("no-such-game") is None


def win_rate_rows() -> dict[str, list[str]]:
    """The first table of docs/win-rates.md by game title: deals, won, lost, unknown ..."""
    rows = {}
    lines = (RESULTS.parents[1] / "docs" / "win-rates.md").read_text().splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("| Game |"))
    for line in lines[first + 2 :]:
        if not line.startswith("|"):
            break
        title, *cells = (cell.strip() for cell in line.strip("|").split("|"))
        rows[title] = cells
    return rows


def test_the_win_rate_page_says_what_each_games_data_holds():
    # Every game's row: its deals, the deals won and those lost, as on record.  A game with
    # no deal known won (its search decided none of its first deals in the time given: the
    # Zodiac's, the Carpet's ...) has its row too, and the coach's and the levels' tests,
    # reading the same record, pass it over until one is found.
    rows = win_rate_rows()
    for game_id, rules in engine.GAMES.items():
        record = solved.solved(game_id)
        won = len(winnable.winnable_deals(game_id))
        assert rows[rules.name][:3] == [f"1-{record.deals}", str(won), str(record.lost)], game_id


@pytest.mark.parametrize("game_id", [g for g in engine.GAMES if winnable.winnable_deals(g)])
def test_listed_deals_are_won_and_their_lines_replay(game_id):
    # The deal the run solved fastest among its wins, solved again here.
    won = [row for row in results(game_id) if row[1] == "won"]
    deal = int(min(won, key=lambda row: float(row[4]))[0])
    assert is_known_winnable(game_id, deal)
    game = engine.new_game(game_id, deal)
    verdict = engine.solve(game)
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"
