"""Spenser's Fairie Queen's unknown deals: are they won elsewhere, or lost?

The solver leaves about half the Fairie Queen's deals unknown within 10 s (see
docs/win-rates.md): it stalls at the first position the last card of the pack leaves,
which none of its tests proves lost and no quick search wins.  Such a deal is lost only
if every position its deal can leave is lost, for the plays made during the deal decide
which cards are still in the columns.  This bench takes the deals a win-rate run left
unknown (``bench/results/fairie-queen.tsv``), lists the distinct positions each deal can
leave once the pack is dealt (as the solver's choices during the deal give them,
``engine.solver.games.fairie_queen.deal_choices``, up to ``--positions``), and tries the
quick search for a winning line on each, with ``--budget`` positions.  It prints, per deal, how many
positions there are and which (if any) was won: a deal with none won is very likely
lost, not merely hard.

    python bench/fairie_queen_last_deals.py [--deals 24] [--positions 150] [--budget 3000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.games.fairie_queen import FairieQueen  # noqa: E402
from engine.solver.games import fairie_queen as search  # noqa: E402
from engine.solver.games.fairie_queen_chains import plan_win  # noqa: E402
from engine.table import Cards  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "fairie-queen.tsv"
RULES = FairieQueen()


def unknown_deals(count: int) -> list[int]:
    rows = [line.split("\t") for line in RESULTS.read_text().splitlines()[1:]]
    return [int(row[0]) for row in rows if row[1] == "unknown"][:count]


def dealt_positions(deal: int, most: int) -> list[tuple[Cards, ...]]:
    """The distinct foundations-and-columns the deal can leave once the pack is dealt,
    depth first over the solver's choices during the deal, at most ``most`` of them."""
    seen: set[tuple] = set()
    found: list[tuple[Cards, ...]] = []
    pending = [RULES.deal(deal)]
    while pending and len(found) < most:
        table = pending.pop()
        key = search.position_key(table)
        if key in seen:
            continue
        seen.add(key)
        if not table.cards[search.STOCK_PLACE]:
            found.append(table.cards[: search.STOCK_PLACE])
            continue
        deal_move = next(move for move in RULES.legal_moves(table) if move.kind == "deal")
        for move in search.deal_choices(table, deal_move):
            pending.append(RULES.apply(table, move))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=24, help="how many unknown deals")
    parser.add_argument("--positions", type=int, default=150)
    parser.add_argument("--budget", type=int, default=3000)
    args = parser.parse_args()
    won_deals = 0
    deals = unknown_deals(args.deals)
    print("deal\tpositions\twon at\tseconds")
    for deal in deals:
        start = time.perf_counter()
        positions = dealt_positions(deal, args.positions)
        won = next(
            (
                n
                for n, piles in enumerate(positions)
                if plan_win(piles[:8], piles[8:], args.budget) is not None
            ),
            None,
        )
        won_deals += won is not None
        seconds = time.perf_counter() - start
        print(f"{deal}\t{len(positions)}\t{'-' if won is None else won}\t{seconds:.1f}", flush=True)
    print(f"{won_deals} of {len(deals)} unknown deals won at some position the deal can leave")


if __name__ == "__main__":
    main()
