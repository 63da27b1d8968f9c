"""The solver's verdicts on The Terrace's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-2,4,9,14,18-19,21-23,25,30,32,37,39,41,44,46-47,58,104,116,131,133,141,149,152,"
        "154-155,164,166,171,176,182"
    ),
    lost=0,
    levels={
        "easy": "4,9",
        "medium": "58",
        "hard": "30,44",
    },
)
