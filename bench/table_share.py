"""How much of the screen the table uses, per game and screen size, in headless Chromium.

For each game it opens deal 5 and prints the card width (CSS px), the share of the space
below the bar (the viewport under the bar and any row of buttons) that the box holding
every pile and card covers, the smallest corner index of a fanned card (font size, CSS
px; '-' when no card is fanned), and '!' when a pile reaches outside the viewport; and
the top of the felt, under the bar (and under the row of move buttons where it is one).  With
``--dealt``, the games with a pack are dealt on first, so the fans are long.

    python bench/table_share.py [--sizes 390x844,640x360] [--games clock,fortress] [--dealt]

Run it on two checkouts for a before/after comparison.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from bench.viewports import MEASURE, SIZES, deal_out, go, pages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--dealt", action="store_true", help="deal the pack on first")
    args = parser.parse_args()
    sizes, games = args.sizes.split(","), args.games.split(",")
    rows: dict[str, dict[str, dict]] = {game: {} for game in games}
    bars: dict[str, float] = {}
    with pages(sizes) as each:
        for size, page in each():
            for game in games:
                go(page, game)
                if args.dealt:
                    deal_out(page)
                rows[game][size] = page.evaluate(MEASURE)
                bars[size] = rows[game][size]["bar"]
    print("card width px / share of the space below the bar / smallest fan index px")
    print(f"{'game':14}" + "".join(f"{size:>22}" for size in sizes))
    for game in games:
        cells = []
        for size in sizes:
            m = rows[game][size]
            index = f"{m['index']:.1f}" if m["index"] is not None else "-"
            flag = "!" if m["outside"] else " "
            cells.append(f"{m['card']:7.1f} {m['share']:6.0%} {index:>5}{flag}")
        print(f"{game:14}" + "".join(f"{cell:>22}" for cell in cells))
    print(f"{'table top px':14}" + "".join(f"{bars[size]:>22.0f}" for size in sizes))


if __name__ == "__main__":
    main()
