"""The opening deal drawn before Python starts: build-time only.

``build.py`` runs this module under CPython to write the table of the opening deal
(``ui.state.opening``) and the game chooser's list into index.html, so the page shows cards at
once; the markup is the renderer's (``data-pile`` on each pile, ``data-card`` on each
face) at the largest card size, and ``web/early.js`` scales it to the window and records
the taps made on it while Python starts (``ui.state.opening`` replays them).  The page itself
never imports this module.
"""

from __future__ import annotations

import json
from html import escape

import engine
from ui.state.opening import OPENING_DEAL, OPENING_GAME, opening_hash
from ui.state.storage import PREFIX
from ui.table.access import available_cards
from ui.table.arrangement import BOOK_ENOUGH, SMALL_PREFERENCE
from ui.table.markup import fan_strip, pile_html
from ui.table.view import MAX_CARD_WIDTH, plan_view, table_view
from ui.table.wording import pile_names

# Room generous enough that the cards reach their largest size on every plan; the page
# scales the drawing down to its window.
NOMINAL_SIZE = (1600.0, 1000.0)


def table_html() -> str:
    """The ``#table`` element holding the opening deal, for index.html."""
    game = engine.new_game(OPENING_GAME, OPENING_DEAL)
    view = table_view(
        game.rules, game.piles, *NOMINAL_SIZE, face_down_at=game.face_down_at, blocked=game.blocked
    )
    cw = view.card_width
    attributes = {
        "id": "table",
        "data-opening": opening_hash(),
        # What early.js needs to size the drawing as the renderer would: the table in
        # card widths, the card width drawn, the largest allowed, and the key whose
        # presence means a game was kept (so a saved game, not this deal, opens).
        "data-plan": f"{view.width / cw:.4f} {view.height / cw:.4f}",
        "data-card-width": f"{cw:.1f}",
        "data-max-card-width": f"{MAX_CARD_WIDTH:.1f}",
        "data-kept": f"{PREFIX}/last",
        # Every arrangement of the game, so that early.js lays the deal out as the page
        # will (a phone gets its own): the plan's size and each pile's place and cards.
        "data-arrangements": arrangements(game),
        "data-choice": f"{BOOK_ENOUGH} {SMALL_PREFERENCE}",
        "style": (
            f"--cw:{cw:.1f}px;--ch:{view.card_height:.1f}px;"
            f"width:{view.width:.0f}px;height:{view.height:.0f}px"
        ),
    }
    opening = " ".join(f'{name}="{escape(value)}"' for name, value in attributes.items())
    available = available_cards(game.legal_moves())
    names = pile_names(view, game.rules.pile_nouns)
    piles = "".join(
        pile_html(
            pile,
            None,
            False,
            tuple((pile.pile, c.code) in available for c in pile.cards),
            names.get(pile.pile, ""),
        )
        for pile in view.piles
    )
    return f"<div {opening}>{piles}</div>"


def arrangements(game) -> str:
    """The deal laid out by each of the game's plans (the book's first) at the largest
    card size, as JSON: [[plan width, plan height, {pile: [x, y, fan, strip or null,
    [[x, y] of each card]]}], ...], lengths in pixels but the plan's in card widths."""
    cw = MAX_CARD_WIDTH
    laid_out = []
    for plan in game.rules.plans():
        view = plan_view(plan, game.piles, cw, game.face_down_at, game.blocked)
        piles = {
            pile.pile: [
                round(pile.x, 1),
                round(pile.y, 1),
                pile.fan,
                None if fan_strip(pile) is None else round(fan_strip(pile), 1),
                [[round(card.x, 1), round(card.y, 1)] for card in pile.cards],
            ]
            for pile in view.piles
        }
        laid_out.append([round(plan.width, 4), round(plan.height, 4), piles])
    return json.dumps(laid_out, separators=(",", ":"))


def game_list_html() -> str:
    """The chooser's entries (``ui.panels.chooser``), for index.html: the same on every visit, so
    not made by the page as it starts.  The page marks the game in hand with
    ``aria-current`` and fills in the player's record of each."""
    from ui.panels.chooser import game_list_html as entries  # at build time only

    return entries(engine.GAMES)
