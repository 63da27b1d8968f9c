"""Packs of other sizes (engine/cards.py): piquet packs of 32 cards, and four of them for
the Olga; a game's rules name the pack they are played with, and the save checker counts
a written start's cards against it."""

import json
from collections import Counter

import pytest

import engine
from engine import BadSave, cards
from engine.game import Game
from engine.gamerules import GameRules


def test_a_piquet_pack_holds_the_ace_and_seven_to_king_of_each_suit():
    piquet = cards.new_pack(1, ranks=cards.PIQUET_RANKS)
    assert len(piquet) == 32 and len(set(piquet)) == 32
    assert {card[0] for card in piquet} == set("A789TJQK")
    assert piquet[:8] == ["AC", "7C", "8C", "9C", "TC", "JC", "QC", "KC"]
    assert cards.pack_of(32, 4) == piquet * 4
    # The whole pack keeps the order every deal number was shuffled from.
    assert cards.new_pack(2) == cards.pack_of(52, 2)
    assert cards.new_pack()[:3] == ["AC", "2C", "3C"] and len(cards.new_pack()) == 52


def test_a_pack_of_no_known_size_or_rank_is_refused_in_words():
    with pytest.raises(ValueError, match="no pack of 40 cards"):
        cards.pack_of(40)
    with pytest.raises(ValueError, match="no such rank: '1'"):
        cards.new_pack(1, ranks="A1")


class FourPiquetPacks(GameRules):
    """A made-up game played, like the Olga, with four piquet packs."""

    decks = 4
    pack_size = 32


def test_the_rules_name_the_cards_a_game_is_played_with():
    assert Counter(FourPiquetPacks().pack()) == Counter(
        {card: 4 for card in cards.new_pack(1, "A789TJQK")}
    )
    assert len(engine.GAMES["clock"].pack()) == 104
    for rules in engine.GAMES.values():
        assert Counter(rules.deal(1).all_cards()) == Counter(rules.pack()), rules.id


def test_a_written_start_must_hold_the_games_pack_with_its_discards():
    game = engine.new_game("fourteenth", 2)
    while not game.piles["discard-1"]:
        game.play(next(m for m in game.legal_moves() if m.kind == "pair"))
    constructed = Game(game.rules, None, game.table)  # pairs already taken out
    assert engine.load_game(constructed.to_json()).table == game.table
    data = json.loads(constructed.to_json())
    taken_out = game.piles["discard-1"][0]
    assert taken_out != "7C"
    data["start"] = data["start"].replace(taken_out, "7C", 1)
    with pytest.raises(BadSave, match="does not hold the right cards"):
        engine.load_game(json.dumps(data))
