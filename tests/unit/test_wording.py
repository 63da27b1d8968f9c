"""Moves in a player's words: hints and the sentences read after a move name piles as
the table shows them, and never a card lying face down."""

import random
import re

import pytest

import engine
from engine import Move, cards
from ui.table.view import table_view
from ui.table.wording import advice, counted, pile_names, sentence

# A desktop window, a phone held upright and a phone on its side (the table's room).
SIZES = {"desktop": (1268, 700), "phone": (378, 700), "phone on its side": (780, 300)}
CARD_NAMES = {cards.name(c) for c in cards.new_pack(1)}
IDS = re.compile(r"\b(tableau|foundation|stock|talon|reserve|discard)-\d|\bpile \d|\bplaces? \d")


def names_of(game: engine.Game, size: str) -> dict[str, str]:
    view = table_view(game.rules, game.piles, *SIZES[size])
    return pile_names(view, game.rules.pile_nouns)


def face_up_names(game: engine.Game) -> set[str]:
    """The cards a player sees: none of the pack in hand, none lying face down (a card of
    a pair whose other copy shows is named all the same: its name tells nothing)."""
    hidden = game.face_down_at
    return {
        cards.name(c)
        for pile, stack in game.piles.items()
        if pile != "stock-1"
        for i, c in enumerate(stack)
        if i not in hidden.get(pile, ())
    }


def named_cards(text: str) -> set[str]:
    return {name for name in CARD_NAMES if re.search(rf"\b{name}\b", text)}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_every_pile_has_a_name_of_its_own_on_the_table_drawn(game_id, size):
    game = engine.new_game(game_id, 1)
    names = names_of(game, size)
    assert set(names) == set(game.piles)
    assert len(set(names.values())) == len(names), names
    assert not any(IDS.search(name) for name in names.values())


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_hints_and_sentences_name_no_face_down_card_and_no_pile_id(game_id):
    # Along a random game of each: every legal move's advice, and the sentence read once
    # it is made, name only cards lying face up and piles as they are seen.
    chance = random.Random(game_id)
    for deal in (1, 2):
        game = engine.new_game(game_id, deal)
        for size in SIZES:
            names = names_of(game, size)
            for _ in range(60):
                moves = game.legal_moves()[:400]
                if not moves:
                    break
                visible = face_up_names(game)
                for move in moves:
                    kind = game.rules.kind_of(move)
                    text = advice(move, game.piles, names, kind)
                    assert not IDS.search(text), text
                    assert named_cards(text) <= visible, text
                    if kind.deals:
                        assert not named_cards(text), text
                        # A deal the game names itself (the Blockade's "Deal a row") reads so.
                        own = move.label[:1].lower() + move.label[1:]
                        # A talon the game calls otherwise (Sly's hand) by its own name.
                        talon = names.get(move.target or "", "the talon")
                        assert text in (
                            "deal a card to the talon",
                            f"deal a card to {talon}",
                            "deal a card from the pack",
                            own,
                        )
                move = chance.choice(moves)
                game.play(move)
                said = sentence(move, game.piles, names, game.rules.kind_of(move))
                assert not IDS.search(said), said
                assert named_cards(said) <= face_up_names(game), said


def test_a_deal_from_the_pack_says_a_card_and_where_it_goes():
    sultan = engine.new_game("sultan", 1)
    deal = next(m for m in sultan.legal_moves() if m.kind == "deal")
    names = names_of(sultan, "phone")
    assert advice(deal, sultan.piles, names) == "deal a card to the talon"
    sultan.play(deal)
    assert sentence(deal, sultan.piles, names) == (
        f"Dealt the {cards.name(sultan.piles['talon-1'][-1])} to the talon."
    )
    corners = engine.new_game("four-corners", 1)
    deal = corners.legal_moves()[0]
    # Where a card is dealt may tell what it is (a king in the Fairie Queen): unsaid.
    assert advice(deal, corners.piles, names_of(corners, "phone")) == "deal a card from the pack"


def test_piles_are_named_by_the_rows_the_table_shows():
    fifteen = engine.new_game("fifteen", 1)
    desktop, phone = names_of(fifteen, "desktop"), names_of(fifteen, "phone")
    assert desktop["tableau-3"] == "the third column from the left"
    assert desktop["tableau-14"] == "the second column from the right"
    assert phone["tableau-3"] == "the third column of the top row"
    assert phone["tableau-10"] == "the fifth column of the second row"  # three bands of five
    assert phone["tableau-11"] == "the first column of the bottom row"
    clock = names_of(engine.new_game("clock", 1), "phone")
    assert clock["foundation-3"] == "the foundation at III"
    assert clock["tableau-9"] == "the packet at IX"
    fortress = names_of(engine.new_game("fortress", 1), "desktop")
    assert fortress["tableau-7"] == "the row second from the top on the right"
    corners = names_of(engine.new_game("four-corners", 1), "desktop")
    assert corners["foundation-3"] == "the A\u2660 foundation"


def test_a_target_is_named_by_its_top_card_and_by_its_place_when_another_shows_the_same():
    square = ("KC", "AH", "KC", "KD", "KH", "KD", "KS", "KH", "KS")
    text = "\n".join(f"foundation-{n}: {card}" for n, card in enumerate(square, 1))
    game = engine.game_from_text("sultan", text + "\nreserve-1: AC\nreserve-2: 2H\nstock-1: 5S")
    names = names_of(game, "desktop")
    move = Move("move", "reserve-1", "foundation-3", card="AC")
    assert advice(move, game.piles, names) == (
        "play the ace of clubs onto the king of clubs (the third foundation of the top row)"
    )
    move = Move("move", "reserve-2", "foundation-2", card="2H")
    assert advice(move, game.piles, names) == "play the two of hearts onto the ace of hearts"


def test_an_exchange_and_a_pair_name_their_cards():
    rows = ["KC 2C 3C 4C 5C", "6C AC 2D 3D 4D", "5D 6D 2H 3H 4H", "5H 6H 2S 3S 4S"]
    codes = " ".join([*rows, "5S 6S 2C 3C 4C"]).split()
    text = "\n".join(f"tableau-{n}: {c}" for n, c in enumerate(codes, 1))
    game = engine.game_from_text("fourteenth", text + "\nstock-1: 9C 8C")
    names = names_of(game, "desktop")
    swap = next(m for m in game.legal_moves() if m.kind == "swap")
    said = advice(swap, game.piles, names, game.rules.kind_of(swap))
    assert said.startswith("exchange the ") and ", and the " in said
    game = engine.new_game("fourteenth", 3)
    pair = next(m for m in game.legal_moves() if m.kind == "pair")
    other = cards.name(game.piles[pair.target][-1])
    assert advice(pair, game.piles, names) == f"pair the {cards.name(pair.card)} with the {other}"


# Counts are said as a player says them: "1 move", never "1 moves".
@pytest.mark.parametrize(
    ("count", "said"), [(0, "0 moves"), (1, "1 move"), (2, "2 moves"), (21, "21 moves")]
)
def test_a_count_of_one_takes_the_singular(count, said):
    assert counted(count, "move") == said


def test_an_irregular_plural_is_given():
    assert counted(1, "re-deal") == "1 re-deal"
    assert counted(3, "child", "children") == "3 children"
    assert counted(1, "child", "children") == "1 child"
