"""Spoken labels and arrow-key navigation of the table (move sentences and hints are in
test_wording.py)."""

import re

import engine
from ui.table.access import (
    available_cards,
    card_label,
    neighbour,
    pile_label,
    pile_name,
)


def test_piles_and_cards_have_names_a_listener_understands():
    assert pile_name("foundation-3") == "Foundation 3"
    assert pile_name("stock-1") == "Pack"
    assert pile_label("tableau-2", 4, "TH") == "Tableau pile 2, 4 cards, ten of hearts on top"
    assert pile_label("foundation-1", 0, None) == "Foundation 1, empty"
    assert pile_label("stock-1", 30, None, face_down=True) == "Pack, 30 cards"
    assert card_label("TH", True) == "ten of hearts, available"
    assert card_label("QS", False) == "queen of spades"


def test_a_pile_is_read_out_by_the_name_the_player_sees_it_by():
    from ui.table.markup import pile_aria_label, pile_html
    from ui.table.view import table_view
    from ui.table.wording import pile_names

    for game_id in engine.GAMES:
        game = engine.new_game(game_id, 5)
        view = table_view(game.rules, game.piles, 378, 700)
        names = pile_names(view, game.rules.pile_nouns)
        labels = [pile_aria_label(pile, names[pile.pile]) for pile in view.piles]
        # No id's word ("Tableau pile 2"), and no two piles read out alike.
        assert not any(re.match(r"[A-Z][a-z]+( pile)? \d", label) for label in labels), labels
        heads = [label.split(",")[0].split(":")[0] for label in labels]
        assert len(set(heads)) == len(heads), (game_id, heads)
        assert all(head[:1].isupper() for head in heads)
    clock = engine.new_game("clock", 1)
    view = table_view(clock.rules, clock.piles, 378, 700)
    names = pile_names(view, clock.rules.pile_nouns)
    three = next(p for p in view.piles if p.pile == "foundation-3")
    assert pile_aria_label(three, names["foundation-3"]).startswith("The foundation at III, ")
    assert 'aria-label="The foundation at III, ' in pile_html(
        three, None, False, (False,) * len(three.cards), names["foundation-3"]
    )
    # A name the pile bears is said too, where its place does not say it.
    sultan = engine.new_game("sultan", 1)
    view = table_view(sultan.rules, sultan.piles, 378, 700)
    names = pile_names(view, sultan.rules.pile_nouns)
    king = next(p for p in view.piles if p.pile == "foundation-5")
    assert pile_aria_label(king, names["foundation-5"]).startswith("Sultan: The ")


def test_available_cards_are_those_a_legal_move_takes():
    game = engine.new_game("fortress", 38)
    available = available_cards(game.legal_moves())
    rows = [f"tableau-{n}" for n in range(1, 11)]
    assert available <= {(row, game.piles[row][-1]) for row in rows}
    assert available


def test_arrows_move_to_the_nearest_pile_in_their_direction():
    # A 3x2 grid: a b c on top, d e f below.
    places = [("a", 0, 0), ("b", 1, 0), ("c", 2, 0), ("d", 0, 1), ("e", 1, 1), ("f", 2, 1)]
    assert neighbour(places, "a", "ArrowRight") == "b"
    assert neighbour(places, "b", "ArrowDown") == "e"
    assert neighbour(places, "e", "ArrowLeft") == "d"
    assert neighbour(places, "c", "ArrowRight") is None, "the edge stops the arrow"
    assert neighbour(places, "f", "ArrowUp") == "c"
    assert neighbour(places, "missing", "ArrowUp") == "a"


def test_a_column_says_how_many_of_its_cards_lie_face_down():
    from ui.table.markup import pile_aria_label
    from ui.table.view import table_view

    game = engine.new_game("klondike", 1)
    view = table_view(game.rules, game.piles, 378, 700, face_down_at=game.face_down_at)
    column = next(p for p in view.piles if p.pile == "tableau-3")
    assert [c.code for c in column.cards] == [None, None, "4H"]
    assert pile_aria_label(column).endswith("3 cards, 2 face down, four of hearts on top")
    first = next(p for p in view.piles if p.pile == "tableau-1")
    assert "face down" not in pile_aria_label(first)
