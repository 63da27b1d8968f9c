"""The solver's verdicts for every game: its winning lines replay to a win, and near the
end of a game, where every position can be examined, its ``won`` and ``lost`` agree with
a plain exhaustive search that has no pruning (so the safe plays it makes alone, and the
positions it folds together, never hide a win).

Positions near the end are taken from real deals: a few moves before the end of a
winning line, as it stands (won) and with two cards in play changed over (often lost:
a card buried under the one it must follow)."""

import functools

import pytest

import engine
from engine import Game
from engine.prng import Pcg32
from engine.solver.knowledge import SearchKnowledge
from engine.table import Table
from tests.helpers.solving import EXHAUSTIVE_LIMIT, exhaustive_win_exists, replay

# For each game, a deal the solver wins within a fraction of a second (from the
# win-rate run, bench/results/<game>.tsv).  The Four Corners and the Fairie Queen have
# none yet: their positions are written out below.
WON_DEALS = {
    "clock": 367,
    "fortress": 38,
    "fourteenth": 102,
    "sultan": 378,
    "fifteen": 895,
    "nation": 532,
}


def in_play(table: Table) -> list[tuple[int, int]]:
    """(pile, place) of every card not yet out of play."""
    return [
        (p, i)
        for p, (pile, stack) in enumerate(table.items())
        if not pile.startswith(("foundation", "discard"))
        for i in range(len(stack))
    ]


def changed_over(table: Table, first: tuple[int, int], second: tuple[int, int]) -> Table:
    piles = [list(stack) for stack in table.cards]
    (p, i), (q, j) = first, second
    piles[p][i], piles[q][j] = piles[q][j], piles[p][i]
    return Table(table.layout, tuple(tuple(stack) for stack in piles), table.vars)


@functools.cache
def near_the_end(game_id: str) -> list[Game]:
    """Positions a few moves before the end of a won deal, as they stand and with two
    cards in play changed over (often lost)."""
    deal = WON_DEALS[game_id]
    line = engine.solve(engine.new_game(game_id, deal), max_seconds=20).moves
    pick = Pcg32(len(line))
    games = []
    for left in (3, 6):
        game = engine.new_game(game_id, deal)
        replay(game, line[:-left])
        tables = [game.table]
        places = in_play(game.table)
        for _ in range(6):
            if len(places) >= 2:
                a, b = places[pick.below(len(places))], places[pick.below(len(places))]
                tables.append(changed_over(game.table, a, b))
        games += [Game(game.rules, None, table) for table in tables]
    return games


@pytest.mark.parametrize("game_id", list(WON_DEALS))
def test_a_winning_line_of_a_real_deal_replays_to_a_win(game_id):
    game = engine.new_game(game_id, WON_DEALS[game_id])
    verdict = engine.solve(game, max_seconds=20)
    assert verdict.result == "won" and verdict.moves
    replay(game, verdict.moves)
    assert game.status == "won"


@pytest.mark.parametrize("game_id", list(WON_DEALS))
def test_near_the_end_the_verdicts_agree_with_an_exhaustive_search(game_id):
    verdicts = set()
    for near in near_the_end(game_id):
        verdict = engine.solve(near, max_states=EXHAUSTIVE_LIMIT)
        assert verdict.result in ("won", "lost"), "a small position is decided"
        assert (verdict.result == "won") == exhaustive_win_exists(near)
        if verdict.result == "won":
            played = Game(near.rules, None, near.table)  # the shared position kept as it is
            replay(played, verdict.moves)
            assert played.status == "won"
        verdicts.add(verdict.result)
    assert "won" in verdicts


FOUR_CORNERS_DONE_BUT = """
foundation-1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
foundation-2: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
foundation-3: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS
foundation-4: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
foundation-5: AH 2H 3H 4H 5H 6H 7H 8H 9H
foundation-6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH
foundation-7: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
foundation-8: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
@redeals_left 0
"""


def test_four_corners_a_near_won_position_needing_a_marriage_is_won():
    # The queen of spades lies under the knave of hearts, which must first be married
    # onto the ten of hearts (itself under the king of spades) ... in the right order.
    game = engine.game_from_text(
        "four-corners",
        FOUR_CORNERS_DONE_BUT + "tableau-1: QS JH\ntableau-2: TH KS\ntableau-3: QH\ntableau-4: KH",
    )
    verdict = engine.solve(game)
    assert verdict.result == "won"
    assert exhaustive_win_exists(game)
    replay(game, verdict.moves)
    assert game.status == "won"


def test_four_corners_a_dead_position_with_moves_left_is_proved_lost():
    # The ten of hearts lies under the knave it must precede, and the knave has nowhere
    # to go (the queen is under the king, and an emptied packet stays empty); the spades
    # can still be played and married, so there are moves to try.
    game = engine.game_from_text(
        "four-corners",
        FOUR_CORNERS_DONE_BUT + "tableau-1: TH JH\ntableau-2: QH KH\ntableau-3: KS\ntableau-4: QS",
    )
    assert game.legal_moves()
    assert engine.solve(game).result == "lost"
    assert not exhaustive_win_exists(game)


def fairie_columns(**columns: str) -> str:
    lines = []
    for n in range(1, 9):
        king = f"K{'CDHSCDHS'[n - 1]}"
        lines.append(f"tableau-{n}: {king} {columns.get(f'tableau_{n}', '')}")
    return "\n".join(lines) + "\n"


def fairie_foundations(**short: int) -> str:
    """Eight foundations, two per suit, ace to queen, each cut short to ``short[name]``
    cards (foundation_1=10: ace to ten)."""
    lines = []
    for n in range(1, 9):
        suit = "CDHSCDHS"[n - 1]
        size = short.get(f"foundation_{n}", 12)
        lines.append(f"foundation-{n}: " + " ".join(r + suit for r in "A23456789TJQ"[:size]))
    return "\n".join(lines) + "\n"


def test_fairie_queen_a_near_won_position_needing_a_single_king_is_won():
    # The knave of clubs is under the queen of clubs, which must first go on a king
    # standing alone; the king of spades stands alone only once its queen has gone up.
    text = fairie_foundations(foundation_1=10, foundation_4=11) + fairie_columns(
        tableau_1="JC QC", tableau_2="QS", tableau_3="QS", tableau_4="QS",
        tableau_5="QS", tableau_6="QS", tableau_7="QS", tableau_8="QS",
    )  # fmt: skip
    game = engine.game_from_text("fairie-queen", text)
    verdict = engine.solve(game)
    assert verdict.result == "won"
    replay(game, verdict.moves)
    assert game.status == "won"


def test_fairie_queen_a_dead_position_with_moves_left_is_proved_lost():
    # The threes of hearts are gone from the table, so the hearts can never go up; the
    # queen of clubs and the four of hearts can still wander between the kings standing
    # alone, so there are moves to try.
    text = fairie_foundations(foundation_1=10, foundation_3=2, foundation_7=2) + fairie_columns(
        tableau_1="JC QC", tableau_2="5H 4H"
    )
    game = engine.game_from_text("fairie-queen", text)
    assert game.legal_moves()
    assert engine.solve(game).result == "lost"
    assert not exhaustive_win_exists(game)


# Clubs and diamonds that never marry one another (no two of one suit a rank apart), with
# no ace or king of their suits on the table, so they never move: put at the top of
# every column they leave no lane, and the cards above them can only be lost.
BLOCKERS = "QC TC 8C 6C 4C 2C QC TC 8C 6C 4C 2C QD TD 8D".split()


# The Nation's foundations start from their aces and kings, set out beforehand, so its
# blockers leave out the twos and queens those want.
NATION_BASES = "\n".join(
    f"foundation-{n}: {card}" for n, card in enumerate("AC AD AH AS KC KD KH KS".split(), 1)
)
NATION_BLOCKERS = "TC 8C 6C 4C TC 8C 6C 4C TD 8D 6D 4D".split()


def on_blockers(columns: int, *live: str, blockers: list[str] = BLOCKERS) -> str:
    rows = list(live) + [""] * (columns - len(live))
    return "\n".join(f"tableau-{n + 1}: {blockers[n]} {rows[n]}" for n in range(columns))


@pytest.mark.parametrize(
    ("game_id", "text"),
    [
        # Hearts and spades above the blockers, marrying back and forth.
        ("fifteen", on_blockers(15, "2H AH 3H", "AS 2S", "4H", "KS")),
        (
            "nation",
            NATION_BASES
            + "\n"
            + on_blockers(12, "3H 2H", "QS 2S", "4H", blockers=NATION_BLOCKERS)
            + "\n@redeals_left 0",
        ),
    ],
)
def test_positions_that_can_only_be_lost_are_proved_lost(game_id, text):
    game = engine.game_from_text(game_id, text)
    assert len(game.legal_moves()) >= 2
    verdict = engine.solve(game)
    assert verdict.result == "lost" and verdict.states > 2
    assert not exhaustive_win_exists(game)


def test_sultan_a_dead_position_is_proved_lost():
    # The ten of clubs on the talon covers the nine it must follow; playing the queen of
    # spades from the Divan only brings the knave of clubs into the Divan in its place.
    square = ("KC", "AH", "KC", "KD", "KH", "KD", "KS", "KH", "KS")
    lines = []
    for n, base in enumerate(square, 1):
        suit = base[1]
        ranks = "KA23456789TJQ" if base[0] == "K" else "A23456789TJQ"
        built = [r + suit for r in ranks]
        if n == 5:
            built = ["KH"]  # the Sultan: nothing is played on him
        elif n == 1:
            built = built[: built.index("8C") + 1]
        elif n == 7:
            built = built[: built.index("JS") + 1]
        lines.append(f"foundation-{n}: {' '.join(built)}")
    divan = "reserve-1: QS\n" + "".join(f"reserve-{n}: 9D\n" for n in range(2, 9))
    text = "\n".join(lines) + "\n" + divan + "talon-1: 9C TC JC\n@redeals_left 0\n"
    game = engine.game_from_text("sultan", text)
    assert game.legal_moves()
    assert engine.solve(game).result == "lost"
    assert not exhaustive_win_exists(game)


def test_the_cards_the_foundations_want_next():
    fortress = engine.new_game("fortress", 1)
    # Empty foundations of no fixed suit: any ace may start one.
    assert fortress.rules.wanted_cards(fortress.table) == {"AC", "AD", "AH", "AS"}
    nation = engine.new_game("nation", 1)
    table = nation.table
    wanted = nation.rules.wanted_cards(table)
    assert len(wanted) <= 8
    for pile, foundation in nation.rules.foundations(table).items():
        assert foundation.wants(table[pile]) in wanted | {None}


def test_digging_for_wanted_cards_settles_a_deal_a_blind_search_wanders_in():
    # Fortress deal 101: tried in the order the moves are listed, the search needed
    # 250,000 positions (a line of 246,000 moves); trying first the moves that uncover
    # what the foundations want, it wins in a few hundred.
    game = engine.new_game("fortress", 101)
    verdict = engine.solve(game, max_states=2_000)
    assert verdict.result == "won"
    for move in verdict.moves:
        game.play(move)
    assert game.status == "won"
    rules = type(game.rules)()
    blind = SearchKnowledge(rules)
    blind.dig_for_wanted_cards = False
    fresh = Game(rules, 101, rules.deal(101))
    assert engine.solve(fresh, max_states=2_000, knowledge=blind).result == "unknown"
