"""Re-deals the book's way (the Four Corners and the Nation re-deal only when no card can
be played to a foundation), and saves that keep the edition of the rules they were
played under, so a game saved before the change still loads and goes on."""

import json

import pytest

import engine
from engine import Move, editions

FOUR_CORNERS_BASES = "\n".join(
    f"foundation-{n}: {card}"
    for n, card in enumerate(("AC", "KC", "AS", "KS", "AH", "KH", "AD", "KD"), 1)
)
NATION_BASES = "\n".join(
    f"foundation-{n}: {card}"
    for n, card in enumerate(("AC", "AD", "AH", "AS", "KC", "KD", "KH", "KS"), 1)
)


def redeals(game: engine.Game) -> list[Move]:
    return [m for m in game.legal_moves() if m.kind == "redeal"]


def foundation_plays(game: engine.Game) -> list[Move]:
    return [m for m in game.legal_moves() if (m.target or "").startswith("foundation")]


# The re-deal waits for a dead end ------------------------------------------------------
def test_four_corners_redeals_only_when_no_card_can_go_up():
    # The two of clubs on packet 2 can go up; the packets also marry (8C on 9C).
    game = engine.game_from_text(
        "four-corners",
        FOUR_CORNERS_BASES + "\ntableau-1: 9C\ntableau-2: 5H 2C\ntableau-3: 8C\n@redeals_left 2",
    )
    assert foundation_plays(game) and not redeals(game)
    with pytest.raises(engine.IllegalMove, match="no card can be played to a foundation"):
        game.play(Move("redeal", "stock-1", None))
    game.play(Move("move", "tableau-2", "foundation-1"))
    # Marriages are still open, but they are no progress: the re-deal is offered now.
    assert any(m.target == "tableau-1" for m in game.legal_moves())
    (redeal,) = redeals(game)
    assert str(redeal) == "Re-deal (2 left)"


def test_nation_redeals_only_when_no_card_can_go_up():
    game = engine.game_from_text(
        "nation", NATION_BASES + "\ntableau-1: 9H 2C\ntableau-2: 8H\n@redeals_left 1"
    )
    assert foundation_plays(game) and not redeals(game)
    with pytest.raises(engine.IllegalMove, match="no card can be played to a foundation"):
        game.play(Move("redeal", None, None))
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert any(m.target == "tableau-1" for m in game.legal_moves())  # 8H marries 9H
    (redeal,) = redeals(game)
    game.play(redeal)
    assert game.table.var("redeals_left") == 0


def test_the_first_edition_offered_the_redeal_at_any_time():
    for game_id, bases, open_play in (
        ("four-corners", FOUR_CORNERS_BASES, "tableau-2: 5H 2C"),
        ("nation", NATION_BASES, "tableau-2: 5H 2C"),
    ):
        now = engine.game_from_text(game_id, f"{bases}\n{open_play}\n@redeals_left 1")
        before = editions.rules_under(now.rules, 1)
        assert redeals(engine.Game(before, None, now.table)) and not redeals(now)


def test_games_no_edition_changed_keep_their_rules_object():
    fortress = engine.GAMES["fortress"]
    assert editions.rules_under(fortress, 1) is fortress
    with pytest.raises(ValueError):
        editions.rules_under(fortress, editions.CURRENT + 1)


# Saves ---------------------------------------------------------------------------------
def played_out_deal(game: engine.Game) -> None:
    """Deal the whole pack, playing only what the rules play by themselves."""
    while any(m.kind == "deal" for m in game.legal_moves()):
        game.play(next(m for m in game.legal_moves() if m.kind == "deal"))


# The games edition 2 changed, each declaring it (``GameRules.changed_by``): their re-deal
# now waits for a dead end.
REDEAL_WAITS_SINCE_2 = [g for g in engine.GAMES if 2 in engine.GAMES[g].changed_by]


def old_save_redealing_with_a_play_open(game_id: str) -> tuple[str, int]:
    """A save as the page wrote it before editions were counted (no "rules" field), whose
    history re-deals while a card could go up; and the number of moves it holds."""
    for deal in range(1, 200):
        rules = editions.rules_under(engine.rules_for(game_id), 1)
        game = engine.Game(rules, deal, rules.deal(deal))
        played_out_deal(game)
        if foundation_plays(game) and redeals(game):
            game.play(redeals(game)[0])
            data = json.loads(game.to_json())
            assert data["rules"] == 1
            del data["rules"]
            return json.dumps(data), len(game.moves)
    raise AssertionError("no deal with a play open after the deal")


@pytest.mark.parametrize("game_id", REDEAL_WAITS_SINCE_2)
def test_an_old_save_that_redealt_with_a_play_open_loads_and_goes_on(game_id):
    text, count = old_save_redealing_with_a_play_open(game_id)
    game = engine.load_game(text)
    assert len(game.moves) == count and game.moves[-1].kind == "redeal"
    assert game.status == "playing"
    game.play(game.legal_moves()[0])
    # Saved again, it says which rules it is played under, and loads again.
    again = engine.load_game(game.to_json())
    assert json.loads(game.to_json())["rules"] == 1
    assert again.moves == game.moves and editions.edition_of(again.rules) == 1


@pytest.mark.parametrize("game_id", REDEAL_WAITS_SINCE_2)
def test_the_same_history_under_the_current_rules_is_refused(game_id):
    text, _ = old_save_redealing_with_a_play_open(game_id)
    data = {**json.loads(text), "rules": editions.CURRENT}
    with pytest.raises(engine.BadSave, match="cannot be replayed"):
        engine.load_game(json.dumps(data))


def test_a_new_save_names_the_current_rules_and_round_trips():
    game = engine.new_game("nation", 3)
    data = json.loads(game.to_json())
    assert data["rules"] == editions.CURRENT
    assert editions.edition_of(engine.load_game(game.to_json()).rules) == editions.CURRENT


@pytest.mark.parametrize(
    ("edition", "message"),
    [(editions.CURRENT + 1, "newer rules"), (0, "no valid edition"), ("2", "no valid edition")],
)
def test_a_save_with_an_unknown_edition_is_refused(edition, message):
    data = {**json.loads(engine.new_game("fortress", 3).to_json()), "rules": edition}
    with pytest.raises(engine.BadSave, match=message):
        engine.load_game(json.dumps(data))


# What the player is told ---------------------------------------------------------------
def test_the_redeals_left_say_when_one_waits_for_the_plays():
    four_corners = engine.game_from_text(
        "four-corners", FOUR_CORNERS_BASES + "\ntableau-2: 5H 2C\n@redeals_left 2"
    )
    nation = engine.game_from_text("nation", NATION_BASES + "\ntableau-2: 5H 2C\n@redeals_left 2")
    for game, play in ((four_corners, "foundation-1"), (nation, "foundation-1")):
        assert game.rules.counters(game.table) == ["Re-deals left: 2 (once no card can go up)"]
        game.play(Move("move", "tableau-2", play))
        assert game.rules.counters(game.table) == ["Re-deals left: 2"]


def test_tapping_the_pack_while_a_redeal_waits_says_why():
    from ui.input.controller import Controller

    game = engine.game_from_text(
        "four-corners", FOUR_CORNERS_BASES + "\ntableau-2: 5H 2C\n@redeals_left 2"
    )
    outcome = Controller(game).tap("stock-1", None)
    assert outcome.played is None
    assert "no card can be played to a foundation" in outcome.message
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert Controller(game).tap("stock-1", None).played.kind == "redeal"


def test_every_game_an_edition_changed_is_built_under_the_older_rules():
    changed = [rules for rules in engine.GAMES.values() if rules.changed_by]
    assert [rules.id for rules in changed] == REDEAL_WAITS_SINCE_2  # edition 2's, so far
    for rules in changed:
        for edition in range(editions.FIRST, editions.CURRENT + 1):
            under = editions.rules_under(rules, edition)
            older = any(since > edition for since in rules.changed_by)
            assert editions.edition_of(under) == edition if older else under is rules
