"""Probes: quick games along the solver's preferred moves that find wins a depth-first
search is slow to reach.  They find such wins, their lines replay, they are the same on
every run, and they never turn a proof of loss into anything else."""

import engine
from engine import Game
from engine.games.sultan import Sultan
from engine.solver import core as solver
from engine.solver.core import Search
from engine.solver.games.sultan import Knowledge as SultanKnowledge
from engine.solver.probes import Probes


class ProbingSultan(SultanKnowledge):
    probe_share = 0.5
    probe_restarts = 0.0  # every probe from the start


class RestartingSultan(ProbingSultan):
    probe_restarts = 0.75  # three probes in four begun on the best line yet


def test_probes_win_a_deal_the_depth_first_search_alone_does_not_settle():
    # The Sultan's deal 237: 10 s of depth-first search left it unknown (bench/results).
    game = engine.new_game("sultan", 237)
    alone = engine.solve(game, max_states=20_000, probing=False)
    assert alone.result == "unknown"
    rules = Sultan()
    verdict = engine.solve(
        Game(rules, 237, rules.deal(237)), max_states=20_000, knowledge=ProbingSultan(rules)
    )
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


def test_probes_are_the_same_on_every_run():
    rules = Sultan()
    start = rules.deal(105)
    lines = []
    for _ in range(2):
        probes = Probes(rules, start)
        lines.append((probes.run(5_000), probes.furthest, probes.positions))
    assert lines[0] == lines[1]


def test_probes_share_the_work_as_the_game_asks():
    rules = Sultan()
    search = Search(rules, rules.deal(132), knowledge=ProbingSultan(rules))
    search.run(30_000)
    assert search.result().result == "unknown"
    assert search.states == 30_000
    # Past the first positions, explored alone, the probes get half the work.
    assert abs(search.probes.positions - (search.explored - 2_000)) <= 2_000


# The Sultan's foundations, all complete but the clubs' first (up to the eight) and the
# spades' first (up to the knave).
SULTAN_ALMOST_DONE = """\
foundation-1: KC AC 2C 3C 4C 5C 6C 7C 8C
foundation-2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH
foundation-3: KC AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC
foundation-4: KD AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD
foundation-5: KH
foundation-6: KD AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD
foundation-7: KS AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS
foundation-8: KH AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH
foundation-9: KS AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS
"""


def test_a_dead_position_is_still_proved_lost_while_probes_run(monkeypatch):
    # The ten of clubs on the talon covers the nine it must follow; the Divan's queen of
    # spades goes up, but only brings the knave of clubs down in its place.
    monkeypatch.setattr(solver, "ALONE", 0)
    monkeypatch.setattr(solver, "SLICE", 1)
    text = (
        SULTAN_ALMOST_DONE
        + "reserve-1: QS\n"
        + "".join(f"reserve-{n}: 9D\n" for n in range(2, 9))
        + "talon-1: 9C TC JC\n@redeals_left 0\n"
    )
    rules = Sultan()
    game = engine.game_from_text("sultan", text)
    search = Search(rules, game.table, knowledge=ProbingSultan(rules))
    verdict = search.run(10_000)
    assert verdict is not None and verdict.result == "lost"
    assert search.probes.positions > 0


def test_probes_begun_on_the_best_line_win_a_deal_probes_from_the_start_leave_unknown():
    # The Sultan's deal 132: unknown after 30,000 positions with every probe begun at the
    # start (the test above).
    rules = Sultan()
    game = engine.new_game("sultan", 132)
    search = Search(rules, game.table, knowledge=RestartingSultan(rules))
    verdict = search.run(30_000)
    assert verdict is not None and verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


def test_probes_begun_on_the_best_line_are_the_same_on_every_run():
    rules = Sultan()
    start = rules.deal(105)
    lines = []
    for _ in range(2):
        probes = Probes(rules, start, knowledge=RestartingSultan(rules))
        lines.append((probes.run(5_000), probes.furthest, probes.positions))
    assert lines[0] == lines[1]
    assert lines[0][1], "the probes got somewhere"
