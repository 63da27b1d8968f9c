"""A move's way through the page: the controller's outcome (``Outcome``) of a tap, a drag,
a key or a button, played by the engine, then auto-play, the save, the statistics, the
sentence for screen readers, and the drawing (with the cards gliding into place)."""

from __future__ import annotations

from collections.abc import Callable

from ui.controller import Outcome
from ui.wording import counted, sentence


class Turns:
    def __init__(self, session, renderer, messages) -> None:
        self.session = session
        self.renderer = renderer
        self.messages = messages

    def after(self, outcome: Outcome) -> None:
        if outcome.message:
            self.messages.say(outcome.message)
        move = outcome.played
        if move is None:
            self.renderer.render()
            return
        session = self.session
        before = self.renderer.card_rects(move)
        automatic = session.autoplay()
        session.count(save=False)
        self.renderer.render()
        self.renderer.glide(move, before)
        # Said once the table is drawn: written before, it would have the page laid out
        # again as the drawing reads its room.
        game = session.game  # a move leaves every pile where it was: the names still hold
        self.messages.announce(sentence(move, game.piles, self.renderer.names), automatic)
        session.save_after_frame()

    def step(self, action: Callable[[], object]) -> None:
        """Undo, redo or restart."""
        action()
        self.session.controller.selection = None
        self.session.keep()
        self.session.tick()
        self.renderer.render()

    def finish_game(self) -> None:
        session = self.session
        line = session.finishing_line() or []
        for move in line:
            session.game.play(move)
        session.controller.selection = None
        session.keep()
        session.count()
        self.messages.announce(f"Finished: {counted(len(line), 'card')} played to the foundations.")
        self.renderer.render()
