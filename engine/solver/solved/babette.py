"""The solver's verdicts on Babette's deals 1-100 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=100,
    won="1,4,6-8,11,14,17-18,30,32-34,36-37,41,43,52-53,61-63,65,68-69,78,80,88,91,98-99",
    lost=0,
    levels={
        "easy": "30,32-34,36-37,41,43,62,98",
        "medium": "1,4,7,11,14,53,63,78,88,91,99",
        "hard": "6,8,17-18,52,61,65,68-69,80",
    },
)
