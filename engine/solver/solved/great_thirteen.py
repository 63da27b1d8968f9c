"""The solver's verdicts on The Great Thirteen's deals 1-200 (default readings): made by
bench/winrates.py (the deals won, how many lost) and bench/difficulty.py (the levels of
the deals won).  Do not edit by hand."""

from . import Solved

SOLVED = Solved(
    deals=200,
    won=(
        "1-7,13-14,16-20,23,25-26,29-30,33-36,38-40,43,45-53,55-57,59-60,62,65-67,70-86,"
        "88,90,92-93,95-98,101,104-105,109-112,115,117,119,121,123-124,126-128,130-132,"
        "134-150,153,156-158,160-161,163,165-166,169-170,172-177,180-182,185-192,194-196,"
        "198,200"
    ),
    lost=0,
    levels={
        "easy": "35,45,48,55,70,77-78,105,115,126,195",
        "medium": "1,19,50,60,67,76,83,93,112,130,176",
        "hard": "66,104,109,127-128,134,149-150,157-158,188",
    },
)
