"""The House on the Hill (two packs).

The House in the Wood with other foundations and marriages both ways.  The whole of
both packs is dealt face up in packets of three cards dealt together, thirty-five
packets (the last of two), fanned so that all their cards show, in five rows of seven.
Eight foundations lie in a row below: on the left one ace of each suit (spades, hearts,
diamonds, clubs), built up in suit to the king; on the right one king of each suit in
the same order, built down in suit to the ace.

Only the uppermost card of each packet is available, until its removal frees the card
beneath.

* The first ace of a suit to come uppermost goes to its place by itself, at the deal and
  later, and so does the first king of a suit.  The second ace of a suit ends as the last
  card on that suit's king, the second king as the last card on its ace.
* Any other available card may be played to a foundation of its suit when it follows
  the top card there, up on the ace or down on the king.  A card that suits both of its
  suit's foundations goes where the player chooses.  Nothing moves from one foundation
  to another.
* Marriages in both directions: an available card may be placed on the uppermost card
  of another packet of the same suit one rank higher or lower (never a king on an ace,
  or an ace on a king).  One card moves at a time.
* A packet emptied entirely stays empty: nothing is ever placed in it.
* When no card can be played to a foundation, the whole tableau may be taken up,
  shuffled and dealt again in packets of three, the last packet holding what remains.
  This may be done twice.
* The game is won when all 104 cards are on the foundations.  It is lost once no
  re-deal is left and no card can reach a foundation any more: marriages up and down
  can go back and forth for ever, so a move left is not enough to play on.

Readings chosen where the book is unclear: the packets, the re-deals and the aces and
kings played by the rules are as in the House in the Wood; the book says nothing of
moving cards between the ace and the king of a suit, so it is not allowed; the order of
the suits in each line is ours.  Whether a foundation can still be reached is settled by
trying every marriage left (five hundred positions at most; beyond that the game is
left to the player).
"""

from __future__ import annotations

from ..layouts import piles
from ..mechanics.autoplay import in_suit_either_side
from ..mechanics.builds import marriage
from ..mechanics.foundations import Foundation
from ..table import Layout
from .house_in_the_wood import HouseInTheWood, fans_table

SUITS = ("S", "H", "D", "C")


class HouseOnTheHill(HouseInTheWood):
    id = "house-on-the-hill"
    name = "The House on the Hill"
    summary = "Thirty-five fans of three under four aces and four kings; marry up or down in suit."
    picture = ""  # the book draws La Belle Lucie only
    skill = "Skill and chance"
    partners = staticmethod(in_suit_either_side)
    build_rule = (
        "A card marries only a card of its own suit one rank above or below it; "
        "an empty packet stays empty."
    )
    variants = {}
    MARRIAGE = marriage(up=True, down=True)
    FOUNDATION_RULES = {
        **{
            f"foundation-{n}": Foundation(direction=1, base_rank=1, suit=suit)
            for n, suit in enumerate(SUITS, 1)
        },
        **{
            f"foundation-{n}": Foundation(direction=-1, base_rank=13, suit=suit)
            for n, suit in enumerate(SUITS, 5)
        },
    }
    layout = Layout(HouseInTheWood.FOUNDATIONS + HouseInTheWood.PACKETS)
    # No foundation is like another: each has its own suit and its own direction.
    alike = ()
    arrangements = fans_table(
        HouseInTheWood.PACKETS,
        [
            *piles(HouseInTheWood.FOUNDATIONS[:4], label="A"),
            *piles(HouseInTheWood.FOUNDATIONS[4:], label="K"),
        ],
    )
