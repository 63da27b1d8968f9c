"""A card drawn in HTML: a corner index of rank and suit, and a large suit in the middle.
No images.

The index is written in both upper corners, so a card fanned sideways shows it on the
side left uncovered (the stylesheet stacks the suit under the rank there, as the strip
is narrow).  In a fan downwards only the top strip of a covered card shows: there the
rank and suit stand side by side in the left corner, in a size that fits the strip
(``strip``, its height in pixels), so no rank is cut (a Q must not read as an O)."""

from __future__ import annotations

from html import escape

from engine import cards

RANK_LABELS = {"T": "10"}


def face_html(
    code: str,
    x: float,
    y: float,
    extra_class: str = "",
    label: str | None = None,
    strip: float | None = None,
    place: int | None = None,
) -> str:
    rank = RANK_LABELS.get(code[0], code[0])
    symbol = cards.SUIT_SYMBOLS[code[1]]
    colour = "red" if cards.is_red(code) else "black"
    # The glyphs are drawn by the stylesheet from data-t (generated content), not written
    # as text: a card's name is its aria-label ("queen of hearts"), and a text "Q" and a
    # heart beside it would be a visible name the spoken one does not contain.
    index = f'<span data-t="{rank}"></span><i data-t="{symbol}"></i>'
    if code[0] == "T":
        colour += " ten"
    strip_style = f";--strip:{strip:.1f}px" if strip is not None else ""
    # Its place among the pile's faces, which a tap reads rather than count them.
    among = f' data-i="{place}"' if place is not None else ""
    return (
        f'<div class="card {colour}{extra_class}" data-card="{code}"{among} '
        f'role="button" tabindex="-1" aria-label="{escape(label or cards.name(code))}" '
        f'style="left:{x:.1f}px;top:{y:.1f}px{strip_style}">'
        f'<b class="c1">{index}</b><b class="c2">{index}</b>'
        f'<span class="pip" data-t="{symbol}"></span></div>'
    )


def back_html(x: float, y: float) -> str:
    return f'<div class="card back" style="left:{x:.1f}px;top:{y:.1f}px"></div>'
