"""The solver's verdicts on The Congress's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-4,6-7,9-15,17-23,25-36,39-40,42-50,52-58,60-63,66-71,74-80,82-88,90-94,96,100,"
        "102-105,107-120,122-134,138-166,168-170,172-173,175-179,181-182,184-186,188-189,"
        "191-196,198-199"
    ),
    lost=0,
    levels={
        "easy": "13,20,23,26,29-30,40,42,44,53,55,57,61,63,67,70,76,78,86,90-91,96",
        "medium": "2,4,9-10,12,18-19,25,28,32,46,48,54,60,66,71,75,77,79,84-85,87",
        "hard": "1,7,11,21-22,31,34,43,45,49-50,52,56,62,69,74,80,83,88,92-94",
    },
)
