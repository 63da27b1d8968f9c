"""Screenshots of every game at the four screen sizes, for a person to look at:
``artifacts/screenshots/<size>/<game>.png`` (deal 5 as dealt) and, for the games with a
pack, ``<game>-dealt.png`` (the pack dealt on, so the fans are long).

    python bench/screenshots.py [--sizes 390x844,640x360] [--games clock] [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from bench.viewports import SIZES, deal_out, go, pages  # noqa: E402

HAS_PACK = "() => Boolean(document.querySelector('[data-pile=\"stock-1\"] .count'))"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--out", type=Path, default=ROOT / "artifacts" / "screenshots")
    args = parser.parse_args()
    games = args.games.split(",")
    with pages(args.sizes.split(",")) as each:
        for size, page in each():
            folder = args.out / size
            folder.mkdir(parents=True, exist_ok=True)
            for game in games:
                go(page, game)
                page.screenshot(path=folder / f"{game}.png")
                if page.evaluate(HAS_PACK):
                    deal_out(page)
                    page.screenshot(path=folder / f"{game}-dealt.png")
            print(f"{size}: {len(games)} games in {folder}")


if __name__ == "__main__":
    main()
