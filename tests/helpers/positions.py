"""Helpers for the games' rule-by-rule tests, which set up positions written as diagrams
(``engine.game_from_text``: one line a pile, ``pile-n: cards`` bottom card first, so the
last card written is the top one; ``@name value`` for a counter) and look at what a
player would see: the moves offered and the words of a refusal."""

from collections.abc import Iterable, Sequence

import pytest

import engine
from engine import Move, cards


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


def packets(game: engine.Game) -> list[tuple[str, ...]]:
    """The tableau's piles, in order."""
    return [stack for pile, stack in game.piles.items() if pile.startswith("tableau")]


def marriages(game: engine.Game) -> set[tuple[str, str]]:
    """The marriages offered between the tableau's piles, as (from, to)."""
    return {
        (m.source, m.target)
        for m in game.legal_moves()
        if m.kind == "move" and m.target.startswith("tableau")
    }


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


# Foundations complete, and fragments -----------------------------------------------------
def run(suit: str, ranks) -> list[str]:
    return [cards.code(rank, suit) for rank in ranks]


UP, DOWN = range(1, 14), range(13, 0, -1)


def done(complete: list[list[str]], **tops: str) -> str:
    """Every foundation complete (``complete``: each foundation's cards, in the order of
    the game's foundation piles; a game's file declares them as ``COMPLETE``), except those
    named (foundation_3="9H"), built up to and including the card named, or empty ("-")."""
    lines = []
    for n, cards_up in enumerate(complete, 1):
        top = tops.pop(f"foundation_{n}", None)
        if top is not None:
            cards_up = [] if top == "-" else cards_up[: cards_up.index(top) + 1]
        lines.append(f"foundation-{n}: {' '.join(cards_up) or '-'}")
    assert not tops, f"no such foundation: {tops}"
    return "\n".join(lines) + "\n"


# Blockers for the fragments: no two marry each other, and their foundations never reach
# them, so they never move and leave no lane.
BLOCKERS = "7C 9C JC 7D 9D JD 3C 3D 5C 5D 7C 9C JC 7D 9D".split()


def on_blockers(columns: int, *live: str) -> str:
    """A fragment: the live cards written over the first columns' blockers, one blocker
    alone in every other column."""
    rows = list(live) + [""] * (columns - len(live))
    return "\n".join(f"tableau-{n + 1}: {BLOCKERS[n]} {rows[n]}" for n in range(columns))


# In the fragments the two of hearts lies under the four; the four may be married onto
# the three (then the two goes up, but the three is buried for good) or the three onto the
# four (burying the two): with no lane either way loses.  Three spades with no foundation
# to go to marry back and forth meanwhile, so the search has positions to examine.
TWO_UNDER_FOUR = ("2H 4H", "3H", "7S 5S", "6S")


def won_only_with_a_redeal(game_id: str, text: str) -> list[tuple[str, str, str]]:
    """The position written, won with a re-deal left and lost with none."""
    return [
        (game_id, f"{text}\n@redeals_left {left}", result)
        for left, result in ((1, "won"), (0, "lost"))
    ]


def divan(row: str) -> str:
    """One card on each of reserve-1 to reserve-8 (the Sultan's Divan, the Zodiac's
    Equator)."""
    return "".join(f"reserve-{n}: {card}\n" for n, card in enumerate(row.split(), 1))


# Napoleon at St. Helena (and Napoleon's Square; a lost game for the coach's tests): the
# pack used up; both aces lie under an eight of hearts that nothing can move, while the
# seven of hearts can hop from one eight to the other for ever.
HOPPING = """
tableau-1: AS 8H
tableau-2: AD 8H
tableau-3: 2C 7H
tableau-4: KC
tableau-5: KD
tableau-6: KS
tableau-7: KC
tableau-8: KD
tableau-9: KS
tableau-10: KH
talon-1: QC
"""
