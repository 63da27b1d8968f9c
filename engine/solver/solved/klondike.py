"""The solver's verdicts on Canfield or Klondike's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "2,6,9,12,19,25,29,31,33-34,46-47,50-51,61,68,72-73,82-83,95,97,105-106,130,134,"
        "136,138-139,143,149,152-153,160-161,165,172,175-179,188,193,198-200"
    ),
    lost=131,
    levels={
        "easy": "12,19,29,31,33,51,97,105,175",
        "medium": "6,9,34,72,130,134,161,177-178",
        "hard": "2,25,106,139,153,172,176,179,199",
    },
)
