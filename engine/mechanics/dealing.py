"""Play during the deal: the pack dealt card by card onto the tableau, with foundation
cards taken out as they appear.

Three games deal this way.  The Four Corners deals round after round onto twelve
packets in a fixed order, and the player may play the card just dealt; the Nation
deals counted columns of eight and every suitable card is played as it is counted; the
Fairie Queen deals onto the column of the last king turned up, its aces going to the
foundations at once.  What they share lives here:

* the pack as a pile (``stock_of``): its top, last card is the next card dealt;
* ``deal_into``: one card dealt onto a pile, where a card the rules send to a foundation
  goes there at once and, where the game says so, the next card is dealt in its stead;
* a schedule of piles dealt round and round (``scheduled_target``) and the card just
  dealt (``just_dealt``), which is the one card some games let the player play at once;
* ``counted_deal``: columns dealt with a count, a card played during the deal still
  using up its number.

A deal the player makes tap by tap, with the rules' plays (or the player's) between the
cards and layers blocked until the pack is out (the Salic Law, the Kings, the "Louis"),
is declared with ``played_as_dealt.AsDealt``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..table import Table
from .counters import count, pile_or_none, shared

# Where the rules send a card the moment it is dealt: a foundation's pile id, or None
# when the card stays where it was dealt.
Placement = Callable[[Table, str], str | None]

DEAL_AT = "deal_at"  # index, in the schedule, of the pile the next card is dealt on
JUST_DEALT = "just_dealt"  # pile holding the card just dealt, while it may still be played
shared(count(DEAL_AT, "the place in the round of the pile dealt on next"))
shared(pile_or_none(JUST_DEALT, "the pile of the card just dealt"))


def stock_of(deal_order: Sequence[str]) -> tuple[str, ...]:
    """The pack as a pile, from its cards in the order they are dealt (the first card
    dealt is the pile's top, its last card)."""
    return tuple(reversed(deal_order))


def deal_into(
    table: Table,
    target: str,
    compulsory: Placement | None = None,
    *,
    replace: bool = True,
    stock: str = "stock-1",
) -> tuple[Table, str | None]:
    """Deal the pack's next card onto ``target``.

    A card that ``compulsory`` sends to a foundation goes there instead; with
    ``replace`` the next card is then dealt in its stead, and so on until a card stays
    on ``target`` or the pack is used up.  Returns the new table and the card that
    stayed on ``target`` (None when none did)."""
    while table[stock]:
        card = table[stock][-1]
        foundation = compulsory(table, card) if compulsory is not None else None
        if foundation is None:
            return table.move(stock, target), card
        table = table.move(stock, foundation)
        if not replace:
            break
    return table, None


def scheduled_target(table: Table, schedule: Sequence[str]) -> str:
    """The pile the next card of a round-by-round deal lands on."""
    return schedule[int(table.var(DEAL_AT, 0)) % len(schedule)]


def deal_on_schedule(
    table: Table,
    schedule: Sequence[str],
    compulsory: Placement | None = None,
    *,
    stock: str = "stock-1",
) -> Table:
    """Deal the next card of a round-by-round deal (foundation cards replaced by the
    next card, see ``deal_into``).  The card that stays becomes the card just dealt and
    the schedule moves on; once the pack is used up the deal is over and both counters
    are reset, so every finished deal looks alike."""
    at = int(table.var(DEAL_AT, 0)) % len(schedule)
    table, stayed = deal_into(table, schedule[at], compulsory, replace=True, stock=stock)
    if not table[stock]:
        return table.with_vars(**{DEAL_AT: 0, JUST_DEALT: None})
    if stayed is None:
        return table
    return table.with_vars(**{DEAL_AT: (at + 1) % len(schedule), JUST_DEALT: schedule[at]})


def just_dealt(table: Table) -> str | None:
    """The pile whose top card was just dealt and may still be played, if any."""
    pile = table.var(JUST_DEALT)
    return pile if isinstance(pile, str) and table[pile] else None


def play_just_dealt(table: Table, schedule: Sequence[str], source: str, target: str) -> Table:
    """Play the card just dealt to a foundation: the next card of the pack will be dealt
    in its stead, on the same pile."""
    return table.move(source, target).with_vars(
        **{DEAL_AT: schedule.index(source), JUST_DEALT: None}
    )


def counted_deal(
    table: Table,
    deal_order: Sequence[str],
    columns: Sequence[str],
    count: int,
    compulsory: Placement,
) -> Table:
    """Deal ``deal_order`` into ``columns`` left to right, counting ``count`` cards to
    each column.  A card ``compulsory`` sends to a foundation is played at once, and it
    still uses up its number, so the next card dealt counts as the following one and the
    column ends shorter.  Columns beyond the last card stay as they were."""
    piles = {column: list(table[column]) for column in columns}
    position = 0
    for column in columns:
        for _ in range(count):
            if position == len(deal_order):
                break
            card = deal_order[position]
            position += 1
            # The foundations must be current for the next card's placement.
            foundation = compulsory(table, card)
            if foundation is None:
                piles[column].append(card)
            else:
                table = table.put({foundation: table[foundation] + (card,)})
    return table.put(piles)
