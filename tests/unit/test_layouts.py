"""A table declared in the book's terms (engine/layouts.py): what each block lays out,
and the phone arrangements derived from the book's."""

import pytest

from engine.layouts import (
    CENTRE,
    LEAST_ROOM,
    WIDE_PHONE,
    Arrangements,
    Column,
    Corners,
    Frame,
    Grid,
    Pile,
    Ring,
    Row,
    Square,
    Wings,
    piles,
    plan_of,
    room_for,
)
from engine.plan import CARD_HEIGHT


def where(plan):
    return {place.pile: place for place in plan.places}


def box(place):
    """The rectangle a pile may cover, its fan's room included (a card lying crossways is
    as wide as a card is tall)."""
    width, height = (CARD_HEIGHT, 1.0) if place.turned else (1.0, CARD_HEIGHT)
    left = place.x - (place.room if place.fan == "left" else 0.0)
    right = place.x + width + (place.room if place.fan == "right" else 0.0)
    bottom = place.y + height + (place.room if place.fan == "down" else 0.0)
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
    plan = plan_of(Column(Row("a", "b", "c"), Row(piles(["d", "e"], "down", 1.0))))
    assert_laid_out(plan, "abcde")
    at = where(plan)
    assert at["a"].y == at["b"].y == at["c"].y < at["d"].y == at["e"].y
    assert at["a"].x < at["b"].x < at["c"].x
    assert at["b"].x - at["a"].x == pytest.approx(1.1)
    assert plan.height == pytest.approx(CARD_HEIGHT + 0.15 + CARD_HEIGHT + 1.0)


def test_a_centred_row_of_fewer_cards_sits_in_the_middle():
    plan = plan_of(Column(Row("a", "b", "c"), Row("d"), align="centre"))
    assert where(plan)["d"].x == pytest.approx(where(plan)["b"].x)


def test_a_grid_leaves_its_holes_empty_and_keeps_its_columns():
    plan = plan_of(Grid([["a", None, "b"], [None, "c", None]]))
    assert_laid_out(plan, "abc")
    at = where(plan)
    assert at["c"].x == pytest.approx(1.1) and at["b"].x == pytest.approx(2.2)
    assert plan.width == pytest.approx(3.2)


def test_a_centred_grid_sets_each_card_in_the_middle_of_its_cell():
    # A card above a pair, and one beside a pair lying crossways (the Empress of India's
    # star): each in the middle of the cell its row and column make.
    grid = Grid(
        [[None, "top", None], [Pile("left", turned=True), Row("a", "b"), "right"]],
        align=CENTRE,
    )
    plan = plan_of(grid)
    assert_laid_out(plan, ["top", "left", "a", "b", "right"])
    at = where(plan)
    assert at["top"].x == pytest.approx(1.5 + 0.55) and at["top"].y == 0
    assert at["left"].y == pytest.approx(1.55 + 0.2) and at["right"].y == pytest.approx(1.55)
    # Unless told, each lies in the top left corner of its cell.
    assert where(plan_of(Grid(grid.rows)))["top"].x == pytest.approx(1.5)


def test_a_square_of_sixteen_is_four_rows_of_four():
    ids = [f"p{n}" for n in range(16)]
    plan = plan_of(Square(ids))
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


def card_on(plan, screen):
    """The card width (pixels) a plan shows on a screen, in the better of its spaces."""
    return max(min(width / plan.width, height / plan.height) for width, height in screen)


def test_a_fan_left_to_fill_takes_the_room_the_screen_leaves_and_a_declared_one_keeps_its_own():
    row = Row(piles("abcdefg", "down"), Pile("h", "down", room=1.0))
    plan = plan_of(row, WIDE_PHONE)
    at = where(plan)
    assert at["h"].room == 1.0
    assert at["a"].room == at["b"].room > 1.0
    # The fans reach down as far as costs the cards nothing, and no further.
    least = plan_of(Row(piles("abcdefg", "down", LEAST_ROOM), Pile("h", "down", 1.0)), WIDE_PHONE)
    assert card_on(plan, WIDE_PHONE) == pytest.approx(card_on(least, WIDE_PHONE), rel=1e-3)
    longer = plan_of(Row(piles("abcdefg", "down", at["a"].room + 0.1), Pile("h", "down", 1.0)))
    assert card_on(longer, WIDE_PHONE) < card_on(plan, WIDE_PHONE)


def test_filling_never_makes_the_cards_smaller():
    # On a wide screen a column of four foundations already sets the height: the fans
    # beside it reach as far down as it does, and no further.
    declared = Row(piles(["a", "b"], "down"), Column("f1", "f2", "f3", "f4"))
    plan = plan_of(declared, WIDE_PHONE)
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
    arrangements = Arrangements(book, upright=own)
    plans = arrangements.plans()
    assert len(plans) == 2 and plans[1].width == pytest.approx(2.1)
    assert arrangements.names() == ("book", "upright")


def test_a_ring_goes_round_clockwise_from_one_oclock_with_its_inner_ring_inside():
    hours = [f"h{n}" for n in range(1, 13)]
    inner = [f"i{n}" for n in range(1, 13)]
    plan = plan_of(Ring(piles(hours, "down", 0.6), inner=inner))
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
    plan = plan_of(Corners(ring, bottom_left="stock", bottom_right="talon"))
    assert_laid_out(plan, [f"h{n}" for n in range(1, 13)] + ["stock", "talon"])
    at = where(plan)
    assert at["stock"].x == 0 and at["talon"].x == pytest.approx(plan.width - 1)
    assert at["stock"].y == at["talon"].y == pytest.approx(plan.height - CARD_HEIGHT)


def test_a_frame_puts_rows_along_the_top_and_bottom_and_spreads_its_sides_down_the_height():
    plan = plan_of(Frame(top="abc", right="de", bottom="fg", left="hi", centre="x"))
    assert_laid_out(plan, "abcdefghix")
    at = where(plan)
    assert at["a"].y == at["b"].y == 0 and at["f"].y == at["g"].y > at["x"].y
    assert at["h"].x == 0 and at["d"].x == at["e"].x == pytest.approx(plan.width - 1)
    assert at["h"].x + 1 < at["a"].x and at["c"].x + 1 < at["d"].x  # the sides beside the rows
    # The sides' items an even step apart, centred on the height.
    assert at["i"].y - at["h"].y == pytest.approx(at["h"].y + CARD_HEIGHT / 2, abs=1e-3)
    assert at["x"].y + CARD_HEIGHT / 2 == pytest.approx(plan.height / 2, abs=1e-3)


def test_a_ring_on_a_phone_becomes_a_frame_each_inner_item_inside_its_outer_one():
    hours = [f"h{n}" for n in range(1, 13)]
    inner = [f"i{n}" for n in range(1, 13)]
    ring = Ring(piles(hours, "down", room_for(4)), inner=inner)
    upright, wide = plan_of(ring.upright()), plan_of(ring.wide())
    for plan in (upright, wide):
        assert_laid_out(plan, hours + inner)
    at = where(upright)
    # Upright: three along the top (eleven to one), three down each side.
    assert at["h11"].y == at["h12"].y == at["h1"].y == 0
    assert at["h11"].x < at["h12"].x < at["h1"].x
    assert at["h2"].x == at["h3"].x == at["h4"].x and at["h2"].y < at["h3"].y < at["h4"].y
    assert at["i12"].y > at["h12"].y and at["i3"].x < at["h3"].x and at["i9"].x > at["h9"].x
    at = where(wide)
    # On its side: five along the top, one at either side.
    assert {at[f"h{n}"].y for n in (10, 11, 12, 1, 2)} == {0.0}
    assert at["h9"].x == 0 and at["h3"].x == pytest.approx(wide.width - 1)


def test_room_for_a_number_of_cards_shows_each_covered_cards_index():
    assert room_for(1) == 0
    assert room_for(4) == pytest.approx(0.9)
    assert room_for(6, "right") == pytest.approx(1.8)


def test_a_card_lying_crossways_is_as_wide_as_a_card_is_tall():
    from engine.layouts import CARD_HEIGHT, Column, Pile, Row, Space, plan_of

    # The Besieged City's frame in little: a crossways rampart either side of a
    # reserve card, and one above it.
    frame = Column(
        Row(Space(CARD_HEIGHT, 1.0), Pile("tableau-1", turned=True)),
        Row(Pile("tableau-2", turned=True), "reserve-1", Pile("tableau-3", turned=True)),
    )
    plan = plan_of(frame)
    place = {p.pile: p for p in plan.places}
    assert place["tableau-1"].turned and not place["reserve-1"].turned
    assert plan.width == round(2 * CARD_HEIGHT + 1.0 + 2 * 0.1, 3)
    # The upper rampart is a card high only: the lower row starts below it.
    assert place["tableau-2"].y == round(1.0 + 0.15, 3)
    assert place["reserve-1"].x == round(CARD_HEIGHT + 0.1, 3)
    assert plan.height == round(1.0 + 0.15 + CARD_HEIGHT, 3)


def test_a_fan_upwards_spreads_from_the_foot_of_its_room():
    from engine.layouts import CARD_HEIGHT, Column, Pile, plan_of, room_for
    from ui.table.view import plan_view

    # A ray of the Shah's star pointing up, its ace below it.
    ray = Column(Pile("tableau-1", "up", room=room_for(4, "up")), "foundation-1")
    plan = plan_of(ray)
    place = {p.pile: p for p in plan.places}
    reach = room_for(4, "up")
    assert place["tableau-1"].y == reach  # its bottom card at the foot of the fan
    assert place["foundation-1"].y == round(reach + CARD_HEIGHT + 0.15, 3)
    view = plan_view(plan, {"tableau-1": ("KS", "QS", "JS", "TS"), "foundation-1": ()}, 50.0)
    cards = next(p for p in view.piles if p.pile == "tableau-1").cards
    # Each card lies higher than the one under it, the top card at the top of the room.
    assert [card.y for card in cards] == [0.0, -15.0, -30.0, -45.0]
    assert view.piles[0].y + cards[-1].y == 0.0
