"""The solver's verdicts on The Flower-Garden's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-2,5-7,10-13,18,21,23-25,28,33-41,43,45-46,49,51-52,54-55,58-59,61-62,65,67,"
        "69-70,73,75,78-80,83-84,88-89,91,94,96-97,100-101,105-106,108-109,111-113,"
        "115-116,119,123-124,127,129-132,134,137,141,146,149,152-153,155,157,160-161,"
        "163-165,167,169-172,175-179,181,183-187,190-193,195,197,200"
    ),
    lost=13,
    levels={
        "easy": "7,25,96",
        "medium": "36,94",
        "hard": "51,69,75",
    },
)
