"""A move's way through the page: the controller's outcome (``Outcome``) of a tap, a drag,
a key or a button, played by the engine, then auto-play, the save, the statistics, the
sentence for screen readers, and the drawing (with the cards gliding into place).  The
renderer is handed the selection the outcome leaves (``draw``)."""

from __future__ import annotations

from collections.abc import Callable

from ui.input.controller import Outcome
from ui.table.wording import counted, sentence


class Turns:
    def __init__(self, session, renderer, messages, choices=None) -> None:
        self.session = session
        self.renderer = renderer
        self.messages = messages
        self.choices = choices  # the sheet that asks which move (ui/panels/choices.py)

    def draw(self) -> None:
        """The table drawn with the controller's selection as it now is."""
        self.renderer.render(self.session.controller.selection)

    def after(self, outcome: Outcome) -> None:
        move = outcome.played
        if outcome.choices and self.choices is not None:
            self.choices.show(outcome.choices)
        if move is None:
            if outcome.message:
                self.messages.say(outcome.message)
            self.draw()
            return
        session = self.session
        # Read before anything is written (the message too): the last frame's layout.
        before = self.renderer.card_rects(move)
        if outcome.message:
            self.messages.say(outcome.message)
        automatic = session.autoplay()
        session.count(save=False)
        self.draw()
        self.renderer.glide(move, before)
        # Said once the table is drawn: written before, it would have the page laid out
        # again as the drawing reads its room.
        game = session.game  # a move leaves every pile where it was: the names still hold
        said = sentence(move, game.piles, self.renderer.names, game.rules.kind_of(move))
        self.messages.announce(said, automatic)
        session.save_after_frame()

    def step(self, action: Callable[[], object]) -> None:
        """Undo, redo or restart."""
        action()
        self.session.controller.selection = None
        self.session.rescore()
        self.session.keep()
        self.session.tick()
        self.draw()

    def finish_game(self) -> None:
        session = self.session
        line = session.finishing_line() or []
        for move in line:
            session.game.play(move)
        session.controller.selection = None
        session.keep()
        session.count()
        self.messages.announce(f"Finished: {counted(len(line), 'card')} played to the foundations.")
        self.draw()
