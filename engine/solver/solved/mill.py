"""The solver's verdicts on The Mill's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "2-3,8,10,12-14,19-20,22,25-27,34-35,37-41,44-45,48,50,53,55-56,58,60,63-66,71-73,"
        "76-77,80,83-88,95,98,101-103,106,108-117,120,122-123,129-131,133-139,141-148,151,"
        "155,157,159,161-167,169,174-178,181-183,185-188,190-191,194,198,200"
    ),
    lost=0,
    levels={
        "easy": "8,10,14,22,37,40-41,58,65,72,76-77,83-84,86,88",
        "medium": "3,12,19,25,44,48,50,55,64,66,73,80,85,87,98",
        "hard": "2,13,20,26-27,34-35,38-39,45,53,56,60,63,71,95",
    },
)
