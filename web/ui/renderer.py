"""The renderer: the view model (``ui.view``) drawn into the page.  It knows no rules: it
draws what the engine and the controller say (the piles, the selection, the playable
cards, the buttons), and redraws only the piles whose drawing has changed.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from ui.access import available_cards, card_label
from ui.markup import cards_html, pile_aria_label, pile_class, pile_html
from ui.panels import show_panel
from ui.room import RIGHT, fitted
from ui.statsview import clock_text
from ui.view import PileView
from ui.wording import counted, pile_names

GLIDE_MS = 180  # a moved card's glide into place


def same(key: tuple, last: tuple | None) -> bool:
    """Whether two keys of (object, object, values...) name the same objects (by identity:
    an engine's table is immutable) and equal values."""
    return last is not None and key[0] is last[0] and key[1] is last[1] and key[2:] == last[2:]


# A move's name too long for one line of a button (the Fifteen's withdrawals) is set small.
LONG = ' class="long"'


def actions_html(moves: list, deal_on: bool, finish: list | None) -> str:
    """The buttons of the moves made by a button, Deal on, and Finish."""
    html = "".join(
        f'<button type="button" data-move="{i}"{LONG if len(str(m)) > 24 else ""}>'
        f"{escape(str(m))}</button>"
        for i, m in enumerate(moves)
    )
    if deal_on:
        html += (
            '<button type="button" data-deal-on="1" '
            'title="Deal until a card can be played">Deal on</button>'
        )
    if finish:
        html += (
            f'<button type="button" class="finish" data-finish="1">'
            f"Finish ({len(finish)} to the foundations)</button>"
        )
    return html


def _pixels(length: str) -> float:
    """A CSS length in pixels ("6px" -> 6.0); 0 for none."""
    text = str(length or "").strip()
    return float(text[:-2] if text.endswith("px") else text or 0)


def measured_room(browser) -> tuple[float, float, tuple[float, float]]:
    """The room below the bar, less the felt's margins, and the strip of it kept for the
    buttons of moves all game long (ui/room.py: a row's height, a column's width), so
    they never move the table."""
    room_width, room_height = browser.viewport()
    element = browser.element
    felt = browser.computed_style(element("felt"))
    width = room_width - _pixels(felt.paddingLeft) - _pixels(felt.paddingRight)
    height = (
        room_height
        - element("bar").offsetHeight
        - _pixels(felt.paddingTop)
        - _pixels(felt.paddingBottom)
    )
    root_style = browser.computed_style(browser.root)
    strip = (
        _pixels(root_style.getPropertyValue("--actions-row")),
        _pixels(root_style.getPropertyValue("--actions-column")),
    )
    return width, height, strip


def redraw_pile(
    node,
    pile: PileView,
    chosen: int | None,
    is_target: bool,
    free: tuple[bool, ...],
    called: str,
    drawn: tuple | None = None,
) -> None:
    """Redraw one pile in its element ``node`` (kept, with its focus and listeners' target),
    writing only what differs from its drawing ``drawn`` (a pile that only becomes a
    target, as a card is selected, has only its class written): each write into the
    page costs a call from Python, and new cards cost their parsing and styling."""
    old = drawn[0] if drawn else None
    if old is None or pile_class(old, drawn[2]) != pile_class(pile, is_target):
        node.className = pile_class(pile, is_target)
    if old is None or (old.x, old.y) != (pile.x, pile.y):
        node.style.left = f"{pile.x:.1f}px"
        node.style.top = f"{pile.y:.1f}px"
    label = pile_aria_label(pile, called)
    if old is None or pile_aria_label(old, drawn[4]) != label:
        node.setAttribute("aria-label", label)
    if old is None or (old.cards, old.label, old.count) != (pile.cards, pile.label, pile.count):
        node.innerHTML = cards_html(pile, chosen, free)
        return
    if (drawn[1], drawn[3]) == (chosen, free):
        return  # only the pile's class or place changed
    # The same cards: only a card selected or let go, or cards that became free or
    # not (their spoken names say so), changed; the cards' elements are kept.
    faces = node.querySelectorAll(".card")
    if drawn[1] != chosen:
        if drawn[1] is not None:
            faces.item(drawn[1]).classList.remove("selected")
        if chosen is not None:
            faces.item(chosen).classList.add("selected")
    for i, (was, now) in enumerate(zip(drawn[3], free, strict=True)):
        code = pile.cards[i].code
        if was != now and code is not None:
            faces.item(i).setAttribute("aria-label", card_label(code, now))


class Renderer:
    def __init__(self, browser, session) -> None:
        self.browser = browser
        self.session = session
        self.table = browser.element("table")
        self.pile_elements: dict[str, object] = {}
        self.drawn: dict[str, tuple] = {}
        self.view = None  # the table as last drawn
        self.view_key: tuple | None = None  # what it was drawn from: the same gives the same
        # The room below the bar (``measured_room``), measured when the page is laid out at
        # another size, never in a tap's time: reading sizes there, after the tap's first
        # writes, would have the browser lay out the whole page at once.
        self.room: tuple | None = None
        self.side: str | None = None  # where the strip of the moves' buttons lies
        # Each pile by its name as the player sees it ("the third column of the top row"),
        # for the screen reader's labels and the sentences after moves; found again only
        # when the piles are laid out anew (``places``: where they were).
        self.names: dict[str, str] = {}
        self.places: tuple | None = None
        self.left: str | None = None  # the table's shift clear of that strip
        self.actions = ""  # the buttons' HTML as last written
        self.finish_asked = False  # whether Finish will be offered after this frame
        self.time_text = ""  # the clock as last written
        self.state_key: tuple | None = None  # the game's state as last written beside it
        # For the glide, read while the layout is fresh: where the table's corner lies on
        # screen once drawn, and the width of a pile's border (its cards' origin).
        self.origin: tuple[float, float] | None = None
        self.border = (0.0, 0.0)
        # Told once the table is drawn, whether it had the focus (the keyboard's part).
        self.on_drawn: Callable[[bool], None] = lambda had_focus: None

    def show_game(self) -> None:
        """The names of the game and deal now opened, then the table."""
        game = self.session.game
        element, deal = self.browser.element, game.deal
        element("games").textContent = game.rules.name
        games = element("game-list")
        for button in games.querySelectorAll("button[aria-current=true]"):
            button.setAttribute("aria-current", "false")
        games.querySelector(f'button[data-game="{game.game_id}"]').setAttribute(
            "aria-current", "true"
        )
        element("deal").textContent = f"Deal {deal}"
        element("winnable").hidden = not self.session.known_winnable()
        self.browser.document.title = f"{game.rules.name}, deal {deal} - Cadogan's Patience"
        self.render(full=True)

    def room_changed(self) -> None:
        """The bar or the felt was laid out at another size (its text wrapped, the window
        turned): the room is measured again, and the table fitted to it."""
        self.room = None
        self.render()

    def show_time(self, seconds: float) -> None:
        # Written only when it changes: each write would have the page laid out again,
        # and the clock is shown after every move.
        text = clock_text(seconds)
        if text != self.time_text:
            self.time_text = text
            self.browser.element("timer").textContent = text

    def render(self, full: bool = False) -> None:
        """Draw the table: with ``full`` (another game, another size) every pile in one
        write, else only the piles whose drawing has changed."""
        game, browser = self.session.game, self.browser
        if not game:
            return
        if full or self.room is None:
            self.room = measured_room(browser)
        self.draw_actions()
        width, height, strip = self.room
        settings = self.session.settings
        fit = (settings.max_card_width, settings.card_fill, settings.table_tall)
        key = (game.rules, game.table, width, height, strip, fit)
        # A tap that only selects a card leaves the table (immutable) and its room as they
        # were: the same view, in the same place.
        if not same(key, self.view_key):
            self.view_key = key
            view, side = fitted(game.rules, game.piles, width, height, strip, *fit)
            if side != self.side:
                self.side = side
                browser.root.dataset.actions = side
            # Beside a column of buttons the table moves left only as far as it must to
            # clear it.
            shift = max(0.0, (view.width - width) / 2 + strip[1]) if side == RIGHT else 0.0
            left = f"{-shift:.0f}px" if shift >= 0.5 else ""
            if left != self.left:
                self.left = left
                self.table.style.left = left
            self.view = view
            places = tuple((p.pile, p.x, p.y, p.fan, p.label) for p in view.piles)
            if places != self.places:
                self.places = places
                self.names = pile_names(view, game.rules.pile_nouns)
            style = self.table.style
            style.setProperty("--cw", f"{view.card_width:.1f}px")
            style.setProperty("--ch", f"{view.card_height:.1f}px")
            style.width = f"{view.width:.0f}px"
            style.height = f"{view.height:.0f}px"
        view = self.view
        if self.animating():
            # The layout was brought up to date by the reads above, so this costs no layout
            # of its own; the table, centred, moves by half the change of its width.
            box = self.table.getBoundingClientRect()
            self.origin = (box.left + (box.width - round(view.width)) / 2, box.top)
        had_focus = self.table.contains(browser.document.activeElement)
        available = available_cards(game.legal_moves())
        selection = self.session.controller.selection
        targets = selection.targets if selection else set()
        states = {}
        for pile in view.piles:
            chosen = selection.index if selection and selection.pile == pile.pile else None
            free = tuple((pile.pile, c.code) in available for c in pile.cards)
            called = self.names.get(pile.pile, "")
            states[pile.pile] = (pile, chosen, pile.pile in targets, free, called)
        if full or not self.pile_elements:
            # One write for the whole table, not a dozen calls into the browser per pile.
            self.table.innerHTML = "".join(pile_html(*state) for state in states.values())
            nodes = self.table.querySelectorAll("[data-pile]")
            self.pile_elements = {}
            for i in range(nodes.length):
                node = nodes.item(i)
                self.pile_elements[node.dataset.pile] = node
            self.drawn = states
        else:
            for pile_id, state in states.items():
                drawn = self.drawn.get(pile_id)
                if drawn != state:
                    redraw_pile(self.pile_elements[pile_id], *state, drawn=drawn)
                    self.drawn[pile_id] = state
        self.on_drawn(had_focus)
        # The game's state around the table, written when it changes (not at a tap that
        # only selects a card): the rules' counters may cost them a look at the moves.
        key = (game, game.table, len(game.moves), game.can_undo, game.can_redo)
        if not same(key, self.state_key):
            self.state_key = key
            self.draw_state()

    def draw_state(self) -> None:
        """The game's status, Undo and Redo, the win panel, the moves and the counters."""
        game, element = self.session.game, self.browser.element
        status = game.status
        self.browser.root.dataset.status = status
        element("undo").disabled = not game.can_undo
        element("redo").disabled = not game.can_redo
        win, won = element("win"), status == "won"
        if won == win.hidden:  # the game is won or no longer won: above the other panels
            show_panel(win, won)
        element("moves").textContent = counted(len(game.moves), "move")
        element("counters").textContent = " \u00b7 ".join(game.rules.counters(game.table))

    def draw_actions(self) -> None:
        session = self.session
        controller = session.controller
        finish = None
        # Finish is offered once the game is won in all but form, which takes the engine a
        # search: asked once the table is drawn, not in the tap's time; but at once where
        # Finish is offered already (a move made by hand, so it does not blink).
        if session.finishing_line_known() or "data-finish" in self.actions:
            finish = session.finishing_line()
        elif not self.finish_asked:
            self.finish_asked = True
            self.browser.after_paint(self.offer_finish)
        html = actions_html(controller.button_moves(), controller.can_deal_on(), finish)
        if html != self.actions:  # kept, rather than read back from the page
            self.actions = html
            self.browser.element("actions").innerHTML = html

    def offer_finish(self) -> None:
        """Draw the Finish button if the game (as it is now) is won in all but form."""
        self.finish_asked = False
        if self.session.game and self.session.finishing_line():
            self.render()

    def forget(self, pile_id: str) -> None:
        """Redraw this pile next time, whatever it shows (a mark or a drag to undo)."""
        self.drawn.pop(pile_id, None)

    # Motion ------------------------------------------------------------------------------
    def animating(self) -> bool:
        return self.browser.root.dataset.motion == "full"

    def card_rects(self, move) -> list[tuple[float, float]] | None:
        """Where the moving cards are on screen before the move is drawn (read before
        anything is written, so the layout is the last frame's: nothing is laid out)."""
        node = self.pile_elements.get(move.source) if move.source else None
        if node is None or not self.animating():
            return None
        faces = node.querySelectorAll(".card")
        count = min(move.count, faces.length)
        self.border = (node.clientLeft, node.clientTop)
        rects = [faces.item(faces.length - count + i).getBoundingClientRect() for i in range(count)]
        return [(rect.left, rect.top) for rect in rects]

    def glide(self, move, before: list[tuple[float, float]] | None) -> None:
        """Slide the moved cards from where they were to where they now lie.  Where they
        lie is the view model's (the table's corner, read as it was drawn, and each card's
        place in it), not read back from the page: reading it would lay the table out at
        once, in the tap's time, rather than in the frame.  The slide is a transform
        animated on the compositor (``Browser.slide``): nothing is laid out as it moves."""
        node = self.pile_elements.get(move.target) if move.target else None
        if not before or node is None or self.origin is None:
            return
        pile = next((p for p in self.view.piles if p.pile == move.target), None)
        faces = node.querySelectorAll(".card")
        if pile is None or faces.length != len(pile.cards) or len(pile.cards) < len(before):
            return
        (left, top), (border_x, border_y) = self.origin, self.border
        moved = len(pile.cards) - len(before)
        for i, (old_x, old_y) in enumerate(before):
            card = pile.cards[moved + i]
            x = left + pile.x + border_x + card.x
            y = top + pile.y + border_y + card.y
            self.browser.slide(faces.item(moved + i), old_x - x, old_y - y, GLIDE_MS)

    def face_count(self, pile: str) -> int:
        node = self.pile_elements.get(pile)
        return node.querySelectorAll(".card[data-card]").length if node is not None else 0
