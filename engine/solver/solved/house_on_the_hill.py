"""The solver's verdicts on The House on the Hill's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="1-200",
    lost=0,
    levels={
        "easy": "8,12-13,17,24-25,28-29,32,35,38",
        "medium": "1,4,6,19,26-27,33-34,37,40",
        "hard": "5,7,9,14,20-23,30,36,39",
    },
)
