"""Move latency: the time from a tap to the DOM being updated, per game, in headless Chromium.

For each game it opens a fixed deal and plays up to ``--moves`` moves of a random line
(the engine's PRNG picks them, so runs repeat).  Each move is made as a player makes it:
a tap on the card, then a tap on the target (or one tap on the pack, or a button); a
dead end restarts the deal.  The
pointer events are dispatched inside the page and timed there with ``performance.now()``:
the page's handlers run synchronously, so when dispatch returns the DOM is updated.
It prints p50 and p95 of the taps that made a move (and their ratio to the goal of
50 ms at p95), of the taps that selected a card, and of the time from the tap until the
next frame has been drawn (the handler, then the browser's style, layout and paint).

``--phone`` plays on a 390x844 touch screen (``has_touch``, ``is_mobile``; the taps are
touch pointers); ``--throttle 4`` slows the CPU 4x through the DevTools protocol
(``Emulation.setCPUThrottlingRate``), a stand-in for a mid-range phone, once the page is
ready.

    python bench/move_latency.py [--moves 40] [--games fortress,clock] [--throttle 4] [--phone]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import engine  # noqa: E402
from engine.prng import Pcg32  # noqa: E402

GOAL_MS = 50.0  # issue #23: tap to DOM updated, p95, at 4x CPU throttle, every game

# The time to the next frame: a frame's callbacks run before its style, layout and paint,
# so the frame is drawn when a task queued from the callback runs.  The tap and the frame
# drawn are marked (User Timing), for a trace to find them (bench/tap_trace.py).
FRAME = """start => new Promise(done => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
        performance.mark("drawn");
        done(performance.now() - start);
    };
    channel.port2.postMessage(0);
}))"""

# A tap lands between frames, as a finger's does: once a frame has been drawn (a task
# queued from its callbacks runs after its style, layout and paint), not in the frame's
# callbacks, where its changes would be drawn in that very frame and the "next" frame
# waited for would be the one after.
BETWEEN_FRAMES = """const between_frames = () => new Promise(done => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(0);
    }));"""

TAP = (
    """async ([selector, index, kind]) => {
    """
    + BETWEEN_FRAMES
    + """
    const nodes = document.querySelectorAll(selector);
    const node = nodes[index < 0 ? nodes.length + index : index];
    const box = node.getBoundingClientRect();
    const at = {bubbles: true, button: 0, pointerId: 9, isPrimary: true, pointerType: kind,
                clientX: box.left + 4, clientY: box.top + 4};
    await between_frames();
    performance.clearMarks();
    const start = performance.now();
    performance.mark("tap");
    node.dispatchEvent(new PointerEvent("pointerdown", at));
    node.dispatchEvent(new PointerEvent("pointerup", at));
    const handled = performance.now() - start;
    return [handled, await ("""
    + FRAME
    + """)(start)];
}"""
)

CLICK = (
    """async ([selector, index]) => {
    """
    + BETWEEN_FRAMES
    + """
    const node = document.querySelectorAll(selector)[index];
    await between_frames();
    performance.clearMarks();
    const start = performance.now();
    performance.mark("tap");
    node.click();
    const handled = performance.now() - start;
    return [handled, await ("""
    + FRAME
    + """)(start)];
}"""
)


def tap_pile(page, pile: str, index: int, kind: str) -> tuple[float, float]:
    cards = page.locator(f'[data-pile="{pile}"] [data-card]').count()
    if cards:
        return tuple(page.evaluate(TAP, [f'[data-pile="{pile}"] [data-card]', index, kind]))
    return tuple(page.evaluate(TAP, [f'[data-pile="{pile}"]', 0, kind]))


def make(page, game: engine.Game, move: engine.Move, kind: str):
    """Make ``move`` by taps; returns (the selecting tap's times or None, the move's), each
    (to the DOM updated, to the next frame) in ms."""
    if move.source is None:
        buttons = page.locator("#actions button")
        labels = [buttons.nth(i).inner_text() for i in range(buttons.count())]
        index = labels.index(str(move))
        return None, tuple(page.evaluate(CLICK, ["#actions button", index]))
    if move.source.startswith("stock"):
        return None, tuple(page.evaluate(TAP, [f'[data-pile="{move.source}"]', 0, kind]))
    stack = game.piles[move.source]
    index = len(stack) - move.count
    if move.card and stack[index] != move.card:
        index = max(i for i, c in enumerate(stack) if c == move.card)
    # The page's cards of a pile are its faces: those lying face down have no data-card.
    index -= sum(1 for at in game.face_down_at.get(move.source, ()) if at < index)
    if move.target is None and not move.more:  # one place (the Labyrinth's grace): one tap
        return None, tap_pile(page, move.source, index, kind)
    # The first tap selects; each further place is tapped on its top card (the Wheel's
    # crown names four places, the Fourteenth's exchange more): the last tap makes it.
    selecting = tap_pile(page, move.source, index, kind)
    later = [pile for pile in (move.target, *move.more) if pile is not None]
    for pile in later[:-1]:
        tap_pile(page, pile, -1, kind)
    moving = tap_pile(page, later[-1], -1, kind)
    if page.locator("#choice-panel:not([hidden])").count():
        # The taps named several moves (the Empress of India's pair and couple of the
        # same two cards): the page asks which, and the move is made by its button.
        buttons = page.locator("#choice-moves button")
        labels = [buttons.nth(i).inner_text() for i in range(buttons.count())]
        moving = tuple(page.evaluate(CLICK, ["#choice-moves button", labels.index(str(move))]))
        # The tap that opened the sheet made no move: a tap on its card this soon would
        # be a double tap.
        page.wait_for_timeout(400)
    return selecting, moving


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def open_page(browser, base: str, phone: bool):
    if phone:
        context = browser.new_context(
            viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
        )
    else:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(base + "#fortress/1")
    page.wait_for_selector("html[data-ready=true]", timeout=120_000)
    return page


def fresh_deal(page, game_id: str, first_deal: int, settle_ms: int = 100) -> engine.Game:
    """Open afresh on the page the first deal from ``first_deal`` that is not dead at the
    start (some Fortress deals offer no move at all): the engine's game of it."""
    deal = next(
        d for d in range(first_deal, first_deal + 100) if engine.new_game(game_id, d).legal_moves()
    )
    page.evaluate("h => { location.hash = h }", f"#{game_id}/{deal}")
    page.wait_for_function("h => location.hash === h", arg=f"#{game_id}/{deal}")
    page.click("#restart")  # a saved game of this deal (an earlier run's) starts afresh
    page.wait_for_timeout(settle_ms)
    return engine.new_game(game_id, deal)


def random_line(page, game: engine.Game, count: int):
    """Up to ``count`` moves of a random line through ``game`` (the engine's PRNG seeded by
    the deal), each yielded before it is played here: the caller makes it on the page.
    A dead end restarts the deal, down another line."""
    pick = Pcg32(game.deal)
    for _ in range(count):
        legal = [m for m in game.legal_moves() if m.kind != "swap"]
        if not legal:
            page.click("#restart")
            game.restart()
            legal = [m for m in game.legal_moves() if m.kind != "swap"]
            if not legal:
                return
        move = legal[pick.below(len(legal))]
        yield move
        game.play(move)


def play(page, game_id: str, first_deal: int, count: int, kind: str) -> tuple:
    """Up to ``count`` moves of a random line of ``game_id``: the deal, and the times of
    the moves and of the selections."""
    game = fresh_deal(page, game_id, first_deal)
    selections, moves = [], []
    for move in random_line(page, game, count):
        selecting, moving = make(page, game, move, kind)
        moves.append((*moving, move.kind))
        if selecting is not None:
            selections.append(selecting)
    return game.deal, moves, selections


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--throttle", type=float, default=1.0, help="CPU slowdown (CDP)")
    parser.add_argument("--phone", action="store_true", help="a 390x844 touch screen")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from bench.served import launch_chromium, served

    rows = []
    kind = "touch" if args.phone else "mouse"
    with served() as base, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = open_page(browser, base, args.phone)
        if args.throttle != 1:
            cdp = page.context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        for game_id in args.games.split(","):
            try:
                deal, moves, selections = play(page, game_id, args.deal, args.moves, kind)
            except Exception as error:  # one game's failure keeps the others' figures
                print(f"{game_id}: {type(error).__name__}: {error}", file=sys.stderr)
                continue
            rows.append((f"{game_id} {deal}", moves, selections))
        browser.close()
    screen = "390x844 touch" if args.phone else "1280x800"
    print(f"tap to DOM updated, ms ({screen}, CPU {args.throttle:g}x; game and deal)")
    print(
        f"{'game':18}{'moves':>6}{'p50':>8}{'p95':>8}{'p95/50ms':>10}"
        f"{'select p50':>12}{'p95':>8}{'frame p50':>11}{'p95':>8}  slowest"
    )
    for game_id, moves, selections in rows:
        if not moves:
            print(f"{game_id:18}{0:>6}")
            continue
        handled = [m[0] for m in moves]
        framed = [m[1] for m in moves]
        sel = [s[0] for s in selections] or [0.0]
        p95 = percentile(handled, 0.95)
        # The two slowest taps to the DOM and their moves' kinds: p95 of 40 is the 2nd.
        slowest = sorted(moves, key=lambda m: m[0], reverse=True)[:2]
        print(
            f"{game_id:18}{len(moves):>6}{statistics.median(handled):8.1f}{p95:8.1f}"
            f"{p95 / GOAL_MS:10.2f}{statistics.median(sel):12.1f}{percentile(sel, 0.95):8.1f}"
            f"{statistics.median(framed):11.1f}{percentile(framed, 0.95):8.1f}  "
            + ", ".join(f"{m[0]:.0f} {m[2]}" for m in slowest)
        )


if __name__ == "__main__":
    main()
