"""The pack turned as one move ("turn k cards, then play", engine/solver/talon_turns.py):
the same positions as turning it through the engine card by card, a winning line that
replays as single moves, and a loss proved with and without it alike."""

from __future__ import annotations

import random

import pytest

from engine.mechanics.talon import STOCK, TALON
from engine.registry import GAMES, new_game, rules_for
from engine.solver.core import solve
from engine.solver.games import knowledge_for
from engine.solver.talon_turns import TalonTurn, expand, talon_turns


def _one_pass_talon_games() -> list[str]:
    games = []
    for game_id in GAMES:
        rules = rules_for(game_id)
        table = rules.deal(1)
        if STOCK in table and TALON in table and knowledge_for(rules).turns_the_pack_whole:
            games.append(game_id)
    return games


ONE_PASS = _one_pass_talon_games()


def _turned_by_the_engine(rules, table):
    """Every "turn k, then read the pack" successor, found by turning the pack through
    the engine one card at a time: (single moves, key of the position reached)."""
    found = set()
    turned = []
    before = table
    first = next((m for m in rules.legal_moves(table) if m.kind == "deal"), None)
    # The moves that read the pack, judged where the turning starts.
    readers = {
        m
        for m in rules.legal_moves(table)
        if m.kind not in ("deal", "redeal")
        and m.source != TALON
        and _reads_the_pack(rules, table, m, rules.apply(table, m), first)
    }
    while True:
        deal = next((m for m in rules.legal_moves(before) if m.kind == "deal"), None)
        if deal is None:
            return found
        now = rules.apply(before, deal)
        turned.append(deal)
        plain = before.put({STOCK: before[STOCK][:-1], TALON: before[TALON] + before[STOCK][-1:]})
        if now != plain:  # the card played itself: the turning ends there
            found.add((tuple(turned), now.key()))
            return found
        second = any(m.kind == "deal" for m in rules.legal_moves(now))
        if len(turned) == 1 and now[STOCK] and not second:
            # No second turn until the card is placed: one turn, as it comes.
            return {(tuple(turned), now.key())}
        for move in rules.legal_moves(now):
            if move.kind == "deal":
                continue
            after = rules.apply(now, move)
            last = not now[STOCK]
            if move.source == TALON or move in readers or (last and move.kind == "redeal"):
                found.add(((*turned, move), after.key()))
            elif len(turned) <= 3:
                # A move blind to the pack: made before the turns, it leads to the same
                # position (the exchange the module's proof rests on).
                assert move in rules.legal_moves(table), (rules.id, move)
                again = rules.apply(table, move)
                for turn in turned:
                    assert turn in rules.legal_moves(again)
                    again = rules.apply(again, turn)
                assert again == after, (rules.id, move)
        before = now


def _reads_the_pack(rules, table, move, after, deal) -> bool:
    """Whether ``move`` takes a card from the pack or changes how it is turned (the
    game saying it changes more than its own piles)."""
    emptied = move.source is not None and len(table[move.source]) == move.count
    if not emptied and rules.changes_only_its_piles(table, move):
        return False
    if after[STOCK] != table[STOCK] or after[TALON] != table[TALON]:
        return True
    return deal not in rules.legal_moves(after)


@pytest.mark.parametrize("game_id", ONE_PASS)
def test_turns_are_the_engines_turns_and_plays(game_id):
    """Along random games, the moves offered in place of a turn of the pack reach
    exactly the positions reached by turning it card by card through the engine and
    then playing from the talon, a card playing itself, or refilling from the pack."""
    rules = rules_for(game_id)
    turns = talon_turns(knowledge_for(rules))
    chance = random.Random(game_id)
    checked = 0
    for deal in (1, 2, 3):
        table = rules.deal(deal)
        for step in range(80):
            moves = rules.legal_moves(table)
            if not moves:
                break
            deal_move = next((m for m in moves if m.kind == "deal"), None)
            if deal_move is not None and step % 4 == 0:
                offered = {
                    (turn.moves, turn.after.key()) for turn in turns.turns(table, deal_move, moves)
                }
                assert offered == _turned_by_the_engine(rules, table), (game_id, deal, step)
                checked += 1
            table = rules.apply(table, chance.choice(moves))
    assert checked, f"{game_id}: no position with the pack to turn was checked"


def test_a_win_with_turns_of_the_pack_replays_as_single_moves():
    """Klondike deal 2 is won; the line found with whole turns of the pack is played by
    the game itself, one legal move after another, to the end."""
    game = new_game("klondike", 2)
    verdict = solve(game, max_states=200_000, probing=False)
    assert verdict.result == "won"
    assert not any(isinstance(move, TalonTurn) for move in verdict.moves)
    assert sum(move.kind == "deal" for move in verdict.moves) == 24
    for move in verdict.moves:
        game.play(move)
    assert game.rules.is_won(game.table)


def test_a_loss_is_proved_with_and_without_turns_of_the_pack():
    """Klondike deal 7 is proved lost both ways, the whole turns examining fewer
    positions."""
    whole = solve(new_game("klondike", 7), max_states=50_000, probing=False)
    single = solve(new_game("klondike", 7), max_states=50_000, probing=False, turning=False)
    assert (whole.result, single.result) == ("lost", "lost")
    assert whole.states < single.states


def test_expand_writes_turns_out_as_single_moves():
    rules = rules_for("klondike")
    table = rules.deal(2)
    deal = next(m for m in rules.legal_moves(table) if m.kind == "deal")
    turn = next(iter(talon_turns(knowledge_for(rules)).turns(table, deal, [deal])))
    line = expand([turn])
    assert [m.kind for m in line[:-1]] == ["deal"] * (len(line) - 1)
    assert line[-1].source == TALON or line[-1].kind == "deal"
