"""Spoken labels and arrow-key navigation of the table (move sentences and hints are in
test_wording.py)."""

import engine
from ui.access import (
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
