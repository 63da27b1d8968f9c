"""Saving and resuming: nothing is ever lost, whatever the storage does."""

import engine
from ui.storage import PREFIX, MemoryBackend, Store


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
