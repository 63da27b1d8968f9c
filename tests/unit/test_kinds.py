"""Move kinds declared once (engine/moves.py), and the one rule of taps and drags that
reads them (ui/input/selection.py, ui/input/controller.py): a move of two places or three, places
named in either order where the kind allows it, and a gesture that names two moves
asking which."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import engine
from engine.game import Game
from engine.gamerules import GameRules
from engine.moves import COMMON, NONE, TOP, Kind, Move, kind_named, kinds_table
from engine.table import Layout, Table
from tests.unit.fakedom import Element, FakeBrowser
from ui.input.controller import Controller
from ui.panels.choices import Choices

ROOT = Path(__file__).resolve().parents[2]
A, B, C = "tableau-1", "tableau-2", "tableau-3"


# The table of kinds ------------------------------------------------------------------
def test_every_move_of_every_game_is_of_a_declared_kind_naming_its_places():
    for game_id, rules in engine.GAMES.items():
        declared = {**COMMON, **rules.kinds}
        chance = random.Random(game_id)
        game = engine.new_game(game_id, 1)
        for _ in range(150):
            moves = game.legal_moves()[:300]
            if not moves:
                break
            for move in moves:
                assert move.kind in declared, f"{game_id}: {move.kind} is declared nowhere"
                found = game.rules.kind_of(move)
                if found.lifts != NONE:  # a card taken up: its places are tapped
                    assert len(found.orders(move)[0]) == found.places, (game_id, move)
            game.play(chance.choice(moves))


def test_a_game_declares_its_own_kinds_over_the_common_ones():
    fourteenth, square = engine.GAMES["fourteenth"], engine.GAMES["napoleons-square"]
    exchange = fourteenth.kind_of(Move("swap"))
    assert exchange.places == 4 and exchange.misfit == "That exchange makes no fourteen."
    assert fourteenth.kind_of(Move("pair")) is COMMON["pair"]
    assert square.kind_of(Move("slip")).button and not COMMON["move"].button
    # A kind the common table does not know is a plain move of two places.
    assert kind_named("swap") == Kind("swap", verb="swap")
    assert kind_named("redeal").redeals and not kind_named("redeal").deals
    assert COMMON["withdraw"].dragged and not exchange.dragged and not COMMON["deal"].dragged


def test_a_kind_lists_the_orders_its_places_may_be_named_in():
    move = Move("x", A, B, 1, (C, "tableau-4"))
    assert Kind("x", places=4).orders(move) == [(A, B, C, "tableau-4")]
    assert sorted(Kind("x", ordered=False).orders(Move("x", A, B))) == [(A, B), (B, A)]
    twos = Kind("x", places=4, ordered=False, in_twos=True).orders(move)
    assert len(twos) == 8 and (B, A, "tableau-4", C) in twos and (A, C, B, "tableau-4") not in twos
    with pytest.raises(ValueError, match="lifts"):
        Kind("x", lifts="all")


def test_the_refusal_of_a_kind_none_of_which_is_legal_now_is_the_kinds():
    fortress = engine.new_game("fortress", 1)
    table = fortress.table
    assert fortress.rules.refuse_kind(table, Move("refill")) == "There is nothing to refill now."
    assert fortress.rules.refuse_kind(table, Move("nonsense")) == "That move is not allowed now."


def test_no_kind_is_named_in_the_controller_the_wording_or_the_solvers_order():
    names = set(COMMON) | {k for rules in engine.GAMES.values() for k in rules.kinds}
    for path in (
        "web/ui/input/controller.py",
        "web/ui/input/selection.py",
        "web/ui/table/wording.py",
    ):
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        words = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)}
        assert not words & names, f"{path} names kinds {sorted(words & names)}"
    knowledge = ast.parse((ROOT / "engine/solver/knowledge.py").read_text(encoding="utf-8"))
    assert not {n.value for n in ast.walk(knowledge) if isinstance(n, ast.Constant)} & names


# The one rule of taps and drags -------------------------------------------------------
class Crossing(GameRules):
    """A made-up game for the page's rule: the moves are whatever ``offered`` holds."""

    id = "crossing"
    name = "Crossing"
    decks = 1
    summary = ""
    layout = Layout((A, B, C))
    kinds = kinds_table(
        Kind("lay", lifts=TOP, verb="lay"),
        Kind("couple", ordered=False, lifts=TOP, verb="couple"),
        Kind("triple", places=3, lifts=TOP, prompts=("Now the second.", "Now the third.")),
        Kind("lift", places=1, lifts=TOP),
    )
    offered: tuple[Move, ...] = ()

    def legal_moves(self, table: Table) -> list[Move]:
        return list(self.offered)

    def apply(self, table: Table, move: Move) -> Table:
        if move.target is None:  # lifted out of the game
            return table.put({move.source: table[move.source][:-1]})
        return table.move(move.source, move.target)

    def is_won(self, table: Table) -> bool:
        return False


def crossing(*offered: Move) -> Controller:
    rules = Crossing()
    rules.offered = offered
    table = Table.build(rules.layout, {A: ("5H",), B: ("6S",), C: ("7D",)})
    return Controller(Game(rules, None, table))


def test_a_move_of_three_places_is_made_by_three_taps_in_its_order():
    triple = Move("triple", A, B, 1, (C,), card="5H")
    control = crossing(triple)
    assert control.tap(A, 0).message == "Now the second."
    assert control.selection.targets == {B}
    outcome = control.tap(B, 0)
    assert outcome.played is None and outcome.message == "Now the third."
    assert control.selection.targets == {C}
    assert control.tap(C, 0).played == triple
    assert control.game.piles[B] == ("6S", "5H") and control.selection is None
    # Out of order, nothing is made: the rules say why.
    control = crossing(triple)
    control.tap(A, 0)
    outcome = control.tap(C, 0)
    assert outcome.played is None and outcome.message and not control.game.moves


def test_a_move_of_one_place_is_made_by_tapping_its_card_where_nothing_else_begins_there():
    lift = Move("lift", A, None, card="5H")
    assert crossing(lift).tap(A, 0).played == lift
    lay = Move("lay", A, B, card="5H")
    control = crossing(lift, lay)
    assert control.tap(A, 0).played is None and control.selection.targets == {B}


def test_a_move_whose_places_go_either_way_is_made_by_tapping_either_first():
    couple = Move("couple", A, B, card="5H")
    for first, second in ((A, B), (B, A)):
        control = crossing(couple)
        control.tap(first, 0)
        assert control.selection.targets == {second}
        assert control.tap(second, 0).played == couple
    lay = Move("lay", A, B, card="5H")
    control = crossing(lay)
    assert control.tap(B, 0).message and control.selection is None, "a lay starts at its source"


def test_a_gesture_that_names_two_moves_asks_which_by_their_words():
    lay = Move("lay", A, B, card="5H", label="Lay the five on the six")
    couple = Move("couple", A, B, card="5H", label="Couple the five with the six")
    control = crossing(lay, couple)
    control.tap(A, 0)
    outcome = control.tap(B, 0)
    assert outcome.played is None and not control.game.moves
    assert [str(m) for m in outcome.choices] == [str(lay), str(couple)]
    assert control.drop(A, 0, B).choices == outcome.choices  # a drag asks the same
    assert control.press(outcome.choices[1]).played == couple


def test_a_pair_of_the_fourteenth_is_made_from_either_card():
    game = engine.new_game("fourteenth", 3)
    pair = next(m for m in game.legal_moves() if m.kind == "pair")
    control = Controller(game)
    control.tap(pair.target, 0)
    assert pair.source in control.selection.targets
    assert control.tap(pair.source, 0).played == pair


def test_the_choice_sheet_names_each_move_by_its_words_and_gives_back_the_one_chosen():
    browser = FakeBrowser()
    sheet = Choices(browser)
    lay = Move("lay", A, B, card="5H", label="Lay the five on the six")
    couple = Move("couple", A, B, card="5H", label="Couple the five & the six")
    sheet.show([lay, couple])
    assert not browser.element("choice-panel").hidden
    buttons = browser.element("choice-moves").innerHTML
    assert buttons.count("<button") == 2 and "Couple the five &amp; the six" in buttons
    second = Element()
    second.setAttribute("data-choice", "1")
    second.dataset.choice = "1"
    assert sheet.chosen(second) == couple and browser.element("choice-panel").hidden
    assert sheet.chosen(Element()) is None, "a button of no move gives none"
