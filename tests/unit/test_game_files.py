"""Every game has its file of tests, tests/games/test_<game>.py (the game's module name):
its rules on positions written as diagrams, and the solver's checks on its own positions
(tests/helpers/solver_checks.py), read here from the file's text, as nothing imports a
test module."""

import ast
from pathlib import Path

import engine
from engine.solver.winnable import winnable_deals

GAME_TESTS = Path(__file__).resolve().parents[1] / "games"


def declared(game_id: str) -> tuple[set[str], set[str]]:
    """The names a game's test file assigns at its top, and the checks its TestSolver
    class inherits."""
    module = type(engine.GAMES[game_id]).__module__.rpartition(".")[2]
    tree = ast.parse((GAME_TESTS / f"test_{module}.py").read_text())
    names = {
        name.id
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        for name in ast.walk(target)  # ``UP, DOWN = ...`` assigns two names
        if isinstance(name, ast.Name)
    }
    (solver,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "TestSolver"]
    return names, {base.id for base in solver.bases}


def test_every_game_has_its_file_with_the_solvers_positions():
    for game_id in engine.GAMES:
        names, checks = declared(game_id)
        assert {"GAME", "NEAR_WON", "DEAD", "MORE_SMALL"} <= names, game_id
        assert "SolverChecks" in checks, game_id
        # Every game with a deal known to be winnable (the Zodiac has none yet).
        won = bool(winnable_deals(game_id))
        assert ("WON_DEALS" in names) == ("WonDeals" in checks) == won, game_id
