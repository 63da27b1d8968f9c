"""The solver's verdicts on Two Rings's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="1-200",
    lost=0,
    levels={
        "easy": (
            "6,8,17,19,24,26,30,34-36,44-47,49-51,53,55,58,69,72-73,76-77,80,83-84,87,91,95,97,99"
        ),
        "medium": (
            "3-4,9-10,12,14-16,18,20,22,25,29,32,39-40,48,52,54,56,59-60,62-66,68,70,79,82,88-89,94"
        ),
        "hard": (
            "1-2,5,7,11,13,21,23,27-28,31,33,37-38,41-43,57,61,67,71,74-75,78,81,85-86,90,"
            "92-93,96,98,100"
        ),
    },
)
