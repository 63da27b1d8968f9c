"""The solver's verdicts on La Belle Lucie's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won="1-4,7-74,76-83,85-86,89,91-101,103-126,129,131-135,137-141,143-163,165-199",
    lost=0,
    levels={
        "easy": "1,4,12,27-28,32,34,36,51-52,60-62,64,67,72-73,79,89,92,98",
        "medium": "7,13,17-19,21-23,25,30,40,48,65,68,76-77,80,83,86,91,93",
        "hard": "2-3,15,24,26,35,38,42-44,63,69-71,74,94-97,99-100",
    },
)
