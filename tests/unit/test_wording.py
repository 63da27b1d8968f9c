"""Counts are said as a player says them: "1 move", never "1 moves"."""

import pytest

from ui.wording import counted


@pytest.mark.parametrize(
    ("count", "said"), [(0, "0 moves"), (1, "1 move"), (2, "2 moves"), (21, "21 moves")]
)
def test_a_count_of_one_takes_the_singular(count, said):
    assert counted(count, "move") == said


def test_an_irregular_plural_is_given():
    assert counted(1, "re-deal") == "1 re-deal"
    assert counted(3, "child", "children") == "3 children"
    assert counted(1, "child", "children") == "1 child"
