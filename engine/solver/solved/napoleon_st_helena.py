"""The solver's verdicts on Napoleon at St. Helena's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "2,4-5,12,15-16,23,27,32,34-35,38,40-41,50,66,70,72,84,102,109,119,122,138,140,"
        "142,166,169,173,178,181,195"
    ),
    lost=0,
    levels={
        "easy": "70,84",
        "medium": "2,5,72",
        "hard": "12,66",
    },
)
