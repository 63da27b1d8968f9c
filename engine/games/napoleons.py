"""What Napoleon at St. Helena and Napoleon's Square share (not a game of its own).

Both lay out two packs' eight aces as they come and build them up in suit to the kings;
on the tableau a card is married down in suit (the seven of hearts on the eight of
hearts), one card at a time; the pack is turned once onto a talon whose top card has the
rights of a tableau card (to a foundation, married, or into an empty place); and a game
is lost once the pack is used up and no shuffling of cards between the tableau's places
can bring a card to a foundation.  Each game module states its tableau, its deal and the
rules that are its own."""

from __future__ import annotations

from ..gamerules import GameRules
from ..layouts import GROUP_GAP, Column, Row, piles
from ..mechanics.autoplay import in_suit_below
from ..mechanics.builds import Accepts, either, lane, marriage, transfers
from ..mechanics.foundations import Foundation, all_complete, foundation_plays
from ..mechanics.reach import out_of_reach
from ..mechanics.talon import STOCK, TALON, PackAndTalon, refuse_foundation, talon_builds
from ..moves import Move
from ..table import Layout, Table

FOUNDATIONS = tuple(Layout.numbered("foundation", 8))
ACE_TO_KING = Foundation(direction=1, base_rank=1)
EIGHT_ACES = dict.fromkeys(FOUNDATIONS, ACE_TO_KING)
MARRY = marriage(up=False, down=True)
MARRY_OR_FILL = either(MARRY, lane)
PACK = PackAndTalon()  # turned once, no re-deal
USED_UP = "The pack is used up: there is no re-deal."
# On a phone held upright: the foundations in two rows of four, the pack and the talon
# beside them.
FOUNDATIONS_BY_THE_PACK = Row(
    Column(Row(piles(FOUNDATIONS[:4], label="A")), Row(piles(FOUNDATIONS[4:], label="A"))),
    Column(STOCK, TALON),
    gap=GROUP_GAP,
)


class NapoleonsGame(GameRules):
    """The rules both games share; ``places`` are the tableau's places."""

    decks = 2
    partners = staticmethod(in_suit_below)
    places: tuple[str, ...] = ()

    def foundations(self, table: Table) -> dict[str, Foundation]:
        return EIGHT_ACES

    def plays(self, table: Table, between: Accepts) -> list[Move]:
        """Plays to the foundations, marriages between the places by the rule ``between``,
        the talon's top card wherever a tableau card may go, and turning the pack."""
        moves = foundation_plays(table, EIGHT_ACES, self.places)
        moves += transfers(table, self.places, self.places, between)
        moves += talon_builds(table, EIGHT_ACES, self.places, MARRY_OR_FILL, TALON)
        return moves + PACK.moves(table)

    def apply(self, table: Table, move: Move) -> Table:
        return PACK.apply(table, move)

    def is_won(self, table: Table) -> bool:
        return all_complete(table, EIGHT_ACES)

    def is_lost(self, table: Table) -> bool:
        # A card may go round the places for ever: once the pack is used up, the game is
        # lost when no such moves can bring a card to a foundation.
        if table[STOCK]:
            return False
        return out_of_reach(self, table, FOUNDATIONS, key=self.position_key)

    def refuse_play(self, table: Table, move: Move) -> str | None:
        """The refusals both games give: the pack's, a move of a kind not allowed now, a
        card that may not move, a card a foundation does not take."""
        if reason := PACK.refuse(self, table, move, EIGHT_ACES, USED_UP):
            return reason
        if move.target in EIGHT_ACES:
            return refuse_foundation(table, move, EIGHT_ACES)
        return None
