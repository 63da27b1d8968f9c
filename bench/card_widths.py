"""Card widths per game and screen, worked out in Python without a browser: for a game's
author checking a table declared in engine/layouts.py before building the page.

For each game it prints, at the four screens the layout is judged on, the card width (CSS
px) the page would draw deal 5 at, and which arrangement it would choose (``b`` the
book's, ``u`` upright, ``w`` wide, ``s`` small), with ``<48`` where a phone held upright
gets cards under 48 px.  The spaces are the ones engine/layouts.py makes arrangements
for (the page's bar and margins taken off; the strip for the buttons of moves kept below
or beside the table, whichever leaves larger cards, as web/ui/table/room.py does); the browser's
own figures come from bench/table_share.py.

    python bench/card_widths.py [--games clock,fortress]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

import engine  # noqa: E402
from engine.layouts import LAPTOP, SMALL_PHONE, UPRIGHT_PHONE, WIDE_PHONE  # noqa: E402
from ui.table.room import fitted  # noqa: E402

SCREENS = {
    "390x844": UPRIGHT_PHONE,
    "360x640": SMALL_PHONE,
    "640x360": WIDE_PHONE,
    "1280x800": LAPTOP,
}
SMALLEST_UPRIGHT = 48.0


def room(spaces) -> tuple[float, float, tuple[float, float]]:
    """The whole space and the strip, from the two spaces left beside and below it."""
    (width, below), (beside, height) = spaces
    return width, height, (height - below, width - beside)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(engine.GAMES))
    args = parser.parse_args()
    print("card width px and arrangement (b book, u upright, w wide, s small)")
    print(f"{'game':16}" + "".join(f"{size:>12}" for size in SCREENS))
    for game_id in args.games.split(","):
        game = engine.new_game(game_id, 5)
        plans = game.rules.plans()
        names = [name[0] for name in game.rules.arrangements.names()]
        cells = []
        for size, spaces in SCREENS.items():
            width, height, strip = room(spaces)
            view, _ = fitted(game.rules, game.piles, width, height, strip)
            chosen = next(
                n
                for n, plan in enumerate(plans)
                if abs(plan.width * view.card_width - view.width) < 0.5
            )
            short = size == "390x844" and view.card_width < SMALLEST_UPRIGHT
            cells.append(f"{view.card_width:7.1f} {names[chosen]}{' <48' if short else '    '}")
        print(f"{game_id:16}" + "".join(f"{cell:>12}" for cell in cells))


if __name__ == "__main__":
    main()
