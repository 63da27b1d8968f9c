"""The solver's verdicts on La Nivernaise's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1,3,5-7,9-11,13,16,19,23,25-26,31-32,34,38-39,41-42,46,48,52,54-55,74,108,112,"
        "135,139,143,164-166,193,199"
    ),
    lost=8,
    levels={
        "easy": "11,39,52,108,135,164",
        "medium": "23,54,74,166,193",
        "hard": "55,112,139,143,165,199",
    },
)
