"""Napoleon at St. Helena, rule by rule, on positions written as diagrams (engine/notation.py),
and the solver on its own positions and on real deals.

tableau-1..10 are the columns, written from the top row (the first card dealt) down to the
lowest, available card; foundation-1..8 lie below them."""

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import (
    HOPPING,
    TWO_UNDER_FOUR,
    UP,
    done,
    moves_of,
    on_blockers,
    refusal,
    run,
)
from tests.helpers.solver_checks import SolverChecks, WonDeals

HELENA = "napoleon-st-helena"
TALON_LANES = "napoleon-st-helena-talon-lanes"


def helena(text: str, variant: str | None = None) -> engine.Game:
    return engine.game_from_text(HELENA, text, variant)


def full_foundations(but: str = "") -> str:
    """Eight complete foundations written out, less the cards named in ``but``."""
    missing = but.split()
    lines = []
    for n, suit in enumerate("CDHSCDHS", 1):
        run = [cards.code(rank, suit) for rank in range(1, 14)]
        while run and run[-1] in missing:
            missing.remove(run.pop())
        lines.append(f"foundation-{n}: {' '.join(run)}")
    return "\n".join(lines)


# Napoleon at St. Helena -----------------------------------------------------------------


def test_the_deal_lays_four_rows_of_ten_and_keeps_the_rest_in_the_pack():
    game = engine.new_game(HELENA, 7)
    pack = shuffled_pack(7, cards.new_pack(2))
    for n in range(10):
        # Row one at the top of each column: the column's first card.
        assert game.piles[f"tableau-{n + 1}"] == tuple(pack[n:40:10])
    # The pack's next card to turn is the first card not dealt.
    assert game.piles["stock-1"][-1] == pack[40]
    assert len(game.piles["stock-1"]) == 64
    assert game.piles["talon-1"] == ()


def test_only_the_lowest_card_of_a_column_is_available():
    game = helena("tableau-1: AH 5C\ntableau-2: 6C\nstock-1: 9D")
    assert ("move", "tableau-1", "foundation-1") not in moves_of(game)
    game.play(Move("move", "tableau-1", "tableau-2"))  # 5♣ on 6♣ releases the ace
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)


def test_aces_start_the_foundations_which_build_up_in_suit():
    game = helena("tableau-1: 2H\ntableau-2: AH\ntableau-3: 2S\nstock-1: 9D")
    assert ("move", "tableau-1", "foundation-1") not in moves_of(game)
    game.play(Move("move", "tableau-2", "foundation-1"))
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["foundation-1"] == ("AH", "2H")
    assert refusal(game, Move("move", "tableau-3", "foundation-1")) == (
        "The two of spades cannot go on that foundation: it takes the three of hearts next."
    )


def test_no_play_is_made_for_the_player():
    game = helena("tableau-1: AH\ntableau-2: 9C\nstock-1: 9D")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["tableau-1"] == ("AH",)


def test_marriages_descend_in_suit_one_card_at_a_time():
    game = helena("tableau-1: 8H\ntableau-2: 7H\ntableau-3: 9H\ntableau-4: 7D\nstock-1: 9D")
    legal = moves_of(game)
    assert ("move", "tableau-2", "tableau-1") in legal  # 7♥ on 8♥
    assert ("move", "tableau-1", "tableau-3") in legal  # 8♥ on 9♥
    assert ("move", "tableau-1", "tableau-2") not in legal  # never upwards
    assert ("move", "tableau-4", "tableau-1") not in legal  # never another suit
    assert refusal(game, Move("move", "tableau-4", "tableau-1")) == (
        engine.GAMES[HELENA].build_rule
    )
    game.play(Move("move", "tableau-2", "tableau-1"))
    assert refusal(game, Move("move", "tableau-1", "tableau-3", 2)) == (
        "Cards are moved one at a time."
    )


def test_an_empty_column_takes_any_available_card_when_the_player_chooses():
    game = helena("tableau-1: 5C 9S\ntableau-3: QH\ntalon-1: 4D\nstock-1: 9D")
    legal = moves_of(game)
    assert ("move", "tableau-1", "tableau-2") in legal  # from another column
    assert ("move", "talon-1", "tableau-2") in legal  # from the talon
    # Nothing forces the lane to be filled: the pack may be turned instead.
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["tableau-2"] == ()
    # The card put in a lane is a column's card like any other: built on and moved on.
    game.play(Move("move", "tableau-3", "tableau-2"))
    assert ("move", "tableau-2", "tableau-4") in moves_of(game)


def test_in_the_variant_a_lane_takes_only_the_talons_card():
    game = helena("tableau-1: 5C 9S\ntableau-3: TS\ntalon-1: 4D\nstock-1: 9D", TALON_LANES)
    legal = moves_of(game)
    assert ("move", "tableau-1", "tableau-2") not in legal
    assert ("move", "talon-1", "tableau-2") in legal
    assert ("move", "tableau-1", "tableau-3") in legal  # marriages as before
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "In this reading an empty column takes only the talon's top card."
    )
    # The card just turned is the talon's top card: it may go into a lane at once.
    game.play(Move("deal", "stock-1", "talon-1"))
    assert ("move", "talon-1", "tableau-2") in moves_of(game)


def test_the_talons_top_card_plays_marries_and_fills_a_lane():
    text = (
        "foundation-1: AS\ntableau-1: 8H\ntableau-2: KC\ntableau-3: -\ntalon-1: 7H 2S\nstock-1: 9D"
    )
    game = helena(text)
    assert ("move", "talon-1", "foundation-1") in moves_of(game)
    assert ("move", "talon-1", "tableau-1") not in moves_of(game)  # 7♥ lies under the 2♠
    game.play(Move("move", "talon-1", "foundation-1"))
    legal = moves_of(game)
    assert ("move", "talon-1", "tableau-1") in legal  # the 7♥ marries the 8♥
    assert ("move", "talon-1", "tableau-3") in legal
    assert refusal(game, Move("move", "tableau-1", "talon-1")) == (
        "Only a card turned from the pack goes onto the talon."
    )


def test_the_pack_is_turned_one_card_at_a_time_and_never_dealt_again():
    game = helena("tableau-1: KC\ntalon-1: 4D\nstock-1: 9H 3S")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["talon-1"] == ("4D", "3S")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.piles["stock-1"] == ()
    kinds = {m.kind for m in game.legal_moves()}
    assert "deal" not in kinds and "redeal" not in kinds
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == (
        "The pack is used up: there is no re-deal."
    )


def test_the_game_is_won_when_every_card_is_on_the_foundations():
    game = helena(full_foundations(but="KH") + "\ntableau-4: KH")
    assert game.status == "playing"
    game.play(Move("move", "tableau-4", "foundation-3"))
    assert game.status == "won"


def test_a_game_that_can_only_shuffle_cards_about_is_lost():
    game = helena(HOPPING)
    game.play(Move("move", "tableau-3", "tableau-1"))
    assert ("move", "tableau-1", "tableau-2") in moves_of(game), "the seven can still hop"
    assert game.status == "lost"


def test_a_game_is_still_in_play_while_shuffling_can_free_a_wanted_card():
    # With one lane open, the seven goes onto an eight, the other eight into the
    # lane, and an ace comes free: several moves away, but within reach.
    game = helena(HOPPING.replace("tableau-9: KS", "tableau-9: -"))
    assert not any(m.target.startswith("foundation") for m in game.legal_moves())
    assert game.status == "playing"
    game.play(Move("move", "tableau-2", "tableau-9"))
    game.play(Move("move", "tableau-2", "foundation-1"))
    assert game.piles["foundation-1"] == ("AD",)


def test_a_game_with_cards_in_the_pack_is_never_lost_for_want_of_plays():
    game = helena("tableau-1: 2S KS\ntalon-1: 5H\nstock-1: 9D")
    assert game.status == "playing"


# Napoleon's Square ---------------------------------------------------------------------
# tableau-1..12 are the packets (up the left side, along the top, down the right side),
# written from the bottom card to the top, available, card.


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "napoleon-st-helena"

COMPLETE = [run(suit, UP) for suit in "CDHSCDHS"]

# The knave of hearts covers the ten: married onto the queen, it frees it.
NEAR_WON = done(COMPLETE, foundation_3="9H") + "tableau-1: TH JH\ntableau-2: KH QH\n"

# A fragment, as in Fortress (a marriage goes down only: the three onto the four).
DEAD = "foundation-3: AH\n" + on_blockers(10, *TWO_UNDER_FOUR)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The talon's queen of hearts builds on the king, then takes the knave off the ten.
    (
        GAME,
        done(COMPLETE, foundation_3="9H") + "tableau-1: TH JH\ntableau-2: KH\ntalon-1: QH\n",
        "won",
    ),
]

WON_DEALS = [("napoleon-st-helena", 2), ("napoleon-st-helena", 5)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Napoleon at St. Helena's positions."""
