"""The solver's verdicts on The Fish-Bone's deals 1-100 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=100,
    won=(
        "1-3,5-7,15,17-19,22,24-25,28-29,31,33,37,43-44,51-52,55-61,63-66,68,72-76,83-85,"
        "87,89,91,93-94,96,100"
    ),
    lost=0,
    levels={
        "easy": "5,18,22,44,51,55,57,63-65,72-73,84-85,93,96",
        "medium": "1-2,6,24,28,33,43,52,60-61,66,68,75,87,91,94,100",
        "hard": "3,7,15,17,19,25,29,31,37,56,58-59,74,76,83,89",
    },
)
