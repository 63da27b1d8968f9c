"""Saving and resuming: nothing is ever lost, whatever the storage does."""

import engine
from engine.notation import format_table
from ui.state.storage import PREFIX, MemoryBackend, Store


def played(game_id="fortress", deal=38, moves=3) -> engine.Game:
    game = engine.new_game(game_id, deal)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return game


def test_a_game_resumes_with_its_history_so_undo_reaches_back():
    store = Store(MemoryBackend())
    game = played()
    game.undo()
    assert store.keep(game) == ""
    resumed, problem = store.saved_game("fortress")
    assert problem == "" and resumed.piles == game.piles
    assert resumed.can_redo and resumed.undo() and resumed.undo()
    assert store.last_game() == "fortress"


def test_each_game_has_its_own_save():
    store = Store(MemoryBackend())
    store.keep(played("fortress"))
    store.keep(played("clock", 4, 2))
    assert store.saved_game("fortress")[0].game_id == "fortress"
    assert store.saved_game("clock")[0].deal == 4
    assert store.saved_game("nation") == (None, "")


def test_a_damaged_save_is_kept_aside_with_a_message():
    backend = MemoryBackend()
    store = Store(backend)
    backend.setItem(f"{PREFIX}/game/fortress", '{"format": "cadogan-patience", "vers')
    game, problem = store.saved_game("fortress")
    assert game is None and "could not be restored" in problem and "kept aside" in problem
    aside = [k for k in backend.items if k.startswith(f"{PREFIX}/damaged/fortress/")]
    assert len(aside) == 1 and backend.items[aside[0]].endswith('"vers')
    assert f"{PREFIX}/game/fortress" not in backend.items


class FullBackend(MemoryBackend):
    def setItem(self, key, value):
        raise RuntimeError("QuotaExceededError")


def test_full_or_missing_storage_leaves_the_game_playable_with_a_notice():
    for store in (Store(FullBackend()), Store(None)):
        game = played()
        assert "cannot be kept" in store.keep(game)
        assert game.undo() and game.redo()  # the game goes on
        assert store.saved_game("fortress") == (None, "")


def test_damaged_statistics_are_kept_aside_with_a_message():
    backend = MemoryBackend()
    backend.setItem(f"{PREFIX}/statistics", '{"format": "cadogan-patience-statis')
    records, problem = Store(backend).records()
    assert records.games == {} and "could not be read" in problem and "kept aside" in problem
    aside = [k for k in backend.items if k.startswith(f"{PREFIX}/damaged/statistics/")]
    assert len(aside) == 1 and f"{PREFIX}/statistics" not in backend.items


def test_a_save_the_page_never_writes_is_refused_too():
    # A game set up from a written position has no deal, so no link: the page only
    # ever saves deals, and such a save was edited by hand.
    backend = MemoryBackend()
    constructed = engine.game_from_text("fortress", format_table(played().table))
    assert engine.load_game(constructed.to_json()).deal is None  # a sound save, otherwise
    backend.setItem(f"{PREFIX}/game/fortress", constructed.to_json())
    # And a sound save of another game, kept under this game's name.
    backend.setItem(f"{PREFIX}/game/clock", played("fortress").to_json())
    store = Store(backend)
    for game_id, words in (("fortress", "names no deal"), ("clock", "another game")):
        game, problem = store.saved_game(game_id)
        assert game is None and words in problem and "kept aside" in problem


class NoRoomBackend(MemoryBackend):
    """Storage that still reads but has no room left to write."""

    def setItem(self, key, value):
        raise RuntimeError("QuotaExceededError")


def test_damaged_data_that_cannot_be_put_aside_is_left_where_it_was():
    backend = NoRoomBackend()
    backend.items[f"{PREFIX}/game/fortress"] = "not a save"
    backend.items[f"{PREFIX}/statistics"] = "not statistics"
    game, problem = Store(backend).saved_game("fortress")
    assert game is None and "left as it was" in problem
    assert "left as it was" in Store(backend).records()[1]
    assert backend.items == {
        f"{PREFIX}/game/fortress": "not a save",
        f"{PREFIX}/statistics": "not statistics",
    }


def test_a_damaged_clock_reading_starts_the_clock_again():
    backend = MemoryBackend()
    store = Store(backend)
    for text in ('{"token": "1@2", "seconds": Infinity}', '{"token": "1@2", "seconds": NaN}'):
        backend.setItem(f"{PREFIX}/session/fortress", text)
        assert store.session("fortress") == {"token": "1@2", "seconds": 0.0, "helped": False}
    backend.setItem(f"{PREFIX}/session/fortress", "[" * 100_000)
    assert store.session("fortress") == {}
