"""The Mill (two packs).

An ace is taken from the pack and laid in the centre: the centre foundation.  It is built
up regardless of suit, ace, two, three and so on to the king, and then from an ace again,
four times over: fifty-two cards.  Eight cards are dealt round it in a cross, two above,
two to the right, two below and two to the left: the wings.  The four angles of the cross
are the places of the king foundations.

* The first four kings to appear, in the wings or turned from the pack, are laid in the
  angles at once (the program does it).  Each is built down to the ace regardless of
  suit.  The kings after them are ordinary cards, which go on the centre after a queen.
* Every wing card is available, and so is the talon's top card: each may be played to the
  centre or to a king.
* Turn the pack one card at a time onto the talon.
* A wing left empty must be filled at once, before anything else is done: with the
  talon's top card, or with the pack's next card (a tap on the pack deals it into the
  empty wing).  When the pack and the talon are both used up, the wing stays empty.
* The top card of a king's packet may be moved onto the centre when it is the centre's
  next card, but only when that brings another card into use at once: some wing card, or
  the talon's top card, that could not be played before can be played after it.  Only one
  card at a time: after such a move, no other card is taken from that king's packet until
  a wing or talon card has been played to a foundation.
* There is no re-deal.  The game is won when all 104 cards are on the five foundations;
  it is lost when no move is left.

Readings chosen where the book is unclear:

* The centre's ace is the first ace found in the pack.
* The angles are filled in the order the kings appear: top right, bottom right, bottom
  left, top left.
* The wings are numbered, and dealt, from the top arm's outer card round the cross to the
  right: top outer, top inner, right inner, right outer, bottom inner, bottom outer, left
  outer, left inner.
* An empty wing is filled from the talon or from the pack, as the player chooses; while
  a wing is empty, filling it is the only move.  The pack's card goes into the first
  empty wing in that order; the talon's into any empty wing.
* The transfer from a king's packet to the centre is tested as the book's "would bring
  into immediate use": a wing or talon card that no foundation could take before can be
  played after.  "One card at a time" means no second transfer from the same packet
  until a wing or talon card has been played.
* A card that suits both the centre and a king goes where the player chooses.
* Nothing else leaves a foundation: nothing goes from the centre to a king, and the king
  at the foot of an angle stays there.
* Every play is optional; the book's advice to play from the talon rather than the wings
  is only advice.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row
from ..mechanics.autoplay import no_partners
from ..mechanics.builds import lane, transfers
from ..mechanics.counters import Counter
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation, refuse_move
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

CENTRE = "foundation-1"
ANGLES = ("foundation-2", "foundation-3", "foundation-4", "foundation-5")  # NE, SE, SW, NW
FOUNDATIONS = (CENTRE, *ANGLES)
WINGS = tuple(Layout.numbered("reserve", 8))
PACK = PackAndTalon()
# Transfers made from these king's packets since a wing or talon card was last played.
TRANSFERRED = "transferred"

CENTRE_UP = Foundation(direction=1, base_rank=1, any_suit=True, wrap=True, size=52)
KING_DOWN = Foundation(direction=-1, base_rank=13, any_suit=True, size=13)
MILL_FOUNDATIONS = {CENTRE: CENTRE_UP, **{angle: KING_DOWN for angle in ANGLES}}


def _empty_wings(table: Table) -> list[str]:
    return [wing for wing in WINGS if not table[wing]]


def settle(table: Table) -> Table:
    """Lay each king that has appeared in an empty angle, while the first four last."""
    while True:
        angle = next((a for a in ANGLES if not table[a]), None)
        if angle is None:
            return table
        king = next((p for p in (*WINGS, TALON) if (table.top(p) or "")[:1] == "K"), None)
        if king is None:
            return table
        table = table.move(king, angle)


def _playable(table: Table) -> set[str]:
    """The wing places and talon whose card some foundation takes now."""
    return {m.source for m in foundation_plays(table, MILL_FOUNDATIONS, (*WINGS, TALON))}


def _brings_into_use(table: Table, angle: str) -> bool:
    """Whether moving the angle's top card to the centre lets a wing or talon card be
    played that could not be played before."""
    before = _playable(table)
    return bool(_playable(table.move(angle, CENTRE)) - before)


def _transfers(table: Table) -> list[Move]:
    done = table.var(TRANSFERRED, ())
    moves = []
    for angle in ANGLES:
        stack = table[angle]
        if len(stack) < 2 or angle in done or not CENTRE_UP.accepts(table[CENTRE], stack[-1]):
            continue
        if _brings_into_use(table, angle):
            moves.append(Move("move", angle, CENTRE, card=stack[-1]))
    return moves


# The cross: the centre ace with two wings on each arm, the kings in the angles.
KINGS = [Pile(angle, label="K") for angle in ANGLES]
THE_CROSS = Grid(
    [
        [KINGS[3], None, WINGS[0], None, KINGS[0]],
        [None, None, WINGS[1], None, None],
        [WINGS[6], WINGS[7], Pile(CENTRE, label="A"), WINGS[2], WINGS[3]],
        [None, None, WINGS[4], None, None],
        [KINGS[2], None, WINGS[5], None, KINGS[1]],
    ]
)


class Mill(GameRules):
    id = "mill"
    name = "The Mill"
    decks = 2
    summary = "A centre ace built up four times round, four kings down in the angles, eight wings."
    picture = "006"
    skill = "Mostly chance"
    partners = staticmethod(no_partners)
    layout = Layout(FOUNDATIONS + WINGS + (STOCK, TALON))
    pile_nouns = {"reserve": "wing"}
    own_counters = (
        Counter(
            TRANSFERRED,
            "the kings' packets a card went from to the centre since a wing or talon card "
            "was last played, each named once",
            lambda value, piles: (
                isinstance(value, tuple)
                and len(set(value)) == len(value)
                and all(angle in ANGLES for angle in value)
            ),
        ),
    )
    build_rule = "Nothing is built on the wings: an empty wing takes the talon's top card."

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        ace = next(card for card in pack if card[0] == "A")
        pack.remove(ace)
        piles = {CENTRE: (ace,), **{w: (c,) for w, c in zip(WINGS, pack, strict=False)}}
        piles[STOCK] = stock_of(pack[len(WINGS) :])
        return settle(Table.build(self.layout, piles, **{TRANSFERRED: ()}))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return MILL_FOUNDATIONS

    def legal_moves(self, table: Table) -> list[Move]:
        empty = _empty_wings(table)
        if empty and (table[STOCK] or table[TALON]):
            # A wing must be filled before anything else is done.
            moves = transfers(table, (TALON,), tuple(empty), lane)
            return moves + PACK.moves(table, lands=lambda _table, _card: empty[0])
        moves = foundation_plays(table, MILL_FOUNDATIONS, (*WINGS, TALON))
        return moves + _transfers(table) + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        after = PACK.apply(table, move)
        if move.source in ANGLES:
            done = table.var(TRANSFERRED, ())
            after = after.with_vars(**{TRANSFERRED: (*done, move.source)})
        elif move.target in FOUNDATIONS and table.var(TRANSFERRED):
            after = after.with_vars(**{TRANSFERRED: ()})
        return settle(after)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, MILL_FOUNDATIONS)

    def position_key(self, table: Table) -> tuple:
        # The wings play alike wherever their cards lie (the pack fills the first empty
        # one, and empty wings are alike), and so do the kings' packets, each with its
        # mark of a transfer made from it.
        done = table.var(TRANSFERRED, ())
        wings = tuple(sorted(table[w] for w in WINGS))
        kings = tuple(sorted((table[a], a in done) for a in ANGLES))
        return (table[CENTRE], kings, wings, table[STOCK], table[TALON])

    def counters(self, table: Table) -> list[str]:
        if _empty_wings(table) and (table[STOCK] or table[TALON]):
            return ["A wing is empty: fill it from the talon or the pack."]
        return []

    def refuse_lift(self, table: Table, pile: str, index: int) -> str | None:
        # The talon's card may fill the empty wing; a wing's card must wait.
        if pile in WINGS and _empty_wings(table) and (table[STOCK] or table[TALON]):
            return "A wing is empty: fill it first, with the talon's top card or from the pack."
        return None

    def explain(self, table: Table, move: Move) -> str:
        if reason := PACK.refuse_turn(table, move, self.legal_moves):
            return reason
        if move.kind != "move":
            return self.refuse_kind(table, move)
        empty = _empty_wings(table)
        if move.source in ANGLES and move.target == CENTRE:
            return self._refuse_transfer(table, move.source)
        if move.source in FOUNDATIONS:
            return "A card played to the centre or a king stays there."
        if reason := refuse_move(table, move, MILL_FOUNDATIONS):
            return reason
        if empty and (table[STOCK] or table[TALON]):
            if move.source == TALON and move.target in empty:
                return self.build_rule
            return "A wing is empty: fill it first, with the talon's top card or from the pack."
        if move.target in FOUNDATIONS:
            return refuse_foundation(table, move, MILL_FOUNDATIONS)
        if move.target in WINGS and not table[move.target]:
            return "An empty wing is filled only from the talon or the pack."
        return self.build_rule

    def _refuse_transfer(self, table: Table, angle: str) -> str:
        stack = table[angle]
        if len(stack) < 2:
            return "The king at the foot of an angle stays there."
        name = cards.name(stack[-1])
        if not CENTRE_UP.accepts(table[CENTRE], stack[-1]):
            need = CENTRE_UP.describe_need(table[CENTRE])
            return f"The {name} cannot go on the centre: {need}."
        if angle in table.var(TRANSFERRED, ()):
            return (
                "Only one card at a time from a king's packet: play a wing or talon card "
                "before taking another from it."
            )
        return (
            f"The {name} may go from a king to the centre only when that lets a wing or "
            "talon card be played at once."
        )

    # The book's cross: the centre ace with two wings on each arm, the kings in the
    # angles, the pack and talon beside it (below it on a phone held upright); on its
    # side, the angles, the centre, the wings in two rows and the pack in a line.
    arrangements = Arrangements(
        Row(THE_CROSS, Column(STOCK, TALON), gap=GROUP_GAP),
        upright=Column(THE_CROSS, Row(STOCK, TALON), gap=GROUP_GAP),
        wide=Row(
            Grid([[KINGS[3], KINGS[0]], [KINGS[2], KINGS[1]]]),
            Pile(CENTRE, label="A"),
            Grid([WINGS[:4], WINGS[4:]]),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
    )
