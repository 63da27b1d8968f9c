"""Foundations: piles built from a base card in one direction, following suit.

A ``Foundation`` is a small record of what a foundation accepts, so each game states
its foundations as data: the base rank that starts an empty one (or a pre-placed base
card), the direction, the suit (fixed, or set by the first card), whether king and ace
join round the corner, and how many cards make it complete.  A foundation whose cards do
not follow one rank at a time names its ``ranks`` in order instead (Mount Olympus's
odd and even sequences, Margarethe's king, ten, nine, eight).  A foundation built in
alternate colours (``colours``: the Terrace; Light and Shade's red ace, black two, red three)
ignores the suit and takes a card of either suit of the other colour.  One that ``turns``
goes up to the king, takes the second king of its suit and goes down again to the ace (the
Square's twenty-six cards).  One built ``any_suit`` takes the next rank of whatever suit
(the Mill's centre and its kings, the Salic Law, the Kings).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .. import cards
from ..moves import Move
from ..table import Cards, Table

_ALL_CARDS = cards.new_pack(1)
# See Foundation.__post_init__.
_FOLLOWING: dict[tuple[int, bool, tuple[int, ...]], dict[str, str | None]] = {}


@dataclass(frozen=True, slots=True)
class Foundation:
    direction: int = 1  # +1 ascends, -1 descends
    base_rank: int | None = 1  # rank that starts an empty foundation; None: never empty
    suit: str | None = None  # fixed suit, or None: the first card decides
    wrap: bool = False  # king and ace follow each other (the Clock, the Sultan)
    size: int = 13  # cards on it when complete
    closed: bool = False  # takes nothing at all (the Sultan himself)
    # The ranks it holds in order from its base, where they do not follow one by one;
    # each rank once.  Empty: ``direction`` and ``wrap`` say what follows what.
    ranks: tuple[int, ...] = ()
    # Built in alternate colours, whatever the suit, rather than following suit.
    colours: bool = False
    # Up to the king, then the second king and down to the ace (``size`` 26).
    turns: bool = False
    # Takes the next rank of any suit: neither suit nor colour is followed.
    any_suit: bool = False
    # For every card, the card taken on top of it next (None: none); worked out once,
    # since the solver asks in every position it examines.  Not a field of the
    # constructor: it follows from the others.
    following: Mapping[str, str | None] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # It depends only on the direction and the wrap, and the games make some fifty
        # foundations on every page load: each pair is worked out once, and shared.
        key = (self.direction, self.wrap, self.ranks)
        following = _FOLLOWING.get(key)
        if following is None:
            following = _FOLLOWING[key] = {}
            for card in _ALL_CARDS:
                value = self.next_rank(card)
                following[card] = None if value is None else cards.code(value, cards.suit(card))
        object.__setattr__(self, "following", following)

    def __reduce__(self) -> tuple:
        # pickle and copy make the copy through the constructor, sharing ``following``.
        return type(self), (
            self.direction,
            self.base_rank,
            self.suit,
            self.wrap,
            self.size,
            self.closed,
            self.ranks,
            self.colours,
            self.turns,
            self.any_suit,
        )

    def next_rank(self, top: str) -> int | None:
        if self.ranks:
            rank = cards.rank(top)
            at = self.ranks.index(rank) if rank in self.ranks else len(self.ranks)
            return self.ranks[at + 1] if at + 1 < len(self.ranks) else None
        value = cards.rank(top) + self.direction
        if 1 <= value <= 13:
            return value
        return ((value - 1) % 13) + 1 if self.wrap else None

    def accepts(self, stack: Cards, card: str) -> bool:
        if self.closed or len(stack) >= self.size:
            return False
        if not stack:
            return (
                self.base_rank is not None
                and cards.rank(card) == self.base_rank
                and (self.suit is None or cards.suit(card) == self.suit)
            )
        top = stack[-1]
        if self.turns:
            return cards.suit(card) == cards.suit(top) and cards.rank(card) == _turning(stack)
        if self.any_suit:
            same = True
        elif self.colours:
            same = cards.is_red(card) != cards.is_red(top)
        else:
            same = cards.suit(card) == cards.suit(top)
        return same and cards.rank(card) == self.next_rank(top)

    def takes(self, stack: Cards) -> tuple[str, ...]:
        """Every card this foundation takes next on ``stack`` (empty when complete or
        closed, or when an empty one may start with any suit)."""
        if (self.colours or self.any_suit) and stack and not self.closed:
            following = self.next_rank(stack[-1])
            if following is None or len(stack) >= self.size:
                return ()
            red = cards.is_red(stack[-1])
            return tuple(
                cards.code(following, suit)
                for suit in cards.SUITS
                if self.any_suit or (suit in cards.RED_SUITS) != red
            )
        wanted = self.wants(stack)
        return () if wanted is None else (wanted,)

    def wants(self, stack: Cards) -> str | None:
        """The card this foundation takes next (None when complete or closed, or when
        an empty one may start with any suit)."""
        if self.closed or len(stack) >= self.size:
            return None
        if not stack:
            if self.base_rank is None or self.suit is None:
                return None
            return cards.code(self.base_rank, self.suit)
        if self.turns:
            return cards.code(_turning(stack), cards.suit(stack[-1]))
        if self.colours or self.any_suit:
            return None  # more than one suit: see ``takes``
        following = self.next_rank(stack[-1])
        return None if following is None else cards.code(following, cards.suit(stack[-1]))

    def is_complete(self, stack: Cards) -> bool:
        return len(stack) >= self.size

    def describe_need(self, stack: Cards) -> str:
        """What this foundation needs next, in a player's words."""
        if self.closed:
            return "nothing is ever played on it"
        if self.is_complete(stack):
            return "it is complete"
        if stack and self.colours:
            value = self.next_rank(stack[-1])
            colour = "black" if cards.is_red(stack[-1]) else "red"
            return f"it takes a {colour} {cards.RANK_NAMES[(value or 1) - 1]} next"
        if stack and self.any_suit:
            value = self.next_rank(stack[-1])
            return f"it takes {_a(cards.RANK_NAMES[(value or 1) - 1])} of any suit next"
        wanted = self.wants(stack)
        if wanted:
            return f"it takes the {cards.name(wanted)} next"
        if stack and self.colours:
            following = self.next_rank(stack[-1])
            colour = "black" if cards.is_red(stack[-1]) else "red"
            value = cards.RANK_NAMES[(following or 1) - 1]
            return f"it takes a {colour} {value} next"
        first = cards.RANK_NAMES[(self.base_rank or 13) - 1]
        return f"it starts with {_a(first)}"


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _turning(stack: Cards) -> int:
    """The rank a turning foundation takes next: up to the king, the king again, down."""
    top = cards.rank(stack[-1])
    if len(stack) < 13:
        return top + 1
    return 13 if len(stack) == 13 else top - 1


def wanted_by_foundations(
    table: Table, foundations: Mapping[str, Foundation]
) -> tuple[dict[str, list[str]], list[tuple[str, int]]]:
    """What the foundations take next: card -> the foundations wanting it, in order, and
    the empty foundations of no fixed suit with the rank that starts them."""
    index, piles = table.layout.index, table.cards
    by_card: dict[str, list[str]] = {}
    open_bases: list[tuple[str, int]] = []
    for pile, spec in foundations.items():
        stack = piles[index[pile]]
        if spec.closed or len(stack) >= spec.size:
            continue
        if stack and spec.turns:
            by_card.setdefault(cards.code(_turning(stack), cards.suit(stack[-1])), []).append(pile)
            continue
        if stack and (spec.colours or spec.any_suit):
            for takes in spec.takes(stack):
                by_card.setdefault(takes, []).append(pile)
            continue
        if stack:
            takes = spec.following[stack[-1]]
        elif spec.base_rank is None:
            continue
        elif spec.suit is None:
            open_bases.append((pile, spec.base_rank))
            continue
        else:
            takes = cards.code(spec.base_rank, spec.suit)
        if takes is not None:
            by_card.setdefault(takes, []).append(pile)
    return by_card, open_bases


def foundation_plays(
    table: Table, foundations: Mapping[str, Foundation], sources: Iterable[str]
) -> list[Move]:
    """Every play of an available card (the top of a source pile) to a foundation.

    Empty foundations whose suit the first card decides are interchangeable, so a card
    is offered only the first of them: the spaces fill in the book's order."""
    # What the foundations take is worked out once and looked up per source: the solver
    # lists these plays in every position it examines.
    by_card, open_bases = wanted_by_foundations(table, foundations)
    index, piles = table.layout.index, table.cards
    moves = []
    for source in sources:
        stack = piles[index[source]]
        if not stack:
            continue
        card = stack[-1]
        targets = by_card.get(card, ())
        if open_bases:
            rank = cards.rank(card)
            space = next((pile for pile, base in open_bases if base == rank), None)
            if space is not None:
                # Keep the foundations' own order among the targets.
                order = list(foundations)
                targets = sorted((*targets, space), key=order.index)
        for pile in targets:
            moves.append(Move("move", source, pile, 1, card=card))
    return moves


def first_foundation_for(
    table: Table, foundations: Mapping[str, Foundation], card: str
) -> str | None:
    """The first foundation (in the book's order) that takes this card now."""
    for pile, spec in foundations.items():
        if spec.accepts(table[pile], card):
            return pile
    return None


def all_complete(table: Table, foundations: Mapping[str, Foundation]) -> bool:
    return all(spec.is_complete(table[pile]) for pile, spec in foundations.items())
