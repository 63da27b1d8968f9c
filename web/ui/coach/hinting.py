"""The hint: the solver asked in its worker (``ui.coach.remote``), or, where the worker is
not ready, on the page a slice of time at a time, handing the browser back in between so
the page never freezes; asking again from the same position goes on with the same search
either way.  The answer is said, and the cards it names are marked.  ``<html
data-hint-by>`` says which thread answered (worker or page)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.moves import Move
from ui.table.wording import advice as move_advice

if TYPE_CHECKING:  # imported when first asked for: the first table does not need it
    from engine.solver.hints import HintSearch

# A hint thinks in slices of this many seconds, handing the browser back in between,
# and answers once it has thought for HINT_SECONDS in all (or sooner with a verdict).
HINT_SLICE = 0.03
HINT_SECONDS = 0.2


class Hinting:
    def __init__(self, browser, session, renderer, messages, guarded, remote=None) -> None:
        self.browser = browser
        self.remote = remote  # the solver's worker (ui.coach.remote), or None: the page's
        self.session = session
        self.renderer = renderer
        self.messages = messages
        self.guarded = guarded
        self.search: HintSearch | None = None  # the hint's search, kept to go on with
        self.budget = 0.0
        # The winning line a hint found (the first move is the hint's), for Show me.
        self.line: tuple[Move, ...] | None = None
        self.on_advice = lambda advice: None  # told each hint given (the coach listens)

    def show_hint(self) -> None:
        """Ask the solver, a slice of time at a time so the page never freezes; asking
        again from the same position goes on with the same search."""
        root = self.browser.root
        if root.getAttribute("data-hint") == "thinking":
            return  # a second press while thinking changes nothing
        if self.remote is not None and self.remote.ask(
            "hint", self.guarded(self.answered), self.dropped, seconds=HINT_SECONDS
        ):
            self.browser.element("hint").setAttribute("aria-busy", "true")
            root.dataset.hint = "thinking"
            return
        from engine.solver.hints import HintSearch  # the solver, once Hint is first pressed

        game = self.session.game
        if self.search is not None and self.search.is_for(game):
            if not self.search.search.done:
                self.budget = self.search.seconds + HINT_SECONDS
        else:
            self.search = HintSearch(game)
            self.budget = HINT_SECONDS
        self.browser.element("hint").setAttribute("aria-busy", "true")
        root.dataset.hint = "thinking"
        self.think()

    def think(self) -> None:
        try:
            self.think_a_slice()
        except Exception:
            # The error is shown (see guarded); Hint must still answer the next press.
            self.browser.element("hint").removeAttribute("aria-busy")
            self.browser.root.dataset.hint = "failed"
            raise

    def think_a_slice(self) -> None:
        search, root = self.search, self.browser.root
        if search is None or not search.is_for(self.session.game):
            # A move was made meanwhile: that hint is no longer wanted.
            self.browser.element("hint").removeAttribute("aria-busy")
            root.dataset.hint = "dropped"
            return
        left = self.budget - search.seconds
        if not search.think(min(HINT_SLICE, max(left, 0.0))) and left > HINT_SLICE:
            self.browser.soon(self.guarded(self.think))
            return
        self.browser.element("hint").removeAttribute("aria-busy")
        advice = search.hint()
        won = advice.verdict == "won"
        self.line = tuple(search.search.result().moves) if won else None
        self.point_at(advice)
        root.dataset.hint = "shown"
        root.dataset.hintBy = "page"
        self.on_advice(advice)

    # The worker's answer ---------------------------------------------------------------------
    def answered(self, answer: dict) -> None:
        from engine.solver.hints import Hint

        root = self.browser.root
        self.browser.element("hint").removeAttribute("aria-busy")
        if "failed" in answer:  # the worker stopped: the page searches
            root.dataset.hint = ""
            self.show_hint()
            return
        if "error" in answer:  # shown by the remote; the next press asks again
            root.dataset.hint = "failed"
            return
        game = self.session.game
        move = legal_move(game, answer["move"]) if answer["move"] else None
        advice = Hint(move, answer["verdict"])
        line = answer.get("line")
        self.line = tuple(Move.from_list(m) for m in line) if line else None
        self.point_at(advice)
        root.dataset.hint = "shown"
        root.dataset.hintBy = "worker"
        self.on_advice(advice)

    def dropped(self) -> None:
        """A move was made while the worker thought: that hint is no longer wanted."""
        self.browser.element("hint").removeAttribute("aria-busy")
        self.browser.root.dataset.hint = "dropped"

    def point_at(self, advice) -> None:
        self.session.controller.selection = None
        self.renderer.render(None)
        game = self.session.game
        names = self.renderer.names
        kind_of = game.rules.kind_of
        self.messages.say(
            advice.told(lambda move: move_advice(move, game.piles, names, kind_of(move)))
        )
        move = advice.move
        if move is None:
            return
        piles, hidden = game.piles, game.face_down_at
        for pile_id in (move.source, move.target, *move.more):
            node = self.renderer.pile_elements.get(pile_id) if pile_id else None
            if node is None:
                continue
            faces = node.querySelectorAll(".card[data-card]")
            index = faces.length - 1
            # The faces drawn are the pile's cards but those lying face down.
            backs = hidden.get(pile_id, ())
            if pile_id == move.source and faces.length == len(piles[pile_id]) - len(backs):
                taken = taken_index(piles[pile_id], move)
                index = taken - sum(position < taken for position in backs)
            mark = faces.item(index) if faces.length else node
            mark.classList.add("hint")
            self.renderer.forget(pile_id)  # the next drawing clears the mark


def legal_move(game, saved: list) -> Move:
    """A move as the worker saved it, as the game lists it (with its card, for words)."""
    move = Move.from_list(saved)
    legal = game.legal_moves()
    return legal[legal.index(move)] if move in legal else move


def taken_index(stack: tuple[str, ...], move) -> int:
    """Which card of its source pile a move takes, for the hint to mark the card it
    names: the lowest of the run it lifts, or the named card where that lies deeper (the
    Fifteen's withdrawal of a covered card)."""
    index = max(len(stack) - move.count, 0)
    if move.card and stack and stack[index] != move.card and move.card in stack:
        index = max(i for i, code in enumerate(stack) if code == move.card)
    return index
