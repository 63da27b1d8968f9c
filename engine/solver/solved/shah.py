"""The solver's verdicts on The Shah's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "4-5,8-10,15,21-23,25,30-31,33-34,37-39,45,47,54,66,94,101-102,111,123-124,130,"
        "138,161,177,182,185-186,191"
    ),
    lost=0,
    levels={
        "easy": "54",
        "medium": "34,66",
        "hard": "94",
    },
)
