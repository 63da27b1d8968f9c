"""A game's refusals as data: sentences in a player's words, each with the moves it speaks
of, tried in order, the first that fits said.

Each game has its own words for what its piles will not do (the Queens' key gives only to
the foundations and takes nothing; the Terrace's likewise; an empty place of the shutter
or the valley fills itself): a game declares them as a ladder of ``(fits, sentence)``,
each ``fits`` one of the tests here, and its ``explain`` says the first that fits.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from ..moves import Move
from ..table import Table

# Whether a refusal speaks of a move: the table and the move.
Fits = Callable[[Table, Move], bool]
Ladder = Sequence[tuple[Fits, str]]


def taken_from(piles: Collection[str]) -> Fits:
    """A move that takes a card from one of ``piles``."""
    return lambda table, move: move.source in piles


def laid_on(piles: Collection[str]) -> Fits:
    """A move that lays a card on one of ``piles``."""
    return lambda table, move: move.target in piles


def laid_on_empty(piles: Collection[str]) -> Fits:
    """A move that lays a card on one of ``piles`` while it is empty."""
    return lambda table, move: move.target in piles and not table[move.target]


def first_refusal(table: Table, move: Move, ladder: Ladder) -> str | None:
    """The sentence of the first refusal of ``ladder`` that speaks of ``move``, or None."""
    return next((sentence for fits, sentence in ladder if fits(table, move)), None)
