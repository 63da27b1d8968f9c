"""The layout names its piles by the shape it gives them (engine/naming.py): a star, a
wheel or a frame is spoken as it is drawn, not guessed back from where the piles lie."""

from math import atan2, degrees

import engine
from engine.layouts import Column, Frame, Pile, Ring, Row, Wings, piles, plan_of


def names(arrangement) -> dict[str, str]:
    return {place.pile: place.name for place in plan_of(arrangement).places}


def test_a_ring_is_counted_clockwise_from_the_top_and_a_dial_by_its_hours():
    wheel = names(Ring(piles(f"foundation-{n}" for n in range(1, 9))))
    assert wheel["foundation-1"] == "the first {} clockwise from the top"
    assert wheel["foundation-3"] == "the third {} clockwise from the top"
    assert wheel["foundation-8"] == "the {} at the top"
    hours = ("I", "II", "III", "IIII")
    dial = names(
        Ring(
            piles(f"tableau-{n}" for n in range(1, 5)),
            inner=[Pile(f"foundation-{n}", label=h) for n, h in enumerate(hours, 1)],
        )
    )
    # The packets outside share their foundations' hours.
    assert dial["foundation-3"] == dial["tableau-3"] == "the {} at III"


def test_a_star_has_its_inner_points_half_a_step_round_and_says_which_ring():
    outer = [f"foundation-{n}" for n in range(1, 9)]
    inner = [f"foundation-{n}" for n in range(9, 17)]
    star = Ring(outer, inner=inner, centre="tableau-1", phase=0.5)
    plan = plan_of(star)
    middle = next(place for place in plan.places if place.pile == "tableau-1")

    def bearing(pile: str) -> float:
        place = next(p for p in plan.places if p.pile == pile)
        return degrees(atan2(place.x - middle.x, middle.y - place.y)) % 360 or 360.0

    # Each inner point between two outer ones (the ring may be drawn oval: no exact
    # angles), where without the phase it would sit in line with its outer one.
    for n in range(1, 8):
        assert bearing(f"foundation-{n}") < bearing(f"foundation-{n + 8}")
        assert bearing(f"foundation-{n + 8}") < bearing(f"foundation-{n + 1}")
    assert bearing("foundation-16") < bearing("foundation-8") == 360
    paired = plan_of(Ring(outer, inner=inner, centre="tableau-1"))
    spot = {p.pile: (p.x, p.y) for p in paired.places}
    assert spot["foundation-1"][0] > spot["foundation-9"][0] > spot["tableau-1"][0]
    said = names(star)
    assert said["foundation-1"] == "the first {} clockwise from the top of the outer ring"
    assert said["foundation-9"] == "the first {} clockwise from the top of the inner ring"
    assert said["tableau-1"] == "the {}"
    assert len(set(said.values())) == len(said)


def test_two_wings_are_named_down_each_side_and_a_row_of_them_from_the_ends():
    rows = [f"tableau-{n}" for n in range(1, 7)]
    wings = Wings(rows[:3], Column("foundation-1", "foundation-2"), rows[3:])
    book = names(wings)
    assert book["tableau-1"] == "the top {} on the left"
    assert book["tableau-2"] == "the {} second from the top on the left"
    assert book["tableau-6"] == "the bottom {} on the right"
    assert book["foundation-1"] == "the top {}"
    # Turned on a phone's side the rows become one line of columns.
    wide = names(wings.wide())
    assert wide["tableau-1"] == "the leftmost {}"
    assert wide["tableau-4"] == "the third {} from the right"


def test_rows_under_rows_are_counted_down_the_whole_table():
    block = Column(Row(piles(["tableau-1", "tableau-2"])), Row(piles(["tableau-3"])))
    said = names(block)
    assert said["tableau-2"] == "the second {} of the top row"
    assert said["tableau-3"] == "the only {} of the bottom row"


def test_a_frame_names_its_sides_and_a_framed_dial_keeps_its_hours():
    frame = Frame(
        top=piles(["tableau-1", "tableau-2", "tableau-3"]),
        right=piles(["tableau-4", "tableau-5"]),
        bottom=piles(["tableau-7", "tableau-6"]),
        left=piles(["tableau-8"]),
    )
    said = names(frame)
    assert said["tableau-2"] == "the second {} of the top row"
    assert said["tableau-5"] == "the bottom {} down the right side"
    assert said["tableau-8"] == "the {} down the left side"
    clock = engine.new_game("clock", 1).rules
    for plan in clock.plans():  # the round face and the phone's square one
        spoken = {place.pile: place.name for place in plan.places}
        assert spoken["foundation-3"] == spoken["tableau-3"] == "the {} at III"
    # Two rings without hours drawn as frames on a phone's side: counted round as before.
    two_rings = engine.new_game("two-rings", 1).rules
    plans = dict(zip(two_rings.arrangements.names(), two_rings.plans(), strict=True))
    book, wide = (
        {p.pile: p.name for p in plans[name].places if p.pile.startswith("foundation")}
        for name in ("book", "wide")
    )
    assert wide == book
    assert book["foundation-8"] == "the {} at the top on the left"


def test_a_game_may_name_a_pile_itself_and_labels_of_their_own_name_piles():
    said = names(Row(Pile("foundation-1", name="the {} of hearts"), Pile("foundation-2")))
    assert said["foundation-1"] == "the {} of hearts"
    labelled = names(Row(Pile("foundation-1", label="A♣"), Pile("foundation-2", label="A♠")))
    assert labelled == {"foundation-1": "the A♣ {}", "foundation-2": "the A♠ {}"}


def test_every_arrangement_of_every_game_names_each_pile_once():
    for game_id in engine.GAMES:
        for plan in engine.new_game(game_id, 1).rules.plans():
            said = [place.name for place in plan.places]
            assert len(set(said)) == len(said) or _apart(plan), (game_id, said)
            assert all(name.count("{}") == 1 for name in said), (game_id, said)


def _apart(plan) -> bool:
    # Names repeat only between piles of roles the page calls by different nouns.
    seen: dict[str, set[str]] = {}
    for place in plan.places:
        seen.setdefault(place.name, set()).add(place.pile.rsplit("-", 1)[0] + place.fan)
    return all(len(kinds) == len(set(kinds)) for kinds in seen.values())
