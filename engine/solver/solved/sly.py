"""The solver's verdicts on Sly's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="2,4,14,18-19,26,32,36-37,42,50,104,110,115,117,140,146,148,175-176,196",
    lost=0,
    levels={
        "easy": "19,104,115,196",
        "medium": "110,117,146",
        "hard": "140,148,175-176",
    },
)
