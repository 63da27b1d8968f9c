"""Canfield or Klondike, rule by rule, and the mechanisms it brought: cards lying face
down (engine/mechanics/facedown.py) and whole runs moved as one (engine/mechanics/runs.py).
Positions are written as diagrams, bottom card first; ``@face_down`` counts the face-down
cards at the bottom of each column."""

import json

import pytest

import engine
from engine import Move
from engine.errors import BadSave, IllegalMove
from engine.mechanics import facedown
from engine.mechanics.builds import alternate_colours_down, either, king_in_space
from engine.mechanics.runs import is_part_of_run, reaches_face_down, whole_run_moves
from engine.solver.games import knowledge_for
from engine.solver.games.klondike import buried
from engine.table import Layout, Table
from tests.helpers.positions import UP, done, run
from tests.helpers.solver_checks import SolverChecks, WithATrap, WonDeals
from tests.helpers.solving import exhaustive_win_exists

COLUMNS = tuple(f"tableau-{n}" for n in range(1, 8))


def klondike(text: str) -> engine.Game:
    return engine.game_from_text("klondike", text)


def refusal(game: engine.Game, move: Move) -> str:
    try:
        game.play(move)
    except IllegalMove as error:
        return str(error)
    raise AssertionError(f"{move} was allowed")


def moves_of(game: engine.Game) -> set[tuple[str, str | None, str | None, int]]:
    return {(m.kind, m.source, m.target, m.count) for m in game.legal_moves()}


# The mechanisms ------------------------------------------------------------------------
LAYOUT = Layout(("tableau-1", "tableau-2", "tableau-3"))


def test_the_table_counts_face_down_cards_per_pile_and_turns_a_top_card_up():
    table = Table.build(LAYOUT, {"tableau-1": ("KS", "QH", "JS"), "tableau-2": ("2C",)})
    table = facedown.lay_face_down(table, {"tableau-1": 2, "tableau-2": 0})
    assert facedown.face_down(table) == {"tableau-1": 2}  # a pile with none is left out
    assert facedown.face_up(table, "tableau-1") == ("JS",)
    assert facedown.hidden_cards(table) == {"KS", "QH"}
    # Its top card played away, the next card is turned up by the rules, once.
    table = table.move("tableau-1", "tableau-3")
    table = facedown.turn_up_tops(table, LAYOUT.ids)
    assert facedown.face_down(table) == {"tableau-1": 1}
    assert facedown.face_up(table, "tableau-1") == ("QH",)
    assert facedown.turn_up_tops(table, LAYOUT.ids) is table  # nothing more to turn


def test_face_down_cards_are_part_of_the_position_key():
    table = Table.build(LAYOUT, {"tableau-1": ("KS", "QH")})
    hidden = facedown.lay_face_down(table, {"tableau-1": 1})
    shown = facedown.lay_face_down(table, {})
    assert hidden.key() != shown.key()


def test_only_a_whole_face_up_run_moves_and_never_a_whole_pile_into_an_empty_one():
    table = Table.build(
        LAYOUT,
        {"tableau-1": ("4D", "9S", "8H", "7C"), "tableau-2": ("TD",), "tableau-3": ()},
    )
    table = facedown.lay_face_down(table, {"tableau-1": 1})
    rule = either(alternate_colours_down, king_in_space)
    moves = whole_run_moves(table, LAYOUT.ids, LAYOUT.ids, rule)
    assert moves == [Move("move", "tableau-1", "tableau-2", 3)]
    assert moves[0].card == "9S"  # the run's head, which the player takes hold of
    assert is_part_of_run(table, "tableau-1", 2) and not is_part_of_run(table, "tableau-1", 3)
    assert reaches_face_down(table, "tableau-1", 4)
    kings = Table.build(LAYOUT, {"tableau-1": ("KH", "QS"), "tableau-2": ("5C", "KD")})
    kings = facedown.lay_face_down(kings, {"tableau-2": 1})
    # A king over a face-down card may go to the space; one heading its own column may not.
    assert whole_run_moves(kings, LAYOUT.ids, ("tableau-3",), rule) == [
        Move("move", "tableau-2", "tableau-3", 1)
    ]


def test_a_written_face_down_counter_is_checked_against_the_table():
    piles = {"tableau-1": ("KS", "QH"), "tableau-2": ()}
    assert facedown.plausible((("tableau-1", 1),), piles)
    assert not facedown.plausible((("tableau-1", 2),), piles)  # the top card lies face up
    assert not facedown.plausible((("tableau-2", 1),), piles)
    assert not facedown.plausible((("nowhere", 1),), piles)
    assert not facedown.plausible(((1, "tableau-1"),), piles)
    assert not facedown.plausible("tableau-1", piles)


def test_every_other_game_has_no_face_down_cards():
    # La Nivernaise's squared packets hide the cards under their tops the same way.
    for game_id in engine.GAMES:
        if game_id not in ("klondike", "nivernaise"):
            assert engine.new_game(game_id, 3).face_down == {}


# The deal --------------------------------------------------------------------------------
def test_the_deal_lays_seven_columns_over_face_down_cards_and_picks_out_the_aces():
    for deal in range(1, 40):
        game = engine.new_game("klondike", deal)
        piles, hidden = game.piles, game.face_down
        aces = sum(len(game.piles[f"foundation-{n}"]) for n in range(1, 5))
        # 28 cards in the layout, less the aces picked out (each turning the next card up).
        assert sum(len(piles[c]) for c in COLUMNS) + aces == 28
        assert len(piles["stock-1"]) == 24 and not piles["talon-1"]
        for n, column in enumerate(COLUMNS):
            assert hidden.get(column, 0) + len(facedown.face_up(game.table, column)) == len(
                piles[column]
            )
            assert len(piles[column]) <= n + 1  # fewer where an ace was picked out
            if piles[column]:
                assert piles[column][-1][0] != "A"  # no ace is left showing
                assert len(facedown.face_up(game.table, column)) == 1
        assert all(s[0] == "A" for f in range(1, 5) for s in piles[f"foundation-{f}"])


def test_deal_one_as_dealt():
    game = engine.new_game("klondike", 1)
    # Column 7's ace of hearts showed at the deal: picked out, the six of diamonds turned.
    assert game.piles["foundation-1"] == ("AH",)
    assert game.piles["tableau-7"][-1] == "6D"
    assert game.face_down == {f"tableau-{n}": n - 1 for n in range(2, 7)} | {"tableau-7": 5}
    assert game.rules.counters(game.table) == ["Score: -47"]


# Moves -------------------------------------------------------------------------------
RUN = """
tableau-1: 5D 9S 8H 7C
tableau-2: 3S TD
tableau-3: 4C TH
tableau-4: -
stock-1: 2D
talon-1: KS
@face_down [["tableau-1", 1], ["tableau-2", 1], ["tableau-3", 1]]
"""


def test_a_whole_run_moves_as_one_move_and_the_card_left_on_top_turns_up():
    game = klondike(RUN)
    assert ("move", "tableau-1", "tableau-2", 3) in moves_of(game)
    game.play(Move("move", "tableau-1", "tableau-2", 3))
    assert game.piles["tableau-2"] == ("3S", "TD", "9S", "8H", "7C")
    assert game.piles["tableau-1"] == ("5D",)
    assert "tableau-1" not in game.face_down  # turned up by the rules, no move for it
    game.undo()  # undone as one
    assert game.piles["tableau-1"] == ("5D", "9S", "8H", "7C")
    assert game.face_down["tableau-1"] == 1


def test_part_of_a_run_never_moves():
    game = klondike(RUN)
    said = refusal(game, Move("move", "tableau-1", "tableau-3", 2))
    assert said == "All the face-up cards of a column move together, or none."
    assert game.rules.refuse_lift(game.table, "tableau-1", 2) == said
    assert game.rules.refuse_lift(game.table, "tableau-1", 1) is None  # the whole run
    assert game.rules.refuse_lift(game.table, "tableau-1", 3) is None  # the exposed card


def test_the_exposed_card_alone_goes_to_a_foundation():
    game = klondike(RUN.replace("5D 9S 8H 7C", "5D 3S 2D") + "foundation-1: AD\n")
    assert ("move", "tableau-1", "foundation-1", 1) in moves_of(game)
    assert refusal(game, Move("move", "tableau-1", "foundation-1", 2)).startswith(
        "Cards go to a foundation one at a time"
    )
    game.play(Move("move", "tableau-1", "foundation-1"))
    assert game.piles["foundation-1"] == ("AD", "2D")


def test_a_space_takes_only_a_king_or_a_run_headed_by_a_king():
    game = klondike(RUN)
    assert ("move", "talon-1", "tableau-4", 1) in moves_of(game)
    queen = klondike(RUN.replace("talon-1: KS", "talon-1: QS"))
    assert not any(m.target == "tableau-4" for m in queen.legal_moves())
    said = refusal(game, Move("move", "tableau-1", "tableau-4", 3))
    assert said == "A space is filled only with a king, or a run headed by a king."
    lone_king = klondike("tableau-1: KH QS\ntableau-2: -\nstock-1: 2D")
    assert refusal(lone_king, Move("move", "tableau-1", "tableau-2", 2)) == (
        "That king already heads a column of its own."
    )


def test_building_is_down_in_alternate_colours():
    game = klondike(RUN)
    game.play(Move("move", "tableau-1", "tableau-3", 3))  # a black nine on a red ten
    assert game.piles["tableau-3"][-3:] == ("9S", "8H", "7C")
    game = klondike("tableau-1: 9H\ntableau-2: TD\ntableau-3: JS\nstock-1: 4C")
    assert refusal(game, Move("move", "tableau-1", "tableau-2")) == game.rules.build_rule
    assert refusal(game, Move("move", "tableau-1", "tableau-3")) == game.rules.build_rule


def test_a_face_down_card_cannot_be_moved():
    game = klondike(RUN)
    said = refusal(game, Move("move", "tableau-1", "tableau-2", 4))
    assert said == "A card lying face down cannot be moved."


def test_the_talon_top_goes_to_the_columns_and_aces_turned_there_go_up_by_themselves():
    game = klondike("tableau-1: TS\nstock-1: 5C AH 9D\ntalon-1: -")
    game.play(Move("deal", "stock-1", "talon-1"))
    game.play(Move("move", "talon-1", "tableau-1"))
    assert game.piles["tableau-1"] == ("TS", "9D")
    game.play(Move("deal", "stock-1", "talon-1"))  # the ace of hearts: picked out at once
    assert game.piles["foundation-1"] == ("AH",) and not game.piles["talon-1"]


def test_an_ace_turned_up_in_a_column_goes_up_and_the_next_card_turns():
    game = klondike(
        'tableau-1: 7S AC 4H\ntableau-2: 5S\nstock-1: 2D\n@face_down [["tableau-1", 2]]'
    )
    game.play(Move("move", "tableau-1", "tableau-2"))
    assert game.piles["foundation-1"] == ("AC",)
    assert game.piles["tableau-1"] == ("7S",) and game.face_down == {}
    assert len(game.moves) == 1  # the player made one move


def test_the_stock_is_run_through_once_and_the_game_is_lost_with_no_move_left():
    game = klondike("tableau-1: 9H\ntableau-2: 9D\nstock-1: 4C\nfoundation-1: AS")
    game.play(Move("deal", "stock-1", "talon-1"))
    assert game.status == "lost"
    assert refusal(game, Move("deal", "stock-1", "talon-1")) == (
        "The stock has been run through once: that ends it, there is no re-deal."
    )
    assert refusal(game, Move("redeal", "stock-1", None)).endswith("there is no re-deal.")


def test_the_score_pays_five_a_card_less_fifty_two_and_a_win_nets_two_hundred_and_eight():
    full = "\n".join(
        f"foundation-{n}: " + " ".join(f"{r}{s}" for r in "A23456789TJQ")
        for n, s in enumerate("SHDC", 1)
    )
    game = klondike(full + "\ntableau-1: KS\ntableau-2: KH\ntableau-3: KD\ntableau-4: KC")
    assert game.rules.score(game.table) == 5 * 48 - 52
    for n, pile in enumerate(COLUMNS[:4], 1):
        game.play(Move("move", pile, f"foundation-{n}"))
    assert game.status == "won"
    assert game.rules.counters(game.table) == ["Score: 208"]


# Saves and the solver ------------------------------------------------------------------
def test_a_save_keeps_the_face_down_cards_exactly():
    game = engine.new_game("klondike", 7)
    for _ in range(25):
        moves = [m for m in game.legal_moves() if m.kind == "move"] or game.legal_moves()
        if not moves:
            break
        game.play(moves[0])
    game.undo()
    restored = engine.load_game(game.to_json())
    assert restored.face_down == game.face_down and restored.table == game.table
    game.redo()
    restored = engine.load_game(game.to_json())
    assert restored.face_down == game.face_down and restored.table == game.table


def test_a_written_position_with_a_damaged_face_down_count_is_refused():
    game = engine.new_game("klondike", 2)
    data = json.loads(game.to_json())
    data["deal"] = None
    start = engine.notation.format_table(game.table)
    data["start"] = start.replace('["tableau-7", 6]', '["tableau-7", 7]')
    assert data["start"] != start
    with pytest.raises(BadSave, match="face_down"):
        engine.load_game(json.dumps(data))
    data["start"] = start
    assert engine.load_game(json.dumps(data)).face_down == game.face_down


def test_the_solver_tells_a_position_won():
    full = "\n".join(
        f"foundation-{n}: " + " ".join(f"{r}{s}" for r in "A23456789T")
        for n, s in enumerate("SHDC", 1)
    )
    game = klondike(
        full + "\ntableau-1: KS QH JS\ntableau-2: KH QS JH\ntableau-3: KD QC JD\n"
        'tableau-4: KC QD JC\n@face_down [["tableau-1", 2], ["tableau-2", 2]]'
    )
    assert engine.solve(game).result == "won"


def test_a_two_is_always_safe_to_play_up_since_no_ace_waits_on_the_columns():
    game = klondike(
        "foundation-1: AH\nfoundation-2: AS\ntableau-1: 2H\ntableau-2: 3S\ntableau-3: 3C"
        "\nstock-1: 9D"
    )
    assert game.safe_move() == Move("move", "tableau-1", "foundation-1")
    # A three waits while a two of the other colour could still go on it.
    three = klondike("foundation-1: AS 2S\ntableau-1: 3S\ntableau-2: 2D\nstock-1: 9D")
    assert three.safe_move() is None


# The solver's positions (tests/helpers/solver_checks.py) --------------------

GAME = "klondike"

COMPLETE = [run(suit, UP) for suit in "CDHS"]

# Klondike: the knave of clubs lies face down under the queen, which moves only onto a
# red king: the king of hearts must go into a space, not up to its foundation.
KLONDIKE_QUEEN = done(COMPLETE, foundation_1="TC", foundation_3="QH") + (
    'tableau-1: JC QC\n@face_down [["tableau-1", 1]]\n'
)

NEAR_WON = KLONDIKE_QUEEN + "stock-1: KC\ntalon-1: KH\n"

# With the king of spades in its place no red king comes: the queen never moves.
DEAD = (
    done(COMPLETE, foundation_1="TC", foundation_4="QS")
    + 'tableau-1: JC QC\nstock-1: KC KS\n@face_down [["tableau-1", 1]]\n'
)

# More small positions, won and lost, for the agreement with the exhaustive search.
MORE_SMALL = [
    # Klondike: the red king comes from the pack (won); with every heart and diamond up
    # already, the queen's column has no red king to go on (lost).
    ("klondike", KLONDIKE_QUEEN + "stock-1: KC KH\n", "won"),
    (
        "klondike",
        done(COMPLETE, foundation_1="TC")
        + 'tableau-1: JC QC\nstock-1: KC\n@face_down [["tableau-1", 1]]\n',
        "lost",
    ),
]

WON_DEALS = [("klondike", 12), ("klondike", 19)]

# A card under a higher card of its own suit that can never leave their pile
# (engine/solver/games/klondike.py, ``buried``), each with its twin that can still be won.
DIAMONDS_TO_COME = "stock-1: KD QD JD TD 9D 8D 6D 5D 4D\n"
# The talon's seven of diamonds covers the three, and both black eights are up: the seven
# goes nowhere, the three never comes.
TALON_BURIED = done(COMPLETE, foundation_2="2D") + "talon-1: 3D 7D\n" + DIAMONDS_TO_COME
# The eight of spades is still to come, on a column: the seven goes onto it.
TALON_FREE = (
    done(COMPLETE, foundation_2="2D", foundation_4="7S")
    + "tableau-1: 8S\ntalon-1: 3D 7D\n"
    + DIAMONDS_TO_COME.replace("stock-1:", "stock-1: KS QS JS TS 9S")
)
# A king covering the three can always go into a space.
TALON_KING = (
    done(COMPLETE, foundation_2="2D") + "talon-1: 3D KD\nstock-1: QD JD TD 9D 8D 7D 6D 5D 4D\n"
)
SPADES_TO_COME = "stock-1: KS QS JS 9S 7S 6S 5S\n"
# The four of spades lies face down under the run nine of diamonds, eight of spades: the
# nine goes only onto a black ten (the ten of clubs is up, the ten of spades lies under
# it), the eight only onto a red nine (the nine of hearts is up, the nine of diamonds
# under it).
COLUMN_BURIED = (
    done(COMPLETE, foundation_2="8D", foundation_4="3S")
    + 'tableau-1: TS 4S 9D 8S\n@face_down [["tableau-1", 2]]\n'
    + SPADES_TO_COME.replace("stock-1:", "stock-1: KD QD JD TD")
)
# The ten of clubs is still on a column: the run goes onto it and the four comes up.
COLUMN_FREE = (
    done(COMPLETE, foundation_1="9C", foundation_2="8D", foundation_4="3S")
    + 'tableau-1: TS 4S 9D 8S\ntableau-2: TC\n@face_down [["tableau-1", 2]]\n'
    + SPADES_TO_COME.replace("stock-1:", "stock-1: KC QC JC KD QD JD TD")
)
MORE_SMALL += [
    ("klondike", TALON_BURIED, "lost"),
    ("klondike", TALON_FREE, "won"),
    ("klondike", TALON_KING, "won"),
    ("klondike", COLUMN_BURIED, "lost"),
    ("klondike", COLUMN_FREE, "won"),
]


@pytest.mark.parametrize(
    "text, dead",
    [
        (TALON_BURIED, True),
        (TALON_FREE, False),
        (TALON_KING, False),
        (COLUMN_BURIED, True),
        (COLUMN_FREE, False),
        (DEAD, True),
        (NEAR_WON, False),
    ],
)
def test_a_card_buried_for_good_under_a_higher_card_of_its_suit_ends_the_search(text, dead):
    # The solver gives such a position no moves; it may do so only where no line wins
    # (the exhaustive search, with no pruning, says so), and the position has moves left.
    game = klondike(text)
    assert game.legal_moves()
    assert buried(game.table) == dead
    assert (list(knowledge_for(game.rules).search_moves(game.table)) == []) == dead
    if dead:
        assert not exhaustive_win_exists(game)


class TestSolver(SolverChecks, WithATrap, WonDeals):
    """The solver on Canfield or Klondike's positions."""


@pytest.mark.parametrize("deal", [12, 19])
def test_no_position_on_a_winning_line_of_a_real_deal_is_given_up(deal, monkeypatch):
    # The winning line is found with the test switched off, so it may pass anywhere
    # (the search asks the test on its small model of the game, klondike_model.py).
    monkeypatch.setattr("engine.solver.games.klondike.buried", lambda table: False)
    monkeypatch.setattr("engine.solver.games.klondike_model.buried", lambda position: False)
    game = engine.new_game("klondike", deal)
    verdict = engine.solve(game, max_states=200_000, max_seconds=20)
    assert verdict.result == "won"
    table = game.table
    for move in verdict.moves:
        assert not buried(table)
        table = game.rules.apply(table, move)
