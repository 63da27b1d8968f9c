"""The pack turned one card at a time onto a talon, and the talon taken up again.

The pack in hand is a pile whose top (last) card is the next to be turned; turning it
lays it face up on the talon, whose top card alone is available: in most games only to
the foundations (the book's talon is cards "laid aside ... till they can come into use"),
in some (Napoleon at St. Helena, Napoleon's Square) for building on the tableau as well,
where the card just turned and the talon's top card have the same rights.
A re-deal takes the talon up and makes it the pack again: the Sultan's shuffles it, with
the deal's own random numbers, one stream per re-deal, so a deal number reproduces the
whole game; Margarethe's, Mount Olympus's and Anna's turn it over as it lies, so the
first card laid on the talon is the first dealt again.  Also here: taking the foundation
cards out of the shuffled pack before the deal, and the refusals every such game gives in
the same words.

``PackAndTalon`` holds all this for one game, as data (how many re-deals, shuffled or
not): its turning and re-deal moves, how they are carried out, and the refusals; a game
module then states only where its cards go.  The functions below it remain for a game
that needs one piece alone."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from .. import cards
from ..mechanics.foundations import Foundation, foundation_plays
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Table
from .builds import Accepts, transfers
from .dealing import stock_of
from .redeal import REDEALS_LEFT

STOCK, TALON = "stock-1", "talon-1"

# Where a card turned from the pack goes by itself instead of the talon (a knave to the
# next place of the N), or None for the talon.
Lands = Callable[[Table, str], str | None]


def withdraw(pack: list[str], wanted: list[str]) -> list[str]:
    """Take the named cards out of the shuffled pack (the first copy found of each, the
    copies being alike) and return them in the order named; ``pack`` keeps the rest."""
    taken = []
    for card in wanted:
        pack.remove(card)
        taken.append(card)
    return taken


def turn_move(table: Table, stock: str = "stock-1", talon: str = "talon-1") -> Move | None:
    """Turning the pack's top card onto the talon, or None when the pack is used up."""
    card = table.top(stock)
    if card is None:
        return None
    return Move("deal", stock, talon, card=card)


def turn(table: Table, stock: str = "stock-1", talon: str = "talon-1") -> Table:
    return table.move(stock, talon)


def talon_plays(
    table: Table, foundations: Mapping[str, Foundation], talon: str = "talon-1"
) -> list[Move]:
    """Plays of the talon's top card; the talon never feeds anything but a foundation."""
    return foundation_plays(table, foundations, (talon,))


def talon_builds(
    table: Table,
    foundations: Mapping[str, Foundation],
    targets: tuple[str, ...],
    accepts: Accepts,
    talon: str = "talon-1",
) -> list[Move]:
    """Plays of the talon's top card where it has the rights of an available tableau
    card: to a foundation, and onto every target the building rule ``accepts`` lets it go
    (a marriage, an empty lane)."""
    return foundation_plays(table, foundations, (talon,)) + transfers(
        table, (talon,), targets, accepts
    )


def redeal_move(
    table: Table,
    left_var: str = "redeals_left",
    stock: str = "stock-1",
    talon: str = "talon-1",
) -> Move | None:
    """Taking up the talon for a re-deal: only once the pack is used up, while re-deals
    are left and the talon holds something to deal again."""
    left = table.var(left_var, 0)
    if not left or table[stock] or not table[talon]:
        return None
    return Move("redeal", stock, None, label=f"Re-deal ({left} left)")


def shuffled_redeal(
    table: Table,
    deal: int,
    left_var: str = "redeals_left",
    total: int = 2,
    stock: str = "stock-1",
    talon: str = "talon-1",
) -> Table:
    """The talon shuffled into a new pack; the first re-deal uses stream 1, the second
    stream 2 and so on (stream 0 made the deal itself)."""
    left = int(table.var(left_var, 0))
    stream = total - left + 1
    cards = shuffled_pack(deal, table[talon], stream=stream)
    return table.put({stock: stock_of(cards), talon: ()}).with_vars(**{left_var: left - 1})


def unshuffled_redeal(
    table: Table, left_var: str = "redeals_left", stock: str = "stock-1", talon: str = "talon-1"
) -> Table:
    """The talon turned over, unshuffled, into the pack: its first card is dealt first."""
    left = int(table.var(left_var, 0))
    return table.put({stock: stock_of(table[talon]), talon: ()}).with_vars(**{left_var: left - 1})


def refuse_redeal(table: Table, total: int, stock: str = "stock-1", talon: str = "talon-1") -> str:
    """Why the talon cannot be re-dealt now, in a player's words."""
    if not table.var("redeals_left", 0):
        times = {1: "once", 2: "twice"}.get(total, f"{total} times")
        return f"The talon has been re-dealt {times} already: no re-deal is left."
    if table[stock]:
        return "The talon may be re-dealt only when the pack is used up."
    return "The talon is empty: there is nothing to re-deal."


def refuse_move(table: Table, move: Move, foundations: Mapping[str, Foundation]) -> str | None:
    """Why a card cannot make this ``move`` in a game of pack, talon and foundations, for
    the reasons every such game shares; None leaves the reason to the game."""
    source, target = move.source, move.target
    if source not in table or target not in table:
        return "There is no such pile on this table."
    card = table.top(source)
    if card is None:
        return "There is no card there to move."
    if move.count != 1:
        return "Cards are moved one at a time."
    if source == target:
        return "The card is already there."
    if source in foundations:
        return "A card played to a foundation stays there."
    if source.startswith("stock"):
        return "Turn the pack's top card onto the talon; from there it may be played."
    if target.startswith(("stock", "talon")):
        return "Only a card turned from the pack goes onto the talon."
    return None


def refuse_foundation(table: Table, move: Move, foundations: Mapping[str, Foundation]) -> str:
    """Why the card on top of ``move.source`` does not go on the foundation it was taken to."""
    card = table.top(move.source) or ""
    need = foundations[move.target].describe_need(table[move.target])
    return f"The {cards.name(card)} cannot go on that foundation: {need}."


def lay_out(
    deal: int, decks: int, bases: Mapping[str, str], places: Sequence[str], stock: str = STOCK
) -> dict[str, tuple[str, ...]]:
    """The piles of a deal that first takes the ``bases`` (pile: card) out of the shuffled
    packs onto their piles, then lays one card on each of ``places`` in turn and leaves
    the rest as the pack."""
    pack = shuffled_pack(deal, cards.new_pack(decks))
    taken = withdraw(pack, list(bases.values()))
    piles = {pile: (card,) for pile, card in zip(bases, taken, strict=True)}
    piles.update({place: (card,) for place, card in zip(places, pack, strict=False)})
    piles[stock] = stock_of(pack[len(places) :])
    return piles


class Rules(Protocol):
    """What the shared refusals ask of a game's rules."""

    def legal_moves(self, table: Table) -> list[Move]: ...

    def refuse_kind(self, table: Table, move: Move) -> str: ...


@dataclass(frozen=True, slots=True)
class PackAndTalon:
    """A game's pack, turned one card at a time onto its talon, and the talon taken up
    again ``redeals`` times once the pack is used up: ``shuffled`` with the deal's own
    random numbers, or else turned over as it lies."""

    redeals: int = 0
    shuffled: bool = False
    stock: str = STOCK
    talon: str = TALON

    def counters(self, deal: int) -> dict[str, int]:
        """The table's counters at the deal: the re-deals left and, for a shuffled
        re-deal, the deal's number, so its shuffle can be made again from it."""
        counters = {REDEALS_LEFT: self.redeals} if self.redeals else {}
        if self.shuffled:
            counters["deal"] = deal
        return counters

    def moves(self, table: Table, *, lands: Lands | None = None, redeal: bool = True) -> list[Move]:
        """Turning the pack's top card (onto the talon, or where ``lands`` sends it by
        itself); once the pack is used up, the re-deal while one is left (and ``redeal``
        allows it now)."""
        card = table.top(self.stock)
        if card is None:
            again = redeal_move(table, REDEALS_LEFT, self.stock, self.talon) if redeal else None
            return [] if again is None else [again]
        place = lands(table, card) if lands is not None else None
        return [Move("deal", self.stock, place or self.talon, card=card)]

    def may_redeal(self, table: Table) -> bool:
        """Whether the pack and talon allow a re-deal now (a game may ask more): the pack
        used up, a re-deal left, and a talon to take up."""
        return redeal_move(table, REDEALS_LEFT, self.stock, self.talon) is not None

    def apply(self, table: Table, move: Move) -> Table:
        """The move carried out: a re-deal makes the talon the pack again; turning the
        pack, like any other move, takes the top card where the move says."""
        if move.kind != "redeal":
            return table.move(move.source, move.target)
        if self.shuffled:
            deal = int(table.var("deal", 1))
            return shuffled_redeal(table, deal, REDEALS_LEFT, self.redeals, self.stock, self.talon)
        return unshuffled_redeal(table, REDEALS_LEFT, self.stock, self.talon)

    def refuse_turn(
        self,
        table: Table,
        move: Move,
        legal_moves: Callable[[Table], list[Move]],
        used_up: str = "The pack is used up.",
    ) -> str | None:
        """Why the pack cannot be turned or the talon re-dealt now, in a player's words;
        None for a move of another kind, or a refusal that is not the pack's."""
        if (
            move.kind == "redeal"
            and self.redeals
            and not any(m.kind == "redeal" for m in legal_moves(table))
        ):
            return refuse_redeal(table, self.redeals, self.stock, self.talon)
        if move.kind == "deal" and not table[self.stock]:
            return used_up
        return None

    def refuse(
        self,
        rules: Rules,
        table: Table,
        move: Move,
        foundations: Mapping[str, Foundation],
        used_up: str = "The pack is used up.",
    ) -> str | None:
        """The refusals every talon game shares, in this order: the pack's and the
        talon's, a move of a kind not allowed now, and a card's move refused for a reason
        any such game gives.  None leaves the reason to the game."""
        reason = self.refuse_turn(table, move, rules.legal_moves, used_up)
        if reason:
            return reason
        if move.kind != "move":
            return rules.refuse_kind(table, move)
        return refuse_move(table, move, foundations)
