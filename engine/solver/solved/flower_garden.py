"""The solver's verdicts on The Flower-Garden's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1,7,10-11,13,21,23,25,28,33-34,36,38-39,45-46,51,58-59,62,65,69-70,73,75,78-79,"
        "84,94,96-97,100-101,105-106,108,112,123-124,130,132,134,137,141,153,155,157,160,"
        "163,165,167,170-172,175-176,179,181,184,187,190,193,195,200"
    ),
    lost=6,
    levels={
        "easy": "7,25,96",
        "medium": "36,94",
        "hard": "51,69,75",
    },
)
