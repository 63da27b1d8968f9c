"""The URL hash ``#<game-id>/<deal>``: reading it (never trusting it) and writing it."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

MAX_DEAL = 2**32 - 1


@dataclass(frozen=True)
class Link:
    game_id: str | None = None
    deal: int | None = None
    problem: str = ""  # why the hash could not be used, for a message


def parse_hash(text: str, games: Collection[str]) -> Link:
    """What a hash asks for.  An empty hash asks for nothing; a broken one says why."""
    text = (text or "").lstrip("#").strip()
    if not text:
        return Link()
    game_id, _, deal_text = text.partition("/")
    if game_id not in games:
        return Link(problem=f"The link names no game of this book ({game_id[:40]!r}).")
    if not deal_text:
        return Link(game_id=game_id)
    if not deal_text.isdigit() or not 1 <= int(deal_text[:12]) <= MAX_DEAL:
        return Link(game_id=game_id, problem=f"Deal numbers run from 1 to {MAX_DEAL}.")
    return Link(game_id=game_id, deal=int(deal_text))


def format_hash(game_id: str, deal: int) -> str:
    return f"#{game_id}/{deal}"
