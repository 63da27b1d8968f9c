"""The solver's verdicts on General Sedgewick's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "8,12-14,17,19,23-25,29,31-35,38,45,47-48,91,97,104,114,116-117,125-126,129,133,"
        "139,145,159-160,167,180,187,191-192,199"
    ),
    lost=0,
    levels={
        "easy": "24,32,97",
        "medium": "12,47",
        "hard": "14,25,91",
    },
)
