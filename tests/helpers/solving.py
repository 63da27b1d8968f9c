"""Helpers for the solver's tests: a plain exhaustive search to check its verdicts
against, and a line of moves replayed."""

import engine
from engine import Game

EXHAUSTIVE_LIMIT = 300_000  # positions; every position the tests search has far fewer


def plain_search(game: Game) -> tuple[bool, int]:
    """Whether some line of legal moves wins, and how many positions were examined: every
    position reachable, with no pruning, no ordering and no folding of positions."""
    rules = game.rules
    seen = {game.table.key()}
    pending = [game.table]
    while pending:
        assert len(seen) < EXHAUSTIVE_LIMIT, "not a small position"
        table = pending.pop()
        if rules.is_won(table):
            return True, len(seen)
        for move in rules.legal_moves(table):
            after = rules.apply(table, move)
            if after.key() not in seen:
                seen.add(after.key())
                pending.append(after)
    return False, len(seen)


def exhaustive_win_exists(game: Game) -> bool:
    return plain_search(game)[0]


def losing_first_moves(game: Game) -> list[engine.Move]:
    """The legal moves after which no line wins: a choice that matters."""
    rules = game.rules
    return [
        move
        for move in game.legal_moves()
        if not exhaustive_win_exists(Game(rules, None, rules.apply(game.table, move)))
    ]


def replay(game: Game, line) -> None:
    for move in line:
        game.play(move)
