"""Counters declared by their owners (engine/mechanics/counters.py) and gathered by the save
checker: a written start whose counter the rules could not read is refused, in words that
say what the counter holds."""

import json

import pytest

import engine
from engine import BadSave
from engine.game import Game
from engine.mechanics import counters
from engine.mechanics.counters import Counter, count, declared
from engine.notation import format_table


def save_with(game_id: str, deal: int, **changed) -> str:
    """A save of a game set up from deal ``deal``'s table with these counters changed."""
    rules = engine.GAMES[game_id]
    table = engine.new_game(game_id, deal).table.with_vars(**changed)
    data = json.loads(Game(rules, None, table).to_json())
    assert data["start"] == format_table(table)
    return json.dumps(data)


# The four counters games read that no table of counters listed before.
GOOD_AND_BAD = [
    ("blockade", "rows", 9, 10, "the number of rows dealt, a whole number from 0 to 9"),
    ("babette", "rows", 13, 14, "the number of rows dealt, a whole number from 0 to 13"),
    ("blockade", "rows", 0, -1, "a whole number from 0 to 9"),
    ("napoleons-square", "remedy", True, 1, "true or false"),
    ("napoleons-square", "redealt", 2, "2", "how many times the square has been dealt again"),
    ("napoleons-square", "redealt", 0, -3, "a whole number from 0"),
    ("terrace", "choosing", False, "no", "whether the first foundation is still to be chosen"),
]


@pytest.mark.parametrize(("game_id", "name", "good", "bad", "said"), GOOD_AND_BAD)
def test_a_counter_a_game_reads_is_checked_in_a_written_start(game_id, name, good, bad, said):
    assert engine.load_game(save_with(game_id, 3, **{name: good})).table.var(name) == good
    with pytest.raises(BadSave, match=f"damaged counter: '{name}' holds") as refused:
        engine.load_game(save_with(game_id, 3, **{name: bad}))
    assert said in str(refused.value)


def test_a_game_narrows_a_counter_its_mechanism_declares_and_keeps_its_own():
    blockade = engine.GAMES["blockade"]  # imports the grid, which declares "rows"
    assert declared(blockade.own_counters, "rows").plausible(9, {})
    assert not declared(blockade.own_counters, "rows").plausible(10, {})
    assert declared((), "rows").plausible(10, {})  # the grid knows no grid's size
    assert declared(engine.GAMES["terrace"].own_counters, "choosing") is not None
    assert declared(engine.GAMES["fortress"].own_counters, "choosing") is None
    assert declared((), "nothing-reads-this") is None


def test_two_owners_may_not_give_one_counter_two_meanings():
    engine.GAMES["klondike"]  # imports the face-down cards' mechanism
    again = counters.SHARED["face_down"]
    assert counters.shared(Counter("face_down", again.meaning, again.check)) is not None
    with pytest.raises(ValueError, match="declared twice"):
        counters.shared(count("face_down", "something else"))
    assert counters.SHARED["face_down"] is again
