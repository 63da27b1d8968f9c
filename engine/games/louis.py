"""The "Louis" Patience (two packs).

An ace and a king of each suit are taken out of the packs and laid in the middle of the
table, the aces in a row above the kings.  They are the foundations: each ace is built
up in its suit to the king, each king down in its suit to the ace, thirteen cards each.

Round them lies the alphabet: twelve places on the outline of a square, lettered a b c
d e f g h i k l m (there is no j).  The deal goes round it clockwise from the bottom
right: a b c d along the bottom from right to left, e f up the left side, g h i k along
the top from left to right, l m down the right side.  The player deals the pack a
circle at a time, twelve cards, a to m, each circle on top of the last, until the pack
is out.

* A card that suits a foundation as it turns up is played there at once, and the next
  card goes to the same letter.
* When a circle is complete, the cards of that circle still on top that suit a
  foundation are played.  Cards of earlier circles stay blocked, even when uncovered,
  until the whole pack has been dealt.  These plays are the rules' own.
* Once the whole pack is dealt, the top card of every letter is available: it may be
  played to a foundation, or married to another letter's top card of its own suit one
  rank higher or lower, one card at a time.  An empty letter is never filled again.
* Three times, when no card can be played to a foundation, the packets are taken up,
  beginning with g and ending with f, and dealt again in circles by the same rules,
  without shuffling: four deals in all.
* In the re-deals, a card that fits both foundations of its suit goes up on the ace's
  side, and may later be moved from one to the other or laid aside; a card laid aside
  may be played to either foundation at any time.
* The game is won when all 104 cards are on the foundations.

Readings chosen where the book is unclear:

* Playing a suitable card as it turns up is compulsory, and so are the plays after each
  circle (the book: "you must now examine the alphabet"); a card that fits both
  foundations of its suit goes to the ace's.  In the middle of a circle only the card
  turning up is played.
* After a card is played as it turns up, the next card goes to the same letter, so
  every circle is twelve cards until the pack runs low; the last circle may be short.
* No marriages are made until the whole pack is dealt.
* The packets are taken up g first, each further packet put under those already taken
  up, and the pile is turned over: the new deal runs packet f first, its cards in the
  order they were dealt, then e, d, c, b, a, m, l, k, i, h and g.
* A re-deal is offered only once no card, from a letter or laid aside, can be played to
  a foundation.
* The privileges hold in all three re-deals (the book describes them for "this second
  deal").  In a re-deal a foundation's top card that also fits the other foundation of
  its suit may be moved there, or laid aside; the cards laid aside make one pile whose
  top card is available, and they are not taken up at a re-deal.  In the first deal no
  card is moved between foundations.
* Cards can be married to and fro, and moved between foundations, for ever, so the game
  is lost once no series of moves can bring one more card to the foundations.
"""

from __future__ import annotations

from .. import cards
from ..gamerules import GameRules
from ..layouts import CENTRE, GROUP_GAP, Arrangements, Column, Grid, Pile, Row, piles
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import marriage, transfers
from ..mechanics.dealing import stock_of
from ..mechanics.foundations import (
    Foundation,
    all_complete,
    first_foundation_for,
    foundation_plays,
)
from ..mechanics.played_as_dealt import AsDealt
from ..mechanics.reach import out_of_reach
from ..mechanics.redeal import gather_into_stock
from ..mechanics.talon import withdraw
from ..moves import Move
from ..prng import shuffled_pack
from ..table import Layout, Table

SUITS = ("H", "C", "D", "S")
ACE_LINE = tuple(Layout.numbered("foundation", 4))
KING_LINE = tuple(f"foundation-{n}" for n in range(5, 9))
FOUNDATIONS = ACE_LINE + KING_LINE
LETTERS = tuple(Layout.numbered("tableau", 12))  # a b c d e f g h i k l m
A, B, C, D, E, F, G, H, I, K, L, M = LETTERS  # noqa: E741  (the book's letter i)
ASIDE = "reserve-1"
STOCK = "stock-1"
CIRCLE = len(LETTERS)
REDEALS = 3
# Taken up g first, each packet under those already in hand.
PICK_UP = (G, H, I, K, L, M, A, B, C, D, E, F)

LOUIS_FOUNDATIONS = {
    **{
        pile: Foundation(direction=1, base_rank=1, suit=suit)
        for pile, suit in zip(ACE_LINE, SUITS, strict=True)
    },
    **{
        pile: Foundation(direction=-1, base_rank=13, suit=suit)
        for pile, suit in zip(KING_LINE, SUITS, strict=True)
    },
}
MARRY = marriage(up=True, down=True)


def _partner(foundation: str) -> str:
    """The other foundation of the same suit."""
    at = FOUNDATIONS.index(foundation)
    return FOUNDATIONS[(at + 4) % 8]


def _goes_up(table: Table, card: str) -> str | None:
    # The ace line comes first in the book's order, so it wins a card both could take.
    return first_foundation_for(table, LOUIS_FOUNDATIONS, card)


DEAL = AsDealt(
    places=LETTERS,
    lands=lambda table, card, filled: LETTERS[filled % CIRCLE],
    at_once=lambda table, card, letter: _goes_up(table, card),
    replace=True,
    per_tap=CIRCLE,
    blocks=lambda filled: LETTERS if filled % CIRCLE == 0 else (),
    after_tap=lambda table, letter, card: _goes_up(table, card),
    stock=STOCK,
)


# Each letter's place shows its letter while it is empty, so the deal can be followed.
LETTERED = {
    pile: Pile(pile, label=name) for pile, name in zip(LETTERS, "abcdefghiklm", strict=True)
}
SQUARE = Grid(
    [
        [None, *(LETTERED[pile] for pile in (G, H, I, K)), None],
        [LETTERED[F], *piles(ACE_LINE, label="A"), LETTERED[L]],
        [LETTERED[E], *piles(KING_LINE, label="K"), LETTERED[M]],
        [None, *(LETTERED[pile] for pile in (D, C, B, A)), None],
    ]
)


class Louis(GameRules):
    id = "louis"
    name = 'The "Louis" Patience'
    decks = 2
    summary = "Deal circles round an alphabet of twelve; marry in suit; three re-deals."
    picture = "043"
    skill = "Mostly chance"
    partners = staticmethod(in_suit_either_side)
    covers = DEAL.cover(
        "The {card} lies in an earlier circle: it is blocked until the whole pack is dealt."
    )
    layout = Layout(FOUNDATIONS + LETTERS + (ASIDE, STOCK))
    pile_nouns = {"tableau": "letter", "reserve": "place for cards laid aside"}
    build_rule = (
        "A card marries only a card of its own suit one rank above or below it; "
        "an empty letter stays empty."
    )

    def deal(self, deal: int) -> Table:
        pack = shuffled_pack(deal, cards.new_pack(2))
        bases = withdraw(
            pack, [cards.code(1, s) for s in SUITS] + [cards.code(13, s) for s in SUITS]
        )
        placed = {pile: (card,) for pile, card in zip(FOUNDATIONS, bases, strict=True)}
        return Table.build(self.layout, {**placed, STOCK: stock_of(pack)}).with_vars(
            redeals_left=REDEALS
        )

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return LOUIS_FOUNDATIONS

    # The moves -------------------------------------------------------------------------
    def legal_moves(self, table: Table) -> list[Move]:
        privileged = int(table.var("redeals_left", 0)) < REDEALS
        if DEAL.dealing(table):
            # The plays during a deal are the rules' own; the privileges stay open.
            moves = self._privileges(table) if privileged else []
            moves.append(DEAL.tap_move(table))
            return moves
        ups = foundation_plays(table, LOUIS_FOUNDATIONS, (*LETTERS, ASIDE))
        moves = ups + transfers(table, LETTERS, LETTERS, MARRY)
        if privileged:
            moves += self._privileges(table)
        left = table.var("redeals_left", 0)
        if left and not ups and any(table[letter] for letter in LETTERS):
            moves.append(Move("redeal", STOCK, None, label=f"Re-deal ({left} left)"))
        return moves

    def _privileges(self, table: Table) -> list[Move]:
        """The re-deals' privileges: a foundation's top card that fits the other
        foundation of its suit moves there or is laid aside; a card laid aside goes up."""
        moves = []
        for pile in FOUNDATIONS:
            stack = table[pile]
            if len(stack) < 2:
                continue  # the ace or king it was built on stays
            other = _partner(pile)
            if LOUIS_FOUNDATIONS[other].accepts(table[other], stack[-1]):
                moves.append(Move("move", pile, other, card=stack[-1]))
                moves.append(Move("move", pile, ASIDE, card=stack[-1]))
        if DEAL.dealing(table):
            moves += foundation_plays(table, LOUIS_FOUNDATIONS, (ASIDE,))
        return moves

    def apply(self, table: Table, move: Move) -> Table:
        if move.kind == "redeal":
            left = int(table.var("redeals_left", 0))
            # Taken up each under the last: the last taken up (f) is dealt first.
            table = gather_into_stock(table, PICK_UP, STOCK, each_underneath=True)
            return table.with_vars(redeals_left=left - 1)
        return DEAL.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, LOUIS_FOUNDATIONS)

    def is_lost(self, table: Table) -> bool:
        # Marriages, and in the re-deals moves between foundations, can go to and fro
        # for ever: lost once no series of moves brings one more card to the
        # foundations than lie there now, nor a re-deal (an undecided search counts as
        # playing).
        if DEAL.dealing(table):
            return False
        up_now = self.progress(table)

        def gets_somewhere(position: Table, move: Move) -> bool:
            if move.kind != "move":
                return True
            rises = move.target in FOUNDATIONS and move.source not in FOUNDATIONS
            return rises and self.progress(position) + 1 > up_now

        return out_of_reach(self, table, FOUNDATIONS, progress=gets_somewhere)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        # During a deal the next card takes the place of one played; a re-deal takes
        # the packets up as they lie.
        return not table[STOCK] and not table.var("redeals_left")

    # Refusals in a player's words ------------------------------------------------------
    def explain(self, table: Table, move: Move) -> str:
        if move.kind == "move" and move.source in LETTERS and DEAL.dealing(table):
            return (
                "Nothing is taken from the alphabet during a deal: the cards that suit a "
                "foundation are played as they turn up and after each circle."
            )
        if move.kind == "move" and move.source in FOUNDATIONS:
            if int(table.var("redeals_left", 0)) == REDEALS:
                return "A card played to a foundation stays there in the first deal."
            return (
                "Only a card that fits the other foundation of its suit may leave a "
                "foundation, to go there or be laid aside."
            )
        if move.kind == "move" and move.target == ASIDE:
            return "Only a foundation's card that fits both foundations may be laid aside."
        if move.kind == "redeal" and not table[STOCK] and table.var("redeals_left", 0):
            return (
                "The packets may be taken up only when no card can be played to a "
                "foundation: play those first."
            )
        return super().explain(table, move)

    # The table ------------------------------------------------------------------------
    # The book's square: g h i k along the top, f and e down the left, l and m down the
    # right, d c b a along the bottom; the foundations in the middle, the aces above the
    # kings; the pack and the cards laid aside below it.  Held upright, as it is; on its
    # side, the pack and the cards laid aside beside the square.
    arrangements = Arrangements(
        Column(
            SQUARE,
            Row(STOCK, ASIDE, gap=GROUP_GAP),
            gap=GROUP_GAP,
            align=CENTRE,
        ),
        upright=None,
        wide=Row(SQUARE, Column(STOCK, ASIDE), gap=GROUP_GAP),
    )
