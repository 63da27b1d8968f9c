"""The Salic Law, rule by rule, on positions written as diagrams.

tableau-1..8 are the kings' packets, left to right, each written from its king to its
surface card; foundation-1..8 the ace line, discard-1..8 the queen line.  The pack
``stock-1`` is written bottom first, so ``pack(...)`` writes it in dealing order.
"""

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals


def pack(*deal_order: str) -> str:
    return "stock-1: " + " ".join(reversed(deal_order)) + "\n"


def position(text: str) -> engine.Game:
    return engine.game_from_text("salic-law", text)


def deal(game: engine.Game) -> Move:
    (move,) = [m for m in game.legal_moves() if m.kind == "deal"]
    game.play(move)
    return move


def ups(game: engine.Game) -> set[tuple[str, str]]:
    return {
        (m.source, m.target)
        for m in game.legal_moves()
        if m.kind == "move" and m.target.startswith("foundation")
    }


# The deal ------------------------------------------------------------------------------
def test_the_first_king_begins_the_line_and_the_rest_is_dealt_by_the_player():
    for number in (1, 9, 777):
        game = engine.new_game("salic-law", number)
        first_king = next(c for c in shuffled_pack(number, cards.new_pack(2)) if c[0] == "K")
        assert game.piles["tableau-1"] == (first_king,)
        assert len(game.piles["stock-1"]) == 103
        assert [m.kind for m in game.legal_moves()] == ["deal"]


def test_cards_heap_on_the_last_king_and_kings_in_a_row_stay_bare():
    game = position("tableau-1: KC\n" + pack("5H", "KD", "KS", "9C", "8D"))
    assert [deal(game).target for _ in range(5)] == [
        "tableau-1",
        "tableau-2",
        "tableau-3",
        "tableau-3",
        "tableau-3",
    ]
    assert game.piles["tableau-1"] == ("KC", "5H")
    assert game.piles["tableau-2"] == ("KD",)  # the king of diamonds stays bare
    assert game.piles["tableau-3"] == ("KS", "9C", "8D")


def test_aces_and_queens_are_laid_in_their_lines_by_the_rules_as_they_are_dealt():
    game = position("tableau-1: KC 7D\n" + pack("AH", "QS", "AS", "QD", "4C"))
    for _ in range(5):
        deal(game)
    assert game.piles["foundation-1"] == ("AH",)
    assert game.piles["foundation-2"] == ("AS",)
    assert game.piles["discard-1"] == ("QS",)
    assert game.piles["discard-2"] == ("QD",)
    assert game.piles["tableau-1"] == ("KC", "7D", "4C")
    assert all(m.kind == "deal" for m in game.moves)  # the player never placed them


# Plays during the deal -----------------------------------------------------------------
def test_during_the_deal_any_packets_surface_card_may_go_up_before_the_next_card():
    game = position(
        "foundation-1: AD\ntableau-1: KC 9S 2C\ntableau-2: KH 5D\ntableau-3: KS 3H\n"
        + pack("2H", "7C")
    )
    # The two of clubs was not the card just dealt; the play is the player's choice.
    assert ups(game) == {("tableau-1", "foundation-1")}
    assert ("deal", "stock-1", "tableau-3") in moves_of(game)
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["tableau-1"] == ("KC", "9S")
    deal(game)  # the two of hearts lands on the last king's packet ...
    assert ups(game) == set()  # ... and waits: the foundation takes a three next
    game.play(Move("deal", "stock-1", "tableau-3"))
    assert game.piles["tableau-3"] == ("KS", "3H", "2H", "7C")


def test_the_foundations_climb_regardless_of_suit_from_ace_to_knave():
    game = position(
        "foundation-1: AD 2S 3C 4H 5H 6D 7S 8C 9C TD\n"
        "tableau-1: KC JH\ntableau-2: KS 4D\n" + pack("QH")
    )
    assert ups(game) == {("tableau-1", "foundation-1")}
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert len(game.piles["foundation-1"]) == 11
    words = refusal(game, Move("move", "tableau-2", "foundation-1"))
    assert "complete" in words


def test_kings_never_leave_the_line():
    game = position("foundation-1: AD\ntableau-1: KC\ntableau-2: KS 4D\n")
    assert "king never moves" in refusal(game, Move("move", "tableau-1", "tableau-3"))


# Bare kings ------------------------------------------------------------------------------
def test_a_bare_king_takes_a_card_only_once_the_deal_is_over():
    text = "foundation-1: AD\ntableau-1: KC 7H\ntableau-2: KS\n"
    game = position(text + pack("9C"))
    assert "only once the deal is over" in refusal(game, Move("move", "tableau-1", "tableau-2"))
    game = position(text)
    assert ("move", "tableau-1", "tableau-2") in moves_of(game)


def test_a_bare_king_takes_one_card_from_any_packet_and_nothing_goes_on_that_card():
    game = position(
        "foundation-1: AD 2C\ntableau-1: KC 7H 9S\ntableau-2: KS\ntableau-3: KD 5C\ntableau-4: KH\n"
    )
    shuffles = {(s, t) for kind, s, t in moves_of(game) if t.startswith("tableau")}
    assert shuffles == {
        ("tableau-1", "tableau-2"),
        ("tableau-1", "tableau-4"),
        ("tableau-3", "tableau-2"),
        ("tableau-3", "tableau-4"),
    }
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert game.piles["tableau-2"] == ("KS", "9S")
    assert "bare king" in refusal(game, Move("move", "tableau-3", "tableau-2"))
    # The card alone on a king may move on to another bare king.
    assert ("move", "tableau-2", "tableau-4") in moves_of(game)


def test_a_king_whose_card_has_gone_up_is_bare_again():
    game = position("foundation-1: AD 2C\ntableau-1: KC 7H 3S\ntableau-2: KS\ntableau-3: KD 8C\n")
    game.play(Move("move", "tableau-1", "tableau-2"))
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.piles["tableau-2"] == ("KS",)
    assert ("move", "tableau-3", "tableau-2") in moves_of(game)


# The end ---------------------------------------------------------------------------------
def test_the_game_is_lost_when_cards_can_only_shuttle_between_bare_kings():
    game = position(
        "foundation-1: AD 2C\ntableau-1: KC 7H 9S\ntableau-2: KS\ntableau-3: KD 5C 8H\n"
    )
    assert game.legal_moves()  # moves are left: the cards can go to and fro for ever
    assert game.status == "lost"


def test_a_play_reached_through_bare_kings_keeps_the_game_going():
    # The three of spades lies under the nine: laying the nine on the bare king frees it.
    game = position(
        "foundation-1: AD 2C\ntableau-1: KC 3S 9S\ntableau-2: KS\ntableau-3: KD 5C 8H\n"
    )
    assert not ups(game)
    assert game.status == "playing"


def test_there_is_no_redeal_and_the_game_is_won_with_every_card_up_to_the_knaves():
    line = "AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC"
    game = position(
        "".join(f"foundation-{n}: {line}\n" for n in range(1, 8))
        + "foundation-8: AD 2C 3C 4C 5C 6C 7C 8C 9C TC\n"
        + "".join(f"tableau-{n}: KS\n" for n in range(1, 8))
        + "tableau-8: KS JH\n"
        + "".join(f"discard-{n}: QS\n" for n in range(1, 9))
    )
    assert {m.kind for m in game.legal_moves()} == {"move"}
    game.play(Move("move", "tableau-8", "foundation-8"))
    assert game.status == "won"


# The solver ----------------------------------------------------------------------------
def test_the_solver_wins_a_deal_whose_win_keeps_a_card_back_from_a_foundation():
    # Deal 4 is won only by keeping a four of the deal back for another foundation,
    # so a play up is not always safe.
    game = engine.new_game("salic-law", 4)
    verdict = engine.solve(game, max_states=50_000)
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"


def test_during_the_deal_the_solver_leaves_for_later_the_plays_that_can_wait():
    from engine.solver.games import knowledge_for

    text = (
        "foundation-1: AD\nfoundation-2: AC\nfoundation-3: AS 2S 3H\n"
        "foundation-4: AH 2H 3C 4C 5C 6S\n"
        "tableau-1: KC 9S 2C\ntableau-2: KH 8D 7H\ntableau-3: KS 9H 4D\n"
    )
    # The next card is a seven, on the last king's packet over its four: only plays
    # that may help the four up before it is covered are tried (the two of clubs, and
    # the four itself); the seven of hearts, over an eight, can wait.
    game = position(text + pack("7C", "5C"))
    assert ("tableau-2", "foundation-4") in {(m.source, m.target) for m in game.legal_moves()}
    tried = {(m.source, m.target) for m in knowledge_for(game.rules).search_moves(game.table)}
    assert ("tableau-2", "foundation-4") not in tried
    assert ("tableau-3", "foundation-3") in tried
    assert any(source == "tableau-1" for source, _ in tried)
    # An ace next covers nothing: only the deal is tried.
    game = position(text + pack("AH", "5C"))
    tried_kinds = [m.kind for m in knowledge_for(game.rules).search_moves(game.table)]
    assert tried_kinds == ["deal"]


# The solver's positions (tests/helpers/solver_checks.py) --------------------------------
GAME = "salic-law"
FULL = "AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC"
NEAR_WON = (
    "".join(f"foundation-{n}: {FULL}\n" for n in range(1, 8))
    + "foundation-8: AD 2C 3C 4C 5C 6C 7C 8C 9C\n"
    + "tableau-1: KS JH TD\n"
    + "".join(f"tableau-{n}: KS\n" for n in range(2, 9))
)
DEAD = "foundation-1: AD 2C\ntableau-1: KC 7H 9S\ntableau-2: KS\ntableau-3: KD 5C 8H\n"
# The nine lies under a ten and a knave: each waits on a bare king while it goes up.
MORE_SMALL = [
    (
        GAME,
        "".join(f"foundation-{n}: {FULL}\n" for n in range(1, 8))
        + "foundation-8: AD 2C 3C 4C 5C 6C 7C 8C\n"
        + "tableau-1: KS 9D JD TD\n"
        + "".join(f"tableau-{n}: KS\n" for n in range(2, 9)),
        "won",
    )
]
WON_DEALS = [(GAME, 190), (GAME, 108)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on the Salic Law's positions."""
