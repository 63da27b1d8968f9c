"""Statistics per game: played, won, win rate, current and best streak, best time and
fewest moves, and for a game that keeps a score (Klondike's counters) the best score and
the running total across its games; with export to and import from JSON.

A game counts as played once its first move is made.  A win adds to the streak; a game
that was played and then left unwon (a new deal, another deal opened) ends the streak.
A lost position is not the end: the player may still undo, so only leaving counts.

A variant's games count apart from the book's reading: their record is kept under
``<game-id>/<variant>`` (``record_key``), so a variant never mixes with the book's figures.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields

FORMAT = "cadogan-patience-statistics"
VERSION = 1


def record_key(game_id: str, variant: str | None) -> str:
    """Where a game of ``game_id`` in the reading ``variant`` is counted."""
    return game_id if variant is None else f"{game_id}/{variant}"


def _key_now(key: str, known_games) -> str:
    """A record's key with its variant named as today (statistics kept under a variant's
    former name count on under the new one)."""
    game_id, _, variant = key.partition("/")
    rules = known_games.get(game_id) if variant and isinstance(known_games, Mapping) else None
    return record_key(game_id, rules.variant_now(variant)) if rules is not None else key


def _known(key: str, known_games) -> bool:
    """A game id of ``known_games``, or one of its variants' keys (``known_games`` maps
    ids to rules; a bare collection of ids knows no variants)."""
    game_id, _, variant = key.partition("/")
    if game_id not in known_games:
        return False
    if not variant:
        return True
    rules = known_games.get(game_id) if isinstance(known_games, Mapping) else None
    return variant in getattr(rules, "variants", {})


@dataclass(slots=True)
class Record:
    played: int = 0
    won: int = 0
    streak: int = 0
    best_streak: int = 0
    best_time: float | None = None  # seconds
    fewest_moves: int | None = None
    helped: int = 0  # games played with Show me: kept apart, never a win
    # A game with a score (``GameRules.score``): the best score a game reached, the
    # running total of every game's score (the one under way at its score now), and the
    # score of the game under way as last counted (what the total holds of it).
    best_score: int | None = None
    total_score: int = 0
    last_score: int | None = None

    def as_dict(self) -> dict:
        return asdict(self)

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class Records:
    def __init__(self) -> None:
        self.games: dict[str, Record] = {}
        # The game under way per game id (a deal and when it started), counted as played.
        self.under_way: dict[str, str] = {}

    def of(self, game_id: str) -> Record:
        return self.games.setdefault(game_id, Record())

    def first_move(self, game_id: str, token: str) -> bool:
        """The first move of the game ``token``: count it as played (once)."""
        if self.under_way.get(game_id) == token:
            return False
        if game_id in self.under_way:
            self.left(game_id)
        self.of(game_id).played += 1
        self.under_way[game_id] = token
        return True

    def won(self, game_id: str, token: str, seconds: float, moves: int) -> None:
        if self.under_way.get(game_id) != token:
            return  # already counted, or never started here
        del self.under_way[game_id]
        record = self.of(game_id)
        record.won += 1
        record.streak += 1
        record.best_streak = max(record.best_streak, record.streak)
        if record.best_time is None or seconds < record.best_time:
            record.best_time = round(seconds, 1)
        if record.fewest_moves is None or moves < record.fewest_moves:
            record.fewest_moves = moves

    def scored(self, game_id: str, score: int, fresh: bool) -> None:
        """The score of the game under way after a move (``fresh``: its first move): the
        running total follows it, and the best score keeps the highest reached."""
        record = self.of(game_id)
        before = 0 if fresh or record.last_score is None else record.last_score
        record.total_score += score - before
        record.last_score = score
        if record.best_score is None or score > record.best_score:
            record.best_score = score

    def helped(self, game_id: str, token: str) -> None:
        """Show me played in the game ``token``: it counts apart, with help, and its
        win (if any) is not a win; it neither ends nor adds to the streak, nor its score
        to the total."""
        if self.under_way.get(game_id) == token:
            del self.under_way[game_id]
            record = self.of(game_id)
            record.played -= 1
            if record.last_score is not None:
                record.total_score -= record.last_score
                record.last_score = None
        self.of(game_id).helped += 1

    def left(self, game_id: str) -> None:
        """A game that was under way is abandoned unwon: the streak ends."""
        if self.under_way.pop(game_id, None) is not None:
            self.of(game_id).streak = 0

    # Files ------------------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "games": {gid: rec.as_dict() for gid, rec in self.games.items()},
                "under_way": self.under_way,
            },
            indent=1,
        )

    @classmethod
    def from_json(cls, text: str, known_games) -> Records:
        """Statistics from their JSON; ValueError with a sentence when they are not."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError, RecursionError):
            raise ValueError("The statistics are not readable.") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("This is not a statistics file of Cadogan's Patience.")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ValueError("The statistics have no valid format version.")
        if version > VERSION:
            raise ValueError("These statistics come from a newer version; please update.")
        records = cls()
        games = data.get("games")
        if not isinstance(games, dict):
            raise ValueError("The statistics hold no games.")
        names = {field.name for field in fields(Record)}
        for key, values in games.items():
            game_id = _key_now(key, known_games)
            if not _known(game_id, known_games) or not isinstance(values, dict):
                continue
            record = Record()
            for key, value in values.items():
                if key in names and _plausible(key, value):
                    setattr(record, key, value)
            if record.won > record.played or record.best_streak < record.streak:
                raise ValueError(f"The statistics of {game_id} do not add up.")
            records.games[game_id] = record
        under_way = data.get("under_way", {})
        if isinstance(under_way, dict):
            records.under_way = {
                _key_now(k, known_games): v
                for k, v in under_way.items()
                if _known(_key_now(k, known_games), known_games) and isinstance(v, str)
            }
        return records


SCORES = ("best_score", "total_score", "last_score")


def _plausible(key: str, value) -> bool:
    if key in ("best_time", "fewest_moves", "best_score", "last_score") and value is None:
        return True
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if key in SCORES:  # a score may be below nothing (Klondike's starts at -52)
        return isinstance(value, int) and abs(value) < 10**12
    # JSON lets in Infinity and NaN, which no count or time can be.
    return 0 <= value < 10**12 and (key == "best_time" or isinstance(value, int))
