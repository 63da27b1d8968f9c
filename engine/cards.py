"""Card codes: rank then suit, as in the public interface (``TD`` is the ten of diamonds).

A card is just its two-letter code.  Two-pack games hold each code twice, which is
harmless because no rule ever needs to tell the two copies apart.
"""

from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "CDHS"
RANK_NAMES = (
    "ace", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "knave", "queen", "king",
)  # fmt: skip
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RED_SUITS = frozenset("DH")


_RANK_VALUE = {letter: value for value, letter in enumerate(RANKS, 1)}


def rank(card: str) -> int:
    """The card's value: ace 1, two to ten at face value, knave 11, queen 12, king 13."""
    return _RANK_VALUE[card[0]]


def suit(card: str) -> str:
    return card[1]


def code(rank_value: int, suit_letter: str) -> str:
    return RANKS[rank_value - 1] + suit_letter


def is_card(text: str) -> bool:
    return len(text) == 2 and text[0] in RANKS and text[1] in SUITS


def is_red(card: str) -> bool:
    return card[1] in RED_SUITS


def name(card: str) -> str:
    """The card in words, as a screen reader or a message says it: "ten of hearts"."""
    return f"{RANK_NAMES[rank(card) - 1]} of {SUIT_NAMES[suit(card)]}"


def short(card: str) -> str:
    """The card as a player writes it: "10\u2665"."""
    label = "10" if card[0] == "T" else card[0]
    return label + SUIT_SYMBOLS[card[1]]


# The ranks of a piquet pack of 32 cards: the ace, then seven to king.
PIQUET_RANKS = "A789TJQK"
# The ranks a pack holds, by its size in cards (a game's ``pack_size``).
PACK_RANKS = {52: RANKS, 32: PIQUET_RANKS}


def new_pack(decks: int = 1, ranks: str = RANKS) -> list[str]:
    """Unshuffled packs in a fixed order (clubs, diamonds, hearts, spades; ranks in the
    order of ``RANKS``, each pack holding only ``ranks``: all thirteen, or a piquet pack's
    eight), the order the shuffle starts from, so a deal number always means the same deal."""
    unknown = set(ranks) - set(RANKS)
    if unknown:
        raise ValueError(f"no such rank: {sorted(unknown)[0]!r}")
    one = [r + s for s in SUITS for r in RANKS if r in ranks]
    return one * decks


def pack_of(size: int, decks: int = 1) -> list[str]:
    """``decks`` unshuffled packs of ``size`` cards each (52, or 32 for piquet packs)."""
    if size not in PACK_RANKS:
        raise ValueError(f"no pack of {size} cards (packs: {', '.join(map(str, PACK_RANKS))})")
    return new_pack(decks, PACK_RANKS[size])
