"""The solver's verdicts on The Mill's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-5,7-10,12-15,17,19-28,30,34-42,44-46,48-51,53,55-58,60,62-66,68-73,75-78,80-89,"
        "91,93-95,97-98,100-103,106,108-120,122-123,127,129-131,133-139,141-148,151-152,"
        "155,157-159,161-169,171,173-178,181-183,185-192,194,196,198,200"
    ),
    lost=0,
    levels={
        "easy": "8,10,14,22,37,40-41,58,65,72,76-77,83-84,86,88",
        "medium": "3,12,19,25,44,48,50,55,64,66,73,80,85,87,98",
        "hard": "2,13,20,26-27,34-35,38-39,45,53,56,60,63,71,95",
    },
)
