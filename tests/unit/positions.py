"""Helpers for the games' rule-by-rule tests, which set up positions written as diagrams
(``engine.game_from_text``: one line a pile, ``pile-n: cards`` bottom card first, so the
last card written is the top one; ``@name value`` for a counter) and look at what a
player would see: the moves offered and the words of a refusal."""

from collections.abc import Iterable, Sequence

import pytest

import engine
from engine import Move


def moves_of(game: engine.Game) -> set[tuple[str, str | None, str | None]]:
    """The legal moves, as (kind, from, to)."""
    return {(m.kind, m.source, m.target) for m in game.legal_moves()}


def refusal(game: engine.Game, move: Move) -> str:
    """The words a player is shown when ``move`` is refused; the table stays as it was."""
    before = game.table
    with pytest.raises(engine.IllegalMove) as refused:
        game.play(move)
    assert game.table == before, "an illegal move changes nothing"
    return str(refused.value)


def numbered(kind: str, cards: Iterable[str]) -> str:
    """Lines of a diagram laying one card on each pile of a kind in turn:
    ``foundation-1: AH`` and so on."""
    return "\n".join(f"{kind}-{n}: {card}" for n, card in enumerate(cards, 1))


def filled(
    text: str,
    places: Sequence[str],
    fillers: Sequence[str],
    *,
    by_place: bool = False,
    unused: bool = False,
) -> str:
    """The diagram with a card on each of ``places`` it does not write: the next filler
    in turn (with ``unused``, the next one the diagram does not show), or with
    ``by_place`` the filler standing at the place's own position."""
    written = [f"{place}:" in text for place in places]
    if by_place:
        cards = list(fillers[: len(places)])
    else:
        spare = iter(card for card in fillers if not (unused and card in text))
        cards = ["" if known else next(spare) for known in written]
    return text + "".join(
        f"\n{place}: {card}"
        for place, card, known in zip(places, cards, written, strict=True)
        if not known
    )
