"""The statistics panel's table, as HTML."""

from __future__ import annotations

from html import escape

from engine import GAMES, game_name
from ui.panels.readings import variant_label
from ui.state.records import Records, record_key


def clock_text(seconds: float | None) -> str:
    if seconds is None:
        return "\u2013"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


COLUMNS = (
    "Played",
    "Won",
    "Win rate",
    "Streak",
    "Best streak",
    "Best time",
    "Fewest moves",
    "With Show me",
)


SCORE_COLUMNS = ("Best score", "Score total")


def _score_cells(record) -> list[str]:
    if record is None or record.best_score is None:
        return ["\u2013", "\u2013"]
    return [str(record.best_score), str(record.total_score)]


def stats_html(records: Records) -> str:
    """A table of a row per game, in the menu's order, each named without importing its
    module (``engine.game_name``: the page imports only the games played).  Each figure
    carries its column's heading (``data-label``): on a narrow screen the style sheet
    shows each game as a card of labelled figures rather than a table wider than the
    screen.  Once a game with a score (Klondike) has been played, two columns more give
    each game's best score and running total."""
    scored = any(r.best_score is not None for r in records.games.values())
    columns = COLUMNS + SCORE_COLUMNS if scored else COLUMNS
    cols = "".join(f'<th scope="col">{c}</th>' for c in columns)
    head = f'<thead><tr><th scope="col">Game</th>{cols}</tr></thead>'
    rows = []
    for key, name in _rows(records):
        record = records.games.get(key)
        helped = str(record.helped if record is not None else 0)
        if record is None or not record.played:
            cells = ["0", "0", "\u2013", "0", "0", "\u2013", "\u2013", helped]
        else:
            cells = [
                str(record.played),
                str(record.won),
                f"{record.win_rate:.0%}",
                str(record.streak),
                str(record.best_streak),
                clock_text(record.best_time),
                "\u2013" if record.fewest_moves is None else str(record.fewest_moves),
                helped,
            ]
        if scored:
            cells += _score_cells(record)
        rows.append(
            f'<tr data-game="{escape(key)}"><th scope="row">{escape(name)}</th>'
            + "".join(f'<td data-label="{c}">{v}</td>' for c, v in zip(columns, cells, strict=True))
            + "</tr>"
        )
    return f"<table>{head}<tbody>{''.join(rows)}</tbody></table>"


def _rows(records: Records):
    """Each game's row, and after it a row for each variant of it the player has played
    (counted apart from the book's reading), named without importing the game."""
    for game_id in GAMES:
        name = game_name(game_id)
        yield game_id, name
        prefix = record_key(game_id, "")
        for key in sorted(k for k in records.games if k.startswith(prefix)):
            yield key, f"{name} ({variant_label(game_id, key.removeprefix(prefix))})"
