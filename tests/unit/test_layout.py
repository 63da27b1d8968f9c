"""The arrangement chosen for a screen, the strip kept for the buttons of moves, fans that
run on past their room, and the card-size setting (engine/plan.py, each game's plans,
web/ui/table/view.py, web/ui/table/room.py)."""

import pytest

import engine
from engine.plan import CARD_HEIGHT
from ui.state.settings import Settings
from ui.table.arrangement import plan_for
from ui.table.room import BOTTOM, RIGHT, fitted
from ui.table.view import LEGIBLE_STRIP, open_below, table_view

GAME_IDS = list(engine.GAMES)
# The room a phone held upright (390x844) leaves the table: the bar (100 px), the felt's
# margins and the strip of the buttons of moves (52 px) taken off.
UPRIGHT = (386, 676)


# Cards on a phone held upright: 48 px wide (issue #23), or 44 where the game declares its
# table too crowded for that (``Arrangements.crowded``, its reason beside it).
NARROWEST_UPRIGHT, NARROWEST_UPRIGHT_CROWDED = 48, 44


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_phone_held_upright_gets_cards_48_px_wide(game_id):
    width, height = UPRIGHT
    rules = engine.GAMES[game_id]
    plan = plan_for(rules, width / height, 100 / height)
    width_px = plan.fit(width / height) * height
    if rules.arrangements.crowded:
        # ... and only there: a table no longer crowded says so no more.
        assert NARROWEST_UPRIGHT_CROWDED <= width_px < NARROWEST_UPRIGHT
    else:
        assert width_px >= NARROWEST_UPRIGHT


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_arrangement_chosen_is_the_one_with_the_largest_cards_on_a_phone(game_id):
    # Upright and on its side, no arrangement shows cards a tenth larger than the one
    # chosen (the book's is kept only where it is about the best).
    rules = engine.GAMES[game_id]
    for width, height in (UPRIGHT, (632, 308), (356, 472)):
        aspect, largest = width / height, 100 / height
        chosen = min(plan_for(rules, aspect, largest).fit(aspect), largest)
        best = max(min(plan.fit(aspect), largest) for plan in rules.plans())
        assert chosen * 1.1 >= best, (width, height)


def test_a_desktop_keeps_the_books_round_clock_and_a_phone_gets_the_framed_one():
    clock = engine.GAMES["clock"]
    book, upright, wide = clock.plans()
    assert plan_for(clock, 1268 / 738, 100 / 738) == book
    assert plan_for(clock, 386 / 676, 100 / 676) == upright
    assert plan_for(clock, 524 / 308, 100 / 308) == wide
    # The framed face: every hour's packet lies outside its foundation.
    where = {place.pile: place for place in upright.places}
    centre_x, centre_y = upright.width / 2, upright.height / 2
    for hour in range(1, 13):
        foundation, packet = where[f"foundation-{hour}"], where[f"tableau-{hour}"]
        assert abs(packet.x - centre_x + 0.5) + abs(packet.y - centre_y + 0.7) > abs(
            foundation.x - centre_x + 0.5
        ) + abs(foundation.y - centre_y + 0.7), hour


def test_fortress_upright_has_its_groups_above_and_below_the_foundations():
    fortress = engine.GAMES["fortress"]
    plan = plan_for(fortress, 386 / 676, 100 / 676)
    where = {place.pile: place for place in plan.places}
    foundations = {where[f"foundation-{n}"].y for n in range(1, 5)}
    assert len(foundations) == 1
    (middle,) = foundations
    assert all(where[f"tableau-{n}"].y < middle for n in range(1, 6))
    assert all(where[f"tableau-{n}"].y > middle for n in range(6, 11))


def test_the_buttons_strip_goes_where_it_costs_the_table_least():
    clock = engine.new_game("clock", 5)
    upright, side = fitted(clock.rules, clock.piles, 386, 728, (52, 104))
    assert side == BOTTOM
    on_its_side, side = fitted(clock.rules, clock.piles, 632, 308, (52, 104))
    assert side == RIGHT
    # Either way the card is the larger of the two spaces'.
    for (width, height), view in (((386, 728), upright), ((632, 308), on_its_side)):
        below = table_view(clock.rules, clock.piles, width, height - 52).card_width
        beside = table_view(clock.rules, clock.piles, width - 104, height).card_width
        assert view.card_width == pytest.approx(max(below, beside))


def test_a_fan_with_nothing_below_it_runs_on_legibly_and_the_table_grows():
    rules = engine.GAMES["fairie-queen"]
    plan = rules.plans()[1]  # upright: the columns have nothing below them
    assert {f"tableau-{n}" for n in range(1, 9)} <= open_below(plan)
    assert not open_below(plan) & {f"foundation-{n}" for n in range(1, 9)}
    game = engine.new_game("fairie-queen", 5)
    long = ("KS",) + ("QH", "JS") * 22
    piles = {**game.piles, "tableau-2": long}
    view = table_view(rules, piles, 386, 676)
    column = next(pile for pile in view.piles if pile.pile == "tableau-2")
    strip = column.cards[1].y - column.cards[0].y
    assert strip >= LEGIBLE_STRIP - 1e-9
    assert view.height > 676  # the page scrolls to the end of the fan
    assert view.height == pytest.approx(column.y + column.cards[-1].y + view.card_height)


def test_a_fan_with_a_pile_below_it_keeps_to_its_room():
    rules = engine.GAMES["fifteen"]
    aspect = 386 / 676
    plan = plan_for(rules, aspect, 100 / 676)
    top_band = [p for p in plan.places if p.pile.startswith("tableau") and p.y == 0]
    assert top_band and not open_below(plan) & {p.pile for p in top_band}
    game = engine.new_game("fifteen", 5)
    piles = {**game.piles, top_band[0].pile: ("KS",) * 20}
    view = table_view(rules, piles, *UPRIGHT)
    column = next(pile for pile in view.piles if pile.pile == top_band[0].pile)
    reach = column.cards[-1].y / view.card_width
    assert reach <= top_band[0].room + 1e-6
    below = min(p.y for p in plan.places if p.y > 0 and p.x < top_band[0].x + 1)
    assert column.y / view.card_width + reach + CARD_HEIGHT <= below + 1e-6


def test_the_card_size_setting_tells_on_a_phone_and_large_only_where_cards_are_small():
    game = engine.new_game("fortress", 5)

    def card(size: str, width: float, height: float) -> float:
        settings = Settings(card_size=size)
        view, _ = fitted(
            game.rules,
            game.piles,
            width,
            height,
            (52, 104),
            settings.max_card_width,
            settings.card_fill,
            settings.table_tall,
        )
        return view.card_width

    for phone in (UPRIGHT, (632, 308)):
        assert card("compact", *phone) < card("standard", *phone)
    assert card("large", 632, 308) > 1.2 * card("standard", 632, 308)
    # On a desktop Large lets the cards grow to 140 px but never past the screen.
    desktop = table_view(game.rules, game.piles, 1268, 690, 140.0, 1.0, 1.4)
    assert desktop.height <= 690 + 1e-6
