"""La Belle Lucie (one pack).

The whole pack is dealt face up in packets of three cards dealt together, eighteen
packets in all: seventeen of three and a last packet of one card.  Each packet is fanned
so that all its cards show, in rows of five, five, five and three, the one-card packet
in the middle of the bottom row.  The four foundations lie in a row below.

Only the uppermost card of each packet is available, until its removal frees the card
beneath.

* The aces are the foundations, each built up in its suit to the king.  An ace goes to
  a foundation space by itself as soon as it is uppermost, at the deal and later: it
  can never be built on, so nothing is lost by playing it.
* Any other available card may be played to its foundation when it suits.
* Marriages in a descending line: an available card may be placed on the uppermost card
  of another packet when that card is of the same suit and one rank higher (the five of
  hearts on the six of hearts).  One card moves at a time, and a king goes only to a
  foundation.
* A packet emptied entirely stays empty: nothing is ever placed in it.
* When no card can be played to a foundation, the whole tableau may be taken up,
  shuffled and dealt again in packets of three, the last packet holding what remains
  (one or two cards).  This may be done twice, so there are three deals in all.
* The game is won when all 52 cards are on the foundations, and lost when no card can
  be played or married and no re-deal is left.

Readings chosen where the book is unclear: the aces are played by the rules; a re-deal
waits until no card can be played to a foundation (the book's "no more available cards
to play", playing being its word for the foundations), marriages may still be left;
the packets are placed row by row, the bottom row's left and right packets before its
middle one, so the one-card packet falls where the book's picture shows it; a re-deal
deals its packets onto the first places in the same order, the later places staying
empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row, Square, piles
from ..mechanics.autoplay import in_suit_below
from ..mechanics.builds import Accepts, marriage, transfers
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.packets import (
    DEAL,
    REDEALS_LEFT,
    bases_played,
    in_packets,
    packet_redeal,
)
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

REDEALS = 2
FOUNDATIONS = tuple(Layout.numbered("foundation", 4))
PACKETS = tuple(Layout.numbered("tableau", 18))
ACE_TO_KING = Foundation(direction=1, base_rank=1)


class BelleLucie(GameRules):
    id = "belle-lucie"
    name = "La Belle Lucie"
    decks = 1
    summary = (
        "Eighteen fans of three; marry down in suit, build aces to kings; two shuffled re-deals."
    )
    picture = "001"
    skill = "Skill and chance"
    partners = staticmethod(in_suit_below)
    build_rule = (
        "A card marries only the next higher card of its own suit; an empty packet stays empty."
    )
    # The game's piles and how they build: the two-pack games change these.
    FOUNDATIONS: ClassVar[tuple[str, ...]] = FOUNDATIONS
    PACKETS: tuple[str, ...] = PACKETS  # an instance may differ (a variant)
    MARRIAGE: ClassVar[Accepts] = marriage(up=False, down=True)
    FOUNDATION_RULES: ClassVar[Mapping[str, Foundation]] = dict.fromkeys(FOUNDATIONS, ACE_TO_KING)
    layout = Layout(FOUNDATIONS + PACKETS)
    # A position plays as one whose foundations hold the same cards in other places: the
    # rules name a foundation only as "a foundation" (each is built up in suit from an ace,
    # an ace goes to the first empty one, and the empty ones are alike), and a re-deal takes
    # up the packets alone.  Renaming the foundations turns every legal move into a legal
    # move and the position it leads to into the renamed one, and a position is won exactly
    # when its renamed one is.  (The packets are folded too once no re-deal is left, by
    # ``position_key`` below; before, which packet holds what decides the next shuffle.)
    alike = (FOUNDATIONS,)
    # The book's picture: rows of five, five, five and three packets fanned to the right,
    # the one-card packet (place 18) in the middle of the bottom row between places 16
    # and 17; the foundations in a row below.  On a phone: rows of six packets, fanned
    # down when upright (the foundations below), across on its side (the foundations in
    # a square beside them).
    arrangements = Arrangements(
        Column(
            Grid(
                [
                    *(piles(PACKETS[n : n + 5], "right") for n in (0, 5, 10)),
                    [
                        Pile(PACKETS[15], "right"),
                        None,
                        Pile(PACKETS[17], "right"),
                        None,
                        Pile(PACKETS[16], "right"),
                    ],
                ]
            ),
            Row(piles(FOUNDATIONS, label="A")),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=Column(
            Square(piles(PACKETS, "down"), side=6),
            Row(piles(FOUNDATIONS, label="A")),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        wide=Row(
            Square(piles(PACKETS, "right"), side=6),
            Square(piles(FOUNDATIONS, label="A"), side=2),
            gap=GROUP_GAP,
        ),
    )

    # The deal -------------------------------------------------------------------------
    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(self.decks))
        table = Table.build(
            self.layout, self.first_packets(pack), **{DEAL: deal, REDEALS_LEFT: REDEALS}
        )
        return bases_played(table, self.foundations(table), self.PACKETS)

    def first_packets(self, pack: list[str]) -> dict[str, tuple[str, ...]]:
        """The shuffled pack dealt onto the places in threes, the last packet short."""
        return in_packets(pack, self.PACKETS)

    # Moves ----------------------------------------------------------------------------
    def foundations(self, table: Table) -> Mapping[str, Foundation]:
        return self.FOUNDATION_RULES

    def legal_moves(self, table: Table) -> list[Move]:
        plays = foundation_plays(table, self.foundations(table), self.PACKETS)
        moves = plays + transfers(table, self.PACKETS, self.PACKETS, self.MARRIAGE)
        left = table.var(REDEALS_LEFT, 0)
        if left and not plays and any(table[packet] for packet in self.PACKETS):
            moves.append(Move("redeal", None, None, label=f"Re-deal ({left} left)"))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "redeal":
            table = packet_redeal(table, self.PACKETS, REDEALS)
        else:
            table = table.move(move.source, move.target)
        return bases_played(table, self.foundations(table), self.PACKETS)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, self.foundations(table))

    # Facts for auto-play and the solver -----------------------------------------------
    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # While a re-deal is left, what every packet holds decides the next shuffle.
        return not table.var(REDEALS_LEFT)

    def position_key(self, table: Table) -> tuple:
        # The foundations are alike (``alike``); the packets only once no re-deal is left,
        # which ``alike`` cannot say: before, which packet holds what decides the next
        # shuffle; after, which place holds which packet makes no difference.
        table = self.folded(table)
        if table.var(REDEALS_LEFT):
            return table.key()
        count = len(self.FOUNDATIONS)
        return (table.cards[:count], tuple(sorted(table.cards[count:])))

    def counters(self, table: Table) -> list[str]:
        facts = super().counters(table)
        if facts and table.var(REDEALS_LEFT) and self._redeal_waits(table):
            facts[0] += " (once no card can go up)"
        return facts

    def _redeal_waits(self, table: Table) -> bool:
        return bool(foundation_plays(table, self.foundations(table), self.PACKETS))

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "redeal" and table.var(REDEALS_LEFT, 0) and self._redeal_waits(table):
            return (
                "The packets may be taken up only when no card can be played to a "
                "foundation: play those first."
            )
        if move.kind == "move" and move.source in self.FOUNDATIONS and table[move.source]:
            return "A card played to a foundation stays there."
        card = table.top(move.source) if move.source in self.PACKETS else None
        if move.kind != "move" or move.count != 1 or card is None:
            return super().explain(table, move)
        foundation = self.foundations(table).get(move.target)
        if foundation is not None:
            need = foundation.describe_need(table[move.target])
            return f"The {cards.name(card)} cannot go on that foundation: {need}."
        if move.target in self.PACKETS:
            if not table[move.target]:
                return "An empty packet stays empty: nothing may be placed in it."
            if move.source != move.target:
                return self.build_rule
        return super().explain(table, move)
