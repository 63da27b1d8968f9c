"""A card drawn in HTML: rank and suit in both upper corners (so a card fanned to either
side shows its index) and a large suit in the middle.  No images."""

from __future__ import annotations

from html import escape

from engine import cards

RANK_LABELS = {"T": "10"}


def face_html(
    code: str, x: float, y: float, extra_class: str = "", label: str | None = None
) -> str:
    rank = RANK_LABELS.get(code[0], code[0])
    symbol = cards.SUIT_SYMBOLS[code[1]]
    colour = "red" if cards.is_red(code) else "black"
    index = f"{rank}<i>{symbol}</i>"
    if code[0] == "T":
        colour += " ten"
    return (
        f'<div class="card {colour}{extra_class}" data-card="{code}" '
        f'role="button" tabindex="-1" aria-label="{escape(label or cards.name(code))}" '
        f'style="left:{x:.1f}px;top:{y:.1f}px">'
        f'<b class="c1">{index}</b><b class="c2">{index}</b><span class="pip">{symbol}</span></div>'
    )


def back_html(x: float, y: float) -> str:
    return f'<div class="card back" style="left:{x:.1f}px;top:{y:.1f}px"></div>'
