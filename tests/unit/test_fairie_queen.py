"""Spenser's Fairie Queen, rule by rule, on positions written as diagrams.

tableau-1..8 are the king-headed columns, left to right, written from the king down to
the lowest, available card; a column whose king has not turned up yet is empty.  The
pack ``stock-1`` is written bottom first, so ``pack(...)`` writes it in dealing order.
"""

import pytest

import engine
from engine import Move, cards
from engine.notation import format_table
from engine.prng import shuffled_pack


def pack(*deal_order: str) -> str:
    return "stock-1: " + " ".join(reversed(deal_order))


def position(text: str) -> engine.Game:
    return engine.game_from_text("fairie-queen", text)


def deal(game: engine.Game) -> Move:
    (move,) = [m for m in game.legal_moves() if m.kind == "deal"]
    game.play(move)
    return move


def plays(game: engine.Game) -> set[tuple[str, str]]:
    return {(m.source, m.target) for m in game.legal_moves() if m.kind == "move"}


def with_columns(**columns: str) -> str:
    """All eight kings dealt, some with cards below them: with_columns(tableau_2="5H 4C")."""
    lines = []
    for n in range(1, 9):
        king = f"K{'CDHSCDHS'[n - 1]}"
        lines.append(f"tableau-{n}: {king} {columns.get(f'tableau_{n}', '')}")
    return "\n".join(lines) + "\n"


# The deal ------------------------------------------------------------------------------
def test_the_first_king_of_the_pack_heads_the_first_column_and_the_rest_is_dealt():
    for number in (1, 8, 500):
        game = engine.new_game("fairie-queen", number)
        shuffled = shuffled_pack(number, cards.new_pack(2))
        first_king = next(c for c in shuffled if c[0] == "K")
        assert game.piles["tableau-1"] == (first_king,)
        assert len(game.piles["stock-1"]) == 103
        assert all(not game.piles[f"tableau-{n}"] for n in range(2, 9))
        assert [m.kind for m in game.legal_moves()] == ["deal"]


def test_cards_go_onto_the_last_king_and_a_king_starts_the_next_column():
    game = position("tableau-1: KC\n" + pack("5H", "KD", "KS", "9C", "8D"))
    assert deal(game).target == "tableau-1"
    assert deal(game).target == "tableau-2"
    assert (
        deal(game).target == "tableau-3"
    )  # kings in succession: the king of diamonds stays single
    deal(game)
    deal(game)
    assert game.piles["tableau-1"] == ("KC", "5H")
    assert game.piles["tableau-2"] == ("KD",)
    assert game.piles["tableau-3"] == ("KS", "9C", "8D")


def test_aces_go_to_the_foundations_at_once_as_they_are_dealt():
    game = position("tableau-1: KC\n" + pack("AH", "AS", "AH", "7C"))
    move = deal(game)
    assert move.target == "foundation-1"
    assert game.piles["foundation-1"] == ("AH",)
    deal(game)
    deal(game)
    assert [game.piles[f"foundation-{n}"] for n in range(1, 4)] == [("AH",), ("AS",), ("AH",)]
    assert game.piles["tableau-1"] == ("KC",)
    # No player's play of an ace was ever needed.
    assert all(m.kind == "deal" for m in game.moves)


def test_during_the_deal_any_columns_lowest_card_may_be_played_up():
    game = position("foundation-1: AH\ntableau-1: KC 2H\ntableau-2: KD\n" + pack("3H", "9C", "4D"))
    deal(game)  # the three of hearts on the king of diamonds' column
    # The two of hearts was not just dealt, but it is a column's lowest card: it goes up,
    # and then the three just dealt may follow it.
    assert plays(game) == {("tableau-1", "foundation-1")}
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert plays(game) == {("tableau-2", "foundation-1")}
    deal(game)  # the nine of clubs covers the three of hearts
    assert plays(game) == set()


def test_nothing_moves_between_columns_until_the_deal_is_complete():
    game = position("tableau-1: KC 8H\ntableau-2: KD\ntableau-3: KS 9S\n" + pack("9D"))
    assert plays(game) == set()
    with pytest.raises(engine.IllegalMove, match="only once the deal is complete"):
        game.play(Move("move", "tableau-1", "tableau-3"))
    deal(game)
    assert ("tableau-1", "tableau-3") in plays(game)
    assert ("tableau-2", "tableau-3") not in plays(game)  # the king of diamonds stays put


# After the deal --------------------------------------------------------------------------
def test_a_card_goes_on_the_next_higher_card_of_any_suit():
    game = position(with_columns(tableau_1="9H 8C", tableau_2="9S", tableau_3="9D 8H 7S"))
    legal = plays(game)
    assert ("tableau-3", "tableau-1") in legal  # seven of spades on the eight of clubs
    assert ("tableau-1", "tableau-2") in legal  # eight of clubs on the nine of spades
    assert ("tableau-2", "tableau-1") not in legal  # upwards: no
    with pytest.raises(engine.IllegalMove, match="next higher card"):
        game.play(Move("move", "tableau-2", "tableau-1"))


def test_only_the_lowest_card_of_a_column_is_available():
    game = position("foundation-1: AH\n" + with_columns(tableau_1="2H 9C"))
    assert ("tableau-1", "foundation-1") not in plays(game)


def test_any_available_card_may_go_on_a_single_king():
    columns = {f"tableau_{n}": "QH" for n in range(2, 7)}
    text = with_columns(**columns, tableau_1="5D 3C", tableau_7="2D")
    game = position(text)
    assert ("tableau-1", "tableau-8") in plays(game)
    game.play(Move("move", "tableau-1", "tableau-8"))
    assert game.piles["tableau-8"] == ("KS", "3C")
    # The king's column is then built on like any other, in descending order.
    assert ("tableau-7", "tableau-8") in plays(game)
    assert ("tableau-8", "tableau-1") not in plays(game)


def test_a_column_cleared_back_to_its_king_takes_any_card_again():
    game = position(with_columns(tableau_1="5D", tableau_2="6C", tableau_3="9H"))
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert game.piles["tableau-1"] == ("KC",)
    assert ("tableau-3", "tableau-1") in plays(game)


def test_kings_never_move():
    game = position(with_columns(tableau_2="QS"))
    assert all(m.source != "tableau-1" for m in game.legal_moves())
    with pytest.raises(engine.IllegalMove, match="king never moves"):
        game.play(Move("move", "tableau-1", "tableau-3"))


def test_foundations_follow_suit_and_stop_at_the_queen():
    game = position(
        "foundation-1: AH 2H\nfoundation-2: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n"
        + with_columns(tableau_1="3H", tableau_2="3D", tableau_3="QD")
    )
    legal = plays(game)
    assert ("tableau-1", "foundation-1") in legal
    assert ("tableau-2", "foundation-1") not in legal
    with pytest.raises(engine.IllegalMove, match="three of hearts"):
        game.play(Move("move", "tableau-2", "foundation-1"))
    # Nothing goes on a queen: the spades foundation is complete.
    assert all(m.target != "foundation-2" for m in game.legal_moves())


def test_the_game_is_won_with_96_cards_up_and_the_kings_left():
    rising = "A23456789TJQ"
    lines = [
        f"foundation-{n}: " + " ".join(r + "CDHSCDHS"[n - 1] for r in rising) for n in range(1, 9)
    ]
    near = "\n".join(lines[:-1]) + "\nfoundation-8: " + " ".join(r + "S" for r in rising[:-1])
    game = position(near + "\n" + with_columns(tableau_3="QS"))
    assert game.status == "playing"
    game.play(Move("move", "tableau-3", "foundation-8"))
    assert game.status == "won" and game.legal_moves() == []
    assert sum(len(game.piles[f"tableau-{n}"]) for n in range(1, 9)) == 8


def test_a_game_with_no_move_left_is_lost():
    game = position(with_columns(**{f"tableau_{n}": "5H" for n in range(1, 9)}))
    assert game.status == "lost"


def test_an_illegal_move_changes_nothing():
    game = position(with_columns(tableau_1="7H", tableau_2="9S"))
    before = format_table(game.table)
    with pytest.raises(engine.IllegalMove):
        game.play(Move("move", "tableau-1", "tableau-2"))
    assert format_table(game.table) == before
