"""The solver's verdicts on The Blockade's deals 1-1000 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=1000,
    won="15,34,40,42,372,572,709",
    lost=0,
    levels={
        "easy": "372",
        "medium": "40,709",
        "hard": "572",
    },
)
