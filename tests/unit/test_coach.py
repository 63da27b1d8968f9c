"""The solver as a coach: the backward search finds the last position of a lost game's
history from which the solver wins, says when a game could never be won, and Show me's
line plays out to a win, in every game."""

from __future__ import annotations

import random
from functools import cache

import pytest

import engine
from engine.game import Game
from engine.solver.coach import Answer, Rewind, ShowMe, history_tables, rewind
from engine.solver.core import Verdict
from engine.solver.winnable import winnable_deals

# The games with a deal the solver is known to win (the generated data: some have none
# yet, see docs/win-rates.md), but those that cannot be lost (``GameRules.can_be_lost``:
# Caesar), which have no lost history to rewind.
GAMES = [g for g in engine.GAMES if winnable_deals(g) and engine.GAMES[g].can_be_lost]
# The search's bounds in the solver's positions, not seconds: the same answers on any
# machine, however busy, and a few seconds a game at most (50,000 positions decide every
# position of the histories below but a few, in the games that run to the bound: the
# Fairie Queen, the Square and the Fish-Bone).
POSITIONS_EACH = 50_000
POSITIONS_IN_ALL = 100_000


def rewind_counting(game: Game) -> Answer:
    """The backward search over the game's history, bounded in positions alone."""
    return rewind(
        game,
        per_position=None,
        budget=None,
        positions_each=POSITIONS_EACH,
        positions_in_all=POSITIONS_IN_ALL,
    )


@cache
def solved(game_id: str, deal: int) -> Verdict:
    return engine.solve(engine.new_game(game_id, deal))


def winning_line(game_id: str, deal: int) -> tuple:
    return solved(game_id, deal).moves


@cache
def quickly_won_deals(game_id: str) -> list[int]:
    """Four of the first known winnable deals, those the solver wins within the look
    back's bound first: the positions along such a win are settled within it too.  (Which
    deals are known winnable grows as the win-rate table is solved further; a deal whose
    win takes long to find would leave the look back nothing but the deal's start.)"""
    deals = winnable_deals(game_id)[:12]
    quick: list[int] = []
    for deal in deals:
        verdict = solved(game_id, deal)
        if verdict.result == "won" and verdict.states <= POSITIONS_EACH:
            quick.append(deal)
            if len(quick) == 4:
                break
    return (quick + [deal for deal in deals if deal not in quick])[:4]


def won_within_the_bound(game_id: str, deal: int, start: tuple) -> bool:
    """Whether the solver wins from the position after ``start`` within the look back's
    bound: where it does not, the look back may rightly name an earlier position."""
    game = engine.new_game(game_id, deal)
    for move in start:
        game.play(move)
    return engine.solve(game, max_states=POSITIONS_EACH).result == "won"


@cache
def lost_history(game_id: str) -> tuple[int, int, int | None]:
    """(deal, moves of the solver's line, seed): a game of a winnable deal that follows
    the solver's line for a while, the solver winning from where it leaves the line within
    the look back's bound, then plays fresh random moves until it is blocked."""
    for deal in quickly_won_deals(game_id):
        line = winning_line(game_id, deal)  # may be empty: the deal is known winnable
        for share in (0.8, 0.9, 0.6, 0.3, 0.0) if line else (0.0,):
            start = line[: int(len(line) * share)]
            if start and not won_within_the_bound(game_id, deal, start):
                continue
            for seed in (1, 2):
                game = play_out(game_id, deal, start, seed)
                if game.status == "lost":
                    return deal, len(start), seed
    # Where every card has one place to go (Margarethe), random play seldom loses: a player
    # who leaves the solver's line to turn the pack through without playing does.
    for deal in quickly_won_deals(game_id):
        line = winning_line(game_id, deal)
        for share in (0.8, 0.6, 0.3, 0.0) if line else (0.0,):
            if play_out(game_id, deal, line[: int(len(line) * share)], None).status == "lost":
                return deal, int(len(line) * share), None
    raise AssertionError(f"no lost game of {game_id} found to test with")


def play_out(game_id: str, deal: int, start: tuple, seed: int | None) -> Game:
    """The game after ``start``, then fresh moves chosen at random (``seed``), or, with no
    seed, a move that deals wherever there is one (else the first fresh move)."""
    game = engine.new_game(game_id, deal)
    for move in start:
        game.play(move)
    rng, seen = random.Random(seed), {game.table}
    while game.status == "playing" and len(seen) < 400:
        fresh = [m for m in game.legal_moves() if game.rules.apply(game.table, m) not in seen]
        if not fresh:
            break
        if seed is None:
            fresh = [m for m in fresh if game.rules.kind_of(m).deals] or fresh
        game.play(fresh[0] if seed is None else rng.choice(fresh))
        seen.add(game.table)
    return game


def a_lost_game(game_id: str) -> tuple[Game, int]:
    """A lost game, and how many of its first moves followed the solver's winning line."""
    deal, followed, seed = lost_history(game_id)
    return play_out(game_id, deal, winning_line(game_id, deal)[:followed], seed), followed


@cache
def rewound(game_id: str) -> Answer:
    """The backward search's answer over ``a_lost_game(game_id)``, searched once for the
    tests that read it (bounded in positions, it is the same answer each time)."""
    return rewind_counting(a_lost_game(game_id)[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_finds_the_last_position_a_win_existed(game_id):
    game, followed = a_lost_game(game_id)
    answer = rewound(game_id)
    assert answer.status == "found", answer
    tables = history_tables(game)
    last = len(tables) - 1
    back = answer.moves_back
    # The positions on the solver's line were winnable: the win lasted at least that long
    # (where the search settled the positions after it within its bound; an answer it
    # could not make exact names a position it knows winnable, maybe an earlier one, as
    # Sly's deal 2 does after 100,000 positions).
    assert back >= 1
    if answer.exact:
        assert back <= last - followed
    # The solver, asked afresh, wins from that position...
    before = Game(game.rules, None, tables[last - back])
    assert engine.solve(before).result == "won"
    # ... and proves the next one lost, when the search says it is exact.
    if answer.exact:
        after = Game(game.rules, None, tables[last - back + 1])
        assert engine.solve(after).result == "lost"
    # The line it gives from there wins.
    if answer.line:
        replay = Game(game.rules, None, tables[last - back])
        for move in answer.line:
            replay.play(move)
        assert replay.status == "won"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_never_winnable_says_so(game_id):
    game, _ = a_lost_game(game_id)
    tables = history_tables(game)
    answer = rewound(game_id)
    # Start a game at the first lost position of that history: it could never be won.
    first_lost = len(tables) - answer.moves_back
    hopeless = Game(game.rules, None, tables[first_lost])
    for move in game.moves[first_lost:]:
        hopeless.play(move)
    if not answer.exact:
        pytest.skip("the first lost position was not proved within the positions searched")
    assert rewind_counting(hopeless).status == "never"


@pytest.mark.parametrize("game_id", [g for g in engine.GAMES if not engine.GAMES[g].can_be_lost])
def test_a_game_that_cannot_be_lost_never_is(game_id):
    for seed in (1, 2):
        assert play_out(game_id, 1, (), seed).status != "lost"


def test_a_lost_fortress_deal_is_never_winnable_from_its_first_position():
    game = engine.new_game("fortress", 1)  # the solver proves deal 1 lost at once
    while game.legal_moves() and len(game.moves) < 30:
        game.play(game.legal_moves()[0])
    assert rewind_counting(game).status == "never"


def test_the_search_runs_in_slices_and_says_when_its_time_is_up():
    known, _ = a_lost_game("four-corners")
    # The same history from a position not known to be winnable (no deal number).
    game = Game(known.rules, None, known.start)
    for move in known.moves:
        game.play(move)
    # A budget of many slices, so even a busy machine's first slice is not the last.
    search = Rewind(game, per_position=0.002, budget=0.1)
    slices = 0
    while not search.think(0.004):
        slices += 1
    assert slices >= 1  # it handed control back before its answer
    assert search.answer.status == "timeout"


def test_a_long_search_offers_the_wins_it_finds_before_its_time_is_up():
    # The Clock played at random to a dead end: many later positions are not decided in
    # a twentieth of a second each, so the search goes on after finding a win.
    game = play_out("clock", winnable_deals("clock")[0], (), seed=2)
    assert game.status == "lost"
    search = Rewind(game, known_lost=True, per_position=0.05, budget=10)
    assert search.so_far().status == "searching"  # nothing found yet: nothing offered
    offers = []
    while not search.think(0.01):
        offer = search.so_far()
        if offer.status == "found":
            assert not offer.exact  # a later win may still be found
            offers.append(offer)
    assert offers, "a win was offered while the search went on"
    backs = [offer.moves_back for offer in offers]
    assert backs == sorted(backs, reverse=True)  # each offer as late as, or later than, the last
    assert search.answer.moves_back <= backs[-1]
    first = offers[0]
    position = engine.Game(game.rules, None, history_tables(game)[-1 - first.moves_back])
    for move in first.line:
        position.play(move)
    assert position.status == "won"  # the position offered is one the solver wins from


def test_a_position_still_winnable_is_zero_moves_back():
    game = engine.new_game("sultan", 1)
    line = winning_line("sultan", 1)
    for move in line[:20]:
        game.play(move)
    answer = rewind_counting(game)
    assert answer.status == "found" and answer.moves_back == 0


@pytest.mark.parametrize("game_id", [g for g in engine.GAMES if winnable_deals(g)])
def test_show_me_plays_the_solvers_line_to_a_win(game_id):
    deal = next(d for d in winnable_deals(game_id)[:4] if winning_line(game_id, d))
    game = engine.new_game(game_id, deal)
    for move in winning_line(game_id, deal)[:5]:
        game.play(move)  # a few moves in, as a player asking for help would be
    # The solver's line from here; where its search from here finds none within its
    # positions (the Besieged City's deal 148), the rest of its line from the start.
    line = engine.solve(game).moves or winning_line(game_id, deal)[5:]
    show = ShowMe(game, line)
    while show.playing:
        show.step()
    assert show.left == 0 and game.status == "won"


def test_show_me_stops_when_the_player_moves():
    game = engine.new_game("sultan", 1)
    show = ShowMe(game, winning_line("sultan", 1))
    show.step()
    game.undo()
    assert not show.playing and show.step() is None
