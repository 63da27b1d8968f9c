"""The solver's verdicts on La Belle Lucie's deals 1-100 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=100,
    won=(
        "1-4,7,12-13,15,17-19,21-28,30,32,34-36,38,40,42-44,48,51-52,60-65,67-74,76-77,"
        "79-80,83,86,89,91-100"
    ),
    lost=0,
    levels={
        "easy": "1,4,12,27-28,32,34,36,51-52,60-62,64,67,72-73,79,89,92,98",
        "medium": "7,13,17-19,21-23,25,30,40,48,65,68,76-77,80,83,86,91,93",
        "hard": "2-3,15,24,26,35,38,42-44,63,69-71,74,94-97,99-100",
    },
)
