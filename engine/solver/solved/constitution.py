"""The solver's verdicts on The Constitution's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "4,8-9,11-15,17-26,28-29,34-39,43,46,48,56-58,60-64,71-75,78-80,82-83,85,91,94-95,"
        "97,102-107,109,112-113,119-122,125,127,129-133,135,137-139,141-142,144,147,149,"
        "152-156,160-164,168-170,172-175,177,181-185,187,191,193-194,199"
    ),
    lost=0,
    levels={
        "easy": "58",
        "medium": "132,174",
        "hard": "168",
    },
)
