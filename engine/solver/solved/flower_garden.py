"""The solver's verdicts on The Flower-Garden's deals 1-100 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=100,
    won="7,25,36,51,69,75,94,96",
    lost=1,
    levels={
        "easy": "7,25,96",
        "medium": "36,94",
        "hard": "51,69,75",
    },
)
