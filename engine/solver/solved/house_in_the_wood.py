"""The solver's verdicts on The House in the Wood's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="1-200",
    lost=0,
    levels={
        "easy": "9,21-22,29,35",
        "medium": "8,12,14-15,27,39",
        "hard": "3,19,25-26,37",
    },
)
