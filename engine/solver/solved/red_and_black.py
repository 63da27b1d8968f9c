"""The solver's verdicts on Red and Black's deals 1-100 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=100,
    won="4,13,19,23,25-26,33,36,42,44,46,51,53,57,59-60,62,66,69-71,76,80,92,94,96",
    lost=0,
    levels={
        "easy": "4,13,23,42,46,62,70,76,80",
        "medium": "19,25,36,44,60,66,71,96",
        "hard": "26,33,51,53,57,59,69,92,94",
    },
)
