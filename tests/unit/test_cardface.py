"""A card's face: its corner index holds rank and suit as two parts (the page sizes them
to the strip a fan leaves uncovered), and a fanned pile tells its cards that strip."""

import re

import engine
from ui.table.cardface import face_html
from ui.table.markup import cards_html, fan_strip
from ui.table.view import table_view


def test_the_index_holds_rank_and_suit_and_the_strip_it_must_fit():
    html = face_html("QH", 0, 0, strip=11.5)
    assert '<span data-t="Q"></span><i data-t="\u2665"></i>' in html
    assert "--strip:11.5px" in html
    assert "--strip" not in face_html("TS", 0, 0)
    assert '<span data-t="10"></span><i data-t="\u2660"></i>' in face_html("TS", 0, 0)


def test_a_fanned_pile_gives_its_cards_the_strip_they_show():
    game = engine.new_game("nation", 5)
    view = table_view(game.rules, game.piles, 390, 700)
    columns = [pile for pile in view.piles if pile.fan == "down" and len(pile.cards) > 1]
    assert columns
    for pile in columns:
        strip = fan_strip(pile)
        assert strip == pile.cards[1].y - pile.cards[0].y > 0
        found = re.findall(
            r"--strip:([\d.]+)px", cards_html(pile, None, (False,) * len(pile.cards))
        )
        assert found == [f"{strip:.1f}"] * len(pile.cards)
    foundations = [pile for pile in view.piles if pile.fan == "none"]
    assert foundations and all(fan_strip(pile) is None for pile in foundations)
    # Fortress's rows fan sideways in the book's arrangement, which a desktop window keeps.
    sideways = table_view(engine.GAMES["fortress"], engine.new_game("fortress", 5).piles, 1200, 700)
    rows = [pile for pile in sideways.piles if pile.fan in ("left", "right")]
    assert rows and all(fan_strip(pile) == abs(pile.cards[1].x - pile.cards[0].x) for pile in rows)
