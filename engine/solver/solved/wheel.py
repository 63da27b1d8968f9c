"""The solver's verdicts on The Wheel's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="3,15-16,131",
    lost=0,
    levels={
        "easy": "15",
        "medium": "16,131",
        "hard": "3",
    },
)
