"""Where a tap's Python time goes, outside the browser: the page's own modules (``ui.dom.Page``)
run in CPython over a stand-in for the DOM, tapped along the line ``bench/move_latency.py``
plays (the same deals and moves), with the time of each tap in the page's handler
(the controller, the engine, the view model, the drawing's writes) and the calls it makes
into the DOM counted (each is a call from Python into JavaScript in the page).

It prints, per game, p50 and p95 of the selecting taps and of the taps that make a move,
in ms of CPython's CPU time (the page's handlers under Pyodide, at 4x throttle, take some
20-30 times as long, and each call into the DOM more: ``bench/tap_cpu.py`` measures
them there), the DOM calls per move tap, and the slowest taps with their moves' kinds;
``--profile N`` also prints cProfile's N costliest functions (cumulative time) in the
taps of the slowest move (of ``--kind`` only, if given).

    python bench/tap_profile.py [--moves 80] [--deal 7] [--games wheel,caesar] [--profile 25]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
import types
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from bench.move_latency import percentile  # noqa: E402
from engine.prng import Pcg32  # noqa: E402
from tests.unit.fakedom import ClassList, Element, FakeBrowser, Nodes, Style  # noqa: E402

CALLS = [0]  # writes and calls into the DOM


class Node(Element):
    """An element that takes any write and counts the calls made on it."""

    def __init__(self, id: str = "", **attributes) -> None:
        made_before = CALLS[0]  # an element made here is none of the page's calls
        super().__init__(id, **attributes)
        self.className = ""
        self.cards = Nodes()
        CALLS[0] = made_before

    def __setattr__(self, name, value):
        CALLS[0] += 1
        object.__setattr__(self, name, value)

    def setAttribute(self, name: str, value: str) -> None:
        CALLS[0] += 1
        super().setAttribute(name, value)

    def querySelectorAll(self, selector: str) -> Nodes:
        CALLS[0] += 1
        if selector.startswith(".card"):
            return Nodes(self.cards)  # static, as the browser's is
        return super().querySelectorAll(selector)

    def querySelector(self, selector: str):
        CALLS[0] += 1
        count = Node()  # the pack's count: cards written before it are the pile's
        object.__setattr__(count, "insertAdjacentHTML", self.insertAdjacentHTML)
        return count

    def set_cards(self, html: str) -> None:
        self.cards = Nodes()
        self.cards.extend(Card(self) for _ in range(html.count('class="card')))

    def insertAdjacentHTML(self, where: str, html: str) -> None:
        CALLS[0] += 1
        self.cards.extend(Card(self) for _ in range(html.count('class="card')))

    def remove(self) -> None:
        CALLS[0] += 1


class Card(Node):
    """A card's element, which its pile's querySelectorAll(".card") lists."""

    def __init__(self, pile: Node) -> None:
        object.__setattr__(self, "pile", pile)
        object.__setattr__(self, "classList", ClassList())
        object.__setattr__(self, "attributes", {})
        object.__setattr__(self, "style", Style())

    def remove(self) -> None:
        CALLS[0] += 1
        self.pile.cards.remove(self)


class PileNode(Node):
    def __setattr__(self, name, value):
        super().__setattr__(name, value)
        if name == "innerHTML" and "cards" in self.__dict__:
            self.set_cards(value)


class TableNode(Node):
    """The table: its piles made from the HTML written into it."""

    def __setattr__(self, name, value):
        super().__setattr__(name, value)
        if name == "innerHTML" and "children" in self.__dict__:
            piles = Nodes()
            for chunk in value.split("<div data-pile=")[1:]:
                pile = PileNode()
                pile.dataset.pile = chunk[1 : chunk.index('"', 1)]
                pile.set_cards(chunk)
                piles.append(pile)
            self.children["[data-pile]"] = piles


class Browser(FakeBrowser):
    def element(self, element_id: str):
        if element_id not in self.elements:
            node = TableNode(element_id) if element_id == "table" else Node(element_id)
            node.style = Style()
            self.elements[element_id] = self.body.appendChild(node)
        return self.elements[element_id]

    def viewport(self) -> tuple[float, float]:
        return 390.0, 844.0


def event_on(page, pile: str, index: int | None):
    """A pointer event on the ``index``-th face of ``pile`` (None: the pile itself)."""
    pile_node = page.renderer.pile_elements[pile]
    card = None
    if index is not None:
        card = Element(i=index)
        card.dataset.i = str(index)
        card.attributes["data-card"] = "x"
    target = Element()
    target.parents = {".card": card, "[data-pile]": pile_node}
    return SimpleNamespace(type="", target=target, button=0, clientX=0, clientY=0, pointerId=1)


def tap(page, pile: str, index: int | None) -> float:
    """A tap (down and up) on a pile's face, as the page's one listener takes it."""
    page.browser.time += 1000  # a second between taps: none makes a double tap
    start = time.thread_time()
    down = event_on(page, pile, index)
    down.type = "pointerdown"
    page.on_event(down)
    down.type = "pointerup"
    page.on_event(down)
    return (time.thread_time() - start) * 1000


def faces_before(game, pile: str, index: int) -> int:
    return sum(1 for at in game.face_down_at.get(pile, ()) if at < index)


def make(page, game, move) -> tuple[float | None, float, int]:
    """Make ``move`` as bench/move_latency.py does: (the selecting tap's ms or None, the
    move's ms, the DOM calls of the move's tap)."""
    if move.source is None or move.source.startswith("stock"):
        CALLS[0] = 0
        start = time.thread_time()
        if move.source is None:
            page.after(page.controller.press(move))
            page.coaching.refresh()
        else:
            tap(page, move.source, None)
        return None, (time.thread_time() - start) * 1000, CALLS[0]
    stack = game.piles[move.source]
    index = len(stack) - move.count
    if move.card and stack[index] != move.card:
        index = max(i for i, c in enumerate(stack) if c == move.card)
    index -= faces_before(game, move.source, index)
    if move.target is None and not move.more:
        CALLS[0] = 0
        return None, tap(page, move.source, index), CALLS[0]
    selecting = tap(page, move.source, index)
    later = [pile for pile in (move.target, *move.more) if pile is not None]
    for pile in later[:-1]:
        tap(page, pile, top_face(page, game, pile))
    CALLS[0] = 0
    moving = tap(page, later[-1], top_face(page, game, later[-1]))
    if page.choices.moves:  # the tap named several moves: the page asks which
        CALLS[0] = 0
        start = time.thread_time()
        page.choices.hide()
        page.after(page.controller.press(move))
        page.coaching.refresh()
        moving = (time.thread_time() - start) * 1000
    return selecting, moving, CALLS[0]


def top_face(page, game, pile: str) -> int | None:
    faces = len(game.piles[pile]) - len(game.face_down_at.get(pile, ()))
    return faces - 1 if faces > 0 else None


def page_class():
    """``ui.dom.Page``, its DOM adapter's browser modules stood in for."""
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_once_callable = ffi.create_proxy = ffi.to_js = lambda x, **_: x
    pyscript = types.ModuleType("pyscript")
    pyscript.document = pyscript.window = None
    sys.modules.update(
        {"pyodide": types.ModuleType("pyodide"), "pyodide.ffi": ffi, "pyscript": pyscript}
    )
    import engine.solver.coach  # noqa: F401  (in the page's snapshot: never imported in a tap)
    from ui.dom import Page

    return Page


def play(game_id: str, first_deal: int, count: int, profiled: bool, kind: str = ""):
    """Up to ``count`` moves of the line of ``game_id``: the deal, each move tap's (ms,
    DOM calls, kind), the selecting taps' ms, and the cProfile of the slowest move's
    taps when ``profiled``."""
    Page = page_class()
    deal = next(
        d for d in range(first_deal, first_deal + 100) if engine.new_game(game_id, d).legal_moves()
    )
    page = Page(Browser())
    page.wire()
    page.browser.root.dataset.motion = "none"  # no glide: it reads the layout
    page.session.open(game_id, deal, resume=False)
    page.renderer.show_game()
    game = engine.new_game(game_id, deal)
    pick = Pcg32(game.deal)
    taps, selections, slowest = [], [], (0.0, None)
    for _ in range(count):
        legal = [m for m in game.legal_moves() if m.kind != "swap"]
        if not legal:
            page.turns.step(page.session.game.restart)
            game.restart()
            legal = [m for m in game.legal_moves() if m.kind != "swap"]
            if not legal:
                break
        move = legal[pick.below(len(legal))]
        profile = cProfile.Profile() if profiled else None
        if profile:
            profile.enable()
        selecting, moving, calls = make(page, game, move)
        if profile:
            profile.disable()
            if moving + (selecting or 0) > slowest[0] and kind in ("", move.kind):
                slowest = (moving + (selecting or 0), profile)
        game.play(move)
        assert page.game.table == game.table, f"{game_id}: the page missed {move}"
        taps.append((moving, calls, move.kind))
        if selecting is not None:
            selections.append(selecting)
    return deal, taps, selections, slowest[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=80)
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--profile", type=int, default=0, help="print the N costliest functions")
    parser.add_argument("--kind", default="", help="profile the slowest move of this kind")
    args = parser.parse_args()
    print("ms of CPython in the page's handler, p50/p95; DOM calls per move tap, p50/max")
    print(f"{'game':22}{'moves':>6}{'select':>14}{'move':>14}{'calls':>10}  slowest")
    for game_id in args.games.split(","):
        deal, taps, selections, profile = play(
            game_id, args.deal, args.moves, args.profile > 0, args.kind
        )
        ms = [t[0] for t in taps]
        calls = [t[1] for t in taps]
        sel = selections or [0.0]
        slowest = sorted(taps, key=lambda t: t[0], reverse=True)[:3]
        print(
            f"{game_id + ' ' + str(deal):22}{len(taps):>6}"
            f"{statistics.median(sel):7.2f}/{percentile(sel, 0.95):<6.2f}"
            f"{statistics.median(ms):7.2f}/{percentile(ms, 0.95):<6.2f}"
            f"{statistics.median(calls):5.0f}/{max(calls):<4}  "
            + ", ".join(f"{t[0]:.1f} {t[2]}" for t in slowest)
        )
        if profile:
            pstats.Stats(profile).sort_stats("cumulative").print_stats(args.profile)


if __name__ == "__main__":
    main()
