"""The statistics panel's table, as HTML."""

from __future__ import annotations

from html import escape

from ui.records import Records


def clock_text(seconds: float | None) -> str:
    if seconds is None:
        return "\u2013"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def stats_html(records: Records, games) -> str:
    head = (
        "<tr><th>Game</th><th>Played</th><th>Won</th><th>Win rate</th><th>Streak</th>"
        "<th>Best streak</th><th>Best time</th><th>Fewest moves</th><th>With Show me</th></tr>"
    )
    rows = []
    for game_id, rules in games.items():
        record = records.of(game_id) if game_id in records.games else None
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
        rows.append(
            f'<tr data-game="{game_id}"><th scope="row">{escape(rules.name)}</th>'
            + "".join(f"<td>{c}</td>" for c in cells)
            + "</tr>"
        )
    return f"<table>{head}{''.join(rows)}</table>"
