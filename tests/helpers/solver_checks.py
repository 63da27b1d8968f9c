"""The solver on every game of the book: near-won positions are won and their lines replay,
dead positions are proved lost, and on small positions its verdict is the one a plain
exhaustive search gives (so the safe plays it makes alone, and the positions it folds
together, never hide a win); winning lines of real deals replay to a win.

Each game's file (tests/games/test_<game>.py) declares its positions and runs these
checks on them with a ``TestSolver`` class inheriting those that apply; they read the
positions from the game's module (``GAME``, ``NEAR_WON``, ``DEAD``, ``MORE_SMALL``,
``WON_DEALS``, ``LOST_DEALS``, ``SAFE_PLAY_HURTS``).  Positions are written in
``engine.notation`` (see tests/helpers/positions.py for ``done``)."""

from __future__ import annotations

import sys
from types import ModuleType

import pytest

import engine
from engine import Game
from engine.solver.games import knowledge_for
from tests.helpers.solving import exhaustive_win_exists, losing_first_moves, plain_search, replay


def small_positions(module: ModuleType) -> list:
    """A game's small positions: its near-won one (won), its dead one (lost), and its
    others (``MORE_SMALL``: (game, position, verdict))."""
    game_id = module.GAME
    return (
        [pytest.param(game_id, module.NEAR_WON, "won", id="near-won")]
        + [pytest.param(game_id, module.DEAD, "lost", id="dead")]
        + [
            pytest.param(g, text, result, id=f"{result}-{n}")
            for n, (g, text, result) in enumerate(module.MORE_SMALL)
        ]
    )


class _OfTheGame:
    @property
    def positions(self) -> ModuleType:
        """The game's test module, which declares its positions."""
        return sys.modules[type(self).__module__]


class SolverChecks(_OfTheGame):
    """What every game's file checks."""

    def test_a_near_won_position_is_won_and_the_line_replays_to_a_win(self):
        game = engine.game_from_text(self.positions.GAME, self.positions.NEAR_WON)
        assert game.status == "playing"
        verdict = engine.solve(game)
        assert verdict.result == "won" and verdict.moves
        replay(game, verdict.moves)
        assert game.status == "won"

    def test_a_dead_position_with_moves_left_is_proved_lost(self):
        game = engine.game_from_text(self.positions.GAME, self.positions.DEAD)
        assert game.legal_moves(), "the search has moves to try"
        verdict = engine.solve(game)
        # A game's dead-end tests may prove the position lost before any move is tried;
        # the exhaustive search below checks the verdict either way.
        assert verdict.result == "lost" and verdict.moves == ()
        won, examined = plain_search(game)
        assert not won and examined > 1

    @pytest.mark.over(small_positions, "game_id, text, expected")
    def test_on_small_positions_the_verdict_agrees_with_an_exhaustive_search(
        self, game_id, text, expected
    ):
        game = engine.game_from_text(game_id, text)
        verdict = engine.solve(game)
        assert verdict.result == expected
        assert exhaustive_win_exists(game) == (expected == "won")


class WithATrap(_OfTheGame):
    """For a game whose near-won position has a first move that loses (the others need an
    order, not a guess)."""

    def test_in_a_near_won_position_a_wrong_first_move_loses(self):
        # So the solver's win there is a choice made, not a line with no way to go wrong.
        game = engine.game_from_text(self.positions.GAME, self.positions.NEAR_WON)
        losing = losing_first_moves(game)
        assert losing and len(losing) < len(game.legal_moves())


class WonDeals:
    """Real deals the solver wins within a fraction of a second (found by trying the first
    deals, and for the hardest games in the win-rate run's results, bench/results)."""

    @pytest.mark.over("WON_DEALS", "game_id, deal")
    def test_a_winning_line_of_a_real_deal_replays_to_a_win(self, game_id, deal):
        game = engine.new_game(game_id, deal)
        verdict = engine.solve(game, max_states=200_000)
        assert verdict.result == "won" and verdict.moves
        replay(game, verdict.moves)
        assert game.status == "won"


class LostDeals:
    """Real deals the solver proves lost in a few positions, each small enough to search
    exhaustively: dead positions nobody wrote."""

    @pytest.mark.over("LOST_DEALS", "game_id, deal")
    def test_a_real_deal_proved_lost_has_no_win_in_an_exhaustive_search(self, game_id, deal):
        game = engine.new_game(game_id, deal)
        assert game.legal_moves()
        assert engine.solve(game).result == "lost"
        assert not exhaustive_win_exists(game)


class SafePlayHurts(_OfTheGame):
    """Where a safe play is not safe.  The solver makes a play to a foundation alone,
    without trying anything else, once no card could ever be built on the card played
    (the auto-play rule), but only where the play changes nothing except the piles the
    card leaves and joins.  In the game's ``SAFE_PLAY_HURTS`` position it also decides
    where cards still to come will land: the safe play loses a position that can be won
    (by the line given, or one the plain search finds), so the solver must try the other
    moves too."""

    def test_where_the_safe_play_hurts_the_solver_still_wins(self):
        text, line = self.positions.SAFE_PLAY_HURTS
        game = engine.game_from_text(self.positions.GAME, text)
        # The play auto-play would make is there, and after it no line wins.
        (safe,) = game.rules.safe_plays(game.table)
        assert safe.target.startswith("foundation")
        after = Game(game.rules, None, game.rules.apply(game.table, safe))
        assert not exhaustive_win_exists(after)
        # The solver does not make it alone: it finds a win, and the win replays.
        assert list(knowledge_for(game.rules).search_moves(game.table)) != [safe]
        verdict = engine.solve(game)
        assert verdict.result == "won"
        solved = Game(game.rules, None, game.table)
        replay(solved, verdict.moves)
        assert solved.status == "won"
        if line is not None:
            replay(game, line)
            assert game.status == "won"
