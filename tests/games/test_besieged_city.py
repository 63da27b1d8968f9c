"""The Besieged City, rule by rule, on positions written as diagrams (engine/notation.py), and
the solver on its own positions.

The city's places (reserve-1 to reserve-12) run row by row from the top left; the
Ramparts (tableau-1 to tableau-14) run clockwise from the top left: 1-3 above the columns,
4-7 right of the rows, 8-10 below the columns (right to left), 11-14 left of the rows
(bottom to top).  The pack (stock-1) is written bottom card first."""

import engine
from engine import Move, cards
from engine.games.besieged_city import ORDER
from tests.helpers.positions import moves_of, refusal
from tests.helpers.solver_checks import SolverChecks, WonDeals

GAME = "besieged-city"
COMPLETE = [[cards.code(rank, suit) for rank in ORDER] for suit in "CDHS"]


def city(text: str) -> engine.Game:
    return engine.game_from_text(GAME, text)


def clubs_up_to(count: int) -> str:
    return "foundation-1: " + " ".join(COMPLETE[0][:count]) + "\n"


def full_city(**places: str) -> str:
    """All twelve places of the city filled (as they are while the pack lasts): the cards
    named (reserve_4="KH"), the others with twos of hearts, which no rampart here takes."""
    return (
        "\n".join(f"reserve-{n}: {places.pop(f'reserve_{n}', '2H')}" for n in range(1, 13)) + "\n"
    )


# Every Rampart holds a card no other takes (a different suit and far in rank from its
# neighbours'), so no vacancy waits to be filled and nothing moves between them.
WALL = "\n".join(
    f"tableau-{n}: {card}"
    for n, card in enumerate("9D 9D 9H 9H 5D 5D 5H 5H 4S 4S JD JD JH JH".split(), 1)
)


def test_the_city_deals_twelve_places_and_fourteen_ramparts_and_keeps_78_in_the_pack():
    piles = engine.new_game(GAME, 1).piles
    assert all(len(piles[f"reserve-{n}"]) == 1 for n in range(1, 13))
    assert all(len(piles[f"tableau-{n}"]) == 1 for n in range(1, 15))
    assert len(piles["stock-1"]) == 78 and not piles["talon-1"]


def test_a_foundation_climbs_ace_king_two_queen_and_turns_at_the_two_sevens():
    assert ORDER[:4] == (1, 13, 2, 12) and ORDER[12:14] == (7, 7) and ORDER[-2:] == (13, 1)
    game = city(clubs_up_to(13) + "tableau-1: 7C\ntableau-2: 8C\n" + WALL.split("\n", 2)[2])
    assert ("move", "tableau-1", "foundation-1") in moves_of(game)
    assert ("move", "tableau-2", "foundation-1") not in moves_of(game)
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["foundation-1"][-2:] == ("7C", "7C")


def test_the_second_ace_of_a_suit_starts_no_foundation_of_its_own():
    game = city("foundation-1: AC\ntableau-1: AC\ntableau-2: AH\n" + WALL.split("\n", 2)[2])
    assert ("move", "tableau-2", "foundation-2") in moves_of(game)
    assert not any(
        m.source == "tableau-1" and m.target.startswith("foundation") for m in game.legal_moves()
    )


def test_a_card_goes_on_a_rampart_of_its_suit_next_to_it_in_rank_or_in_the_playing_order():
    rest = WALL.split("\n", 4)[4]
    for card, fits in (("8C", True), ("6C", True), ("7C", True), ("5C", False), ("7D", False)):
        game = city(f"tableau-1: 7C\ntableau-2: {card}\ntableau-3: 9S\ntableau-4: 9S\n{rest}")
        assert (("move", "tableau-2", "tableau-1") in moves_of(game)) is fits, card
    game = city(f"tableau-1: 2C\ntableau-2: QC\ntableau-3: KC\ntableau-4: 9S\n{rest}")
    assert {("move", "tableau-2", "tableau-1"), ("move", "tableau-3", "tableau-1")} <= moves_of(
        game
    )
    game = city(f"tableau-1: 2C\ntableau-2: 5D\ntableau-3: 9S\ntableau-4: 9S\n{rest}\nstock-1: 2S")
    assert "own suit" in refusal(game, Move("move", "tableau-2", "tableau-1"))


def test_a_city_card_reaches_only_the_four_ramparts_at_the_ends_of_its_row_and_column():
    # The top left card's row ends at 14 and 4, its column at 1 and 10 (the book's A B C D).
    text = "\n".join(f"tableau-{n}: 8C" for n in range(1, 15)) + "\nreserve-1: 9C\nstock-1: 2S"
    game = city(text)
    reached = {m.target for m in game.legal_moves() if m.source == "reserve-1"}
    assert reached == {"tableau-1", "tableau-4", "tableau-10", "tableau-14"}
    assert "ends of its row" in refusal(game, Move("move", "reserve-1", "tableau-2"))


def test_a_city_place_left_empty_is_filled_from_the_talon_first_then_from_the_pack():
    text = "\n".join(f"tableau-{n}: 8C" for n in range(1, 15))
    city_cards = full_city(reserve_1="9C", reserve_2="9C")
    game = city(text + "\n" + city_cards + "talon-1: 3S\nstock-1: 2S")
    game.play(Move("move", "reserve-1", "tableau-1"))
    assert game.piles["reserve-1"] == ("3S",) and not game.piles["talon-1"]
    game.play(Move("move", "reserve-2", "tableau-2"))
    assert game.piles["reserve-2"] == ("2S",) and not game.piles["stock-1"]


def test_an_empty_rampart_must_be_filled_at_once_with_a_card_of_its_line():
    # The seven of clubs goes up; the rampart at the top of column 1 must take one of
    # that column's cards, whatever it is, before anything else is done.
    walls = "\n".join(f"tableau-{n}: 9D" for n in range(2, 15))
    game = city(
        f"{clubs_up_to(12)}tableau-1: 7C\n{walls}\n"
        + full_city(reserve_1="2S", reserve_4="KH", reserve_7="5S", reserve_10="6S")
        + "talon-1: 4H\nstock-1: 3H"
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert moves_of(game) == {("move", f"reserve-{n}", "tableau-1") for n in (1, 4, 7, 10)}
    assert "must be filled first" in refusal(game, Move("deal", "stock-1"))
    game.play(Move("move", "reserve-4", "tableau-1"))
    assert game.piles["tableau-1"] == ("KH",) and game.piles["reserve-4"] == ("4H",)


def test_a_line_of_one_card_fills_its_rampart_by_itself():
    walls = "\n".join(f"tableau-{n}: 9D" for n in range(2, 15))
    game = city(f"{clubs_up_to(12)}tableau-1: 7C\n{walls}\nreserve-7: 2S")
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["tableau-1"] == ("2S",) and not game.piles["reserve-7"]


def test_the_card_turned_from_the_pack_goes_up_if_it_fits_and_else_onto_the_talon():
    game = city(clubs_up_to(2) + WALL + "\nstock-1: 5S 2C")
    game.play(Move("deal", "stock-1"))
    assert game.piles["foundation-1"][-1] == "2C"
    game.play(Move("deal", "stock-1"))
    assert game.piles["talon-1"] == ("5S",)
    assert "only fill" in refusal(game, Move("move", "talon-1", "tableau-1"))


def test_the_city_is_transposed_only_once_the_pack_and_the_talon_are_used_up():
    before = city(WALL + "\nreserve-1: 2S\nreserve-5: 3S\nreserve-2: 4S\ntalon-1: 6S")
    assert "transposed only" in refusal(before, Move("move", "reserve-1", "reserve-5"))
    game = city(WALL + "\nreserve-1: 2S\nreserve-5: 3S\nreserve-2: 4S")
    game.play(Move("move", "reserve-1", "reserve-5"))
    assert game.piles["reserve-1"] == ("3S",) and game.piles["reserve-5"] == ("2S",)
    game.play(Move("move", "reserve-2", "reserve-3"))
    assert game.piles["reserve-3"] == ("4S",) and not game.piles["reserve-2"]


# The solver's positions ----------------------------------------------------------------

# The pack is used up; the king and then the last ace of clubs go up from the ramparts.
NEAR_WON = (
    clubs_up_to(24)
    + "\n".join(f"foundation-{n}: {' '.join(COMPLETE[n - 1])}" for n in (2, 3, 4))
    + "\ntableau-1: KC\ntableau-2: AC"
)

# The ace of clubs lies on the king its foundation needs first, and no rampart can take
# it; the four of spades passes from one five to the other meanwhile.
DEAD = (
    clubs_up_to(24)
    + "\n".join(f"foundation-{n}: {' '.join(COMPLETE[n - 1])}" for n in (2, 3))
    + "\ntableau-1: KC AC\ntableau-2: 5S\ntableau-3: 4S"
)

MORE_SMALL = [
    # A transposition brings the king into the line of the empty rampart, which fills with
    # it; the king then goes up and the ace after it...
    (
        GAME,
        clubs_up_to(24)
        + "\n".join(f"foundation-{n}: {' '.join(COMPLETE[n - 1])}" for n in (2, 3, 4))
        + "\ntableau-1: AC\nreserve-2: KC",
        "won",
    ),
]


# A deal the win-rate table found won (bench/results/besieged-city.tsv).
WON_DEALS = [("besieged-city", 148)]


class TestSolver(SolverChecks, WonDeals):
    """The solver on The Besieged City's positions."""


def test_once_the_city_may_be_transposed_its_cards_count_wherever_they_lie():
    rules = engine.rules_for(GAME)
    end = city(WALL + "\nreserve-1: 2S\nreserve-5: 3S").table
    swapped = end.put({"reserve-1": ("3S",), "reserve-5": ("2S",)})
    assert rules.position_key(swapped) == rules.position_key(end)
    moved = end.put({"reserve-1": (), "reserve-2": ("2S",)})  # another place left empty
    assert rules.position_key(moved) != rules.position_key(end)
    before = city(WALL + "\nreserve-1: 2S\nreserve-5: 3S\nstock-1: 9C").table
    swapped = before.put({"reserve-1": ("3S",), "reserve-5": ("2S",)})
    assert rules.position_key(swapped) != rules.position_key(before)
