"""The engine's public interface: new games, moves, saves, the position notation."""

import json

import pytest

import engine
from engine import Move
from engine.notation import format_table, parse_table
from tests.tools.fresh import run_fresh


def played(game_id: str = "fortress", deal: int = 8, count: int = 3) -> engine.Game:
    game = engine.new_game(game_id, deal)
    for _ in range(count):
        moves = game.legal_moves()
        if moves:
            game.play(moves[-1])
    return game


def test_games_are_listed_in_the_books_order_with_the_books_titles():
    menu = list(engine.GAMES)
    # The book's order is the order of its pictures; the two houses named in La Belle
    # Lucie's section, which have none, follow it.
    pictured = [gid for gid in menu if engine.GAMES[gid].picture]
    assert pictured == sorted(pictured, key=lambda gid: engine.GAMES[gid].picture)
    lucie = menu.index("belle-lucie")
    assert menu[lucie : lucie + 3] == ["belle-lucie", "house-in-the-wood", "house-on-the-hill"]
    assert menu.index("clock") < menu.index("fortress") < menu.index("nation")
    assert engine.GAMES["fortress"].name == "Fortress"
    assert engine.GAMES["fortress"].decks == 1
    assert engine.GAMES["napoleons-square"].name == "Napoleon's Square"


def test_a_game_is_imported_only_when_it_is_asked_for():
    # The page starts with one game on the table: the others' modules wait (engine.games).
    script = (
        "import sys, engine\n"
        "games = lambda: sorted(n for n in sys.modules if n.startswith('engine.games.'))\n"
        "listed = ('fortress' in engine.GAMES, list(engine.GAMES), games())\n"
        "game = engine.new_game('nation', 3)\n"
        "print(listed[0], len(listed[1]), listed[2], games())\n"
    )
    shown = run_fresh(script)
    assert shown.split() == ["True", str(len(engine.GAMES)), "[]", "['engine.games.nation']"]
    assert all(engine.GAMES[game_id].id == game_id for game_id in engine.GAMES)


@pytest.mark.parametrize("deal", [0, -1, 2**32, 1.5, "7", True, None])
def test_a_deal_number_out_of_range_is_refused(deal):
    with pytest.raises(ValueError, match="deal number"):
        engine.new_game("fortress", deal)


def test_an_unknown_game_or_variant_is_refused():
    with pytest.raises(ValueError, match="no game"):
        engine.new_game("canfield", 1)
    with pytest.raises(ValueError, match="no variant"):
        engine.new_game("fortress", 1, variant="easy")


def test_a_game_knows_what_it_was_made_from():
    game = engine.new_game("fortress", 4242)
    assert (game.game_id, game.deal, game.variant) == ("fortress", 4242, None)
    assert game.status == "playing"


def test_moves_are_small_hashable_values_whose_card_is_only_for_display():
    a = Move("move", "tableau-1", "foundation-1", card="AH")
    b = Move("move", "tableau-1", "foundation-1")
    assert a == b and hash(a) == hash(b)
    assert {a, b} == {a}
    assert str(a) == "A\u2665: tableau-1 \u2192 foundation-1"
    assert Move.from_list(a.to_list()) == a
    with pytest.raises(ValueError):
        Move.from_list(["move", 3, None, 1])


def test_play_keeps_the_legal_moves_display_details():
    game = engine.new_game("fortress", 8)
    legal = game.legal_moves()[0]
    game.play(Move(legal.kind, legal.source, legal.target))
    assert game.moves[-1].card == legal.card


def test_a_save_round_trips_history_and_undo_position():
    game = played(count=4)
    game.undo()
    restored = engine.load_game(game.to_json())
    assert restored.piles == game.piles
    assert restored.moves == game.moves
    assert restored.redo() and game.redo()
    assert restored.piles == game.piles


def test_a_constructed_position_saves_its_start():
    game = engine.game_from_text(
        "fortress", "\n".join(f"tableau-{i + 1}: {' '.join(row)}" for i, row in enumerate(
            [engine.cards.new_pack(1)[k : k + 13] for k in range(0, 52, 13)]
        ))
    )  # fmt: skip
    restored = engine.load_game(game.to_json())
    assert restored.piles == game.piles and restored.deal is None


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: "{not json", "not readable"),
        (lambda d: json.dumps([1, 2]), "not a Cadogan"),
        (lambda d: json.dumps({**d, "version": 99}), "newer version"),
        (lambda d: json.dumps({**d, "game": "canfield"}), "does not know"),
        (lambda d: json.dumps({**d, "deal": 0}), "deal number"),
        (lambda d: json.dumps({**d, "variant": "easy"}), "variant"),
        (
            lambda d: json.dumps(
                {**d, "moves": [["move", "tableau-1", "tableau-1", 1]], "cursor": 1}
            ),
            "Move 1",
        ),
        (lambda d: json.dumps({**d, "moves": "lots"}), "moves"),
        (lambda d: json.dumps({**d, "cursor": 999}), "undo position"),
    ],
)
def test_a_bad_save_is_refused_with_a_clear_sentence(mutate, message):
    data = json.loads(played(count=2).to_json())
    with pytest.raises(engine.BadSave, match=message):
        engine.load_game(mutate(data))


def test_a_save_from_another_deal_does_not_replay():
    data = json.loads(played(deal=8, count=3).to_json())
    data["deal"] = 9
    with pytest.raises(engine.BadSave):
        engine.load_game(json.dumps(data))


def test_a_constructed_start_with_a_duplicated_card_is_refused():
    game = engine.game_from_text("fortress", "tableau-1: AH AH")
    with pytest.raises(engine.BadSave, match="right cards"):
        engine.load_game(game.to_json())


def test_the_notation_round_trips_piles_and_counters():
    layout = engine.GAMES["fortress"].layout
    table = parse_table(layout, "tableau-2: AH 7S  # a comment\n@redeals 2\n@seen [1, 2]")
    assert table["tableau-2"] == ("AH", "7S")
    assert table.var("redeals") == 2 and table.var("seen") == (1, 2)
    assert parse_table(layout, format_table(table)) == table
    with pytest.raises(ValueError, match="not a card"):
        parse_table(layout, "tableau-1: 1H")
    with pytest.raises(ValueError, match="pile id"):
        parse_table(layout, "tableau-99: AH")


def test_the_show_command_prints_a_deal(capsys):
    from engine.__main__ import main

    assert main(["show", "fortress", "1"]) == 0
    out = capsys.readouterr().out
    assert "Fortress, deal 1" in out
    assert format_table(engine.new_game("fortress", 1).table) in out
