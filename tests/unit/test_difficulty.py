"""Deals by difficulty cover every game, each level has deals, the levels' deals are
deals the solver has won, a harder level asked more of the solver, and where the solver's
effort ties, a harder level is one a sensible player without a plan gets less far in."""

import statistics

import pytest

import engine
from bench.difficulty import RESULTS, playout_share, won_deals
from engine.solver.difficulty import NAMES, deals_of, level_of, next_deal
from engine.solver.winnable import is_known_winnable, winnable_deals

# The games with enough deals the solver is known to win to make three levels (the
# Zodiac has none yet, Light and Shade and the Square one each: bench/difficulty.py).
RANKED = [game_id for game_id in engine.GAMES if len(winnable_deals(game_id)) >= 3]


@pytest.mark.parametrize("game_id", RANKED)
def test_every_level_of_every_game_has_won_deals(game_id):
    seen: set[int] = set()
    for level in NAMES:
        deals = deals_of(game_id, level)
        assert deals, (game_id, level)
        assert all(is_known_winnable(game_id, deal) for deal in deals)
        assert not seen & set(deals)  # a deal has one level
        seen |= set(deals)
        assert all(level_of(game_id, deal) == level for deal in deals[:20])


@pytest.mark.parametrize("game_id", RANKED)
def test_a_harder_level_took_the_solver_more_effort(game_id):
    effort = {deal: round(ratio, 2) for ratio, _, deal in won_deals(game_id)}
    middle = [statistics.median(effort[d] for d in deals_of(game_id, level)) for level in NAMES]
    assert middle == sorted(middle)
    assert max(effort[d] for d in deals_of(game_id, "easy")) <= min(
        effort[d] for d in deals_of(game_id, "hard")
    )


def shares(game_id: str) -> dict[int, float]:
    lines = (RESULTS / f"{game_id}-playouts.tsv").read_text().splitlines()[1:]
    return {int(deal): float(share) for deal, share, _ in (line.split("\t") for line in lines)}


@pytest.mark.parametrize("game_id", ["nation", "fairie-queen"])
def test_where_the_solver_never_turns_back_a_harder_level_stalls_a_player_sooner(game_id):
    share = shares(game_id)
    # The shares of the deals the effort left tied (the others are ranked by it).
    means = [
        statistics.fmean(share[d] for d in deals_of(game_id, level) if d in share)
        for level in NAMES
    ]
    assert means == sorted(means, reverse=True) and means[0] > means[-1]


def test_a_playout_repeats_and_measures_the_cards_played_out():
    once = [playout_share("fifteen", deal, 0) for deal in (1, 2, 3)]
    assert once == [playout_share("fifteen", deal, 0) for deal in (1, 2, 3)]
    assert all(0 < value <= 1 for value in once)
    assert playout_share("nation", 1, 0) == 1.0  # the Nation's deal 1 is won this way


def test_next_deal_goes_round_and_unknown_deals_have_no_level():
    easy = deals_of("fortress", "easy")
    assert next_deal("fortress", "easy", easy[-1]) == easy[0]
    assert next_deal("fortress", "easy", easy[0]) == easy[1]
    assert level_of("fortress", 1) is None  # deal 1 is lost
    assert level_of("fortress", easy[0], variant="x") is None
    assert next_deal("no-such-game", "easy", 1) is None
