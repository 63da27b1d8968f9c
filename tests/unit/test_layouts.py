"""A table declared in the book's terms (engine/layouts.py): what each block lays out,
and the phone arrangements derived from the book's."""

import pytest

from engine.layouts import (
    BOOK_SHAPE,
    WIDE_SHAPE,
    Arrangements,
    Column,
    Corners,
    Grid,
    Pile,
    Ring,
    Row,
    Square,
    Wings,
    piles,
    plan_of,
)
from engine.plan import CARD_HEIGHT


def where(plan):
    return {place.pile: place for place in plan.places}


def box(place):
    """The rectangle a pile may cover, its fan's room included."""
    left = place.x - (place.room if place.fan == "left" else 0.0)
    right = place.x + 1 + (place.room if place.fan == "right" else 0.0)
    bottom = place.y + CARD_HEIGHT + (place.room if place.fan == "down" else 0.0)
    return left, place.y, right, bottom


def assert_laid_out(plan, ids):
    """Every pile once, none overlapping another, all on the table."""
    assert sorted(place.pile for place in plan.places) == sorted(ids)
    boxes = [box(place) for place in plan.places]
    for a, (left, top, right, bottom) in enumerate(boxes):
        assert left >= -1e-9 and top >= -1e-9
        assert right <= plan.width + 1e-9 and bottom <= plan.height + 1e-9
        for other in boxes[a + 1 :]:
            apart = (
                right <= other[0] + 1e-9
                or other[2] <= left + 1e-9
                or bottom <= other[1] + 1e-9
                or other[3] <= top + 1e-9
            )
            assert apart, (plan.places[a], other)


def test_a_row_lays_piles_side_by_side_and_a_column_one_above_another():
    plan = plan_of(Column(Row("a", "b", "c"), Row(piles(["d", "e"], "down", 1.0))), BOOK_SHAPE)
    assert_laid_out(plan, "abcde")
    at = where(plan)
    assert at["a"].y == at["b"].y == at["c"].y < at["d"].y == at["e"].y
    assert at["a"].x < at["b"].x < at["c"].x
    assert at["b"].x - at["a"].x == pytest.approx(1.1)
    assert plan.height == pytest.approx(CARD_HEIGHT + 0.15 + CARD_HEIGHT + 1.0)


def test_a_centred_row_of_fewer_cards_sits_in_the_middle():
    plan = plan_of(Column(Row("a", "b", "c"), Row("d"), align="centre"), BOOK_SHAPE)
    assert where(plan)["d"].x == pytest.approx(where(plan)["b"].x)


def test_a_grid_leaves_its_holes_empty_and_keeps_its_columns():
    plan = plan_of(Grid([["a", None, "b"], [None, "c", None]]), BOOK_SHAPE)
    assert_laid_out(plan, "abc")
    at = where(plan)
    assert at["c"].x == pytest.approx(1.1) and at["b"].x == pytest.approx(2.2)
    assert plan.width == pytest.approx(3.2)


def test_a_square_of_sixteen_is_four_rows_of_four():
    ids = [f"p{n}" for n in range(16)]
    plan = plan_of(Square(ids), BOOK_SHAPE)
    assert_laid_out(plan, ids)
    assert len({place.x for place in plan.places}) == len({place.y for place in plan.places}) == 4


def test_wings_face_the_centre_in_the_book_and_turn_for_a_phone():
    left, right, middle = ["l1", "l2", "l3"], ["r1", "r2", "r3"], ["f1", "f2"]
    wings = Wings(left, Column(middle), right, room=1.5)
    book, upright, wide = Arrangements(wings).plans()
    everything = left + right + middle
    for plan in (book, upright, wide):
        assert_laid_out(plan, everything)
    at = where(book)
    assert {at[row].fan for row in left} == {"left"} and {at[row].fan for row in right} == {"right"}
    assert max(box(at[row])[2] for row in left) <= at["f1"].x < at["r1"].x
    # Held upright: the left group's rows as columns above the foundations, the right
    # group's below them, all fanning down.
    at = where(upright)
    assert at["f1"].y == at["f2"].y
    assert all(at[row].y < at["f1"].y < at[other].y for row in left for other in right)
    assert {at[row].fan for row in left + right} == {"down"}
    # On its side: the rows as columns either side of the foundations' column.
    at = where(wide)
    assert at["f1"].x == at["f2"].x
    assert all(at[row].x < at["f1"].x < at[other].x for row in left for other in right)


def test_a_fan_left_to_fill_takes_the_room_the_screen_leaves_and_a_declared_one_keeps_its_own():
    row = Row(piles("abcdefg", "down"), Pile("h", "down", room=1.0))
    plan = plan_of(row, WIDE_SHAPE)
    at = where(plan)
    assert at["h"].room == 1.0
    # The fans left to fill reach down until the table has the screen's shape.
    assert plan.width / plan.height == pytest.approx(WIDE_SHAPE, rel=0.01)
    assert at["a"].room == at["b"].room > 1.0


def test_filling_never_makes_the_cards_smaller():
    # On a wide screen a column of four foundations already sets the height: the fans
    # beside it reach as far down as it does, and no further.
    declared = Row(piles(["a", "b"], "down"), Column("f1", "f2", "f3", "f4"))
    plan = plan_of(declared, WIDE_SHAPE)
    assert plan.height == pytest.approx(4 * CARD_HEIGHT + 3 * 0.15)
    assert where(plan)["a"].room == pytest.approx(plan.height - CARD_HEIGHT, abs=0.01)


def test_a_long_row_of_columns_is_cut_into_bands_for_a_phone_held_upright():
    columns = [f"c{n}" for n in range(1, 16)]
    book = Column(Row(piles(columns, "down", 4.0)), Row("f1", "f2"))
    plans = Arrangements(book, wide=None).plans()
    assert len(plans) == 2
    upright = plans[1]
    assert_laid_out(upright, [*columns, "f1", "f2"])
    at = where(upright)
    assert len({at[column].y for column in columns}) == 2
    assert at["c8"].y < at["c9"].y < at["f1"].y
    assert upright.width < plans[0].width


def test_a_game_may_give_its_own_phone_arrangement_or_none():
    book = Row("a", "b", "c", "d")
    assert len(Arrangements(book).plans()) == 1  # nothing derived differs from the book's
    own = Column(Row("a", "b"), Row("c", "d"))
    plans = Arrangements(book, upright=own, buttons=("deal",)).plans()
    assert len(plans) == 2 and plans[1].width == pytest.approx(2.1)
    assert all(plan.buttons == ("deal",) for plan in plans)


def test_a_ring_goes_round_clockwise_from_one_oclock_with_its_inner_ring_inside():
    hours = [f"h{n}" for n in range(1, 13)]
    inner = [f"i{n}" for n in range(1, 13)]
    plan = plan_of(Ring(piles(hours, "down", 0.6), inner=inner), BOOK_SHAPE)
    assert_laid_out(plan, hours + inner)
    at = where(plan)
    assert at["h12"].y < at["h1"].y < at["h3"].y < at["h6"].y
    assert at["h9"].x < at["h12"].x < at["h3"].x
    centre_x, centre_y = plan.width / 2, plan.height / 2
    for n in range(1, 13):
        outer, inside = box(at[f"h{n}"]), box(at[f"i{n}"])
        away = abs((outer[0] + outer[2]) / 2 - centre_x) + abs((outer[1] + outer[3]) / 2 - centre_y)
        near = abs((inside[0] + inside[2]) / 2 - centre_x) + abs(
            (inside[1] + inside[3]) / 2 - centre_y
        )
        assert near < away, n


def test_corners_hold_piles_beside_a_ring():
    ring = Ring([f"h{n}" for n in range(1, 13)])
    plan = plan_of(Corners(ring, bottom_left="stock", bottom_right="talon"), BOOK_SHAPE)
    assert_laid_out(plan, [f"h{n}" for n in range(1, 13)] + ["stock", "talon"])
    at = where(plan)
    assert at["stock"].x == 0 and at["talon"].x == pytest.approx(plan.width - 1)
    assert at["stock"].y == at["talon"].y == pytest.approx(plan.height - CARD_HEIGHT)
