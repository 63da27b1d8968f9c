"""Moves in a player's words: the hint's advice and the sentence read after a move.

Piles are named as the player sees them on the table now drawn, never by their ids: by
the names the layout gives them (engine/naming.py: "the {} at III", "the third {} of the
top row", "the {} second from the top on the left"), with the noun the player knows them
by put in ("foundation", the Clock's "packet").  A card is named only when it lies face
up: a deal from the pack says "a card", never which.

Pure functions over the view model, so they are tested without a browser.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from string import Formatter

from engine import Move, cards
from engine.moves import Kind, kind_named

# A pile's noun by its role; a tableau pile's by the way it fans (a game may name its own).
ROLE_NOUNS = {
    "foundation": "foundation",
    "reserve": "reserve",
    "stock": "pack",
    "talon": "talon",
    "discard": "pile of pairs taken out",
}
_FORMAT = Formatter()
FAN_NOUNS = {"down": "column", "up": "column", "left": "row", "right": "row"}


def noun_of(pile, nouns: Mapping[str, str]) -> str:
    """What a pile is called: the game's own word for its role, else the role's."""
    if pile.role in nouns:
        return nouns[pile.role]
    if pile.role in ROLE_NOUNS:
        return ROLE_NOUNS[pile.role]
    return FAN_NOUNS.get(pile.fan, "pile")


def pile_names(view, nouns: Mapping[str, str] | None = None) -> dict[str, str]:
    """Each pile of the drawn table (``view``: a ``TableView``) by the name its layout
    gives it ("the third {} of the top row", engine/naming.py) with its noun put in;
    ``nouns`` gives a game's own word for a role ("packet" for the Clock's tableau)."""
    if view is None:  # nothing drawn yet
        return {}
    return {pile.pile: pile.name.format(noun_of(pile, nouns or {})) for pile in view.piles}


# Moves -----------------------------------------------------------------------------------
def _face_up(pile: str) -> bool:
    return not pile.startswith("stock")


def _top(piles: Mapping[str, Sequence[str]], pile: str) -> str | None:
    stack = piles.get(pile, ())
    return stack[-1] if stack and _face_up(pile) else None


def _where(pile: str, piles: Mapping[str, Sequence[str]], names: Mapping[str, str]) -> str:
    """A target as the player finds it: by the card on it, with its place when another
    pile shows the same card on top; by its place when it is empty."""
    name = names.get(pile, "that pile")
    top = _top(piles, pile)
    if top is None:
        return f"to {name}"
    twins = [p for p in names if p != pile and _top(piles, p) == top]
    return f"onto the {cards.name(top)}" + (f" ({name})" if twins else "")


def _filled(templates: Sequence[str], fields: Mapping[str, object]) -> str | None:
    """The first template whose fields are all known (none of them None)."""
    for template in templates:
        try:
            values = [
                _FORMAT.get_field(name, (), fields)[0]
                for _, name, _, _ in _FORMAT.parse(template)
                if name is not None
            ]
        except (KeyError, IndexError):
            continue
        if all(value is not None for value in values):
            return template.format(**fields)
    return None


def _fields(move: Move, piles: Mapping[str, Sequence[str]], card: str | None) -> dict:
    """What a kind's templates may name: the card taken (``card``, ``Card``), the card it
    goes on (``on``), and the top card of each of its places (``cards``)."""
    places = (move.source, move.target, *move.more)
    tops = [_top(piles, p) if p else None for p in places]
    return {
        "card": card,
        "Card": card[0].upper() + card[1:] if card else None,
        "on": cards.name(tops[1]) if tops[1] else None,
        "cards": [cards.name(top) if top else None for top in tops],
    }


def advice(
    move: Move,
    piles: Mapping[str, Sequence[str]],
    names: Mapping[str, str],
    kind: Kind | None = None,
) -> str:
    """A move as Hint advises it, before it is made, as a phrase that follows "you can":
    "move the five of hearts onto the six of hearts", "deal a card to the talon".  The
    move's ``kind`` (the game's, from ``rules.kind_of``) gives its own words."""
    kind = kind or kind_named(move.kind)
    source_up = bool(move.source) and _face_up(move.source)
    card = cards.name(move.card) if move.card and source_up else None
    own = _filled(kind.advised, _fields(move, piles, card))
    if own:
        return own
    if move.label:  # the game's own words ("Refill the packets", "Re-deal (1 left)")
        return move.label[0].lower() + move.label[1:]
    if kind.deals:
        # Where a dealt card goes may tell what it is (the Fairie Queen deals a king to a
        # column of its own): only the talon, where every turned card goes, is named.
        if move.target and move.target.startswith("talon"):
            return f"deal a card to {names.get(move.target, 'the talon')}"
        return "deal a card from the pack"
    if card and move.target:
        verb = "play" if move.target.startswith("foundation") else kind.verb
        # A run moves as one: its head named, with the cards that go with it.
        run = f" with the {counted(move.count - 1, 'card')} on it" if move.count > 1 else ""
        return f"{verb} the {card}{run} {_where(move.target, piles, names)}"
    return f"make the move {move.kind}"


def sentence(
    move: Move,
    piles: Mapping[str, Sequence[str]],
    names: Mapping[str, str],
    kind: Kind | None = None,
) -> str:
    """A move as it is read out once made (``piles`` as they lie after it): "Ten of
    hearts to the foundation at X.", "Dealt the four of clubs to the talon."."""
    kind = kind or kind_named(move.kind)
    card = cards.name(move.card) if move.card else "a card"
    own = _filled((kind.said,) if kind.said else (), _fields(move, piles, card))
    if own:
        return own
    if move.label:
        return f"{move.label}."
    target = names.get(move.target, "") if move.target else ""
    if kind.deals:
        # The card now face up where it was dealt (a foundation card dealt there has gone
        # to its foundation, and the next card taken its place).
        shown = _top(piles, move.target) if move.target else None
        if shown and target:
            return f"Dealt the {cards.name(shown)} to {target}."
        return f"Dealt a card to {target}." if target else "Dealt a card."
    if target:
        return f"{card[0].upper() + card[1:]} to {target}."
    return f"{move.kind.capitalize()}."


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun`` ("1 move", "2 moves"): the noun plural unless the count is
    exactly one."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
