"""The solver's verdicts on Red and Black's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-4,6-7,9,11-16,18-23,25-34,36-37,40-46,48-63,65-66,68-71,73-90,92-112,115,"
        "117-123,125-144,146-148,150-152,154-158,160,163-190,192-200"
    ),
    lost=0,
    levels={
        "easy": "4,13,23,42,46,62,70,76,80",
        "medium": "19,25,36,44,60,66,71,96",
        "hard": "26,33,51,53,57,59,69,92,94",
    },
)
