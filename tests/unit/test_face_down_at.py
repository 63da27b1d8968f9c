"""Face-down cards anywhere in a pile (engine/mechanics/facedown.py): rows dealt face down
between face-up rows, as the Olga deals its second, fourth and sixth.  No game deals so
yet, so the positions here are made up on Klondike's table, whose rules turn a top card
face up and move only the cards above the uppermost face-down one."""

import json

import pytest

import engine
from engine import BadSave, Move
from engine.game import Game
from engine.mechanics import facedown
from engine.notation import format_table
from engine.table import Layout, Table
from ui.input.controller import Controller
from ui.table.markup import cards_html, pile_aria_label
from ui.table.view import table_view

LAYOUT = Layout(["tableau-1", "tableau-2"])
# Rows 2 and 4 face down under a face-up top: backs between faces.
BETWEEN = (
    'tableau-1: 2C 5D 3H 9S 8H\ntableau-2: 9C\nstock-1: 2D\n@face_down [["tableau-1", [1, 3]]]'
)


def test_face_down_cards_between_faces_are_kept_by_position_and_turned_up_from_the_top():
    table = Table.build(LAYOUT, {"tableau-1": ["2C", "5D", "3H", "9S", "8H"], "tableau-2": []})
    table = facedown.lay_face_down_at(table, {"tableau-1": [3, 1], "tableau-2": []})
    assert facedown.face_down_at(table) == {"tableau-1": (1, 3)}
    assert facedown.face_down(table) == {}  # no face-down run at the very bottom
    assert facedown.face_up(table, "tableau-1") == ("8H",)  # above the uppermost back
    assert facedown.hidden_cards(table) == {"5D", "9S"}
    table = facedown.turn_up_tops(table.move("tableau-1", "tableau-2"), LAYOUT.ids)
    assert facedown.face_down_at(table) == {"tableau-1": (1,)}  # the nine turned up
    # A bottom run is written as Klondike always wrote it: a count.
    run = facedown.lay_face_down_at(table, {"tableau-1": (0, 1)})
    assert run.var("face_down") == (("tableau-1", 2),)
    assert facedown.face_down(run) == {"tableau-1": 2}


def test_the_game_tells_face_down_cards_by_position_and_by_the_bottom_run():
    game = engine.game_from_text("klondike", BETWEEN)
    assert game.face_down_at == {"tableau-1": (1, 3)}
    assert game.face_down == {}
    klondike = engine.new_game("klondike", 4)
    assert klondike.face_down_at == {
        pile: tuple(range(count)) for pile, count in klondike.face_down.items()
    }
    assert engine.new_game("fortress", 4).face_down_at == {}


def test_the_page_draws_each_back_in_its_place_and_says_how_many_lie_face_down():
    game = engine.game_from_text("klondike", BETWEEN)
    view = table_view(game.rules, game.piles, 800, 600, face_down_at=game.face_down_at)
    column = next(pile for pile in view.piles if pile.pile == "tableau-1")
    assert [card.code for card in column.cards] == ["2C", None, "3H", None, "8H"]
    drawn = cards_html(column, None, (False,) * 5)
    # Faces count among themselves (a tap reads data-i); backs carry no card.
    assert 'data-card="2C" data-i="0"' in drawn and 'data-card="8H" data-i="2"' in drawn
    assert "5D" not in drawn and "9S" not in drawn
    assert pile_aria_label(column).endswith("5 cards, 2 face down, eight of hearts on top")


def test_a_tap_addresses_the_right_card_when_backs_lie_between_faces():
    game = engine.game_from_text("klondike", BETWEEN)
    control = Controller(game)
    # The third face is the eight of hearts, the pile's fifth card.
    control.tap("tableau-1", 2)
    assert control.selection is not None and control.selection.index == 4
    assert control.tap("tableau-2", None).played == Move("move", "tableau-1", "tableau-2")
    assert game.face_down_at == {"tableau-1": (1,)}  # the nine, now on top, turned up
    game.undo()
    # The second face is the three of hearts: a back lies above it, so it cannot move.
    assert control.moves_of_card("tableau-1", 1) == []


def saved_start(table: Table) -> dict:
    game = Game(engine.GAMES["klondike"], None, table)
    return json.loads(game.to_json())


def klondike_between() -> Table:
    """Klondike's deal 3 with its last column's rows 2, 4 and 6 face down, the rest up."""
    table = engine.new_game("klondike", 3).table
    return facedown.lay_face_down_at(table, {"tableau-7": (1, 3, 5)})


def test_a_save_keeps_face_down_cards_between_faces_exactly():
    table = klondike_between()
    restored = engine.load_game(json.dumps(saved_start(table)))
    assert restored.table == table
    assert restored.face_down_at == {"tableau-7": (1, 3, 5)}


@pytest.mark.parametrize(
    "written",
    [
        "[1, 3, 6]",  # the top card face down: the rules would have turned it up
        "[3, 1, 5]",  # out of order
        "[1, 3, 3]",  # twice the same card
        "[-1, 3]",
        "[0, 1, 2]",  # a bottom run, which the table writes as a count
        "[]",
        '[1, "3"]',
    ],
)
def test_a_save_whose_face_down_positions_could_not_be_the_tables_is_refused(written):
    data = saved_start(klondike_between())
    start = data["start"]
    data["start"] = start.replace('["tableau-7", [1, 3, 5]]', f'["tableau-7", {written}]')
    assert data["start"] != start
    with pytest.raises(BadSave, match="damaged counter: 'face_down'"):
        engine.load_game(json.dumps(data))


def test_a_written_start_round_trips_its_positions_in_the_notation():
    table = klondike_between()
    assert '["tableau-7", [1, 3, 5]]' in format_table(table)
