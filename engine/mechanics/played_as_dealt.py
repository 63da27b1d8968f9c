"""Cards played as they are dealt: a deal the player makes by tapping the pack, with
plays to the foundations between the cards, and places whose lower cards stay blocked
until the whole pack is out.

The Salic Law, the Kings and the "Louis" deal this way (the Four Corners' round-robin
schedule, ``dealing.deal_on_schedule``, is an older and narrower form).  A game states
its deal as data, an ``AsDealt``:

* ``lands``: where the next card goes, from the card and the number of places filled so
  far in this deal (the Kings' columns and the "Louis"' circles count places; the Salic
  Law looks at the card: a king opens a packet, an ace goes up at once);
* ``at_once``: where the rules send a card the moment it turns up, instead of its place
  (a compulsory play); with ``replace`` the next card then goes to the same place, so a
  card played at once fills no place;
* ``per_tap``: how many places one tap of the pack fills (a card, a column, a circle);
* ``blocks``: the places whose cards become blocked when a given number of places has
  been filled (a new column covers its side, a new circle covers the alphabet);
  blocked cards stay blocked, even when uncovered, until the pack is out;
* ``after_card`` and ``after_tap``: the compulsory plays made from the free top cards
  after each card and after each tap (``play_free_cards``), as the game rules them.

The blocking is data, the ``blocked`` counter: for each place, how many of its bottom
cards no one may touch until the deal is over; ``AsDealt.cover`` declares it as a rule of
cover (``engine/mechanics/cover.py``, holding ``until_dealt``) for the page and refusals.  When the
pack is used up both counters are dropped, so every finished deal looks alike.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..moves import Move
from ..table import Cards, Table
from .counters import Counter, count, shared
from .cover import Cover, until_dealt
from .reach import Rules, out_of_reach

DEALT = "dealt"  # places filled so far in this deal
BLOCKED = "blocked"  # per place of the deal, its bottom cards blocked until the deal is over

# Where a card goes: the table, the card, and how many places are filled so far.
Lands = Callable[[Table, str, int], str]
# Where the rules send a card the moment it turns up on a place (None: it stays there).
AtOnce = Callable[[Table, str, str], str | None]
# Where a free top card must be played now (None: it stays): the table, its pile, the card.
MustPlay = Callable[[Table, str, str], str | None]


@dataclass(frozen=True)
class AsDealt:
    """How a game's pack is dealt while play goes on (see the module's docstring)."""

    places: tuple[str, ...]
    lands: Lands
    at_once: AtOnce | None = None
    replace: bool = True
    per_tap: int = 1
    blocks: Callable[[int], Sequence[str]] | None = None
    after_card: MustPlay | None = None
    after_tap: MustPlay | None = None
    stock: str = "stock-1"

    def dealing(self, table: Table) -> bool:
        """Whether the deal is still going on (cards are left in the pack)."""
        return bool(table[self.stock])

    def cover(self, refusal: str) -> Cover:
        """The rule of cover this deal makes, declared for the page and for refusals: a
        place's top card is blocked while its blocked cards are all it holds, until the
        pack is dealt (``refusal`` names the card as ``{card}``)."""
        places = self.places
        return until_dealt(
            Cover(places, lambda table: free_places(table, places), refusal), self.stock
        )

    def next_place(self, table: Table) -> str:
        """Where the next card of the pack would go, were it not played at once."""
        return self.lands(table, table[self.stock][-1], filled(table))

    def tap_move(self, table: Table) -> Move:
        """The move that taps the pack now: its next card, to where it would go."""
        return Move("deal", self.stock, self.next_place(table), card=table[self.stock][-1])

    def apply(self, table: Table, move: Move) -> Table:
        """The table after a tap of the pack or a card moved from pile to pile."""
        if move.kind == "deal":
            return self.tap(table)
        return table.move(move.source, move.target)

    def is_lost(
        self,
        rules: Rules,
        table: Table,
        foundations: Collection[str],
        **reach: Any,
    ) -> bool:
        """Lost once the deal is over and no foundation play is within reach of the moves
        left (``reach.out_of_reach``, given ``reach``'s options): cards may go to and fro
        between places for ever."""
        return not self.dealing(table) and out_of_reach(rules, table, foundations, **reach)

    def tap(self, table: Table) -> Table:
        """One tap of the pack: ``per_tap`` places filled (fewer when the pack runs out),
        each card played at once where the rules say, the compulsory plays made after
        each card and after the tap, and the deal closed when the pack is out."""
        start = filled(table)
        while table[self.stock] and filled(table) < start + self.per_tap:
            table = self._one_card(table)
            if self.after_card is not None:
                table = play_free_cards(table, self.places, self.after_card)
        if self.after_tap is not None:
            table = play_free_cards(table, self.places, self.after_tap)
        if not table[self.stock]:
            return deal_over(table)
        return table

    def _one_card(self, table: Table) -> Table:
        count = filled(table)
        if self.blocks is not None:
            newly = self.blocks(count)
            if newly:
                table = block(table, self.places, newly)
        card = table[self.stock][-1]
        place = self.lands(table, card, count)
        elsewhere = self.at_once(table, card, place) if self.at_once is not None else None
        if elsewhere is not None:
            table = table.move(self.stock, elsewhere)
            if self.replace:
                return table
            return table.with_vars(**{DEALT: count + 1})
        return table.move(self.stock, place).with_vars(**{DEALT: count + 1})


def filled(table: Table) -> int:
    """How many places the deal has filled so far."""
    value = table.var(DEALT, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def blocked_below(table: Table, places: Sequence[str], pile: str) -> int:
    """How many bottom cards of ``pile`` are blocked until the deal is over."""
    counts = table.var(BLOCKED)
    if not isinstance(counts, tuple) or pile not in places:
        return 0
    at = places.index(pile)
    count = counts[at] if at < len(counts) else 0
    return count if isinstance(count, int) and not isinstance(count, bool) else 0


def is_free(table: Table, places: Sequence[str], pile: str) -> bool:
    """Whether the top card of ``pile`` may be touched now: it has one and it is not
    blocked."""
    return len(table[pile]) > blocked_below(table, places, pile)


def free_places(table: Table, places: Sequence[str]) -> list[str]:
    """The places whose top card may be touched now, in order."""
    return [pile for pile in places if is_free(table, places, pile)]


def block(table: Table, places: Sequence[str], newly: Sequence[str]) -> Table:
    """Block every card lying now on the places ``newly``, until the deal is over."""
    counts = [blocked_below(table, places, pile) for pile in places]
    for pile in newly:
        counts[places.index(pile)] = len(table[pile])
    return table.with_vars(**{BLOCKED: tuple(counts)})


def deal_over(table: Table) -> Table:
    """The table with the deal's counters dropped: nothing blocked any more."""
    kept = tuple((name, value) for name, value in table.vars if name not in (DEALT, BLOCKED))
    return Table(table.layout, table.cards, kept)


def play_free_cards(table: Table, places: Sequence[str], must_play: MustPlay) -> Table:
    """Make every compulsory play from the free top cards, in the places' order, again
    and again until none is left (one play may make another card suitable)."""
    played = True
    while played:
        played = False
        for pile in places:
            if not is_free(table, places, pile):
                continue
            target = must_play(table, pile, table[pile][-1])
            if target is not None:
                table = table.move(pile, target)
                played = True
    return table


def plausible_blocked(value: object, piles: Mapping[str, Cards]) -> bool:
    """Whether a written ``blocked`` counter is one a deal could leave: a count for each
    place of the deal (the table's tableau piles, in order), none more than its pile holds."""
    places = [cards for pile, cards in piles.items() if pile.startswith("tableau")]
    return (
        isinstance(value, tuple)
        and len(value) == len(places)
        and all(
            isinstance(count, int) and not isinstance(count, bool) and 0 <= count <= len(held)
            for count, held in zip(value, places, strict=True)
        )
    )


shared(count(DEALT, "the number of places the deal has filled"))
shared(
    Counter(
        BLOCKED,
        "for each place of the deal, how many of its cards are blocked until the pack is "
        "dealt, a list of whole numbers",
        plausible_blocked,
    )
)
