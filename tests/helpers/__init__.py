"""Helpers shared by the tests (never test modules themselves, so no test module imports
another): ``positions`` writes and reads positions as diagrams, ``solving`` checks the
solver against a plain exhaustive search, and ``solver_checks`` holds the solver's checks
that each game's file (tests/games/test_<game>.py) runs on its own positions."""
