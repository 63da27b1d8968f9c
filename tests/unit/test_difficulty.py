"""Deals by difficulty cover every game, each level has deals, the levels' deals are
deals the solver has won, and a harder level asked more of the solver."""

import statistics

import pytest

import engine
from bench.difficulty import won_deals
from engine.solver.difficulty import NAMES, deals_of, level_of, next_deal
from engine.solver.winnable import is_known_winnable


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_every_level_of_every_game_has_won_deals(game_id):
    seen: set[int] = set()
    for level in NAMES:
        deals = deals_of(game_id, level)
        assert deals, (game_id, level)
        assert all(is_known_winnable(game_id, deal) for deal in deals)
        assert not seen & set(deals)  # a deal has one level
        seen |= set(deals)
        assert all(level_of(game_id, deal) == level for deal in deals[:20])


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_a_harder_level_took_the_solver_more_effort(game_id):
    effort = {deal: ratio for ratio, _, deal in won_deals(game_id)}
    middle = [statistics.median(effort[d] for d in deals_of(game_id, level)) for level in NAMES]
    assert middle == sorted(middle)
    assert max(effort[d] for d in deals_of(game_id, "easy")) <= min(
        effort[d] for d in deals_of(game_id, "hard")
    )


def test_next_deal_goes_round_and_unknown_deals_have_no_level():
    easy = deals_of("fortress", "easy")
    assert next_deal("fortress", "easy", easy[-1]) == easy[0]
    assert next_deal("fortress", "easy", easy[0]) == easy[1]
    assert level_of("fortress", 1) is None  # deal 1 is lost
    assert level_of("fortress", easy[0], variant="x") is None
    assert next_deal("no-such-game", "easy", 1) is None
