"""The game in WebKit (Safari's engine) and Gecko (Firefox), one browser each: every game
opened by its link and played by tap, every kind of move it has, with a drag, undo and
redo; a card under others taken by tap and by drag; a variant opened by its link; a reload
that resumes the game; the start from the service worker with the server stopped; and
never a page error or a request to another origin.

The page stays loaded from test to test (a start costs seconds): a deal is opened through
its link in the address's hash, as tests/e2e does in Chromium.  The terminal summary says
how the interpreter started at each load (from the snapshot or afresh)."""

from __future__ import annotations

import time

import pytest

import engine
from engine.moves import Move
from engine.prng import Pcg32
from tests.e2e.table import (
    card,
    card_index,
    choose_if_asked,
    clear_message,
    drag,
    go,
    open_saved,
    perform,
    pile,
    press_card,
    tap_target,
)
from tests.e2e.test_every_game import (
    IMPLEMENTED,
    choose,
    face_up,
    kinds_of,
    position_offering,
    shown,
)
from tests.engines.page import wait_until
from tests.engines.record import ready

DEAL = 5
MOST_MOVES = 150
GLIDE = 0.2  # seconds: a card glides for 180 ms
CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"
DEAL_ON = "#actions button[data-deal-on]"


def hidden(game) -> dict[str, tuple[int, ...]]:
    """The positions of the cards lying face down in each pile: the page draws them as
    backs, in their places, without data-card."""
    return game.face_down_at


def among_faces(game, pile_id: str, index: int) -> int:
    """The place among the faces the page draws of the card at ``index`` of a pile."""
    return index - sum(back < index for back in hidden(game).get(pile_id, ()))


def shows(page, game, after: str = "") -> None:
    """The table shows the engine's piles (face-up cards; the stock by its count)."""
    want = face_up(game)
    try:
        wait_until(lambda: shown(page) == want, 5, "the table to show the game")
    except TimeoutError:
        assert shown(page) == want, after
    if "stock-1" in game.piles:
        count = page.locator('[data-pile="stock-1"] .count')  # none on an empty stock
        assert int(count.inner_text() if count.count() else 0) == len(game.piles["stock-1"])
    assert page.evaluate("document.documentElement.dataset.status") == game.status


def no_trouble(page) -> None:
    # Offline, the book's picture of a game whose rules were never opened is not there (the
    # rules then show its alt text): the one failed fetch allowed, as in tests/e2e.
    problems = [p for p in page.driver.problems() if "/pictures/" not in p]
    assert problems == []
    assert page.driver.foreign_requests() == []


def shown_card(page, game, pile_id: str, index: int):
    """The card at ``index`` of the engine's pile, as the page draws it: any card, not only
    the top (a card under others, the head of a run), counted among the faces shown."""
    return card(page, pile_id, among_faces(game, pile_id, index))


def tap_card(page, game, pile_id: str, index: int) -> None:
    """Tap the card at ``index`` of the engine's pile where it shows (see shown_card)."""
    press_card(page, pile_id, among_faces(game, pile_id, index), touch=False)


def play(page, game, move, *, drag_it: bool) -> str:
    """Make the engine's move on the page as a player would: "tap", "drag" or "button"."""
    if move.source is None or move.source.startswith("stock") or move.more:
        return perform(page, game.piles, move, drag_it=False, touch=False)
    index = card_index(game.piles, move)
    if move.target is None:  # a move of one place (the Labyrinth's grace): the card's tap
        tap_card(page, game, move.source, index)
        return "tap"
    if drag_it:
        to = card(page, move.target) if game.piles[move.target] else pile(page, move.target)
        drag(page, shown_card(page, game, move.source, index), to)
        choose_if_asked(page, move)
        return "drag"
    tap_card(page, game, move.source, index)
    tap_target(page, move.target, touch=False)
    choose_if_asked(page, move)
    return "tap"


def deal_on(game, limit: int = 120) -> None:
    """What the Deal on button does: deal card after card until a play appears that was
    not there before the card was dealt, or the pack is used up."""
    for _ in range(limit):
        legal = game.legal_moves()
        deals = game.rules.kind_of
        deal = next((m for m in legal if deals(m).deals), None)
        if deal is None:
            return
        game.play(deal)
        if any(not deals(m).deals and m not in legal for m in game.legal_moves()):
            return


# Every game built, each a few seconds an engine once the pack is dealt on with Deal on
# (seven minutes for the whole suite on two busy cores).  Their lines cover each of the
# new games' mechanisms in both engines: packets re-dealt by a button (Belle Lucie, the
# Houses, the Nation); the talon's top card played by tap and by drag (the Sultan, Light
# and Shade, the Terrace, General Sedgewick, Two Rings, the Fish-bone, Anna); pairs
# (Nestor, the Fourteenth); a refill button (the Clock); a row dealt into a grid with
# holes (the Blockade, Babette); a choice at the opening (Napoleon's Square); foundations
# built by other steps (Mount Olympus, Two Rings); the re-deal by a tap on the empty stock.
@pytest.mark.parametrize("game_id", IMPLEMENTED)
def test_every_game_opens_by_link_and_plays_by_tap_and_drag(engine_browser, game_id):
    _name, page = engine_browser
    go(page, game_id, DEAL)
    assert page.evaluate("location.hash") == f"#{game_id}/{DEAL}"
    game = engine.new_game(game_id, DEAL)
    shows(page, game)

    # Every kind of move the game has, by tap (a button for a move without a card), and
    # one move dragged; the line is the engine PRNG's, so the same every run.  Once a card
    # has been dealt by a tap on the stock, the pack is dealt on with the Deal on button
    # (to a re-deal, say): a card at a time it cost a minute a game in two engines.
    # (A game none of whose kinds one drag makes, the Wheel's packets of four cards, is
    # played by taps alone.)
    kinds = kinds_of(game_id)
    wanted = {(kind, "tap") for kind in kinds}
    if any(game.rules.kind_of(Move(kind)).dragged for kind in kinds):
        wanted.add(("any", "drag"))
    pick = Pcg32(DEAL)
    made: set[tuple[str, str]] = set()
    dealt = False
    for _ in range(MOST_MOVES):
        moves = game.legal_moves()
        if not moves or wanted <= made:
            break
        move = choose(moves, {kind for kind, _ in wanted - made}, pick, game.rules)
        kind = game.rules.kind_of(move)
        if kind.deals and (move.kind, "tap") in made:
            page.click(DEAL_ON)
            deal_on(game)
            shows(page, game, "after Deal on")
            dealt = True
            continue
        if dealt and move.source and not move.source.startswith("stock"):
            # A card dealt in WebKit sometimes begins its glide a moment after the table
            # shows it (seen in the Four Corners after other games): a glide's time before
            # a card is pressed.
            time.sleep(GLIDE)
        drag_it = kind.dragged and ("any", "drag") not in made
        how = play(page, game, move, drag_it=drag_it)
        game.play(move)
        made |= {("any", "drag")} if how == "drag" else {(move.kind, "tap")}
        shows(page, game, f"after {move} ({move.kind}) by {how}")
        dealt = bool(move.source and move.source.startswith("stock"))

    # Undo twice, redo once: the table follows the engine's history.
    for step in ("undo", "undo", "redo"):
        page.click(f"#{step}")
        assert getattr(game, step)()
        shows(page, game)

    # A choice offered once, at the opening (Napoleon's Square's remedy: slip a king or
    # deal the square again), is made again from the opening for the kind not taken.
    for kind in sorted({kind for kind, _ in wanted - made}):
        opening = engine.new_game(game_id, DEAL)
        first = next((m for m in opening.legal_moves() if m.kind == kind), None)
        if first is None:
            continue
        go(page, game_id, DEAL)
        how = play(page, opening, first, drag_it=False)
        opening.play(first)
        made.add((kind, "tap"))
        shows(page, opening, f"after {first} ({kind}) by {how}, from the opening")
    # A kind the line never met (the Herring-Bone's exchange) is made from a position of
    # another deal's line that offers it, opened as the page's saved game.
    for kind in sorted({kind for kind, _ in wanted - made}):
        found = position_offering(game_id, kind)
        if found is None:
            continue
        open_saved(page, found)
        shows(page, found, f"{found.game_id} {found.deal} resumed from its save")
        first = next(m for m in found.legal_moves() if m.kind == kind)
        how = play(page, found, first, drag_it=False)
        found.play(first)
        made.add((kind, "tap"))
        shows(page, found, f"after {first} ({kind}) by {how}, from a saved game")
    assert wanted <= made, f"never made: {sorted(wanted - made)}"
    no_trouble(page)


def test_a_card_under_others_is_played_by_tap_and_by_drag(engine_browser):
    # The Fifteen's deal 22 opens with its exception: a king withdrawn from the sixth row,
    # under the seventh card (the way a run's head is taken from under the cards on it).
    _name, page = engine_browser
    go(page, "fifteen", 22)
    game = engine.new_game("fifteen", 22)
    withdrawals = [m for m in game.legal_moves() if m.kind == "withdraw"]
    assert len(withdrawals) >= 2
    for move, drag_it in ((withdrawals[0], False), (withdrawals[1], True)):
        index = card_index(game.piles, move)
        assert index < len(game.piles[move.source]) - 1  # not the top card
        assert play(page, game, move, drag_it=drag_it) == ("drag" if drag_it else "tap")
        game.play(move)
        shows(page, game, f"after {move}")
        page.click("#undo")
        game.undo()
        shows(page, game)
    no_trouble(page)


def test_a_variant_opens_by_its_link_and_plays_by_its_reading(engine_browser):
    # The Blockade's strict reading refills a vacancy from the pack at once: deal 5's first
    # play leaves a space that the book's reading keeps empty.
    _name, page = engine_browser
    clear_message(page)
    page.evaluate("hash => { window.location.hash = hash }", "#blockade/5/blockade-strict")
    page.wait_for_function(
        "want => document.title.startsWith(want)", arg="The Blockade, deal 5 \u00b7 strict"
    )
    page.click("#restart")
    assert page.locator("#deal").inner_text() == "Deal 5 \u00b7 strict"
    game = engine.new_game("blockade", 5, "blockade-strict")
    book = engine.new_game("blockade", 5)
    shows(page, game)
    first = next(m for m in game.legal_moves() if m.kind == "move")
    assert play(page, game, first, drag_it=False) == "tap"
    game.play(first)
    book.play(first)
    assert face_up(game) != face_up(book)  # the strict reading's refill is on the table
    shows(page, game, f"after {first}")
    move = next(m for m in game.legal_moves() if m.kind == "move")
    assert play(page, game, move, drag_it=True) == "drag"
    game.play(move)
    shows(page, game, f"after {move}")
    no_trouble(page)


def test_a_reload_resumes_the_game(engine_browser):
    name, page = engine_browser
    go(page, "fortress", 1)
    game = engine.new_game("fortress", 1)
    move = next(m for m in game.legal_moves() if m.kind == "move")
    perform(page, game.piles, move, drag_it=False, touch=False)
    game.play(move)
    shows(page, game)
    page.driver.reload()
    ready(name, page, "reload")
    shows(page, game)
    assert page.locator("#moves").inner_text() == "1 move"
    page.click("#undo")
    shows(page, engine.new_game("fortress", 1))
    page.click("#redo")
    shows(page, game)
    no_trouble(page)


def test_after_one_visit_the_page_starts_and_plays_with_the_server_stopped(
    engine_browser, engines_site
):
    name, page = engine_browser
    page.wait_for_function(CONTROLLED, timeout=90_000)
    go(page, "clock", 3)
    game = engine.new_game("clock", 3)
    with engines_site.stopped():
        page.driver.reload()
        ready(name, page, "offline")
        assert page.evaluate(CONTROLLED)  # the service worker served it
        shows(page, game)
        move = game.legal_moves()[0]
        perform(page, game.piles, move, drag_it=False, touch=False)
        game.play(move)
        shows(page, game)
        page.click("#rules")  # a panel, offline too
        page.click("#rules-close")
        no_trouble(page)
