"""General Sedgewick as the solver sees it: positions that can no longer be won.

One pack, one corner for each suit, each built up in its suit from the rank every corner
starts with (round the corner from the king to the ace): so each card goes up once, and
the cards of a suit go up in one order, the corner's.  Write "X before Y" when X must go
up before Y in every win.  Two kinds of facts give such an order:

* **The corners' order.**  A card goes up before every later card of its suit.
* **A card that can leave its packet only for its corner.**  In the cross a card leaves
  its packet from the top, alone, for its corner or for the top card of another packet
  one rank higher (never for an empty place, which takes only the talon's card).  Call a
  card G *fixed* when no card one rank higher can ever be another packet's top while G
  lies where it is: each such card is on a corner (nothing comes back), or lies below G
  in G's own packet (it could reach another packet only after G had left), or is of the
  corners' rank (such a card goes to its corner by itself as soon as it is turned, or,
  dealt into the cross, as soon as the rank is known: it never lies in the cross or the
  talon), and there is none at all for a king (nothing goes on an ace; in the variant
  ``wrap``, the aces are the cards one higher than a king).  So a card one rank below
  the corners' rank is always fixed.
  Then every card H below a fixed card G in its packet goes up after G: H goes up only
  after leaving the packet, which it can do only once G has left, and G leaves only for
  its corner.  So G before H.

If these facts close a circle (X before ... before X), no order of the cards satisfies
them all, and no win exists: the position is given no moves (``Knowledge.search_moves``).
A position dropped so never had a win, so a ``lost`` verdict stays a proof.  The talon's
cards give no facts here: an empty place of the cross may take the talon's top card, so
a talon card is never fixed.

How a circle is found: the corners' order makes each suit a chain, so what can be
reached from a card is, for each suit, every card from some step of the corner's order
on; starting from the card under a fixed card, the steps reached are lowered through
the fixed cards until nothing changes, and a circle exists when the fixed card itself is
reached.
"""

from __future__ import annotations

from ... import cards
from ...moves import Move
from ...table import Table
from ..knowledge import SearchKnowledge

CORNERS = tuple(f"foundation-{n}" for n in range(1, 5))
CROSS = tuple(f"tableau-{n}" for n in range(1, 6))
KING = 13

RANK = {rank + suit: cards.rank(rank + suit) for rank in cards.RANKS for suit in cards.SUITS}


def _one_higher(card: str, wrap: bool) -> tuple[str, ...]:
    """The cards ``card`` may be placed on in the cross."""
    rank = RANK[card]
    if rank == KING:
        return tuple(cards.code(1, suit) for suit in cards.SUITS) if wrap else ()
    return tuple(cards.code(rank + 1, suit) for suit in cards.SUITS)


ONE_HIGHER = {wrap: {card: _one_higher(card, wrap) for card in RANK} for wrap in (False, True)}


def dead_circle(table: Table, wrap: bool = False) -> bool:
    """Whether the cards' orders of going up close a circle (see the module's
    description): then the position can no longer be won."""
    first = table[CORNERS[0]]
    if not first:
        return False  # the corners' rank is not known yet
    base = RANK[first[0]]
    up: dict[str, int] = {}  # cards up, by suit
    for corner in CORNERS:
        stack = table[corner]
        if stack:
            up[stack[0][1]] = len(stack)

    def step(card: str) -> int:
        return (RANK[card] - base) % 13

    def is_up(card: str) -> bool:
        return step(card) < up.get(card[1], 0)

    higher = ONE_HIGHER[wrap]
    # The facts "a fixed card before a card under it", as (fixed card, card under it),
    # one for each card under it (a card under it need not be fixed itself).
    facts: list[tuple[str, str]] = []
    for packet in CROSS:
        stack = table[packet]
        for at in range(1, len(stack)):
            card = stack[at]
            below = stack[:at]
            if all(step(other) == 0 or is_up(other) or other in below for other in higher[card]):
                facts.extend((card, under) for under in below)
    if not facts:
        return False
    for fixed, under in facts:
        # From ``under``: for each suit, the first step reached.
        reached = {under[1]: step(under)}
        changed = True
        while changed:
            changed = False
            for before, after in facts:
                first_reached = reached.get(before[1])
                if first_reached is None or step(before) < first_reached:
                    continue
                now = reached.get(after[1])
                if now is None or step(after) < now:
                    reached[after[1]] = step(after)
                    changed = True
        first_reached = reached.get(fixed[1])
        if first_reached is not None and step(fixed) >= first_reached:
            return True
    return False


class Knowledge(SearchKnowledge):
    def search_moves(self, table: Table) -> list[Move]:
        if dead_circle(table, self.rules.variant == "wrap"):
            return []
        return list(super().search_moves(table))
