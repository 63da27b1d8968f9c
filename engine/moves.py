"""Moves: small immutable values the player (or the UI) hands to ``Game.play``, and the
kinds of move, each declared once (``Kind``): how it is named, tapped, drawn and said."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import permutations, product

from . import cards


@dataclass(frozen=True, slots=True)
class Move:
    """One thing the player does.

    ``kind`` names its kind (``move``, ``deal``, ``pair``, ``redeal``, ...: ``Kind``
    below, declared once, the common ones here and a game's own on its rules);
    ``source`` and ``target`` are pile ids or None; ``count`` is how many cards travel;
    ``more`` holds further pile ids for moves that touch more than two piles (the
    Fourteenth's exchange).  ``card`` and ``label`` only make ``str()`` readable: two
    moves that differ in them alone are the same move.
    """

    kind: str
    source: str | None = None
    target: str | None = None
    count: int = 1
    more: tuple[str, ...] = ()
    card: str | None = field(default=None, compare=False)
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        if self.label:
            return self.label
        what = cards.short(self.card) if self.card else self.kind
        if self.source and self.target:
            return f"{what}: {self.source} \u2192 {self.target}"
        return f"{what} {self.source or self.target or ''}".strip()

    def to_list(self) -> list:
        """The move as saved: ``[kind, source, target, count, *more]``."""
        return [self.kind, self.source, self.target, self.count, *self.more]

    @classmethod
    def from_list(cls, data: list) -> Move:
        if not isinstance(data, list) or len(data) < 4:
            raise ValueError("a move is a list [kind, source, target, count, ...]")
        kind, source, target, count, *more = data
        if not isinstance(kind, str) or not isinstance(count, int) or isinstance(count, bool):
            raise ValueError("a move's kind is a word and its count a whole number")
        for pile in (source, target, *more):
            if pile is not None and not isinstance(pile, str):
                raise ValueError("a move names piles by their ids")
        return cls(kind, source, target, count, tuple(more))


# What a move takes up from its first place: the card and those above it (a run: its
# ``count`` cards, ending at the top), the top card of each of its places, the named card
# wherever it lies (a covered card too), or nothing a hand could hold (the pack's deal,
# a re-deal, a refill: made by tapping the pack or pressing a button).
RUN, TOP, CARD, NONE = "run", "top", "card", "none"
LIFTS = (RUN, TOP, CARD, NONE)


@dataclass(frozen=True, slots=True)
class Kind:
    """What every move of one kind shares, declared once and read by the page (taps,
    drags, buttons, sentences), the refusals and the solver's ordering.

    ``places``: how many places a player names to make the move (its ``source``,
    ``target`` and ``more``, those that are not None); ``ordered``: whether they must be
    named in that order (a pair of equal cards may be tapped either way round);
    ``in_twos``: the places go two by two (an exchange's swaps), each two named one after
    the other, either first.  ``lifts``: ``RUN``, ``TOP``, ``CARD`` or ``NONE`` above.
    ``button``: made by a button, whose text is the move's ``str()``.  ``deals``: deals a
    card from the pack (the pack's tap, Deal on); ``redeals``: gathers the cards dealt to
    deal them again.  ``verb``: the word for the move in the page's sentences.
    ``advised``: what Hint says of it after "you can", the first of these templates whose
    fields are all known (``{card}``: the card taken, ``{on}``: the card it goes on,
    ``{cards[i]}``: the top card of each place in turn); ``said``: the sentence read out
    once it is made (``{Card}``: the card, capitalised).  ``nothing_now``: the refusal
    when no move of the kind is legal now.  For a move of several taps, ``prompts`` says
    what to tap after each place but the last, ``misfit`` why the places tapped make no
    such move, and ``cancelled`` what a second tap on a place already named says."""

    name: str
    places: int = 2
    ordered: bool = True
    in_twos: bool = False
    lifts: str = RUN
    button: bool = False
    deals: bool = False
    redeals: bool = False
    verb: str = ""
    advised: tuple[str, ...] = ()
    said: str = ""
    nothing_now: str = "That move is not allowed now."
    prompts: tuple[str, ...] = ()
    misfit: str = ""
    cancelled: str = ""

    def __post_init__(self) -> None:
        if self.lifts not in LIFTS:
            raise ValueError(f"a kind lifts one of {', '.join(LIFTS)}, not {self.lifts!r}")
        if self.in_twos and self.places % 2:
            raise ValueError("a kind whose places go two by two has an even number of them")

    @property
    def dragged(self) -> bool:
        """Whether one drag makes it: a card taken up, and dropped on its other place."""
        return self.lifts != NONE and self.places == 2

    def orders(self, move: Move) -> list[tuple[str, ...]]:
        """Every order in which a player may name ``move``'s places."""
        named = tuple(place for place in (move.source, move.target, *move.more) if place)
        if self.ordered:
            return [named]
        if self.in_twos:
            twos = [named[i : i + 2] for i in range(0, len(named), 2)]
            return [
                tuple(
                    place for two, flip in zip(order, flips, strict=True) for place in two[::flip]
                )
                for order in permutations(twos)
                for flips in product((1, -1), repeat=len(twos))
            ]
        return list(permutations(named))


def kinds_table(*kinds: Kind) -> dict[str, Kind]:
    """Kinds by name, for a ``kinds`` declaration."""
    return {kind.name: kind for kind in kinds}


# The kinds the games share; a game declares its own on its rules (``GameRules.kinds``),
# over these.
COMMON = kinds_table(
    Kind("move", verb="move"),
    Kind(
        "pair",
        ordered=False,
        lifts=TOP,
        verb="pair",
        advised=("pair the {card} with the {on}", "pair the {card}"),
        said="{Card} paired off.",
    ),
    Kind(
        "deal",
        places=1,
        lifts=NONE,
        deals=True,
        verb="deal",
        nothing_now="There is nothing to deal now.",
    ),
    Kind(
        "redeal",
        places=1,
        lifts=NONE,
        button=True,
        redeals=True,
        verb="re-deal",
        said="Re-dealt.",  # the re-deals left are shown beside the table
        nothing_now="No re-deal is possible now.",
    ),
    Kind(
        "refill",
        places=0,
        lifts=NONE,
        button=True,
        verb="refill",
        nothing_now="There is nothing to refill now.",
    ),
    Kind("withdraw", lifts=CARD, verb="withdraw"),
)


# The pack's two kinds, which the page's pack and Deal on make.
DEAL, REDEAL = COMMON["deal"], COMMON["redeal"]


def kind_named(name: str, own: Mapping[str, Kind] | None = None) -> Kind:
    """The kind called ``name``: a game's ``own`` first, then the common ones; a kind
    declared nowhere (a move from a corrupt save) is a plain move of two places."""
    found = (own or {}).get(name) or COMMON.get(name)
    return found if found is not None else Kind(name, verb=name)
