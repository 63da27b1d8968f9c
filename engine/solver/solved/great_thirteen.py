"""The solver's verdicts on The Great Thirteen's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1,19,35,45,48,50,55,60,66-67,70,76-78,83,93,104-105,109,112,115,126-128,130,134,"
        "149-150,157-158,176,188,195"
    ),
    lost=0,
    levels={
        "easy": "35,45,48,55,70,77-78,105,115,126,195",
        "medium": "1,19,50,60,67,76,83,93,112,130,176",
        "hard": "66,104,109,127-128,134,149-150,157-158,188",
    },
)
