"""The JSON save: what was dealt, every move made, and where the undo cursor stands.

A save holds no table, only the deal and the moves; loading deals again and replays
every move through ``Game.play``, so a save can never smuggle in an impossible position
(a duplicated card, an illegal move, a wrong deal): any of those raises ``BadSave``.
A game set up from a written position (tests, puzzles) also saves that position, which
must hold exactly the cards of its game.

A save also names the edition of the rules it was played under (``"rules"``, see
``engine.editions``): a game saved before the rules changed replays and goes on under
the rules that made its moves legal.  Saves written before editions were counted have
no such field and are edition 1; a program that does not know the field ignores it.
"""

from __future__ import annotations

import json
from collections import Counter

from . import editions, registry
from .errors import BadSave, IllegalMove
from .game import Game
from .mechanics import counters
from .moves import Move
from .notation import parse_table
from .savefile import FORMAT, VERSION, dump  # noqa: F401  (dump: engine.saves.dump)


def _damaged_counter(rules, name: str, value: object, piles: dict) -> str | None:
    """Why a written start's counter could not be the table's, or None.  The counters the
    rules read are declared by the mechanism or the game that owns them
    (``engine.mechanics.counters``); a counter of the wrong kind would only fail later,
    inside the rules.  Counters of other names are read by no game, but they are part of
    the position (its key, which the search hashes): they may hold a single value only."""
    counter = counters.declared(rules.own_counters, name)
    if counter is None:
        if value is None or isinstance(value, int | float | str):
            return None
        return (
            f"The save's starting position has a damaged counter: {name!r} holds a list or table."
        )
    if counter.plausible(value, piles):
        return None
    return f"The save's starting position has a damaged counter: {name!r} holds {counter.meaning}."


def _edition(data: dict) -> int:
    """The edition of the rules a save was played under (1 when it names none)."""
    edition = data.get("rules", editions.FIRST)
    if not isinstance(edition, int) or isinstance(edition, bool) or edition < editions.FIRST:
        raise BadSave("The save names no valid edition of the rules.")
    if edition > editions.CURRENT:
        raise BadSave("This save was played under newer rules than these; please update.")
    return edition


def load(text: str | bytes) -> Game:
    try:
        data = json.loads(text)
    # RecursionError: nesting deeper than the interpreter's limit (a few thousand "[").
    except (ValueError, TypeError, RecursionError) as error:
        raise BadSave("The save is not readable: it is damaged or not a save at all.") from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave("This is not a Cadogan's Patience save.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadSave("The save has no valid format version.")
    if version > VERSION:
        raise BadSave("This save comes from a newer version of the game; please update.")
    game_id = data.get("game")
    # A list or object here is unhashable: testing it against the registry would raise.
    if not isinstance(game_id, str) or game_id not in registry.GAMES:
        raise BadSave(f"The save is for a game this version does not know: {game_id!r}.")
    variant = data.get("variant")
    try:
        rules = type(registry.GAMES[game_id])(variant)
    except (ValueError, TypeError) as error:
        raise BadSave(f"The save names an unknown variant: {variant!r}.") from error
    rules = editions.rules_under(rules, _edition(data))
    deal = data.get("deal")
    start_text = data.get("start")
    if deal is None and isinstance(start_text, str):
        try:
            start = parse_table(rules.layout, start_text)
        except (ValueError, KeyError) as error:
            raise BadSave(f"The save's starting position is damaged: {error}") from error
        if Counter(start.all_cards()) != Counter(rules.pack()):
            raise BadSave("The save's starting position does not hold the right cards.")
        for name, value in start.vars:
            damage = _damaged_counter(rules, name, value, start.piles)
            if damage is not None:
                raise BadSave(damage)
        game = Game(rules, None, start)
    elif registry.valid_deal(deal):
        game = Game(rules, deal, rules.deal(deal))
    else:
        raise BadSave("The save has no valid deal number.")
    moves, cursor = data.get("moves"), data.get("cursor")
    if not isinstance(moves, list):
        raise BadSave("The save's list of moves is damaged.")
    if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= len(moves):
        raise BadSave("The save's undo position is damaged.")
    for number, raw in enumerate(moves, 1):
        try:
            game.play(Move.from_list(raw))
        except (ValueError, IllegalMove) as error:
            raise BadSave(f"Move {number} of the save cannot be replayed: {error}") from error
    while len(game.moves) > cursor:
        game.undo()
    return game
