"""The rules help: a game's rules text (its module docstring) as HTML, and a small
diagram of its layout drawn as inline SVG from the game's plan."""

from __future__ import annotations

import re
from html import escape

from engine.plan import CARD_HEIGHT
from ui.table.arrangement import plan_for

ROLE_COLOURS = {
    "foundation": "#f2c14e",
    "tableau": "#fffdf7",
    "reserve": "#9cc3e6",
    "stock": "#922637",
    "talon": "#c9c2b0",
    "discard": "#8a8a8a",
}
FAN_LENGTH = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}


def _inline(text: str) -> str:
    return re.sub(r"``(.+?)``", r"<code>\1</code>", escape(text))


def rules_html(text: str) -> str:
    """Paragraphs and ``*`` lists of a docstring as HTML (escaped)."""
    parts: list[str] = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = block.splitlines()
        if lines and lines[0].lstrip().startswith("* "):
            items, current = [], []
            for line in lines:
                if line.lstrip().startswith("* "):
                    if current:
                        items.append(" ".join(current))
                    current = [line.lstrip()[2:].strip()]
                else:
                    current.append(line.strip())
            items.append(" ".join(current))
            parts.append("<ul>" + "".join(f"<li>{_inline(i)}</li>" for i in items) + "</ul>")
        else:
            parts.append(f"<p>{_inline(' '.join(line.strip() for line in lines))}</p>")
    return "".join(parts)


def shown_plan(rules, view):
    """The arrangement the table is drawn in now (``view``: the renderer's last
    ``TableView``, None before the first drawing), so the diagram shows the rows the
    player sees: the Nation's two bands of columns on a phone held upright."""
    if view is not None and view.card_width:
        for plan in rules.plans():
            if (
                abs(plan.width * view.card_width - view.width) < 0.5
                and abs(plan.height * view.card_width - view.height) < 0.5
            ):
                return plan
    return plan_for(rules, 1.4)


def diagram_svg(plan, width: float = 260.0) -> str:
    """The layout in miniature: one rectangle per pile, its fan sketched as a tail."""
    scale = width / plan.width
    height = plan.height * scale
    shapes = []
    for place in plan.places:
        role = place.pile.rsplit("-", 1)[0]
        x, y = place.x * scale, place.y * scale
        w, h = scale * 0.92, scale * CARD_HEIGHT * 0.92
        if place.turned:  # a card lying crossways
            w, h = h, w
        if place.fan in FAN_LENGTH and place.room:
            dx, dy = FAN_LENGTH[place.fan]
            reach = min(place.room, 1.2) * scale
            tail_x, tail_y = x + min(0, dx * reach), y + min(0, dy * reach)
            shapes.append(
                f'<rect x="{tail_x:.1f}" y="{tail_y:.1f}" width="{w + abs(dx) * reach:.1f}" '
                f'height="{h + abs(dy) * reach:.1f}" rx="2" fill="none" stroke="#fff8" '
                'stroke-dasharray="2 2"/>'
            )
        shapes.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="2" '
            f'fill="{ROLE_COLOURS.get(role, "#fff")}" stroke="#0006"><title>{escape(place.pile)}'
            "</title></rect>"
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 {width + 8:.0f} {height + 8:.0f}" '
        f'width="{width + 8:.0f}" height="{height + 8:.0f}" role="img" '
        f'aria-label="The layout of the table">{"".join(shapes)}</svg>'
    )


LEGEND = (
    ("foundation", "foundations"),
    ("tableau", "rows, columns and packets"),
    ("reserve", "reserve"),
    ("stock", "pack in hand"),
    ("talon", "talon"),
)


def legend_html(plan) -> str:
    roles = {place.pile.rsplit("-", 1)[0] for place in plan.places}
    return "".join(
        f'<span class="key"><i style="background:{ROLE_COLOURS[role]}"></i>{label}</span>'
        for role, label in LEGEND
        if role in roles
    )
