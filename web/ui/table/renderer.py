"""The renderer: the view model (``ui.table.view``) drawn into the page.  It knows no rules: it
draws what the engine says (the piles, the playable cards, the buttons) and the selection
it is handed, and redraws only the piles whose drawing has changed.

A drawing has three steps (``render``): the table fitted to the room it has
(``fit_table``), the piles drawn (``draw_piles``, each by ``ui.table.piledrawing``), and the
game's state around them (``draw_state``).  With ``ui.table.piledrawing`` this is the page's
second DOM adapter, beside ``ui.browser``: it writes the table's elements itself (each
write one call into the browser, made only when what it writes has changed), and asks
``ui.browser`` for what the page's own modules give (sizes, styles, the slide).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from ui.panels.readings import deal_name
from ui.panels.stack import show_panel
from ui.panels.statsview import clock_text
from ui.table.access import available_cards
from ui.table.glide import GLIDE_MS, Lift, glide, landing, lifted
from ui.table.markup import pile_html
from ui.table.piledrawing import PileDrawing, draw_pile
from ui.table.room import RIGHT, fitted
from ui.table.wording import counted, pile_names

SAME = object()  # ``render``'s selection when none is handed: the one drawn last


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
    buttons of moves all game long (ui/table/room.py: a row's height, a column's width), so
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


class Renderer:
    def __init__(self, browser, session) -> None:
        self.browser = browser
        self.session = session
        self.table = browser.element("table")
        self.pile_elements: dict[str, object] = {}
        self.drawn: dict[str, PileDrawing] = {}  # each pile as last drawn
        self.selection = None  # the selected card, as last handed to ``render``
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
        # The table's shift clear of that strip, and its card size and size, as written.
        self.left: str | None = None
        self.shift = 0.0
        self.geometry: tuple | None = None
        self.actions = ""  # the buttons' HTML as last written
        self.finish_asked = False  # whether Finish will be offered after this frame
        self.time_text = ""  # the clock as last written
        self.state_key: tuple | None = None  # the game's state as last written beside it
        self.state: dict[str, object] = {}  # each of its parts as last written
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
        element("deal").textContent = deal_name(game.game_id, deal, game.variant)
        element("winnable").hidden = not self.session.known_winnable()
        named = deal_name(game.game_id, deal, game.variant).lower()
        self.browser.document.title = f"{game.rules.name}, {named} - Cadogan's Patience"
        self.render(None, full=True)  # a game just opened has no card selected

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

    def render(self, selection=SAME, full: bool = False) -> None:
        """Draw the table with ``selection`` (the controller's selected card, or None;
        left out: the one drawn last), and the game's state around it: with ``full``
        (another game, another size) every pile in one write, else only the piles whose
        drawing has changed."""
        if selection is not SAME:
            self.selection = selection
        game = self.session.game
        if not game:
            return
        if full or self.room is None:
            self.room = measured_room(self.browser)
        self.draw_actions()
        view = self.fit_table(game)
        self.draw_piles(game, view, full)
        # The game's state around the table, written when it changes (not at a tap that
        # only selects a card): the rules' counters may cost them a look at the moves.
        key = (game, game.table, len(game.moves), game.can_undo, game.can_redo)
        if not same(key, self.state_key):
            self.state_key = key
            self.draw_state()

    def fit_table(self, game):
        """The table fitted to the room (``ui.table.room``), its size and card size written
        where they changed: the view model drawn."""
        width, height, strip = self.room
        settings = self.session.settings
        fit = (settings.max_card_width, settings.card_fill, settings.table_tall)
        key = (game.rules, game.table, width, height, strip, fit)
        # A tap that only selects a card leaves the table (immutable) and its room as they
        # were: the same view, in the same place.
        if same(key, self.view_key):
            return self.view
        self.view_key = key
        seen = (game.face_down_at, game.blocked)
        view, side = fitted(game.rules, game.piles, width, height, strip, *fit, *seen)
        if side != self.side:
            self.side = side
            self.browser.root.dataset.actions = side
        # Beside a column of buttons the table moves left only as far as it must to
        # clear it.
        shift = max(0.0, (view.width - width) / 2 + strip[1]) if side == RIGHT else 0.0
        left = f"{-shift:.0f}px" if shift >= 0.5 else ""
        if left != self.left:
            self.left, self.shift = left, (round(shift) if left else 0.0)
            self.table.style.left = left
        self.view = view
        places = tuple((p.pile, p.x, p.y, p.fan, p.label, p.name) for p in view.piles)
        if places != self.places:
            self.places = places
            self.names = pile_names(view, game.rules.pile_nouns)
        geometry = (
            f"{view.card_width:.1f}px",
            f"{view.card_height:.1f}px",
            f"{view.width:.0f}px",
            f"{view.height:.0f}px",
        )
        if geometry != self.geometry:
            self.geometry = geometry
            style = self.table.style
            style.setProperty("--cw", geometry[0])
            style.setProperty("--ch", geometry[1])
            style.width, style.height = geometry[2], geometry[3]
        return view

    def draw_piles(self, game, view, full: bool) -> None:
        """Each pile as the engine and the selection have it: with ``full`` (or at the
        first drawing) the whole table in one write, else each pile whose drawing changed."""
        had_focus = self.table.contains(self.browser.document.activeElement)
        available: dict[str, set[str]] = {}  # the cards a legal move takes, by pile
        for pile_id, code in available_cards(game.legal_moves()):
            available.setdefault(pile_id, set()).add(code)
        selection = self.selection
        targets = selection.targets if selection else set()
        drawings = {}
        for pile in view.piles:
            free = available.get(pile.pile)
            drawings[pile.pile] = PileDrawing(
                pile,
                selection.index if selection and selection.pile == pile.pile else None,
                pile.pile in targets,
                tuple(c.code in free for c in pile.cards) if free else (False,) * len(pile.cards),
                self.names.get(pile.pile, ""),
            )
        if full or not self.pile_elements:
            # One write for the whole table, not a dozen calls into the browser per pile.
            self.table.innerHTML = "".join(
                pile_html(d.pile, d.chosen, d.is_target, d.free, d.called)
                for d in drawings.values()
            )
            nodes = self.table.querySelectorAll("[data-pile]")
            self.pile_elements = {}
            for i in range(nodes.length):
                node = nodes.item(i)
                self.pile_elements[node.dataset.pile] = node
            self.drawn = drawings
        else:
            for pile_id, drawing in drawings.items():
                before = self.drawn.get(pile_id)
                if before != drawing:
                    draw_pile(self.pile_elements[pile_id], drawing, before)
                    self.drawn[pile_id] = drawing
        self.on_drawn(had_focus)

    def draw_state(self) -> None:
        """The game's status, Undo and Redo, the win panel, the moves and the counters,
        each written where it changed."""
        game, element = self.session.game, self.browser.element
        status = game.status
        state = {
            "status": status,
            "undo": not game.can_undo,
            "redo": not game.can_redo,
            "moves": counted(len(game.moves), "move"),
            "counters": " \u00b7 ".join(game.rules.counters(game.table)),
        }
        was = self.state
        self.state = state
        if was.get("status") != status:
            self.browser.root.dataset.status = status
        for button in ("undo", "redo"):
            if was.get(button) != state[button]:
                element(button).disabled = state[button]
        win, won = element("win"), status == "won"
        if won == win.hidden:  # the game is won or no longer won: above the other panels
            show_panel(win, won)
        for text in ("moves", "counters"):
            if was.get(text) != state[text]:
                element(text).textContent = state[text]

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

    def card_rects(self, move) -> Lift | None:
        """Where the moving cards and the table lie before the move is drawn (read before
        anything is written, so the layout is the last frame's: nothing is laid out)."""
        node = self.pile_elements.get(move.source) if move.source else None
        if node is None or not self.animating():
            return None
        return lifted(node, move.count, self.table, self.shift)

    def glide(self, move, before: Lift | None) -> None:
        """Slide the moved cards from where they were (``card_rects``) to where they now
        lie (``ui.table.glide``)."""
        node = self.pile_elements.get(move.target) if move.target else None
        if before is None or node is None or self.geometry is None:
            return
        pile = next((p for p in self.view.piles if p.pile == move.target), None)
        if pile is not None:
            now = (float(self.geometry[2][:-2]), self.shift)
            glide(self.browser, node, pile, landing(before, self.room[0], *now), GLIDE_MS)

    def face_count(self, pile: str) -> int:
        node = self.pile_elements.get(pile)
        return node.querySelectorAll(".card[data-card]").length if node is not None else 0
