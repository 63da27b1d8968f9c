"""La Belle Lucie and its two-pack forms, rule by rule, on positions written as diagrams.

A packet is written from its first-dealt (lowest) card to its uppermost, available
card.  ``@redeals_left`` and ``@deal`` are the counters the games keep.
"""

import pytest

import engine
from engine import Move, cards
from engine.mechanics.packets import in_packets
from engine.prng import shuffled_pack
from tests.unit.positions import refusal

REDEAL = Move("redeal", None, None)


def position(text: str, game_id: str = "belle-lucie") -> engine.Game:
    return engine.game_from_text(game_id, text)


def marriages(game: engine.Game) -> set[tuple[str, str]]:
    return {
        (m.source, m.target)
        for m in game.legal_moves()
        if m.kind == "move" and m.target.startswith("tableau")
    }


def packets(game: engine.Game) -> list[tuple[str, ...]]:
    return [stack for pile, stack in game.piles.items() if pile.startswith("tableau")]


# La Belle Lucie: the deal --------------------------------------------------------------
@pytest.mark.parametrize("deal", [1, 7, 2024, 4294967295])
def test_the_pack_is_dealt_in_threes_with_a_last_packet_of_one(deal):
    pack = shuffled_pack(deal, cards.new_pack(1))
    game = engine.new_game("belle-lucie", deal)
    played = [card for n in range(1, 5) for card in game.piles[f"foundation-{n}"]]
    # Put the aces the rules played back on their packets: the book's deal reappears.
    for n, stack in enumerate(packets(game)):
        expected = tuple(pack[3 * n : 3 * n + 3])
        assert expected[: len(stack)] == stack
        assert all(card in played for card in expected[len(stack) :])
    assert len(pack[51:]) == 1 and game.table.var("redeals_left") == 2


def test_aces_uppermost_go_to_the_foundations_by_themselves_at_the_deal():
    for deal in range(1, 40):
        game = engine.new_game("belle-lucie", deal)
        assert not any(cards.rank(stack[-1]) == 1 for stack in packets(game) if stack)
        for n in range(1, 5):
            assert all(cards.rank(c) == 1 for c in game.piles[f"foundation-{n}"])


def test_an_ace_uncovered_by_a_move_goes_up_at_once_and_frees_the_card_below():
    game = position(
        """
        foundation-1: AH 2H
        tableau-1: KS AC 5D
        tableau-2: 6D
        tableau-3: 9C
        """
    )
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert game.piles["foundation-2"] == ("AC",)
    assert game.piles["tableau-1"] == ("KS",)


# Marriages --------------------------------------------------------------------------------
def test_a_card_marries_only_the_next_higher_card_of_its_suit():
    game = position(
        """
        foundation-1: AH
        tableau-1: 9C 6H
        tableau-2: 5H
        tableau-3: 4H
        tableau-4: 5S
        tableau-5: QD KD
        """
    )
    # The five of hearts on the six, the four on the five: never up, never across suits.
    assert marriages(game) == {("tableau-2", "tableau-1"), ("tableau-3", "tableau-2")}
    assert "next higher card of its own suit" in refusal(
        game, Move("move", "tableau-2", "tableau-3")
    )
    assert "next higher card of its own suit" in refusal(
        game, Move("move", "tableau-4", "tableau-1")
    )


def test_a_king_goes_only_to_a_foundation():
    game = position("foundation-1: AD 2D\ntableau-1: KD\ntableau-2: 3S\ntableau-3: QS")
    assert ("tableau-1", "tableau-2") not in marriages(game)
    assert "next higher card of its own suit" in refusal(
        game, Move("move", "tableau-1", "tableau-2")
    )


def test_only_the_uppermost_card_moves_and_one_card_at_a_time():
    game = position("tableau-1: 5H 7C\ntableau-2: 6H\ntableau-3: 8C")
    assert marriages(game) == {("tableau-1", "tableau-3")}
    assert "one at a time" in refusal(game, Move("move", "tableau-1", "tableau-3", 2))


def test_an_empty_packet_stays_empty():
    game = position("tableau-1: 5H 7C\ntableau-2: 6H")
    sentence = refusal(game, Move("move", "tableau-1", "tableau-5"))
    assert sentence == "An empty packet stays empty: nothing may be placed in it."
    assert game.piles["tableau-5"] == ()


def test_a_card_goes_up_on_its_foundation_by_choice():
    game = position("foundation-3: AS 2S\ntableau-1: 4C 3S\ntableau-2: 4S")
    assert Move("move", "tableau-1", "foundation-3") in game.legal_moves()
    sentence = refusal(game, Move("move", "tableau-2", "foundation-3"))
    assert "takes the three of spades next" in sentence


# Re-deals ----------------------------------------------------------------------------------
STUCK = """
foundation-1: AC 2C
tableau-1: 5D 4C 9S
tableau-2: JH 3D 7S
tableau-3: 2D
tableau-4: AS 8H
@redeals_left 2
@deal 5
"""


def test_a_redeal_waits_until_no_card_can_go_to_a_foundation():
    game = position(
        "foundation-1: AC 2C\ntableau-1: 5D 3C\ntableau-2: 2D 8H\n@redeals_left 2\n@deal 5"
    )
    assert REDEAL not in game.legal_moves()
    assert game.rules.counters(game.table) == ["Re-deals left: 2 (once no card can go up)"]
    assert "play those first" in refusal(game, REDEAL)
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert REDEAL in game.legal_moves()  # even with the seven of spades free to marry
    assert game.rules.counters(game.table) == ["Re-deals left: 2"]


def test_a_redeal_shuffles_the_tableau_into_threes_from_the_first_place():
    game = position(
        "foundation-1: AC 2C\ntableau-1: 5D 9S 4C\ntableau-5: JH 3D 7S\n"
        "tableau-9: 2D\ntableau-18: QH KH\n@redeals_left 2\n@deal 5"
    )
    before = sorted(card for stack in packets(game) for card in stack)
    game.play(REDEAL)
    after = packets(game)
    assert sorted(card for stack in after for card in stack) == before
    assert [len(stack) for stack in after] == [3, 3, 3] + [0] * 15
    assert game.table.var("redeals_left") == 1
    gathered = ["5D", "9S", "4C", "JH", "3D", "7S", "2D", "QH", "KH"]
    assert after[:3] == list(in_packets(shuffled_pack(5, gathered, 1), ["a", "b", "c"]).values())


def test_two_redeals_then_none_and_the_last_packet_holds_the_rest():
    # Nothing here can ever go up (no ace, no two of clubs): only re-deals and marriages.
    game = position(
        "foundation-1: AC\ntableau-1: 5D 9S 4C\ntableau-2: JH 3D 7S\ntableau-3: 8H QH\n"
        "tableau-4: KH 6S\n@redeals_left 2\n@deal 5"
    )
    game.play(REDEAL)
    assert [len(stack) for stack in packets(game)][:5] == [3, 3, 3, 1, 0]
    game.play(REDEAL)
    assert game.table.var("redeals_left") == 0
    assert REDEAL not in game.legal_moves()
    assert refusal(game, REDEAL) == "No re-deal is possible now."


def test_the_redeals_replay_alike_from_the_same_deal():
    one, two = position(STUCK), position(STUCK)
    one.play(REDEAL)
    two.play(REDEAL)
    assert one.piles == two.piles
    other = position(STUCK.replace("@deal 5", "@deal 6"))
    other.play(REDEAL)
    assert other.piles != one.piles


def test_an_ace_brought_up_by_a_redeal_is_played_at_once():
    for deal in range(1, 30):
        game = position(STUCK.replace("@deal 5", f"@deal {deal}"))
        game.play(REDEAL)
        assert game.piles["foundation-2"] in ((), ("AS",))
        assert all(stack[-1] != "AS" for stack in packets(game) if stack)


# Won and lost ---------------------------------------------------------------------------------
def test_the_last_card_up_wins():
    text = "\n".join(
        f"foundation-{n}: " + " ".join(cards.code(r, s) for r in range(1, 14 if s != "S" else 13))
        for n, s in enumerate("CDHS", 1)
    )
    game = position(text + "\ntableau-7: KS")
    assert game.status == "playing"
    game.play(Move("move", "tableau-7", "foundation-4"))
    assert game.status == "won"


def test_no_play_no_marriage_and_no_redeal_left_is_lost():
    game = position("foundation-1: AC\ntableau-1: 3C 5D\ntableau-2: 2C 9H\n@redeals_left 0")
    assert game.legal_moves() == [] and game.status == "lost"
    game = position("foundation-1: AC\ntableau-1: 3C 5D\ntableau-2: 2C 9H\n@redeals_left 1")
    assert game.legal_moves() == [REDEAL] and game.status == "playing"


def test_auto_play_takes_a_card_no_one_can_marry_onto():
    game = position("foundation-1: AH 2H\ntableau-1: 9C 3H\ntableau-2: 2S 4H")
    # The three of hearts is safe: the two of hearts, its only partner, is up already.
    assert game.safe_move() == Move("move", "tableau-1", "foundation-1")


# The House in the Wood -----------------------------------------------------------------------
def wood(text: str) -> engine.Game:
    return position(text, "house-in-the-wood")


def test_the_wood_deals_both_packs_in_thirty_five_packets_the_last_of_two():
    pack = shuffled_pack(3, cards.new_pack(2))
    game = engine.new_game("house-in-the-wood", 3)
    assert len(packets(game)) == 35
    for n, stack in enumerate(packets(game)):
        expected = tuple(pack[3 * n : 3 * n + 3])
        assert len(expected) == (2 if n == 34 else 3)
        assert expected[: len(stack)] == stack  # what is missing went up: aces
    up = [c for n in range(1, 9) for c in game.piles[f"foundation-{n}"]]
    assert all(cards.rank(c) == 1 for c in up)
    assert game.table.var("redeals_left") == 2


def test_the_woods_thirty_six_packets_variant_deals_the_last_two_cards_singly():
    pack = shuffled_pack(3, cards.new_pack(2))
    game = engine.new_game("house-in-the-wood", 3, "thirty-six-packets")
    stacks = packets(game)
    assert len(stacks) == 36
    assert stacks[33] == tuple(pack[99:102])
    assert stacks[34] in ((pack[102],), ()) and stacks[35] in ((pack[103],), ())
    plans = game.rules.arrangements.plans()
    assert all({place.pile for place in plan.places} == set(game.piles) for plan in plans)
    with pytest.raises(ValueError):
        engine.new_game("house-on-the-hill", 3, "thirty-six-packets")


def test_in_the_wood_both_aces_of_a_suit_start_foundations_and_ties_are_the_players():
    game = wood(
        "foundation-1: AH 2H\nfoundation-2: AH 2H\ntableau-1: 9C AC\ntableau-2: 5S 3H\n"
        "tableau-3: 7D\ntableau-4: 7D\ntableau-5: 6D\n@redeals_left 2"
    )
    targets = {m.target for m in game.legal_moves() if m.source == "tableau-2"}
    assert targets == {"foundation-1", "foundation-2"}
    assert {m.target for m in game.legal_moves() if m.source == "tableau-5"} == {
        "tableau-3",
        "tableau-4",
    }
    game.play(Move("move", "tableau-2", "foundation-2"))
    assert game.piles["foundation-2"] == ("AH", "2H", "3H")


def test_in_the_wood_a_card_may_shuttle_between_twins_but_that_alone_is_lost():
    shuttle = "foundation-1: AC\ntableau-1: 2C 7D\ntableau-2: 7D 6D\n@redeals_left 0"
    game = wood(shuttle)
    assert game.legal_moves() and game.status == "lost"
    # With a re-deal left the player can still go on.
    assert wood(shuttle.replace("@redeals_left 0", "@redeals_left 1")).status == "playing"
    # Where a marriage frees a card for a foundation, the game goes on.
    game = wood("foundation-1: AC\ntableau-1: 2C 6D\ntableau-2: 7D\n@redeals_left 0")
    assert game.status == "playing"


# The House on the Hill ------------------------------------------------------------------------
def hill(text: str) -> engine.Game:
    return position(text, "house-on-the-hill")


def test_the_hill_starts_one_ace_and_one_king_of_each_suit_by_itself():
    for deal in range(1, 12):
        game = engine.new_game("house-on-the-hill", deal)
        for n, suit in enumerate("SHDC", 1):
            aces, kings = game.piles[f"foundation-{n}"], game.piles[f"foundation-{n + 4}"]
            assert aces[:1] in ((), (f"A{suit}",)) and kings[:1] in ((), (f"K{suit}",))
        for stack in packets(game):
            if stack and cards.rank(stack[-1]) in (1, 13):
                # An ace or a king left uppermost is a second one: its line is started.
                line = 1 if cards.rank(stack[-1]) == 1 else 5
                assert game.piles[f"foundation-{line + 'SHDC'.index(stack[-1][1])}"]


def test_on_the_hill_a_king_uppermost_goes_to_its_place_and_a_second_ace_waits():
    game = hill(
        "foundation-1: AS\ntableau-1: 9C AS 5D\ntableau-2: KS 4D\ntableau-3: 5D\n"
        "tableau-4: 3C\n@redeals_left 2"
    )
    game.play(Move("move", "tableau-2", "tableau-1"))  # the four uncovers the king
    assert game.piles["foundation-5"] == ("KS",)
    game.play(Move("move", "tableau-1", "tableau-3"))
    game.play(Move("move", "tableau-1", "tableau-3"))
    assert game.piles["tableau-1"] == ("9C", "AS")  # the second ace waits for its king line


def test_on_the_hill_marriages_go_up_or_down_in_suit_never_round_the_corner():
    game = hill(
        "foundation-1: AH\nfoundation-5: KH\ntableau-1: 6H\ntableau-2: 7H\ntableau-3: 5H\n"
        "tableau-4: KC\ntableau-5: AC\ntableau-6: 5S\n@redeals_left 2"
    )
    assert {("tableau-1", "tableau-2"), ("tableau-2", "tableau-1")} <= marriages(game)
    assert {("tableau-1", "tableau-3"), ("tableau-3", "tableau-1")} <= marriages(game)
    assert ("tableau-4", "tableau-5") not in marriages(game)
    assert ("tableau-6", "tableau-1") not in marriages(game)
    assert "one rank above or below" in refusal(game, Move("move", "tableau-6", "tableau-1"))


def test_on_the_hill_a_card_for_both_foundations_is_the_players_and_stays_up():
    game = hill(
        "foundation-3: AD 2D 3D 4D 5D 6D\nfoundation-7: KD QD JD TD 9D 8D\n"
        "tableau-1: 3S 7D\n@redeals_left 2"
    )
    plays = [m.target for m in game.legal_moves() if m.source == "tableau-1"]
    assert plays == ["foundation-3", "foundation-7"]  # the ace line first, for a tap
    game.play(Move("move", "tableau-1", "foundation-7"))
    assert "stays there" in refusal(game, Move("move", "foundation-7", "foundation-3"))


def test_on_the_hill_shuttling_marriages_alone_lose_the_game():
    text = "foundation-1: AS\ntableau-1: 3S 7D\ntableau-2: 2S 9C 8D\n@redeals_left 0"
    game = hill(text)
    assert game.legal_moves() and game.status == "lost"
    game = hill(text.replace("2S 9C 8D", "9C 8D 2S"))
    assert game.status == "playing"
