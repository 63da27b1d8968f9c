"""Each game's tests, one file a game: ``test_<game>.py`` (the game's module name) holds its
rules tested on positions written as diagrams, and its solver's positions.

A game's file declares its positions as module constants (``GAME``, ``COMPLETE``: its
foundations complete, for ``done``; ``NEAR_WON``, ``DEAD``, ``MORE_SMALL``, ``WON_DEALS``
...) and a ``TestSolver`` class inheriting the checks that apply from
tests/helpers/solver_checks.py: nothing else to edit for a new game.  The checks that run
over a list of the file's (``@pytest.mark.over("WON_DEALS", "game_id, deal")``) are
parametrized here, from the game's module."""

from __future__ import annotations


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "over(source, argnames): run over a list of the game's test module, by name, or as a "
        "function of the module makes it",
    )


def pytest_generate_tests(metafunc):
    over = metafunc.definition.get_closest_marker("over")
    if over is None:
        return
    source, argnames = over.args
    # A list of the game's module by its name, or a function making one from the module.
    values = source(metafunc.module) if callable(source) else getattr(metafunc.module, source)
    metafunc.parametrize(argnames, values)
