"""Every game on the page: the deal as the engine deals it, and every kind of move the
game has made by hand, by tap and by drag, on a desktop and on a touch phone.

Each game follows a line of its own chosen from the engine's legal moves: a kind of
move not yet made is preferred (and the pack is dealt on while a re-deal is still to be
tried), otherwise the choice is the engine PRNG's, so the line is the same every run.
Screenshots of every game at three sizes are written to test-artifacts/screens/."""

from pathlib import Path

import pytest

import engine
from engine import Move
from engine.moves import kind_named
from engine.prng import Pcg32
from tests.e2e.table import dom_piles, go, open_saved, perform, pile

DEAL = 5
MOVES_PER_GAME = 45
# Not under test-results/: pytest-playwright empties that folder.
SCREENS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
SIZES = {"desktop": (1280, 800), "portrait": (360, 640), "landscape": (640, 360)}
# The narrowest card that still shows rank and suit clearly on a phone.
LEGIBLE_CARD_WIDTH = 22
# Buttons and cards that reach past the window's sides (none should).
OUTSIDE_THE_WINDOW = """() => [...document.querySelectorAll('button, [data-card]')]
    .filter(e => e.offsetParent !== null)
    .filter(e => {
        const r = e.getBoundingClientRect();
        return r.left < 0 || r.right > innerWidth + 1;
    })
    .map(e => e.id || e.dataset.card || e.textContent)"""
IMPLEMENTED = [gid for gid, rules in engine.GAMES.items() if rules.layout.ids]


def face_up(game: engine.Game) -> dict:
    """The cards the page shows face up: not the pack, nor the cards lying face down."""
    hidden = game.face_down_at
    return {
        pile: tuple(card for i, card in enumerate(cards) if i not in hidden.get(pile, ()))
        for pile, cards in game.piles.items()
        if not pile.startswith("stock")
    }


def shown(page) -> dict:
    return {pile: cards for pile, cards in dom_piles(page).items() if not pile.startswith("stock")}


def kinds_of(game_id: str) -> set[str]:
    """The kinds of move the game has, found along a long random line of the engine's."""
    kinds = set()
    for deal in (DEAL, DEAL + 1):
        game = engine.new_game(game_id, deal)
        pick = Pcg32(deal)
        for _ in range(400):
            moves = game.legal_moves()
            if not moves:
                break
            kinds |= {m.kind for m in moves}
            game.play(moves[pick.below(len(moves))])
    return kinds


def position_offering(game_id: str, kind: str) -> engine.Game | None:
    """A game part-played along another deal's random line, at the first position where
    a move of ``kind`` is legal (None when none of a few lines reaches one)."""
    for deal in (DEAL + 1, DEAL + 2, DEAL + 3):
        game = engine.new_game(game_id, deal)
        pick = Pcg32(deal)
        for _ in range(400):
            moves = game.legal_moves()
            if any(m.kind == kind for m in moves):
                return game
            if not moves:
                break
            game.play(moves[pick.below(len(moves))])
    return None


def choose(moves, wanted: set[str], pick: Pcg32, rules):
    """The first move of a kind still ``wanted``; while a re-deal is wanted, a deal (the
    pack must be used up first); else one at random."""
    fresh = [m for m in moves if m.kind in wanted]
    if fresh:
        return fresh[0]
    if any(kind_named(name, rules.kinds).redeals for name in wanted):
        dealing = [m for m in moves if rules.kind_of(m).deals]
        if dealing:
            return dealing[0]
    return moves[pick.below(len(moves))]


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("game_id", IMPLEMENTED)
def test_each_kind_of_move_by_tap_and_by_drag(game_id, viewport, request):
    page = request.getfixturevalue(viewport)
    touch = viewport == "phone"
    go(page, game_id, DEAL)
    game = engine.new_game(game_id, DEAL)
    assert shown(page) == face_up(game)
    if "stock-1" in game.piles:
        count = page.locator('[data-pile="stock-1"] .count').inner_text()
        assert int(count) == len(game.piles["stock-1"])

    kinds = kinds_of(game_id)
    # Each kind that moves a card is made once by tap and once by drag.
    wanted = {(kind, way) for kind in kinds for way in ("tap", "drag")}
    # A kind one drag makes is made by drag too; the others by taps or a button.
    draggable = {k for k, _ in wanted if kind_named(k, game.rules.kinds).dragged}
    wanted = {(k, w) for k, w in wanted if w == "tap" or k in draggable}
    pick = Pcg32(DEAL)
    made = set()
    for number in range(MOVES_PER_GAME * 4):
        moves = game.legal_moves()
        if not moves:
            break
        missing = {kind for kind, _ in wanted - made}
        if not missing and number >= MOVES_PER_GAME:
            break
        move = choose(moves, missing, pick, game.rules)
        drag_it = (move.kind, "drag") in wanted - made or (
            (move.kind, "tap") in made and number % 2 == 1
        )
        how = perform(
            page,
            game.piles,
            move,
            drag_it=drag_it and move.kind in draggable,
            touch=touch,
            face_down_at=game.face_down_at,
        )
        game.play(move)
        made.add((move.kind, "tap" if how == "button" else how))
        assert shown(page) == face_up(game), f"after {move} by {how}"
    # A choice offered once, at the opening (Napoleon's Square's remedy: slip a king or
    # deal the square again), is made again from the opening for the kind not taken.
    for kind in sorted({kind for kind, _ in wanted - made}):
        opening = engine.new_game(game_id, DEAL)
        first = next((m for m in opening.legal_moves() if m.kind == kind), None)
        if first is None:
            continue
        go(page, game_id, DEAL)
        backs = opening.face_down_at
        how = perform(page, opening.piles, first, drag_it=False, touch=touch, face_down_at=backs)
        opening.play(first)
        made.add((kind, "tap" if how == "button" else how))
        assert shown(page) == face_up(opening), f"after {first} by {how}"
        game = opening  # the game the page now shows
    # A kind the line never met (the Herring-Bone's exchange between the foundations of a
    # suit, offered only once the two meet) is made from a position of another deal's
    # line that offers it, opened as the page's saved game.
    for kind in sorted({kind for kind, _ in wanted - made}):
        found = position_offering(game_id, kind)
        if found is None:
            continue
        open_saved(page, found)
        for _ in range(50):  # the saved game is drawn a moment after the title changes
            if shown(page) == face_up(found):
                break
            page.wait_for_timeout(100)
        assert shown(page) == face_up(found)
        first = next(m for m in found.legal_moves() if m.kind == kind)
        for way in ("tap", "drag"):
            if (kind, way) not in wanted - made:
                continue
            if found.moves and found.moves[-1] == first:  # made by tap: back, to drag it
                page.click("#undo")
                found.undo()
                assert shown(page) == face_up(found)
            how = perform(
                page,
                found.piles,
                first,
                drag_it=way == "drag",
                touch=touch,
                face_down_at=found.face_down_at,
            )
            found.play(first)
            made.add((kind, "tap" if how == "button" else how))
            assert shown(page) == face_up(found), f"after {first} by {how}"
        game = found
    assert wanted <= made, f"kinds never made: {sorted(wanted - made)}"
    assert page.evaluate("document.documentElement.dataset.status") == game.status
    assert page.locator("#error").is_hidden(), page.locator("#error-details").text_content()


@pytest.mark.parametrize("game_id", IMPLEMENTED)
def test_every_game_fits_three_sizes(game_id, desktop):
    SCREENS.mkdir(parents=True, exist_ok=True)
    try:
        for name, (width, height) in SIZES.items():
            desktop.set_viewport_size({"width": width, "height": height})
            go(desktop, game_id, DEAL)
            assert desktop.evaluate("document.documentElement.scrollWidth") <= width
            box = desktop.locator("#table").bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1
            outside = desktop.evaluate(OUTSIDE_THE_WINDOW)
            assert not outside, f"at {width}x{height} these stick out: {outside}"
            card_width = desktop.locator("#table .pile").first.bounding_box()["width"]
            assert card_width >= LEGIBLE_CARD_WIDTH, f"cards {card_width:.0f}px wide"
            desktop.screenshot(path=str(SCREENS / f"{game_id}-{name}.png"))
    finally:
        desktop.set_viewport_size({"width": 1280, "height": 800})


def test_a_run_moves_as_one_and_the_card_it_uncovers_turns_face_up(desktop):
    # Klondike's deal 1: the three of clubs onto the four of hearts, then the two as one
    # run onto the five of spades; the four lay over two face-down cards.
    go(desktop, "klondike", 1)
    game = engine.new_game("klondike", 1)

    def backs(pile_id: str):
        return desktop.locator(f'[data-pile="{pile_id}"] .card.back')

    assert backs("tableau-3").count() == 2
    assert desktop.locator("#table .card.back[data-card]").count() == 0
    assert "Score: -47" in desktop.locator("#counters").inner_text()
    for move in (Move("move", "tableau-1", "tableau-3"), Move("move", "tableau-3", "tableau-5", 2)):
        legal = game.legal_moves()
        move = legal[legal.index(move)]
        perform(
            desktop, game.piles, move, drag_it=False, touch=False, face_down_at=game.face_down_at
        )
        game.play(move)
    assert shown(desktop) == face_up(game)
    assert shown(desktop)["tableau-5"][-3:] == ("5S", "4H", "3C")
    assert backs("tableau-3").count() == 1  # the card under the run turned face up
    assert desktop.locator("#table .card.back[data-card]").count() == 0
    label = pile(desktop, "tableau-3").get_attribute("aria-label")
    assert "1 face down" in label, label
    desktop.click("#undo")  # undone as one: the run back, the card face down again
    assert backs("tableau-3").count() == 2
    assert shown(desktop)["tableau-3"] == ("4H", "3C")
