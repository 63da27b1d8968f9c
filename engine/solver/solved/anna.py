"""The solver's verdicts on Anna's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-26,28-38,40-42,44-48,50-81,83-144,146-150,152-155,157-167,169-175,178,180-184,"
        "186-187,189-194,196-200"
    ),
    lost=0,
    levels={
        "easy": "2,4,6-7,10,12,17-18,25-26,29,42,44,47-48,52,66,69,77-79,85,87-88,91,93,96",
        "medium": (
            "9,14,16,21,30,32,34,36,38,45-46,53-54,57,62,67,70,72,74-75,86,89-90,92,97,99-100"
        ),
        "hard": "1,3,5,8,13,15,19-20,22-23,28,35,37,40,51,55-56,59-61,63-64,68,73,76,83,95",
    },
)
