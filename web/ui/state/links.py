"""The URL hash ``#<game-id>/<deal>`` (the book's reading) or ``#<game-id>/<deal>/<variant>``
(a variant the dossier lists): reading it (never trusting it) and writing it."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from importlib.util import find_spec

from engine.games import module_name

MAX_DEAL = 2**32 - 1


@dataclass(frozen=True, slots=True)
class Link:
    game_id: str | None = None
    deal: int | None = None
    problem: str = ""  # why the hash could not be used, for a message
    variant: str | None = None  # None: the book's reading
    # The link named the variant by a former name: the page rewrites it, in place.
    renamed: bool = field(default=False, compare=False)


def _variants(games: Collection[str], game_id: str) -> Collection[str] | None:
    """The variants a game lists (``games`` maps ids to rules; a bare collection of ids
    knows none); None while the game's module is not here to say (a page imports a game
    when it is first opened: the page checks the variant then)."""
    if isinstance(games, Mapping) and find_spec(module_name(game_id)) is None:
        return None
    rules = games.get(game_id) if isinstance(games, Mapping) else None
    return getattr(rules, "variants", {})


def _variant_now(games: Collection[str], game_id: str, variant: str) -> str:
    """The variant's name today, where an old link names it as it was (the game's module
    must be here to say; until then the page translates it when the game opens)."""
    if not isinstance(games, Mapping) or find_spec(module_name(game_id)) is None:
        return variant
    return games[game_id].variant_now(variant)


def parse_hash(text: str, games: Collection[str]) -> Link:
    """What a hash asks for.  An empty hash asks for nothing; a broken one says why."""
    text = (text or "").lstrip("#").strip()
    if not text:
        return Link()
    game_id, _, deal_text = text.partition("/")
    deal_text, _, variant = deal_text.partition("/")
    if game_id not in games:
        return Link(problem=f"The link names no game of this book ({game_id[:40]!r}).")
    if not deal_text:
        return Link(game_id=game_id)
    # ASCII digits only: str.isdigit() also accepts "²", which int() refuses.  Leading
    # zeros are dropped before the length check, so a zero-padded 2**32 cannot slip past
    # it and int() never meets more digits than its limit allows.
    digits = deal_text.lstrip("0")
    if (
        not (deal_text.isascii() and deal_text.isdigit())
        or len(digits) > len(str(MAX_DEAL))
        or not 1 <= int(digits or "0") <= MAX_DEAL
    ):
        return Link(game_id=game_id, problem=f"Deal numbers run from 1 to {MAX_DEAL}.")
    asked, variant = variant, _variant_now(games, game_id, variant) if variant else variant
    known = _variants(games, game_id) if variant else None
    if variant and known is not None and variant not in known:
        # The deal is good: it opens in the book's reading, and the message says why.
        return Link(
            game_id=game_id,
            deal=int(digits),
            problem=f"The link names no variant of this game ({variant[:40]!r}): "
            "it is played by the book.",
        )
    return Link(
        game_id=game_id, deal=int(digits), variant=variant or None, renamed=asked != variant
    )


def format_hash(game_id: str, deal: int, variant: str | None = None) -> str:
    return f"#{game_id}/{deal}" + (f"/{variant}" if variant else "")
