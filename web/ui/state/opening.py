"""The opening deal: which one a first visit opens, and opening it once Python has
started, with the taps made meanwhile on the deal drawn into index.html.

``ui.prerender`` draws this deal into index.html at build time, and ``web/early.js``
records the taps made on it while Python starts.  Once the page is ready, ``start_page``
(called from the page's start-up, ``ui.dom``) opens that same deal when the visitor has
no link and nothing saved, and replays the recorded taps on it.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import engine
from ui.input.gestures import DOUBLE_TAP_MS
from ui.state.links import format_hash

# What a first visit opens: a deal the solver wins (the README's example).  The game the
# page opens when nothing else is asked for, and the one whose rules are in the start-up
# snapshot (builder/snapshot.py reads it from here).
OPENING_GAME = "fortress"
OPENING_DEAL = 38


def opening_hash() -> str:
    return format_hash(OPENING_GAME, OPENING_DEAL)


def replay(page, taps: list[dict]) -> bool:
    """Carry out taps recorded before the page was ready, when the page holds the opening
    deal untouched and each tapped card is where it was drawn; whether any was made."""
    game = page.game
    if (game.game_id, game.deal) != (OPENING_GAME, OPENING_DEAL) or game.moves:
        return False
    done = False
    last = None
    for tap in taps:
        pile, index, code = tap.get("pile"), tap.get("index"), tap.get("card")
        stack = game.piles.get(pile)
        if stack is None or (index is not None and stack[index : index + 1] != (code,)):
            break  # the table is no longer the one that was tapped
        key, when = (pile, index), float(tap.get("time", 0))
        if index is not None and last and last[0] == key and when - last[1] < DOUBLE_TAP_MS:
            outcome = page.controller.double_tap(pile, index)
            last = None
        else:
            outcome = page.controller.tap(pile, index)
            last = None if outcome.played else (key, when)
        page.after(outcome)
        done = True
    return done


def start_page(page, then: Callable[[], None]) -> None:
    """Open the first deal of a page load: the game chosen while Python started, if any;
    else the opening deal when there is no link and nothing kept, else what the link or
    the saved game says, and then carry out the taps made on the drawn deal meanwhile;
    then ``then`` (the page is ready).  A game whose module is not here yet opens once it
    has come (``ui.navigation``)."""
    browser = page.browser
    page.table.style.removeProperty("zoom")  # early.js's scaling of the drawn deal
    choice = browser.early_choice()
    if choice in engine.GAMES:
        # A game chosen while Python started opens now (its saved game, else a new deal),
        # in place of what the address named: the drawn deal was left for it.
        browser.early_taps()  # early.js stops listening
        page.choose(choice, then)
        return
    first_visit = not browser.location_hash()
    if first_visit and page.store.last_game() is None:
        saved, problem = page.store.saved_game(OPENING_GAME)
        if problem:
            page.say(problem)
        if saved is None:
            browser.replace_hash(opening_hash())

    def opened() -> None:
        early = browser.early_taps()
        replay(page, json.loads(early) if early is not None else [])
        then()

    page.open_link(push=False, then=opened)
