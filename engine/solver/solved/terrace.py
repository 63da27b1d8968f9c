"""The solver's verdicts on The Terrace's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="4,9,30,44,58,104,116,131,133,141,149,152,154-155,164,166,171,176,182",
    lost=0,
    levels={
        "easy": "4,9",
        "medium": "58",
        "hard": "30,44",
    },
)
