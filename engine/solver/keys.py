"""Cheaper position keys for one search: the same positions told apart as by the game's
own ``position_key``, written in fewer and cheaper parts.

A search's table of positions seen is asked about every position it makes, and most of
a talon game's key is its pack.  Within one search the pack only ever loses its top
card, so a pack that is still the start's pack less its top cards is known by its length
alone: two such packs of one length are the same cards.  A pack that is anything else
(cards put back by a re-deal) is written out whole, and never equals a length.  The
interchangeable piles (``SearchKnowledge.alike``) are put in order as the knowledge's
own key puts them, without making a new table first.  Two positions get equal keys here
exactly when the knowledge's keys are equal, so the search examines the same positions.

A game whose rules or knowledge write their own key keep it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..gamerules import GameRules
from ..mechanics.talon import STOCK
from ..table import Table
from .knowledge import SearchKnowledge


def key_function(knowledge: SearchKnowledge, start: Table) -> Callable[[Table], object]:
    """The key a search from ``start`` gives its positions."""
    rules = knowledge.rules
    if (
        type(knowledge).position_key is not SearchKnowledge.position_key
        or type(rules).position_key is not GameRules.position_key
    ):
        return knowledge.position_key
    # The interchangeable piles, by place: the knowledge's, or where the rules declare
    # them (``GameRules.alike``), the rules'.
    alike = getattr(knowledge, "_alike", None)
    if alike is None:
        index = rules.layout.index
        alike = tuple(tuple(index[pile] for pile in group) for group in getattr(rules, "alike", ()))
    groups = tuple(tuple(group) for group in alike)
    stock_at = start.layout.index.get(STOCK)
    if stock_at is None:
        if not groups:
            return Table.key

        def folded(table: Table) -> object:
            piles = list(table.cards)
            for group in groups:
                for place, stack in zip(group, sorted([piles[i] for i in group]), strict=True):
                    piles[place] = stack
            return (tuple(piles), table.vars)

        return folded

    pack = start.cards[stock_at]
    # The start's pack less its top cards, by how many are left.
    prefixes = [pack[:n] for n in range(len(pack) + 1)]

    def compact(table: Table) -> object:
        piles = list(table.cards)
        for group in groups:
            for place, stack in zip(group, sorted([piles[i] for i in group]), strict=True):
                piles[place] = stack
        stock = piles[stock_at]
        left = len(stock)
        if left < len(prefixes) and stock == prefixes[left]:
            piles[stock_at] = left
        return (tuple(piles), table.vars)

    return compact
