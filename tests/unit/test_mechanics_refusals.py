"""A game's refusals as data (engine/mechanics/refusals.py): the first that speaks of the
move is said, on a small table of its own."""

from engine.mechanics.refusals import first_refusal, laid_on, laid_on_empty, taken_from
from engine.moves import Move
from engine.table import Layout, Table

KEY, PLACES = "reserve-1", ("tableau-1", "tableau-2")
TABLE = Table.build(Layout((KEY, *PLACES)), {KEY: ("5S",), "tableau-1": ("9H",)})
LADDER = (
    (taken_from((KEY,)), "The key gives only to the foundations."),
    (laid_on((KEY,)), "Nothing is laid on the key."),
    (laid_on_empty(PLACES), "An empty place fills itself."),
)


def test_the_first_refusal_that_speaks_of_the_move_is_said():
    assert first_refusal(TABLE, Move("move", KEY, "tableau-1"), LADDER) == LADDER[0][1]
    assert first_refusal(TABLE, Move("move", "tableau-1", KEY), LADDER) == LADDER[1][1]
    assert first_refusal(TABLE, Move("move", "tableau-1", "tableau-2"), LADDER) == LADDER[2][1]


def test_a_move_no_refusal_speaks_of_is_left_to_the_game():
    # A place that holds a card is not empty: the game's own building rule speaks then.
    assert first_refusal(TABLE, Move("move", "tableau-2", "tableau-1"), LADDER) is None
