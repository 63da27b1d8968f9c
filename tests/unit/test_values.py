"""The small values of the engine and the page (dataclasses): what their callers rely on,
equality and hashing by the fields that matter, a repr to paste back, copies and pickles
made through the constructor, and no change once made."""

import copy
import pickle

import pytest

from engine import Move
from engine.mechanics.foundations import Foundation
from engine.plan import Place, Plan
from engine.solver.core import Verdict
from engine.table import Layout, Table
from ui.input.controller import Outcome, Selection
from ui.state.records import Record


def test_a_value_never_changes():
    move = Move("move", "tableau-1", "foundation-1", card="AH")
    for value, name in ((move, "kind"), (move, "card"), (Place("stock-1", 0, 0), "x")):
        with pytest.raises(AttributeError):
            setattr(value, name, None)
        with pytest.raises(AttributeError):
            delattr(value, name)
    # No other attribute either: the fields are slots.  (A frozen dataclass with slots
    # raises TypeError here on CPython 3.11 to 3.13: its __setattr__ names the class as it
    # was before the slots were added.)
    with pytest.raises((AttributeError, TypeError)):
        move.colour = "red"
    assert not hasattr(move, "__dict__")


def test_equal_values_hash_alike_and_only_the_compared_fields_count():
    layout, other_layout = Layout(["tableau-1"]), Layout(["tableau-1"])
    assert Table(layout, (("AH",),)) == Table(other_layout, (("AH",),), ())
    assert hash(Table(layout, (("AH",),))) == hash(Table(other_layout, (("AH",),)))
    assert Table(layout, (("AH",),), (("phase", 1),)) != Table(layout, (("AH",),))
    assert Move("deal", "stock-1", label="Deal") == Move("deal", "stock-1")
    assert Move("move", "tableau-1", "tableau-2") != Move("move", "tableau-1", "tableau-2", 2)
    assert Move("deal") != ("deal", None, None, 1, ())  # a value equals its own kind only
    assert Foundation(-1, 13, "S") == Foundation(direction=-1, base_rank=13, suit="S")
    assert Foundation(1, wrap=True) != Foundation(1)
    assert len({Foundation(), Foundation(), Foundation(closed=True)}) == 2


def test_a_repr_is_the_constructor_call():
    move = Move("swap", "tableau-1", "tableau-2", 1, ("tableau-3", "tableau-4"), "KS", "x")
    assert eval(repr(move)) == move and eval(repr(move)).card == "KS"
    assert repr(Foundation(suit="H")) == (
        "Foundation(direction=1, base_rank=1, suit='H', wrap=False, size=13, closed=False, "
        "ranks=(), colours=False, turns=False, any_suit=False)"
    )
    turning = Foundation(suit="S", size=26, turns=True)
    assert eval(repr(turning)) == turning
    table = Table(Layout(["tableau-1"]), (("AH",),))
    assert repr(table) == "Table(cards=(('AH',),), vars=())"  # the game's layout left out
    assert repr(Verdict("won", (), 3)) == "Verdict(result='won', moves=(), states=3)"


def test_values_copy_pickle_and_replace_through_their_constructor():
    foundation = Foundation(-1, 13, wrap=True)
    for made in (pickle.loads(pickle.dumps(foundation)), copy.deepcopy(foundation)):
        assert made == foundation and made.following is foundation.following
    place = Place("tableau-1", 1.0, 2.0, "down", 3.0)
    assert place.replace(x=5.0, room=0.5) == Place("tableau-1", 5.0, 2.0, "down", 0.5)
    with pytest.raises(TypeError):
        place.replace(width=2)
    plan = Plan(2.0, 1.4, (place,))
    assert plan.to_dict() == {
        "width": 2.0,
        "height": 1.4,
        "places": (
            {
                "pile": "tableau-1",
                "x": 1.0,
                "y": 2.0,
                "fan": "down",
                "room": 3.0,
                "label": "",
                "name": "the {}",
                "turned": False,
            },
        ),
    }


def test_the_pages_mutable_records_compare_by_their_fields():
    assert Record() == Record() and Record(played=1) != Record()
    assert list(Record(3, 2).as_dict().items())[:2] == [("played", 3), ("won", 2)]
    assert Outcome(message="x") == Outcome(None, "x", False)
    selection = Selection("tableau-1", 0)
    selection.moves.append(Move("move"))
    assert Selection("tableau-1", 0).moves == []  # each its own list
    with pytest.raises(TypeError):
        hash(Record())
