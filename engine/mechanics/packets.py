"""Fans of three: the pack dealt in packets of three cards together, and the whole
tableau taken up, shuffled and dealt again the same way.

La Belle Lucie and its two-pack forms (the House in the Wood, the House on the Hill)
deal this way.  What they share lives here:

* ``in_packets``: cards dealt three at a time onto places in order, the last packet
  holding what remains (one or two cards), the places beyond it left empty;
* ``bases_played``: the cards that start an empty foundation (the aces) played there
  by the rules whenever one is uppermost, at the deal and after every move;
* ``packet_redeal``: the packets taken up, shuffled and dealt again in threes.  The
  shuffle comes from the deal's own random numbers, one stream per re-deal (stream 0
  made the deal itself), so a deal number reproduces the whole game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .. import cards
from ..prng import shuffled_pack
from ..table import Cards, Table
from .foundations import Foundation
from .redeal import DEAL, REDEALS_LEFT

PACKET = 3


def packets_for(cards: int, size: int = PACKET) -> int:
    """How many packets ``cards`` cards make, the last one short where they do not divide."""
    return -(-cards // size)


def in_packets(cards: Sequence[str], places: Sequence[str], size: int = PACKET) -> dict[str, Cards]:
    """The cards dealt ``size`` at a time onto ``places`` in order (the first card dealt
    lies lowest in its packet); places beyond the last packet are empty."""
    if packets_for(len(cards), size) > len(places):
        raise ValueError(f"{len(cards)} cards need more than {len(places)} places")
    return {place: tuple(cards[n * size : (n + 1) * size]) for n, place in enumerate(places)}


def bases_played(
    table: Table, foundations: Mapping[str, Foundation], sources: Iterable[str]
) -> Table:
    """Every uppermost card of ``sources`` that starts an empty foundation is played
    there (the first such foundation in the book's order), again and again, until none
    is left: a card so played may uncover another."""
    sources = tuple(sources)
    while True:
        # Most positions have every foundation started: nothing to look for then.
        empty = [(pile, spec) for pile, spec in foundations.items() if not table[pile]]
        if not empty:
            return table
        ranks = {spec.base_rank for _, spec in empty}
        for source in sources:
            card = table.top(source)
            if card is None or cards.rank(card) not in ranks:
                continue
            space = next((pile for pile, spec in empty if spec.accepts((), card)), None)
            if space is not None:
                table = table.move(source, space)
                break
        else:
            return table


def packet_redeal(table: Table, places: Sequence[str], total: int, size: int = PACKET) -> Table:
    """The packets on ``places`` taken up in place order, shuffled, and dealt again in
    packets from the first place on; one fewer re-deal is left.  ``total`` is how many
    re-deals the game allows: the first uses stream 1 of the deal's random numbers."""
    left = int(table.var(REDEALS_LEFT, 0))
    gathered = [card for place in places for card in table[place]]
    shuffled = shuffled_pack(int(table.var(DEAL, 1)), gathered, stream=total - left + 1)
    return table.put(in_packets(shuffled, places, size)).with_vars(**{REDEALS_LEFT: left - 1})
