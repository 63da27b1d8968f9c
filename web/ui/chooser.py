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

import re
from html import escape

from engine.solver.winnable import share_won

RECENT_SHOWN = 3  # the games opened lately listed first (the game in hand apart)


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


def share_text(share: tuple[float, float] | None) -> str:
    """The deals that can be won, in words: a range while many deals are undecided
    (the solver ran out of time on them); nothing for a game with no data."""
    if share is None:
        return ""
    low, high = share
    if high - low < 0.01:
        return f"{percent(low)}% winnable"
    return f"{percent(low)}-{percent(high)}% winnable"


def facts(rules, share: tuple[float, float] | None) -> list[str]:
    packs = f"{rules.decks} pack" + ("s" if rules.decks != 1 else "")
    return [fact for fact in (packs, rules.skill, share_text(share)) if fact]


def entry_html(game_id: str, rules, book_place: int) -> str:
    said = escape(" · ".join(facts(rules, share_won(game_id))))
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
