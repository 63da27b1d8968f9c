"""Auto-play's safe plays and the finish of a game won in all but form."""

import random

import pytest

import engine

GAME_IDS = list(engine.GAMES)


def test_in_fortress_every_play_to_a_foundation_is_safe():
    # The six of clubs could take the seven on it, but the seven can follow it up.
    game = engine.game_from_text(
        "fortress",
        "foundation-1: AC 2C 3C 4C 5C\ntableau-1: 7C 6C\ntableau-6: 9H 8H",
    )
    assert game.safe_move() == engine.Move("move", "tableau-1", "foundation-1")


NATION_BASES = "\n".join(
    f"foundation-{n}: {card}" for n, card in enumerate("AC AD AH AS KC KD KH KS".split(), 1)
)


def test_a_two_pack_play_waits_while_a_partner_is_still_in_play():
    # The two of spades could still carry the other three of spades in a column.
    game = engine.game_from_text(
        "nation", NATION_BASES + "\ntableau-1: 3S 2S\ntableau-2: 9H\ntableau-3: 3S"
    )
    assert ("tableau-1", "foundation-4") in {(m.source, m.target) for m in game.legal_moves()}
    assert game.safe_move() is None


def test_a_two_pack_play_is_safe_once_every_partner_is_up():
    # The king of spades ends the spade ace line; both queens are up (one on each line).
    text = NATION_BASES.replace(
        "foundation-4: AS", "foundation-4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"
    ).replace("foundation-8: KS", "foundation-8: KS QS")
    game = engine.game_from_text("nation", text + "\ntableau-1: KS\ntableau-2: 9H")
    assert game.safe_move() == engine.Move("move", "tableau-1", "foundation-4")
    # With the second queen still in a column, the king might be wanted to carry it.
    text = text.replace("foundation-8: KS QS", "foundation-8: KS")
    game = engine.game_from_text("nation", text + "\ntableau-1: KS\ntableau-2: QS")
    assert game.safe_move() is None


def test_a_card_two_foundations_would_take_is_left_to_the_player():
    text = NATION_BASES.replace("foundation-4: AS", "foundation-4: AS 2S 3S 4S 5S 6S")
    text = text.replace("foundation-8: KS", "foundation-8: KS QS JS TS 9S 8S")
    game = engine.game_from_text("nation", text + "\ntableau-1: 7S")
    targets = {
        m.target
        for m in game.legal_moves()
        if m.source == "tableau-1" and m.target.startswith("foundation")
    }
    assert targets == {"foundation-4", "foundation-8"}
    assert game.safe_move() is None


def test_the_fourteenth_never_plays_for_the_player():
    for deal in range(1, 6):
        assert engine.new_game("fourteenth", deal).safe_move() is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_safe_moves_are_legal_plays_to_a_foundation(game_id):
    chooser = random.Random(7)
    for deal in (3, 4):
        game = engine.new_game(game_id, deal)
        for _ in range(120):
            moves = game.legal_moves()
            if not moves:
                break
            safe = game.rules.safe_plays(game.table)
            assert all(m in moves and m.target.startswith("foundation") for m in safe)
            game.play(chooser.choice(moves))


# A game of Fortress whose foundations are complete but for the knave, queen and king of
# clubs.
BUT_THREE_CLUBS = """
foundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC
foundation-2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
foundation-3: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation-4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
"""


def test_the_finishing_line_wins_a_game_won_in_all_but_form():
    game = engine.game_from_text(
        "fortress", BUT_THREE_CLUBS + "tableau-1: KC\ntableau-2: QC\ntableau-6: JC\n"
    )
    line = game.finishing_line()
    assert line is not None and len(line) == 3
    for move in line:
        game.play(move)
    assert game.status == "won"
    assert game.finishing_line() is None, "nothing left to finish"


def test_no_finish_is_offered_while_a_card_is_buried():
    game = engine.game_from_text("fortress", BUT_THREE_CLUBS + "tableau-1: JC QC KC\n")
    assert game.finishing_line() is None


def test_twin_foundations_count_as_one_choice():
    # The Sultan's two kings of clubs both take the ace of clubs: either play leads to
    # the same game, so the play is safe; once one has its ace they differ, and a card
    # that only one takes is still safe.
    bases = "\n".join(
        f"foundation-{n}: {card}"
        for n, card in enumerate(("KC", "AH", "KC", "KD", "KH", "KD", "KS", "KH", "KS"), 1)
    )
    fill = "".join(f"\nreserve-{n}: 9D" for n in range(2, 9))
    game = engine.game_from_text("sultan", bases + "\nreserve-1: AC" + fill)
    assert {m.target for m in game.legal_moves() if m.source == "reserve-1"} == {
        "foundation-1",
        "foundation-3",
    }
    assert game.safe_move() is not None and game.safe_move().source == "reserve-1"
    # Hearts: the king of hearts wants its ace, the ace of hearts its two; a two of
    # hearts goes only on the ace, so it is safe.
    game = engine.game_from_text("sultan", bases + "\nreserve-1: 2H" + fill)
    assert game.safe_move() == engine.Move("move", "reserve-1", "foundation-2")
