"""Sly, rule by rule, on positions written as diagrams (``engine.game_from_text``): the
ace row is foundation-1 to 4, the king row foundation-5 to 8, the promenade tableau-1 to
20, the hand talon-1; the pack (stock-1) is written bottom card first, so its last card
is turned next.  ``@deal_no`` counts the deals of twenty, ``@dealing`` says one goes on,
``@placed`` how many of its cards are on the promenade."""

import engine
from engine import Move
from tests.helpers.positions import moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

PROMENADE = [f"tableau-{n}" for n in range(1, 21)]


def promenade(**packets: str) -> str:
    """Every packet holding a card no foundation below wants, but those named
    (``tableau_3="9S 2C"``); a packet named with "-" is empty."""
    lines = []
    for n, pile in enumerate(PROMENADE):
        cards = packets.get(pile.replace("-", "_"), "9S" if n % 2 else "8H")
        lines.append(f"{pile}: {cards}")
    return "\n".join(lines)


FULL = promenade()
STARTED = "foundation-1: AC\nfoundation-2: AD\nfoundation-5: KH\nfoundation-6: KS"


def sly(text: str, *, deal_no: int = 2, dealing: bool = False, placed: int = 0) -> engine.Game:
    flag = "true" if dealing else "false"
    return engine.game_from_text(
        "sly", f"{text}\n@deal_no {deal_no}\n@dealing {flag}\n@placed {placed}"
    )


def deal(game: engine.Game) -> None:
    game.play(Move("deal", "stock-1", "talon-1"))


def test_sly_starts_with_the_first_deal_and_nothing_on_the_table():
    for number in (1, 2, 77):
        game = engine.new_game("sly", number)
        assert moves_of(game) == {("deal", "stock-1", "talon-1")}
        assert game.rules.counters(game.table) == ["Deal 1: 0 of 20 placed"]
        assert len(game.piles["stock-1"]) == 104


def test_the_first_deal_lays_cards_no_foundation_takes_in_the_places_in_turn():
    game = sly("stock-1: 9D 7C 5H", deal_no=1, dealing=True)
    deal(game)
    deal(game)
    assert game.piles["tableau-1"] == ("5H",) and game.piles["tableau-2"] == ("7C",)
    assert game.table.var("placed") == 2


def test_the_first_ace_and_king_of_a_suit_go_to_their_rows_at_once_the_second_is_ordinary():
    game = sly("foundation-1: AC\nstock-1: 9D AC KD AH", deal_no=1, dealing=True)
    deal(game)
    assert game.piles["foundation-2"] == ("AH",) and not game.piles["talon-1"]
    deal(game)
    assert game.piles["foundation-5"] == ("KD",)
    deal(game)
    # The second ace of clubs is an ordinary card: it takes the next place.
    assert game.piles["tableau-1"] == ("AC",)
    assert game.table.var("placed") == 1


def test_a_suitable_card_may_be_played_as_it_turns_up_or_take_the_next_place():
    game = sly(STARTED + "\ntableau-1: 9S\nstock-1: 9D 2C", deal_no=1, dealing=True, placed=1)
    deal(game)
    assert moves_of(game) == {
        ("move", "talon-1", "foundation-1"),
        ("place", "talon-1", "tableau-2"),
    }
    assert refusal(game, Move("place", "talon-1", "tableau-5")) == (
        "In the first deal each card goes into the next place in turn."
    )
    game.play(Move("move", "talon-1", "foundation-1"))
    # The played card took no place and does not count: the next card goes there.
    deal(game)
    assert game.piles["tableau-2"] == ("9D",) and game.table.var("placed") == 2


def test_no_promenade_card_may_be_played_until_the_deal_of_twenty_is_complete():
    text = STARTED + "\n" + promenade(tableau_1="2C", tableau_20="-") + "\nstock-1: 9D 9H"
    game = sly(text, deal_no=1, dealing=True, placed=19)
    assert moves_of(game) == {("deal", "stock-1", "talon-1")}
    assert refusal(game, Move("move", "tableau-1", "foundation-1")) == (
        "No card on the promenade may be played until the deal of twenty is complete."
    )
    deal(game)  # the twentieth card
    assert game.table.var("dealing") is False
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert game.rules.counters(game.table) == [
        "Deal 1 done: play from the packets, then deal twenty more"
    ]


def test_a_later_deal_places_each_card_on_any_packet_the_player_picks():
    game = sly(STARTED + "\n" + FULL + "\nstock-1: 9D 7C 5H")
    deal(game)  # the next deal of twenty begins
    assert game.table.var("deal_no") == 3 and game.table.var("dealing") is True
    assert moves_of(game) == {("place", "talon-1", p) for p in PROMENADE}
    game.play(Move("place", "talon-1", "tableau-7"))
    deal(game)
    game.play(Move("place", "talon-1", "tableau-7"))
    assert game.piles["tableau-7"][-2:] == ("5H", "7C")
    assert game.table.var("placed") == 2
    assert game.rules.counters(game.table) == ["Deal 3: 2 of 20 placed"]


def test_a_card_played_as_it_turns_up_in_a_later_deal_does_not_count():
    game = sly(STARTED + "\n" + FULL + "\nstock-1: 9D 2C", dealing=True, placed=5)
    deal(game)
    assert ("move", "talon-1", "foundation-1") in moves_of(game)
    game.play(Move("move", "talon-1", "foundation-1"))
    assert game.table.var("placed") == 5


def test_the_deal_of_twenty_ends_at_its_twentieth_card_or_with_the_pack():
    game = sly(STARTED + "\n" + FULL + "\nstock-1: 2C", dealing=True, placed=3)
    deal(game)
    game.play(Move("place", "talon-1", "tableau-4"))
    assert game.table.var("dealing") is False
    assert game.rules.counters(game.table) == ["The pack is used up"]


def test_between_deals_an_emptied_packet_is_filled_from_the_pack_at_once():
    text = STARTED + "\n" + promenade(tableau_3="9S 2C", tableau_5="2D")
    game = sly(text + "\nstock-1: 4H AS")
    game.play(Move("move", "tableau-5", "foundation-2"))
    # The ace of spades comes first and starts its foundation; the four takes the place.
    assert game.piles["foundation-3"] == ("AS",)
    assert game.piles["tableau-5"] == ("4H",)
    assert not game.piles["stock-1"]


def test_cards_never_move_from_packet_to_packet():
    game = sly(STARTED + "\n" + FULL + "\nstock-1: 5C")
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == (
        "Cards are never moved from one packet to another."
    )


def test_a_card_both_foundations_of_its_suit_take_goes_where_the_player_chooses():
    text = "foundation-1: AS 2S 3S 4S 5S 6S\nfoundation-5: KS QS JS TS 9S 8S"
    game = sly(text + "\n" + promenade(tableau_1="7S") + "\nstock-1: 5C")
    assert {("move", "tableau-1", "foundation-1"), ("move", "tableau-1", "foundation-5")} <= (
        moves_of(game)
    )


def test_sly_is_lost_when_the_pack_is_used_up_and_no_card_can_be_played():
    game = sly(STARTED + "\n" + FULL)
    assert moves_of(game) == set()
    assert game.status == "lost"


def test_sly_is_won_with_all_104_cards_on_the_foundations():
    up = "A 2 3 4 5 6 7 8 9 T J Q K".split()
    rows = [f"foundation-{n}: " + " ".join(r + s for r in up) for n, s in enumerate("CDHS", 1)]
    rows += [
        f"foundation-{n}: " + " ".join(r + s for r in reversed(up)) for n, s in enumerate("CDHS", 5)
    ]
    text = "\n".join(rows).replace(" AS\n", "\n").removesuffix(" AS")
    game = sly(text + "\ntableau-1: AS")
    assert game.status == "playing"
    game.play(Move("move", "tableau-1", "foundation-8"))
    assert game.status == "won"


def test_a_promenade_card_taken_up_during_a_deal_says_why_it_waits():
    game = sly(STARTED + "\n" + promenade(tableau_1="9S 2C") + "\nstock-1: 9D", dealing=True)
    assert game.rules.refuse_lift(game.table, "tableau-1", 1) == (
        "No card on the promenade may be played until the deal of twenty is complete."
    )


def test_a_card_of_a_later_deal_may_go_on_an_empty_place_like_any_packet():
    # The pack ran out during a refill between deals, leaving a place empty.
    game = sly(STARTED + "\n" + promenade(tableau_9="-") + "\nstock-1: 5C", dealing=True)
    deal(game)
    assert ("place", "talon-1", "tableau-9") in moves_of(game)
    game.play(Move("place", "talon-1", "tableau-9"))
    assert game.piles["tableau-9"] == ("5C",)


# The solver's own positions -----------------------------------------------------------
GAME = "sly"
_UP = "A 2 3 4 5 6 7 8 9 T J Q K".split()
_ALL_UP = [f"foundation-{n}: " + " ".join(r + s for r in _UP) for n, s in enumerate("CDHS", 1)]
_ALL_DOWN = [
    f"foundation-{n}: " + " ".join(r + s for r in reversed(_UP)) for n, s in enumerate("CDHS", 5)
]
_BETWEEN = "\n@deal_no 2\n@dealing false\n@placed 20"
# Between deals, the king of spades' row short of its two and ace, which lie on two
# packets: the two first, then the ace.
NEAR_WON = (
    "\n".join(_ALL_UP + _ALL_DOWN).replace(" 2S AS", "")
    + "\ntableau-1: AS\ntableau-2: 2S"
    + _BETWEEN
)
# The ace of spades lies on the two: the last deal, of one card, cannot help.
DEAD = (
    "\n".join(_ALL_UP + _ALL_DOWN).replace(" 3S 2S AS", "")
    + "\ntableau-1: 2S AS\nstock-1: 3S"
    + _BETWEEN
)
MORE_SMALL = [
    # The last deal's three goes on the two, and then all three come off.
    (
        "sly",
        "\n".join(_ALL_UP + _ALL_DOWN).replace(" 3S 2S AS", "")
        + "\ntableau-1: AS 2S\nstock-1: 3S"
        + _BETWEEN,
        "won",
    ),
]

# The solver on real deals it wins quickly (bench/results/sly.tsv).
WON_DEALS = [("sly", 19)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on Sly's real deals."""
