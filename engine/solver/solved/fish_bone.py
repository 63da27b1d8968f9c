"""The solver's verdicts on The Fish-Bone's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-8,10-11,13-26,28-33,36-38,40-61,63-66,68-70,72-89,91,93-97,99-106,108-117,"
        "119-127,129-133,135-142,144-151,153-169,171,173-178,180-183,185-200"
    ),
    lost=0,
    levels={
        "easy": "5,18,22,44,51,55,57,63-65,72-73,84-85,93,96",
        "medium": "1-2,6,24,28,33,43,52,60-61,66,68,75,87,91,94,100",
        "hard": "3,7,15,17,19,25,29,31,37,56,58-59,74,76,83,89",
    },
)
