"""The solver's verdicts on The Square's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="5,8,10,14,16-17,19-21,24-26,28-30,34-35,38,40,42,44,50,129,140",
    lost=0,
    levels={
        "easy": "34",
        "medium": "140",
        "hard": "129",
    },
)
