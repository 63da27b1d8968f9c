"""The solver's verdicts on The Herring-Bone's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="4,11,14,19,22,30,32-34,38,45,47,59,61,68,81,91,94,106,123,131,133,148,152-153,162-163,165",
    lost=4,
    levels={
        "easy": "32,68,91,106,148,162,165",
        "medium": "11,45,59,61,94,123,131,153",
        "hard": "14,19,38,81,133,152,163",
    },
)
