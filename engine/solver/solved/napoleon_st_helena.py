"""The solver's verdicts on Napoleon at St. Helena's deals 1-100 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=100,
    won="2,5,12,66,70,72,84",
    lost=0,
    levels={
        "easy": "70,84",
        "medium": "2,5,72",
        "hard": "12,66",
    },
)
