"""The reading a game is played in: the book's, or one of the variants its rules list
(each a name and one line).  The rules panel offers the choice for a game that has
variants and says the variant in play; a choice starts a new deal of that reading (asking
first, through the New deal panel, when a game is under way) and is remembered per game.

Plain Python over the session's game: the names shown come from the rules' ``variants``
mapping, never from a list of games here.
"""

from __future__ import annotations

from html import escape

BOOK = ""  # the chooser's value for the book's reading
BOOK_READING = "The book's reading"


def variant_label(game_id: str, variant: str) -> str:
    """A variant's name in words: ``blockade-strict`` -> ``strict``, ``full-packets`` ->
    ``full packets``."""
    name = variant.removeprefix(f"{game_id}-")
    return name.replace("-", " ")


def deal_name(game_id: str, deal: int | None, variant: str | None) -> str:
    """The deal as the bar names it, with the variant when one is in play."""
    name = f"Deal {deal}"
    return name if variant is None else f"{name} \u00b7 {variant_label(game_id, variant)}"


def reading_options(variants, chosen: str | None) -> str:
    """The chooser's options: the book's reading, then each variant's one line."""
    entries = [(BOOK, BOOK_READING), *variants.items()]
    return "".join(
        f'<option value="{escape(value)}"'
        + (" selected" if value == (chosen or BOOK) else "")
        + f">{escape(text, quote=False)}</option>"
        for value, text in entries
    )


class Readings:
    def __init__(self, browser, session, navigation, new_deal, messages) -> None:
        self.browser = browser
        self.session = session
        self.navigation = navigation
        self.new_deal = new_deal
        self.messages = messages

    def fill(self) -> None:
        """The rules panel's choice (shown only for a game with variants) set to the
        reading in hand, and the variant's rule line when one is in play."""
        element, game = self.browser.element, self.session.game
        variants = game.rules.variants
        element("rules-reading-row").hidden = not variants
        if variants:
            select = element("rules-reading")
            select.innerHTML = reading_options(variants, game.variant)
            select.value = game.variant or BOOK
        line = element("rules-variant")
        line.hidden = game.variant is None
        if game.variant is not None:
            label = variant_label(game.game_id, game.variant)
            line.textContent = f"Played with a variant ({label}): {variants[game.variant]}"

    def choose(self) -> None:
        """The reading chosen in the rules panel: kept for the game, and a new deal of it
        (the New deal panel asks first when the game in hand is under way)."""
        game = self.session.game
        value = str(self.browser.element("rules-reading").value)
        variant = value if value in game.rules.variants else None
        self.session.store.keep_reading(game.game_id, variant)
        if variant == game.variant:
            return
        self.navigation.show_rules(False)
        if self.new_deal.under_way():
            self.new_deal.show(True)  # its warning, and its Cancel, keep the game
            return
        self.navigation.new_deal()
        name = game.rules.name
        if variant is None:
            self.messages.say(f"{name}, by the book: a new deal.")
        else:
            self.messages.say(f"{name}, {variant_label(game.game_id, variant)}: a new deal.")
