"""What a tap, a drag or a double tap means, asked of the engine's legal moves.

The controller holds the selection and turns pointer gestures on piles and cards into
engine moves.  It knows move kinds (a pair may be tapped in either order) but no game's
rules: whether a move is legal, and why not, is always the engine's answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import IllegalMove, Move, cards

# Moves that join two places alike: tapping them in either order means the same move.
SYMMETRIC_KINDS = frozenset({"pair"})
# Moves that exchange two pairs of places: made by tapping the four cards, one swap
# after the other, either card of a swap first.
EXCHANGE_KINDS = frozenset({"swap"})


def swaps_of(move: Move) -> tuple[frozenset, frozenset]:
    return frozenset((move.source, move.target)), frozenset(move.more)


def fits_path(move: Move, path: list[str]) -> bool:
    """Whether the places tapped so far can still name this exchange."""
    first, second = swaps_of(move)
    for one, other in ((first, second), (second, first)):
        if path[0] not in one:
            continue
        if len(path) == 1:
            return True
        if frozenset(path[:2]) != one:
            continue
        if len(path) == 2 or (len(path) == 3 and path[2] in other):
            return True
        if len(path) == 4 and frozenset(path[2:]) == other:
            return True
    return False


STOCK_KINDS = ("deal", "redeal")


@dataclass(slots=True)
class Outcome:
    played: Move | None = None
    message: str = ""
    selection_changed: bool = False


@dataclass(slots=True)
class Selection:
    pile: str
    index: int
    moves: list[Move] = field(default_factory=list)
    path: list[str] = field(default_factory=list)  # places tapped so far, for an exchange

    @property
    def exchanging(self) -> bool:
        return bool(self.moves) and self.moves[0].kind in EXCHANGE_KINDS

    @property
    def targets(self) -> set[str]:
        if self.exchanging:
            return {
                place
                for m in self.moves
                for place in (m.source, m.target, *m.more)
                if place not in self.path and fits_path(m, [*self.path, place])
            }
        return {m.target for m in self.moves if m.target} | {
            m.source for m in self.moves if m.kind in SYMMETRIC_KINDS and m.source != self.pile
        }


def role(pile: str) -> str:
    return pile.rsplit("-", 1)[0]


class Controller:
    def __init__(self, game) -> None:
        self.game = game
        self.selection: Selection | None = None

    # Questions ---------------------------------------------------------------------
    # The page counts a pile's cards by their faces (``data-i``), the engine by every card
    # of the pile: below and between the faces may lie cards face down
    # (``game.face_down_at``).
    def _in_pile(self, pile: str, index: int | None) -> int | None:
        """The place in ``pile`` of its ``index``-th face-up card."""
        if index is not None:
            for back in sorted(self.game.face_down_at.get(pile, ())):
                index += back <= index  # each back at or below it pushes the card up one
        return index

    def moves_of_card(self, pile: str, index: int | None) -> list[Move]:
        """The legal moves that take the ``index``-th face-up card of ``pile`` (with the
        cards above it)."""
        return self._moves_at(pile, self._in_pile(pile, index))

    def _moves_at(self, pile: str, index: int | None) -> list[Move]:
        """The legal moves that take the card at ``index`` of ``pile`` (with the cards above it)."""
        stack = self.game.piles.get(pile, ())
        if index is None:
            index = len(stack) - 1
        if not 0 <= index < len(stack):
            return []
        card = stack[index]
        found = []
        for move in self.game.legal_moves():
            if move.kind in EXCHANGE_KINDS:
                if index == len(stack) - 1 and pile in (move.source, move.target, *move.more):
                    found.append(move)
            elif move.source == pile and move.card == card:
                lifts_run = move.kind in ("move", "pair", "swap")
                if not lifts_run or index == len(stack) - move.count:
                    found.append(move)
            elif move.kind in SYMMETRIC_KINDS and move.target == pile and index == len(stack) - 1:
                found.append(move)
        return found

    def button_moves(self) -> list[Move]:
        """The moves made by a button: those with no card to drag (a refill), every
        re-deal (also made by tapping the pack, whose empty place says nothing), and a
        move that takes a covered card (the Fifteen's opening withdrawal), which no drag
        could name.  While a re-deal is left but not open, its button stays: pressed, it
        says why it must wait (the rules' words)."""
        game = self.game
        legal = game.legal_moves()
        moves = [m for m in legal if m.source is None or m.kind == "redeal" or self._covered(m)]
        if not any(m.kind == "redeal" for m in moves):
            waiting = self._waiting_redeal(legal)
            if waiting is not None:
                moves.append(waiting)
        return moves

    def _covered(self, move: Move) -> bool:
        """Whether ``move`` takes a card lying under others it does not take along."""
        stack = self.game.piles.get(move.source or "", ())
        if not move.card or not stack or move.source.startswith("stock"):
            return False
        bottom = len(stack) - move.count
        return bottom >= 0 and stack[bottom] != move.card

    def _waiting_redeal(self, legal: list[Move]) -> Move | None:
        """The re-deal the pack's place stands for once the pack is dealt, while one is
        left but the rules do not allow it yet; None when none is left, while the deal
        goes on, or once the game is over."""
        left = self.game.table.var("redeals_left")
        if not left or not legal or any(m.kind == "deal" for m in legal):
            return None
        stock = "stock-1" if "stock-1" in self.game.piles else None
        return Move("redeal", stock, None, label=f"Re-deal ({left} left)")

    def can_deal_on(self) -> bool:
        return any(m.kind == "deal" for m in self.game.legal_moves())

    def deal_on(self, limit: int = 120) -> Outcome:
        """Deal card after card until a play appears that was not there before the card
        was dealt (the player then chooses), or the pack is used up."""
        self.selection = None
        dealt, last = 0, None
        while dealt < limit:
            legal = self.game.legal_moves()
            deal = next((m for m in legal if m.kind == "deal"), None)
            if deal is None:
                break
            before = {m for m in legal if m.kind != "deal"}
            self.game.play(deal)
            dealt, last = dealt + 1, deal
            if any(m.kind != "deal" and m not in before for m in self.game.legal_moves()):
                break
        if last is None:
            return Outcome(message=self._why_no_deal("stock-1"), selection_changed=True)
        return Outcome(
            played=last, message=f"Dealt {dealt} card{'s' * (dealt != 1)}.", selection_changed=True
        )

    # Gestures ------------------------------------------------------------------------
    def tap(self, pile: str, index: int | None) -> Outcome:
        index = self._in_pile(pile, index)
        if role(pile) == "stock":
            self.selection = None
            return self._stock(pile)
        if self.selection is None:
            return self._select(pile, index)
        if pile == self.selection.pile and (index is None or index == self.selection.index):
            self.selection = None
            return Outcome(selection_changed=True)
        selected = self.selection
        if selected.exchanging:
            return self._exchange_step(selected, pile)
        outcome = self._attempt(selected, pile)
        if outcome.played is None and index is not None and self._moves_at(pile, index):
            self._select(pile, index)
        else:
            self.selection = None
        outcome.selection_changed = True
        return outcome

    def drop(self, source: str, index: int, target: str | None) -> Outcome:
        self.selection = None
        index = self._in_pile(source, index)
        moves = self._moves_at(source, index)
        if target is None or target == source:
            return Outcome(selection_changed=True)
        if not moves:
            return Outcome(message=self._no_move_sentence(source, index))
        if moves[0].kind in EXCHANGE_KINDS:
            return self._exchange_step(Selection(source, index, moves, [source]), target)
        outcome = self._attempt(Selection(source, index, moves), target)
        if outcome.played is None and role(target) == "foundation":
            # A card dropped anywhere on the foundations goes where it belongs.
            to_foundation = [m for m in moves if m.target and role(m.target) == "foundation"]
            if len(to_foundation) == 1:
                return self._play(to_foundation[0])
        return outcome

    def double_tap(self, pile: str, index: int) -> Outcome:
        self.selection = None
        for move in self.moves_of_card(pile, index):
            if move.target and role(move.target) == "foundation":
                return self._play(move)
        return Outcome(selection_changed=True)

    def press(self, move: Move) -> Outcome:
        self.selection = None
        return self._play(move)

    # Helpers ---------------------------------------------------------------------------
    def _select(self, pile: str, index: int | None) -> Outcome:
        if index is None:
            return Outcome()
        moves = self._moves_at(pile, index)
        if not moves:
            self.selection = None
            return Outcome(message=self._no_move_sentence(pile, index), selection_changed=True)
        self.selection = Selection(pile, index, moves, [pile])
        if self.selection.exchanging:
            return Outcome(
                message="Exchange: tap the card to change places with this one.",
                selection_changed=True,
            )
        return Outcome(selection_changed=True)

    def _exchange_step(self, selected: Selection, place: str) -> Outcome:
        """One more place of an exchange: play it when four name one, else keep going."""
        path = [*selected.path, place]
        if place in selected.path:
            self.selection = None
            return Outcome(message="Exchange cancelled.", selection_changed=True)
        fitting = [m for m in selected.moves if fits_path(m, path)]
        if not fitting:
            self.selection = None
            return Outcome(message="That exchange makes no fourteen.", selection_changed=True)
        if len(path) == 4:
            self.selection = None
            return self._play(fitting[0])
        self.selection = Selection(selected.pile, selected.index, fitting, path)
        prompt = {
            2: "Now tap a card of the second swap.",
            3: "Now tap the card to change places with it.",
        }
        return Outcome(message=prompt[len(path)], selection_changed=True)

    def _attempt(self, selected: Selection, target: str) -> Outcome:
        for move in selected.moves:
            if move.target == target or (
                move.kind in SYMMETRIC_KINDS
                and target in (move.source, move.target)
                and selected.pile in (move.source, move.target)
            ):
                return self._play(move)
        first = selected.moves[0] if selected.moves else Move("move", selected.pile)
        stack = self.game.piles.get(selected.pile, ())
        attempt = Move(first.kind, selected.pile, target, max(1, len(stack) - selected.index))
        try:
            self.game.play(attempt)
        except IllegalMove as refusal:
            return Outcome(message=str(refusal))
        return Outcome(played=attempt)

    def _play(self, move: Move) -> Outcome:
        try:
            self.game.play(move)
        except IllegalMove as refusal:
            return Outcome(message=str(refusal), selection_changed=True)
        return Outcome(played=move, selection_changed=True)

    def _stock(self, pile: str) -> Outcome:
        for kind in STOCK_KINDS:
            for move in self.game.legal_moves():
                if move.kind == kind and move.source == pile:
                    return self._play(move)
        if self.game.table.var("redeals_left"):
            # A re-deal is left but not open: the rules say why (it may wait for plays).
            why = self.game.rules.explain(self.game.table, Move("redeal", pile, None))
            return Outcome(message=why, selection_changed=True)
        return Outcome(message=self._why_no_deal(pile), selection_changed=True)

    def _why_no_deal(self, pile: str) -> str:
        """The rules' words for a deal they refuse (the Clock names the refills due)."""
        return self.game.rules.explain(self.game.table, Move("deal", pile, None))

    def _no_move_sentence(self, pile: str, index: int) -> str:
        """Why the card at ``index`` of ``pile`` cannot be taken up: the rules' own words
        where they have some (Klondike's runs move whole), else the page's."""
        game = self.game
        reason = game.rules.refuse_lift(game.table, pile, index)
        if reason:
            return reason
        return f"The {cards.name(game.piles[pile][index])} cannot be moved now."
