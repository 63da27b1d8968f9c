"""The game chooser: an entry for each game the engine has, in the book's order, saying
what a player wants to know before choosing (one pack or two, mostly skill or mostly
chance, the share of deals that can be won), written once by build.py into index.html
(the same on every visit); and, each time the page shows it, the player's own record of
each game and the games opened lately.

Filtering as one types and the A-Z order belong to the list itself (web/early.js), the
same before Python starts and after: they only hide, show and reorder the entries, by the
``data-find`` and ``data-sort`` written here, so the rule is written once.
"""

from __future__ import annotations

import math
import re
from html import escape

from engine.solver.solved import Solved, solved
from engine.solver.winnable import parse_ranges
from engine.stats import wilson_interval

RECENT_SHOWN = 3  # the games opened lately listed first (the game in hand apart)
# The share of deals decided from which the chooser gives the share won with its interval.
# The deals the solver leaves undecided are its hardest, not a fair sample, so they count
# either way in the interval; past a tenth of the deals that interval says too little, and
# the chooser says only what is proved.
MOST_DECIDED = 0.9


def findable(text: str) -> str:
    """A name as the filter compares it: lower case, letters, digits and single spaces
    (so "fairie" finds Spenser's Fairie Queen, "louis" The "Louis" Patience).  early.js
    folds what is typed the same way."""
    return " ".join(re.sub(r"[^a-z0-9 ]+", "", text.lower().replace("-", " ")).split())


def sort_key(name: str) -> str:
    """Where a name goes from A to Z: The Clock under C."""
    key = findable(name)
    return key[4:] if key.startswith("the ") else key


def percent(share: float) -> str:
    """A share in whole percent that never claims all or none it does not have."""
    value = round(share * 100)
    if value == 100 and share < 1:
        return "99"
    if value == 0 and share > 0:
        return "under 1"
    return str(value)


def share_text(record: Solved | None) -> str:
    """The deals that can be won, in words, never claiming what the solver has not shown.
    Where most deals are decided: the share won of those decided, with its 95% interval
    for the share of all deals (the undecided counted lost at its low end, won at its
    high end).  Where few are: the share proved won, as a floor, and that the rest is
    not yet decided.  Nothing where no deal is known won, or the solver was not run."""
    if record is None or not record.deals:
        return ""
    won = len(parse_ranges(record.won))
    decided = won + record.lost
    deals = record.deals
    if decided and decided >= MOST_DECIDED * deals:
        low = wilson_interval(won, deals)[0]
        high = wilson_interval(deals - record.lost, deals)[1]
        # Every deal decided won, but some undecided: not all are proved winnable.
        share = won / decided if decided == deals else min(won / decided, 0.999)
        # The interval in whole percents, widened to them, never narrowed.
        interval = f"{math.floor(low * 100)}-{math.ceil(high * 100)}%"
        return f"{percent(share)}% winnable (95% interval {interval})"
    if not won:
        return ""
    # Under one in a hundred, the count says more than "under 1%".
    known = (
        f"at least {percent(won / deals)}% of deals"
        if won * 100 >= deals
        else f"{won} of {deals} deals"
    )
    lost = f", {percent(record.lost / deals)}% lost" if record.lost else ""
    return f"{known} won{lost}; the rest not yet decided"


def facts(rules, record: Solved | None) -> list[str]:
    packs = f"{rules.decks} pack" + ("s" if rules.decks != 1 else "")
    return [fact for fact in (packs, rules.skill, share_text(record)) if fact]


def entry_html(game_id: str, rules, book_place: int) -> str:
    said = escape(" · ".join(facts(rules, solved(game_id))))
    return (
        f'<li data-find="{escape(findable(rules.name))}" data-sort="{escape(sort_key(rules.name))}"'
        f' data-book="{book_place}"><button type="button" data-game="{escape(game_id)}"'
        f' aria-current="false"><strong>{escape(rules.name)}</strong>'
        f'<span class="summary">{escape(rules.summary)}</span>'
        f'<span class="facts">{said}</span><span class="mine"></span></button></li>'
    )


def game_list_html(games) -> str:
    """Every game's entry, in the menu's order (the book's), for index.html."""
    return "".join(entry_html(gid, rules, i) for i, (gid, rules) in enumerate(games.items()))


def mine_text(record) -> str:
    """The player's own record of a game, in the entry; nothing before a game is played."""
    if record is None or not record.played:
        return ""
    won = f"won {record.won}" if record.won else "not won yet"
    return f"You: played {record.played}, {won}"


class Chooser:
    """The list as the page shows it: each entry's record, and the games opened lately
    first (copies of their entries, in a list of their own)."""

    def __init__(self, browser, session) -> None:
        self.browser = browser
        self.session = session
        self.written: dict[str, str] = {}  # game id -> its record's text as last written

    def fill(self) -> None:
        element = self.browser.element
        games = element("game-list")
        records = self.session.records.games
        for game_id in set(records) | set(self.written):
            text = mine_text(records.get(game_id))
            if self.written.get(game_id, "") == text:
                continue
            mine = games.querySelector(f'button[data-game="{game_id}"] .mine')
            if not self.browser.absent(mine):
                mine.textContent = text
                self.written[game_id] = text
        self.fill_recent(games)

    def fill_recent(self, games) -> None:
        game = self.session.game
        current = game.game_id if game else None
        recent = [gid for gid in self.session.store.recent_games() if gid != current]
        shown = self.browser.element("recent-list")
        shown.innerHTML = ""
        listed = 0
        for game_id in recent[:RECENT_SHOWN]:
            button = games.querySelector(f'button[data-game="{game_id}"]')
            if not self.browser.absent(button):
                shown.appendChild(button.parentNode.cloneNode(True))
                listed += 1
        self.browser.element("recent").hidden = not listed
