"""The page's pure Python: links, the view model and the controller, without a browser."""

import engine
from engine import Move
from ui.input.controller import Controller
from ui.state.links import format_hash, parse_hash
from ui.table.arrangement import plan_for
from ui.table.view import fan_offsets, table_view

GAMES = list(engine.GAMES)


def test_links_read_game_and_deal_and_say_what_is_wrong():
    assert parse_hash("#fortress/38", GAMES).deal == 38
    assert parse_hash("fortress/38", GAMES).game_id == "fortress"
    assert parse_hash("", GAMES).game_id is None and not parse_hash("", GAMES).problem
    only_game = parse_hash("#nation", GAMES)
    assert only_game.game_id == "nation" and only_game.deal is None and not only_game.problem
    assert "no game" in parse_hash("#canfield/3", GAMES).problem
    for bad in ("#fortress/0", "#fortress/-3", "#fortress/4294967296", "#fortress/1e3"):
        link = parse_hash(bad, GAMES)
        assert link.problem and link.deal is None
    assert format_hash("clock", 7) == "#clock/7"


def test_long_fans_tighten_to_their_room_and_short_ones_keep_their_step():
    short = fan_offsets("down", 3, 4.0, 50)
    assert short == [(0, 0), (0, 15.0), (0, 30.0)]
    long = fan_offsets("down", 41, 4.0, 50)
    assert long[-1][1] <= 4.0 * 50 + 0.01
    left = fan_offsets("left", 3, 2.0, 50)
    assert left[2][0] < left[1][0] < 0


def test_the_view_places_every_pile_and_hides_the_pack_face_down():
    game = engine.new_game("clock", 3)
    view = table_view(game.rules, game.piles, 1280, 740)
    assert {p.pile for p in view.piles} == set(game.piles)
    assert view.width <= 1280 and view.height <= 740
    stock = next(p for p in view.piles if p.pile == "stock-1")
    assert [c.code for c in stock.cards] == [None] and stock.count == len(game.piles["stock-1"])
    packet = next(p for p in view.piles if p.pile == "tableau-1")
    assert [c.code for c in packet.cards] == list(game.piles["tableau-1"])


def fortress(text: str) -> Controller:
    return Controller(engine.game_from_text("fortress", text))


def test_tap_a_card_then_a_target_plays_the_move():
    control = fortress("tableau-1: 7H\ntableau-6: 8H\ntableau-2: 9C")
    control.tap("tableau-1", 0)
    assert control.selection.targets == {"tableau-6", "tableau-3"} | {
        f"tableau-{n}" for n in (4, 5, 7, 8, 9, 10)
    }
    outcome = control.tap("tableau-6", 0)
    assert outcome.played == Move("move", "tableau-1", "tableau-6")
    assert control.game.piles["tableau-6"] == ("8H", "7H")
    assert control.selection is None


def test_an_illegal_target_gives_the_engines_sentence():
    control = fortress("tableau-1: 7H\ntableau-6: 8H\ntableau-2: 9C")
    control.tap("tableau-1", 0)
    outcome = control.tap("tableau-2", 0)
    assert outcome.played is None and "own suit" in outcome.message
    assert control.game.piles["tableau-1"] == ("7H",)


def test_a_covered_card_cannot_be_selected():
    control = fortress("tableau-1: AH 7H\ntableau-2: 8H")
    outcome = control.tap("tableau-1", 0)
    assert control.selection is None
    # The rules' own words, from their rule of cover.
    assert outcome.message == "The ace of hearts cannot be moved now: a card lies outside it."


def test_a_drop_anywhere_on_the_foundations_finds_the_right_one():
    control = fortress("foundation-1: AC\ntableau-1: 2C\ntableau-2: 9D")
    outcome = control.drop("tableau-1", 0, "foundation-4")
    assert outcome.played is not None and control.game.piles["foundation-1"] == ("AC", "2C")


def test_double_tap_sends_a_card_to_its_foundation():
    control = fortress("tableau-1: AS\ntableau-2: 9D")
    control.double_tap("tableau-1", 0)
    assert control.game.piles["foundation-1"] == ("AS",)


def test_the_pack_deals_when_tapped_and_buttons_carry_moves_without_a_card():
    control = Controller(engine.new_game("sultan", 1))
    before = len(control.game.piles["stock-1"])
    outcome = control.tap("stock-1", None)
    assert outcome.played is not None and outcome.played.kind == "deal"
    assert len(control.game.piles["stock-1"]) == before - 1
    clock = Controller(engine.new_game("clock", 1))
    assert all(m.source is None for m in clock.button_moves())


def test_rules_help_is_the_games_own_text_with_a_diagram_of_every_pile():
    from ui.panels.rulesview import diagram_svg, rules_html

    for rules in engine.GAMES.values():
        html = rules_html(rules.rules_text)
        assert html.startswith("<p>") and "<script" not in html
        svg = diagram_svg(plan_for(rules, 1.4))
        assert svg.count("<title>") == len(rules.layout.ids)
    assert "<li>" in rules_html(engine.GAMES["fortress"].rules_text)


def blocked_square() -> Controller:
    """A Fourteenth square with no fourteen (one king and one ace apart, the rest two to
    six), whose exchanges bring the ace into the king's row or column."""
    rows = [
        "KC 2C 3C 4C 5C",
        "6C AC 2D 3D 4D",
        "5D 6D 2H 3H 4H",
        "5H 6H 2S 3S 4S",
        "5S 6S 2C 3C 4C",
    ]
    codes = " ".join(rows).split()
    text = "\n".join(f"tableau-{n}: {c}" for n, c in enumerate(codes, 1))
    return Controller(engine.game_from_text("fourteenth", text + "\nstock-1: 9C 8C"))


def test_an_exchange_is_made_by_four_taps_in_any_order():
    control = blocked_square()
    swaps = [m for m in control.game.legal_moves() if m.kind == "swap"]
    assert swaps, "the square is blocked and exchanges are offered"
    chosen = swaps[len(swaps) // 2]
    (a, b), (c, d) = (chosen.source, chosen.target), chosen.more
    for place in (d, c, b):  # the second swap first, and the later card of each swap first
        outcome = control.tap(place, 0)
        assert outcome.played is None and control.selection is not None
    outcome = control.tap(a, 0)
    assert outcome.played == chosen
    assert control.game.moves[-1] == chosen
    assert control.selection is None, "the next tap starts afresh"


def test_an_exchange_that_names_no_fourteen_is_refused():
    control = blocked_square()
    swaps = [m for m in control.game.legal_moves() if m.kind == "swap"]
    places = {p for m in swaps for p in (m.source, m.target, *m.more)}
    control.tap(swaps[0].source, 0)
    outsider = next(
        f"tableau-{n}" for n in range(1, 26)
        if f"tableau-{n}" not in control.selection.targets and f"tableau-{n}" != swaps[0].source
    )  # fmt: skip
    outcome = control.tap(outsider, 0)
    assert outcome.played is None and "no fourteen" in outcome.message
    assert places


def test_deal_on_stops_when_a_new_play_appears():
    control = Controller(engine.new_game("fairie-queen", 5))
    outcome = control.deal_on()
    game = control.game
    assert outcome.played is not None and outcome.played.kind == "deal"
    dealt = len(game.moves)
    assert dealt >= 1 and "Dealt" in outcome.message
    # Replaying the same deals one by one: a new play appears only after the last.
    replay = engine.new_game("fairie-queen", 5)
    for number in range(dealt):
        before = {m for m in replay.legal_moves() if m.kind != "deal"}
        replay.play(next(m for m in replay.legal_moves() if m.kind == "deal"))
        fresh = {m for m in replay.legal_moves() if m.kind != "deal"} - before
        assert bool(fresh) == (number == dealt - 1) or not replay.piles["stock-1"]


def test_deal_on_has_nothing_to_do_without_a_pack():
    control = Controller(engine.new_game("fortress", 5))
    assert not control.can_deal_on()
    assert control.deal_on().played is None


def test_a_tap_counts_the_faces_of_a_column_over_face_down_cards_and_moves_the_run_as_one():
    game = engine.game_from_text(
        "klondike",
        "tableau-1: 5D 9S 8H 7C\ntableau-2: 3S TD\ntableau-3: KH\nstock-1: 2D\n"
        '@face_down [["tableau-1", 1], ["tableau-2", 1]]',
    )
    control = Controller(game)
    # The page's index is the card's place among the faces: 1 is the eight, in the middle.
    said = control.tap("tableau-1", 1).message
    assert said == "All the face-up cards of a column move together, or none."
    assert control.selection is None
    control.tap("tableau-1", 0)  # the nine, the run's head
    assert control.selection.index == 1 and control.selection.targets == {"tableau-2"}
    outcome = control.tap("tableau-2", None)
    assert outcome.played == Move("move", "tableau-1", "tableau-2", 3)
    assert game.piles["tableau-1"] == ("5D",) and game.face_down == {"tableau-2": 1}
    # A drag from the eight (the tapped card and those above it) is refused in the same words.
    game.undo()
    assert control.drop("tableau-1", 1, "tableau-2").message == said


def test_a_run_move_is_advised_by_its_head_and_the_cards_on_it():
    from ui.table.wording import advice

    game = engine.game_from_text(
        "klondike", "tableau-1: 9S 8H 7C\ntableau-2: TD\nstock-1: 2D\n@face_down []"
    )
    move = Move("move", "tableau-1", "tableau-2", 3, card="9S")
    names = {"tableau-2": "the second column"}
    said = advice(move, game.piles, names)
    assert said == "move the nine of spades with the 2 cards on it onto the ten of diamonds"
