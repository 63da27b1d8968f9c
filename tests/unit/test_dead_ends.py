"""Dead ends that say something: the re-deal shown as a button wherever a game has one,
the Fifteen's opening exception offered by a button, and the reasons given when the
player asks for what the rules do not allow yet."""

import engine
from engine import Move
from ui.input.controller import Controller
from ui.table.arrangement import plan_for


def dealt_out(game_id: str, deal: int) -> engine.Game:
    """A game with its pack dealt to the end, only deals played."""
    game = engine.new_game(game_id, deal)
    while deal_move := next((m for m in game.legal_moves() if m.kind == "deal"), None):
        game.play(deal_move)
    return game


def test_the_sultans_redeal_has_a_button_once_the_pack_is_used_up():
    game = engine.new_game("sultan", 1)
    control = Controller(game)
    assert not [m for m in control.button_moves() if m.kind == "redeal"]  # the pack is in hand
    game = dealt_out("sultan", 1)
    control = Controller(game)
    (button,) = control.button_moves()
    assert str(button) == "Re-deal (2 left)"
    talon = len(game.piles["talon-1"])
    outcome = control.press(button)
    assert outcome.played is not None and not outcome.message
    assert len(game.piles["stock-1"]) == talon and not game.piles["talon-1"]
    assert game.table.var("redeals_left") == 1


def test_a_four_corners_redeal_that_must_wait_keeps_its_button_which_says_why():
    for deal in range(1, 200):
        game = dealt_out("four-corners", deal)
        if any(m.target.startswith("foundation") for m in game.legal_moves() if m.target):
            break
    control = Controller(game)
    assert not any(m.kind == "redeal" for m in game.legal_moves())
    (button,) = [m for m in control.button_moves() if m.kind == "redeal"]
    assert str(button) == "Re-deal (2 left)"
    outcome = control.press(button)
    assert outcome.played is None
    assert outcome.message.startswith("The packets may be taken up only when no card can be played")
    # With the plays made, the same button re-deals.
    while play := next(
        (m for m in game.legal_moves() if (m.target or "").startswith("foundation")), None
    ):
        game.play(play)
    if game.status == "playing":
        (button,) = [m for m in control.button_moves() if m.kind == "redeal"]
        assert control.press(button).played is not None
        assert game.table.var("redeals_left") == 1


def test_no_redeal_button_while_the_deal_goes_on_or_when_none_is_left():
    control = Controller(engine.new_game("four-corners", 3))
    assert not control.button_moves()
    game = dealt_out("nation", 3)  # the Nation deals by itself: its columns lie dealt
    for _ in range(2):
        while play := next(
            (m for m in game.legal_moves() if (m.target or "").startswith("foundation")), None
        ):
            game.play(play)
        if game.status != "playing":
            return
        game.play(Move("redeal"))
    assert game.table.var("redeals_left") == 0
    assert not [m for m in Controller(game).button_moves() if m.kind == "redeal"]


def test_the_fifteens_opening_exception_is_offered_by_buttons_on_deal_22():
    game = engine.new_game("fifteen", 22)
    control = Controller(game)
    buttons = control.button_moves()
    withdrawals = [m for m in game.legal_moves() if m.kind == "withdraw"]
    assert withdrawals and buttons == withdrawals
    assert all(str(b).startswith("Withdraw the king of") for b in buttons)
    outcome = control.press(buttons[0])
    assert outcome.played == withdrawals[0]
    assert game.piles[withdrawals[0].target] == (withdrawals[0].card,)
    # Once a foundation is started the exception is gone, and so are its buttons.
    game.play(next(m for m in game.legal_moves() if m.kind != "withdraw"))
    assert not [m for m in control.button_moves() if m.kind == "withdraw"]


def test_the_rules_diagram_is_drawn_in_the_rows_of_the_table_shown():
    from ui.panels.rulesview import diagram_svg, shown_plan
    from ui.table.view import table_view

    nation = engine.new_game("nation", 1)
    for width, height, bands in ((378, 700, 2), (1268, 700, 1)):
        view = table_view(nation.rules, nation.piles, width, height)
        plan = shown_plan(nation.rules, view)
        columns = [p for p in plan.places if p.pile.startswith("tableau")]
        assert len({p.y for p in columns}) == bands
        drawn = view.piles  # the table as the player sees it has as many rows of columns
        assert len({round(p.y) for p in drawn if p.pile.startswith("tableau")}) == bands
        assert diagram_svg(plan).count("<title>") == len(nation.piles)
    assert shown_plan(nation.rules, None) == plan_for(nation.rules, 1.4)


def test_the_clocks_hours_and_the_sultan_stay_named_on_their_cards():
    from ui.table.markup import cards_html, pile_aria_label
    from ui.table.view import table_view

    for game_id, pile, label in (
        ("clock", "foundation-3", "III"),
        ("clock", "foundation-12", "XII"),
        ("sultan", "foundation-5", "Sultan"),
    ):
        game = engine.new_game(game_id, 1)
        view = table_view(game.rules, game.piles, 378, 700)
        shown = next(p for p in view.piles if p.pile == pile)
        assert shown.cards  # the tag is needed because the pile is never empty
        free = (False,) * len(shown.cards)
        assert f'<span class="label tag">{label}</span>' in cards_html(shown, None, free)
        assert pile_aria_label(shown).startswith(f"{label}: ")
    # A starting card's letter shows only on its empty pile, under the cards.
    nation = engine.new_game("nation", 1)
    view = table_view(nation.rules, nation.piles, 378, 700)
    ace = next(p for p in view.piles if p.pile == "foundation-1")
    assert '<span class="label">A</span>' in cards_html(ace, None, (False,) * len(ace.cards))
