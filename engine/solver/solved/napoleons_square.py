"""The solver's verdicts on Napoleon's Square's deals 1-300 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=300,
    won=(
        "1-4,6-7,9-10,18-19,21-23,30,32,36,39,44,46-47,49,119,123,144,152,176,192,205,216,"
        "270,274,277"
    ),
    lost=0,
    levels={
        "easy": "6,123,274,277",
        "medium": "119,144,152,216,270",
        "hard": "2,176,192,205",
    },
)
