"""The Terrace (two packs).

Thirteen cards are dealt face up from left to right in a row: the Terrace.  Only its
right-hand end card is available, and only to the foundations; playing it frees the
next.

Three cards are turned up from the pack, and the player chooses one of them to start
the first foundation, below the Terrace on the left.  Its rank is the rank all eight
foundations start with; the seven other cards of that rank take their places in a line
beside it as they turn up.  The two cards not chosen are laid below the foundations and
seven more are dealt beside them: the valley, a row of nine packets, of which only the
top cards are available.

The foundations are built upwards in alternate colours, of any suit (a red eight on a
black seven), turning the corner from the king to the ace, until each holds thirteen
cards: on a foundation of fives, the six, seven and so on to the king, then the ace, two,
three, four.

* Play the Terrace's end card, a valley packet's top card or the talon's top card to a
  foundation.
* Build on the valley downwards in alternate colours: a card goes on a card of the other
  colour one rank higher (a red six on a black seven), from another packet or from the
  talon; one card at a time.  Nothing is placed on an ace.
* A valley packet that is used up is filled at once from the pack, or once the pack is
  used up from the talon's top card.
* Turn the pack one card at a time onto the talon; its top card is available.  A card of
  the foundations' rank goes to its place in the line by itself.
* There is no re-deal.  The game is won when the hundred and four cards are on the
  foundations; it is lost when the pack is used up and no play to a foundation can be
  reached any more.

Readings chosen where the book is unclear:

* A card of the foundations' rank in the valley or at the Terrace's end is played by the
  player (to the next place in the line), not by itself.
* The valley does not turn the corner: no king goes on an ace.
* Where two foundations would take a card the player chooses.
* The book's advice to play from the Terrace first is advice: the player may play in
  any order.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles, room_for
from ..mechanics.autoplay import other_colour_below
from ..mechanics.builds import alternate_colours_down, transfers
from ..mechanics.counters import flag
from ..mechanics.dealing import stock_of
from ..mechanics.first_rank import FirstCardsRank
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..mechanics.refills import refill
from ..mechanics.refusals import first_refusal, laid_on, laid_on_empty, taken_from
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

TERRACE = "reserve-1"
TERRACE_LENGTH = 13
LINE = tuple(Layout.numbered("foundation", 8))  # the foundations, left to right
VALLEY = tuple(Layout.numbered("tableau", 9))
CHOICES = VALLEY[:3]  # where the three cards to choose from lie until one is chosen
PACK = PackAndTalon()  # turned once, no re-deal
CHOOSING = "choosing"  # set while the first foundation is still to be chosen
# The line starts with the rank of the card chosen, built up in alternate colours round
# the corner.
THE_LINE = FirstCardsRank(LINE, colours=True)


# What the Terrace and the valley refuse, after the pack's and the foundations' refusals.
TERRACE_AND_VALLEY = (
    (taken_from((TERRACE,)), "A card of the Terrace goes only to a foundation."),
    (laid_on((TERRACE,)), "Nothing is placed on the Terrace."),
    (laid_on_empty(VALLEY), "An empty valley place is filled from the pack by itself."),
)


class Terrace(GameRules):
    id = "terrace"
    name = "The Terrace"
    decks = 2
    summary = "A chosen rank starts eight foundations built up in alternate colours."
    picture = "027"
    skill = "Mostly skill"
    partners = staticmethod(other_colour_below)
    layout = Layout((TERRACE, *LINE, *VALLEY, STOCK, TALON))
    own_counters = (flag(CHOOSING, "whether the first foundation is still to be chosen"),)
    # A position plays as one whose foundations, or whose valley packets, hold the same
    # cards in other places: the rules name a foundation only as "a foundation" (all eight
    # are built up in alternate colours from the chosen rank; a card of that rank goes to
    # the first empty one, and the empty ones are alike; the rank is read from the first
    # foundation's first card, and every foundation's first card is of that rank), and a
    # valley packet only as "a valley packet" (any packet's top card may be played or built
    # on any other's, the talon's on any; a packet used up is filled at once from the pack
    # or the talon, so at most one is ever empty while cards are left to fill it, and after
    # that empty places stay empty wherever they are).  Renaming the foundations, or the
    # packets, turns every legal move into a legal move and the position it leads to into
    # the renamed one, and a position is won exactly when its renamed one is.  The first
    # position, where the first foundation is still to be chosen from three valley places,
    # is never folded with another (its counter differs from every later one).
    alike = (LINE, VALLEY)
    pile_nouns = {"reserve": "Terrace"}
    build_rule = (
        "In the valley a card goes on a card of the other colour one rank higher; an empty "
        "place is filled from the pack by itself."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        dealt = {TERRACE: tuple(pack[:TERRACE_LENGTH])}
        dealt.update(
            {place: (card,) for place, card in zip(CHOICES, pack[TERRACE_LENGTH:], strict=False)}
        )
        dealt[STOCK] = stock_of(pack[TERRACE_LENGTH + len(CHOICES) :])
        return Table.build(self.layout, dealt, **{CHOOSING: True})

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return THE_LINE.foundations(table)

    def legal_moves(self, table: Table) -> list[Move]:
        if table.var(CHOOSING):
            return [Move("move", place, LINE[0], 1, card=table.top(place)) for place in CHOICES]
        foundations = self.foundations(table)
        moves = foundation_plays(table, foundations, (TERRACE, *VALLEY, TALON))
        moves += transfers(table, (*VALLEY, TALON), VALLEY, alternate_colours_down)
        return moves + PACK.moves(table, lands=THE_LINE.place_for)

    def apply(self, table: Table, move: Move) -> Table:
        if table.var(CHOOSING):
            return self._choose(table, move.source)
        # An emptied valley place is filled at once: from the pack, else from the talon.
        return refill(PACK.apply(table, move), VALLEY, (STOCK, TALON))

    @staticmethod
    def _choose(table: Table, chosen: str) -> Table:
        """The chosen card starts the line; the two others begin the valley, and seven
        more are dealt beside them."""
        rejected = [table.top(place) for place in CHOICES if place != chosen]
        changes = {place: () for place in CHOICES}
        changes[LINE[0]] = (table.top(chosen),)
        changes.update({place: (card,) for place, card in zip(VALLEY, rejected, strict=False)})
        table = table.put(changes).with_vars(**{CHOOSING: False})
        return refill(table, VALLEY, (STOCK,))

    def is_won(self, table: Table) -> bool:
        return all_complete(table, self.foundations(table))

    def is_lost(self, table: Table) -> bool:
        # While the pack lasts it can be turned; after, a card may go to and fro between
        # two valley packets whose tops are alike.
        if table[STOCK] or table.var(CHOOSING):
            return False
        return out_of_reach(self, table, self.foundations(table))

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # A play from the valley brings the pack's next card (or the talon's) into its place.
        return not table[STOCK] and not table[TALON]

    def explain(self, table: Table, move: Move) -> str:
        if table.var(CHOOSING):
            return (
                "First choose one of the three cards turned up to start the foundations: "
                "move it to the first foundation."
            )
        if move.kind == "redeal":
            return "There is no re-deal in the Terrace."
        foundations = self.foundations(table)
        if reason := PACK.refuse(self, table, move, foundations):
            return reason
        if move.target in foundations:
            if not table[move.target]:
                rank = cards.RANK_NAMES[(THE_LINE.base_rank(table) or 1) - 1]
                article = "an" if rank[0] in "aeiou" else "a"
                return (
                    f"An empty foundation takes only {article} {rank}, the first empty one first."
                )
            return refuse_foundation(table, move, foundations)
        return first_refusal(table, move, TERRACE_AND_VALLEY) or self.build_rule

    # The Terrace across the top, the line of foundations below it, the valley below them,
    # the pack and the talon at the foot.
    arrangements = Arrangements(
        Column(
            Pile(TERRACE, "right", room=room_for(TERRACE_LENGTH, "right")),
            Row(piles(LINE)),
            Row(piles(VALLEY, "down")),
            Row(STOCK, TALON),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        # A phone held upright: the line in two rows of four beside the pack and the
        # talon, the valley in rows of five and four.
        upright=Column(
            Pile(TERRACE, "right", room=room_for(TERRACE_LENGTH, "right")),
            Row(Grid([LINE[:4], LINE[4:]]), Column(STOCK, TALON), gap=GROUP_GAP),
            Row(piles(VALLEY[:5], "down")),
            Row(piles(VALLEY[5:], "down")),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        # On its side: the pack and the talon beside the three rows.
        wide=Row(
            Column(
                # Room for the whole terrace: the height left to the rows is short, and a
                # fan given only the spare width squeezes its indexes out of sight.
                Pile(TERRACE, "right", room=room_for(TERRACE_LENGTH, "right")),
                Row(piles(LINE)),
                Row(piles(VALLEY, "down")),
                gap=GROUP_GAP,
                align=CENTRE,
            ),
            Column(STOCK, TALON),
            gap=GROUP_GAP,
        ),
    )
