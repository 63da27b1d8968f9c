"""What a tap, a drag or a double tap means, asked of the engine's legal moves.

The controller holds the selection and turns pointer gestures on piles and cards into
engine moves, by one rule (ui/input/selection.py) that reads each move's kind (engine/moves.py:
how many places it takes, in what order, what it lifts); it knows no game's rules nor
any kind by name but the pack's: whether a move is legal, and why not, is always the
engine's answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import IllegalMove, Move, cards
from engine.moves import CARD, DEAL, REDEAL, RUN, TOP, Kind
from ui.input.selection import Selection, selected, step

__all__ = ["Controller", "Outcome", "Selection"]


@dataclass(slots=True)
class Outcome:
    played: Move | None = None
    message: str = ""
    selection_changed: bool = False
    # Moves one gesture names alike: the page asks which (each named by its str()).
    choices: list[Move] = field(default_factory=list)
    refused: bool = False  # the engine refused the move the gesture named


def role(pile: str) -> str:
    return pile.rsplit("-", 1)[0]


def lifts(kind: Kind, move: Move, stack, index: int) -> bool:
    """Whether ``move`` takes up the card at ``index`` of ``stack`` (the pile a tap
    starts it from): the head of its run, the top card, the card it names."""
    if kind.lifts == TOP:
        return index == len(stack) - 1
    names_it = move.card == stack[index]
    if kind.lifts == RUN:
        return names_it and index == len(stack) - move.count
    return names_it and kind.lifts == CARD


def covered(table, move: Move, kind: Kind) -> bool:
    """Whether ``move`` (of ``kind``) takes a card lying under others it does not take
    along."""
    if not move.card or kind.deals or move.source not in table:
        return False
    stack = table[move.source]
    bottom = len(stack) - move.count
    return bool(stack) and bottom >= 0 and stack[bottom] != move.card


class Controller:
    def __init__(self, game) -> None:
        self.game = game
        self.selection: Selection | None = None
        # The buttons' moves and whether the pack deals, for the table they were found
        # on: asked at every drawing (a tap that only selects a card too), and a game of
        # hundreds of legal moves (the Empress of India) would list them afresh each time.
        self._buttons: tuple[object, list[Move], bool] | None = None

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
        table = self.game.table
        stack = table[pile] if pile in table else ()  # noqa: SIM401 (a Table has no get)
        if index is None:
            index = len(stack) - 1
        if not 0 <= index < len(stack):
            return []
        found = []
        for move in self.game.legal_moves():
            # A move is named from one of its places: those of other places are passed
            # over before their kind is looked up (the Empress lists hundreds of moves).
            if pile != move.source and pile != move.target and pile not in move.more:
                continue
            kind = self.kind_of(move)
            if lifts(kind, move, stack, index) and any(
                order[0] == pile for order in kind.orders(move)
            ):
                found.append(move)
        return found

    def kind_of(self, move: Move) -> Kind:
        return self.game.rules.kind_of(move)

    def button_moves(self) -> list[Move]:
        """The moves made by a button: those with no card to drag (a refill), every
        re-deal (also made by tapping the pack, whose empty place says nothing), and a
        move that takes a covered card (the Fifteen's opening withdrawal), which no drag
        could name.  While a re-deal is left but not open, its button stays: pressed, it
        says why it must wait (the rules' words)."""
        return list(self._for_buttons()[1])

    def _for_buttons(self) -> tuple[object, list[Move], bool]:
        """(the table, the buttons' moves, whether the pack deals), found once a table."""
        table = self.game.table
        if self._buttons is not None and self._buttons[0] is table:
            return self._buttons
        legal = self.game.legal_moves()
        kind_named = {}  # looked up once a kind: the moves number hundreds in some games
        kinds = [
            kind_named.get(m.kind) or kind_named.setdefault(m.kind, self.kind_of(m)) for m in legal
        ]
        moves = [
            m
            for m, kind in zip(legal, kinds, strict=True)
            if m.source is None or kind.button or covered(table, m, kind)
        ]
        if not any(self.kind_of(m).redeals for m in moves):
            waiting = self._waiting_redeal(legal)
            if waiting is not None:
                moves.append(waiting)
        self._buttons = (table, moves, any(kind.deals for kind in kinds))
        return self._buttons

    def _waiting_redeal(self, legal: list[Move]) -> Move | None:
        """The re-deal the pack's place stands for once the pack is dealt, while one is
        left but the rules do not allow it yet; None when none is left, while the deal
        goes on, or once the game is over."""
        left = self.game.table.var("redeals_left")
        if not left or not legal or any(self.kind_of(m).deals for m in legal):
            return None
        return Move(REDEAL.name, self.pack, None, label=f"Re-deal ({left} left)")

    @property
    def pack(self) -> str | None:
        """The pack's pile, if the table has one."""
        return next((pile for pile in self.game.piles if role(pile) == "stock"), None)

    def can_deal_on(self) -> bool:
        return self._for_buttons()[2]

    def deal_on(self) -> Outcome:
        """Deal card after card until a play appears that was not there before the card
        was dealt (the player then chooses), or the pack is used up."""
        self.selection = None
        dealt, last = 0, None
        # Each deal takes a card from the pack: never more deals than cards.
        limit = sum(len(stack) for stack in self.game.piles.values())
        while dealt < limit:
            legal = self.game.legal_moves()
            deal = next((m for m in legal if self.kind_of(m).deals), None)
            if deal is None:
                break
            before = {m for m in legal if not self.kind_of(m).deals}
            self.game.play(deal)
            dealt, last = dealt + 1, deal
            if any(not self.kind_of(m).deals and m not in before for m in self.game.legal_moves()):
                break
        if last is None:
            return Outcome(message=self._why_no_deal(self.pack), selection_changed=True)
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
        outcome = self._step(self.selection, pile)
        if outcome.refused and index is not None and self._moves_at(pile, index):
            self._select(pile, index)  # the tapped card is taken up instead
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
        outcome = self._step(selected(source, index, moves, self.kind_of), target)
        if outcome.refused and role(target) == "foundation":
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
        self.selection = chosen = selected(pile, index, moves, self.kind_of)
        if not chosen.targets:  # the card alone names its moves: made at once
            return self._step(Selection(pile, index, moves, [], chosen.ways), pile)
        prompts = self.kind_of(moves[0]).prompts
        return Outcome(message=prompts[0] if prompts else "", selection_changed=True)

    def _step(self, selection: Selection, place: str) -> Outcome:
        """One more place named: the move it names played (or a choice offered where it
        names several), the selection going on, or the refusal."""
        self.selection = None
        kind = self.kind_of(selection.moves[0])
        if place in selection.path and kind.cancelled:
            return Outcome(message=kind.cancelled, selection_changed=True)
        made = step(selection, place)
        if len(made.named) == 1:
            return self._play(made.named[0])
        if made.named:
            return Outcome(message="Which move?", selection_changed=True, choices=made.named)
        if made.going_on is not None:
            self.selection = made.going_on
            depth = len(made.going_on.path)
            prompt = kind.prompts[depth - 1] if depth <= len(kind.prompts) else ""
            return Outcome(message=prompt, selection_changed=True)
        if kind.misfit:
            return Outcome(message=kind.misfit, selection_changed=True)
        return self._refusal(selection, place)

    def _refusal(self, selection: Selection, target: str) -> Outcome:
        """The engine's words for the move the selection would make to ``target``."""
        stack = self.game.piles.get(selection.pile, ())
        count = max(1, len(stack) - selection.index)
        attempt = Move(selection.moves[0].kind, selection.pile, target, count)
        try:
            self.game.play(attempt)
        except IllegalMove as refusal:
            return Outcome(message=str(refusal), refused=True)
        return Outcome(played=attempt)

    def _play(self, move: Move) -> Outcome:
        try:
            self.game.play(move)
        except IllegalMove as refusal:
            return Outcome(message=str(refusal), selection_changed=True)
        return Outcome(played=move, selection_changed=True)

    def _stock(self, pile: str) -> Outcome:
        # The pack deals; used up, it is dealt again.
        from_pack = [
            m
            for m in self.game.legal_moves()
            if m.source == pile and (self.kind_of(m).deals or self.kind_of(m).redeals)
        ]
        if from_pack:
            return self._play(min(from_pack, key=lambda m: not self.kind_of(m).deals))
        if self.game.table.var("redeals_left"):
            # A re-deal is left but not open: the rules say why (it may wait for plays).
            why = self.game.rules.explain(self.game.table, Move(REDEAL.name, pile, None))
            return Outcome(message=why, selection_changed=True)
        return Outcome(message=self._why_no_deal(pile), selection_changed=True)

    def _why_no_deal(self, pile: str | None) -> str:
        """The rules' words for a deal they refuse (the Clock names the refills due)."""
        return self.game.rules.explain(self.game.table, Move(DEAL.name, pile, None))

    def _no_move_sentence(self, pile: str, index: int) -> str:
        """Why the card at ``index`` of ``pile`` cannot be taken up: the rules' own words
        where they have some (Klondike's runs move whole), else the page's."""
        game = self.game
        reason = game.rules.refuse_lift(game.table, pile, index)
        if reason:
            return reason
        return f"The {cards.name(game.piles[pile][index])} cannot be moved now."
