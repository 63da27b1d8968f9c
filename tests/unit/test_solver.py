"""The solver: wins near-won positions, proves dead ones lost, and its lines replay."""

import multiprocessing

import pytest

import engine
from engine.stats import wilson_interval
from tests.helpers.solving import exhaustive_win_exists


def test_the_solver_finishes_a_near_won_fortress():
    game = engine.game_from_text(
        "fortress",
        """
        foundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC
        foundation-2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
        foundation-3: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
        foundation-4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
        tableau-1: QC KC
        """,
    )
    verdict = engine.solve(game)
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


def test_the_solver_proves_a_dead_position_lost():
    game = engine.game_from_text(
        "fortress",
        "tableau-1: AH 2H\ntableau-2: AD 2D\ntableau-3: AC 2C\ntableau-4: AS 2S\n"
        "tableau-5: 5H\ntableau-6: 5D\ntableau-7: 5C\ntableau-8: 5S\ntableau-9: 9H\ntableau-10: 9D",
    )
    assert engine.solve(game).result == "lost"


@pytest.mark.parametrize("deal", [38, 43])
def test_a_winning_line_replays_to_a_win(deal):
    game = engine.new_game("fortress", deal)
    verdict = engine.solve(game, max_states=50_000)
    assert verdict.result == "won" and verdict.states > 0
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


BLOCKERS = "KC QD JC TD 9C 8D 7C 5D 3C 2D".split()  # no two marry each other


def on_blockers(*rows: str) -> str:
    """Live hearts and spades on top of blockers in all ten rows: no row ever empties,
    and the clubs and diamonds never go up, so these positions can only be lost."""
    live = list(rows) + [""] * (10 - len(rows))
    return "\n".join(f"tableau-{n + 1}: {BLOCKERS[n]} {live[n]}" for n in range(10))


def nearly_done(**rows: str) -> str:
    """Every foundation complete but for the cards written in the rows."""
    left = {card for row in rows.values() for card in row.split()}
    lines = []
    for n, suit in enumerate("CDHS", 1):
        cards = [r + suit for r in "A23456789TJQK" if r + suit not in left]
        lines.append(f"foundation-{n}: {' '.join(cards)}")
    return "\n".join(lines + [f"{pile.replace('_', '-')}: {row}" for pile, row in rows.items()])


@pytest.mark.parametrize(
    "text",
    [
        on_blockers("2H AH 3H", "AS 2S"),
        on_blockers("3H AH", "2H 4H", "AS"),
        on_blockers("AH 3H 2H", "5H 4H"),
        nearly_done(tableau_1="KC QC"),
        nearly_done(tableau_1="QH KH", tableau_2="KS"),
        nearly_done(tableau_1="KD QS", tableau_2="KS QD"),
    ],
)
def test_verdicts_agree_with_an_exhaustive_search_on_small_positions(text):
    game = engine.game_from_text("fortress", text)
    verdict = engine.solve(game)
    assert verdict.result in ("won", "lost")
    assert (verdict.result == "won") == exhaustive_win_exists(game)


def test_a_budget_that_runs_out_says_unknown():
    verdict = engine.solve(engine.new_game("fortress", 20), max_states=50)
    assert verdict.result == "unknown" and verdict.states == 50


def test_wilson_interval_known_values():
    low, high = wilson_interval(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    assert wilson_interval(0, 10)[0] == 0.0
    assert round(wilson_interval(0, 10)[1], 4) == 0.2775


def test_the_solve_command_prints_each_deal_and_a_summary(capsys):
    from engine.__main__ import main

    assert main(["solve", "fortress", "--deals", "37-38", "--max-states", "20000"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("fortress 37 lost")
    assert lines[1].startswith("fortress 38 won")
    assert lines[2].startswith("fortress: won 1, lost 1, unknown 0; win rate 50.0%")


# Each deal's solving waits here until the other has started too: both must be solved
# at once, in processes of their own.  Made before the pool forks its workers.
BOTH_STARTED = multiprocessing.Barrier(2)


def solve_alongside(job):
    BOTH_STARTED.wait(timeout=20)
    _, deal, *_ = job
    return deal, "unknown", 0, 0, 0.0


@pytest.mark.skipif(
    multiprocessing.get_start_method() != "fork", reason="workers see the test's stand-in"
)
def test_the_solve_command_solves_deals_side_by_side_with_jobs(capsys, monkeypatch):
    import engine.__main__ as command

    monkeypatch.setattr(command, "solve_one", solve_alongside)
    assert command.main(["solve", "nation", "--deals", "1-2", "--jobs", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.split()[:3] for line in lines[:2]] == [
        ["nation", "1", "unknown"],
        ["nation", "2", "unknown"],
    ]
    assert not BOTH_STARTED.broken
