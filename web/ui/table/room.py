"""The room the table has, and where the buttons of moves go (Refill, Deal on, Finish).

Those buttons come and go while a game is played; were they given room only when
present, the table would shrink and move under the player's finger.  So a strip is kept
for them for the whole game, on whichever side costs the table least: a row along the
bottom when the table is narrower than the screen allows anyway (a phone held upright),
a column at the right when it is the height that is short (a phone on its side).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ui.table.view import MAX_CARD_WIDTH, TableView, table_view

BOTTOM, RIGHT = "bottom", "right"


def fitted(
    rules,
    piles: dict[str, tuple[str, ...]],
    width: float,
    height: float,
    strip: tuple[float, float],
    max_card_width: float = MAX_CARD_WIDTH,
    fill: float = 1.0,
    tall: float = 1.0,
    face_down_at: Mapping[str, tuple[int, ...]] | None = None,
    blocked: Collection[str] = (),
) -> tuple[TableView, str]:
    """The table drawn in ``width`` x ``height`` pixels less the buttons' strip (``strip``:
    the height of a row at the bottom, the width of a column at the right), and the side
    the strip is kept on: the one leaving the larger cards, the bottom on a tie.
    ``face_down_at``: the game's face-down cards, drawn as backs; ``blocked``: the piles
    whose top card another card blocks."""
    row, column = strip
    seen = (face_down_at, blocked)
    below = table_view(rules, piles, width, height - row, max_card_width, fill, tall, *seen)
    beside = table_view(rules, piles, width - column, height, max_card_width, fill, tall, *seen)
    if beside.card_width > below.card_width + 0.5:
        return beside, RIGHT
    return below, BOTTOM
