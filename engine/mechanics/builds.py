"""Building on the tableau: marriages, sequences regardless of suit or in alternate
colours, and lanes.

The book's *marriage* is a card placed on the next card above or below it in value,
of the same suit; some games allow only one direction.  Sequences in the book run
from ace to king, so no build joins king and ace.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .. import cards
from ..moves import Move
from ..table import Cards, Table

Accepts = Callable[[Cards, str], bool]

# A pile rule may say, as well, which top cards it lets each card go on (``bases``: card
# code -> the codes it may be placed on) and which cards an empty pile takes
# (``empty_takes``: every card for a lane, the kings for Klondike's spaces; ``takes_empty``
# says whether it takes any).  ``transfers`` then finds the moves by looking the bases up instead
# of asking every target: the solver lists moves in every position it examines.
_ALL_CARDS = tuple(r + s for s in cards.SUITS for r in cards.RANKS)


def _with_bases(
    accepts: Accepts, bases: dict[str, frozenset[str]], takes_empty: bool | frozenset[str]
) -> Accepts:
    """``takes_empty``: True (an empty pile takes any card), False, or the cards it takes."""
    empty_takes = frozenset(_ALL_CARDS) if takes_empty is True else frozenset(takes_empty or ())
    accepts.bases = bases  # type: ignore[attr-defined]
    accepts.empty_takes = empty_takes  # type: ignore[attr-defined]
    accepts.takes_empty = bool(empty_takes)  # type: ignore[attr-defined]
    return accepts


def marries(card: str, onto: str, *, up: bool = True, down: bool = True) -> bool:
    """Whether ``card`` may be married onto ``onto``: same suit, one rank apart.
    ``down`` allows the next lower card (a descending line), ``up`` the next higher."""
    if cards.suit(card) != cards.suit(onto):
        return False
    step = cards.rank(card) - cards.rank(onto)
    return (down and step == -1) or (up and step == 1)


def marriage(*, up: bool = True, down: bool = True) -> Accepts:
    """A pile rule: a non-empty pile takes a marriage onto its top card."""

    def accepts(stack: Cards, card: str) -> bool:
        return bool(stack) and marries(card, stack[-1], up=up, down=down)

    steps = (1,) * down + (-1,) * up  # from a card to the rank of a card it goes on
    bases = {
        card: frozenset(
            cards.code(cards.rank(card) + step, cards.suit(card))
            for step in steps
            if 1 <= cards.rank(card) + step <= 13
        )
        for card in _ALL_CARDS
    }
    return _with_bases(accepts, bases, takes_empty=False)


def in_suit_step(
    step: int, *, never_on: frozenset[int] = frozenset(), wrap: bool = False
) -> Accepts:
    """A pile rule: a non-empty pile takes a card of its top card's suit whose rank is
    the top's plus ``step`` (Mount Olympus's battery: -2, a seven on a nine; Anna's
    helps: +1, marriages upwards), never on a top card of a rank in ``never_on``; with
    ``wrap`` the ace follows the king."""

    def base_rank(rank: int) -> int | None:
        value = rank - step
        if wrap:
            value = (value - 1) % 13 + 1
        return value if 1 <= value <= 13 and value not in never_on else None

    bases = {
        card: frozenset(
            () if (rank := base_rank(cards.rank(card))) is None else (cards.code(rank, card[1]),)
        )
        for card in _ALL_CARDS
    }

    def accepts(stack: Cards, card: str) -> bool:
        return bool(stack) and stack[-1] in bases[card]

    return _with_bases(accepts, bases, takes_empty=False)


def alternate_colours(step: int = -1) -> Accepts:
    """A pile rule: a non-empty pile takes a card of the other colour than its top card,
    of any suit, whose rank is the top's plus ``step`` (Light and Shade's Auxiliaries,
    Klondike's columns: -1, a black six on a red seven)."""
    bases = {
        card: frozenset(
            cards.code(cards.rank(card) - step, suit)
            for suit in cards.SUITS
            if (suit in cards.RED_SUITS) != cards.is_red(card)
        )
        if 1 <= cards.rank(card) - step <= 13
        else frozenset()
        for card in _ALL_CARDS
    }

    def accepts(stack: Cards, card: str) -> bool:
        return bool(stack) and stack[-1] in bases[card]

    return _with_bases(accepts, bases, takes_empty=False)


def next_lower_any_suit(stack: Cards, card: str) -> bool:
    """A pile rule: a non-empty pile takes a card one rank lower, of any suit."""
    return bool(stack) and cards.rank(card) == cards.rank(stack[-1]) - 1


_with_bases(
    next_lower_any_suit,
    {
        card: frozenset(cards.code(cards.rank(card) + 1, suit) for suit in cards.SUITS)
        if cards.rank(card) < 13
        else frozenset()
        for card in _ALL_CARDS
    },
    takes_empty=False,
)


def alternate_colours_down(stack: Cards, card: str) -> bool:
    """A pile rule: a non-empty pile takes a card one rank lower, of the other colour (a
    red three on a black four); no card goes on an ace."""
    if not stack:
        return False
    top = stack[-1]
    return cards.rank(card) == cards.rank(top) - 1 and cards.is_red(card) != cards.is_red(top)


_with_bases(
    alternate_colours_down,
    {
        card: frozenset(
            cards.code(cards.rank(card) + 1, suit)
            for suit in cards.SUITS
            if (suit in cards.RED_SUITS) != cards.is_red(card)
        )
        if cards.rank(card) < 13
        else frozenset()
        for card in _ALL_CARDS
    },
    takes_empty=False,
)


def next_lower_any_suit_round(stack: Cards, card: str) -> bool:
    """``next_lower_any_suit`` with the corner turned: a king may go on an ace."""
    return bool(stack) and cards.rank(card) == (cards.rank(stack[-1]) - 2) % 13 + 1


_with_bases(
    next_lower_any_suit_round,
    {
        card: frozenset(cards.code(cards.rank(card) % 13 + 1, suit) for suit in cards.SUITS)
        for card in _ALL_CARDS
    },
    takes_empty=False,
)


def lane(stack: Cards, card: str) -> bool:
    """A pile rule: an empty row or column (a lane) takes any available card."""
    return not stack


_with_bases(lane, {card: frozenset() for card in _ALL_CARDS}, takes_empty=True)


def king_in_space(stack: Cards, card: str) -> bool:
    """A pile rule: an empty column (a space) takes a king only (Klondike)."""
    return not stack and cards.rank(card) == 13


_with_bases(
    king_in_space,
    {card: frozenset() for card in _ALL_CARDS},
    takes_empty=frozenset(card for card in _ALL_CARDS if card[0] == "K"),
)


def either(*rules: Accepts) -> Accepts:
    def accepts(stack: Cards, card: str) -> bool:
        return any(rule(stack, card) for rule in rules)

    if all(hasattr(rule, "bases") for rule in rules):
        bases = {card: frozenset().union(*(r.bases[card] for r in rules)) for card in _ALL_CARDS}
        _with_bases(accepts, bases, frozenset().union(*(r.empty_takes for r in rules)))
    return accepts


def transfers(
    table: Table, sources: Iterable[str], targets: Iterable[str], accepts: Accepts
) -> list[Move]:
    """Every move of one available card (a source's top) onto a target pile it suits."""
    targets = tuple(targets)
    bases = getattr(accepts, "bases", None)
    if bases is not None:
        return _transfers_by_bases(table, sources, targets, bases, accepts.empty_takes)
    moves = []
    for source in sources:
        card = table.top(source)
        if card is None:
            continue
        for target in targets:
            if target != source and accepts(table[target], card):
                moves.append(Move("move", source, target, 1, card=card))
    return moves


def _transfers_by_bases(
    table: Table,
    sources: Iterable[str],
    targets: tuple[str, ...],
    bases: dict[str, frozenset[str]],
    empty_takes: frozenset[str],
) -> list[Move]:
    """``transfers`` for a rule that names its bases: the same moves, in the same order."""
    tops = {target: table.top(target) for target in targets}
    present = set(tops.values())
    moves = []
    for source in sources:
        card = table.top(source)
        if card is None:
            continue
        wanted = bases[card] & present
        if not wanted and card not in empty_takes:
            continue
        for target in targets:
            if target == source:
                continue
            top = tops[target]
            if (top in wanted) if top is not None else card in empty_takes:
                moves.append(Move("move", source, target, 1, card=card))
    return moves
