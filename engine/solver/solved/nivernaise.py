"""The solver's verdicts on La Nivernaise's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="11,23,39,52,54-55,74,108,112,135,139,143,164-166,193,199",
    lost=8,
    levels={
        "easy": "11,39,52,108,135,164",
        "medium": "23,54,74,166,193",
        "hard": "55,112,139,143,165,199",
    },
)
