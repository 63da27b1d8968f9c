"""Which game is on the table: the link in the address (``#<game-id>/<deal>``, with
``/<variant>`` for a variant's deal) read and written, the game chooser (its entries:
``ui.panels.chooser``), New deal, and the rules panel of the game in hand."""

from __future__ import annotations

from collections.abc import Callable
from importlib.util import find_spec

import engine
from engine.games import module_name
from ui.panels.chooser import Chooser
from ui.panels.stack import show_panel
from ui.state.links import format_hash, parse_hash
from ui.state.opening import OPENING_GAME


def importable(game_id: str) -> bool:
    """Whether the rules of ``game_id`` can be imported now.  The memory snapshot a visit
    restores holds the opening game's module only; the others' come with python.code,
    which the browser fetches once the page is ready, or at once when asked for
    (``Browser.fetch_code``)."""
    return find_spec(module_name(game_id)) is not None


def unguarded(handler: Callable) -> Callable:
    return handler


class Navigation:
    def __init__(self, browser, session, renderer, messages, guard: Callable = unguarded) -> None:
        self.browser = browser
        self.session = session
        self.renderer = renderer
        self.messages = messages
        # What runs when python.code has come runs outside any handler of the page's
        # (in a promise's callback): ``guard`` (``Errors.guarded``) shows its failures.
        self.guard = guard
        self.chooser = Chooser(browser, session)

    def open_link(self, push: bool, then: Callable[[], None] | None = None) -> None:
        browser, say = self.browser, self.messages.say
        link = parse_hash(browser.location_hash(), engine.GAMES)
        game = self.session.game
        if game and (link.game_id, link.deal, link.variant) == (
            game.game_id,
            game.deal,
            game.variant,
        ):
            if then is not None:
                then()
            return
        if game and link.deal is None and link.game_id in (None, game.game_id):
            # A broken link, or one naming no deal, leaves the game under way as it is
            # (reopening it from storage would lose it where storage does not work).
            if link.problem:
                say(f"{link.problem} The game under way goes on.")
            browser.replace_hash(format_hash(game.game_id, game.deal, game.variant))
            if then is not None:
                then()
            return

        def opened() -> None:
            if link.problem:
                game = self.session.game
                say(f"{link.problem} Here is {game.rules.name}, deal {game.deal}, instead.")
            if then is not None:
                then()

        current = self.session.last_game()
        # The history entry of a broken link, or of one naming a variant by a former name,
        # is replaced, so Back does not lead to it again.
        game_id = link.game_id or current
        # A link naming a deal names its reading too (none: the book's); without a deal
        # the game opens in the reading last chosen for it.
        variant = link.variant if link.deal is not None else self.reading(game_id)
        replace = bool(link.problem) or link.renamed
        self.open(game_id, link.deal, replace=replace, variant=variant, then=opened)

    def open(
        self,
        game_id: str,
        deal: int | None,
        resume: bool = True,
        replace: bool = False,
        variant: str | None = None,
        then: Callable[[], None] | None = None,
    ) -> None:
        """Open a game (see ``Session.open``), write its link and draw it, then ``then``:
        at once, or once the game's module has been fetched when it is not here yet (see
        ``importable``).  A download that fails leaves the game under way as it was."""

        def open_it() -> None:
            self.open_now(game_id, deal, resume, replace, variant)
            if then is not None:
                then()

        if importable(game_id):
            open_it()
            return
        name = engine.game_name(game_id)
        self.messages.say(f"Fetching {name}\u2026")

        def fetched() -> None:
            if not importable(game_id):
                failed("it was not in what came")
                return
            open_it()

        def failed(why: str) -> None:
            game = self.session.game
            if game is not None:
                self.messages.say(
                    f"{name} could not be downloaded ({why}). The game under way goes on."
                )
                self.browser.replace_hash(format_hash(game.game_id, game.deal, game.variant))
                return
            self.open_now(OPENING_GAME, None, replace=True)  # in the snapshot
            fallback = self.session.game
            self.messages.say(
                f"{name} could not be downloaded ({why}). Here is {fallback.rules.name}, "
                f"deal {fallback.deal}, meanwhile: open the link again when online."
            )
            if then is not None:
                then()

        self.browser.fetch_code(self.guard(fetched), self.guard(failed))

    def open_now(
        self,
        game_id: str,
        deal: int | None,
        resume: bool = True,
        replace: bool = False,
        variant: str | None = None,
    ) -> None:
        asked, variant = variant, engine.GAMES[game_id].variant_now(variant)
        # An old link naming a variant by its former name: its entry is rewritten, so Back
        # does not lead to it again.
        replace = replace or asked != variant
        if variant is not None and variant not in engine.GAMES[game_id].variants:
            # A remembered reading or a link's that the game does not list (known only
            # now that its module is here): the book's, and the player is told.
            self.messages.say(
                f"{engine.game_name(game_id)} has no variant {variant[:40]!r}: "
                "it is played by the book."
            )
            variant = None
        self.session.open(game_id, deal, resume, variant)
        self.session.store.keep_recent(game_id)
        game = self.session.game
        wanted = format_hash(game_id, game.deal, game.variant)
        if replace:
            self.browser.replace_hash(wanted)
        elif self.browser.location_hash() != wanted:
            self.browser.push_hash(wanted)
        self.renderer.show_game()

    def reading(self, game_id: str) -> str | None:
        """The reading the player last chose for the game (None: the book's)."""
        return self.session.store.reading(game_id)

    def new_deal(self) -> None:
        game_id = self.session.game.game_id
        self.open(game_id, None, False, variant=self.reading(game_id))

    def show_chooser(self, visible: bool) -> None:
        element = self.browser.element
        if visible:
            self.chooser.fill()
        show_panel(element("chooser"), visible)
        if visible:
            element("game-list").querySelector("button[aria-current=true]").focus()

    def chooser_shown(self) -> None:
        """The chooser was opened before the page was ready (web/early.js): it gets the
        player's records and the games opened lately, as if the page had opened it."""
        if not self.browser.element("chooser").hidden:
            self.chooser.fill()

    def choose(self, button) -> None:
        if not button.hasAttribute("data-game"):
            return
        self.show_chooser(False)
        game_id = button.dataset.game
        self.open(game_id, None, variant=self.reading(game_id))

    def show_rules(self, visible: bool) -> None:
        element = self.browser.element
        show_panel(element("rules-panel"), visible)
        if visible:
            from ui.panels.pictures import picture_html  # when first shown
            from ui.panels.rulesview import diagram_svg, legend_html, rules_html, shown_plan

            rules = self.session.game.rules
            plan = shown_plan(rules, self.renderer.view)
            element("rules-title").textContent = rules.name
            # The book's picture, fetched now that the rules are opened (and only then).
            element("rules-picture").innerHTML = picture_html(rules.picture, rules.name)
            element("rules-diagram").innerHTML = diagram_svg(plan)
            element("rules-legend").innerHTML = legend_html(plan)
            element("rules-text").innerHTML = rules_html(rules.rules_text)
            element("rules-close").focus()
