"""La Nivernaise (two packs).

Eight cards are dealt face up as two upright rows of four, one on the left and one on
the right: the Flanks, each place holding one card.  Below them six packets of four
cards, each packet dealt as four cards together and squared, make the Line.  The centre
is kept for the foundations: for each suit an ace, built up in suit to the king, and a
king, built down in suit to the ace.

* Every Flank card and the top card of each Line packet are available.  The cards under
  a packet's top are squared out of sight; but as many of them may be looked at as
  there are empty Flank places: with two places empty, the two cards under each top
  show.  They are seen only, never taken.
* The first ace and the first king of each suit to become available are laid on their
  foundations by the program.  Any available card may be played to a foundation of its
  suit where it follows: the second ace ends the king's foundation, the second king the
  ace's.
* An empty Flank place may be filled, when the player chooses, with the top card of a
  Line packet or with the next card of the pack, turned face up.  Never from another
  Flank.
* The top card of a suit's ascending foundation may be moved onto the same suit's
  descending foundation where it follows there, or the other way: one card at a time,
  as often as the player likes.
* A Line packet played out entirely is at once given four new cards from the pack.
  Other cards taken from the Line are never replaced.
* When the player chooses, a round is dealt: four cards together on each Line packet,
  left to right, until the pack is used up.
* Once the pack is used up and no card can be played to a foundation, the Line may be
  re-dealt, once: the packets are taken up from the left, each put under those already
  taken, the whole turned over and dealt again in six packets of four, then in rounds
  as before.  The Flanks stay as they are.
* The game is won when all 104 cards are on the eight foundations, and lost once the
  pack is used up, the re-deal made, and no card can reach a foundation any more.

Readings chosen where the book is unclear:

* The Flanks are dealt left top to bottom, then right; a packet's first card dealt lies
  at its bottom.
* The foundations have a suit each, row by row spades, hearts, diamonds, clubs, the
  ace's on the left and the king's on the right, so a suit's two lie side by side.
  The first ace and king of a suit are laid there by the program (playing one is never
  harmful).
* Looking at a packet (the book's Rule II): the cards under the top, one for each empty
  Flank place; on the page they are drawn face up, the rest of the packet as backs.
* Filling a Flank from the pack takes the pack's next card unseen, and it may be done at
  any time; the page fills the first empty place (the places are alike).
* The exchange ("one card at a time") is the size of a move, not a limit on how many.
* The re-deal is the project's: offered once the pack is used up and no card of the
  Line or the Flanks can be played to a foundation; gathered each packet underneath,
  as the book says for Babette and the Nation, and not shuffled.
* In the last round the packets get four each in turn until the pack runs out.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles
from ..mechanics import exchange, reach
from ..mechanics.autoplay import no_partners
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.redeal import REDEALS_LEFT, gather_into_stock
from ..mechanics.talon import STOCK, refuse_redeal
from ..moves import NONE, Kind, Move, kinds_table
from ..prng import shuffled_pack
from ..table import Layout, Table

FLANKS = tuple(Layout.numbered("reserve", 8))
LEFT_FLANK, RIGHT_FLANK = FLANKS[:4], FLANKS[4:]
LINE = tuple(Layout.numbered("tableau", 6))
FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
SUIT_ROWS = "SHDC"  # the foundations' suits, row by row
ACE_FOUNDATIONS, KING_FOUNDATIONS = FOUNDATIONS[0::2], FOUNDATIONS[1::2]
PAIRS = tuple(zip(ACE_FOUNDATIONS, KING_FOUNDATIONS, strict=True))
PACKET = 4  # cards dealt together on a packet
# Row by row, each suit's ascending foundation from the ace, then its descending one.
SPECS = {
    pile: Foundation(direction=1, base_rank=1, suit=SUIT_ROWS[n // 2])
    if n % 2 == 0
    else Foundation(direction=-1, base_rank=13, suit=SUIT_ROWS[n // 2])
    for n, pile in enumerate(FOUNDATIONS)
}
# Filling a Flank place from the pack: a button (the pack's tap deals a round).
FILL = Kind("fill", places=1, lifts=NONE, button=True, verb="fill", said="A Flank place filled.")
ROUND = Move("deal", STOCK, None, label="Deal a round: four cards on each packet")
REDEAL = Move("redeal", STOCK, None, label="Re-deal the Line (once)")


def side_name(pile: str) -> str:
    """A foundation as the player names it: "the ♠ ace foundation"."""
    at = FOUNDATIONS.index(pile)
    return f"the {cards.SUIT_SYMBOLS[SUIT_ROWS[at // 2]]} {('ace', 'king')[at % 2]} foundation"


def empty_flanks(table: Table) -> list[str]:
    return [place for place in FLANKS if not table[place]]


def seen_under_top(table: Table) -> int:
    """How many cards under each packet's top may be looked at: one per empty Flank."""
    return len(empty_flanks(table))


def _dealt_on_line(table: Table, packets: tuple[str, ...]) -> Table:
    """Four cards together from the pack onto each of ``packets`` in turn, while it lasts."""
    stock = list(table[STOCK])
    changes: dict[str, tuple[str, ...]] = {}
    for packet in packets:
        if not stock:
            break
        taken = stock[-PACKET:][::-1]  # the pack's next four, the first dealt lowest
        del stock[-PACKET:]
        changes[packet] = table[packet] + tuple(taken)
    changes[STOCK] = tuple(stock)
    return table.put(changes)


def settle(table: Table) -> Table:
    """What the rules do by themselves: the first ace and king of each suit laid on
    their foundations, and each Line packet played out given four cards from the pack,
    until nothing more follows."""
    while True:
        for source in (*FLANKS, *LINE):
            card = table.top(source)
            if card is None or cards.rank(card) not in (1, 13):
                continue
            base = next(
                (p for p, spec in SPECS.items() if not table[p] and spec.accepts((), card)), None
            )
            if base is not None:
                table = table.move(source, base)
                break
        else:
            played_out = tuple(p for p in LINE if not table[p])
            if not played_out or not table[STOCK]:
                return table
            table = _dealt_on_line(table, played_out)


def _labelled(pile: str) -> Pile:
    """A foundation drawn with its base card's name while it is empty: "A♠", "K♠"."""
    at = FOUNDATIONS.index(pile)
    return Pile(pile, label="AK"[at % 2] + cards.SUIT_SYMBOLS[SUIT_ROWS[at // 2]])


class Nivernaise(GameRules):
    id = "nivernaise"
    name = "La Nivernaise"
    decks = 2
    summary = "Two Flanks and a Line of squared packets; look under them by emptying Flanks."
    picture = "013"
    skill = "Mostly chance"
    layout = Layout(FLANKS + FOUNDATIONS + LINE + (STOCK,))
    pile_nouns = {"reserve": "Flank place", "tableau": "Line packet"}
    kinds = kinds_table(FILL, exchange.EXCHANGE_KIND)
    # The Flank places are alike: each holds one card, any available card may go from
    # any of them to a foundation, an empty one takes the same cards wherever it lies,
    # and the program fills the first empty one only as the player's own move.
    alike = (FLANKS,)
    build_rule = (
        "Nothing is built on the Flanks or the Line: an empty Flank place takes the top "
        "card of a Line packet or the pack's next card."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        piles: dict[str, tuple[str, ...]] = {
            place: (card,) for place, card in zip(FLANKS, pack, strict=False)
        }
        line = pack[len(FLANKS) : len(FLANKS) + PACKET * len(LINE)]
        for n, packet in enumerate(LINE):
            piles[packet] = tuple(line[PACKET * n : PACKET * (n + 1)])
        piles[STOCK] = stock_of(pack[len(FLANKS) + PACKET * len(LINE) :])
        return settle(Table.build(self.layout, piles, **{REDEALS_LEFT: 1}))

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return SPECS

    def _plays(self, table: Table) -> list[Move]:
        return [
            Move("move", m.source, m.target, card=m.card, label=f"{short} to {side_name(m.target)}")
            for m in foundation_plays(table, SPECS, (*FLANKS, *LINE))
            if (short := cards.short(m.card or ""))
        ]

    def legal_moves(self, table: Table) -> list[Move]:
        moves = self._plays(table)
        plays_open = bool(moves)
        vacancies = empty_flanks(table)
        if vacancies:
            first = vacancies[0]  # the Flank places are alike: the first empty one
            moves += [
                Move(
                    "move", packet, first, card=card, label=f"{cards.short(card)} to a Flank place"
                )
                for packet in LINE
                if (card := table.top(packet))
            ]
            if table[STOCK]:
                moves.append(Move("fill", None, first, label="Fill a Flank place from the pack"))
        moves += exchange.exchanges(table, SPECS, PAIRS, side_name)
        if table[STOCK]:
            moves.append(ROUND)
        elif table.var(REDEALS_LEFT) and not plays_open and any(table[p] for p in LINE):
            moves.append(REDEAL)
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "deal":
            table = _dealt_on_line(table, LINE)
        elif move.kind == "fill":
            table = table.move(STOCK, move.target)
        elif move.kind == "redeal":
            table = gather_into_stock(
                table.with_vars(**{REDEALS_LEFT: 0}), LINE, STOCK, each_underneath=True
            )
            table = _dealt_on_line(table, LINE)
        else:
            table = table.move(move.source, move.target)
        return settle(table)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, SPECS)

    def is_lost(self, table: Table) -> bool:
        if table[STOCK] or any(m.kind == "redeal" for m in self.legal_moves(table)):
            return False
        return reach.out_of_reach(
            self, table, FOUNDATIONS, key=self.position_key, progress=exchange.gets_somewhere
        )

    # Nothing is built on the Flanks or the Line: no play to a foundation takes away a
    # card something else could go on.
    partners = staticmethod(no_partners)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A move that plays a packet out has the pack's next four cards dealt there; one
        # that uncovers a suit's first ace or king has the program lay it down.
        if move.kind != "move" or move.source not in LINE:
            return move.kind == "move"
        stack = table[move.source]
        if len(stack) == 1:
            return not table[STOCK]
        under = stack[-2]
        return not any(not table[p] and spec.accepts((), under) for p, spec in SPECS.items())

    def face_down(self, table: Table) -> dict[str, int]:
        # Squared packets: all but the top and the cards the empty Flanks let be seen.
        seen = 1 + seen_under_top(table)
        return {p: len(table[p]) - seen for p in LINE if len(table[p]) > seen}

    def face_down_at(self, table: Table) -> dict[str, tuple[int, ...]]:
        return {pile: tuple(range(count)) for pile, count in self.face_down(table).items()}

    def refuse_lift(self, table: Table, pile: str, index: int) -> str | None:
        if pile in LINE and index < len(table[pile]) - 1:
            return (
                "Only the top card of a Line packet is available: the cards under it may "
                "only be looked at, one for each empty Flank place."
            )
        return None

    def counters(self, table: Table) -> list[str]:
        left = table.var(REDEALS_LEFT)
        return [f"Seen under each packet: {seen_under_top(table)}", f"Re-deals left: {left}"]

    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "redeal":
            if not table.var(REDEALS_LEFT):
                return refuse_redeal(table, 1)
            if table[STOCK]:
                return "The Line is re-dealt only once the pack is used up."
            return "The Line is re-dealt only when no card can be played to a foundation."
        if move.kind in ("deal", "fill") and not table[STOCK]:
            return "The pack is used up."
        if move.kind == "fill":
            return "No Flank place is empty."
        if move.kind == exchange.EXCHANGE:
            return exchange.refuse_exchange(table, move, SPECS, PAIRS)
        if move.kind == "move" and move.source in FOUNDATIONS and move.target in FOUNDATIONS:
            return exchange.refuse_exchange(table, move, SPECS, PAIRS)
        if move.kind == "move" and move.source in LINE and move.count > 1:
            return self.refuse_lift(table, move.source, len(table[move.source]) - move.count)
        if move.target in FLANKS:
            if move.source in FLANKS:
                return "A Flank place is filled from the Line or the pack, never from a Flank."
            if table[move.target]:
                return "A Flank place holds one card: only an empty one is filled."
        if move.target in LINE:
            return "Nothing is placed on the Line: its packets grow only by the deal."
        return super().explain(table, move)

    # The book's picture: the Flanks upright on either side, the foundations between
    # them, a suit's ace and king side by side; the Line of squared packets below, each
    # fanned down so that the cards the empty Flanks let be seen show under its top,
    # and the pack beside it.
    arrangements = Arrangements(
        Column(
            Row(
                Column(*LEFT_FLANK),
                Grid([[_labelled(ace), _labelled(king)] for ace, king in PAIRS]),
                Column(*RIGHT_FLANK),
                gap=GROUP_GAP,
                align="centre",
            ),
            Row(piles(LINE, "down"), STOCK),
            gap=GROUP_GAP,
            align="centre",
        ),
        # On a phone held on its side: each Flank a square of four, the foundations in
        # two rows of four between them, the Line below.
        wide=Column(
            Row(
                Grid([list(LEFT_FLANK[:2]), list(LEFT_FLANK[2:])]),
                Grid([[_labelled(p) for p in FOUNDATIONS[n : n + 4]] for n in (0, 4)]),
                Grid([list(RIGHT_FLANK[:2]), list(RIGHT_FLANK[2:])]),
                gap=GROUP_GAP,
            ),
            Row(piles(LINE, "down"), STOCK),
            gap=GROUP_GAP,
            align="centre",
        ),
    )
