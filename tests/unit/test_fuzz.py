"""Fuzzing the two doors through which untrusted text reaches the engine.

* ``engine.load_game``: a save may be anything at all (a file picked by mistake, a save
  edited by hand, a save cut short).  The only acceptable answers are a game or
  ``engine.BadSave`` with a sentence; any other exception is a bug.  A save that was
  tampered with (a duplicated card, an illegal move, the wrong deal) must be refused,
  and a change that cannot alter the meaning (whitespace, key order) must not matter.
* ``ui.state.links.parse_hash``: the URL hash is typed or pasted by anyone.  It must never
  raise, and must never hand the page a deal number out of range.

Games whose rules are still placeholders (``deal`` raises NotImplementedError) are
skipped by name; every other registered game is covered without listing it here.
"""

from __future__ import annotations

import json
import string

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

import engine
import engine.saves
from engine.mechanics.counters import declared
from engine.notation import format_table
from engine.prng import Pcg32
from engine.table import Table
from ui.panels.statsview import clock_text, stats_html
from ui.state.links import Link, format_hash, parse_hash
from ui.state.records import Records
from ui.state.storage import PREFIX, MemoryBackend, Store

MAX_DEAL = engine.MAX_DEAL


def _playable(game_id: str) -> bool:
    # Only a placeholder is skipped; a game that fails any other way must fail the tests.
    try:
        game = engine.new_game(game_id, 1)
        game.legal_moves()
    except NotImplementedError:
        return False
    return True


PLAYABLE = [game_id for game_id in engine.GAMES if _playable(game_id)]


def played_vars(game_id: str, deal: int) -> set[tuple[str, object]]:
    """Every counter seen in a short playout of ``deal`` (the first legal move each time)."""
    game = engine.new_game(game_id, deal)
    seen = set(game.table.vars)
    for _ in range(30):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
        seen |= set(game.table.vars)
    return seen


GAME_PARAMS = [
    pytest.param(
        game_id,
        marks=pytest.mark.skipif(
            game_id not in PLAYABLE, reason=f"{game_id} is still a placeholder"
        ),
    )
    for game_id in engine.GAMES
]
# Every pile id and variant any game knows, so mutations stay close to real saves
# (a random string almost never names a pile, and would test only the first check).
PILES = sorted({pile for rules in engine.GAMES.values() for pile in rules.layout.ids})
VARIANTS = sorted({name for rules in engine.GAMES.values() for name in rules.variants})
# Counter names the games keep, read from short playouts so a new game's are included.
COUNTERS = sorted(
    {name for game_id in PLAYABLE for deal in (1, 2) for name, _ in played_vars(game_id, deal)}
)
KINDS = ["move", "deal", "pair", "swap", "redeal", "refill", "withdraw", "exchange", "end"]

FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


# Helpers ------------------------------------------------------------------------------
def played(game_id: str, deal: int, chooser: int, count: int) -> engine.Game:
    """A game of ``deal`` after up to ``count`` random legal moves (fewer at a dead end)."""
    game = engine.new_game(game_id, deal)
    pick = Pcg32(chooser)
    for _ in range(count):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[pick.below(len(moves))])
    return game


def load_or_refuse(text: str | bytes) -> engine.Game | None:
    """Load ``text``; None when refused.  Anything but BadSave propagates as a failure."""
    try:
        game = engine.load_game(text)
    except engine.BadSave as error:
        assert str(error).strip(), "a refusal must say why"
        return None
    # A game that loads must be playable and save again exactly: a loader that accepts
    # a position the rules cannot handle would only move the crash to the next tap.
    assert game.status in ("playing", "won", "lost")
    again = engine.load_game(game.to_json())
    assert again.piles == game.piles and again.moves == game.moves
    return game


def same_game(a: engine.Game, b: engine.Game) -> None:
    assert a.game_id == b.game_id and a.deal == b.deal and a.variant == b.variant
    assert a.piles == b.piles
    assert a.moves == b.moves and a._history() == b._history()
    assert a.to_json() == b.to_json()


json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.sampled_from([0, -1, 1, 2**32 - 1, 2**32, 2**64, 10**400]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(PILES + KINDS + VARIANTS + list(engine.GAMES)),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)
raw_moves = st.lists(
    st.one_of(
        json_values,
        st.tuples(
            st.sampled_from(KINDS) | st.text(max_size=6),
            st.sampled_from([*PILES, None]) | json_scalars,
            st.sampled_from([*PILES, None]) | json_scalars,
            st.integers(-2, 30) | json_scalars,
        ).map(list),
    ),
    max_size=6,
)


# Arbitrary input ----------------------------------------------------------------------
@FUZZ
@given(value=json_values)
def test_any_json_value_is_loaded_or_refused(value):
    load_or_refuse(json.dumps(value))


@FUZZ
@given(text=st.text(max_size=300))
def test_any_text_is_loaded_or_refused(text):
    load_or_refuse(text)


@FUZZ
@given(data=st.binary(max_size=300))
def test_any_bytes_are_loaded_or_refused(data):
    load_or_refuse(data)


@settings(max_examples=20, deadline=None)
@given(depth=st.integers(1, 200_000), opener=st.sampled_from(["[", '{"a":', '{"moves":[']))
def test_deeply_nested_json_is_refused_not_a_crash(depth, opener):
    # Nesting deeper than the interpreter's recursion limit once escaped as RecursionError.
    assert load_or_refuse(opener * depth) is None


@FUZZ
@given(
    fields=st.fixed_dictionaries(
        {},
        optional={
            "format": st.just("cadogan-patience") | json_scalars,
            "version": st.sampled_from([1, 0, 2, -1, True, 1.0, "1"]) | json_scalars,
            "game": st.sampled_from(PLAYABLE) | json_values,
            "variant": st.sampled_from([None, *VARIANTS]) | json_values,
            "deal": st.integers(-5, 2**33) | json_values,
            "moves": raw_moves | json_values,
            "cursor": st.integers(-2, 8) | json_values,
            "start": st.text(max_size=60) | json_values,
        },
    )
)
def test_save_shaped_objects_are_loaded_or_refused(fields):
    # Shaped like a save so that the checks past the first few are reached.
    load_or_refuse(json.dumps(fields))


# Mutated real saves --------------------------------------------------------------------
def _mutate_moves(draw, moves: list, game_id: str) -> list:
    moves = [list(m) if isinstance(m, list) else m for m in moves]
    ids = list(engine.GAMES[game_id].layout.ids)
    how = draw(st.sampled_from(["duplicate", "swap", "delete", "alter", "append", "reverse"]))
    if how == "append" or not moves:
        moves.append(draw(raw_moves.filter(bool))[0])
        return moves
    i = draw(st.integers(0, len(moves) - 1))
    if how == "duplicate":
        # An earlier mutation may have left a move that is not a list at all.
        moves.insert(i, list(moves[i]) if isinstance(moves[i], list) else moves[i])
    elif how == "swap":
        j = draw(st.integers(0, len(moves) - 1))
        moves[i], moves[j] = moves[j], moves[i]
    elif how == "delete":
        del moves[i]
    elif how == "reverse":
        moves.reverse()
    else:
        move = moves[i]
        if not isinstance(move, list) or not move:
            moves[i] = draw(json_values)
            return moves
        field = draw(st.integers(0, len(move)))
        value = draw(st.sampled_from(ids + KINDS) | json_values)
        if field == len(move):
            move.append(value)
        else:
            move[field] = value
    return moves


def _retyped(draw, value):
    return draw(
        st.sampled_from(
            [str(value), [value], {"value": value}, None, True, 1.5, -1, 0, 2**32, "", []]
        )
    )


def _mutate_start(draw, text: str) -> str:
    """A written start changed the way a hand edit or a damaged file changes it."""
    lines = text.splitlines() or [""]
    how = draw(st.sampled_from(["flip", "swap", "counter", "new counter", "drop line", "move"]))
    if how == "flip":
        return _flip(draw, text, draw(st.sampled_from(["flip", "insert", "delete"])))
    if how == "drop line":
        del lines[draw(st.integers(0, len(lines) - 1))]
        return "\n".join(lines)
    if how in ("counter", "new counter"):
        # Counters steer the rules (re-deals left, the deal phase): a wrong type there
        # must be refused, not crash the rules.
        counters = [i for i, line in enumerate(lines) if line.startswith("@")]
        value = json.dumps(draw(json_values))
        if how == "counter" and counters:
            at = draw(st.sampled_from(counters))
            lines[at] = lines[at].split(" ", 1)[0] + " " + value
        else:
            lines.append(f"@{draw(st.sampled_from(COUNTERS) | st.text(max_size=6))} {value}")
        return "\n".join(lines)
    # Cards rearranged: still exactly the right cards, in a position no deal makes.
    tokens = text.split(" ")
    places = [i for i, token in enumerate(tokens) if engine.cards.is_card(token.strip())]
    if len(places) < 2:
        return text
    i, j = draw(st.permutations(places))[:2]
    if how == "swap":
        tokens[i], tokens[j] = tokens[j], tokens[i]
        return " ".join(tokens)
    card = tokens[i].strip()
    tokens[i] = "-" + tokens[i][len(card) :]
    text = " ".join(tokens)
    lines = text.splitlines()
    at = draw(st.integers(0, len(lines) - 1))
    lines[at] += " " + card if not lines[at].startswith("@") else ""
    return "\n".join(lines)


def a_game_in_play(draw, most_undone: int) -> engine.Game:
    """A game of any playable game, some random moves in, up to ``most_undone`` of them
    undone, and half the time a constructed game of that position (its save then carries
    its start in the notation)."""
    game_id = draw(st.sampled_from(PLAYABLE))
    game = played(
        game_id,
        draw(st.integers(1, MAX_DEAL)),
        draw(st.integers(0, 2**32 - 1)),
        draw(st.integers(0, 25)),
    )
    for _ in range(draw(st.integers(0, most_undone))):
        game.undo()
    if draw(st.booleans()):
        game = engine.game_from_text(game_id, format_table(game.table))
    return game


@st.composite
def mutated_saves(draw) -> tuple[str, engine.Game]:
    original = a_game_in_play(draw, 2)
    game_id = original.game_id
    data = json.loads(original.to_json())
    # Weighted towards the fields past the first checks, where the deeper code runs.
    keys = [*data, "moves", "moves", "moves", "deal", "cursor", "start", "start", "extra"]
    for _ in range(draw(st.integers(1, 3))):
        key = draw(st.sampled_from(keys))
        what = draw(st.sampled_from(["delete", "replace", "retype", *["specific"] * 4]))
        if what == "delete":
            data.pop(key, None)
        elif what == "replace":
            data[key] = draw(json_values)
        elif what == "retype":
            data[key] = _retyped(draw, data.get(key))
        elif key == "moves" and isinstance(data.get("moves"), list):
            data["moves"] = _mutate_moves(draw, data["moves"], game_id)
            data["cursor"] = draw(st.sampled_from([len(data["moves"]), data.get("cursor")]))
        elif key == "deal":
            deal = data.get("deal") if isinstance(data.get("deal"), int) else 1
            data["deal"] = draw(st.sampled_from([deal + 1, deal - 1, 0, -deal, 2**32, 2**32 - 1]))
        elif key == "variant":
            data["variant"] = draw(st.sampled_from([None, *VARIANTS]) | st.text(max_size=8))
        elif key == "cursor":
            moves = data.get("moves")
            length = len(moves) if isinstance(moves, list) else 0
            data["cursor"] = draw(st.integers(-2, length + 2))
        elif key == "version":
            data["version"] = draw(st.sampled_from([0, 1, 2, -1, 10**30, 1.0, "1", True]))
        elif key == "game":
            data["game"] = draw(st.sampled_from(PLAYABLE) | st.text(max_size=12))
        elif key == "start":
            start = data.get("start")
            if not isinstance(start, str):
                start = format_table(engine.new_game(game_id, 1).table)
            data["start"] = _mutate_start(draw, start)
            data["deal"] = None
    text = json.dumps(data, separators=(",", ":"))
    how = draw(st.sampled_from(["none"] * 5 + ["truncate", "flip", "insert", "delete"]))
    if how == "truncate":
        text = text[: draw(st.integers(0, len(text)))]
    elif how != "none":
        text = _flip(draw, text, how)
    return text, original


def _flip(draw, text: str, how: str = "flip") -> str:
    if not text:
        return draw(st.text(max_size=3))
    at = draw(st.integers(0, len(text) - 1))
    char = draw(st.sampled_from(list('{}[]",:0123456789- \n#@') + list(string.ascii_letters)))
    if how == "insert":
        return text[:at] + char + text[at:]
    if how == "delete":
        return text[:at] + text[at + 1 :]
    return text[:at] + char + text[at + 1 :]


@settings(FUZZ, max_examples=150)
@given(case=mutated_saves())
def test_mutated_real_saves_are_loaded_or_refused(case):
    text, _ = case
    load_or_refuse(text)
    load_or_refuse(text.encode("utf-8"))


@st.composite
def reformatted_saves(draw) -> tuple[str | bytes, engine.Game]:
    """A real save rewritten in a way JSON says means the same thing."""
    original = a_game_in_play(draw, 3)
    data = json.loads(original.to_json())
    keys = draw(st.permutations(list(data)))
    text = json.dumps(
        {key: data[key] for key in keys},
        indent=draw(st.sampled_from([None, 0, 1, 4, "\t"])),
        ensure_ascii=draw(st.booleans()),
    )
    pad = draw(st.sampled_from(["", " ", "\n", "\t\r\n "]))
    text = pad + text + pad
    encoding = draw(st.sampled_from([None, "utf-8", "utf-8-sig"]))
    return (text if encoding is None else text.encode(encoding)), original


@settings(FUZZ, max_examples=40)
@given(case=reformatted_saves())
def test_a_change_that_keeps_the_meaning_loads_the_same_game(case):
    text, original = case
    loaded = load_or_refuse(text)
    assert loaded is not None, "a save reformatted without changing its meaning was refused"
    same_game(loaded, original)


# Tampered saves must be refused -------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_PARAMS)
@settings(max_examples=15, deadline=None)
@given(deal=st.integers(1, MAX_DEAL), chooser=st.integers(0, 2**32 - 1), data=st.data())
def test_a_constructed_start_with_a_duplicated_card_is_refused(game_id, deal, chooser, data):
    table = played(game_id, deal, chooser, data.draw(st.integers(0, 10))).table
    honest = engine.game_from_text(game_id, format_table(table))
    assert load_or_refuse(honest.to_json()) is not None, "the untampered start must load"

    # Overwrite one card with a copy of a different card: one too many of it, one short
    # of the other, though the number of cards stays right.
    places = [(pile, i) for pile, stack in table.items() for i in range(len(stack))]
    (pile_a, a), (pile_b, b) = data.draw(st.permutations(places))[:2]
    assume(table[pile_a][a] != table[pile_b][b])
    piles = {pile: list(stack) for pile, stack in table.items()}
    piles[pile_a][a] = table[pile_b][b]
    tampered = Table.build(table.layout, piles, **dict(table.vars))
    game = engine.game_from_text(game_id, format_table(tampered))
    with pytest.raises(engine.BadSave, match="right cards"):
        engine.load_game(game.to_json())


def _illegal_move(draw, game: engine.Game) -> engine.Move:
    legal = set(game.legal_moves())
    ids = list(game.rules.layout.ids)
    pile = st.sampled_from([*ids, None])
    move = draw(
        st.builds(engine.Move, st.sampled_from(KINDS), pile, pile, st.integers(0, 3)).filter(
            lambda m: m not in legal
        )
    )
    return move


@pytest.mark.parametrize("game_id", GAME_PARAMS)
@settings(max_examples=15, deadline=None)
@given(deal=st.integers(1, MAX_DEAL), chooser=st.integers(0, 2**32 - 1), data=st.data())
def test_an_illegal_move_inserted_in_the_history_is_refused(game_id, deal, chooser, data):
    game = played(game_id, deal, chooser, data.draw(st.integers(0, 20)))
    history = [m.to_list() for m in game.moves]
    at = data.draw(st.integers(0, len(history)))
    replay = engine.new_game(game_id, deal)
    for move in game.moves[:at]:
        replay.play(move)
    illegal = _illegal_move(data.draw, replay)
    save = json.loads(game.to_json())
    save["moves"] = [*history[:at], illegal.to_list(), *history[at:]]
    save["cursor"] = len(save["moves"])
    with pytest.raises(engine.BadSave, match=f"Move {at + 1} "):
        engine.load_game(json.dumps(save))


def _replays(game_id: str, deal: int, moves: list[engine.Move]) -> bool:
    game = engine.new_game(game_id, deal)
    for move in moves:
        if move not in game.legal_moves():
            return False
        game.play(move)
    return True


@pytest.mark.parametrize("game_id", GAME_PARAMS)
@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(
    deal=st.integers(1, MAX_DEAL),
    other=st.integers(1, MAX_DEAL),
    chooser=st.integers(0, 2**32 - 1),
)
def test_a_history_saved_under_another_deal_loads_only_if_it_fits(game_id, deal, other, chooser):
    game = played(game_id, deal, chooser, 20)
    assume(other != deal)
    save = json.loads(game.to_json())
    save["deal"] = other
    # A history of moves that are legal in any deal (say, only turning the pack; in Caesar
    # every history, its moves exchanges of any two places) fits every deal: a save holds
    # no table, so only a history that cannot be replayed on the other deal can give the
    # lie away.  One that can is an honest game of that deal, and loads as one.
    if _replays(game_id, other, game.moves):
        assert engine.load_game(json.dumps(save)).deal == other
        return
    with pytest.raises(engine.BadSave, match="cannot be replayed"):
        engine.load_game(json.dumps(save))


@pytest.mark.parametrize("game_id", GAME_PARAMS)
def test_an_honest_save_of_every_game_round_trips(game_id):
    # The control for the refusals above: the same saves, untampered, load.
    game = played(game_id, 12345, 7, 30)
    game.undo()
    same_game(engine.load_game(game.to_json()), game)


@pytest.mark.parametrize("wrong", ["nope", [1, 2], -1, 2.5])
def test_a_constructed_start_with_a_damaged_counter_is_refused(wrong):
    # Counters steer the rules; one of the wrong kind would fail later, inside them.
    checked = set()
    for game_id in PLAYABLE:
        for deal in (1, 2, 3):
            table = played(game_id, deal, deal, 12).table
            for name, _ in table.vars:
                # Every counter a game keeps is declared by its owner, so none goes unchecked.
                assert declared(engine.GAMES[game_id].own_counters, name), (game_id, name)
                start = format_table(table.with_vars(**{name: _frozen(wrong)}))
                with pytest.raises(engine.BadSave, match="damaged counter"):
                    engine.load_game(engine.game_from_text(game_id, start).to_json())
                checked.add((game_id, name))
    assert len({game_id for game_id, _ in checked}) >= 3, checked


def _frozen(value):
    return tuple(value) if isinstance(value, list) else value


# Statistics and the other things the page keeps -----------------------------------------
stored_texts = st.one_of(
    st.text(max_size=200),
    json_values.map(json.dumps),
    st.fixed_dictionaries(
        {"format": st.just("cadogan-patience-statistics") | json_scalars},
        optional={
            "version": st.sampled_from([1, 0, 2, True, 1.5]) | json_scalars,
            "games": st.dictionaries(
                st.sampled_from(list(engine.GAMES)) | st.text(max_size=5),
                st.dictionaries(
                    st.sampled_from(
                        ["played", "won", "streak", "best_streak", "best_time", "fewest_moves"]
                    ),
                    json_scalars,
                )
                | json_values,
                max_size=3,
            )
            | json_values,
            "under_way": json_values,
            "token": json_values,
            "seconds": json_scalars,
        },
    ).map(json.dumps),
)


@FUZZ
@given(text=stored_texts)
# A session whose token is empty names no game under way (found by this test).
@example(text='{"format": "cadogan-patience-statistics", "version": null, "token": ""}')
def test_anything_kept_in_storage_is_read_or_kept_aside_never_a_crash(text):
    try:
        records = Records.from_json(text, engine.GAMES)
    except ValueError as problem:
        assert str(problem).strip()
    else:
        stats_html(records)  # and the statistics panel can show them
    for key in ("statistics", "session/fortress", "game/fortress", "last"):
        backend = MemoryBackend()
        backend.setItem(f"{PREFIX}/{key}", text)
        store = Store(backend)
        records, problem = store.records()
        assert isinstance(records, Records) and isinstance(problem, str)
        game, problem = store.saved_game("fortress")
        assert game is None or game.game_id == "fortress"
        session = store.session("fortress")
        assert session == {} or (0 <= session["seconds"] < 10**9 and session["token"])
        clock_text(session.get("seconds", 0))
        assert store.last_game() in (None, *engine.GAMES)
        # Whatever could not be read is still in storage, under its own key or aside.
        assert text in backend.items.values()


# The URL hash -------------------------------------------------------------------------
GAME_IDS = list(engine.GAMES)
deal_texts = st.one_of(
    st.integers(-(2**40), 2**40).map(str),
    st.sampled_from(["0", "-1", "+5", "1.5", "1e3", " 7", "7 ", str(2**32), str(2**32 - 1), ""]),
    st.sampled_from(["²", "١٢", "٣", "߇", "𝟗", "Ⅻ", "½", "0x10", "1_000"]),
    st.tuples(st.integers(0, 30), st.integers(0, 2**33)).map(lambda z: "0" * z[0] + str(z[1])),
    st.tuples(st.integers(1, 6000), st.sampled_from("0123456789")).map(lambda z: z[1] * z[0]),
    # Past Python's 4300-digit limit on int(str), behind zeros that hide the length.
    st.tuples(st.integers(11, 16), st.integers(4290, 6000)).map(
        lambda z: "0" * z[0] + "1" + "0" * z[1]
    ),
    # Digits of other scripts (int() reads them) and characters str.isdigit() accepts that
    # int() does not (superscripts, circled digits).
    st.text(st.characters(categories=["Nd"]), min_size=1, max_size=4),
    st.text(st.characters(categories=["No"]).filter(str.isdigit), min_size=1, max_size=4),
    st.text(max_size=15),
)
hash_texts = st.one_of(
    st.text(max_size=60),
    # Mostly a real game and one slash, so the deal's own checks are what is exercised.
    st.tuples(
        st.sampled_from(["", "#", "##", " #", "# "]),
        st.sampled_from(GAME_IDS) | st.text(max_size=12),
        st.sampled_from(["/"] * 6 + ["", "//", " / ", "/ ", "#"]),
        deal_texts,
        st.sampled_from(["", "/", " ", "/extra", "#", "\n"]),
    ).map("".join),
)


@settings(max_examples=400, deadline=None)
@given(text=hash_texts)
def test_a_hash_never_raises_and_never_gives_a_deal_out_of_range(text):
    link = parse_hash(text, engine.GAMES)
    assert isinstance(link, Link)
    assert link.deal is None or (
        type(link.deal) is int and 1 <= link.deal <= MAX_DEAL and link.game_id in engine.GAMES
    )
    assert link.game_id is None or link.game_id in engine.GAMES
    if link.problem:
        assert isinstance(link.problem, str) and link.problem.strip()
        # A link that cannot be used carries no deal, but for a good deal naming a variant
        # the game does not list: that deal is played by the book.
        assert link.deal is None or link.variant is None, "a broken link names no reading"


@settings(max_examples=200, deadline=None)
@given(game_id=st.sampled_from(GAME_IDS), deal=st.integers(1, MAX_DEAL), zeros=st.integers(0, 20))
def test_a_written_hash_reads_back_the_same_deal(game_id, deal, zeros):
    assert parse_hash(format_hash(game_id, deal), engine.GAMES) == Link(game_id, deal)
    # Leading zeros are a deal number written oddly, not a different deal.
    padded = f"#{game_id}/{'0' * zeros}{deal}"
    assert parse_hash(padded, engine.GAMES) == Link(game_id, deal)


@settings(max_examples=200, deadline=None)
@given(
    game_id=st.sampled_from(GAME_IDS), deal=st.integers(-(2**80), 2**80), zeros=st.integers(0, 20)
)
def test_a_hash_with_a_deal_out_of_range_says_so(game_id, deal, zeros):
    assume(not 1 <= deal <= MAX_DEAL)
    sign = "-" if deal < 0 else ""
    link = parse_hash(f"#{game_id}/{sign}{'0' * zeros}{abs(deal)}", engine.GAMES)
    assert link.problem and link.deal is None and link.game_id == game_id


def test_hash_examples():
    games = engine.GAMES
    assert parse_hash("", games) == Link() and parse_hash("#", games) == Link()
    assert parse_hash("#fortress", games) == Link("fortress")
    assert parse_hash("#fortress/42", games) == Link("fortress", 42)
    for bad in ["#fortress/0", f"#fortress/{2**32}", "#fortress/²", "#fortress/-3", "#nope/1"]:
        assert parse_hash(bad, games).problem, bad
    assert parse_hash("#fortress/" + "0" * 12 + str(2**32), games).deal is None
    assert parse_hash("#fortress/" + "0" * 11 + "1" + "0" * 5000, games).deal is None
