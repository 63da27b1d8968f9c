"""The New deal panel: any deal, or an Easy, Medium or Hard one among the deals the
solver has won; and, when a game is under way, the warning that leaving it counts it as
lost (asked first, so a stray tap on New never throws a game away)."""

from __future__ import annotations

from engine.solver.difficulty import NAMES, next_deal
from ui.panels.readings import variant_label
from ui.panels.stack import show_panel
from ui.state.records import record_key

LEVELS = tuple(NAMES)


class NewDeal:
    def __init__(self, browser, session, navigation, messages) -> None:
        self.browser = browser
        self.session = session
        self.navigation = navigation
        self.messages = messages

    def under_way(self) -> bool:
        """A game that has moves, is neither won nor lost, and counts in the statistics."""
        session = self.session
        game = session.game
        return (
            game.status == "playing"
            and bool(game.moves)
            and session.records.under_way.get(record_key(game.game_id, game.variant))
            == session.token
        )

    def show(self, visible: bool) -> None:
        element = self.browser.element
        show_panel(element("new-panel"), visible)
        if not visible:
            return
        game = self.session.game
        # The deal comes in the reading last chosen for the game (the rules panel's).
        reading = self.session.store.reading(game.game_id)
        title = f"A new deal of {game.rules.name}"
        if reading is not None:
            title += f" ({variant_label(game.game_id, reading)})"
        element("new-title").textContent = title
        element("new-warning").hidden = not self.under_way()
        for level in LEVELS:
            # The levels are known for the book's reading only.
            element(f"new-{level}").disabled = (
                reading is not None or next_deal(game.game_id, level, 0) is None
            )
        element("new-any").focus()

    def deal(self, level: str | None) -> None:
        """Open a new deal: any (as the settings say) or the next one of ``level``."""
        self.show(False)
        game = self.session.game
        if level is None:
            self.navigation.new_deal()
            return
        current = game.deal if game.deal is not None else 0
        deal = next_deal(game.game_id, level, current)
        if deal is None:  # the button is disabled then; a key may still ask
            self.messages.say(f"No {NAMES[level]} deal is known for {game.rules.name}.")
            return
        self.navigation.open(game.game_id, deal, False)
        self.messages.say(f"{game.rules.name}, deal {deal}: {NAMES[level]}.")
