"""The Flower-Garden, rule by rule, on positions written as diagrams.

The Garden's packets are tableau-1 ... tableau-6 (bottom card first, the top card last);
the Bouquet's sixteen cards lie one each in reserve-1 ... reserve-16; the foundations are
foundation-1 ... foundation-4."""

import engine
from engine import Move, cards
from engine.prng import shuffled_pack
from tests.helpers.positions import UP, done, refusal, run
from tests.helpers.solver_checks import SolverChecks, WonDeals

GARDEN = [f"tableau-{n}" for n in range(1, 7)]
BOUQUET = [f"reserve-{n}" for n in range(1, 17)]
# Kings alone on packets: nothing here goes on them, and they never move (no packet is
# empty), so a position written over them has no empty packet to use.
KINGS_ON_4_TO_6 = "tableau-4: KC\ntableau-5: KD\ntableau-6: KH\n"


def position(text: str) -> engine.Game:
    return engine.game_from_text("flower-garden", text)


def targets(game: engine.Game, source: str) -> set[str]:
    return {m.target for m in game.legal_moves() if m.source == source}


def suit_up(suit: str, to: int) -> str:
    return " ".join(cards.code(rank, suit) for rank in range(1, to + 1))


# The deal --------------------------------------------------------------------------


def test_six_packets_of_six_dealt_together_and_a_bouquet_of_sixteen():
    pack = shuffled_pack(4, cards.new_pack(1))
    piles = engine.new_game("flower-garden", 4).piles
    assert [piles[p] for p in GARDEN] == [tuple(pack[6 * n : 6 * n + 6]) for n in range(6)]
    assert [piles[p] for p in BOUQUET] == [(card,) for card in pack[36:]]
    assert not any(piles[f"foundation-{n}"] for n in range(1, 5))


# What is available, and where it may go ------------------------------------------------


def test_every_bouquet_card_and_each_packet_top_is_available_and_nothing_beneath():
    game = position("tableau-1: AC 9D\ntableau-2: TS\nreserve-7: AH\nreserve-12: 2C")
    moves = {(m.source, m.target) for m in game.legal_moves()}
    assert ("reserve-7", "foundation-1") in moves, "a Bouquet ace goes up"
    assert ("tableau-1", "tableau-2") in moves, "the nine on the ten"
    assert not any(m.card == "AC" for m in game.legal_moves()), "the ace of clubs is covered"


def test_a_card_goes_on_a_garden_card_one_higher_of_any_suit_one_card_at_a_time():
    game = position(
        KINGS_ON_4_TO_6 + "tableau-1: 6H 5C\ntableau-2: 6D\ntableau-3: 7S\nreserve-1: 4H"
    )
    assert targets(game, "reserve-1") == {"tableau-1"}, "the four of hearts on the five of clubs"
    assert targets(game, "tableau-1") == {"tableau-2"}, "the five of clubs on the six of diamonds"
    game.play(Move("move", "tableau-2", "tableau-3"))  # a red six on a black seven
    assert game.piles["tableau-3"] == ("7S", "6D")
    assert refusal(game, Move("move", "tableau-1", "tableau-3", 2)) == (
        "Cards are moved one at a time."
    )
    assert refusal(game, Move("move", "reserve-1", "tableau-3")) == (
        "A card goes on a Garden card one rank higher, of any suit; "
        "an empty packet takes any available card."
    )


def test_foundations_start_with_aces_and_follow_suit_upwards():
    game = position(
        "foundation-1: AC 2C\ntableau-1: 3D\ntableau-2: 3C\ntableau-3: 4S\nreserve-1: AS\n"
        + KINGS_ON_4_TO_6
    )
    assert targets(game, "tableau-2") == {"foundation-1", "tableau-3"}
    assert targets(game, "reserve-1") == {"foundation-2"}, "an ace to the first free place"
    assert refusal(game, Move("move", "tableau-1", "foundation-1")) == (
        "The three of diamonds cannot go on that foundation: it takes the three of clubs next."
    )


def test_the_bouquet_only_gives():
    game = position("tableau-1: 5C\nreserve-1: 6H\nreserve-2: 4D")
    assert "reserve-1" not in targets(game, "tableau-1")
    assert refusal(game, Move("move", "tableau-1", "reserve-2")) == (
        "The Bouquet only gives: a card taken from it never goes back."
    )


def test_an_empty_packet_takes_any_available_card_and_frees_a_king():
    game = position(
        "tableau-1: 2D KS\ntableau-2: -\nreserve-3: 9C\nfoundation-1: AD\ntableau-3: QH"
    )
    assert "tableau-2" in targets(game, "tableau-1"), "the king to the empty packet"
    assert "tableau-2" in targets(game, "reserve-3"), "a Bouquet card to it"
    assert "tableau-2" in targets(game, "tableau-3")
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert "foundation-1" in targets(game, "tableau-1"), "the two of diamonds is free"


def test_nothing_is_compulsory():
    # An ace on top of a packet may stay there: other moves are offered beside its play.
    game = position(KINGS_ON_4_TO_6 + "tableau-1: AC\ntableau-2: 3H\ntableau-3: KS\nreserve-1: 2S")
    assert {(m.source, m.target) for m in game.legal_moves()} == {
        ("tableau-1", "foundation-1"),
        ("reserve-1", "tableau-2"),
    }


# The end ---------------------------------------------------------------------------


def test_the_last_card_up_wins():
    done = "".join(f"foundation-{n}: {suit_up(suit, 13)}\n" for n, suit in enumerate("CDH", 1))
    game = position(done + f"foundation-4: {suit_up('S', 12)}\nreserve-9: KS")
    assert game.status == "playing"
    game.play(Move("move", "reserve-9", "foundation-4"))
    assert game.status == "won"


def test_a_game_that_can_only_shuttle_cards_between_packets_is_lost():
    # The two of clubs lies under the five of hearts, which has no six to go on and no
    # empty packet; the four of spades can go to and fro between the two fives for ever.
    game = position(
        "foundation-1: AC\ntableau-1: 2C 5H\ntableau-2: 5D\ntableau-3: KS 4S\n" + KINGS_ON_4_TO_6
    )
    assert game.legal_moves(), "the four can still be moved about"
    assert game.status == "lost"


def test_a_game_with_a_foundation_play_still_to_reach_is_playing():
    aces = "foundation-1: AC\n"
    game = position(aces + "tableau-1: 2C 4D\ntableau-2: -\nreserve-1: 3S")
    assert not any(m.target.startswith("foundation") for m in game.legal_moves())
    assert game.status == "playing", "the four to the empty packet frees the two"


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "flower-garden"

COMPLETE = [run(suit, UP) for suit in "CDHS"]

# The king of clubs covers the ten the foundation wants: it goes to an empty packet,
# and the knave and queen follow the ten up from the Garden and the Bouquet.
NEAR_WON = done(COMPLETE, foundation_1="9C") + "tableau-1: TC KC\ntableau-2: JC\nreserve-5: QC"

# A fragment: the two of clubs lies under the five of hearts, which has no six to go
# on and no empty packet; the four of spades goes to and fro between the fives.
DEAD = (
    "foundation-1: AC\ntableau-1: 2C 5H\ntableau-2: 5D\ntableau-3: KS 4S\n"
    + "tableau-4: KC\ntableau-5: KD\ntableau-6: KH"
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # The king must leave the ten for an empty packet; the Bouquet's queen waits for it.
    (
        "flower-garden",
        done(COMPLETE, foundation_1="9C", foundation_4="QS")
        + "tableau-1: TC KC\ntableau-2: JC\ntableau-3: KS\nreserve-5: QC",
        "won",
    ),
]

WON_DEALS = [("flower-garden", 7)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Flower-Garden's positions."""
