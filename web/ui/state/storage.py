"""What the page keeps between visits: the game in progress of each game (history and
all, so undo reaches back across a reload) and which game was played last.

Storage sits behind a tiny interface (``getItem``/``setItem``/``removeItem``, as the
browser's localStorage has), so tests use a dictionary.  Nothing here may lose a game:
a save that cannot be read is kept aside under another key with a message, and storage
that is missing or full leaves the game playable with a notice that progress is not kept.
"""

from __future__ import annotations

import json
import time

import engine
from ui.state.records import Records
from ui.state.settings import Settings

PREFIX = "cadogan-patience"
RECENT_KEPT = 6  # the games opened lately, remembered for the chooser
NOT_KEPT = "Progress cannot be kept in this browser (storage is full or disabled)."


def _sentence(problem: Exception) -> str:
    text = str(problem).strip() or type(problem).__name__
    return text if text.endswith(".") else text + "."


class MemoryBackend:
    """A stand-in for localStorage."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def _text(value) -> str | None:
    # The browser hands back null (or undefined) for a missing key.
    return value if isinstance(value, str) else None


class Store:
    def __init__(self, backend) -> None:
        self.backend = backend
        self.working = backend is not None

    def _get(self, key: str) -> str | None:
        if not self.working:
            return None
        try:
            return _text(self.backend.getItem(f"{PREFIX}/{key}"))
        except Exception:  # storage refused (private browsing, policy)
            self.working = False
            return None

    def _set(self, key: str, value: str) -> bool:
        if not self.working:
            return False
        try:
            self.backend.setItem(f"{PREFIX}/{key}", value)
            return True
        except Exception:  # quota exceeded or storage disabled
            self.working = False
            return False

    def _remove(self, key: str) -> None:
        if self.working:
            try:
                self.backend.removeItem(f"{PREFIX}/{key}")
            except Exception:
                self.working = False

    # Games in progress ----------------------------------------------------------------
    def saved_game(self, game_id: str) -> tuple[engine.Game | None, str]:
        """The saved game of ``game_id``, or None; and a message when a save was unusable."""
        text = self._get(f"game/{game_id}")
        if text is None:
            return None, ""
        try:
            game = engine.load_game(text)
            if game.game_id != game_id:
                raise engine.BadSave("The save belongs to another game.")
            if game.deal is None:  # the page saves only deals: this was edited by hand
                raise engine.BadSave("The save names no deal.")
            return game, ""
        # Whatever fails (BadSave, or a bug met while replaying), the save is kept aside
        # and a new game opens: a save that cannot load must not stop the page for good.
        except Exception as problem:
            name = engine.game_name(game_id)
            return None, (
                f"Your saved game of {name} could not be restored ({_sentence(problem)}) "
                + self._put_aside(f"game/{game_id}", f"damaged/{game_id}", text, "It was")
            )

    def _put_aside(self, key: str, aside: str, text: str, subject: str) -> str:
        """Move damaged data to a key of its own (never simply delete it); what was done."""
        if self._set(f"{aside}/{int(time.time())}", text):
            self._remove(key)
            return f"{subject} kept aside."
        return f"{subject} left as it was, since storage is not working."

    def keep(self, game: engine.Game) -> str:
        """Save the game in progress; a message when it could not be kept."""
        ok = self._set(f"game/{game.game_id}", game.to_json()) and self._set("last", game.game_id)
        return "" if ok else NOT_KEPT

    def recent_games(self) -> list[str]:
        """The games opened lately, the last first; what cannot be read counts as none
        (a corrupt list is no loss: the next game opened starts it again)."""
        try:
            listed = json.loads(self._get("recent") or "[]")
        except (ValueError, RecursionError):
            return []
        if not isinstance(listed, list):
            return []
        known = [g for g in listed if isinstance(g, str) and g in engine.GAMES]
        return list(dict.fromkeys(known))[:RECENT_KEPT]

    def keep_recent(self, game_id: str) -> None:
        """Put ``game_id`` first among the games opened lately."""
        listed = [game_id, *(g for g in self.recent_games() if g != game_id)]
        self._set("recent", json.dumps(listed[:RECENT_KEPT]))

    def last_game(self) -> str | None:
        game_id = self._get("last")
        return game_id if game_id in engine.GAMES else None

    # The reading each game is played in ------------------------------------------------
    def reading(self, game_id: str) -> str | None:
        """The variant last chosen for ``game_id``, None for the book's reading.  Read
        without importing the game (its module may not be here yet): a value the game does
        not list (edited by hand, or a variant since dropped) is let go when the game opens
        (``Navigation.open_now``)."""
        variant = self._get(f"reading/{game_id}")
        return variant if isinstance(variant, str) and variant else None

    def keep_reading(self, game_id: str, variant: str | None) -> None:
        if variant is None:
            self._remove(f"reading/{game_id}")
        else:
            self._set(f"reading/{game_id}", variant)

    # Statistics and the clock of each game under way ------------------------------------
    def records(self) -> tuple[Records, str]:
        text = self._get("statistics")
        if text is None:
            return Records(), ""
        try:
            return Records.from_json(text, engine.GAMES), ""
        except Exception as problem:  # as for a save: kept aside, and play goes on
            return Records(), (
                f"Your statistics could not be read ({_sentence(problem)}) "
                + self._put_aside("statistics", "damaged/statistics", text, "They were")
            )

    def keep_records(self, records: Records) -> str:
        return "" if self._set("statistics", records.to_json()) else NOT_KEPT

    # The player's settings -------------------------------------------------------------
    def settings(self) -> Settings:
        return Settings.from_json(self._get("settings"))

    def keep_settings(self, settings: Settings) -> str:
        return "" if self._set("settings", settings.to_json()) else NOT_KEPT

    def session(self, game_id: str) -> dict:
        """The token and seconds played of the game under way, and whether Show me has
        played in it (empty when unknown)."""
        try:
            data = json.loads(self._get(f"session/{game_id}") or "{}")
        except (ValueError, RecursionError):
            return {}
        token = data.get("token") if isinstance(data, dict) else None
        if not isinstance(token, str) or not token:  # an empty token names no game
            return {}
        seconds = data.get("seconds")
        ok = (
            isinstance(seconds, int | float)
            and not isinstance(seconds, bool)
            and 0 <= seconds < 10**9  # also refuses NaN and infinity, which JSON lets in
        )
        return {
            "token": token,
            "seconds": float(seconds) if ok else 0.0,
            "helped": data.get("helped") is True,
        }

    def keep_session(self, game_id: str, token: str, seconds: float, helped: bool = False) -> None:
        data = {"token": token, "seconds": round(seconds, 1)}
        if helped:
            data["helped"] = True
        self._set(f"session/{game_id}", json.dumps(data))
