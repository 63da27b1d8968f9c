"""The solver's verdicts on Babette's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1,3-4,6-9,11,13-23,29-34,36-37,40-43,45-48,51-58,60-66,68-75,78-89,91-103,"
        "106-112,114-122,124-131,133-160,163-165,167,169-176,178-183,185,187,189-197"
    ),
    lost=0,
    levels={
        "easy": "30,32-34,36-37,41,43,62,98",
        "medium": "1,4,7,11,14,53,63,78,88,91,99",
        "hard": "6,8,17-18,52,61,65,68-69,80",
    },
)
