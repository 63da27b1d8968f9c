"""Properties every game in the registry must keep, checked by random playouts:
every card exactly once at every step, every listed move plays, undo and redo
restore positions exactly, and saves round-trip.  A new game is tested here for free."""

import itertools
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.plan import CARD_HEIGHT
from engine.prng import Pcg32
from ui.table.arrangement import plan_for

GAME_IDS = list(engine.GAMES)


def full_set(game_id: str) -> Counter:
    return Counter(engine.GAMES[game_id].pack())


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(1, engine.MAX_DEAL), chooser=st.integers(0, 2**32 - 1))
def test_random_playouts_keep_every_invariant(game_id, deal, chooser):
    game = engine.new_game(game_id, deal)
    expected = full_set(game_id)
    pick = Pcg32(chooser)
    tables = [game.table]
    for _ in range(150):
        assert Counter(game.table.all_cards()) == expected
        moves = game.legal_moves()
        if game.status != "playing":
            # Lost with moves left only where they lead nowhere: none plays a card up.
            assert game.status == "won" or not moves or game.rules.is_lost(game.table)
            assert not any(m.target in game.rules.foundations(game.table) for m in moves)
            break
        assert moves, "a game still playing must offer a move"
        assert len(set(moves)) == len(moves), "legal_moves lists a move twice"
        move = moves[pick.below(len(moves))]
        assert hash(move) == hash(engine.Move.from_list(move.to_list()))
        game.play(move)
        tables.append(game.table)

    saved = game.to_json()
    restored = engine.load_game(saved)
    assert restored.piles == game.piles and restored.status == game.status
    assert restored.to_json() == saved

    for expected_table in reversed(tables[:-1]):
        assert game.undo()
        assert game.table == expected_table
    assert not game.undo()
    for expected_table in tables[1:]:
        assert game.redo()
        assert game.table == expected_table
    assert not game.redo()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_game_states_its_rules_and_geometry(game_id):
    rules = engine.GAMES[game_id]
    # The packs the interfaces allow: one, two or four, of 52 cards or of 32 (piquet).
    assert rules.name and rules.summary and rules.decks in (1, 2, 4)
    assert rules.pack_size in (52, 32)
    assert len(rules.rules_text) > 200, "the module docstring states the rules"
    for aspect in (0.56, 1.0, 1.78):  # a phone upright, a square, a desktop
        assert plan_for(rules, aspect) in rules.plans()
    for plan in rules.plans():
        placed = [place.pile for place in plan.places]
        assert sorted(placed) == sorted(rules.layout.ids), "every pile has one place"
        reaches = {place.pile: reach(place) for place in plan.places}
        for pile, (left, right, top, bottom) in reaches.items():
            assert left >= 0 and top >= 0, pile
            assert right <= plan.width + 1e-9 and bottom <= plan.height + 1e-9, pile
        by_pile = {place.pile: place for place in plan.places}
        for (one, a), (other, b) in itertools.combinations(reaches.items(), 2):
            apart = a[1] <= b[0] or b[1] <= a[0] or a[3] <= b[2] or b[3] <= a[2]
            laid_over = rows_laid_over(by_pile[one], by_pile[other])
            assert apart or laid_over, f"{one} and {other} overlap"


# The strip of a card a row laid over it must leave in sight: its rank and suit.
INDEX_STRIP = 0.6


def rows_laid_over(one, other) -> bool:
    """Two places of one column of a grid whose rows overlap as the book lays them (the
    Blockade, Babette): squared-up piles, the lower covering all but the upper's index."""
    squared = one.fan == other.fan == "none"
    return squared and one.x == other.x and abs(one.y - other.y) >= INDEX_STRIP - 1e-9


def reach(place) -> tuple[float, float, float, float]:
    """Left, right, top and bottom of all a pile may cover, its fan at full stretch (a
    card lying crossways is as wide as a card is tall)."""
    width, height = (CARD_HEIGHT, 1) if place.turned else (1, CARD_HEIGHT)
    left, right, top, bottom = place.x, place.x + width, place.y, place.y + height
    if place.fan == "down":
        bottom += place.room
    elif place.fan == "right":
        right += place.room
    elif place.fan == "left":
        left -= place.room
    return left, right, top, bottom


# The table's room in pixels on a phone (the bar and margins taken off) and the
# narrowest card that still shows its rank and suit clearly there.
PHONE_TABLES = {"upright": ((348, 540), 34), "on its side": ((628, 270), 22)}


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("holding", PHONE_TABLES)
def test_every_game_picks_a_legible_arrangement_for_a_phone(game_id, holding):
    (width, height), narrowest = PHONE_TABLES[holding]
    plan = plan_for(engine.GAMES[game_id], width / height)
    assert plan.fit(width / height) * height >= narrowest


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_pile_ids_follow_the_public_roles(game_id):
    roles = {"foundation", "tableau", "reserve", "stock", "talon", "discard"}
    for pile in engine.GAMES[game_id].layout.ids:
        role, number = pile.rsplit("-", 1)
        assert role in roles and number.isdigit() and int(number) >= 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_deal_is_the_same_game(game_id):
    assert engine.new_game(game_id, 99).piles == engine.new_game(game_id, 99).piles
    assert engine.new_game(game_id, 99).piles != engine.new_game(game_id, 100).piles


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_desktop_window_keeps_the_books_layout(game_id):
    # 1268x740 with cards at most 100 px: only a game whose book's arrangement is too tall
    # for it (``Arrangements.book_too_tall``: the Fairie Queen's, the Wheel's) is laid out
    # otherwise.
    rules = engine.GAMES[game_id]
    chosen = plan_for(rules, 1268 / 740, 100 / 740)
    assert (chosen == rules.plans()[0]) == (not rules.arrangements.book_too_tall)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_is_named_as_its_rules_name_it(game_id):
    # The page names a game from the menu (engine.game_name) without importing its module;
    # the title written there must be the one the rules class carries.
    assert engine.game_name(game_id) == engine.GAMES[game_id].name


def test_naming_a_game_imports_no_game():
    import subprocess
    import sys

    script = (
        "import sys, engine\n"
        "names = [engine.game_name(g) for g in engine.GAMES]\n"
        "print(sorted(m for m in sys.modules if m.startswith('engine.games.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_the_talon_games_take_their_places_in_the_books_order():
    ids = list(engine.GAMES)
    assert ids.index("margarethe") + 1 == ids.index("mount-olympus") < ids.index("nation")
    assert ids[-1] == "anna"  # the book's last picture
