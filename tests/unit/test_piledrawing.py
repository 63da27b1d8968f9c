"""A pile redrawn by ``ui.table.piledrawing`` reads as if written afresh, whatever happened to it
(a card added, a card taken off, a card selected, the count of the pack), while a card
played onto a pile is added to it rather than the whole pile written again."""

import re
from dataclasses import replace
from itertools import pairwise

from tests.unit.fakedom import Nodes
from ui.table.markup import cards_html
from ui.table.piledrawing import PileDrawing, draw_pile
from ui.table.view import CardView, PileView

# The elements at the top of a pile's drawing: its label, its cards and its count.
TOP = re.compile(r'(?=<div class="card|<span class="label|<span class="count)')


class Child:
    """One element at the top of a pile, kept as its HTML."""

    def __init__(self, pile: "Pile", html: str) -> None:
        self.pile, self.html = pile, html
        self.classList = self

    def add(self, name: str) -> None:
        self.html = re.sub('class="([^"]*)"', f'class="\\1 {name}"', self.html, count=1)

    def remove(self, name: str | None = None) -> None:
        if name is None:  # the element itself taken out
            self.pile.children.remove(self)
        else:
            self.html = self.html.replace(f" {name}", "", 1)

    def setAttribute(self, name: str, value: str) -> None:
        self.html = re.sub(f'{name}="[^"]*"', f'{name}="{value}"', self.html, count=1)

    def insertAdjacentHTML(self, where: str, html: str) -> None:
        assert where == "beforebegin"
        at = self.pile.children.index(self)
        self.pile.children[at:at] = self.pile.parse(html)

    @property
    def textContent(self) -> str:
        return re.sub("<[^>]*>", "", self.html)

    @textContent.setter
    def textContent(self, text: str) -> None:
        self.html = re.sub(">[^<]*<", f">{text}<", self.html, count=1)


class Style:
    left = top = ""


class Pile:
    """A pile's element: its children, and how often it was written whole."""

    def __init__(self) -> None:
        self.children: list[Child] = []
        self.written_whole = 0
        self.style = Style()
        self.className = ""
        self.attributes: dict[str, str] = {}

    def parse(self, html: str) -> list[Child]:
        return [Child(self, part) for part in TOP.split(html) if part]

    @property
    def innerHTML(self) -> str:
        return "".join(child.html for child in self.children)

    @innerHTML.setter
    def innerHTML(self, html: str) -> None:
        self.written_whole += 1
        self.children = self.parse(html)

    def insertAdjacentHTML(self, where: str, html: str) -> None:
        assert where == "beforeend"
        self.children += self.parse(html)

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = value

    def querySelectorAll(self, selector: str) -> Nodes:
        assert selector == ".card"
        return Nodes(c for c in self.children if c.html.startswith('<div class="card'))

    def querySelector(self, selector: str):
        assert selector == ".count"
        return next(c for c in self.children if c.html.startswith('<span class="count'))


def pile_of(codes, role="foundation", fan="none", count=None, label="") -> PileView:
    step = 20.0 if fan == "down" else 0.0
    cards = tuple(CardView(code, 0.0, i * step) for i, code in enumerate(codes))
    return PileView(f"{role}-1", role, 10.0, 20.0, label, fan, cards, count or len(cards))


def drawing(pile: PileView, chosen=None, free=None) -> PileDrawing:
    free = free if free is not None else (False,) * len(pile.cards)
    return PileDrawing(pile, chosen, False, free, "")


def test_cards_played_onto_a_pile_and_taken_off_are_added_and_removed_not_the_pile_rewritten():
    node = Pile()
    steps = [
        drawing(pile_of(["AH"])),
        drawing(pile_of(["AH", "2H"])),
        drawing(pile_of(["AH", "2H", "3H"])),
        drawing(pile_of(["AH", "2H", "3H", "4H", "5H"])),  # two at once (a pair)
        drawing(pile_of(["AH", "2H", "3H"])),  # taken back
        drawing(pile_of(["AH", "2H", "3H", "9S"])),
    ]
    draw_pile(node, steps[0])
    for before, now in pairwise(steps):
        draw_pile(node, now, before)
        assert node.innerHTML == cards_html(now.pile, now.chosen, now.free)
    assert node.written_whole == 1  # only the first drawing


def test_a_fan_keeps_its_cards_selection_and_spoken_names_as_cards_come_and_go():
    node = Pile()
    column = ["KS", "QH", "JC", "TD"]
    steps = [
        drawing(pile_of(column, "tableau", "down"), free=(False, False, False, True)),
        drawing(pile_of(column, "tableau", "down"), chosen=2, free=(False, False, True, True)),
        drawing(pile_of(column[:2], "tableau", "down"), free=(False, True)),
        drawing(pile_of([*column[:2], "9S"], "tableau", "down"), 2, (False, False, True)),
    ]
    draw_pile(node, steps[0])
    for before, now in pairwise(steps):
        draw_pile(node, now, before)
        assert node.innerHTML == cards_html(now.pile, now.chosen, now.free)
    assert node.written_whole == 1


def test_the_talons_count_follows_its_cards():
    node = Pile()
    steps = [
        drawing(pile_of(["AH", "2H"], "talon")),
        drawing(pile_of(["AH", "2H", "7C"], "talon")),
        drawing(pile_of(["AH", "2H"], "talon")),
        drawing(pile_of([], "talon")),  # empty: no count any more
    ]
    draw_pile(node, steps[0])
    for before, now in pairwise(steps):
        draw_pile(node, now, before)
        assert node.innerHTML == cards_html(now.pile, now.chosen, now.free)


def test_a_pile_whose_cards_all_moved_is_written_afresh():
    node = Pile()
    before = drawing(pile_of(["KS", "QH", "JC"], "tableau", "down"))
    tighter = PileView(
        "tableau-1",
        "tableau",
        10.0,
        20.0,
        "",
        "down",
        tuple(CardView(c, 0.0, i * 12.0) for i, c in enumerate(["KS", "QH", "JC", "TD"])),
        4,
    )
    draw_pile(node, before)
    now = drawing(tighter)
    draw_pile(node, now, before)
    assert node.innerHTML == cards_html(now.pile, now.chosen, now.free)
    assert node.written_whole == 2


def test_a_column_over_face_down_cards_draws_backs_and_a_turned_card_is_redrawn_face_up():
    # Klondike's column: two backs under a run; the run moves away, the top back turns.
    node = Pile()
    steps = [
        drawing(pile_of([None, None, "9S", "8H"], "tableau", "down"), free=(False,) * 4),
        drawing(pile_of([None, "QD"], "tableau", "down"), free=(False, True)),
        drawing(pile_of([None, "QD", "JS"], "tableau", "down"), free=(False, False, True)),
    ]
    draw_pile(node, steps[0])
    for before, now in pairwise(steps):
        draw_pile(node, now, before)
        assert node.innerHTML == cards_html(now.pile, now.chosen, now.free)
    backs = [c.html for c in node.children if 'class="card back"' in c.html]
    assert len(backs) == 1 and not any("data-card" in html for html in backs)
    # The faces count among themselves (a tap reads data-i): the queen is the first face.
    assert 'data-card="QD" data-i="0"' in node.innerHTML
    assert 'data-card="JS" data-i="1"' in node.innerHTML


def test_a_crossways_pile_and_a_fan_upwards_are_drawn_as_they_lie():
    # The page draws a crossways card wide (the stylesheet sizes .turned) and the cards
    # of a fan upwards each higher than the one under it, their index at their foot
    # sized to the strip that shows.
    node = Pile()
    rampart = PileView("tableau-1", "tableau", 10.0, 20.0, "", "none", (CardView("QH", 0, 0),), 1)
    rampart = replace(rampart, turned=True)
    draw_pile(node, drawing(rampart))
    assert node.className.split() == ["pile", "tableau", "fan-none", "turned"]
    assert 'data-card="QH"' in node.innerHTML
    ray = pile_of(["KS", "QS", "JS"], "tableau")
    ray = replace(
        ray,
        fan="up",
        cards=tuple(CardView(c.code, 0.0, -12.0 * i) for i, c in enumerate(ray.cards)),
    )
    upwards = Pile()
    draw_pile(upwards, drawing(ray))
    assert "fan-up" in upwards.className.split() and "turned" not in upwards.className
    tops = [float(m) for m in re.findall(r"top:(-?[\d.]+)px", upwards.innerHTML)]
    assert tops == [0.0, -12.0, -24.0]
    assert upwards.innerHTML.count("--strip:12.0px") == 3
